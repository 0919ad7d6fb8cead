// Code contexts warm from the first call (docs/code.md): a sandbox created from the default
// image's template, then its first run_code that plots a chart and answers its PNG, against the
// same done cold, in the same run: a sandbox from the same template whose default Python context
// was deleted first, so its first run starts a kernel on demand (and imports numpy, pandas and
// matplotlib). Rounds alternate warm and cold; each sandbox is deleted after its round.
// Target: the warm path at least 5x faster (median against median).
//   node bench/code.ts [--write]   (ROUNDS=n, default 5)

import { loadavg } from 'node:os';
import { startTestServer } from '../packages/server/test/helpers.ts';
import { writeSection } from './results.ts';
import { machine, type Summary, summarize, table, timed } from './stats.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const PLOT = 'import matplotlib.pyplot as plt\nplt.plot([1, 2, 3, 4], [1, 4, 9, 16])\nplt.show()';
const PNG_BASE64 = 'iVBORw0KGgo';

const t = await startTestServer({
  defaultImage: 'default',
  idle: { idleAfterMs: 3_600_000, checkEveryMs: 3_600_000 },
  warmPool: { perSource: 2, memoryMb: 3072 },
});
const c = t.client;
const loadBefore = loadavg()[0];
try {
  const [buildMs] = await timed(async () => {
    const first = await c.create({});
    if (first.status !== 201) throw new Error(`create: ${first.status} ${JSON.stringify(first.body)}`);
    await c.delete(`/vms/${first.body.vm_id}`);
  });
  console.log(`template build (boot, warm kernel, checkpoint) and a first create: ${(buildMs / 1000).toFixed(1)} s`);

  /** ms from POST /vms to the PNG of the first run; `cold` deletes the warm context first (untimed). */
  async function round(cold: boolean): Promise<{ create: number; run: number }> {
    const [create, made] = await timed(() => c.post('/vms', {}));
    if (made.status !== 201) throw new Error(`create: ${made.status} ${JSON.stringify(made.body)}`);
    const vm = made.body.vm_id;
    try {
      if (cold) {
        const gone = await c.delete(`/vms/${vm}/contexts/python`);
        if (gone.status !== 204) throw new Error(`delete context: ${gone.status}`);
      }
      const [run, answer] = await timed(() => c.post(`/vms/${vm}/run_code`, { code: PLOT }));
      const png = answer.body.results?.[0]?.data?.['image/png'];
      if (answer.status !== 200 || typeof png !== 'string' || !png.startsWith(PNG_BASE64)) {
        throw new Error(`run: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
      }
      return { create, run };
    } finally {
      await c.delete(`/vms/${vm}`);
    }
  }

  const warm: number[] = [];
  const cold: number[] = [];
  const warmRuns: number[] = [];
  const coldRuns: number[] = [];
  const rounds: string[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const w = await round(false);
    const k = await round(true);
    warm.push(w.create + w.run);
    cold.push(k.create + k.run);
    warmRuns.push(w.run);
    coldRuns.push(k.run);
    rounds.push(
      `- round ${i + 1}: warm ${Math.round(w.create)} + ${Math.round(w.run)} ms, cold ${Math.round(k.create)} + ${Math.round(k.run)} ms (create + run)`,
    );
    console.log(rounds[i]);
  }
  const rows: Summary[] = [
    summarize('warm: create from the template to the first chart (PNG)', warm),
    summarize('  of which the run_code', warmRuns),
    summarize('cold: the same with the kernel started on demand', cold),
    summarize('  of which the run_code', coldRuns),
  ];
  const ratio = rows[2].median / rows[0].median;
  const body = [
    `Machine: ${machine()}; guests under TCG; the default image (2 vCPU, 1 GiB); one server, ${ROUNDS} rounds alternating warm and cold; load average ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after.`,
    `Template build with the warm kernel (boot, kernel start and imports, checkpoint) and a first create: ${(buildMs / 1000).toFixed(1)} s.`,
    '',
    table(rows),
    '',
    'Target: the warm path at least 5x faster than the cold one (medians).',
    '',
    `- cold / warm: ${ratio.toFixed(1)}x: ${ratio >= 5 ? 'within' : 'UNDER'} the target`,
    ...rounds,
  ].join('\n');
  console.log(body);
  if (process.argv.includes('--write'))
    writeSection('code', 'Code contexts warm from the first call (bench/code.ts)', body);
} finally {
  await t.close();
}
