// Lifetimes through the API on real microVMs (docs/lifecycle.md): `lifecycle` at create and with
// PATCH, the idle policy acting as on_idle says (sleep, archive, delete) after a sandbox's own
// idle_after_s, what counts as activity (a command running, requests to its public port), and
// max_lifetime_s: an `expiring` event before the expiry, archive or delete at it, and
// POST /vms/{id}/extend. Durations are seconds; the policies look every half second. The cases of
// each policy run side by side: each has a sandbox of its own and waits on the policy's clock,
// not on the CPU.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { curl, LIFETIMES_EDGE_PORTS } from './edge-helpers.ts';
import { startTestServer, type TestServer, until } from './helpers.ts';

let t: TestServer;
before(async () => {
  t = await startTestServer({
    idle: { idleAfterMs: 60_000, checkEveryMs: 500 },
    lifetimes: { noticeMs: 3_000, checkEveryMs: 500 },
    edge: { ports: LIFETIMES_EDGE_PORTS },
  });
});
after(() => t.close());

type Event = { kind: string; detail: string };
const events = async (vm: string): Promise<Event[]> => (await t.client.get(`/vms/${vm}/events`)).body.events;
const state = async (vm: string): Promise<string> => (await t.client.get(`/vms/${vm}`)).body.state;
/** Waits, without calling the sandbox itself (a call is activity), until its timeline has `kind`. */
const eventually = (vm: string, kind: string, timeoutMs = 40_000) =>
  until(`${kind} on ${vm}`, async () => (await events(vm)).find((e) => e.kind === kind), timeoutMs);

describe('lifecycle at create and with PATCH /vms/{id}', () => {
  it('defaults are today’s: the server’s idle period, sleep, no expiry', async () => {
    const vm = await t.client.createSmall();
    assert.deepEqual(vm.lifecycle, {
      idle_after_s: 60,
      on_idle: 'sleep',
      max_lifetime_s: null,
      on_expiry: 'archive',
      expires_unix_ns: null,
    });
    await t.client.delete(`/vms/${vm.vm_id}`);
  });

  it('a create’s settings are kept; the expiry is creation plus max_lifetime_s; PATCH changes what it names', async () => {
    const vm = await t.client.createSmall({
      lifecycle: { idle_after_s: 600, on_idle: 'archive', max_lifetime_s: 3600, on_expiry: 'delete' },
    });
    const created = vm.created_unix_ns as number;
    assert.deepEqual(vm.lifecycle, {
      idle_after_s: 600,
      on_idle: 'archive',
      max_lifetime_s: 3600,
      on_expiry: 'delete',
      expires_unix_ns: created + 3600e9,
    });
    const p = await t.client.call('PATCH', `/vms/${vm.vm_id}`, {
      lifecycle: { on_idle: 'delete', max_lifetime_s: 7200 },
    });
    assert.equal(p.status, 200);
    assert.deepEqual(p.body.lifecycle, {
      idle_after_s: 600,
      on_idle: 'delete',
      max_lifetime_s: 7200,
      on_expiry: 'delete',
      expires_unix_ns: created + 7200e9,
    });
    const ext = await t.client.post(`/vms/${vm.vm_id}/extend`, { by_s: 60 });
    assert.equal(ext.status, 200);
    assert.equal(ext.body.lifecycle.expires_unix_ns, created + 7260e9);
    assert.ok((await events(vm.vm_id)).some((e) => e.kind === 'extended' && e.detail === 'by 60 s'));
    const none = await t.client.call('PATCH', `/vms/${vm.vm_id}`, { lifecycle: { max_lifetime_s: null } });
    assert.equal(none.body.lifecycle.expires_unix_ns, null);
    const refused = await t.client.post(`/vms/${vm.vm_id}/extend`, { by_s: 60 });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.error, 'no expiry');
    const audit = (await t.client.get('/audit?limit=10')).body.records.map((r: { action: string }) => r.action);
    assert.ok(audit.includes('POST /vms/:id/extend') && audit.includes('PATCH /vms/:id'));
    await t.client.delete(`/vms/${vm.vm_id}`);
  });

  it('settings out of range are 400s', async () => {
    const vm = (await t.client.createSmall()).vm_id;
    for (const lifecycle of [
      { idle_after_s: 0 },
      { on_idle: 'pause' },
      { max_lifetime_s: 0 },
      { on_expiry: 'sleep' },
      { idle_after_s: 30 * 86_400 + 1 },
      { ttl: 5 },
    ]) {
      assert.equal((await t.client.call('PATCH', `/vms/${vm}`, { lifecycle })).status, 400, JSON.stringify(lifecycle));
      assert.equal((await t.client.post('/vms', { image: 'busybox', lifecycle })).status, 400);
    }
    for (const body of [{}, { by_s: 0 }, { by_s: 'soon' }])
      assert.equal((await t.client.post(`/vms/${vm}/extend`, body)).status, 400);
    assert.equal((await t.other.post(`/vms/${vm}/extend`, { by_s: 5 })).status, 404);
    await t.client.delete(`/vms/${vm}`);
  });

  it('a fork child takes its parent’s settings, its lifetime counted from its own creation', async () => {
    const parent = await t.client.createSmall({ lifecycle: { idle_after_s: 900, max_lifetime_s: 3600 } });
    const child = await t.client.post(`/vms/${parent.vm_id}/branch`);
    assert.equal(child.status, 201);
    assert.equal(child.body.lifecycle.idle_after_s, 900);
    assert.equal(child.body.lifecycle.max_lifetime_s, 3600);
    assert.equal(child.body.lifecycle.expires_unix_ns, child.body.created_unix_ns + 3600e9);
    await t.client.delete(`/vms/${child.body.vm_id}`);
    await t.client.delete(`/vms/${parent.vm_id}`);
  });
});

