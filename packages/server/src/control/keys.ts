// Organizations and API keys. A key is `wrn_sk_` + 32 random base62 characters; it is shown once
// and only its sha256 is stored.

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Store } from '../store/index.ts';

export const KEY_PREFIX = 'wrn_sk_';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function randomBase62(n: number): string {
  // 248 is the largest multiple of 62 below 256: rejecting higher bytes keeps the draw uniform.
  let out = '';
  while (out.length < n) {
    for (const b of randomBytes(n * 2)) {
      if (b < 248 && out.length < n) out += ALPHABET[b % 62];
    }
  }
  return out;
}

export async function createOrg(store: Store, name: string): Promise<string> {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/.test(name)) {
    throw new Error('organization names are 1-63 characters: letters, digits, ".", "_" and "-"');
  }
  if (await store.findOrgByName(name)) throw new Error(`organization ${name} already exists`);
  const id = randomUUID();
  await store.createOrg(id, name);
  return id;
}

/**
 * A new key of an organization. An operator key (made only from the operator's command line) may
 * also read every organization's usage (`GET /usage-export`).
 */
export async function createKey(
  store: Store,
  orgName: string,
  opts: { operator?: boolean } = {},
): Promise<{ id: string; key: string }> {
  const org = await store.findOrgByName(orgName);
  if (!org) throw new Error(`no organization named ${orgName}`);
  const key = KEY_PREFIX + randomBase62(32);
  const id = randomUUID();
  await store.createApiKey({
    id,
    orgId: org.id,
    hash: hashKey(key),
    prefix: key.slice(0, 11),
    operator: opts.operator,
  });
  return { id, key };
}

export interface Caller {
  orgId: string;
  keyId: string;
  /** The key is an operator's. */
  operator: boolean;
}

/** The caller behind an Authorization header value, or undefined if it names no valid key. */
export async function authenticate(store: Store, header: string | undefined): Promise<Caller | undefined> {
  const m = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!m?.[1].startsWith(KEY_PREFIX)) return undefined;
  const row = await store.findApiKey(hashKey(m[1]));
  return row ? { orgId: row.org_id, keyId: row.id, operator: Boolean(row.operator) } : undefined;
}
