// The disk reserve (docs/security.md, "Disk reserve"), on a data store small enough to fill: a
// 800 MiB XFS filesystem of the test's own (a loop image), a server whose data directory is on it with
// a 300 MiB reserve, and a guest writing far more than the free space. Its writes stop at the
// reserve, it is paused for the disk, its calls fail fast with 503 `capacity`, the other sandbox
// works and checkpoints, creates are refused; once space returns (the test frees a ballast file),
// it goes on, and once the sandboxes are deleted creates succeed.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statfsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_METRICS } from '../src/control/metering/metrics.ts';
import { SCRATCH, startTestServer, type TestServer, until } from './helpers.ts';

const MIB = 1024 * 1024;
const RESERVE = 300 * MIB;
/**
 * How far below the reserve the store may dip while a guest is stopped: the writes it had in
 * flight when it crossed its threshold (docs/security.md).
 */
const SLACK = 32 * MIB;
const SHAPE = { image: 'busybox', cpus: 1, memory_mb: 128 };
/** Space the test holds on the store and gives back (as a deleted snapshot would) for the writer to go on. */
const BALLAST = 80 * MIB;

let root: string;
let mnt: string;
let t: TestServer;

const freeBytes = () => {
  const s = statfsSync(mnt);
  return s.bavail * s.bsize;
};

before(async () => {
  root = mkdtempSync(join(SCRATCH, 'warren-reserve-'));
  mnt = join(root, 'store');
  mkdirSync(mnt);
  const image = join(root, 'store.img');
  execFileSync('truncate', ['-s', '800M', image]);
  execFileSync('mkfs.xfs', ['-q', '-m', 'reflink=1', image]);
  execFileSync('mount', ['-o', 'loop', image, mnt]);
  execFileSync('fallocate', ['-l', String(BALLAST), join(mnt, 'ballast')]);
  t = await startTestServer({
    dataDir: join(mnt, 'data'),
    diskReserveBytes: RESERVE,
    warmPool: { perSource: 0, memoryMb: 0 },
    metrics: { ...DEFAULT_METRICS, sampleEveryMs: 500 },
  });
  // The busybox template first, and its build VM gone: a create made while the build VM's RAM file
  // is still on this small store is refused for want of room (503 capacity, as it should be).
  const first = await until(
    'a first sandbox',
    async () => {
      const r = await t.client.create(SHAPE);
      return r.status === 201 ? (r.body.vm_id as string) : undefined;
    },
    240_000,
  );
  await t.client.delete(`/vms/${first}`);
  await until(
    'its teardown and the build VM gone',
    async () => (readdirSync(join(mnt, 'data', 'run')).length === 0 ? true : undefined),
    120_000,
  );
});

after(async () => {
  await t?.close();
  execFileSync('umount', ['-l', mnt]);
  rmSync(root, { recursive: true, force: true });
});

const eventKinds = async (vmId: string): Promise<string[]> =>
  (await t.client.get(`/vms/${vmId}/events`)).body.events.map((e: { kind: string }) => e.kind);

