// Observability benchmark. (1) What the meter costs: with 20 running sandboxes (busybox, 128 MiB,
// 1 vCPU), CPU time of the server process per meter pass (the host agent's /proc and /sys reads,
// the deltas, one store transaction), per sandbox, as a share of one core at the 30 s interval.
// (2) Latency of history and usage queries through the API over 15 days of data for 20 sandboxes,
// seeded through the meter's own code path: a second Meter on the server's store is fed 15 days of
// 30-s passes (host counters of a sandbox that runs about a fifth of a core, and state changes:
// an hour running, an hour slept, and two days archived in the middle) in simulated time.
// --quick skips (1) and seeds (2) directly through the store functions the meter writes with
// (recordSamples, closeMinutes): the same rows in seconds instead of a 13-minute replay.
//   node bench/observability.ts [--quick] [--write]

import os from 'node:os';
import { DEFAULT_METRICS, Meter } from '../packages/server/src/control/metering/metrics.ts';
import type { VmCounters } from '../packages/server/src/host/types.ts';
import type { SandboxRow } from '../packages/server/src/store/index.ts';
import type { UsageMinuteRow, VmMinuteRow } from '../packages/server/src/store/metrics.ts';
import { startTestServer } from '../packages/server/test/helpers.ts';
import { sandboxRecord } from '../packages/server/test/store-fixture.ts';
import { load } from './load.ts';
import { writeSection } from './results.ts';
import { machine, summarize, table, timed } from './stats.ts';

const SANDBOXES = 20;
const PASSES = 30;
const QUERY_RUNS = 40;
const DAY_MS = 86_400_000;
const INTERVAL_MS = DEFAULT_METRICS.sampleEveryMs;

