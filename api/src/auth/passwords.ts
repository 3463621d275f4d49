import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt's recommended interactive cost: ~50 ms a hash, 16 MB of memory.
const COST = 16384;
const BLOCK_SIZE = 8;
const PARALLEL = 1;
const KEY_BYTES = 32;

function derive(
  password: string,
  salt: Buffer,
  cost: number,
  blockSize: number,
  parallel: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password,
      salt,
      KEY_BYTES,
      { N: cost, r: blockSize, p: parallel, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64): the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST, BLOCK_SIZE, PARALLEL);
  return [
    'scrypt',
    COST,
    BLOCK_SIZE,
    PARALLEL,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    Number(n),
    Number(r),
    Number(p),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash no password matches, verified for unknown accounts so that they take as long as known ones. */
export const UNUSABLE_HASH = `scrypt$${COST}$${BLOCK_SIZE}$${PARALLEL}$AAAAAAAAAAAAAAAAAAAAAA==$${'A'.repeat(43)}=`;
