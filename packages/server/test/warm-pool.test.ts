// The warm pool: restores of a template kept ready so that a create is a claim. First the pool's
// own rules with plain values (filling one at a time, the memory budget, failures, drop), then
// through the API on real VMs: a claimed VM is a full sandbox (its own entropy, clock and
// address; it checkpoints and restores), and deleting the template takes its pool down.

import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { QemuHostAgentApi } from '../src/host/host-agent.ts';
import { WarmPool } from '../src/host/warm-pool.ts';
import { qemuPids, startTestServer, type TestServer, until } from './helpers.ts';

/** The nice values of a process's threads (field 19 of /proc/<pid>/task/<tid>/stat). */
function threadNices(pid: number): Set<number> {
  const nices = new Set<number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    nices.add(Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
  }
  return nices;
}

/** A pool of numbered items whose preparation the test releases by hand. */
function numberedPool(limits: { perSource: number; memoryMb: number }, failFor = new Set<string>()) {
  let next = 0;
  const made: string[] = [];
  const discarded: number[] = [];
  const pool = new WarmPool<string, number>(
    limits,
    async (source) => {
      await new Promise((r) => setTimeout(r, 1));
      if (failFor.has(source)) throw new Error(`cannot prepare ${source}`);
      made.push(source);
      return next++;
    },
    async (item) => {
      discarded.push(item);
    },
  );
  return { pool, made, discarded };
}

/**
 * A pool of one per source whose maker makes `item` once the test calls release(); `state` shows
 * whether the maker was hurried and what was discarded.
 */
function gatedPool(item: number) {
  let release = () => {};
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const state = { hurried: false, discarded: [] as number[] };
  const pool = new WarmPool<string, number>(
    { perSource: 1, memoryMb: 1000 },
    async (_source, hurry) => {
      hurry.then(() => {
        state.hurried = true;
      });
      await gate;
      return item;
    },
    async (discarded) => {
      state.discarded.push(discarded);
    },
  );
  return { pool, release, state };
}

async function settle(): Promise<void> {
  await new Promise((r) => setTimeout(r, 100));
}

describe('warm pool rules', () => {
  it('fills each source up to perSource and refills what is taken', async () => {
    const { pool, made } = numberedPool({ perSource: 2, memoryMb: 1000 });
    pool.want('a', 'a', 100);
    await settle();
    assert.equal(pool.readyCount('a'), 2);
    assert.equal(await pool.take('a'), 0);
    assert.equal(await pool.take('b'), undefined, 'an unknown source has nothing');
    await settle();
    assert.equal(pool.readyCount('a'), 2);
    assert.deepEqual(made, ['a', 'a', 'a']);
    await pool.close();
  });

  it('keeps within the memory budget, giving way to the most recently used source', async () => {
    const { pool, discarded } = numberedPool({ perSource: 3, memoryMb: 300 });
    pool.want('old', 'old', 100);
    await settle();
    assert.equal(pool.readyCount('old'), 3);
    pool.want('new', 'new', 100);
    await settle();
    assert.equal(pool.readyCount('new'), 3);
    assert.equal(pool.readyCount('old'), 0);
    assert.equal(discarded.length, 3);
    pool.want('huge', 'huge', 301);
    await settle();
    assert.equal(pool.readyCount('huge'), 0, 'a source larger than the budget is never filled');
    assert.equal(pool.readyCount('new'), 3);
    await pool.close();
  });

  it('stops filling a source after three failures in a row, until it is wanted again', async () => {
    const failing = new Set(['bad']);
    const { pool } = numberedPool({ perSource: 2, memoryMb: 1000 }, failing);
    pool.want('bad', 'bad', 10);
    await settle();
    assert.equal(pool.readyCount('bad'), 0);
    failing.clear();
    await settle();
    assert.equal(pool.readyCount('bad'), 0, 'no retry loop');
    pool.want('bad', 'bad', 10);
    await settle();
    assert.equal(pool.readyCount('bad'), 2);
    await pool.close();
  });

  it('keeps a source at its own depth, never above perSource', async () => {
    const { pool } = numberedPool({ perSource: 3, memoryMb: 1000 });
    pool.want('one', 'one', 10, 1);
    pool.want('many', 'many', 10, 10);
    await until('filled', async () => (pool.readyCount('many') === 3 ? true : undefined), 5_000);
    await settle();
    assert.equal(pool.readyCount('one'), 1);
    assert.equal(pool.readyCount('many'), 3);
    pool.want('none', 'none', 10, 0);
    await settle();
    assert.equal(pool.readyCount('none'), 0);
    await pool.close();
  });

  it('a take with nothing ready waits for the instance of that source being made', async () => {
    const { pool, release, state } = gatedPool(1);
    pool.want('a', 'a', 10);
    const taken = pool.take('a');
    assert.equal(await pool.take('b'), undefined, 'a take of another source does not wait');
    setTimeout(release, 20);
    assert.equal(await taken, 1, 'the take got the instance that was being made');
    assert.equal(state.hurried, true, 'the maker was told a take waits for it');
    await pool.close();
  });

  it('drop discards a source and close discards everything', async () => {
    const { pool, discarded } = numberedPool({ perSource: 2, memoryMb: 1000 });
    pool.want('a', 'a', 10);
    pool.want('b', 'b', 10);
    await settle();
    await pool.drop((id) => id === 'a');
    assert.equal(pool.readyCount('a'), 0);
    assert.equal(discarded.length, 2);
    await pool.close();
    assert.equal(pool.readyCount('b'), 0);
    assert.equal(discarded.length, 4);
    pool.want('c', 'c', 10);
    await settle();
    assert.equal(pool.readyCount('c'), 0, 'a closed pool stays empty');
  });

  it('drop returns only once an instance of the source being made is made and discarded', async () => {
    const { pool, release, state } = gatedPool(7);
    pool.want('a', 'a', 10);
    await settle();
    let dropped = false;
    const drop = pool
      .drop((id) => id === 'a')
      .then(() => {
        dropped = true;
      });
    await settle();
    assert.equal(dropped, false, 'drop waits while the instance is being made');
    assert.equal(state.hurried, true, 'and hurries it');
    release();
    await drop;
    assert.deepEqual(state.discarded, [7]);
    assert.equal(pool.readyCount('a'), 0);
    await pool.close();
  });
});