const loadBefore = os.loadavg()[0];
const t = await startTestServer({
  idle: { idleAfterMs: 3_600_000, checkEveryMs: 3_600_000 },
  // The server's own meter only runs when the benchmark says so.
  metrics: { ...DEFAULT_METRICS, sampleEveryMs: 3_600_000 },
});
const lines: string[] = [];
const quick = process.argv.includes('--quick');
try {
  let costTable = '';
  if (!quick) costTable = await samplingCost();

  // ---- (2) 15 days of data for 20 sandboxes, then queries ----
  const org = await t.server.store.accounts.findOrgByName('globex');
  if (!org) throw new Error('no globex');
  const node = 'bench-node';
  const endMs = Date.now();
  const startMs = endMs - 15 * DAY_MS;
  const rows: SandboxRow[] = Array.from({ length: SANDBOXES }, () =>
    sandboxRecord(org.id, { node, created_unix_ns: startMs * 1e6 }),
  );
  await t.server.store.sandboxes.insertWithinCap(rows, 1000);
  const stateAt = (i: number, ms: number) => {
    const hours = Math.floor((ms - startMs) / 3_600_000) + i;
    const day = (ms - startMs) / DAY_MS;
    if (i % 4 === 0 && day >= 6 && day < 8) return 'archived';
    return hours % 2 === 0 ? 'running' : 'slept';
  };
  for (const [i, r] of rows.entries())
    await t.server.store.metrics.recordStateChange({ ...r, state: stateAt(i, startMs) }, startMs * 1e6);
  /** The rows 15 days of meter passes leave, written through the meter's store calls a day at a time. */
  const seedDirect = async () => {
    const minuteS = DEFAULT_METRICS.minuteS;
    const first = Math.ceil(startMs / 1000 / minuteS) * minuteS;
    const last = Math.floor(endMs / 1000 / minuteS) * minuteS;
    for (let day = first; day < last; day += 86_400) {
      const minutes: VmMinuteRow[] = [];
      const usage = new Map<string, UsageMinuteRow>();
      for (let m = day; m < Math.min(last, day + 86_400); m += minuteS) {
        for (const [i, r] of rows.entries()) {
          const state = stateAt(i, m * 1000);
          const running = state === 'running';
          const cpuMs = running ? minuteS * 1000 * (0.1 + 0.2 * Math.random()) : state === 'archived' ? 0 : 4;
          if (state !== 'archived') {
            const rx = running ? Math.floor(100_000 * Math.random()) : 0;
            minutes.push({
              vm_id: r.vm_id,
              minute: m,
              state,
              org_id: r.org_id,
              node,
              memory_mb: r.memory_mb,
              util_ms: minuteS * 1000,
              cpu_ms: cpuMs,
              mem_mb: 200,
              rx_bytes: rx,
              tx_bytes: Math.floor(rx / 2),
            });
          }
          const key = `${m}|${state}`;
          const u = usage.get(key) ?? {
            org_id: r.org_id,
            minute: m,
            state,
            vm_seconds: 0,
            cpu_ms: 0,
            memory_mb_seconds: 0,
          };
          u.vm_seconds += minuteS;
          u.cpu_ms += cpuMs;
          if (state !== 'archived') u.memory_mb_seconds += r.memory_mb * minuteS;
          usage.set(key, u);
        }
      }
      await t.server.store.metrics.recordSamples([], minutes);
      await t.server.store.metrics.closeMinutes(node, [...usage.values()], Math.min(last, day + 86_400));
    }
    // The server's meter answers history up to its latest pass.
    await t.server.meter.pass();
  };
  const seeder = new Meter(t.server.store, node, async () => [], DEFAULT_METRICS, startMs);
  const cpu = rows.map(() => 0);
  const net = rows.map(() => 0);
  const [seedMs] = await timed(async () => {
    if (quick) return seedDirect();
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
  // Each query two ways: from a client in its own process until the answer's last byte (what the
  // server takes to answer), and through the in-process test client (fetch and JSON.parse included,
  // on the server's event loop: what an SDK caller on this machine waits).
  const results = [];
  const parsed = [];
  for (const [name, path] of Object.entries(queries)) {
    const answered = await load({
      url: `${c.url}${path}`,
      mode: 'h1',
      headers: { authorization: `Bearer ${c.key}` },
      concurrency: 1,
      requests: QUERY_RUNS,
    });
    results.push(summarize(name, answered.latencies));
    const times: number[] = [];
    for (let i = 0; i < QUERY_RUNS; i++) {
      const [ms, r] = await timed(() => c.get(path));
      if (r.status !== 200) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
      times.push(ms);
    }
    parsed.push(summarize(name, times));
  }
  const counts = await t.server.store.db
    .selectFrom('vm_minutes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();

  lines.push(
    `Machine: ${machine()}. Accelerator: ${t.server.host.accel}. Load average before the run: ${loadBefore.toFixed(2)}.`,
    '',
  );
  if (!quick) lines.push(`### Sampling cost, ${SANDBOXES} running sandboxes (${PASSES} passes)`, '', costTable, '');
  lines.push(
    `### Queries over 15 days of data, ${SANDBOXES} sandboxes (${QUERY_RUNS} runs each, through HTTP)`,
    '',
    quick
      ? `Seeded directly through the meter's store writes (--quick) in ${(seedMs / 1000).toFixed(0)} s; ${Number(counts.n)} per-minute rows.`
      : `Seeded with ${Math.round((endMs - startMs) / INTERVAL_MS)} meter passes in ${(seedMs / 1000).toFixed(0)} s (${(seedMs / ((endMs - startMs) / INTERVAL_MS)).toFixed(2)} ms a pass of 20 sandboxes); ${Number(counts.n)} per-minute rows.`,
    '',
    'Until the last byte, from a client in its own process (bench/http-load.ts):',
    '',
    table(results, Object.fromEntries(results.map((r) => [r.name, '< 50 ms p95']))),
    '',
    'The same queries through the in-process test client: fetch and JSON.parse of the answer on the',
    "server's own event loop, one after another:",
    '',
    table(parsed),
  );
  const body = lines.join('\n');
  console.log(body);
  if (process.argv.includes('--write')) writeSection('observability', 'Observability (bench/observability.ts)', body);
} finally {
  await t.close();
}

/** (1) Sampling cost with 20 running sandboxes: the meter's CPU per pass. */
async function samplingCost(): Promise<string> {
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
  const cost = table(
    [
      summarize('server CPU per pass', passCpu),
      summarize('  of which the host agent (sampleVms)', hostCpu),
      summarize('wall time per pass', passWall),
      summarize('server CPU per sandbox per pass', perSandbox),
      summarize('CPU per sandbox at one pass per 30 s', shareOfCore, 'µs/s'),
    ],
    { 'CPU per sandbox at one pass per 30 s': '< 5000 µs/s (0.5 % of a core)' },
  );
  console.log(cost);
  for (const vm of vms) await t.client.delete(`/vms/${vm}`);
  return cost;
}
