import { STORED_NAME_SOURCE } from '../files/file-names';
import { linkExpiry, signLink } from './signed-link';

export interface LinkSigning {
  secret: Buffer;
  basePath: string;
  ttlSeconds: number;
  now: Date;
  sessionId: number;
  sessionEnd: Date;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Every uploaded file's URL in an answer, given the short-lived ticket of the caller's
 * session. Done once where answers leave the server (http/route.ts), whichever query
 * made the URL, so no bare file path reaches a browser; an <img> sends no token, and the
 * ticket is what lets it load the file. Clients send the URLs back as they got them: the
 * server reads only the stored name (files/file-names.ts, storedNameOf).
 */
export function signFileUrls<T>(data: T, signing: LinkSigning): T {
  const pattern = new RegExp(
    `${escapeRegExp(signing.basePath)}/files/(${STORED_NAME_SOURCE})(?:\\?t=[\\w.-]*)?`,
    'g',
  );
  const exp = linkExpiry(signing.now, signing.ttlSeconds, signing.sessionEnd);
  const sign = (text: string) =>
    text.replace(pattern, (_url, name: string) => {
      const ticket = signLink(signing.secret, {
        subject: `file:${name}`,
        sessionId: signing.sessionId,
        exp,
      });
      return `${signing.basePath}/files/${name}?t=${ticket}`;
    });
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return value.includes('/files/') ? sign(value) : value;
    if (Array.isArray(value)) return value.map(walk);
    // Plain objects only: answers are JSON-ready, and a Date or Buffer must pass untouched.
    if (
      value !== null &&
      typeof value === 'object' &&
      Object.getPrototypeOf(value) === Object.prototype
    )
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  return walk(data) as T;
}
