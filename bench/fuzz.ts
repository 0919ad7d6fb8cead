// The fuzz of packages/server/test/fuzz.test.ts with a big budget, and the server's memory across
// it: requests generated from /openapi.json (three in four with the organization's own key, one in
// four with the other organization's key against its real ids) in batches, and after each batch a
// forced garbage collection and process.memoryUsage() of the process the server runs in. Reports
// the answers by status, every broken promise (5xx, a 4xx without a JSON error, a cross-organization
// 2xx) and the memory per batch: retained per request shows as heap growing batch after batch.
//   node_modules/.bin/node bench/fuzz.ts [--runs 10000] [--batch 1000] [--write]
// WARREN_FUZZ_SEED=<seed> replays a run (the seed is printed).

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { assertWellFormed, fuzzSettings, send, startFuzzTarget } from '../packages/server/test/fuzz-fixture.ts';
import { crossOrgRequests, fuzzRequests, jsonText } from '../packages/server/test/fuzz-requests.ts';
import { writeSection } from './results.ts';
import { machine } from './stats.ts';

// Memory is read after a forced collection: without --expose-gc, run again with it.
if (typeof globalThis.gc !== 'function') {
  const again = spawnSync(process.execPath, ['--expose-gc', ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
  });
  process.exit(again.status ?? 1);
}
const gc = globalThis.gc as () => void;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10000' },
    batch: { type: 'string', default: '1000' },
    write: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const batch = Number(values.batch);
const { seed } = fuzzSettings(runs);

const target = await startFuzzTarget();
const { acme, globex } = target;
console.log(`fuzz seed ${seed} (replay with WARREN_FUZZ_SEED=${seed}), ${runs} requests`);

// fast-check builds its tables of code points (some 80 MB of heap, kept for the process's life)
// the first time it generates a unicode string: built here, before the first reading, so that the
// readings are of the server and not of the generator.
fc.sample(fuzzRequests(target.ops), { seed, numRuns: 200 });

const MB = 1024 * 1024;
/** A field of /proc/self/status in MB (RssAnon: malloc'd and V8's pages; RssFile: mapped code and files). */
function status(field: string): number {
  const line = readFileSync('/proc/self/status', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.split(/\s+/)[1] ?? 0) / 1024;
}
function memory() {
  gc();
  gc();
  const m = process.memoryUsage();
  return {
    rss: m.rss / MB,
    anon: status('RssAnon'),
    file: status('RssFile'),
    heapTotal: m.heapTotal / MB,
    heap: m.heapUsed / MB,
    external: m.external / MB,
    buffers: m.arrayBuffers / MB,
  };
}

const broken: string[] = [];
let sent = 0;
const rows = [{ requests: 0, ms: 0, ...memory() }];
/** Sends one batch; its requests are unreachable once it returns, so memory() sees the server's. */
async function runBatch(start: number, n: number): Promise<number> {
  const own = fc.sample(fuzzRequests(target.ops), { seed: seed + start, numRuns: n - Math.floor(n / 4) });
  const cross = fc.sample(crossOrgRequests(target.ops), { seed: seed + start + 1, numRuns: Math.floor(n / 4) });
  const t0 = performance.now();
  for (const [r, crossing] of [...own.map((r) => [r, false] as const), ...cross.map((r) => [r, true] as const)]) {
    const a = crossing ? await send(target, r, acme, globex, acme) : await send(target, r, acme, acme, globex);
    if (!a) continue;
    sent++;
    try {
      assertWellFormed(r, a);
      const registry = r.op.method === 'DELETE' && r.op.path === '/registries/{host}';
      if (crossing && !registry && a.status < 300)
        throw new Error(`${r.op.method} ${r.op.path} across organizations: ${a.status}`);
    } catch (err) {
      broken.push(
        `${(err as Error).message.split('\n')[0]} (body ${r.body.kind === 'json' ? jsonText(r.body.value).slice(0, 80) : r.body.kind})`,
      );
    }
  }
  return performance.now() - t0;
}

for (let start = 0; start < runs; start += batch) {
  const n = Math.min(batch, runs - start);
  const ms = await runBatch(start, n);
  rows.push({ requests: start + n, ms, ...memory() });
  const last = rows[rows.length - 1];
  console.log(
    `${last.requests} requests: rss ${last.rss.toFixed(0)} MB (anon ${last.anon.toFixed(0)}, file ${last.file.toFixed(0)}), heap ${last.heap.toFixed(1)} of ${last.heapTotal.toFixed(1)} MB, external ${last.external.toFixed(1)} MB, ${(n / (ms / 1000)).toFixed(0)} req/s`,
  );
}

const alive = (await acme.client.exec(acme.fixtures.sandbox as string, ['echo', 'ok'])).stdout === 'ok\n';
await target.t.close();

const byStatus = new Map<string, number>();
for (const [key, count] of target.seen) {
  const status = `${key.split(' ').pop()?.[0]}xx`;
  byStatus.set(status, (byStatus.get(status) ?? 0) + count);
}
const fmt = (v: number) => v.toFixed(1);
const lines = [
  `${machine()}. Seed ${seed}; ${sent} requests sent (${runs} generated; fetch refused the rest), three in four with the organization's own key or session, one in four with the other organization's key against its real ids. Memory of the process the server runs in (with the fuzz's client), after a forced GC at the end of each batch.`,
  '',
  `Answers: ${[...byStatus].map(([s, n]) => `${s} ${n}`).join(', ')}. Broken promises: ${broken.length}${broken.length ? ` (${[...new Set(broken)].slice(0, 10).join('; ')})` : ''}. The fixture sandbox ${alive ? 'still answers exec' : 'NO LONGER ANSWERS'}.`,
  '',
  '| after requests | RSS | anonymous | file-backed | V8 heap (used of total) | external | array buffers | req/s in the batch |',
  '|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.requests} | ${fmt(r.rss)} MB | ${fmt(r.anon)} MB | ${fmt(r.file)} MB | ${fmt(r.heap)} of ${fmt(r.heapTotal)} MB | ${fmt(r.external)} MB | ${fmt(r.buffers)} MB | ${r.ms ? ((r.requests - (rows[rows.indexOf(r) - 1]?.requests ?? 0)) / (r.ms / 1000)).toFixed(0) : ''} |`,
  ),
];
console.log(lines.join('\n'));
if (values.write) writeSection('fuzz', 'Fuzz: generated requests and the memory they leave', lines.join('\n'));
process.exit(broken.length ? 1 : 0);
