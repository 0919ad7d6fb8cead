// A long run of `warren serve` (a process of its own) under a mixed workload: N sandboxes, each
// with a worker doing exec, file writes and reads, snapshots, forks, sleep and wake, archive and
// unarchive, public URL requests, and now and then replacing its sandbox (delete and create).
// Per window it reports errors by kind, p50/p95 of each operation, the server's RSS (its anonymous
// part, and the V8 heap and external memory from a diagnostic report the server writes on
// SIGUSR2), open file descriptors, the size of the server's SQLite database with its log (its page
// cache fills as it grows), the host's QEMUs (sandboxes and warm pool apart) and the data store's
// free space.
// Targets (issue "Under load and over time"): no errors; RSS and fds flat (last window against the
// first); QEMUs all accounted for; p95 of every operation at most 1.5x from first to last; GET /vms
// p95 under 100 ms; nothing left behind at the end.
//
// It stays within what the service promises an organization: the workers are split over two
// organizations so that each, with a fork child per worker, holds at most the cap of 20 sandboxes;
// each organization's request budgets are raised for the run with the operator's command line
// (`warren org limits`). A refusal the bench caused itself (429 with Retry-After, 503 capacity or
// template building) is waited out as the answer says and counted apart from errors; a worker
// whose sandbox is gone makes a new one, with backoff. The windows start after a warm-up (the
// template's build and every worker's first sandbox), which is reported apart.
//   node bench/soak.ts [--sandboxes 20] [--minutes 30] [--windows 6] [--write]

import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statfsSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from '../packages/server/test/helpers.ts';
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
const RSS_EVERY_MS = 15_000;

interface Window {
  times: Map<string, number[]>;
  errors: Map<string, number>;
  /** Refusals the bench's own pace caused, waited out as their Retry-After said. */
  refusals: Map<string, number>;
  rssMb?: number;
  anonMb?: number;
  /** RSS read every RSS_EVERY_MS: one reading moves by ±20 MB as V8's young generation fills and empties. */
  rssSamples: number[];
  /** The V8 heap, used and total, as the server's diagnostic report gives it (no GC forced). */
  heap?: Promise<{ usedMb: number; totalMb: number; externalMb: number } | undefined>;
  /** The server's SQLite database with its write-ahead log (its page cache grows with it). */
  dbMb?: number;
  fds?: number;
  qemus?: number;
  /** QEMUs of sandboxes and of the warm pool (the rest: neither, i.e. unaccounted). */
  sandboxQemus?: number;
  poolQemus?: number;
  freeGb?: number;
}

/** Where each sleep and wake spent its time (sleep, wake, snapshot delete), for its slowest runs. */
const sleepWakeParts: { window: number; ms: number[] }[] = [];
const newWindow = (): Window => ({ times: new Map(), errors: new Map(), refusals: new Map(), rssSamples: [] });
/** Organizations the workers are split over: each holds at most the cap with a fork child per worker. */
const ORGS = ['acme', 'globex'];
const MAX_RETRIES = 8;

const windows: Window[] = [];
const current = () => windows[windows.length - 1];

/** An answer the service gave to pace its caller: wait `retryAfterS` and ask again. */
class Refused extends Error {
  readonly kind: string;
  readonly retryAfterS: number;
  constructor(kind: string, retryAfterS: number) {
    super(kind);
    this.kind = kind;
    this.retryAfterS = retryAfterS;
  }
}

/** The worker's sandbox is gone (404): it makes a new one. */
class Gone extends Error {}

const count = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

/**
 * Runs one operation, timing it into the current window (the time of its successful attempt), or
 * counting its error by kind. A refusal is waited out and the operation tried again; a Gone is
 * passed to the worker.
 */
