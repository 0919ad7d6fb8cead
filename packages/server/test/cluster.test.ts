// A cluster on this machine (docs/deploy.md): a real PostgreSQL server, a real S3-compatible
// server process, two `warren host` processes (each its own data directory, registered in the
// store) and two `warren api` replicas, driven only through the public API and the CLI. A replica
// killed during a burst of creates: each retried through the other ends in one sandbox. Sandboxes
// spread over both hosts; both full answers 503 `capacity`; a fork stays with its parent and a
// fan-out that does not fit creates none; a host killed is lost after the configured time, its
// sandboxes `interrupted`, and `warren recover` brings one back on the other host from its durable
// snapshot with its files; the host coming back tears the interrupted VM down. Each replica holds
// half of an organization's rate limit, and the idle policy sees the calls of both replicas.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createKey, createOrg } from '../src/control/access/keys.ts';
import { openStore } from '../src/store/index.ts';
import { type Cluster, startCluster } from './cluster-fixture.ts';
import { Client, qemuPids, until } from './helpers.ts';

const REPO = resolve(import.meta.dirname, '../../..');
/** Guest memory each host offers: four 128 MiB sandboxes. */
const HOST_MB = 512;
const SMALL = { image: 'busybox', cpus: 1, memory_mb: 128 };
const LOSS_S = 6;
/** How often a registered host heartbeats (packages/cli/src/host.ts). */
const HEARTBEAT_S = 2;

let cluster: Cluster;
let hosts: Cluster['hosts'];
let apis: Cluster['apis'];
let dir: string;
/** One client per replica, same organization. */
let c: [Client, Client];
let operatorKey: string;
let postgresUrl: string;

before(async () => {
  cluster = await startCluster({ prefix: 'warren-cluster-', hostMb: HOST_MB, lossS: LOSS_S, edgePortBase: 31700 });
  ({ hosts, apis, dir, postgres: postgresUrl } = cluster);
  const store = await openStore({ sqlitePath: '', postgresUrl });
  await createOrg(store, 'acme');
  const key = (await createKey(store, 'acme')).key;
  operatorKey = (await createKey(store, 'acme', { operator: true })).key;
  await store.close();
  c = [new Client(apis[0].url, key), new Client(apis[1].url, key)];
});

after(() => cluster?.stop());

/** The org's sandboxes among `ids`, through the replica that stays up. */
async function burstRows(ids: string[]): Promise<{ vm_id: string; node: string; state: string }[]> {
  const list = await c[1].get('/vms');
  return list.body.vms.filter((s: { vm_id: string }) => ids.includes(s.vm_id));
}

function allQemu(): number {
  return qemuPids(join(dir, 'host-a')).length + qemuPids(join(dir, 'host-b')).length;
}

async function create(client: Client, extra: Record<string, unknown> = {}) {
  const r = await client.create({ ...SMALL, ...extra });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body as { vm_id: string; node: string; state: string };
}