describe('the idle policy acts as on_idle says after idle_after_s', { concurrency: true }, () => {
  it('sleep: the sandbox sleeps, and the next command wakes it', async () => {
    const vm = (await t.client.createSmall({ lifecycle: { idle_after_s: 2 } })).vm_id;
    const slept = await eventually(vm, 'slept');
    assert.equal(slept.detail, 'idle');
    assert.equal((await t.client.sh(vm, 'echo up')).stdout, 'up\n');
    await t.client.delete(`/vms/${vm}`);
  });

  it('archive: the sandbox is archived and start brings it back', async () => {
    const vm = (await t.client.createSmall({ lifecycle: { idle_after_s: 2, on_idle: 'archive' } })).vm_id;
    await t.client.sh(vm, 'echo kept > /tmp/f');
    const archived = await eventually(vm, 'archived', 90_000);
    assert.match(archived.detail, /idle for 2 s/);
    assert.equal(await state(vm), 'archived');
    assert.equal((await t.client.post(`/vms/${vm}/start`)).status, 200);
    assert.equal((await t.client.sh(vm, 'cat /tmp/f')).stdout, 'kept\n');
    await t.client.delete(`/vms/${vm}`);
  });

  it('delete: the sandbox is deleted, its timeline says why', async () => {
    const vm = (await t.client.createSmall({ lifecycle: { idle_after_s: 2, on_idle: 'delete' } })).vm_id;
    const deleted = await eventually(vm, 'deleted');
    assert.equal(deleted.detail, 'idle for 2 s');
    assert.equal((await t.client.get(`/vms/${vm}`)).status, 404);
  });

  it('a command running is activity: nothing happens until it ends', async () => {
    const vm = (await t.client.createSmall({ lifecycle: { idle_after_s: 2, on_idle: 'delete' } })).vm_id;
    const started = Date.now();
    assert.equal((await t.client.sh(vm, 'sleep 6; echo done')).stdout, 'done\n');
    assert.ok(Date.now() - started >= 6000);
    await eventually(vm, 'deleted');
  });

  it('requests to a public port are activity for archive and delete; without them the sandbox goes', async () => {
    const vm = (await t.client.createSmall({ lifecycle: { idle_after_s: 3, on_idle: 'delete' } })).vm_id;
    await t.client.sh(vm, 'mkdir -p /www && echo served > /www/index.html && httpd -p 8080 -h /www');
    const { public_url } = (await t.client.post(`/vms/${vm}/expose`, { guest_port: 8080 })).body;
    const until8s = Date.now() + 8_000;
    while (Date.now() < until8s) {
      const r = await curl(t, public_url, [], 10);
      assert.equal(r.status, 200, 'the sandbox serves while requests come');
      await new Promise((res) => setTimeout(res, 1_000));
    }
    assert.ok(!(await events(vm)).some((e) => e.kind === 'deleted'));
    const deleted = await eventually(vm, 'deleted');
    assert.equal(deleted.detail, 'idle for 3 s');
  });

  it('sleep keeps the spec’s rule: an exposed port is work, so it never sleeps', async () => {
    const vm = (await t.client.createSmall({ lifecycle: { idle_after_s: 1 } })).vm_id;
    assert.equal((await t.client.post(`/vms/${vm}/expose`, { guest_port: 8080 })).status, 201);
    await new Promise((res) => setTimeout(res, 5_000));
    assert.ok(!(await events(vm)).some((e) => e.kind === 'slept'));
    assert.equal(await state(vm), 'running');
    await t.client.delete(`/vms/${vm}`);
  });
});

