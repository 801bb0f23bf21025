import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt from node:crypto: the same code runs on Node and on Workers (nodejs_compat).
 * Stored as `scrypt$N$r$p$salt$hash` (base64) so parameters can be raised later.
 */
/** scrypt's block size and parallelism; its cost N is 2^work (the PASSWORD_WORK setting). */
const PARAMS = { r: 8, p: 5 } as const;
export const PASSWORD_WORK = 14;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, length, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, work = PASSWORD_WORK): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** work;
  const key = await derive(password, salt, { ...PARAMS, N }, KEY_LENGTH);
  return ['scrypt', N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of nothing in particular: checked when an email is unknown, so an unknown email and a
 * wrong password take the same time.
 */
const dummyHashes = new Map<number, Promise<string>>();
export function timingDummyHash(work = PASSWORD_WORK): Promise<string> {
  if (!dummyHashes.has(work)) dummyHashes.set(work, hashPassword(randomBytes(12).toString('hex'), work));
  return dummyHashes.get(work)!;
}
