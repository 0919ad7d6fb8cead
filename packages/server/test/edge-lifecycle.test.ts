// An exposure along its sandbox's life, on real microVMs: reboot re-points it to the new guest_ip;
// a paused sandbox answers 503; a slept one is woken by the first request; an exposed port is work
// (sleep answers slept: false, the idle policy leaves the sandbox alone); exposing an archived
// sandbox is allowed and goes live on unarchive (404 meanwhile); fork children and restores do not
// inherit exposures; after DELETE of the sandbox its URLs fail at once.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createPython, curl, startGuestServer, TEST_EDGE_PORTS, waitServing } from './edge-helpers.ts';
import { startTestServer, type TestServer, until } from './helpers.ts';

let t: TestServer;
let vm: { vm_id: string; guest_ip: string };
let url: string;

const state = async (id: string) => (await t.client.get(`/vms/${id}`)).body.state as string;
const lastEvent = async (id: string) => (await t.client.get(`/vms/${id}/events?limit=1`)).body.events[0];

before(async () => {
  // A short idle policy, so "never sleeps" is observable in seconds.
  t = await startTestServer({ edge: { ports: TEST_EDGE_PORTS }, idle: { idleAfterMs: 2_000, checkEveryMs: 500 } });
  vm = await createPython(t.client);
  url = (await t.client.post(`/vms/${vm.vm_id}/expose`, { guest_port: 8000 })).body.public_url;
  await startGuestServer(t.client, vm.vm_id, 8000, 'life');
  await waitServing(t, url);
});

after(async () => {
  await t?.close();
});

describe('an exposed port counts as work', () => {
  it('sleep answers slept: false', async () => {
    const r = await t.client.post(`/vms/${vm.vm_id}/sleep`);
    assert.equal(r.status, 200);
    assert.equal(r.body.slept, false);
    assert.equal(await state(vm.vm_id), 'running');
  });

  it('the idle policy never sleeps a sandbox with nothing but an exposed port; without it, it does', async () => {
    // Each exposed as soon as it is made: waiting for the other create first, on a busy machine,
    // could leave it idle past the 2 s and slept before it had its port.
    const [exposed, plain] = await Promise.all([
      t.client.createSmall({ memory_mb: 128 }).then(async (vm) => {
        assert.equal((await t.client.post(`/vms/${vm.vm_id}/expose`, { guest_port: 80 })).status, 201);
        return vm;
      }),
      t.client.createSmall({ memory_mb: 128 }),
    ]);
    // Read from the store: an API call would count as activity and keep the sandboxes awake.
    const stored = async (id: string) => (await t.server.store.sandboxes.getAnyOrg(id))?.state;
    await until('the plain sandbox slept by the idle policy', async () =>
      (await stored(plain.vm_id)) === 'slept' ? true : undefined,
    );
    // Well past the idle time (2 s) and many checks (every 0.5 s).
    await new Promise((r) => setTimeout(r, 3_000));
    assert.equal(await stored(exposed.vm_id), 'running');
    await Promise.all([t.client.delete(`/vms/${exposed.vm_id}`), t.client.delete(`/vms/${plain.vm_id}`)]);
  });
});

