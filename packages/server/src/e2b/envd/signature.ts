// Signed file URLs (docs/e2b.md, "Signed URLs"): `sandbox.uploadUrl()` / `downloadUrl()` sign a
// path, an operation, a user and optionally an expiry with the sandbox's envd access token, so the
// URL works without the X-Access-Token header. The algorithm is the SDK's: `v1_` and the unpadded
// standard base64 of sha256("path:operation:user:token[:expiration]").

import { createHash } from 'node:crypto';
import { sameSecret } from '../tokens.ts';

export type FileOperation = 'read' | 'write';

export function fileSignature(
  path: string,
  operation: FileOperation,
  user: string,
  token: string,
  expiration?: number,
): string {
  const raw = `${path}:${operation}:${user}:${token}${expiration === undefined ? '' : `:${expiration}`}`;
  return `v1_${createHash('sha256').update(raw, 'utf8').digest('base64').replace(/=+$/, '')}`;
}

/**
 * Whether a request's `signature` (and `signature_expiration`) sign this path, operation and user
 * with the token, and have not expired. The path and user are the query's raw values.
 */
export function signatureValid(
  q: URLSearchParams,
  operation: FileOperation,
  token: string,
  nowS = Math.floor(Date.now() / 1000),
): boolean {
  const signature = q.get('signature');
  if (!signature) return false;
  const expRaw = q.get('signature_expiration');
  let expiration: number | undefined;
  if (expRaw !== null) {
    if (!/^\d{1,12}$/.test(expRaw)) return false;
    expiration = Number(expRaw);
    if (expiration < nowS) return false;
  }
  const expected = fileSignature(q.get('path') ?? '', operation, q.get('username') ?? '', token, expiration);
  return sameSecret(expected, signature);
}
