// Observability benchmark. (1) What the meter costs: with 20 running sandboxes (busybox, 128 MiB,
// 1 vCPU), CPU time of the server process per meter pass (the host agent's /proc and /sys reads,
// the deltas, one store transaction), per sandbox, as a share of one core at the 30 s interval.
// (2) Latency of history and usage queries through the API over 15 days of data for 20 sandboxes,
// seeded through the meter's own code path: a second Meter on the server's store is fed 15 days of
// 30-s passes (host counters of a sandbox that runs about a fifth of a core, and state changes:
// an hour running, an hour slept, and two days archived in the middle) in simulated time.
//   node bench/observability.ts [--write]

import { randomUUID } from 'node:crypto';
import { DEFAULT_METRICS, Meter } from '../packages/server/src/control/metrics.ts';
import type { VmCounters } from '../packages/server/src/host/types.ts';
import type { SandboxRow } from '../packages/server/src/store/index.ts';
import { startTestServer } from '../packages/server/test/helpers.ts';
import { writeSection } from './results.ts';
import { machine, summarize, table, timed } from './stats.ts';

const SANDBOXES = 20;
const PASSES = 30;
const QUERY_RUNS = 40;
const DAY_MS = 86_400_000;
const INTERVAL_MS = DEFAULT_METRICS.sampleEveryMs;

