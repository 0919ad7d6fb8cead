// Organizations, API keys and the Bearer check. A key is `wrn_sk_` + 32 random base62 characters;
// it is shown once and only its sha256 is stored. A Bearer credential is a key or an OAuth access
// token (`wrn_at_`, control/access/oauth.ts); console sessions are checked in api/auth.ts.

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Store } from '../../store/index.ts';
import { nowNs } from '../../store/index.ts';

export const KEY_PREFIX = 'wrn_sk_';
export const TOKEN_PREFIX = 'wrn_at_';
/** A key's last use is written at most this often. */
const LAST_USED_EVERY_NS = 60e9;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function randomBase62(n: number): string {
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
  if (await store.accounts.findOrgByName(name)) throw new Error(`organization ${name} already exists`);
  const id = randomUUID();
  await store.accounts.createOrg(id, name);
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
  const org = await store.accounts.findOrgByName(orgName);
  if (!org) throw new Error(`no organization named ${orgName}`);
  const key = KEY_PREFIX + randomBase62(32);
  const id = randomUUID();
  await store.accounts.createApiKey({
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
  /** Who acts, as the audit log names it: a key id, an OAuth client id, or `user:<email>`. */
  keyId: string;
  /** The key is an operator's. */
  operator: boolean;
  /** Set when a signed-in member acts through the console (a session, not a Bearer credential). */
  user?: { userId: string; email: string };
}

/** The caller behind an Authorization header value, or undefined if it names no valid credential. */
export async function authenticate(store: Store, header: string | undefined): Promise<Caller | undefined> {
  const m = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  const credential = m?.[1];
  if (credential?.startsWith(TOKEN_PREFIX)) {
    const token = await store.accounts.findToken(hashKey(credential), nowNs());
    return token ? { orgId: token.org_id, keyId: token.client_id, operator: false } : undefined;
  }
  if (!credential?.startsWith(KEY_PREFIX)) return undefined;
  const row = await store.accounts.findApiKey(hashKey(credential));
  if (!row) return undefined;
  const now = nowNs();
  if (row.last_used_unix_ns === null || now - Number(row.last_used_unix_ns) >= LAST_USED_EVERY_NS) {
    await store.accounts.touchApiKey(row.id, now);
  }
  return { orgId: row.org_id, keyId: row.id, operator: Boolean(row.operator) };
}
