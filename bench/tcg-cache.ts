// What bounding TCG's translation cache (`-accel tcg,tb-size=`, vmm/qemu.ts TCG_TB_MIB) saves and
// costs (issue 25): for each size, a server whose sandboxes run with it; per sandbox the cache's
// resident size and the QEMU's PSS once idle, and the time of an exec of `true` and of a small
// CPU-bound command (a shell loop, a directory walk, an md5sum of busybox) in a warm sandbox.
// Sizes run in rounds, forwards then backwards, so drift of a noisy machine falls on all of them.
//   node bench/tcg-cache.ts [--sizes 16,64,256] [--rounds 2] [--write]

import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startTestServer } from '../packages/server/test/helpers.ts';
import { writeSection } from './results.ts';
import { machine, type Summary, summarize, table, timed } from './stats.ts';

const { values: flags } = parseArgs({
  options: {
    sizes: { type: 'string', default: '16,64,256' },
    rounds: { type: 'string', default: '2' },
    write: { type: 'boolean', default: false },
  },
});
const SIZES = flags.sizes.split(',').map(Number);
const ROUNDS = Number(flags.rounds);
const SANDBOXES = 3;
const SETTLE_MS = 10_000;
const CPU_WORK = 'i=0; while [ $i -lt 20000 ]; do i=$((i+1)); done; ls -R /usr /bin >/dev/null; md5sum /bin/busybox';

const kib = (text: string, field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);

/** The QEMU's PSS and the resident part of its translation cache (the anonymous mapping of tb-size), in MiB. */
function cost(pid: number, tbMib: number): { pss: number; cache: number } {
  const pss = kib(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'), 'Pss') / 1024;
  const maps = readFileSync(`/proc/${pid}/smaps`, 'utf8').split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/);
  // Anonymous (no path), within a MiB of tb-size (QEMU adds guard pages around its regions), and
  // the most resident of those (glibc's malloc arenas reserve 64 MiB too).
  const cache = maps
    .filter((m) => Math.abs(kib(m, 'Size') - tbMib * 1024) <= 1024 && m.split('\n')[0].trim().split(/\s+/).length === 5)
    .sort((a, b) => kib(b, 'Rss') - kib(a, 'Rss'))[0];
  return { pss, cache: cache ? kib(cache, 'Rss') / 1024 : Number.NaN };
}

interface Samples {
  pss: number[];
  cache: number[];
  execTrue: number[];
  cpuWork: number[];
}
const samples = new Map<number, Samples>(SIZES.map((s) => [s, { pss: [], cache: [], execTrue: [], cpuWork: [] }]));

async function measure(tbMib: number): Promise<void> {
  const out = samples.get(tbMib) as Samples;
  const t = await startTestServer({ tcgTbMib: tbMib, idle: { idleAfterMs: 3_600_000, checkEveryMs: 3_600_000 } });
  try {
    const vms: string[] = [];
    for (let i = 0; i < SANDBOXES; i++) vms.push((await t.client.createSmall({ memory_mb: 128 })).vm_id);
    const exec = (vm: string, args: string[]) => t.client.post(`/vms/${vm}/exec`, { args });
    for (let i = 0; i < 3; i++) await exec(vms[0], ['true']);
    for (let i = 0; i < 10; i++) out.execTrue.push((await timed(() => exec(vms[0], ['true'])))[0]);
    await exec(vms[0], ['sh', '-c', CPU_WORK]);
    for (let i = 0; i < 3; i++) out.cpuWork.push((await timed(() => exec(vms[0], ['sh', '-c', CPU_WORK])))[0]);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    // The idle ones: the first did the work above.
    for (const vm of vms.slice(1)) {
      const c = cost(Number(readFileSync(`${t.config.dataDir}/run/${vm}/qemu.pid`, 'utf8').trim()), tbMib);
      out.pss.push(c.pss);
      out.cache.push(c.cache);
    }
  } finally {
    await t.close();
  }
}

const loadBefore = loadavg()[0];
for (let round = 0; round < ROUNDS; round++) {
  for (const size of round % 2 === 0 ? SIZES : [...SIZES].reverse()) await measure(size);
}
const rows: Summary[] = [];
for (const [size, s] of samples) {
  rows.push(summarize(`tb-size ${size}: idle PSS`, s.pss, 'MiB'));
  rows.push(summarize(`tb-size ${size}: idle translation cache resident`, s.cache, 'MiB'));
  rows.push(summarize(`tb-size ${size}: exec true`, s.execTrue));
  rows.push(summarize(`tb-size ${size}: exec of CPU work`, s.cpuWork));
}
const body = [
  `Machine: ${machine()}; guests under TCG; busybox, 1 vCPU, 128 MiB; ${SANDBOXES} sandboxes per size from one template, ${ROUNDS} rounds; load average ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after. CPU work: \`${CPU_WORK}\`.`,
  '',
  table(rows),
].join('\n');
console.log(body);
if (flags.write) writeSection('tcg-cache', 'TCG translation cache (bench/tcg-cache.ts)', body);
