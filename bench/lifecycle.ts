// Checkpoint and lifecycle benchmark through the API on a 1 GiB sandbox with 200 MB written:
// snapshot (the pause the guest sees, from the event, and the time until restorable), restore
// from a local snapshot to first exec (from the warm pool, right after the snapshot, and without
// the pool), fork of 4 until every child answers, sleep/wake round trip, archive and unarchive.
// The server runs with its default warm pool.
//   node bench/lifecycle.ts [--write]

import { randomUUID } from 'node:crypto';
import { defaultConfig } from '../packages/server/src/config.ts';
import type { QemuHostAgentApi } from '../packages/server/src/host/host-agent.ts';
import { findLocalImage } from '../packages/server/src/images/local.ts';
import { parseReference } from '../packages/server/src/images/reference.ts';
import { startTestServer, until } from '../packages/server/test/helpers.ts';
import { writeSection } from './results.ts';
import { machine, summarize, table, timed } from './stats.ts';

/** Rounds of the snapshot and restore loop (two snapshots each) and of sleep/wake. */
const RUNS = 10;
/** Rounds of the costlier forks and archives. */
const FEW_RUNS = 5;
const t = await startTestServer({
  idle: { idleAfterMs: 3_600_000, checkEveryMs: 3_600_000 },
  warmPool: defaultConfig().warmPool,
});
try {
  const c = t.client;
  const vm = (await c.createSmall({ memory_mb: 1024 })).vm_id;
  const _image = findLocalImage(t.config.buildDir, 'busybox', parseReference('busybox')!);
  await c.sh(vm, 'head -c 200000000 /dev/urandom > /tmp/blob; x=$(head -c 50000000 /dev/zero | tr "\\0" a); sync');

  const pauses: number[] = [];
  const snaps: number[] = [];
  const pooled: number[] = [];
  const justTaken: number[] = [];
  const unpooled: number[] = [];
  const host = t.server.host.agents()[0] as QemuHostAgentApi;
  const snapshot = async () => {
    const [ms, snap] = await timed(() => c.post(`/vms/${vm}/snapshot`));
    snaps.push(ms);
    const ev = (await c.get(`/vms/${vm}/events?limit=1`)).body.events[0];
    pauses.push(Number(/paused (\d+) ms/.exec(ev.detail)?.[1]));
    return snap.body.snapshot_id as string;
  };
  const restoreTimed = async (snapshotId: string) => {
    const [ms, id] = await timed(async () => {
      const r = await c.post('/vms', { snapshot_id: snapshotId });
      await c.exec(r.body.vm_id, ['true']);
      return r.body.vm_id as string;
    });
    await c.delete(`/vms/${id}`);
    return ms;
  };
  for (let i = 0; i < RUNS; i++) {
    // Restored at once: the restore waits for the pooled restore the snapshot started.
    justTaken.push(await restoreTimed(await snapshot()));
    // The steady state: the snapshot's pooled restore is ready.
    const snapshotId = await snapshot();
    await until('snapshot pooled', async () => (host.warmCount(snapshotId, false) > 0 ? true : undefined), 120_000);
    pooled.push(await restoreTimed(snapshotId));
    // Without the pool: disable_internet restores are pooled apart and none were asked for.
    const vmId = randomUUID();
    const meta = (await c.get(`/snapshots/${snapshotId}`)).body;
    const [ms] = await timed(async () => {
      await host.restore(
        {
          vmId,
          cpus: meta.cpus,
          memoryMb: meta.memory_mb,
          runtime: meta.runtime,
          disableInternet: true,
        },
        snapshotId,
      );
      await host.exec(vmId, { args: ['true'] });
    });
    unpooled.push(ms);
    await host.destroy(vmId);
  }

  // The snapshots above leave uploads and pool fills running; the forks are measured once the
  // host has finished them, as on a host that is not snapshotting at that moment.
  await until(
    'snapshots durable',
    async () =>
      (await c.get(`/vms/${vm}/snapshots`)).body.snapshots.every((x: { durable: boolean }) => x.durable)
        ? true
        : undefined,
    600_000,
  );
  const forks: number[] = [];
  const forkPauses: number[] = [];
  for (let i = 0; i < FEW_RUNS; i++) {
    const [ms, r] = await timed(async () => {
      const res = await c.post(`/vms/${vm}/branch`, { count: 4 });
      await Promise.all(res.body.vms.map((v: { vm_id: string }) => c.exec(v.vm_id, ['true'])));
      return res.body.vms as { vm_id: string }[];
    });
    forks.push(ms);
    const ev = (await c.get(`/vms/${vm}/events?limit=1`)).body.events[0];
    forkPauses.push(Number(/paused (\d+) ms/.exec(ev.detail)?.[1]));
    for (const v of r) await c.delete(`/vms/${v.vm_id}`);
  }

  const sleeps: number[] = [];
  const wakes: number[] = [];
  const idle = (await c.createSmall({ memory_mb: 256 })).vm_id;
  for (let i = 0; i < RUNS; i++) {
    const [ms, r] = await timed(() => c.post(`/vms/${idle}/sleep`));
    if (!r.body.slept) throw new Error(`sleep: ${JSON.stringify(r.body)}`);
    sleeps.push(ms);
    wakes.push((await timed(() => c.exec(idle, ['true'])))[0]);
  }
  const roundTrips = sleeps.map((ms, i) => ms + wakes[i]);

  const archives: number[] = [];
  const unarchives: number[] = [];
  for (let i = 0; i < FEW_RUNS; i++) {
    archives.push((await timed(() => c.post(`/vms/${vm}/stop`)))[0]);
    unarchives.push(
      (
        await timed(async () => {
          const r = await c.post(`/vms/${vm}/start`);
          if (r.status !== 200) throw new Error(`start: ${r.status} ${JSON.stringify(r.body)}`);
          await c.exec(vm, ['true']);
        })
      )[0],
    );
  }

  const rows = [
    summarize('snapshot: guest paused (1 GiB, 200 MB written)', pauses),
    summarize('snapshot: API call until restorable', snaps),
    summarize('restore from a local snapshot to first exec (its pooled restore ready)', pooled),
    summarize('restore right after the snapshot (waits for its pooled restore)', justTaken),
    summarize('restore from a local snapshot without the pool', unpooled),
    summarize('fork count 4: until all children answer', forks),
    summarize('fork count 4: parent paused', forkPauses),
    summarize('wake: first exec on a slept sandbox', wakes),
    summarize('sleep: POST /sleep (includes its 200 ms work sample)', sleeps),
    summarize('sleep/wake round trip', roundTrips),
    summarize('archive (stop) of the 1 GiB sandbox', archives),
    summarize('unarchive (start) to first exec', unarchives),
  ];
  const text = [
    `Accelerator: ${t.server.host.accel}. Machine: ${machine()}.`,
    '',
    table(rows, {
      [rows[0].name]: 'under 150 ms',
      [rows[2].name]: 'under 150 ms',
      [rows[5].name]: 'within 600 ms',
      [rows[6].name]: 'under 150 ms',
      [rows[7].name]: 'under 50 ms',
    }),
  ].join('\n');
  console.log(text);
  if (process.argv.includes('--write'))
    writeSection('lifecycle', 'Checkpoints and lifecycle (bench/lifecycle.ts)', text);
} finally {
  await t.close();
}
