import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** Server-made names: 128 random bits; reading one still needs a link of the owner's tenant. */
export const STORED_NAME_SOURCE = '[0-9a-f]{32}\\.(?:png|jpg|webp|pdf)';
export const STORED_NAME = new RegExp(`^${STORED_NAME_SOURCE}$`);

export function newStoredName(ext: string): string {
  return `${randomBytes(16).toString('hex')}.${ext}`;
}

/** The browser-facing URL of a stored file: under the API base path the reverse proxy serves. */
export function fileUrlOf(basePath: string, storedName: string): string {
  return `${basePath}/files/${storedName}`;
}

/** The stored name a fileUrl points at (absolute or relative URL), or null when it is not one of ours. */
export function storedNameOf(fileUrl: string): string | null {
  const pathname = fileUrl.split(/[?#]/)[0] ?? '';
  const marker = pathname.lastIndexOf('/files/');
  if (marker < 0) return null;
  const name = pathname.slice(marker + '/files/'.length);
  return STORED_NAME.test(name) ? name : null;
}

// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** The client's file name, kept for display only: no folders, no control characters, bounded. */
export function displayName(name: string | undefined): string {
  const clean = path
    .basename(name ?? '')
    .replace(CONTROL_CHARACTERS, '')
    .trim();
  return [...(clean || 'file')].slice(0, 100).join('');
}
