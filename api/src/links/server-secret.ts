import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Settings } from '@pest-portal/shared/build/settings.cjs';

export const SECRET_FILE = 'server-secret';

function isExisting(error: unknown): boolean {
  // Not instanceof Error: node's errors come from another realm under jest.
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'EEXIST';
}

/**
 * The API's signing secret: PP_SERVER_SECRET, or a random one generated into the data
 * folder on first start and read back afterwards, so links survive a restart and several
 * API processes on one machine agree. It is never derived from PP_CRYPTO_KEY: that key is
 * compiled into the JavaScript every browser downloads.
 */
export async function loadServerSecret(settings: Settings): Promise<Buffer> {
  if (settings.security.serverSecret) return Buffer.from(settings.security.serverSecret);
  const file = path.join(settings.dataDir, SECRET_FILE);
  await mkdir(settings.dataDir, { recursive: true });
  const fresh = randomBytes(32).toString('base64url');
  // 'wx': when two processes start at once, the second reads what the first wrote.
  await writeFile(file, fresh, { flag: 'wx', mode: 0o600 }).catch((error: unknown) => {
    if (!isExisting(error)) throw error;
  });
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32)
    throw new Error(`${file} holds no usable secret: delete it, or set PP_SERVER_SECRET.`);
  return Buffer.from(secret);
}
