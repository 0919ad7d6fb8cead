// A long run of `warren serve` (a process of its own) under a mixed workload: N sandboxes, each
// with a worker doing exec, file writes and reads, snapshots, forks, sleep and wake, archive and
// unarchive, public URL requests, and now and then replacing its sandbox (delete and create).
// Per window it reports errors by kind, p50/p95 of each operation, the server's RSS and open file
// descriptors, the host's QEMU count and the data store's free space. Targets (issue 24): no
// errors; no growth in RSS, fds or leftovers from the first window to the last; p95 of the last
// window within 1.5x of the first.
//   node bench/soak.ts [--sandboxes 20] [--minutes 30] [--windows 6] [--write]

import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, statfsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Client } from '../packages/server/test/helpers.ts';
import { ServeProcess } from '../packages/server/test/serve-process-fixture.ts';
import { writeSection } from './results.ts';
import { machine, percentile } from './stats.ts';

const { values: flags } = parseArgs({
  options: {
    sandboxes: { type: 'string', default: '20' },
    minutes: { type: 'string', default: '30' },
    windows: { type: 'string', default: '6' },
    write: { type: 'boolean', default: false },
  },
});
const SANDBOXES = Number(flags.sandboxes);
const WINDOWS = Number(flags.windows);
const WINDOW_MS = (Number(flags.minutes) * 60_000) / WINDOWS;
const SHAPE = { image: 'busybox', cpus: 1, memory_mb: 128 };
const GUEST_PORT = 8000;

interface Window {
  times: Map<string, number[]>;
  errors: Map<string, number>;
  rssMb?: number;
  fds?: number;
  qemus?: number;
  freeGb?: number;
}

const windows: Window[] = [];
const current = () => windows[windows.length - 1];

/** Runs one operation, timing it into the current window, or counting its error by kind. */
async function op(name: string, fn: () => Promise<void>): Promise<void> {
  const w = current();
  const t0 = performance.now();
  try {
    await fn();
    const list = w.times.get(name) ?? [];
    list.push(performance.now() - t0);
    w.times.set(name, list);
  } catch (err) {
    const kind = `${name}: ${(err as Error).message.slice(0, 120)}`;
    w.errors.set(kind, (w.errors.get(kind) ?? 0) + 1);
  }
}

function must(r: { status: number; body: unknown }, ok: number[], what: string): void {
  if (!ok.includes(r.status)) throw new Error(`${what} ${r.status} ${JSON.stringify(r.body).slice(0, 80)}`);
}

function curl(ca: string, url: string): Promise<number> {
  return new Promise((resolve) => {
    execFile(
      'curl',
      ['-sS', '-o', '/dev/null', '--cacert', ca, '--max-time', '30', '-w', '%{http_code}', url],
      (_e, out) => resolve(Number(out) || 0),
    );
  });
}

/** A sandbox serving a page on GUEST_PORT behind a public URL. */
async function newSandbox(c: Client): Promise<{ vm: string; url: string }> {
  const r = await c.create(SHAPE);
  must(r, [201], 'create');
  const vm = r.body.vm_id as string;
  await c.sh(vm, `mkdir -p /www && echo soak > /www/index.html && (busybox httpd -p ${GUEST_PORT} -h /www &)`);
  const e = await c.post(`/vms/${vm}/expose`, { guest_port: GUEST_PORT });
  must(e, [201], 'expose');
  return { vm, url: e.body.public_url };
}

async function worker(s: ServeProcess, i: number, until: number): Promise<void> {
  const c = s.client;
  const ca = join(s.dataDir, 'edge', 'ca.crt');
  let sb = await newSandbox(c);
  for (let n = 0; Date.now() < until; n++) {
    const { vm, url } = sb;
    await op('exec', async () => {
      if ((await c.exec(vm, ['echo', 'hi'])).stdout !== 'hi\n') throw new Error('wrong output');
    });
    await op('file write+read', async () => {
      const data = new TextEncoder().encode(`worker ${i} round ${n}\n`);
      must(await c.call('PUT', `/vms/${vm}/files?path=/root/f`, data), [200, 204], 'write');
      const r = await c.get(`/vms/${vm}/files?path=/root/f`);
      if (Buffer.from(r.body).toString() !== `worker ${i} round ${n}\n`) throw new Error('read back differs');
    });
    await op('public URL', async () => {
      const status = await curl(ca, url);
      if (status !== 200) throw new Error(`status ${status}`);
    });
    switch (n % 6) {
      case 0:
        await op('snapshot', async () => {
          const r = await c.post(`/vms/${vm}/snapshot`, {});
          must(r, [201], 'snapshot');
          must(await c.delete(`/snapshots/${r.body.snapshot_id}`), [204], 'snapshot delete');
        });
        break;
      case 1:
        await op('fork and delete child', async () => {
          const r = await c.post(`/vms/${vm}/branch`, {});
          must(r, [201], 'fork');
          const child = (r.body.vms?.[0]?.vm_id ?? r.body.vm_id) as string;
          await c.exec(child, ['true']);
          must(await c.delete(`/vms/${child}`), [204], 'delete child');
        });
        break;
      case 2:
        // An exposed port is work, so `sleep` would answer slept: false: a snapshot leaves it slept.
        await op('sleep and wake', async () => {
          const r = await c.post(`/vms/${vm}/snapshot`, { leave_paused: true });
          must(r, [201], 'snapshot leave_paused');
          if ((await c.get(`/vms/${vm}`)).body.state !== 'slept') throw new Error('not slept');
          await c.exec(vm, ['true']);
          must(await c.delete(`/snapshots/${r.body.snapshot_id}`), [204], 'snapshot delete');
        });
        break;
      case 3:
        await op('archive and unarchive', async () => {
          must(await c.post(`/vms/${vm}/stop`), [200], 'stop');
          must(await c.post(`/vms/${vm}/start`), [200], 'start');
          await c.exec(vm, ['true']);
        });
        break;
      case 5:
        await op('delete and create', async () => {
          must(await c.delete(`/vms/${vm}`), [204], 'delete');
          sb = await newSandbox(c);
        });
        break;
    }
  }
}

