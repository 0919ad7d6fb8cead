// What an idle sandbox costs the host (issue 25, docs/checkpoints.md "How restores get their RAM"):
// for each count, N idle busybox sandboxes created from one template, with restores mapping the
// template's memory file copy-on-write (`map`, the default) against each getting a clone of it
// (`copy`), in the same run. Per sandbox: its QEMU's PSS (/proc/PID/smaps_rollup), the guest memory
// private to it (what it wrote: anonymous pages of its RAM mapping under `map`, resident pages of its
// own RAM file under `copy`), the host CPU its QEMU uses while idle (utime + stime over 10 s), and
// the host's available memory before and after.
//   node bench/density.ts [--counts 8,32] [--memory-mb 128] [--write]

import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { processCpuMs } from '../packages/server/src/host/metrics.ts';
import { startTestServer, type TestServer } from '../packages/server/test/helpers.ts';
import { writeSection } from './results.ts';
import { machine, type Summary, summarize, table } from './stats.ts';

const { values: flags } = parseArgs({
  options: {
    counts: { type: 'string', default: '8,32' },
    'memory-mb': { type: 'string', default: '128' },
    write: { type: 'boolean', default: false },
  },
});
const COUNTS = flags.counts.split(',').map(Number);
const MEMORY_MB = Number(flags['memory-mb']);
/** Idle long enough for the guests' first work after a restore to be over. */
const SETTLE_MS = 10_000;
/** How long idle CPU is counted for. */
const CPU_WINDOW_MS = 10_000;

const kib = (text: string, field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);
const availableMib = () => kib(readFileSync('/proc/meminfo', 'utf8'), 'MemAvailable') / 1024;

/** PSS of a QEMU, and the guest RAM private to it, in MiB. */
function cost(pid: number, mode: 'map' | 'copy'): { pss: number; privateGuest: number } {
  const pss = kib(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'), 'Pss') / 1024;
  // The RAM mapping is the one as large as the guest's RAM that names a `memory` file.
  const smaps = readFileSync(`/proc/${pid}/smaps`, 'utf8').split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/);
  const ram = smaps.find((m) => /\/memory( \(deleted\))?$/.test(m.split('\n')[0]));
  const privateGuest = ram ? kib(ram, mode === 'map' ? 'Anonymous' : 'Rss') / 1024 : Number.NaN;
  return { pss, privateGuest };
}

interface Outcome {
  mode: 'map' | 'copy';
  count: number;
  pss: number[];
  privateGuest: number[];
  /** Per sandbox, % of one core while idle. */
  cpu: number[];
  availableBefore: number;
  availableAfter: number;
}

async function measure(mode: 'map' | 'copy', count: number): Promise<Outcome> {
  const t: TestServer = await startTestServer({
    restoreMemory: mode,
    sandboxCap: count + 1,
    idle: { idleAfterMs: 3_600_000, checkEveryMs: 3_600_000 },
  });
  try {
    // The template, built before the count starts.
    const first = await t.client.createSmall({ memory_mb: MEMORY_MB });
    await t.client.delete(`/vms/${first.vm_id}`);
    const availableBefore = availableMib();
    const vms: string[] = [];
    for (let i = 0; i < count; i++) vms.push((await t.client.createSmall({ memory_mb: MEMORY_MB })).vm_id);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const pids = vms.map((vm) => Number(readFileSync(`${t.config.dataDir}/run/${vm}/qemu.pid`, 'utf8').trim()));
    const cpuMs = (pid: number) => processCpuMs(pid) ?? Number.NaN;
    const cpuBefore = pids.map(cpuMs);
    await new Promise((r) => setTimeout(r, CPU_WINDOW_MS));
    const cpu = pids.map((pid, i) => ((cpuMs(pid) - cpuBefore[i]) / CPU_WINDOW_MS) * 100);
    const costs = pids.map((pid) => cost(pid, mode));
    const availableAfter = availableMib();
    return {
      mode,
      count,
      pss: costs.map((c) => c.pss),
      privateGuest: costs.map((c) => c.privateGuest),
      cpu,
      availableBefore,
      availableAfter,
    };
  } finally {
    await t.close();
  }
}

const loadBefore = loadavg()[0];
const rows: Summary[] = [];
const lines: string[] = [];
for (const count of COUNTS) {
  for (const mode of ['map', 'copy'] as const) {
    const o = await measure(mode, count);
    rows.push(summarize(`${count} sandboxes, ${mode}: PSS per sandbox`, o.pss, 'MiB'));
    rows.push(summarize(`${count} sandboxes, ${mode}: guest RAM private to it`, o.privateGuest, 'MiB'));
    rows.push(summarize(`${count} sandboxes, ${mode}: host CPU while idle, % of a core`, o.cpu, '%'));
    const used = o.availableBefore - o.availableAfter;
    lines.push(
      `- ${count} sandboxes, ${mode}: PSS total ${o.pss.reduce((a, b) => a + b, 0).toFixed(0)} MiB; idle CPU total ${o.cpu.reduce((a, b) => a + b, 0).toFixed(0)} % of a core; host available memory ${o.availableBefore.toFixed(0)} -> ${o.availableAfter.toFixed(0)} MiB (${(used / count).toFixed(1)} MiB per sandbox)`,
    );
  }
}
const body = [
  `Machine: ${machine()}; guests under TCG; busybox, 1 vCPU, ${MEMORY_MB} MiB, idle ${SETTLE_MS / 1000} s after the last create; both modes in one run; load average ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after.`,
  '',
  table(rows, {}),
  '',
  ...lines,
  '',
  'Target (issue 25): PSS at most 12 MiB per idle sandbox under TCG, at most 4 MiB of it guest memory private to the sandbox.',
].join('\n');
console.log(body);
if (flags.write) writeSection('density', 'Density (bench/density.ts)', body);