describe('a cluster of two hosts and two api replicas', () => {
  const made: { vm_id: string; node: string }[] = [];

  it('a replica killed during a burst of creates: each create retried with its vm_id ends in one sandbox, no orphan VM', async () => {
    // The image's template first, so that the burst's creates are all restores (rows in `creating`).
    const warm = await create(c[0]);
    assert.equal((await c[0].delete(`/vms/${warm.vm_id}`)).status, 204);
    await until('the warm-up VM is gone', async () => (allQemu() === 0 ? true : undefined), 30_000);

    // Four: the template's checkpoint may not be durable yet, and then only its host (room for
    // four) can restore it.
    const ids = Array.from({ length: 4 }, () => randomUUID());
    try {
      const first = ids.map((vm_id) => c[0].create({ ...SMALL, vm_id }).catch((err: Error) => err));
      await until(
        'a create of the burst is under way',
        async () => ((await burstRows(ids)).some((s) => s.state === 'creating') ? true : undefined),
        30_000,
      );
      await apis[0].kill();
      const cutShort = (await burstRows(ids)).filter((s) => s.state === 'creating').map((s) => s.vm_id);
      assert.ok(cutShort.length > 0, 'some creates were cut short');
      await Promise.all(first);

      // The client's retries, through the other replica.
      const retried = await Promise.all(ids.map((vm_id) => c[1].create({ ...SMALL, vm_id })));
      for (const r of retried) {
        assert.equal(r.status, 201, JSON.stringify(r.body));
        assert.equal(r.body.state, 'running', JSON.stringify(r.body));
      }
      const rows = await burstRows(ids);
      assert.deepEqual(rows.map((s) => s.vm_id).sort(), [...ids].sort(), 'one sandbox per vm_id');
      for (const id of ids) assert.equal((await c[1].exec(id, ['echo', id])).stdout, `${id}\n`);
      // Every QEMU on the hosts is one of these sandboxes: nothing the dead replica started is left.
      for (const name of ['a', 'b'] as const) {
        const here = rows.filter((s) => s.node === `host-${name}`).length;
        assert.equal(qemuPids(join(dir, `host-${name}`)).length, here, `host-${name} runs exactly its ${here} VMs`);
      }
      // Those the dead replica left `creating` were finished by the retry's replica.
      for (const id of cutShort) {
        const events = (await c[1].get(`/vms/${id}/events`)).body.events as { kind: string; detail: string }[];
        assert.ok(
          events.some((e) => e.kind === 'created' && /taken over/.test(e.detail)),
          JSON.stringify(events),
        );
      }

      for (const id of ids) assert.equal((await c[1].delete(`/vms/${id}`)).status, 204);
      await until('the burst is torn down', async () => (allQemu() === 0 ? true : undefined), 30_000);
    } finally {
      if (!apis[0].running) await apis[0].start();
    }
  });

  it('spreads sandboxes over both hosts, through either replica', async () => {
    for (let i = 0; i < 6; i++) made.push(await create(c[i % 2]));
    const nodes = new Set(made.map((s) => s.node));
    assert.deepEqual([...nodes].sort(), ['host-a', 'host-b']);
    // Each answers exec through either replica, wherever it runs.
    for (const [i, s] of made.entries()) {
      assert.equal((await c[(i + 1) % 2].exec(s.vm_id, ['echo', s.node])).stdout, `${s.node}\n`);
    }
    for (const name of ['a', 'b'] as const) {
      const here = made.filter((s) => s.node === `host-${name}`).length;
      assert.ok(qemuPids(join(dir, `host-${name}`)).length >= here, `host-${name} runs its ${here} VMs`);
    }
  });

  it('answers 503 capacity with Retry-After once both hosts are full, and creates nothing', async () => {
    while (made.length < 8) made.push(await create(c[0]));
    const r = await c[1].create(SMALL);
    assert.equal(r.status, 503, JSON.stringify(r.body));
    assert.equal(r.body.error, 'capacity');
    assert.equal(r.body.kind, 'placement');
    assert.ok(Number(r.headers.get('retry-after')) > 0);
    const list = await c[0].get('/vms');
    assert.equal(list.body.vms.filter((s: { state: string }) => s.state === 'running').length, 8);
  });

  it("a fork stays on its parent's host; a fan-out that does not fit creates none", async () => {
    // Room for one more 128 MiB sandbox on each host.
    for (const node of ['host-a', 'host-b']) {
      const i = made.findIndex((s) => s.node === node);
      assert.equal((await c[0].delete(`/vms/${made[i].vm_id}`)).status, 204);
      made.splice(i, 1);
    }
    const parent = made[0];
    const before = (await c[0].get('/vms')).body.vms.length;
    const fanOut = await c[1].post(`/vms/${parent.vm_id}/branch`, { count: 2 });
    assert.equal(fanOut.status, 503, JSON.stringify(fanOut.body));
    assert.equal(fanOut.body.error, 'capacity');
    assert.equal((await c[0].get('/vms')).body.vms.length, before, 'no child was created');
    const fork = await c[1].post(`/vms/${parent.vm_id}/branch`, {});
    assert.equal(fork.status, 201, JSON.stringify(fork.body));
    const child = fork.body;
    assert.equal(child.node, parent.node);
    assert.equal((await c[0].exec(child.vm_id, ['echo', 'child'])).stdout, 'child\n');
    assert.equal((await c[0].delete(`/vms/${child.vm_id}`)).status, 204);
  });

  it('a host killed is lost after the configured time; recover brings its sandbox back on the other host', async () => {
    const lost = made.find((s) => s.node === 'host-b') as { vm_id: string };
    await c[0].sh(lost.vm_id, 'echo survived > /tmp/kept; sync');
    const snap = await c[0].post(`/vms/${lost.vm_id}/snapshot`);
    assert.equal(snap.status, 201, JSON.stringify(snap.body));
    await until(
      'the snapshot is durable',
      async () => ((await c[0].get(`/snapshots/${snap.body.snapshot_id}`)).body.durable ? true : undefined),
      60_000,
    );
    // Room on host-a for the recovered sandbox.
    const onA = made.filter((s) => s.node === 'host-a');
    for (const s of onA.slice(0, 1)) assert.equal((await c[0].delete(`/vms/${s.vm_id}`)).status, 204);

    await hosts.b.kill();
    const killed = performance.now();
    await until(
      'interrupted',
      async () => ((await c[1].get(`/vms/${lost.vm_id}`)).body.state === 'interrupted' ? true : undefined),
      (LOSS_S + 20) * 1000,
    );
    const afterS = (performance.now() - killed) / 1000;
    // Its last heartbeat was up to HEARTBEAT_S before the kill.
    assert.ok(afterS >= LOSS_S - HEARTBEAT_S - 0.5 && afterS < LOSS_S + 15, `interrupted after ${afterS.toFixed(1)} s`);
    const events = await c[0].get(`/vms/${lost.vm_id}/events`);
    assert.ok(
      events.body.events.some(
        (e: { kind: string; detail: string }) => e.kind === 'interrupted' && /heartbeat/.test(e.detail),
      ),
      JSON.stringify(events.body),
    );
    // Exec on it now is refused as the spec's interrupted state says, not hung.
    const refused = await c[0].post(`/vms/${lost.vm_id}/exec`, { args: ['true'] });
    assert.notEqual(refused.status, 200);

    const out = execFileSync(
      join(REPO, 'node_modules/.bin/node'),
      ['--disable-warning=ExperimentalWarning', join(REPO, 'packages/cli/src/main.ts'), 'recover', lost.vm_id],
      { encoding: 'utf8', env: { ...process.env, SVC_API_URL: apis[1].url, SVC_TOKEN: operatorKey }, timeout: 120_000 },
    );
    const newId = out.trim().split(/\s+/).pop() as string;
    assert.notEqual(newId, lost.vm_id);
    const recovered = await c[0].get(`/vms/${newId}`);
    assert.equal(recovered.body.state, 'running');
    assert.equal(recovered.body.node, 'host-a');
    assert.equal((await c[0].exec(newId, ['cat', '/tmp/kept'])).stdout, 'survived\n');
  });

  it('the lost host coming back tears the interrupted VMs down instead of resurrecting them', async () => {
    const interrupted = made.filter((s) => s.node === 'host-b').map((s) => s.vm_id);
    await hosts.b.start();
    await until(
      'the interrupted VMs are gone from host-b',
      async () => (qemuPids(join(dir, 'host-b')).length === 0 ? true : undefined),
      60_000,
    );
    for (const vm of interrupted) assert.equal((await c[0].get(`/vms/${vm}`)).body.state, 'interrupted');
    // And the host takes new sandboxes again.
    const fresh = await until(
      'placement on host-b again',
      async () => {
        const s = await create(c[1]);
        if (s.node === 'host-b') return s;
        await c[1].delete(`/vms/${s.vm_id}`);
        return undefined;
      },
      60_000,
    );
    assert.equal((await c[1].exec(fresh.vm_id, ['echo', 'back'])).stdout, 'back\n');
  });

  it("each replica holds half of an organization's rate limit", async () => {
    const cli = (...args: string[]) =>
      execFileSync(
        join(REPO, 'node_modules/.bin/node'),
        ['--disable-warning=ExperimentalWarning', join(REPO, 'packages/cli/src/main.ts'), ...args],
        { encoding: 'utf8', timeout: 60_000 },
      );
    cli('org', 'create', 'ratecorp', '--postgres', postgresUrl);
    const key = cli('key', 'create', '--org', 'ratecorp', '--postgres', postgresUrl)
      .trim()
      .split(/\s+/)
      .pop() as string;
    cli('org', 'limits', 'ratecorp', '--other', '40', '--postgres', postgresUrl);
    const rc = apis.map((a) => new Client(a.url, key));
    // All in one minute's window: wait out one about to end.
    const probe = await rc[0].get('/vms');
    assert.equal(probe.status, 200, JSON.stringify(probe.body));
    if (Number(probe.headers.get('x-ratelimit-reset')) < 10) {
      await new Promise((r) => setTimeout(r, (Number(probe.headers.get('x-ratelimit-reset')) + 1) * 1000));
    }
    for (const client of rc) {
      let ok = 0;
      let refused: Awaited<ReturnType<Client['get']>> | undefined;
      for (let i = 0; i < 30 && !refused; i++) {
        const r = await client.get('/vms');
        if (r.status === 200) {
          assert.equal(r.headers.get('x-ratelimit-limit'), '20');
          ok++;
        } else refused = r;
      }
      assert.equal(refused?.status, 429, 'the 21st request of the minute is refused');
      assert.match(JSON.stringify(refused?.body), /rate limited/);
      assert.ok(Number(refused?.headers.get('retry-after')) > 0);
      // The probe spent one of replica 0's twenty (unless its window ended since).
      assert.ok(ok === 20 || (client === rc[0] && ok === 19), `${ok} requests passed`);
    }
  });

  it('the idle policy sees the calls of every replica: a sandbox called through either stays awake', async () => {
    const IDLE_S = 6;
    for (const api of apis) {
      await api.stop();
      await api.start({ idleAfter: `${IDLE_S}s` });
    }
    for (const s of (await c[0].get('/vms')).body.vms as { vm_id: string; state: string }[]) {
      if (s.state === 'running') await c[0].delete(`/vms/${s.vm_id}`);
    }
    // One sandbox called only through each replica: whichever holds the background lease (and so
    // runs the idle policy), one of them is called only through the other.
    const pair = [await create(c[0]), await create(c[1])];
    const slept = async (vmId: string) =>
      ((await c[0].get(`/vms/${vmId}/events`)).body.events as { kind: string }[]).filter((e) => e.kind === 'slept')
        .length;
    const calledUntil = performance.now() + (IDLE_S * 2.5 + 2) * 1000;
    while (performance.now() < calledUntil) {
      for (const [i, s] of pair.entries()) assert.equal((await c[i].exec(s.vm_id, ['true'])).exit_code, 0);
      await new Promise((r) => setTimeout(r, 1500));
    }
    for (const s of pair) assert.equal(await slept(s.vm_id), 0, `${s.vm_id} slept while it was being called`);
    // Left alone, both sleep (watched through the list, which names no sandbox); the next call wakes each.
    await until(
      'both asleep',
      async () => ((await burstRows(pair.map((s) => s.vm_id))).every((s) => s.state === 'slept') ? true : undefined),
      (IDLE_S * 4 + 20) * 1000,
    );
    for (const [i, s] of pair.entries()) assert.equal((await c[i].exec(s.vm_id, ['echo', 'up'])).stdout, 'up\n');
  });
});
