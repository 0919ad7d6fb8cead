// Core engine benchmark: cold create to first exec result, exec round trip of `true`, and 8
// concurrent execs on one sandbox, through the HTTP API on real microVMs. Prints a Markdown table
// and, with --write, replaces the "core" section of bench/RESULTS.md.
//   node bench/core.ts [--write]

import { startTestServer } from '../packages/server/test/helpers.ts';
import { writeSection } from './results.ts';
import { machine, summarize, table, timed } from './stats.ts';

const COLD_RUNS = 10;
const RTT_RUNS = 200;
const CONCURRENT_ROUNDS = 20;

const t = await startTestServer();
try {
  const cold: number[] = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    const [ms, id] = await timed(async () => {
      const vm = await t.client.createSmall();
      await t.client.exec(vm.vm_id, ['true']);
      return vm.vm_id;
    });
    cold.push(ms);
    await t.client.delete(`/vms/${id}`);
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
    summarize('cold create to first exec (busybox, 1 vCPU, 256 MiB)', cold),
    summarize('exec round trip of `true`', rtt),
    summarize('8 concurrent execs of `true` (whole batch)', batch),
  ];
  const text = [
    `Accelerator: ${t.server.host.accel}. Machine: ${machine()}.`,
    '',
    table(rows, {
      [rows[0].name]: 'under 3 s',
      [rows[1].name]: 'median under 15 ms',
    }),
  ].join('\n');
  console.log(text);
  if (process.argv.includes('--write')) writeSection('core', 'Core engine (bench/core.ts)', text);
} finally {
  await t.close();
}
