// OAuth 2.0 client credentials (RFC 6749 section 4.4): an organization's clients (id plus a secret
// shown once) and the access tokens `POST /oauth/token` issues them. A token is `wrn_at_` + 40
// base62 characters, stored as its sha256 with its expiry; keys.ts accepts it as a Bearer
// credential of the client's organization until then.

import { createHash, timingSafeEqual } from 'node:crypto';
import { notFound } from '../../errors.ts';
import { nowNs, type Store } from '../../store/index.ts';
import { hashKey, randomBase62, TOKEN_PREFIX } from './keys.ts';

export const CLIENT_ID_PREFIX = 'wrn_ci_';
export const CLIENT_SECRET_PREFIX = 'wrn_cs_';

export interface ClientView {
  client_id: string;
  name: string;
  created_by: string;
  created_unix_ns: number;
  last_used_unix_ns: number | null;
}

function clientView(r: ClientView): ClientView {
  return {
    client_id: r.client_id,
    name: r.name,
    created_by: r.created_by,
    created_unix_ns: Number(r.created_unix_ns),
    last_used_unix_ns: r.last_used_unix_ns === null ? null : Number(r.last_used_unix_ns),
  };
}

/** Makes a client; the answer carries its secret, which is never available again. */
export async function createClient(
  store: Store,
  c: { orgId: string; name: string; createdBy: string },
): Promise<ClientView & { client_secret: string }> {
  const secret = CLIENT_SECRET_PREFIX + randomBase62(40);
  const row = {
    client_id: CLIENT_ID_PREFIX + randomBase62(20),
    name: c.name,
    created_by: c.createdBy,
    created_unix_ns: nowNs(),
    last_used_unix_ns: null,
  };
  await store.accounts.insertClient({
    client_id: row.client_id,
    org_id: c.orgId,
    name: row.name,
    secret_hash: hashKey(secret),
    created_by: row.created_by,
    created_unix_ns: row.created_unix_ns,
  });
  return { ...clientView(row), client_secret: secret };
}

export async function listClients(store: Store, orgId: string): Promise<ClientView[]> {
  return (await store.accounts.listClients(orgId)).map(clientView);
}

export async function getClient(store: Store, orgId: string, clientId: string): Promise<ClientView> {
  const row = await store.accounts.getClient(orgId, clientId);
  if (!row) throw notFound('OAuth client');
  return clientView(row);
}

/**
 * Deletes a client; its tokens stop working at once. Deleting it again is a no-op; a client that
 * was never the organization's (another's, or unknown) is 404, as on every DELETE route.
 */
export async function deleteClient(store: Store, orgId: string, clientId: string): Promise<void> {
  if (await store.accounts.deleteClient(orgId, clientId, nowNs())) return;
  if (!(await store.accounts.hadClient(orgId, clientId))) throw notFound('OAuth client');
}

/**
 * Issues an access token to a client that proves its secret, or undefined (RFC 6749's
 * `invalid_client`) for an unknown client or a wrong secret.
 */
export async function issueToken(
  store: Store,
  clientId: string,
  secret: string,
  ttlS: number,
): Promise<{ access_token: string; token_type: 'Bearer'; expires_in: number } | undefined> {
  const client = await store.accounts.findClient(clientId);
  // Compare digests, so the comparison takes the same time whatever the secret's length.
  const given = createHash('sha256').update(secret).digest();
  const stored = Buffer.from(client?.secret_hash ?? '0'.repeat(64), 'hex');
  if (!client || !timingSafeEqual(given, stored)) return undefined;
  const token = TOKEN_PREFIX + randomBase62(40);
  const now = nowNs();
  await store.accounts.insertToken({
    tokenHash: hashKey(token),
    clientId: client.client_id,
    orgId: client.org_id,
    now,
    expires: now + ttlS * 1e9,
  });
  return { access_token: token, token_type: 'Bearer', expires_in: ttlS };
}
