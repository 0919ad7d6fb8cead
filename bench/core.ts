// Core engine benchmark: cold boot to first exec (no template: what a template saves), exec round
// trip of `true` through the API, and 8 concurrent execs on one sandbox. Prints a Markdown table
// and, with --write, replaces the "core" section of bench/RESULTS.md.
//   node bench/core.ts [--write]

import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { findLocalImage } from '../packages/server/src/images/local.ts';
import { parseReference } from '../packages/server/src/images/reference.ts';
import { startTestServer } from '../packages/server/test/helpers.ts';
import { writeSection } from './results.ts';
import { machine, summarize, table, timed } from './stats.ts';

const COLD_RUNS = 10;
const RTT_RUNS = 200;
const CONCURRENT_ROUNDS = 20;

const t = await startTestServer();
try {
  const host = t.server.host;
  const busybox = findLocalImage(join(t.config.buildDir), 'busybox', parseReference('busybox')!)!;
  const cold: number[] = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    const vmId = randomUUID();
    const [ms] = await timed(async () => {
      await host.start({ vmId, cpus: 1, memoryMb: 256, runtime: 'container', disableInternet: false, image: busybox });
      await host.exec(vmId, { args: ['true'] });
    });
    cold.push(ms);
    await host.destroy(vmId);
  }

  const vm = (await t.client.createSmall()).vm_id;
  for (let i = 0; i < 10; i++) await t.client.exec(vm, ['true']); // warm up the connection and the guest
  const rtt: number[] = [];
  for (let i = 0; i < RTT_RUNS; i++) rtt.push((await timed(() => t.client.exec(vm, ['true'])))[0]);

  const batch: number[] = [];
  for (let i = 0; i < CONCURRENT_ROUNDS; i++) {
    batch.push((await timed(() => Promise.all(Array.from({ length: 8 }, () => t.client.exec(vm, ['true'])))))[0]);
  }

  const rows = [
    summarize('cold boot to first exec (busybox, 1 vCPU, 256 MiB, no template)', cold),
    summarize('exec round trip of `true` (API)', rtt),
    summarize('8 concurrent execs of `true` (whole batch)', batch),
  ];
  const text = [
    `Accelerator: ${host.accel}. Machine: ${machine()}.`,
    '',
    table(rows, { [rows[0].name]: 'under 3 s', [rows[1].name]: 'median under 15 ms' }),
  ].join('\n');
  console.log(text);
  if (process.argv.includes('--write')) writeSection('core', 'Core engine (bench/core.ts)', text);
} finally {
  await t.close();
}
