// Commands against exec (docs/commands.md), in one run on one sandbox, rounds alternating:
//  - time to the first output byte of a streamed command (POST /vms/{id}/commands, then
//    GET .../output?follow=true until the first data line) against the round trip of exec of
//    `echo` (target: within exec's round trip + 2 ms at p50);
//  - 64 MiB streamed (one command, followed) against the same 64 MiB returned by exec (four execs
//    of 16 MiB, exec's cap per stream), as MiB/s (target: streamed at least 80 % of exec).
//   node bench/commands.ts [--write]

import { loadavg } from 'node:os';
import { readOutput, startTestServer } from '../packages/server/test/helpers.ts';
import { writeSection } from './results.ts';
import { machine, type Summary, summarize, table, timed } from './stats.ts';

const FIRST_BYTE_ROUNDS = 40;
const BULK_ROUNDS = Number(process.env.BULK_ROUNDS ?? 3);
const MIB = 1024 * 1024;
const BULK = 64 * MIB;
const EXEC_CAP = 16 * MIB;
const LINE = '0123456789abcdefghijklmnopqrstuvwxyz';

const t = await startTestServer({ idle: { idleAfterMs: 3_600_000, checkEveryMs: 3_600_000 } });
const c = t.client;
const loadBefore = loadavg()[0];
try {
  const vm = (await c.createSmall()).vm_id;

  async function execEcho(): Promise<number> {
    const [ms, r] = await timed(() => c.exec(vm, ['echo', 'hi']));
    if (r.stdout !== 'hi\n') throw new Error(`echo: ${JSON.stringify(r)}`);
    return ms;
  }

  async function firstByte(): Promise<number> {
    const t0 = performance.now();
    const r = await c.post(`/vms/${vm}/commands`, { args: ['echo', 'hi'] });
    if (r.status !== 201) throw new Error(`start: ${r.status} ${JSON.stringify(r.body)}`);
    const out = await readOutput(c, vm, r.body.command_id, { follow: true, cutAfter: (l) => l.data_b64 !== undefined });
    const line = out.lines.find((l) => l.data_b64 !== undefined);
    if (!line) throw new Error('no output');
    return line.arrivedMs - t0;
  }

  /** MiB/s of 64 MiB returned by exec, 16 MiB a call. */
  async function execBulk(): Promise<number> {
    const [ms] = await timed(async () => {
      for (let done = 0; done < BULK; done += EXEC_CAP) {
        const r = await c.exec(vm, ['sh', '-c', `yes ${LINE} | head -c ${EXEC_CAP}`]);
        if (r.stdout.length !== EXEC_CAP || r.stdout_truncated) throw new Error(`exec gave ${r.stdout.length} bytes`);
      }
    });
    return BULK / MIB / (ms / 1000);
  }

  /** MiB/s of 64 MiB streamed by one followed command. */
  async function streamedBulk(): Promise<number> {
    const [ms] = await timed(async () => {
      const r = await c.post(`/vms/${vm}/commands`, { command: `yes ${LINE} | head -c ${BULK}` });
      const out = await readOutput(c, vm, r.body.command_id, { follow: true });
      let bytes = 0;
      for (const l of out.lines) if (l.data_b64) bytes += Buffer.byteLength(l.data_b64, 'base64');
      if (bytes !== BULK || out.lines.at(-1)?.exit_code !== 0) throw new Error(`streamed ${bytes} bytes`);
    });
    return BULK / MIB / (ms / 1000);
  }

  const echoes: number[] = [];
  const firsts: number[] = [];
  await execEcho();
  await firstByte();
  for (let i = 0; i < FIRST_BYTE_ROUNDS; i++) {
    echoes.push(await execEcho());
    firsts.push(await firstByte());
  }
  const execRates: number[] = [];
  const streamRates: number[] = [];
  const rounds: string[] = [];
  for (let i = 0; i < BULK_ROUNDS; i++) {
    execRates.push(await execBulk());
    streamRates.push(await streamedBulk());
    rounds.push(
      `- bulk round ${i + 1}: exec ${execRates[i].toFixed(2)} MiB/s, streamed ${streamRates[i].toFixed(2)} MiB/s`,
    );
    console.log(rounds[i]);
  }

  const echo = summarize('exec round trip (echo hi)', echoes);
  const first = summarize('streamed command: start to first output byte', firsts);
  const execBulkS = summarize('64 MiB returned by exec (4 x 16 MiB)', execRates, 'MiB/s');
  const streamBulkS = summarize('64 MiB streamed (one command, followed)', streamRates, 'MiB/s');
  const rows: Summary[] = [echo, first, execBulkS, streamBulkS];
  const added = first.median - echo.median;
  const share = streamBulkS.median / execBulkS.median;
  const body = [
    `Machine: ${machine()}; guests under TCG; busybox, 1 vCPU, 256 MiB; one server, one sandbox, rounds alternating (${FIRST_BYTE_ROUNDS} first-byte rounds, ${BULK_ROUNDS} bulk rounds); load average ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after.`,
    '',
    table(rows),
    '',
    'Targets: first output byte within exec round trip + 2 ms at p50; 64 MiB streamed at least 80 % of exec.',
    '',
    `- first byte: ${first.median.toFixed(1)} ms against ${echo.median.toFixed(1)} ms (+${added.toFixed(1)} ms): ${added <= 2 ? 'within' : 'OVER'} the target (a streamed command is two calls, start and output, where exec is one)`,
    `- 64 MiB: streamed ${(100 * share).toFixed(0)} % of exec's rate (medians): ${share >= 0.8 ? 'within' : 'UNDER'} the target`,
    ...rounds,
  ].join('\n');
  console.log(body);
  if (process.argv.includes('--write')) writeSection('commands', 'Commands (bench/commands.ts)', body);
} finally {
  await t.close();
}
