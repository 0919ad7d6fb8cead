// API keys and OAuth 2.0 client credentials, as the spec's Authentication section and
// docs/accounts.md describe them: a key is shown once, works, and after revocation answers 401;
// key management is in the audit log; `POST /oauth/token` (RFC 6749 4.4) issues tokens by HTTP
// Basic or form fields that act like a key within the organization and answer 401 once expired;
// no answer ever repeats a key, secret or password hash. Real server; no VM needed.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_ACCOUNTS, dbPath } from '../src/index.ts';
import { type Browser, operatorInvite, signUp } from './accounts-fixture.ts';
import { Client, startTestServer, type TestServer } from './helpers.ts';

const TOKEN_TTL_S = 2;
let t: TestServer;
let ada: Browser;
/** Every response body a Bearer client of these tests saw. */
const seen: string[] = [];

before(async () => {
  t = await startTestServer({ accounts: { ...DEFAULT_ACCOUNTS, tokenTtlS: TOKEN_TTL_S } });
  ada = await signUp(t, operatorInvite(t, 'ada@example.com'), 'ada@example.com', 'ada password 1');
});
after(() => t?.close());

async function bearer(credential: string, path: string, method = 'GET') {
  const r = await new Client(t.server.url, credential).call(method, path);
  seen.push(JSON.stringify(r.body));
  return r;
}

/** POST /oauth/token with a form body (and Basic credentials, if given). */
async function token(form: Record<string, string>, basic?: { id: string; secret: string }, init: RequestInit = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (basic) {
    const enc = (s: string) => encodeURIComponent(s);
    headers.authorization = `Basic ${Buffer.from(`${enc(basic.id)}:${enc(basic.secret)}`).toString('base64')}`;
  }
  const res = await fetch(`${t.server.url}/oauth/token`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(form).toString(),
    ...init,
  });
  const text = await res.text();
  seen.push(text);
  return { status: res.status, body: JSON.parse(text), headers: res.headers };
}

describe('API keys', () => {
  let created: { key_id: string; key: string; prefix: string; name: string };

  it('POST /keys shows the named key once; the list has its name, prefix, creation and last use', async () => {
    const r = await ada.post('/keys', { name: 'laptop' });
    assert.equal(r.status, 201);
    created = r.body;
    assert.match(created.key, /^wrn_sk_[A-Za-z0-9]{32}$/);
    assert.equal(created.prefix, created.key.slice(0, 11));
    assert.equal(created.name, 'laptop');
    const list = await ada.get('/keys');
    assert.deepEqual(Object.keys(list.body.keys[0]).sort(), [
      'created_by',
      'created_unix_ns',
      'key_id',
      'last_used_unix_ns',
      'name',
      'prefix',
    ]);
    assert.equal(list.body.keys[0].last_used_unix_ns, null);
    assert.equal(list.body.keys[0].created_by, 'user:ada@example.com');
    assert.equal((await ada.post('/keys', { name: '' })).status, 400, 'a key needs a name');
  });

  it('the key works against the API, and its last use is recorded', async () => {
    const before = Date.now() * 1e6;
    const r = await bearer(created.key, '/vms');
    assert.equal(r.status, 200);
    assert.deepEqual(r.body.vms, []);
    const key = (await ada.get(`/keys/${created.key_id}`)).body;
    assert.ok(key.last_used_unix_ns >= before - 1e9, 'last used is set');
  });

  it('a revoked key stops working at once: 401', async () => {
    assert.equal((await ada.delete(`/keys/${created.key_id}`)).status, 204);
    const r = await bearer(created.key, '/vms');
    assert.equal(r.status, 401);
    assert.equal(r.body.error, 'unauthorized');
    assert.equal((await ada.get(`/keys/${created.key_id}`)).status, 404);
    assert.deepEqual((await ada.get('/keys')).body.keys, []);
    assert.equal((await ada.delete(`/keys/${created.key_id}`)).status, 204, 'revoking again is a no-op 204');
  });

  it('key management is recorded in the audit log, with who did it', async () => {
    const audit = await ada.get('/audit?limit=50');
    const rows = audit.body.records.filter((r: { action: string }) => / \/keys/.test(r.action));
    const revoke = rows.find((r: { action: string; outcome: number }) => r.action === 'DELETE /keys/:id');
    const create = rows.find(
      (r: { action: string; outcome: number }) => r.action === 'POST /keys' && r.outcome === 201,
    );
    assert.ok(create && revoke, JSON.stringify(rows));
    assert.equal(create.resource, created.key_id);
    assert.equal(create.key_id, 'user:ada@example.com');
    assert.equal(revoke.resource, created.key_id);
  });
});

