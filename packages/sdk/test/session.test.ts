// @warren/sdk in session mode, the web console's, against a real server: a real member (invitation,
// chosen password, sign-in) whose session cookie authenticates, no Authorization header, the CSRF
// token on every call that changes something and never on reads; `client.api` typed for every
// route; errors as the SDK's classes (a 401 once the session is gone); and the browser bundle.
// Node's fetch keeps no cookies, so the client is given a fetch that does, as a browser would.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { operatorInvite, tokenOf } from '../../server/test/accounts-fixture.ts';
import { startTestServer, type TestServer } from '../../server/test/helpers.ts';
import { ApiClient, AuthError, Client, CSRF_HEADER, InvalidRequestError, NotFoundError } from '../src/index.ts';

/** What the server saw of one request, before the jar added the cookie. */
interface Sent {
  method: string;
  path: string;
  authorization: string | null;
  csrf: string | null;
  credentials: RequestCredentials;
}

/** A fetch that keeps the site's cookies as a browser does, and notes every request it sends. */
function browserFetch() {
  const jar = { cookie: '', sent: [] as Sent[] };
  const fetchFn: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    jar.sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      authorization: request.headers.get('authorization'),
      csrf: request.headers.get(CSRF_HEADER),
      credentials: request.credentials,
    });
    if (jar.cookie) request.headers.set('cookie', jar.cookie);
    const res = await fetch(request);
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      jar.cookie = pair.endsWith('=') ? '' : pair;
    }
    return res;
  };
  return { jar, fetch: fetchFn };
}

let t: TestServer;
const EMAIL = 'sdk-session@example.com';
const PASSWORD = 'a session password';
before(async () => {
  t = await startTestServer();
  const signUp = new ApiClient({ session: true, apiUrl: t.server.url });
  const accepted = await signUp.api.POST('/auth/invitations/{token}/accept', {
    params: { path: { token: tokenOf(operatorInvite(t, EMAIL)) } },
    body: { password: PASSWORD },
  });
  assert.equal(accepted.email, EMAIL);
});
after(() => t?.close());

/** A signed-in session client and its cookie jar; `csrf: false` leaves the CSRF token unset. */
async function signedIn(opts: { csrf?: boolean } = {}) {
  const browser = browserFetch();
  const client = new ApiClient({ session: true, apiUrl: t.server.url, fetch: browser.fetch });
  const session = await client.api.POST('/auth/sign-in', { body: { email: EMAIL, password: PASSWORD } });
  assert.match(browser.jar.cookie, /^warren_session=/);
  if (opts.csrf !== false) client.setCsrfToken(session.csrf_token);
  return { client, session, jar: browser.jar };
}

