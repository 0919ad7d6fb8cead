// Password hashing with Node's memory-hard `crypto.scrypt`. A stored hash reads
// `scrypt$N$r$p$salt$hash` (base64url), so the cost can be raised later without breaking old ones.

import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// N = 2^15, r = 8: 32 MiB of memory per hash (OWASP's scrypt floor is 2^17 at r = 8 with p = 1 on
// fast servers; this machine class is slow, and sign-in is rate limited besides).
const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_BYTES = 32;

// scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is just short of that.
function derive(password: string, salt: Buffer, cost: typeof COST): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, { ...cost, maxmem: 256 * cost.N * cost.r }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

// Checking against this when the email is unknown costs the same time as a real check.
const DUMMY = `scrypt$${COST.N}$${COST.r}$${COST.p}$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(KEY_BYTES).toString('base64url')}`;

/** Whether `password` matches `stored`; with no stored hash, spends the same time and says no. */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = (stored ?? DUMMY).split('$');
  if (scheme !== 'scrypt') throw new Error(`unknown password hash scheme ${scheme}`);
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(key, expected) && stored !== undefined;
}