describe('creates from a template with a warm pool', () => {
  let t: TestServer;
  let host: QemuHostAgentApi;
  let templateId: string;
  let checkpointId: string;
  const pooled = () => host.warmCount(checkpointId, false);
  const qemus = () => qemuPids(t.config.dataDir).length;

  before(async () => {
    t = await startTestServer({ warmPool: { perSource: 2, memoryMb: 1024 } });
    host = t.server.host.agents()[0] as QemuHostAgentApi;
    const r = await t.client.post('/templates', { name: 'warm', image: 'busybox', cpus: 1, memory_mb: 128 });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    templateId = r.body.template_id;
    const ready = await t.client.waitTemplate(templateId);
    checkpointId = ready.base_snapshot_id;
  });
  after(() => t.close());

  it('fills the pool once the template is ready, before any create', async () => {
    await until('pool full', async () => (pooled() === 2 ? true : undefined), 60_000);
    assert.equal(qemus(), 2);
    for (const pid of qemuPids(t.config.dataDir)) {
      assert.deepEqual([...threadNices(pid)], [19], 'pooled VMs only take spare CPU');
    }
  });

  it('a create claims a pooled VM: its own entropy, today`s clock, its own address', async () => {
    const a = (await t.client.post('/vms', { template: templateId })).body;
    const b = (await t.client.post('/vms', { template: templateId })).body;
    assert.equal(a.state, 'running');
    assert.equal(pooled(), 0, 'both creates were claims');
    assert.notEqual(a.guest_ip, b.guest_ip);
    const uuid = async (id: string) => (await t.client.exec(id, ['cat', '/proc/sys/kernel/random/uuid'])).stdout;
    assert.notEqual(await uuid(a.vm_id), await uuid(b.vm_id));
    const guestNow = Number((await t.client.exec(a.vm_id, ['date', '+%s'])).stdout);
    assert.ok(Math.abs(guestNow - Date.now() / 1000) < 5, `guest clock ${guestNow} is today's`);
    assert.ok(existsSync(join(t.config.dataDir, 'run', a.vm_id)), 'the run directory carries the sandbox id');
    const pid = Number(readFileSync(join(t.config.dataDir, 'run', a.vm_id, 'qemu.pid'), 'utf8'));
    assert.deepEqual([...threadNices(pid)], [0], 'a claimed VM runs at normal priority');
    assert.ok(existsSync(join(t.config.dataDir, 'vms', a.vm_id, 'disk.qcow2')), 'vms/<vm_id> leads to its disk');
    for (const id of [a.vm_id, b.vm_id]) await t.client.delete(`/vms/${id}`);
    const vms = join(t.config.dataDir, 'vms');
    const gone = (id: string) => !existsSync(join(vms, id));
    await until('disks gone', async () => (gone(a.vm_id) && gone(b.vm_id) ? true : undefined));
    const left = readdirSync(vms);
    // A claim's disk directory keeps its warm- name; only the pool's own (at most 2) may remain.
    assert.ok(left.filter((n) => n.startsWith('warm-')).length <= 2, `left: ${left}`);
  });

  it('a claimed sandbox snapshots, and the snapshot restores with its processes', async () => {
    await until('pool refilled', async () => (pooled() > 0 ? true : undefined), 60_000);
    const vm = (await t.client.post('/vms', { template: templateId })).body.vm_id;
    await t.client.exec(vm, ['sh', '-c', 'echo on-disk > /kept']);
    assert.equal((await t.client.post(`/vms/${vm}/exec`, { args: ['sleep', '600'], background: true })).status, 200);
    const snap = await t.client.post(`/vms/${vm}/snapshot`);
    assert.equal(snap.status, 201, JSON.stringify(snap.body));
    const restored = (await t.client.post('/vms', { snapshot_id: snap.body.snapshot_id })).body.vm_id;
    assert.equal((await t.client.exec(restored, ['cat', '/kept'])).stdout, 'on-disk\n');
    assert.equal((await t.client.sh(restored, 'ps | grep -c "[s]leep 600"')).stdout, '1\n', 'the sleep still runs');
    for (const id of [vm, restored]) await t.client.delete(`/vms/${id}`);
    assert.equal((await t.client.delete(`/snapshots/${snap.body.snapshot_id}`)).status, 204);
  });

  it('a snapshot is kept warm: its restore is a claim that continues its processes', async () => {
    const vm = (await t.client.post('/vms', { template: templateId })).body.vm_id;
    const counter = 'i=0; while true; do i=$((i+1)); echo $i > /tmp/count; sleep 0.05; done';
    assert.equal(
      (await t.client.post(`/vms/${vm}/exec`, { args: ['sh', '-c', counter], background: true })).status,
      200,
    );
    const count = async (id: string) => Number((await t.client.exec(id, ['cat', '/tmp/count'])).stdout);
    await until('counting', async () => ((await count(vm).catch(() => 0)) > 2 ? true : undefined));
    const snapshotId = (await t.client.post(`/vms/${vm}/snapshot`)).body.snapshot_id;
    await until('snapshot pooled', async () => (host.warmCount(snapshotId, false) === 1 ? true : undefined), 60_000);
    const restored = (await t.client.post('/vms', { snapshot_id: snapshotId })).body.vm_id;
    assert.equal(host.warmCount(snapshotId, false), 0, 'the restore claimed the pooled VM');
    const first = await count(restored);
    await until('still counting', async () => ((await count(restored)) > first ? true : undefined));
    await until('refilled', async () => (host.warmCount(snapshotId, false) === 1 ? true : undefined), 60_000);
    for (const id of [vm, restored]) await t.client.delete(`/vms/${id}`);
    assert.equal((await t.client.delete(`/snapshots/${snapshotId}`)).status, 204);
    assert.equal(host.warmCount(snapshotId, false), 0, 'deleting the snapshot took its pool down');
  });

  it('a claimed sandbox archives and starts again (its vms/<vm_id> link goes with its disk)', async () => {
    await until('pool refilled', async () => (pooled() > 0 ? true : undefined), 60_000);
    const vm = (await t.client.post('/vms', { template: templateId })).body.vm_id;
    await t.client.exec(vm, ['sh', '-c', 'echo kept > /tmp/kept']);
    assert.equal((await t.client.post(`/vms/${vm}/stop`)).status, 200);
    assert.ok(!existsSync(join(t.config.dataDir, 'vms', vm)), 'nothing left under vms/<vm_id>');
    const started = await t.client.post(`/vms/${vm}/start`);
    assert.equal(started.status, 200, JSON.stringify(started.body));
    assert.equal((await t.client.exec(vm, ['cat', '/tmp/kept'])).stdout, 'kept\n');
    await t.client.delete(`/vms/${vm}`);
  });

  it('deleting the template takes its pool down', async () => {
    await until('pool refilled', async () => (pooled() > 0 ? true : undefined), 60_000);
    assert.equal((await t.client.delete(`/templates/${templateId}`)).status, 204);
    await until('pool gone', async () => (pooled() === 0 && qemus() === 0 ? true : undefined), 30_000);
  });
});
