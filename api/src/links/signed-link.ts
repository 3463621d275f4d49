import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a link stands for: one thing (a task's report, a stored file) for one session, until exp. */
export interface LinkClaims {
  /** What the link opens, e.g. `report:123` or `file:<stored name>`. */
  subject: string;
  sessionId: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

function mac(secret: Buffer, claims: LinkClaims): Buffer {
  return createHmac('sha256', secret)
    .update(`pest-portal-link\n${claims.subject}\n${claims.sessionId}\n${claims.exp}`)
    .digest();
}

/** `<session>.<exp>.<mac>`: the subject is the URL's path, so it is not repeated here. */
export function signLink(secret: Buffer, claims: LinkClaims): string {
  return `${claims.sessionId}.${claims.exp}.${mac(secret, claims).toString('base64url')}`;
}

const TICKET = /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** The claims of a genuine, unexpired ticket for `subject`, or null. */
export function readLink(
  secret: Buffer,
  subject: string,
  ticket: string,
  now: Date,
): LinkClaims | null {
  const match = TICKET.exec(ticket);
  if (!match) return null;
  const claims = { subject, sessionId: Number(match[1]), exp: Number(match[2]) };
  // Compared as text, not as decoded bytes: the 43rd character of a 32-byte MAC in base64url
  // carries two unused bits, so four spellings decode to the same bytes. Only the one we
  // write is accepted (a changed character always refuses the link).
  const given = Buffer.from(match[3] ?? '');
  const expected = Buffer.from(mac(secret, claims).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return claims.exp * 1000 > now.getTime() ? claims : null;
}

/**
 * An expiry at most `ttlSeconds` away and never past the session's end. It moves in steps
 * of half the time-to-live, so the links of one page stay the same for a while and the
 * browser's cache can keep the images they point at.
 */
export function linkExpiry(now: Date, ttlSeconds: number, sessionEnd: Date): number {
  const step = Math.max(1, Math.floor(ttlSeconds / 2));
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const stepped = Math.floor(nowSeconds / step) * step + ttlSeconds;
  return Math.min(stepped, Math.floor(sessionEnd.getTime() / 1000));
}
