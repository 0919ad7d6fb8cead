// The accounts half of the store (`store.accounts`) and the operator's organization limits, on
// both dialects: users, invitations (used once, even by two accepts at the same moment), sessions,
// named API keys, OAuth clients and tokens.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { InvitationRow } from '../src/store/accounts.ts';
import { nowNs } from '../src/store/index.ts';
import { forEachDialect } from './store-fixture.ts';

let seq = 0;
const id = (p: string) => `${p}-${++seq}`;
const HOUR_NS = 3600e9;

function invitation(orgId: string | null, o: Partial<InvitationRow> = {}): InvitationRow {
  const now = nowNs();
  return {
    invitation_id: id('inv'),
    token_hash: id('tok'),
    email: `${id('person')}@example.com`,
    org_id: orgId,
    invited_by: 'operator',
    created_unix_ns: now,
    expires_unix_ns: now + HOUR_NS,
    accepted_unix_ns: null,
    ...o,
  };
}

forEachDialect('accounts store', (store) => {
  const newOrg = async () => {
    const o = id('org');
    await store().accounts.createOrg(o, o);
    return o;
  };
  const user = (now = nowNs()) => ({ userId: id('user'), passwordHash: 'scrypt$...', now });

  test('organizations: got by id, renamed', async () => {
    const o = await newOrg();
    await store().accounts.renameOrg(o, `renamed-${o}`);
    const row = await store().accounts.getOrg(o);
    assert.equal(row?.name, `renamed-${o}`);
    assert.equal(typeof row?.created_unix_ns, 'number');
    assert.equal(await store().accounts.getOrg('nope'), undefined);
  });

  test('an invitation is open until accepted or expired, and is used once', async () => {
    const o = await newOrg();
    const inv = invitation(o);
    await store().accounts.insertInvitation(inv);
    const open = await store().accounts.findOpenInvitation(inv.token_hash, nowNs());
    assert.deepEqual(open, { email: inv.email, expires_unix_ns: inv.expires_unix_ns, org_name: o });
    assert.deepEqual(
      (await store().accounts.listOpenInvitations(o, nowNs())).map((i) => i.invitation_id),
      [inv.invitation_id],
    );
    assert.equal(await store().accounts.findOpenInvitation(inv.token_hash, inv.expires_unix_ns), undefined, 'expired');
    const u = user();
    assert.deepEqual(await store().accounts.acceptInvitation(inv.token_hash, u), { ok: true, email: inv.email });
    assert.deepEqual(await store().accounts.acceptInvitation(inv.token_hash, user()), {
      ok: false,
      reason: 'no invitation',
    });
    const made = await store().accounts.findUserByEmail(inv.email);
    assert.equal(made?.user_id, u.userId);
    assert.equal(made?.org_id, o);
    assert.deepEqual(await store().accounts.listOpenInvitations(o, nowNs()), []);
  });

  test('two accepts of one invitation at the same moment make one account', async () => {
    const inv = invitation(await newOrg());
    await store().accounts.insertInvitation(inv);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 4 }, () => store().accounts.acceptInvitation(inv.token_hash, user())),
    );
    const ok = outcomes.filter((r) => r.status === 'fulfilled' && r.value.ok);
    assert.equal(ok.length, 1, JSON.stringify(outcomes));
    for (const r of outcomes) if (r.status === 'rejected') throw r.reason;
  });

  test('an invitation for an email that has an account says so', async () => {
    const first = invitation(null);
    await store().accounts.insertInvitation(first);
    await store().accounts.acceptInvitation(first.token_hash, user());
    const again = invitation(null, { email: first.email });
    await store().accounts.insertInvitation(again);
    assert.deepEqual(await store().accounts.acceptInvitation(again.token_hash, user()), {
      ok: false,
      reason: 'already a user',
    });
  });

  test('an invitation deleted by its organization cannot be found', async () => {
    const o = await newOrg();
    const inv = invitation(o);
    await store().accounts.insertInvitation(inv);
    await store().accounts.deleteInvitation('other-org', inv.invitation_id);
    assert.ok(await store().accounts.findOpenInvitation(inv.token_hash, nowNs()));
    await store().accounts.deleteInvitation(o, inv.invitation_id);
    assert.equal(await store().accounts.findOpenInvitation(inv.token_hash, nowNs()), undefined);
  });

  test('a user without an organization gets exactly one, even asked twice at once', async () => {
    const inv = invitation(null);
    await store().accounts.insertInvitation(inv);
    const u = user();
    await store().accounts.acceptInvitation(inv.token_hash, u);
    const tries = await Promise.all(
      ['a', 'b', 'c'].map((n) =>
        store().accounts.createOrgForUser(u.userId, { id: id(`org-${n}`), name: id(`name-${n}`), now: nowNs() }),
      ),
    );
    assert.equal(tries.filter(Boolean).length, 1);
    const orgId = (await store().accounts.findUserByEmail(inv.email))?.org_id;
    assert.ok(orgId && (await store().accounts.getOrg(orgId)));
  });

  test('members, sign-ins, sessions (ended ones cleared), and removal', async () => {
    const o = await newOrg();
    const inv = invitation(o);
    await store().accounts.insertInvitation(inv);
    const u = user();
    await store().accounts.acceptInvitation(inv.token_hash, u);
    await store().accounts.recordSignIn(u.userId, 5e18);
    const members = await store().accounts.listMembers(o);
    assert.deepEqual(members, [
      { user_id: u.userId, email: inv.email, created_unix_ns: u.now, last_sign_in_unix_ns: 5e18 },
    ]);
    const now = nowNs();
    await store().accounts.insertSession({
      tokenHash: 'old',
      userId: u.userId,
      now: now - 2 * HOUR_NS,
      expires: now - HOUR_NS,
    });
    await store().accounts.insertSession({ tokenHash: id('s'), userId: u.userId, now, expires: now + HOUR_NS });
    const live = id('s');
    await store().accounts.insertSession({ tokenHash: live, userId: u.userId, now, expires: now + HOUR_NS });
    assert.equal(
      await store().accounts.findSession('old', now - 2 * HOUR_NS),
      undefined,
      'the ended session was cleared',
    );
    assert.deepEqual(await store().accounts.findSession(live, now), {
      user_id: u.userId,
      email: inv.email,
      org_id: o,
      expires_unix_ns: now + HOUR_NS,
    });
    await store().accounts.deleteSession(live);
    assert.equal(await store().accounts.findSession(live, now), undefined);
    await store().accounts.deleteMember(o, u.userId);
    assert.deepEqual(await store().accounts.listMembers(o), []);
  });

  test('named API keys: listed, touched, revoked once; a revoked key is not found', async () => {
    const o = await newOrg();
    const k = { id: id('key'), orgId: o, hash: id('hash'), prefix: 'wrn_sk_x', name: 'ci', createdBy: 'me', now: 1e18 };
    await store().accounts.insertApiKey(k);
    await store().accounts.touchApiKey(k.id, 2e18);
    const want = {
      id: k.id,
      name: 'ci',
      prefix: 'wrn_sk_x',
      created_by: 'me',
      created_unix_ns: 1e18,
      last_used_unix_ns: 2e18,
    };
    assert.deepEqual(await store().accounts.listApiKeys(o), [want]);
    assert.deepEqual(await store().accounts.getApiKey(o, k.id), want);
    assert.equal((await store().accounts.findApiKey(k.hash))?.id, k.id);
    assert.equal(await store().accounts.revokeApiKey('other', k.id, 3e18), false);
    assert.equal(await store().accounts.revokeApiKey(o, k.id, 3e18), true);
    assert.equal(await store().accounts.revokeApiKey(o, k.id, 3e18), false);
    assert.equal(await store().accounts.findApiKey(k.hash), undefined);
    assert.deepEqual(await store().accounts.listApiKeys(o), []);
  });

  test('OAuth clients and tokens: issued, found until expiry, gone with their client', async () => {
    const o = await newOrg();
    const c = {
      client_id: id('client'),
      org_id: o,
      name: 'deploy',
      secret_hash: 'h',
      created_by: 'me',
      created_unix_ns: 1e18,
    };
    await store().accounts.insertClient(c);
    assert.deepEqual(await store().accounts.findClient(c.client_id), {
      client_id: c.client_id,
      org_id: o,
      secret_hash: 'h',
    });
    const now = nowNs();
    await store().accounts.insertToken({
      tokenHash: 'expired',
      clientId: c.client_id,
      orgId: o,
      now: now - 2 * HOUR_NS,
      expires: now - HOUR_NS,
    });
    const tok = id('tok');
    await store().accounts.insertToken({
      tokenHash: tok,
      clientId: c.client_id,
      orgId: o,
      now,
      expires: now + HOUR_NS,
    });
    assert.equal(
      await store().accounts.findToken('expired', now - 2 * HOUR_NS),
      undefined,
      'dropped at the next issue',
    );
    assert.deepEqual(await store().accounts.findToken(tok, now), { client_id: c.client_id, org_id: o });
    assert.equal(await store().accounts.findToken(tok, now + HOUR_NS), undefined);
    const listed = await store().accounts.listClients(o);
    assert.deepEqual(listed, [
      { client_id: c.client_id, name: 'deploy', created_by: 'me', created_unix_ns: 1e18, last_used_unix_ns: now },
    ]);
    assert.deepEqual(await store().accounts.getClient(o, c.client_id), listed[0]);
    assert.equal(await store().accounts.deleteClient('other', c.client_id, now), false);
    assert.equal(await store().accounts.deleteClient(o, c.client_id, now), true);
    assert.equal(await store().accounts.findToken(tok, now), undefined);
    assert.equal(await store().accounts.findClient(c.client_id), undefined);
    assert.deepEqual(await store().accounts.listClients(o), []);
  });

  test('organization limits: null until set, then replaced in place', async () => {
    const o = await newOrg();
    assert.deepEqual(await store().accounts.getOrgLimits(o), { acquisitionsPerMinute: null, otherPerMinute: null });
    await store().accounts.setOrgLimits(o, { acquisitionsPerMinute: 30, otherPerMinute: null });
    assert.deepEqual(await store().accounts.getOrgLimits(o), { acquisitionsPerMinute: 30, otherPerMinute: null });
    await store().accounts.setOrgLimits(o, { acquisitionsPerMinute: null, otherPerMinute: 900 });
    assert.deepEqual(await store().accounts.getOrgLimits(o), { acquisitionsPerMinute: null, otherPerMinute: 900 });
  });
});