async function op(name: string, fn: () => Promise<void>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const t0 = performance.now();
    try {
      await fn();
      const list = current().times.get(name) ?? [];
      list.push(performance.now() - t0);
      current().times.set(name, list);
      return;
    } catch (err) {
      if (err instanceof Gone) throw err;
      if (err instanceof Refused && attempt < MAX_RETRIES) {
        count(current().refusals, `${name}: ${err.kind}`);
        await new Promise((r) => setTimeout(r, err.retryAfterS * 1000 * (1 + Math.random() / 4)));
        continue;
      }
      count(current().errors, `${name}: ${(err as Error).message.slice(0, 120)}`);
      return;
    }
  }
}

type Answer = { status: number; body: { error?: string } & Record<string, unknown>; headers?: Headers };

/** Passes an expected answer; turns pacing into Refused, a vanished sandbox into Gone, the rest into an error. */
function must(r: Answer, ok: number[], what: string): void {
  if (ok.includes(r.status)) return;
  const retryAfter = Number(r.headers?.get('retry-after') ?? 0) || 5;
  if (r.status === 429) throw new Refused(`${what} 429 rate limited`, retryAfter);
  if (r.status === 503 && ['capacity', 'template building'].includes(r.body?.error ?? ''))
    throw new Refused(`${what} 503 ${r.body.error}`, retryAfter);
  if (r.status === 404 && what !== 'create') throw new Gone(`${what}: the sandbox is gone`);
  throw new Error(`${what} ${r.status} ${JSON.stringify(r.body).slice(0, 80)}`);
}

/** The status of a GET of `url`, and its body (what an error says). */
function curl(ca: string, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    execFile('curl', ['-sS', '--cacert', ca, '--max-time', '30', '-w', '\n%{http_code}', url], (_e, out) => {
      const lines = String(out).split('\n');
      resolve({ status: Number(lines.pop()) || 0, body: lines.join('\n') });
    });
  });
}

/**
 * The API's own latency, seen from outside the bench's process: a `curl` of GET /vms every
 * `everyMs`, timed by curl itself (`time_total`), so the bench's busy event loop does not count.
 */
