// Accounts as the spec's Authentication section and docs/accounts.md describe them: access by
// invitation, a chosen password, the first sign-in creating the organization, console sessions
// (HttpOnly, SameSite cookies, Secure over TLS) with CSRF protection, sign-in rate limits, members
// inviting others, and organizations that cannot see each other. Real server; no VM needed.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createInvitation } from '../src/index.ts';
import { Browser, operatorInvite, signUp, tokenOf } from './accounts-fixture.ts';
import { Client, startTestServer, type TestServer } from './helpers.ts';

let t: TestServer;
before(async () => {
  t = await startTestServer();
});
after(() => t?.close());

describe('an invitation, a chosen password and the first sign-in', () => {
  let link: string;
  const browser = () => new Browser(t.server.url);

  it('warren invite create prints a one-time link to the console', () => {
    link = operatorInvite(t, 'Ada.Lovelace@Example.com');
    assert.match(link, new RegExp(`^${t.server.url}/console/invite\\?token=inv_[A-Za-z0-9_-]{43}$`));
  });

  it('opening the link shows whom it is for, and that it makes a new organization', async () => {
    const r = await browser().get(`/auth/invitations/${tokenOf(link)}`);
    assert.equal(r.status, 200);
    assert.equal(r.body.email, 'ada.lovelace@example.com');
    assert.equal(r.body.organization, null);
    const week = Date.now() / 1000 + 7 * 86_400;
    assert.ok(Math.abs(r.body.expires_unix - week) < 60, 'an invitation lasts 7 days');
    assert.equal((await browser().get('/auth/invitations/inv_nosuchtoken')).status, 404);
  });

  it('a password under 8 characters is a 400; choosing one accepts the invitation, once', async () => {
    const b = browser();
    const short = await b.post(`/auth/invitations/${tokenOf(link)}/accept`, { password: 'short' });
    assert.equal(short.status, 400);
    const ok = await b.post(`/auth/invitations/${tokenOf(link)}/accept`, { password: 'correct horse battery' });
    assert.equal(ok.status, 201);
    assert.deepEqual(ok.body, { email: 'ada.lovelace@example.com' });
    const again = await b.post(`/auth/invitations/${tokenOf(link)}/accept`, { password: 'another password' });
    assert.equal(again.status, 404, 'a used link does not work again');
    assert.equal((await b.get(`/auth/invitations/${tokenOf(link)}`)).status, 404);
  });

  it('warren invite create refuses an email that already has an account', () => {
    assert.throws(() => operatorInvite(t, 'ada.lovelace@example.com'), /already has an account/);
  });

  it('an expired invitation cannot be opened or accepted', async () => {
    const inv = await createInvitation(t.server.store, {
      email: 'late@example.com',
      orgId: null,
      invitedBy: 'operator',
      ttlS: 1,
    });
    await new Promise((r) => setTimeout(r, 1100));
    assert.equal((await browser().get(`/auth/invitations/${inv.token}`)).status, 404);
    const r = await browser().post(`/auth/invitations/${inv.token}/accept`, { password: 'long enough pw' });
    assert.equal(r.status, 404);
  });

  it('a wrong password is 401; the first sign-in creates an organization named after the person', async () => {
    const b = browser();
    const wrong = await b.signIn('ada.lovelace@example.com', 'not the password');
    assert.equal(wrong.status, 401);
    assert.equal(wrong.body.error, 'unauthorized');
    assert.equal(b.setCookies.length, 0, 'no cookie for a failed sign-in');
    const unknown = await b.signIn('nobody@example.com', 'not the password');
    assert.deepEqual([unknown.status, unknown.body.message], [401, wrong.body.message], 'unknown emails look the same');

    const r = await b.signIn('ADA.LOVELACE@example.com', 'correct horse battery');
    assert.equal(r.status, 200);
    assert.equal(r.body.user.email, 'ada.lovelace@example.com');
    assert.equal(r.body.organization.name, 'ada.lovelace');
    assert.ok(r.body.csrf_token.length >= 32);

    const again = await browser().signIn('ada.lovelace@example.com', 'correct horse battery');
    assert.equal(again.body.organization.org_id, r.body.organization.org_id, 'later sign-ins keep the organization');
    assert.notEqual(again.body.csrf_token, r.body.csrf_token, 'each session has its own CSRF token');
  });

  it('the session cookie is HttpOnly, SameSite=Strict, and Secure only over TLS', async () => {
    const b = browser();
    await b.signIn('ada.lovelace@example.com', 'correct horse battery');
    const cookie = b.setCookies[0];
    assert.match(cookie, /^warren_session=[A-Za-z0-9_-]{43};/);
    assert.match(cookie, /; HttpOnly/);
    assert.match(cookie, /; SameSite=Strict/);
    assert.match(cookie, /; Path=\//);
    assert.match(cookie, /; Max-Age=604800/);
    assert.doesNotMatch(cookie, /Secure/, 'plain HTTP: a Secure cookie would never come back');

    const tls = browser();
    await tls.call(
      'POST',
      '/auth/sign-in',
      { email: 'ada.lovelace@example.com', password: 'correct horse battery' },
      {
        headers: { 'x-forwarded-proto': 'https' },
      },
    );
    assert.match(tls.setCookies[0], /; Secure/);
  });

  it('GET /auth/session answers who is signed in; sign-out ends the session', async () => {
    const b = browser();
    const signedIn = await b.signIn('ada.lovelace@example.com', 'correct horse battery');
    const s = await b.get('/auth/session');
    assert.equal(s.status, 200);
    assert.deepEqual(s.body, signedIn.body);
    const cookie = b.cookie;
    assert.equal((await b.post('/auth/sign-out')).status, 204);
    assert.match(b.setCookies.at(-1) ?? '', /^warren_session=;.*Max-Age=0/);
    b.cookie = cookie; // a copy of the cookie kept after sign-out is worthless
    assert.equal((await b.get('/auth/session')).status, 401);
    assert.equal((await b.get('/vms')).status, 401);
    assert.equal((await browser().get('/auth/session')).status, 401, 'no cookie: 401');
  });

  it('the console acts through the public API with the session, and the organization can be renamed', async () => {
    const b = browser();
    await b.signIn('ada.lovelace@example.com', 'correct horse battery');
    const vms = await b.get('/vms');
    assert.equal(vms.status, 200);
    assert.deepEqual(vms.body.vms, []);
    const renamed = await b.call('PATCH', '/org', { name: 'analytical-engines' });
    assert.equal(renamed.status, 200);
    assert.equal(renamed.body.name, 'analytical-engines');
    assert.equal((await b.get('/org')).body.name, 'analytical-engines');
    const taken = await b.call('PATCH', '/org', { name: 'acme' });
    assert.equal(taken.status, 409);
    assert.equal(taken.body.error, 'name taken');
    assert.equal((await b.call('PATCH', '/org', { name: 'no spaces' })).status, 400);
  });
});

describe('CSRF: a session cookie alone cannot change anything', () => {
  let b: Browser;
  before(async () => {
    b = await signUp(t, operatorInvite(t, 'csrf@example.com'), 'csrf@example.com', 'csrf password 1');
  });

  it('a mutating request with the cookie but no CSRF token is 403 and changes nothing', async () => {
    const noToken = await b.call('POST', '/keys', { name: 'forged' }, { csrf: false });
    assert.equal(noToken.status, 403);
    assert.equal(noToken.body.error, 'forbidden');
    assert.match(noToken.body.message, /x-csrf-token/);
    const wrong = await b.call('POST', '/keys', { name: 'forged' }, { csrf: 'A'.repeat(43) });
    assert.equal(wrong.status, 403);
    const rename = await b.call('PATCH', '/org', { name: 'forged' }, { csrf: false });
    assert.equal(rename.status, 403);
    const create = await b.call('POST', '/vms', { image: 'busybox' }, { csrf: false });
    assert.equal(create.status, 403, 'the public API routes are protected the same way');
    const signOut = await b.call('POST', '/auth/sign-out', undefined, { csrf: false });
    assert.equal(signOut.status, 403);
    const del = await b.call('DELETE', '/keys/whatever', undefined, { csrf: false });
    assert.equal(del.status, 403);

    const keys = await b.get('/keys');
    assert.equal(keys.status, 200, 'reads need no CSRF token');
    assert.deepEqual(keys.body.keys, []);
    assert.equal((await b.get('/org')).body.name, 'csrf');
    assert.equal((await b.get('/auth/session')).status, 200, 'the session still works');
  });

  it("another session's CSRF token does not fit this session", async () => {
    const other = new Browser(t.server.url);
    await other.signIn('csrf@example.com', 'csrf password 1');
    const r = await b.call('POST', '/keys', { name: 'crossed' }, { csrf: other.csrf });
    assert.equal(r.status, 403);
    assert.equal((await b.call('POST', '/keys', { name: 'right' })).status, 201, 'its own token works');
  });
});

describe('members invite others into their organization', () => {
  let ada: Browser;
  before(async () => {
    ada = await signUp(t, operatorInvite(t, 'grace@example.com'), 'grace@example.com', 'grace password');
  });

  it('a member invites; the invitee joins that organization and sees what it holds', async () => {
    const inv = await ada.post('/invitations', { email: 'Linus@Example.com' });
    assert.equal(inv.status, 201);
    assert.equal(inv.body.email, 'linus@example.com');
    assert.equal(inv.body.invited_by, 'user:grace@example.com');
    assert.match(inv.body.url, new RegExp(`^${t.server.url}/console/invite\\?token=inv_`));
    const listed = await ada.get('/invitations');
    assert.deepEqual(
      listed.body.invitations.map((i: { email: string }) => i.email),
      ['linus@example.com'],
    );
    assert.equal(JSON.stringify(listed.body).includes(tokenOf(inv.body.url)), false, 'the token is shown once');

    const info = await new Browser(t.server.url).get(`/auth/invitations/${tokenOf(inv.body.url)}`);
    assert.equal(info.body.organization, 'grace');
    const key = await ada.post('/keys', { name: 'shared' });
    const linus = await signUp(t, inv.body.url, 'linus@example.com', 'linus password');
    const session = await linus.get('/auth/session');
    assert.equal(session.body.organization.name, 'grace', 'joins, does not make a new organization');
    assert.deepEqual(
      (await linus.get('/keys')).body.keys.map((k: { key_id: string }) => k.key_id),
      [key.body.key_id],
    );
    const members = await linus.get('/members');
    assert.deepEqual(
      members.body.members.map((m: { email: string }) => m.email),
      ['grace@example.com', 'linus@example.com'],
    );
    assert.deepEqual(
      (await ada.get('/invitations')).body.invitations,
      [],
      'an accepted invitation is no longer pending',
    );
  });

  it('an invitation can be withdrawn; an email with an account cannot be invited again', async () => {
    const inv = await ada.post('/invitations', { email: 'withdrawn@example.com' });
    assert.equal((await ada.delete(`/invitations/${inv.body.invitation_id}`)).status, 204);
    assert.equal((await new Browser(t.server.url).get(`/auth/invitations/${tokenOf(inv.body.url)}`)).status, 404);
    const dup = await ada.post('/invitations', { email: 'linus@example.com' });
    assert.equal(dup.status, 409);
    assert.equal(dup.body.error, 'already a user');
    assert.equal((await ada.post('/invitations', { email: 'not-an-email' })).status, 400);
  });

  it('a member removes another: their session ends at once, and the email can be invited again', async () => {
    const inv = await ada.post('/invitations', { email: 'leaving@example.com' });
    const leaving = await signUp(t, inv.body.url, 'leaving@example.com', 'leaving password');
    const self = (await leaving.get('/auth/session')).body.user.user_id;
    const me = (await ada.get('/auth/session')).body.user.user_id;
    const refused = await ada.delete(`/members/${me}`);
    assert.deepEqual([refused.status, refused.body.error], [409, 'cannot remove yourself']);
    assert.equal((await ada.delete(`/members/${self}`)).status, 204);
    assert.equal((await leaving.get('/vms')).status, 401);
    assert.equal((await leaving.signIn('leaving@example.com', 'leaving password')).status, 401);
    assert.ok(
      !(await ada.get('/members')).body.members.some((m: { email: string }) => m.email === 'leaving@example.com'),
    );
    assert.equal((await ada.post('/invitations', { email: 'leaving@example.com' })).status, 201);
  });

  it('a Bearer key can read the account but not change it (403)', async () => {
    const key = (await ada.post('/keys', { name: 'automation' })).body.key;
    const c = new Client(t.server.url, key);
    assert.equal((await c.get('/members')).status, 200);
    assert.equal((await c.get('/org')).body.name, 'grace');
    for (const [method, path, body] of [
      ['POST', '/keys', { name: 'successor' }],
      ['POST', '/oauth/clients', { name: 'x' }],
      ['POST', '/invitations', { email: 'x@example.com' }],
      ['PATCH', '/org', { name: 'taken-over' }],
      ['DELETE', '/keys/anything', undefined],
      ['DELETE', '/members/anything', undefined],
    ] as const) {
      const r = await c.call(method, path, body);
      assert.equal(r.status, 403, `${method} ${path}`);
    }
  });
});

describe('a second organization sees none of the first', () => {
  it('keys, clients, members and invitations of another organization answer 404 or are absent', async () => {
    const one = await signUp(t, operatorInvite(t, 'one@example.com'), 'one@example.com', 'password one');
    const two = await signUp(t, operatorInvite(t, 'two@example.com'), 'two@example.com', 'password two');
    const key = (await one.post('/keys', { name: 'secret project' })).body;
    const client = (await one.post('/oauth/clients', { name: 'ci' })).body;
    const inv = (await one.post('/invitations', { email: 'three@example.com' })).body;

    assert.notEqual((await two.get('/org')).body.org_id, (await one.get('/org')).body.org_id);
    assert.deepEqual((await two.get('/keys')).body.keys, []);
    assert.deepEqual((await two.get('/oauth/clients')).body.clients, []);
    assert.deepEqual((await two.get('/invitations')).body.invitations, []);
    assert.deepEqual(
      (await two.get('/members')).body.members.map((m: { email: string }) => m.email),
      ['two@example.com'],
    );
    assert.equal((await two.get(`/keys/${key.key_id}`)).status, 404);
    assert.equal((await two.get(`/oauth/clients/${client.client_id}`)).status, 404);

    // Deleting another organization's things is the API's usual 404, and changes nothing.
    assert.equal((await two.delete(`/keys/${key.key_id}`)).status, 404);
    assert.equal((await two.delete(`/oauth/clients/${client.client_id}`)).status, 404);
    assert.equal((await two.delete(`/invitations/${inv.invitation_id}`)).status, 404);
    assert.equal((await new Client(t.server.url, key.key).get('/vms')).status, 200, 'the key still works');
    assert.equal((await one.get(`/oauth/clients/${client.client_id}`)).status, 200);
    assert.equal((await one.get('/invitations')).body.invitations.length, 1);

    // The first organization's key acts only within it.
    assert.equal((await new Client(t.server.url, key.key).get('/org')).body.name, 'one');
  });
});

// Last: it spends the test address's sign-in budget.
describe('sign-in is rate limited', () => {
  it('after 5 wrong passwords for an email, every attempt is 429 with Retry-After, even the right one', async () => {
    await signUp(t, operatorInvite(t, 'target@example.com'), 'target@example.com', 'the right password');
    const b = new Browser(t.server.url);
    for (let i = 0; i < 5; i++) assert.equal((await b.signIn('target@example.com', `guess ${i}`)).status, 401);
    const limited = await b.signIn('target@example.com', 'guess 5');
    assert.equal(limited.status, 429);
    assert.equal(limited.body.error, 'rate limited');
    const retryAfter = Number(limited.headers.get('retry-after'));
    assert.ok(retryAfter > 800 && retryAfter <= 900, `Retry-After ${retryAfter}`);
    assert.equal((await b.signIn('target@example.com', 'the right password')).status, 429);
    assert.equal(
      (await b.signIn('ada.lovelace@example.com', 'correct horse battery')).status,
      200,
      'other emails still work',
    );
  });

  it('after 20 failures from one address, that address is refused for every email', async () => {
    const b = new Browser(t.server.url);
    let status = 0;
    let failures = 0;
    // Earlier tests spent some of this address's budget; count until it is refused.
    for (; failures < 25; failures++) {
      status = (await b.signIn(`nobody${failures}@example.com`, 'wrong password')).status;
      if (status !== 401) break;
    }
    assert.equal(status, 429);
    assert.ok(failures <= 20);
    assert.equal((await b.signIn('ada.lovelace@example.com', 'correct horse battery')).status, 429);
  });
});