describe('OAuth 2.0 client credentials', () => {
  let client: { client_id: string; client_secret: string; name: string };

  before(async () => {
    const r = await ada.post('/oauth/clients', { name: 'ci runner' });
    assert.equal(r.status, 201);
    client = r.body;
  });

  it('POST /oauth/clients shows the secret once; the list never has it', async () => {
    assert.match(client.client_id, /^wrn_ci_/);
    assert.match(client.client_secret, /^wrn_cs_[A-Za-z0-9]{40}$/);
    const list = await ada.get('/oauth/clients');
    assert.deepEqual(list.body.clients, [
      {
        client_id: client.client_id,
        name: 'ci runner',
        created_by: 'user:ada@example.com',
        created_unix_ns: list.body.clients[0].created_unix_ns,
        last_used_unix_ns: null,
      },
    ]);
  });

  it('a token by HTTP Basic acts like a key within the organization', async () => {
    const r = await token({ grant_type: 'client_credentials' }, { id: client.client_id, secret: client.client_secret });
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('cache-control'), 'no-store');
    assert.match(r.headers.get('content-type') ?? '', /^application\/json/);
    assert.match(r.body.access_token, /^wrn_at_[A-Za-z0-9]{40}$/);
    assert.equal(r.body.token_type, 'Bearer');
    assert.equal(r.body.expires_in, TOKEN_TTL_S);
    assert.equal((await bearer(r.body.access_token, '/vms')).status, 200);
    assert.equal((await bearer(r.body.access_token, '/org')).body.name, 'ada');
    assert.notEqual((await ada.get(`/oauth/clients/${client.client_id}`)).body.last_used_unix_ns, null);
  });

  it('a token by client_id and client_secret form fields works too', async () => {
    const r = await token({
      grant_type: 'client_credentials',
      client_id: client.client_id,
      client_secret: client.client_secret,
    });
    assert.equal(r.status, 200);
    assert.equal((await bearer(r.body.access_token, '/vms')).status, 200);
  });

  it('an expired token is 401', async () => {
    const r = await token({ grant_type: 'client_credentials' }, { id: client.client_id, secret: client.client_secret });
    assert.equal((await bearer(r.body.access_token, '/vms')).status, 200);
    await new Promise((res) => setTimeout(res, TOKEN_TTL_S * 1000 + 200));
    const expired = await bearer(r.body.access_token, '/vms');
    assert.equal(expired.status, 401);
    assert.equal(expired.body.error, 'unauthorized');
  });

  it('a wrong client secret is 401 invalid_client (with WWW-Authenticate when Basic was tried)', async () => {
    const basic = await token({ grant_type: 'client_credentials' }, { id: client.client_id, secret: 'wrn_cs_wrong' });
    assert.equal(basic.status, 401);
    assert.equal(basic.body.error, 'invalid_client');
    assert.equal(typeof basic.body.error_description, 'string');
    assert.match(basic.headers.get('www-authenticate') ?? '', /^Basic /);
    const form = await token({ grant_type: 'client_credentials', client_id: client.client_id, client_secret: 'x' });
    assert.equal(form.status, 401);
    assert.equal(form.body.error, 'invalid_client');
    const unknown = await token({ grant_type: 'client_credentials', client_id: 'wrn_ci_nobody', client_secret: 'x' });
    assert.equal(unknown.body.error, 'invalid_client');
    const none = await token({ grant_type: 'client_credentials' });
    assert.equal(none.status, 401);
    assert.equal(none.body.error, 'invalid_client');
  });

  it('the other RFC 6749 errors: invalid_request, unsupported_grant_type, invalid_scope', async () => {
    const creds = { id: client.client_id, secret: client.client_secret };
    const noGrant = await token({}, creds);
    assert.deepEqual([noGrant.status, noGrant.body.error], [400, 'invalid_request']);
    const password = await token({ grant_type: 'password', username: 'a', password: 'b' }, creds);
    assert.deepEqual([password.status, password.body.error], [400, 'unsupported_grant_type']);
    const scoped = await token({ grant_type: 'client_credentials', scope: 'admin' }, creds);
    assert.deepEqual([scoped.status, scoped.body.error], [400, 'invalid_scope']);
    const both = await token(
      { grant_type: 'client_credentials', client_id: client.client_id, client_secret: client.client_secret },
      creds,
    );
    assert.deepEqual([both.status, both.body.error], [400, 'invalid_request'], 'two client authentications');
    const repeated = await fetch(`${t.server.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=client_credentials&grant_type=client_credentials&client_id=${client.client_id}&client_secret=${client.client_secret}`,
    });
    assert.deepEqual([repeated.status, (await repeated.json()).error], [400, 'invalid_request']);
    const json = await fetch(`${t.server.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: client.client_id }),
    });
    assert.deepEqual([json.status, (await json.json()).error], [400, 'invalid_request'], 'the body must be a form');
    const empty = await token({ grant_type: 'client_credentials', scope: '' }, creds);
    assert.equal(empty.status, 200, 'an empty scope is no scope');
  });

  it("deleting a client ends its tokens at once; a token never reaches another organization's resources", async () => {
    const other = await signUp(t, operatorInvite(t, 'bob@example.com'), 'bob@example.com', 'bob password 1');
    const theirs = (await other.post('/keys', { name: 'bob key' })).body;
    const r = await token({ grant_type: 'client_credentials' }, { id: client.client_id, secret: client.client_secret });
    assert.equal((await bearer(r.body.access_token, `/keys/${theirs.key_id}`)).status, 404);
    assert.equal((await bearer(r.body.access_token, '/keys')).body.keys.length, 0);
    assert.equal((await other.get(`/oauth/clients/${client.client_id}`)).status, 404);

    assert.equal((await ada.delete(`/oauth/clients/${client.client_id}`)).status, 204);
    assert.equal((await bearer(r.body.access_token, '/vms')).status, 401);
    const again = await token(
      { grant_type: 'client_credentials' },
      { id: client.client_id, secret: client.client_secret },
    );
    assert.equal(again.body.error, 'invalid_client');
  });
});

describe('secrets are shown once and stored hashed', () => {
  it('no API answer after creation contains a key, client secret, token or password hash', async () => {
    const key = (await ada.post('/keys', { name: 'leak check' })).body.key as string;
    const created = (await ada.post('/oauth/clients', { name: 'leak check' })).body;
    const access = (
      await token({ grant_type: 'client_credentials' }, { id: created.client_id, secret: created.client_secret })
    ).body.access_token as string;
    const first = ada.seen.length;
    const firstBearer = seen.length;
    for (const path of ['/keys', '/oauth/clients', '/members', '/invitations', '/org', '/auth/session', '/audit']) {
      assert.equal((await ada.get(path)).status, 200, path);
      await bearer(key, path);
      await bearer(access, path);
    }
    const doc = await ada.get('/openapi.json');
    assert.equal(doc.status, 200);
    assert.ok(doc.body.paths['/oauth/token'] && doc.body.paths['/keys'] && doc.body.paths['/auth/sign-in']);
    const answers = [...ada.seen.slice(first), ...seen.slice(firstBearer)].join('\n');
    for (const secret of [key, key.slice(11), created.client_secret, access, 'ada password 1']) {
      assert.equal(answers.includes(secret), false, `an answer contains ${secret.slice(0, 11)}...`);
    }
    assert.doesNotMatch(answers, /scrypt\$/, 'no password hash');
    assert.doesNotMatch(answers, /key_hash|secret_hash|password_hash|token_hash/);

    // The database holds none of them either, only hashes.
    const db = readFileSync(dbPath(t.config)).toString('latin1');
    const wal = (() => {
      try {
        return readFileSync(`${dbPath(t.config)}-wal`).toString('latin1');
      } catch {
        return '';
      }
    })();
    for (const secret of [key, created.client_secret, access, 'ada password 1']) {
      assert.equal(db.includes(secret) || wal.includes(secret), false, `stored in the clear: ${secret.slice(0, 11)}`);
    }
    assert.match(db + wal, /scrypt\$32768\$8\$1\$/, 'the password is stored as a scrypt hash');
  });
});