async function probe(c: Client, until: number, everyMs = 2000): Promise<void> {
  while (Date.now() < until) {
    const seconds = await new Promise<number>((resolve) => {
      execFile(
        'curl',
        [
          '-sS',
          '-o',
          '/dev/null',
          '--max-time',
          '30',
          '-H',
          `authorization: Bearer ${c.key}`,
          '-w',
          '%{http_code} %{time_total}',
          `${c.url}/vms`,
        ],
        (_e, out) => {
          const [code, total] = String(out).split(' ');
          resolve(code === '200' ? Number(total) : Number.NaN);
        },
      );
    });
    if (Number.isNaN(seconds)) count(current().errors, 'GET /vms (curl probe): not 200');
    else {
      const list = current().times.get('GET /vms (curl probe)') ?? [];
      list.push(seconds * 1000);
      current().times.set('GET /vms (curl probe)', list);
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** A sandbox serving a page on GUEST_PORT behind a public URL; refusals are waited out. */
async function newSandbox(c: Client): Promise<{ vm: string; url: string }> {
  let made: { vm: string; url: string } | undefined;
  await op('create and expose', async () => {
    const r = await c.create(SHAPE);
    must(r, [201], 'create');
    const vm = r.body.vm_id as string;
    const page = `mkdir -p /www && echo soak > /www/index.html && (busybox httpd -p ${GUEST_PORT} -h /www &)`;
    must(await c.post(`/vms/${vm}/exec`, { args: ['sh', '-c', page] }), [200], 'serve');
    const e = await c.post(`/vms/${vm}/expose`, { guest_port: GUEST_PORT });
    must(e, [201], 'expose');
    made = { vm, url: e.body.public_url as string };
  });
  if (!made) throw new Error('could not make a sandbox');
  return made;
}

/** A sandbox for a worker: made again, with backoff, until it is (errors are counted by op). */
async function sandboxFor(c: Client, until: number): Promise<{ vm: string; url: string } | undefined> {
  for (let backoffMs = 1000; Date.now() < until; backoffMs = Math.min(backoffMs * 2, 30_000)) {
    try {
      return await newSandbox(c);
    } catch {
      await new Promise((r) => setTimeout(r, backoffMs));
    }
  }
  return undefined;
}

/**
 * A worker's rounds on `sb` until `until`. Worker i starts at step i of the six-step mix, so the
 * workers are spread over it from the first window, as they are later on (started in step, all 20
 * would fork at once, then all archive at once).
 */
async function worker(
  s: ServeProcess,
  c: Client,
  i: number,
  until: number,
  first: { vm: string; url: string } | undefined,
): Promise<void> {
  const ca = join(s.dataDir, 'edge', 'ca.crt');
  let sb = first;
  for (let n = i; sb && Date.now() < until; n++) {
    try {
      await round(c, ca, i, n, sb, (made) => {
        sb = made;
      });
    } catch (err) {
      if (!(err instanceof Gone)) throw err;
      count(current().refusals, `${err.message} (made again)`);
      sb = await sandboxFor(c, until);
    }
  }
}

/** One round of a worker's mix on its sandbox; `replaced` takes the sandbox a delete-and-create made. */
async function round(
  c: Client,
  ca: string,
  i: number,
  n: number,
  sb: { vm: string; url: string },
  replaced: (made: { vm: string; url: string }) => void,
): Promise<void> {
  const { vm, url } = sb;
  await op('exec', async () => {
    const r = await c.post(`/vms/${vm}/exec`, { args: ['echo', 'hi'] });
    must(r, [200], 'exec');
    if (r.body.stdout !== 'hi\n') throw new Error('wrong output');
  });
  await op('GET /vms', async () => must(await c.get('/vms'), [200], 'list'));
  await op('file write+read', async () => {
    const data = new TextEncoder().encode(`worker ${i} round ${n}\n`);
    must(await c.call('PUT', `/vms/${vm}/files?path=/root/f`, data), [200, 204], 'write');
    const r = await c.get(`/vms/${vm}/files?path=/root/f`);
    must(r, [200], 'read');
    if (Buffer.from(r.body as unknown as ArrayBuffer).toString() !== `worker ${i} round ${n}\n`)
      throw new Error('read back differs');
  });
  await op('public URL', async () => {
    const { status, body } = await curl(ca, url);
    if (status !== 200) throw new Error(`status ${status} ${body.slice(0, 100)}`);
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
        const child = r.body.vm_id as string;
        must(await c.post(`/vms/${child}/exec`, { args: ['true'] }), [200], 'exec in the child');
        must(await c.delete(`/vms/${child}`), [204], 'delete child');
      });
      break;
    case 2:
      // An exposed port is work, so `sleep` would answer slept: false: a snapshot leaves it slept.
      await op('sleep and wake', async () => {
        const t = [performance.now()];
        const r = await c.post(`/vms/${vm}/snapshot`, { leave_paused: true });
        must(r, [201], 'snapshot leave_paused');
        if ((await c.get(`/vms/${vm}`)).body.state !== 'slept') throw new Error('not slept');
        t.push(performance.now());
        must(await c.post(`/vms/${vm}/exec`, { args: ['true'] }), [200], 'wake');
        t.push(performance.now());
        must(await c.delete(`/snapshots/${r.body.snapshot_id}`), [204], 'snapshot delete');
        t.push(performance.now());
        sleepWakeParts.push({ window: windows.length - 1, ms: t.slice(1).map((x, k) => x - t[k]) });
      });
      break;
    case 3:
      await op('archive and unarchive', async () => {
        must(await c.post(`/vms/${vm}/stop`), [200], 'stop');
        must(await c.post(`/vms/${vm}/start`), [200], 'start');
        must(await c.post(`/vms/${vm}/exec`, { args: ['true'] }), [200], 'exec after start');
      });
      break;
    case 5:
      await op('delete', async () => must(await c.delete(`/vms/${vm}`), [204], 'delete'));
      replaced(await newSandbox(c));
      break;
  }
}

function rssMb(s: ServeProcess): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${s.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}

/** The server's resident memory and open descriptors, the host's QEMUs, the store's free space. */
function sample(s: ServeProcess, w: Window): void {
  w.rssMb = rssMb(s);
  const rollup = readFileSync(`/proc/${s.pid}/smaps_rollup`, 'utf8');
  w.anonMb = Number(/^Anonymous:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) / 1024;
  w.heap = heapOf(s.pid as number);
  w.heap.catch(() => undefined);
  w.fds = readdirSync(`/proc/${s.pid}/fd`).length;
  w.dbMb =
    ['warren.db', 'warren.db-wal']
      .map((f) => (existsSync(join(s.dataDir, f)) ? statSync(join(s.dataDir, f)).size : 0))
      .reduce((a, b) => a + b, 0) /
    1024 ** 2;
  const qemus = s.qemuOwners();
  w.qemus = qemus.length;
  w.poolQemus = qemus.filter((q) => q.owner?.startsWith('warm-')).length;
  w.sandboxQemus = qemus.filter((q) => q.owner && !q.owner.startsWith('warm-')).length;
  const fs = statfsSync(s.dataDir);
  w.freeGb = (fs.bavail * fs.bsize) / 1024 ** 3;
}

/** Where the server writes a diagnostic report when sent SIGUSR2 (Node's --report-on-signal). */
const REPORTS = mkdtempSync(join(tmpdir(), 'warren-soak-reports-'));
process.env.NODE_OPTIONS =
  `${process.env.NODE_OPTIONS ?? ''} --report-on-signal --report-signal=SIGUSR2 --report-compact --report-directory=${REPORTS}`.trim();

/** The server's V8 heap from the report it writes on SIGUSR2 (a few ms of its event loop). */
async function heapOf(pid: number): Promise<{ usedMb: number; totalMb: number; externalMb: number } | undefined> {
  const seen = new Set(readdirSync(REPORTS));
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 100));
    const file = readdirSync(REPORTS).find((f) => !seen.has(f));
    if (!file) continue;
    try {
      const { javascriptHeap } = JSON.parse(readFileSync(join(REPORTS, file), 'utf8'));
      rmSync(join(REPORTS, file));
      return {
        usedMb: javascriptHeap.usedMemory / 1024 ** 2,
        totalMb: javascriptHeap.totalMemory / 1024 ** 2,
        externalMb: javascriptHeap.externalMemory / 1024 ** 2,
      };
    } catch {
      // still being written
    }
  }
  return undefined;
}

