// Roles benchmark (issue 14): the public API of the embedded `warren serve` against `warren api`
// driving a `warren host` child process (docs/hosts.md), in the same run, alternating call by
// call: create from a template (busybox, 128 MiB, a pooled restore ready) to the first exec's
// answer, and an exec round trip of `true`. Both sides keep durable objects in one S3-compatible
// server process. Prints Markdown and, with --write, replaces the "roles" section of
// bench/RESULTS.md.
//   node bench/roles.ts [--write]

import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { SCRATCH, startTestServer, type TestServer, until } from '../packages/server/test/helpers.ts';
import { WarrenHost } from '../packages/server/test/host-process-fixture.ts';
import { startS3 } from '../packages/server/test/s3-fixture.ts';
import { writeSection } from './results.ts';
import { machine, type Summary, summarize, table, timed } from './stats.ts';

const CREATES = 15;
const EXECS = 200;
const WARM_UP = 3;

const s3 = await startS3();
const hostDir = mkdtempSync(join(SCRATCH, 'warren-bench-host-'));
const host = new WarrenHost({ dataDir: hostDir, node: 'bench-host', s3: s3.config, warmPool: 1 });
await host.start();
const embedded = await startTestServer({ s3: s3.config });
const split = await startTestServer({ remoteHost: { url: host.url, secret: host.secret }, s3: s3.config });
const sides: [string, TestServer][] = [
  ['warren serve', embedded],
  ['warren api + warren host', split],
];

/** Creates from the busybox template and waits for its first exec's answer; deletes it after. */
async function createToExec(t: TestServer): Promise<number> {
  const [ms, vm] = await timed(async () => {
    const sb = await t.client.createSmall({ memory_mb: 128 });
    await t.client.exec(sb.vm_id, ['true']);
    return sb.vm_id;
  });
  await t.client.delete(`/vms/${vm}`);
  return ms;
}

/** The pool refills after each claim: wait until a restore is ready again, so each create is a claim. */
async function pooled(t: TestServer): Promise<void> {
  await new Promise((r) => setTimeout(r, 1500));
  await until('idle host', async () => ((await t.client.get('/vms')).body.vms.length === 0 ? true : undefined));
}

try {
  for (const [, t] of sides) {
    await t.client.createSmall({ memory_mb: 128 }).then((sb) => t.client.delete(`/vms/${sb.vm_id}`));
  }
  const creates = sides.map(() => [] as number[]);
  for (let i = 0; i < WARM_UP + CREATES; i++) {
    for (const [k, [, t]] of sides.entries()) {
      await pooled(t);
      const ms = await createToExec(t);
      if (i >= WARM_UP) creates[k].push(ms);
    }
  }
  const vms = await Promise.all(sides.map(([, t]) => t.client.createSmall({ memory_mb: 128 })));
  const execs = sides.map(() => [] as number[]);
  for (let i = 0; i < 20 + EXECS; i++) {
    for (const [k, [, t]] of sides.entries()) {
      const [ms] = await timed(() => t.client.exec(vms[k].vm_id, ['true']));
      if (i >= 20) execs[k].push(ms);
    }
  }
  const rows: Summary[] = [];
  for (const [k, [name]] of sides.entries()) {
    rows.push(summarize(`${name}: create from template to first exec`, creates[k]));
  }
  for (const [k, [name]] of sides.entries()) rows.push(summarize(`${name}: exec round trip (true)`, execs[k]));
  const diff = (a: Summary, b: Summary) => (b.median - a.median).toFixed(2);
  const body = [
    `Machine: ${machine()}; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} at the end.`,
    '',
    table(rows),
    '',
    `The remote host adds ${diff(rows[0], rows[1])} ms at p50 to a create and ${diff(rows[2], rows[3])} ms to an exec ` +
      'through the public API (issue 14 target for the hop: under 2 ms at p50). Both sides on one machine: the host ' +
      'process, its VMs and the API share its two cores.',
  ].join('\n');
  console.log(body);
  if (process.argv.includes('--write'))
    writeSection('roles', 'Roles: `warren api` + `warren host` against `warren serve`', body);
} finally {
  for (const [, t] of sides) await t.close();
  await host.stop();
  rmSync(hostDir, { recursive: true, force: true });
  await s3.stop();
}
