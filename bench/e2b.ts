// The E2B-compatible API's cost (docs/e2b.md): the same script (create, run `echo`, write a file,
// read it back, kill) through the real `e2b` SDK against Warren's E2B front (header-routed
// sandbox origin) and through Warren's own SDK (packages/sdk) against its API, in one run on one
// server, rounds alternating, on the same image and shape (the default image as `base`, 1 vCPU,
// 512 MiB) and the same command: the e2b SDK runs `/bin/bash -l -c 'echo hi'` as the account
// `user`, so Warren's SDK is asked for exactly that too (the cost of the login shell itself is
// measured beside it: Warren's `sh -c` as root). Each path finds a ready restore in the warm pool.
// Medians and p95 of the whole script and of each step. Target: the compatibility layer adds at
// most 10 % at p50 of the whole script.
//   node bench/e2b.ts [--rounds N (default 40)] [--write]

import { loadavg } from 'node:os';
import { Sandbox } from 'e2b';
import { Client } from '../packages/sdk/src/index.ts';
import { startTestServer } from '../packages/server/test/helpers.ts';
import { writeSection } from './results.ts';
import { machine, type Summary, summarize, table, timed } from './stats.ts';

const at = process.argv.indexOf('--rounds');
const ROUNDS = at > 0 ? Number(process.argv[at + 1]) : 40;
const SHAPE = { cpus: 1, memory_mb: 512 };
const STEPS = ['create', 'run echo', 'write a file', 'read it', 'kill'] as const;
/** What the e2b SDK runs for `commands.run('echo hi')`, as its default user. */
const E2B_ECHO = ['/bin/bash', '-l', '-c', 'echo hi'];
type Step = (typeof STEPS)[number];

const t = await startTestServer({
  e2b: { listen: { host: '127.0.0.1', port: 0 }, sandboxListen: { host: '127.0.0.1', port: 0 }, shape: SHAPE },
  idle: { idleAfterMs: 3_600_000, checkEveryMs: 3_600_000 },
  // Enough ready restores that neither path waits for a refill behind the other.
  warmPool: { perSource: 3, memoryMb: 4096 },
});
const urls = t.server.e2b;
if (!urls) throw new Error('the E2B front is off');
const e2bOpts = { apiUrl: urls.apiUrl, sandboxUrl: urls.sandboxUrl, apiKey: t.client.key };
const warren = new Client({ apiUrl: t.server.url, token: t.client.key });
const loadBefore = loadavg()[0];

type Timings = Record<Step, number>;
/** Warren's `sh -c 'echo hi'` as root on the same sandboxes: what the login shell costs. */
const shells: number[] = [];

async function throughE2b(): Promise<Timings> {
  const [create, sbx] = await timed(() => Sandbox.create(e2bOpts));
  const [run, r] = await timed(() => sbx.commands.run('echo hi'));
  if (r.stdout !== 'hi\n') throw new Error(`e2b echo: ${JSON.stringify(r)}`);
  const [write] = await timed(() => sbx.files.write('/tmp/bench.txt', 'some content'));
  const [read, text] = await timed(() => sbx.files.read('/tmp/bench.txt'));
  if (text !== 'some content') throw new Error(`e2b read: ${text}`);
  const [kill] = await timed(() => sbx.kill());
  return { create, 'run echo': run, 'write a file': write, 'read it': read, kill };
}

async function throughWarren(): Promise<Timings> {
  const [create, sbx] = await timed(() => warren.sandboxes.create({ image: 'default', ...SHAPE }));
  const [run, r] = await timed(() => sbx.run(E2B_ECHO, { user: 'user' }));
  if (r.stdout !== 'hi\n') throw new Error(`warren echo: ${JSON.stringify(r)}`);
  const [shell] = await timed(() => sbx.run('echo hi'));
  shells.push(shell);
  const [write] = await timed(() => sbx.files.write('/tmp/bench.txt', 'some content'));
  const [read, text] = await timed(() => sbx.files.read('/tmp/bench.txt'));
  if (text !== 'some content') throw new Error(`warren read: ${text}`);
  const [kill] = await timed(() => sbx.delete());
  return { create, 'run echo': run, 'write a file': write, 'read it': read, kill };
}

try {
  // Warm-up: the template's first build, and each path's first use.
  await throughE2b();
  await throughWarren();
  const runs: Record<'e2b' | 'warren', Timings[]> = { e2b: [], warren: [] };
  // Which path goes first alternates too: the warm pool refills behind each create.
  for (let i = 0; i < ROUNDS; i++) {
    if (i % 2 === 0) {
      runs.e2b.push(await throughE2b());
      runs.warren.push(await throughWarren());
    } else {
      runs.warren.push(await throughWarren());
      runs.e2b.push(await throughE2b());
    }
  }
  const total = (x: Timings) => STEPS.reduce((sum, s) => sum + x[s], 0);
  const rows: Summary[] = [];
  for (const s of [...STEPS, 'whole script'] as const) {
    for (const via of ['warren', 'e2b'] as const) {
      const samples = runs[via].map((x) => (s === 'whole script' ? total(x) : x[s]));
      rows.push(summarize(`${s}, ${via === 'e2b' ? 'e2b SDK, E2B front' : "Warren's SDK and API"}`, samples));
    }
  }
  rows.push(summarize("run echo, Warren's SDK, sh -c as root (not in the script)", shells.slice(1)));
  const whole = (via: 'e2b' | 'warren') => summarize('', runs[via].map(total)).median;
  const added = whole('e2b') / whole('warren') - 1;
  const body = [
    `Machine: ${machine()}; guests under TCG; the default image (\`base\`), 1 vCPU, 512 MiB; one server, rounds alternating (${ROUNDS} each); load average ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after.`,
    '',
    table(rows),
    '',
    `Target: the compatibility layer adds at most 10 % at p50 of the whole script. Measured: ${(100 * added).toFixed(1)} % (${whole('e2b').toFixed(0)} ms against ${whole('warren').toFixed(0)} ms): ${added <= 0.1 ? 'within' : 'OVER'} the target.`,
    '',
    "Both paths run `/bin/bash -l -c 'echo hi'` as `user` (what the e2b SDK sends for `commands.run('echo hi')`); the last row is Warren's `sh -c` as root on the same sandboxes, what the login shell and the account add to any command the e2b SDK runs.",
  ].join('\n');
  console.log(body);
  if (process.argv.includes('--write')) writeSection('e2b', 'E2B-compatible API (bench/e2b.ts)', body);
} finally {
  await t.close();
}
