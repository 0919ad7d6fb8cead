// Named API keys of an organization, managed from the console: create (the value shown once),
// list, get, revoke. The Bearer check that accepts them is in keys.ts.

import { randomUUID } from 'node:crypto';
import { notFound } from '../../errors.ts';
import { nowNs, type Store } from '../../store/index.ts';
import { hashKey, KEY_PREFIX, randomBase62 } from './keys.ts';

export interface KeyView {
  key_id: string;
  name: string;
  prefix: string;
  created_by: string;
  created_unix_ns: number;
  last_used_unix_ns: number | null;
}

function keyView(r: {
  id: string;
  name: string;
  prefix: string;
  created_by: string;
  created_unix_ns: number;
  last_used_unix_ns: number | null;
}): KeyView {
  return {
    key_id: r.id,
    name: r.name,
    prefix: r.prefix,
    created_by: r.created_by,
    created_unix_ns: Number(r.created_unix_ns),
    last_used_unix_ns: r.last_used_unix_ns === null ? null : Number(r.last_used_unix_ns),
  };
}

/** Makes a key; the answer carries its value, which is never available again. */
export async function createApiKey(
  store: Store,
  k: { orgId: string; name: string; createdBy: string },
): Promise<KeyView & { key: string }> {
  const key = KEY_PREFIX + randomBase62(32);
  const row = {
    id: randomUUID(),
    name: k.name,
    prefix: key.slice(0, 11),
    created_by: k.createdBy,
    created_unix_ns: nowNs(),
    last_used_unix_ns: null,
  };
  await store.accounts.insertApiKey({
    id: row.id,
    orgId: k.orgId,
    hash: hashKey(key),
    prefix: row.prefix,
    name: k.name,
    createdBy: k.createdBy,
    now: row.created_unix_ns,
  });
  return { ...keyView(row), key };
}

export async function listApiKeys(store: Store, orgId: string): Promise<KeyView[]> {
  return (await store.accounts.listApiKeys(orgId)).map(keyView);
}

export async function getApiKey(store: Store, orgId: string, keyId: string): Promise<KeyView> {
  const row = await store.accounts.getApiKey(orgId, keyId);
  if (!row) throw notFound('API key');
  return keyView(row);
}

/**
 * Revokes a key: from the next request on it answers 401. Revoking it again is a no-op; a key that
 * was never the organization's (another's, or unknown) is 404, as on every DELETE route.
 */
export async function revokeApiKey(store: Store, orgId: string, keyId: string): Promise<void> {
  if (await store.accounts.revokeApiKey(orgId, keyId, nowNs())) return;
  if (!(await store.accounts.hadApiKey(orgId, keyId))) throw notFound('API key');
}