describe('max_lifetime_s and on_expiry', { concurrency: true }, () => {
  it('delete: an expiring event comes first, then the sandbox is deleted at its expiry', async () => {
    // 12 s: the notice (3 s before) must come after the create answered, even on a loaded host.
    const vm = await t.client.createSmall({ lifecycle: { max_lifetime_s: 12, on_expiry: 'delete' } });
    const expires = (vm.lifecycle as { expires_unix_ns: number }).expires_unix_ns;
    const deleted = await eventually(vm.vm_id, 'deleted');
    assert.equal(deleted.detail, 'max lifetime reached');
    const timeline = await events(vm.vm_id);
    const expiring = timeline.filter((e) => e.kind === 'expiring');
    assert.equal(expiring.length, 1, 'one notice per expiry');
    assert.match(expiring[0].detail, new RegExp(`^delete in \\d+ s \\(expires_unix_ns ${expires}\\)$`));
    const at = (e: Event) => (e as unknown as { at_unix_ns: number }).at_unix_ns;
    assert.ok(at(expiring[0]) < at(deleted));
    assert.ok(at(expiring[0]) <= expires - 2e9, 'about the notice time before the expiry');
    assert.ok(at(deleted) >= expires);
  });

  it('archive (the default): the sandbox is archived at its expiry, whatever it is doing', async () => {
    const vm = (await t.client.createSmall({ lifecycle: { max_lifetime_s: 4 } })).vm_id;
    await t.client.post(`/vms/${vm}/exec`, { args: ['sh', '-c', 'while :; do :; done'], background: true });
    const archived = await eventually(vm, 'archived', 90_000);
    assert.match(archived.detail, /max lifetime reached/);
    assert.equal(await state(vm), 'archived');
    assert.equal((await t.client.get(`/vms/${vm}`)).body.lifecycle.expires_unix_ns, null, 'the expiry is used up');
    await t.client.delete(`/vms/${vm}`);
  });

  it('extend pushes the expiry: the sandbox outlives its first one', async () => {
    // 12 s: the extend must come before the first expiry, even when the create was slow.
    const vm = await t.client.createSmall({ lifecycle: { max_lifetime_s: 12, on_expiry: 'delete' } });
    const first = (vm.lifecycle as { expires_unix_ns: number }).expires_unix_ns;
    const ext = await t.client.post(`/vms/${vm.vm_id}/extend`, { by_s: 30 });
    assert.equal(ext.body.lifecycle.expires_unix_ns, first + 30e9);
    // Past the first expiry, with a pass of the policy to spare.
    await new Promise((res) => setTimeout(res, Math.max(0, (first - Date.now() * 1e6) / 1e6) + 2_000));
    assert.equal(await state(vm.vm_id), 'running');
    const shortened = await t.client.call('PATCH', `/vms/${vm.vm_id}`, { lifecycle: { max_lifetime_s: 1 } });
    assert.equal(shortened.status, 200);
    await eventually(vm.vm_id, 'deleted');
    assert.equal(
      (await events(vm.vm_id)).filter((e) => e.kind === 'expiring').length,
      1,
      'one notice per expiry that came',
    );
  });
});