const s = new ServeProcess('warren-soak-');
const loadBefore = loadavg()[0];
await s.init();
let leftovers: string[] = [];
try {
  // A second organization, and budgets raised for the run (the operator's command line, live).
  s.cli('org', 'create', ORGS[1]);
  const clients = [s.client, new Client(`http://127.0.0.1:${s.port}`, s.cli('key', 'create', '--org', ORGS[1]))];
  for (const org of ORGS) s.cli('org', 'limits', org, '--acquisitions', '6000', '--other', '120000');
  // Warm-up, before the clock starts and reported apart: one template build and warm pool, then
  // every worker's sandbox (the first 20 creates, a burst no later window sees).
  windows.push(newWindow());
  const warmupStart = Date.now();
  await newSandbox(s.client).then(({ vm }) => s.client.delete(`/vms/${vm}`));
  const firsts = await Promise.all(
    Array.from({ length: SANDBOXES }, (_, i) => sandboxFor(clients[i % ORGS.length], warmupStart + WINDOW_MS)),
  );
  const warmupS = (Date.now() - warmupStart) / 1000;
  windows.push(newWindow());
  const end = Date.now() + WINDOW_MS * WINDOWS;
  const ticker = setInterval(() => {
    sample(s, current());
    if (windows.length <= WINDOWS) windows.push(newWindow());
  }, WINDOW_MS);
  const rssTicker = setInterval(() => current().rssSamples.push(rssMb(s)), RSS_EVERY_MS);
  await Promise.all([
    probe(s.client, end),
    ...Array.from({ length: SANDBOXES }, (_, i) => worker(s, clients[i % ORGS.length], i, end, firsts[i])),
  ]);
  clearInterval(ticker);
  clearInterval(rssTicker);
  sample(s, current());
  leftovers = await afterwards(s, clients);

  const names = [...new Set(windows.flatMap((w) => [...w.times.keys()]))].sort();
  const fmt = (v: number | undefined) =>
    v === undefined || Number.isNaN(v) ? '' : v >= 100 ? v.toFixed(0) : v.toFixed(1);
  const head = `| window | ${names.map((n) => `${n} p50 / p95 ms (n)`).join(' | ')} | errors | refusals | server RSS MB: median (n) / at the end (anonymous; V8 heap used / total; external) | fds | database MB | QEMUs (sandboxes + pool) | free GB |`;
  const heaps = await Promise.all(windows.map((w) => w.heap?.catch(() => undefined)));
  const median = (xs: number[]) =>
    percentile(
      [...xs].sort((a, b) => a - b),
      50,
    );
  const memory = (w: Window, i: number) =>
    w.rssMb === undefined
      ? ''
      : `${fmt(median(w.rssSamples))} (${w.rssSamples.length}) / ${fmt(w.rssMb)} (${fmt(w.anonMb)}; ${heaps[i] ? `${fmt(heaps[i].usedMb)} / ${fmt(heaps[i].totalMb)}; ${fmt(heaps[i].externalMb)}` : '?'})`;
  const rows = windows.map((w, i) => {
    const cells = names.map((n) => {
      const t = [...(w.times.get(n) ?? [])].sort((a, b) => a - b);
      return `${fmt(percentile(t, 50))} / ${fmt(percentile(t, 95))} (${t.length})`;
    });
    const errors = [...w.errors.values()].reduce((a, b) => a + b, 0);
    const refusals = [...w.refusals.values()].reduce((a, b) => a + b, 0);
    return `| ${i === 0 ? 'warm-up' : i} | ${cells.join(' | ')} | ${errors} | ${refusals} | ${memory(w, i)} | ${w.fds ?? ''} | ${fmt(w.dbMb)} | ${w.qemus ?? ''} (${w.sandboxQemus ?? ''} + ${w.poolQemus ?? ''}) | ${fmt(w.freeGb)} |`;
  });
  const errorKinds = new Map<string, number>();
  for (const w of windows) for (const [k, v] of w.errors) errorKinds.set(k, (errorKinds.get(k) ?? 0) + v);
  const refusalKinds = new Map<string, number>();
  for (const w of windows) for (const [k, v] of w.refusals) refusalKinds.set(k, (refusalKinds.get(k) ?? 0) + v);
  const unaccounted = windows.slice(1).map((w) => (w.qemus ?? 0) - (w.sandboxQemus ?? 0) - (w.poolQemus ?? 0));
  const p95 = (w: Window, n: string) =>
    percentile(
      [...(w.times.get(n) ?? [])].sort((a, b) => a - b),
      95,
    );
  const first = windows[1];
  const last = windows[windows.length - 1];
  /** The noise a p95 ratio carries: the p95s of the windows between the first and the last, largest over smallest. */
  const middleSpread = (n: string) => {
    const middle = windows.slice(2, -1).map((w) => p95(w, n));
    return middle.length < 2
      ? ''
      : `; the middle windows' p95s span ${(Math.max(...middle) / Math.min(...middle)).toFixed(2)}x`;
  };
  const verdicts = [
    `- warm-up (not a window): ${warmupS.toFixed(0)} s, the template's build and the workers' first sandboxes`,
    `- errors: ${[...errorKinds.values()].reduce((a, b) => a + b, 0)} (target 0)${[...errorKinds].map(([k, v]) => `\n  - ${v} × ${k}`).join('')}`,
    `- refusals the bench's pace caused, waited out (not errors): ${[...refusalKinds.values()].reduce((a, b) => a + b, 0)}${[...refusalKinds].map(([k, v]) => `\n  - ${v} × ${k}`).join('')}`,
    `- server RSS, as the median (n) of a reading every ${RSS_EVERY_MS / 1000} s / at the window's end (anonymous; V8 heap used / total; external): first window ${memory(first, 1)} MB, last ${memory(last, windows.length - 1)} MB; the median moved ${(median(last.rssSamples) - median(first.rssSamples)).toFixed(1)} MB; fds ${first.fds} / ${last.fds}; database ${fmt(first.dbMb)} / ${fmt(last.dbMb)} MB; QEMUs ${first.qemus} / ${last.qemus}, unaccounted (neither a sandbox's nor the pool's) per window: ${unaccounted.join(', ')}`,
    ...names.map(
      (n) =>
        `- ${n}: p95 last/first ${(p95(last, n) / p95(first, n)).toFixed(2)}x (target at most 1.5x)${middleSpread(n)}`,
    ),
    `- GET /vms p95 per window: ${windows
      .slice(1)
      .map((w) => fmt(p95(w, 'GET /vms')))
      .join(', ')} ms timed in the bench's process; ${windows
      .slice(1)
      .map((w) => fmt(p95(w, 'GET /vms (curl probe)')))
      .join(', ')} ms timed by curl (target under 100 ms)`,
    `- left behind after every sandbox was deleted and the server stopped: ${leftovers.length ? leftovers.join('; ') : 'nothing'}`,
    `- the slowest sleeps and wakes, as sleep (snapshot leaving it paused) + wake (an exec) + snapshot delete, in ms: ${[
      ...sleepWakeParts,
    ]
      .sort((a, b) => b.ms.reduce((x, y) => x + y) - a.ms.reduce((x, y) => x + y))
      .slice(0, 5)
      .map((p) => `${p.ms.map((m) => m.toFixed(0)).join(' + ')} (window ${p.window})`)
      .join('; ')}`,
  ];
  const body = [
    `Machine: ${machine()}; guests under TCG; busybox, 1 vCPU, 128 MiB. ${SANDBOXES} sandboxes for ${flags.minutes} min in ${WINDOWS} windows; load average ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after.`,
    '',
    head,
    `|---|${names.map(() => '---|').join('')}---|---|---|---|---|---|---|`,
    ...rows,
    '',
    ...verdicts,
  ].join('\n');
  console.log(body);
  if (flags.write) writeSection('soak', 'Soak (bench/soak.ts)', body);
} finally {
  await s.close();
  rmSync(REPORTS, { recursive: true, force: true });
}

/**
 * Deletes what the workers left (none should be left), waits for the host to tear everything
 * down and stops the server; then lists what remains: QEMUs, run directories, sandbox cgroups.
 */
async function afterwards(s: ServeProcess, clients: Client[]): Promise<string[]> {
  for (const c of clients) for (const v of (await c.get('/vms')).body.vms) await c.delete(`/vms/${v.vm_id}`);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && s.qemuOwners().some((q) => !q.owner?.startsWith('warm-')))
    await new Promise((r) => setTimeout(r, 1000));
  await s.stop();
  const left: string[] = [];
  const qemus = s.qemuOwners();
  if (qemus.length) left.push(`${qemus.length} QEMUs (${qemus.map((q) => q.owner ?? q.pid).join(', ')})`);
  const run = join(s.dataDir, 'run');
  const dirs = existsSync(run) ? readdirSync(run) : [];
  if (dirs.length) left.push(`${dirs.length} run directories`);
  return left;
}
