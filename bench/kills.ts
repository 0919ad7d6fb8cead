// Kills during a mixed workload (issue "Under load and over time"): a `warren serve` process under a
// few workers (exec, file writes, snapshots, forks, archive and unarchive) is SIGKILLed at a random
// moment, ROUNDS times, and started again on the same data directory. After every restart each
// durable snapshot the server listed is restored: it must answer 201 (and the restore must hold the
// file written before the snapshot), or a clear retryable answer (503 with Retry-After, for
// capacity); never a 500. Reports per round what each restore answered, and every 5xx in full.
//   node bench/kills.ts [--rounds 8] [--workers 3] [--write]

import { randomInt } from 'node:crypto';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Client } from '../packages/server/test/helpers.ts';
import { ServeProcess } from '../packages/server/test/serve-process-fixture.ts';
import { writeSection } from './results.ts';
import { machine } from './stats.ts';

const { values: flags } = parseArgs({
  options: {
    rounds: { type: 'string', default: '8' },
    workers: { type: 'string', default: '3' },
    write: { type: 'boolean', default: false },
  },
});
const ROUNDS = Number(flags.rounds);
const WORKERS = Number(flags.workers);
const SHAPE = { image: 'busybox', cpus: 1, memory_mb: 128 };

/** Durable snapshots made so far, with the text their sandbox held when each was taken. */
const durable = new Map<string, string>();
const fivexx: string[] = [];

async function worker(c: Client, i: number, stop: () => boolean): Promise<void> {
  let vm: string | undefined;
  for (let n = 0; !stop(); n++) {
    try {
      if (!vm || (await c.get(`/vms/${vm}`)).status !== 200) {
        const r = await c.create(SHAPE);
        if (r.status !== 201) continue;
        vm = r.body.vm_id as string;
      }
      const text = `worker ${i} round ${n}`;
      await c.post(`/vms/${vm}/exec`, { args: ['sh', '-c', `echo '${text}' > /root/mark; sync`] });
      switch (n % 4) {
        case 0: {
          const s = await c.post(`/vms/${vm}/snapshot`, {});
          if (s.status === 201) {
            const id = s.body.snapshot_id as string;
            for (let k = 0; k < 60 && !stop(); k++) {
              if ((await c.get(`/snapshots/${id}`)).body.durable) {
                durable.set(id, text);
                break;
              }
              await new Promise((r) => setTimeout(r, 1000));
            }
          }
          break;
        }
        case 1: {
          const f = await c.post(`/vms/${vm}/branch`, {});
          if (f.status === 201) await c.delete(`/vms/${f.body.vm_id}`);
          break;
        }
        case 2:
          await c.post(`/vms/${vm}/stop`);
          await c.post(`/vms/${vm}/start`);
          break;
        default:
          await c.exec(vm, ['true']);
      }
    } catch {
      // The server was killed under this call: the next round asks again.
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

interface RoundResult {
  restored: number;
  retryable: number;
  wrong: string[];
}

/** Restores every durable snapshot the restarted server still lists; deletes each restore. */
async function restoreAll(c: Client, round: number): Promise<RoundResult> {
  const out: RoundResult = { restored: 0, retryable: 0, wrong: [] };
  const listed = new Set(
    ((await c.get('/snapshots')).body.snapshots as { snapshot_id: string; durable: boolean }[])
      .filter((s) => s.durable)
      .map((s) => s.snapshot_id),
  );
  for (const [id, text] of durable) {
    if (!listed.has(id)) {
      out.wrong.push(`${id}: durable before the kill, not listed after it`);
      continue;
    }
    const r = await c.create({ snapshot_id: id });
    if (r.status === 201) {
      const mark = await c.post(`/vms/${r.body.vm_id}/exec`, { args: ['cat', '/root/mark'] });
      if (mark.body.stdout?.trim() !== text) out.wrong.push(`${id}: restored without its file (${mark.body.stdout})`);
      else out.restored++;
      await c.delete(`/vms/${r.body.vm_id}`);
    } else if (r.status === 503 && r.headers.get('retry-after')) {
      out.retryable++;
    } else {
      const line = `round ${round}: restore of ${id} answered ${r.status} ${JSON.stringify(r.body)}`;
      out.wrong.push(line);
      if (r.status >= 500) fivexx.push(line);
    }
  }
  return out;
}

const s = new ServeProcess('warren-kills-');
const loadBefore = loadavg()[0];
await s.init();
const results: RoundResult[] = [];
try {
  for (let round = 1; round <= ROUNDS; round++) {
    let stopped = false;
    const running = Array.from({ length: WORKERS }, (_, i) => worker(s.client, i, () => stopped));
    // Somewhere in the work: after some seconds of it, at a moment nobody chose.
    await new Promise((r) => setTimeout(r, randomInt(10_000, 40_000)));
    await s.kill();
    stopped = true;
    await s.start();
    await Promise.all(running);
    const r = await restoreAll(s.client, round);
    results.push(r);
    console.log(
      `round ${round}: ${durable.size} durable snapshots; restored ${r.restored}, retryable ${r.retryable}, wrong ${r.wrong.length}${r.wrong.length ? `\n  ${r.wrong.join('\n  ')}` : ''}`,
    );
  }
  await s.deleteAll();
} finally {
  await s.close();
}

const wrong = results.flatMap((r) => r.wrong);
const body = [
  `Machine: ${machine()}; guests under TCG; busybox, 1 vCPU, 128 MiB; ${WORKERS} workers; ${ROUNDS} rounds of SIGKILL at a random 10-40 s into the work; load average ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after.`,
  '',
  '| round | durable snapshots so far | restored whole | 503 with Retry-After | wrong |',
  '|---|---|---|---|---|',
  ...results.map(
    (r, i) =>
      `| ${i + 1} | ${r.restored + r.retryable + r.wrong.length} | ${r.restored} | ${r.retryable} | ${r.wrong.length} |`,
  ),
  '',
  `Target: every durable snapshot restores, or answers 503 with Retry-After; never a 500. 5xx answers: ${fivexx.length}${fivexx.length ? `\n- ${fivexx.join('\n- ')}` : ''}. Other wrong answers: ${wrong.length - fivexx.length}.`,
].join('\n');
console.log(body);
if (flags.write) writeSection('kills', 'Kills during a mixed workload (bench/kills.ts)', body);
process.exit(wrong.length ? 1 : 0);