/** The server's resident memory and open descriptors, the host's QEMUs, the store's free space. */
function sample(s: ServeProcess, w: Window): void {
  const status = readFileSync(`/proc/${s.pid}/status`, 'utf8');
  w.rssMb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  w.fds = readdirSync(`/proc/${s.pid}/fd`).length;
  w.qemus = s.qemuOwners().length;
  const fs = statfsSync(s.dataDir);
  w.freeGb = (fs.bavail * fs.bsize) / 1024 ** 3;
}

const s = new ServeProcess('warren-soak-');
const loadBefore = loadavg()[0];
await s.init();
try {
  windows.push({ times: new Map(), errors: new Map() });
  // One template build and warm pool before the clock starts.
  await newSandbox(s.client).then(({ vm }) => s.client.delete(`/vms/${vm}`));
  const end = Date.now() + WINDOW_MS * WINDOWS;
  const ticker = setInterval(() => {
    sample(s, current());
    if (windows.length < WINDOWS) windows.push({ times: new Map(), errors: new Map() });
  }, WINDOW_MS);
  await Promise.all(Array.from({ length: SANDBOXES }, (_, i) => worker(s, i, end)));
  clearInterval(ticker);
  sample(s, current());

  const names = [...new Set(windows.flatMap((w) => [...w.times.keys()]))].sort();
  const fmt = (v: number | undefined) =>
    v === undefined || Number.isNaN(v) ? '' : v >= 100 ? v.toFixed(0) : v.toFixed(1);
  const head = `| window | ${names.map((n) => `${n} p50 / p95 ms (n)`).join(' | ')} | errors | server RSS MB | fds | QEMUs | free GB |`;
  const rows = windows.map((w, i) => {
    const cells = names.map((n) => {
      const t = [...(w.times.get(n) ?? [])].sort((a, b) => a - b);
      return `${fmt(percentile(t, 50))} / ${fmt(percentile(t, 95))} (${t.length})`;
    });
    const errors = [...w.errors.values()].reduce((a, b) => a + b, 0);
    return `| ${i + 1} | ${cells.join(' | ')} | ${errors} | ${fmt(w.rssMb)} | ${w.fds ?? ''} | ${w.qemus ?? ''} | ${fmt(w.freeGb)} |`;
  });
  const errorKinds = new Map<string, number>();
  for (const w of windows) for (const [k, v] of w.errors) errorKinds.set(k, (errorKinds.get(k) ?? 0) + v);
  const p95 = (w: Window, n: string) =>
    percentile(
      [...(w.times.get(n) ?? [])].sort((a, b) => a - b),
      95,
    );
  const first = windows[0];
  const last = windows[windows.length - 1];
  const verdicts = [
    `- errors: ${[...errorKinds.values()].reduce((a, b) => a + b, 0)} (target 0)${[...errorKinds].map(([k, v]) => `\n  - ${v} × ${k}`).join('')}`,
    `- server RSS first/last window: ${fmt(first.rssMb)} / ${fmt(last.rssMb)} MB; fds ${first.fds} / ${last.fds}; QEMUs ${first.qemus} / ${last.qemus}`,
    ...names.map((n) => `- ${n}: p95 last/first ${(p95(last, n) / p95(first, n)).toFixed(2)}x (target at most 1.5x)`),
  ];
  const body = [
    `Machine: ${machine()}; guests under TCG; busybox, 1 vCPU, 128 MiB. ${SANDBOXES} sandboxes for ${flags.minutes} min in ${WINDOWS} windows; load average ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after.`,
    '',
    head,
    `|---|${names.map(() => '---|').join('')}---|---|---|---|---|`,
    ...rows,
    '',
    ...verdicts,
  ].join('\n');
  console.log(body);
  if (flags.write) writeSection('soak', 'Soak (bench/soak.ts)', body);
} finally {
  await s.close();
}