const t = await startTestServer({
  idle: { idleAfterMs: 3_600_000, checkEveryMs: 3_600_000 },
  // The server's own meter only runs when the benchmark says so.
  metrics: { ...DEFAULT_METRICS, sampleEveryMs: 3_600_000 },
});
const lines: string[] = [];
try {
  // ---- (1) sampling cost with 20 running sandboxes ----
  const vms: string[] = [];
  for (let i = 0; i < SANDBOXES; i++) vms.push((await t.client.createSmall({ memory_mb: 128 })).vm_id);
  await t.server.meter.pass();
  const passCpu: number[] = [];
  const passWall: number[] = [];
  const hostCpu: number[] = [];
  for (let i = 0; i < PASSES; i++) {
    await new Promise((r) => setTimeout(r, 500));
    let before = process.cpuUsage();
    const [ms] = await timed(() => t.server.meter.pass());
    let used = process.cpuUsage(before);
    passCpu.push((used.user + used.system) / 1000);
    passWall.push(ms);
    before = process.cpuUsage();
    const counters = await t.server.host.sampleVms();
    used = process.cpuUsage(before);
    hostCpu.push((used.user + used.system) / 1000);
    if (counters.length !== SANDBOXES) throw new Error(`sampled ${counters.length} VMs`);
  }
  const perSandbox = passCpu.map((ms) => ms / SANDBOXES);
  // CPU µs per second of wall time per sandbox: 5000 µs/s would be 0.5 % of one core.
  const shareOfCore = perSandbox.map((ms) => (1000 * ms) / (INTERVAL_MS / 1000));
  const costTable = table(
    [
      summarize('server CPU per pass', passCpu),
      summarize('  of which the host agent (sampleVms)', hostCpu),
      summarize('wall time per pass', passWall),
      summarize('server CPU per sandbox per pass', perSandbox),
      summarize('CPU per sandbox at one pass per 30 s', shareOfCore, 'µs/s'),
    ],
    { 'CPU per sandbox at one pass per 30 s': '< 5000 µs/s (0.5 % of a core)' },
  );
  console.log(costTable);
  for (const vm of vms) await t.client.delete(`/vms/${vm}`);

  // ---- (2) 15 days of data for 20 sandboxes, then queries ----
  const org = await t.server.store.findOrgByName('globex');
  if (!org) throw new Error('no globex');
  const node = 'bench-node';
  const endMs = Date.now();
  const startMs = endMs - 15 * DAY_MS;
  const rows: SandboxRow[] = Array.from({ length: SANDBOXES }, () => ({
    vm_id: randomUUID(),
    org_id: org.id,
    state: 'running',
    image: 'busybox',
    cpus: 1,
    memory_mb: 256,
    runtime: 'container',
    disable_internet: 0,
    guest_ip: null,
    node,
    parent_vm_id: null,
    created_unix_ns: startMs * 1e6,
    deleted_unix_ns: null,
    checkpoint_id: null,
    last_snapshot_id: null,
  }));
  await t.server.store.insertSandboxesWithinCap(rows, 1000);
  const stateAt = (i: number, ms: number) => {
    const hours = Math.floor((ms - startMs) / 3_600_000) + i;
    const day = (ms - startMs) / DAY_MS;
    if (i % 4 === 0 && day >= 6 && day < 8) return 'archived';
    return hours % 2 === 0 ? 'running' : 'slept';
  };
  for (const [i, r] of rows.entries())
    await t.server.store.metrics.recordStateChange({ ...r, state: stateAt(i, startMs) }, startMs * 1e6);
  const seeder = new Meter(t.server.store, node, async () => [], DEFAULT_METRICS, startMs);
  const cpu = rows.map(() => 0);
  const net = rows.map(() => 0);
  const [seedMs] = await timed(async () => {
    for (let now = startMs + INTERVAL_MS; now <= endMs; now += INTERVAL_MS) {
      const counters: VmCounters[] = [];
      for (const [i, r] of rows.entries()) {
        const state = stateAt(i, now);
        if (state !== stateAt(i, now - INTERVAL_MS)) {
          await t.server.store.metrics.recordStateChange({ ...r, state }, (now - INTERVAL_MS / 2) * 1e6);
        }
        if (state === 'archived') continue;
        cpu[i] += state === 'running' ? INTERVAL_MS * (0.1 + 0.2 * Math.random()) : 2;
        net[i] += state === 'running' ? Math.floor(50_000 * Math.random()) : 0;
        counters.push({
          vmId: r.vm_id,
          incarnation: 'bench',
          cpuMs: cpu[i],
          residentBytes: 200 * 1024 ** 2,
          rxBytes: net[i],
          txBytes: net[i] / 2,
          paused: state !== 'running',
        });
      }
      await seeder.pass(now, counters);
    }
  });
  const c = t.other;
  const iso = (ms: number) => new Date(ms).toISOString();
  const queries: Record<string, string> = {
    'history, 1 h (60 points)': `/vms/${rows[0].vm_id}/metrics/history?hours=1`,
    'history, 24 h (1,440 points)': `/vms/${rows[0].vm_id}/metrics/history?hours=24`,
    'history, 15 days (21,600 points)': `/vms/${rows[0].vm_id}/metrics/history?hours=360`,
    'usage, 24 h': '/usage',
    'usage, 15 days': `/usage?start=${iso(startMs)}`,
    'usage series, 24 h': '/usage/series?hours=24',
    'usage series, 15 days': '/usage/series?hours=360',
    'metrics (recent samples)': `/vms/${rows[0].vm_id}/metrics`,
  };
  // The client's kept-alive connection went stale while seeding: a first call on a fresh one.
  await c.get('/usage').catch(() => undefined);
  const results = [];
  for (const [name, path] of Object.entries(queries)) {
    const times: number[] = [];
    for (let i = 0; i < QUERY_RUNS; i++) {
      const [ms, r] = await timed(() => c.get(path));
      if (r.status !== 200) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
      times.push(ms);
    }
    results.push(summarize(name, times));
  }
  const counts = await t.server.store.db
    .selectFrom('vm_minutes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();

  lines.push(
    `Machine: ${machine()}. Accelerator: ${t.server.host.accel}. Other engineers' tests were running on the same 2 cores.`,
    '',
    `### Sampling cost, ${SANDBOXES} running sandboxes (${PASSES} passes)`,
    '',
    costTable,
    '',
    `### Queries over 15 days of data, ${SANDBOXES} sandboxes (${QUERY_RUNS} runs each, through HTTP)`,
    '',
    `Seeded with ${Math.round((endMs - startMs) / INTERVAL_MS)} meter passes in ${(seedMs / 1000).toFixed(0)} s (${(seedMs / ((endMs - startMs) / INTERVAL_MS)).toFixed(2)} ms a pass of 20 sandboxes); ${Number(counts.n)} per-minute rows.`,
    '',
    table(results, Object.fromEntries(results.map((r) => [r.name, '< 50 ms p95']))),
  );
  const body = lines.join('\n');
  console.log(body);
  if (process.argv.includes('--write')) writeSection('observability', 'Observability (bench/observability.ts)', body);
} finally {
  await t.close();
}