describe('paused and slept sandboxes', () => {
  it('a paused sandbox answers 503 saying it is paused; after resume the URL answers again', async () => {
    // A request just before the pause: the edge's recent answer for this port says "running".
    assert.equal((await curl(t, url)).status, 200);
    assert.equal((await t.client.post(`/vms/${vm.vm_id}/pause`)).status, 204);
    const r = await curl(t, url);
    assert.equal(r.status, 503);
    assert.equal(JSON.parse(r.body).error, 'sandbox is paused');
    assert.equal(await state(vm.vm_id), 'paused', 'the request did not resume it');
    assert.equal((await t.client.post(`/vms/${vm.vm_id}/resume`)).status, 204);
    assert.equal((await curl(t, url)).body, 'hello from life');
  });

  it('a slept sandbox (leave_paused) is woken by the first request, transparently', async () => {
    assert.equal((await curl(t, url)).status, 200);
    const snap = await t.client.post(`/vms/${vm.vm_id}/snapshot`, { leave_paused: true });
    assert.equal(snap.status, 201);
    assert.equal(await state(vm.vm_id), 'slept');
    const r = await curl(t, url, ['--http2']);
    assert.equal(r.status, 200);
    assert.equal(r.body, 'hello from life');
    assert.equal(await state(vm.vm_id), 'running');
    const ev = await lastEvent(vm.vm_id);
    assert.equal(ev.kind, 'woke');
    assert.match(ev.detail, /request to public port/);

    // A restore of that snapshot is a new sandbox without the source's exposures.
    const restored = await t.client.post('/vms', { snapshot_id: snap.body.snapshot_id });
    assert.equal(restored.status, 201);
    assert.deepEqual((await t.client.get(`/vms/${restored.body.vm_id}/ingress`)).body.ingresses, []);
    await t.client.delete(`/vms/${restored.body.vm_id}`);
  });
});

describe('fork children', () => {
  it('do not inherit their parent exposures; the parent keeps its URL', async () => {
    const child = await t.client.post(`/vms/${vm.vm_id}/branch`);
    assert.equal(child.status, 201, JSON.stringify(child.body));
    assert.deepEqual((await t.client.get(`/vms/${child.body.vm_id}/ingress`)).body.ingresses, []);
    assert.equal((await curl(t, url)).body, 'hello from life');
    await t.client.delete(`/vms/${child.body.vm_id}`);
  });
});

describe('reboot', () => {
  it('re-points the exposure to the new guest_ip (the guest server must start again)', async () => {
    const before = (await t.client.get(`/vms/${vm.vm_id}`)).body.guest_ip;
    const r = await t.client.post(`/vms/${vm.vm_id}/reboot`);
    assert.equal(r.status, 200);
    assert.notEqual(r.body.guest_ip, before);
    const gone = await curl(t, url);
    assert.equal(gone.status, 502, 'processes and listeners are lost on reboot');
    await startGuestServer(t.client, vm.vm_id, 8000, 'rebooted');
    assert.equal((await waitServing(t, url)).body, 'hello from rebooted');
  });
});

describe('archive and unarchive', () => {
  it('an archived sandbox answers 404; exposing it is allowed; both URLs go live on unarchive', async () => {
    assert.equal((await t.client.post(`/vms/${vm.vm_id}/stop`)).status, 200);
    const r = await curl(t, url);
    assert.equal(r.status, 404);
    assert.equal(JSON.parse(r.body).error, 'sandbox is archived');
    const second = await t.client.post(`/vms/${vm.vm_id}/expose`, { guest_port: 8001 });
    assert.equal(second.status, 201);
    assert.equal((await curl(t, second.body.public_url)).status, 404);
    assert.equal((await t.client.post(`/vms/${vm.vm_id}/start`)).status, 200);
    await startGuestServer(t.client, vm.vm_id, 8001, 'second');
    assert.equal((await curl(t, url)).body, 'hello from rebooted', 'processes and sockets continue');
    assert.equal((await waitServing(t, second.body.public_url)).body, 'hello from second');
  });
});

describe('DELETE /vms/{id}', () => {
  it("makes the sandbox's URLs fail at once, and records unexposed events", async () => {
    const ingresses = (await t.client.get(`/vms/${vm.vm_id}/ingress`)).body.ingresses;
    assert.equal(ingresses.length, 2);
    assert.equal((await t.client.delete(`/vms/${vm.vm_id}`)).status, 204);
    for (const i of ingresses) {
      const r = await curl(t, i.public_url, [], 5);
      assert.equal(r.code, 7, `${i.public_url}: connection refused right after the delete`);
    }
    const events = (await t.client.get(`/vms/${vm.vm_id}/events?limit=3`)).body.events;
    assert.deepEqual(
      events.map((e: { kind: string }) => e.kind),
      ['unexposed', 'unexposed', 'deleted'],
    );
  });
});
