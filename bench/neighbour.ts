// A busy neighbour (docs/security.md, "cgroups"): one sandbox burning every vCPU it was given, and
// what that does to another sandbox's exec and to the API, in repeated runs. Each run measures the
// neighbour's exec round trip and GET /vms/{id} calm and with a 2-vCPU burner spinning, in turns
// (the burner's loops stopped and continued with SIGSTOP and SIGCONT inside its guest), so that a
// drift of the machine's own speed falls on both sides alike; and the CPU each QEMU got over the
// busy turns (from its process: all its threads, in its own cgroup). Each turn ends with a second
// calm set, so each run also says how far two calm p50s of the same size drift apart by chance
// (the "calm again" column): the noise a ratio of two p50s carries.
// Target (issue "Under load and over time"): the burner changes the neighbour's exec p50 by at most
// 2x in every run, not on average. This is the ratio confinement.test.ts used to gate on; the test
// now holds the mechanism (quota, weights, the neighbour answering) and this reports the figure.
//   node bench/neighbour.ts [--runs N] [--samples N] [--write]   (samples per p50, default 45:
//   with 15, two calm p50s of one run drifted apart by up to 1.5x; bench/RESULTS.md)

import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { processCpuMs } from '../packages/server/src/host/metrics.ts';
import { startTestServer } from '../packages/server/test/helpers.ts';
import { qemuPidOf } from '../packages/server/test/jail-fixture.ts';
import { writeSection } from './results.ts';
import { machine, percentile } from './stats.ts';

const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    samples: { type: 'string', default: '45' },
    write: { type: 'boolean', default: false },
  },
});
const RUNS = Number(flags.runs);
const SAMPLES = Number(flags.samples);
/** Calm and busy turns per run, SAMPLES / TURNS samples of each in each turn. */
const TURNS = 3;

const t = await startTestServer({ idle: { idleAfterMs: 3_600_000, checkEveryMs: 3_600_000 } });
const p50 = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );

async function sample(fn: () => Promise<unknown>, n: number, out: number[]): Promise<void> {
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
}

interface Run {
  calmExec: number;
  busyExec: number;
  calmAgainExec: number;
  calmApi: number;
  busyApi: number;
  burnerCores: number;
  neighbourCores: number;
}

async function run(): Promise<Run> {
  const neighbour = (await t.client.createSmall()).vm_id;
  const burner = (await t.client.createSmall({ cpus: 2 })).vm_id;
  const exec = () => t.client.exec(neighbour, ['true']);
  const api = () => t.client.get(`/vms/${neighbour}`);
  await t.client.post(`/vms/${burner}/exec`, {
    args: ['sh', '-c', 'for i in 1 2; do (while :; do :; done) & echo $! >> /tmp/burn; done; sleep 600'],
    background: true,
  });
  const signal = async (sig: string) => {
    await t.client.exec(burner, ['sh', '-c', `kill -${sig} $(cat /tmp/burn)`]);
    await new Promise((r) => setTimeout(r, 500));
  };
  const pids = { burner: qemuPidOf(t.config.dataDir, burner), neighbour: qemuPidOf(t.config.dataDir, neighbour) };
  const cpu = () => ({
    b: processCpuMs(pids.burner) ?? 0,
    n: processCpuMs(pids.neighbour) ?? 0,
    at: performance.now(),
  });
  const times = { calmExec: [], busyExec: [], calmAgainExec: [], calmApi: [], busyApi: [] } as Record<string, number[]>;
  const busy = { b: 0, n: 0, ms: 0 };
  for (let turn = 0; turn < TURNS; turn++) {
    await signal('STOP');
    await sample(exec, SAMPLES / TURNS, times.calmExec);
    await sample(api, SAMPLES / TURNS, times.calmApi);
    await signal('CONT');
    const before = cpu();
    await sample(exec, SAMPLES / TURNS, times.busyExec);
    await sample(api, SAMPLES / TURNS, times.busyApi);
    const after = cpu();
    busy.b += after.b - before.b;
    busy.n += after.n - before.n;
    busy.ms += after.at - before.at;
    await signal('STOP');
    await sample(exec, SAMPLES / TURNS, times.calmAgainExec);
  }
  for (const vm of [neighbour, burner]) await t.client.delete(`/vms/${vm}`);
  return {
    calmExec: p50(times.calmExec),
    busyExec: p50(times.busyExec),
    calmAgainExec: p50(times.calmAgainExec),
    calmApi: p50(times.calmApi),
    busyApi: p50(times.busyApi),
    burnerCores: busy.b / busy.ms,
    neighbourCores: busy.n / busy.ms,
  };
}

const loadBefore = loadavg()[0];
const runs: Run[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    runs.push(await run());
    const r = runs.at(-1) as Run;
    console.log(
      `run ${i + 1}: exec ${r.calmExec.toFixed(1)} -> ${r.busyExec.toFixed(1)} ms (${(r.busyExec / r.calmExec).toFixed(2)}x), ` +
        `calm again ${r.calmAgainExec.toFixed(1)} ms (${(r.calmAgainExec / r.calmExec).toFixed(2)}x), ` +
        `API ${r.calmApi.toFixed(1)} -> ${r.busyApi.toFixed(1)} ms; burner ${r.burnerCores.toFixed(2)} cores, neighbour ${r.neighbourCores.toFixed(2)}`,
    );
  }
} finally {
  await t.close();
}

const ratios = runs.map((r) => r.busyExec / r.calmExec);
const worst = Math.max(...ratios);
const drifts = runs.map((r) => r.calmAgainExec / r.calmExec);
/** How far a ratio strays from 1 either way (0.5x strays as far as 2x). */
const stray = (x: number) => Math.max(x, 1 / x);
const body = [
  `Machine: ${machine()}; guests under TCG; busybox, neighbour 1 vCPU, burner 2 vCPUs spinning both; ${SAMPLES} samples per p50, in ${TURNS} calm and busy turns; load average ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after.`,
  '',
  '| run | neighbour exec p50 calm -> busy (ms) | ratio | calm again (ms) | calm again / calm | API p50 calm -> busy (ms) | burner cores | neighbour cores |',
  '|---|---|---|---|---|---|---|---|',
  ...runs.map(
    (r, i) =>
      `| ${i + 1} | ${r.calmExec.toFixed(1)} -> ${r.busyExec.toFixed(1)} | ${(r.busyExec / r.calmExec).toFixed(2)}x | ${r.calmAgainExec.toFixed(1)} | ${drifts[i].toFixed(2)}x | ${r.calmApi.toFixed(1)} -> ${r.busyApi.toFixed(1)} | ${r.burnerCores.toFixed(2)} | ${r.neighbourCores.toFixed(2)} |`,
  ),
  '',
  `Target: at most 2x in every run. Worst run: ${worst.toFixed(2)}x (${worst <= 2 ? 'met' : 'NOT met'}); runs over 2x: ${ratios.filter((x) => x > 2).length} of ${runs.length}.`,
  `Calm against calm again, the same size of sample with nothing changed: ${Math.min(...drifts).toFixed(2)}x to ${Math.max(...drifts).toFixed(2)}x (furthest from 1: ${Math.max(...drifts.map(stray)).toFixed(2)}x either way).`,
].join('\n');
console.log(body);
if (flags.write) writeSection('neighbour', 'A busy neighbour (bench/neighbour.ts)', body);