describe('a guest filling its disk on a host down to its reserve', () => {
  let writer: string;
  let other: string;

  test('its writes stop at the reserve and it is paused for the disk; its calls fail fast with 503 capacity', async (ctx) => {
    const a = await t.client.create(SHAPE);
    const b = await t.client.create(SHAPE);
    assert.equal(a.status, 201, JSON.stringify(a.body));
    assert.equal(b.status, 201, JSON.stringify(b.body));
    writer = a.body.vm_id;
    other = b.body.vm_id;
    const before = freeBytes();
    assert.ok(before > RESERVE + 150 * MIB, `the store has ${before / MIB} MiB free`);
    // Far more than the store holds: only the reserve stops it.
    const bg = await t.client.post(`/vms/${writer}/exec`, {
      args: ['dd', 'if=/dev/zero', 'of=/fill', 'bs=1M', 'count=2000'],
      background: true,
    });
    assert.equal(bg.status, 200, JSON.stringify(bg.body));

    let lowest = before;
    const refused = await until(
      'the writer to be paused for the disk',
      async () => {
        lowest = Math.min(lowest, freeBytes());
        const t0 = Date.now();
        const r = await t.client.post(`/vms/${writer}/exec`, { args: ['true'] });
        lowest = Math.min(lowest, freeBytes());
        // A guest busy writing on a loaded host may also be slow to answer (503 agent unreachable).
        return r.status === 503 && r.body.error === 'capacity' ? { r, ms: Date.now() - t0 } : undefined;
      },
      240_000,
    );
    assert.equal(refused.r.body.error, 'capacity', JSON.stringify(refused.r.body));
    assert.match(refused.r.body.message, /disk reserve/);
    assert.ok(Number(refused.r.headers.get('retry-after')) > 0);
    assert.ok(refused.ms < 2_000, `a call into the paused sandbox took ${refused.ms} ms`);
    // It stays paused, and the store stays above the reserve less the in-flight slack.
    await new Promise((r) => setTimeout(r, 3_000));
    lowest = Math.min(lowest, freeBytes());
    ctx.diagnostic(
      `free ${before / MIB} MiB before, lowest ${(lowest / MIB).toFixed(1)} MiB; refused in ${refused.ms} ms`,
    );
    assert.ok(before - lowest > 100 * MIB, `the guest wrote ${(before - lowest) / MIB} MiB`);
    assert.ok(lowest >= RESERVE - SLACK, `free space fell to ${lowest / MIB} MiB (reserve ${RESERVE / MIB} MiB)`);
    assert.equal((await t.client.post(`/vms/${writer}/exec`, { args: ['true'] })).status, 503);
    await until('the disk paused event', async () =>
      (await eventKinds(writer)).includes('disk paused') ? true : undefined,
    );
  });

  test('another sandbox keeps answering and can be checkpointed into the reserve', async () => {
    assert.equal((await t.client.sh(other, 'echo alive')).stdout, 'alive\n');
    const snap = await t.client.post(`/vms/${other}/snapshot`, {});
    assert.equal(snap.status, 201, JSON.stringify(snap.body));
    // Its upload to the object store (on the same filesystem) goes through as well.
    await until('the snapshot to be durable', async () =>
      (await t.client.get(`/snapshots/${snap.body.snapshot_id}`)).body.durable ? true : undefined,
    );
    assert.equal((await t.client.sh(other, 'echo still')).stdout, 'still\n');
  });

  test('a create answers 503 capacity and leaves no sandbox behind', async () => {
    const listed = (await t.client.get('/vms')).body.vms.length;
    const r = await t.client.post('/vms', SHAPE);
    assert.equal(r.status, 503, JSON.stringify(r.body));
    assert.equal(r.body.error, 'capacity');
    assert.ok(Number(r.headers.get('retry-after')) > 0);
    assert.equal((await t.client.get('/vms')).body.vms.length, listed);
  });

  test('when space returns the paused guest goes on, and creates succeed again', async () => {
    // Space comes back (the ballast goes): the writer gets grants again and goes on writing, until
    // it reaches the reserve once more.
    rmSync(join(mnt, 'ballast'));
    await until('the disk resumed event', async () =>
      (await eventKinds(writer)).includes('disk resumed') ? true : undefined,
    );
    assert.ok(freeBytes() >= RESERVE - SLACK);
    // Deleting the writer frees what it wrote.
    assert.equal((await t.client.delete(`/vms/${other}`)).status, 204);
    assert.equal((await t.client.delete(`/vms/${writer}`)).status, 204);
    const created = await until(
      'a create to succeed',
      async () => {
        const r = await t.client.post('/vms', SHAPE);
        return r.status === 201 ? r : undefined;
      },
      60_000,
    );
    assert.equal((await t.client.sh(created.body.vm_id, 'echo fresh')).stdout, 'fresh\n');
  });
});
