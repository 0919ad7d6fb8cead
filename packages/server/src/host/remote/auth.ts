// The cluster secret of the internal host API: every request carries it as a bearer token and the
// host compares it in constant time (both sides hashed first, so not even its length leaks).

import { createHash, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';

/** Shorter secrets are refused: guessing one must not be practical. */
const MIN_SECRET_BYTES = 16;

/** Reads a secret file (its content without surrounding whitespace); refuses a short one. */
export function readSecretFile(file: string): string {
  const secret = fs.readFileSync(file, 'utf8').trim();
  checkSecret(secret, file);
  return secret;
}

export function checkSecret(secret: string, where = 'the cluster secret'): void {
  if (Buffer.byteLength(secret) < MIN_SECRET_BYTES) {
    throw new Error(`${where}: a cluster secret needs at least ${MIN_SECRET_BYTES} bytes`);
  }
}

export function bearer(secret: string): string {
  return `Bearer ${secret}`;
}

/** True when an Authorization header carries exactly `secret`. */
export function authorized(header: string | undefined, secret: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice(7) : '';
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(secret)) && given.length > 0;
}