describe('session mode: the session cookie authenticates', () => {
  it('reads with the cookie alone: no Authorization header, no CSRF token, same-origin credentials', async () => {
    const { client, session, jar } = await signedIn();
    assert.equal(session.user.email, EMAIL);
    const again = await client.api.GET('/auth/session');
    assert.equal(again.organization.org_id, session.organization.org_id);
    assert.equal(again.csrf_token, session.csrf_token);
    assert.deepEqual((await client.api.GET('/keys')).keys, []);
    assert.equal((await client.api.GET('/org')).name, session.organization.name);
    assert.equal(jar.sent.length, 4);
    for (const s of jar.sent) {
      assert.equal(s.authorization, null, `${s.method} ${s.path} sends no Authorization`);
      assert.equal(s.credentials, 'same-origin');
    }
    assert.deepEqual(
      jar.sent.map((s) => [s.method, s.csrf]),
      [
        ['POST', null], // sign-in: there is no token yet
        ['GET', null],
        ['GET', null],
        ['GET', null],
      ],
      'reads never carry the CSRF token',
    );
  });

  it('a mutating call without the CSRF token is a 403 AuthError and changes nothing; with it, it is done', async () => {
    const { client, session, jar } = await signedIn({ csrf: false });
    const refused = await client.api.POST('/keys', { body: { name: 'forged' } }).catch((e: unknown) => e);
    assert.ok(refused instanceof AuthError, `got ${refused}`);
    assert.equal(refused.status, 403);
    assert.equal(refused.word, 'forbidden');
    assert.match(String(refused.body.message), /x-csrf-token/);
    await assert.rejects(client.api.PATCH('/org', { body: { name: 'forged' } }), { name: 'AuthError', status: 403 });
    assert.deepEqual((await client.api.GET('/keys')).keys, [], 'nothing was created');

    client.setCsrfToken(session.csrf_token);
    const key = await client.api.POST('/keys', { body: { name: 'from the console' } });
    assert.match(key.key, /_sk_/);
    assert.equal(jar.sent.at(-1)?.csrf, session.csrf_token);
    assert.deepEqual(
      (await client.api.GET('/keys')).keys.map((k) => k.name),
      ['from the console'],
    );
    assert.equal(await client.api.DELETE('/keys/{id}', { params: { path: { id: key.key_id } } }), undefined);
    assert.deepEqual((await client.api.GET('/keys')).keys, []);

    // The key works like any other, through the same SDK in Bearer mode.
    const other = await client.api.POST('/keys', { body: { name: 'for a program' } });
    const program = new Client({ token: other.key, apiUrl: t.server.url });
    assert.deepEqual(await program.sandboxes.list(), []);
    await client.api.DELETE('/keys/{id}', { params: { path: { id: other.key_id } } });
    await assert.rejects(program.sandboxes.list(), { name: 'AuthError', status: 401 });
  });

  it("another session's CSRF token is refused; a token given as a function is asked at each call", async () => {
    const a = await signedIn({ csrf: false });
    const b = await signedIn();
    a.client.setCsrfToken(b.session.csrf_token);
    await assert.rejects(a.client.api.POST('/invitations', { body: { email: 'x@example.com' } }), {
      name: 'AuthError',
      status: 403,
    });

    let current: string | undefined;
    let asked = 0;
    const browser = browserFetch();
    const client = new ApiClient({
      session: true,
      apiUrl: t.server.url,
      fetch: browser.fetch,
      csrfToken: () => {
        asked++;
        return current;
      },
    });
    const session = await client.api.POST('/auth/sign-in', { body: { email: EMAIL, password: PASSWORD } });
    current = session.csrf_token;
    const org = await client.api.PATCH('/org', { body: { name: 'renamed-by-the-sdk' } });
    assert.equal(org.name, 'renamed-by-the-sdk');
    assert.ok(asked >= 1);
    assert.equal(browser.jar.sent.at(-1)?.csrf, session.csrf_token);
  });

  it('errors are the SDK classes; after sign-out every call is a 401 AuthError', async () => {
    const { client, jar } = await signedIn();
    await assert.rejects(
      client.api.GET('/exports/{export_id}', { params: { path: { export_id: 'exp_nosuchexport' } } }),
      NotFoundError,
    );
    await assert.rejects(client.api.POST('/invitations', { body: { email: 'not an email' } }), InvalidRequestError);
    await assert.rejects(
      client.api.GET('/vms/{id}/metrics/history', { params: { path: { id: 'nosuchvm' }, query: { hours: 24 } } }),
      NotFoundError,
    );
    const cookie = jar.cookie;
    assert.equal(await client.api.POST('/auth/sign-out'), undefined);
    assert.equal(jar.cookie, '', 'sign-out clears the cookie');
    const gone = await client.api.GET('/keys').catch((e: unknown) => e);
    assert.ok(gone instanceof AuthError && gone.status === 401, `got ${gone}`);
    jar.cookie = cookie; // a copy kept after sign-out is worthless
    await assert.rejects(client.api.GET('/auth/session'), { name: 'AuthError', status: 401 });
  });

  it('the full Client works in session mode too (resources and routes)', async () => {
    const browser = browserFetch();
    const client = new Client({ session: true, apiUrl: t.server.url, fetch: browser.fetch });
    const session = await client.api.POST('/auth/sign-in', { body: { email: EMAIL, password: PASSWORD } });
    client.setCsrfToken(session.csrf_token);
    assert.deepEqual(await client.sandboxes.list(), []);
    assert.deepEqual(await client.snapshots.list(), []);
    assert.ok((await client.audit({ limit: 5 })).records.length > 0, 'the key management above was audited');
    await assert.rejects(client.sandboxes.get('nosuchvm'), NotFoundError);
    assert.ok(browser.jar.sent.every((s) => s.authorization === null));
  });
});

describe('session mode settings', () => {
  it('session mode takes no token; a CSRF token needs session mode', () => {
    assert.throws(() => new ApiClient({ session: true, token: 'x_sk_y', apiUrl: t.server.url }), TypeError);
    assert.throws(() => new ApiClient({ token: 'x_sk_y', csrfToken: 'abc', apiUrl: t.server.url }), TypeError);
    const bearer = new ApiClient({ token: 'x_sk_y', apiUrl: t.server.url });
    assert.throws(() => bearer.setCsrfToken('abc'), TypeError);
  });

  it('routes are typed from the OpenAPI document', async () => {
    const { client } = await signedIn();
    const keys = await client.api.GET('/keys');
    // @ts-expect-error a key's name is a string
    const wrong: number = keys.keys.length > 0 ? keys.keys[0].name : 0;
    assert.equal(wrong, 0);
    // @ts-expect-error no such route
    await assert.rejects(client.api.GET('/no/such/route'), NotFoundError);
    // @ts-expect-error the body's field is `name`
    await assert.rejects(client.api.POST('/keys', { body: { title: 'x' } }), InvalidRequestError);
  });
});

describe('in a browser', () => {
  it('ApiClient bundles for the browser without Node built-ins', async () => {
    const out = await build({
      stdin: {
        contents: "import { ApiClient } from './src/index.ts'; globalThis.c = new ApiClient({ session: true });",
        resolveDir: fileURLToPath(new URL('..', import.meta.url)),
        loader: 'ts',
      },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    });
    const code = out.outputFiles[0].text;
    assert.doesNotMatch(code, /node:/);
    assert.doesNotMatch(code, /\/vms\/\{id\}\/exec/, 'no resource classes in it');
    assert.ok(code.length < 20_000, `${code.length} bytes`);
  });
});
