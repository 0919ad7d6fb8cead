// Checkpoint and lifecycle benchmark through the API on a 1 GiB sandbox with 200 MB written:
// snapshot (the pause the guest sees, from the event, and the time until restorable), restore
// from a local snapshot to first exec, fork of 4 until every child answers, sleep/wake round trip,
// archive and unarchive.
//   node bench/lifecycle.ts [--write]

import { startTestServer } from '../packages/server/test/helpers.ts';
import { writeSection } from './results.ts';
import { machine, summarize, table, timed } from './stats.ts';

const RUNS = 5;
const t = await startTestServer({ idle: { idleAfterMs: 3_600_000, checkEveryMs: 3_600_000 } });
try {
  const c = t.client;
  const vm = (await c.createSmall({ memory_mb: 1024 })).vm_id;
  await c.sh(vm, 'head -c 200000000 /dev/urandom > /tmp/blob; x=$(head -c 50000000 /dev/zero | tr "\\0" a); sync');

  const pauses: number[] = [];
  const snaps: number[] = [];
  const restores: number[] = [];
  let snapshotId = '';
  for (let i = 0; i < RUNS; i++) {
    const [ms, snap] = await timed(() => c.post(`/vms/${vm}/snapshot`));
    snaps.push(ms);
    snapshotId = snap.body.snapshot_id;
    const ev = (await c.get(`/vms/${vm}/events?limit=1`)).body.events[0];
    pauses.push(Number(/paused (\d+) ms/.exec(ev.detail)?.[1]));
    const [rms, id] = await timed(async () => {
      const r = await c.post('/vms', { snapshot_id: snapshotId });
      await c.exec(r.body.vm_id, ['true']);
      return r.body.vm_id as string;
    });
    restores.push(rms);
    await c.delete(`/vms/${id}`);
  }

  const forks: number[] = [];
  const forkPauses: number[] = [];
  for (let i = 0; i < 3; i++) {
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

  const wakes: number[] = [];
  const idle = (await c.createSmall({ memory_mb: 256 })).vm_id;
  for (let i = 0; i < RUNS; i++) {
    await c.post(`/vms/${idle}/sleep`);
    wakes.push((await timed(() => c.exec(idle, ['true'])))[0]);
  }

  const archives: number[] = [];
  const unarchives: number[] = [];
  for (let i = 0; i < 3; i++) {
    archives.push((await timed(() => c.post(`/vms/${vm}/stop`)))[0]);
    unarchives.push(
      (
        await timed(async () => {
          await c.post(`/vms/${vm}/start`);
          await c.exec(vm, ['true']);
        })
      )[0],
    );
  }

  const rows = [
    summarize('snapshot: guest paused (1 GiB, 200 MB written)', pauses),
    summarize('snapshot: API call until restorable', snaps),
    summarize('restore from a local snapshot to first exec', restores),
    summarize('fork count 4: until all children answer', forks),
    summarize('fork count 4: parent paused', forkPauses),
    summarize('wake: first exec on a slept sandbox', wakes),
    summarize('archive (stop) of the 1 GiB sandbox', archives),
    summarize('unarchive (start) to first exec', unarchives),
  ];
  const text = [
    `Accelerator: ${t.server.host.accel}. Machine: ${machine()}.`,
    '',
    table(rows, {
      [rows[0].name]: 'under 150 ms',
      [rows[2].name]: 'under 150 ms',
      [rows[3].name]: 'within 600 ms',
      [rows[4].name]: 'under 150 ms',
      [rows[5].name]: 'under 50 ms',
    }),
  ].join('\n');
  console.log(text);
  if (process.argv.includes('--write'))
    writeSection('lifecycle', 'Checkpoints and lifecycle (bench/lifecycle.ts)', text);
} finally {
  await t.close();
}
