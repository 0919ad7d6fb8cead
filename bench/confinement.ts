// What the jail costs (docs/security.md): two servers in one run, one with every QEMU jailed (the
// default) and one unconfined (`jail: { enabled: false }`, a setting that exists for this
// comparison only), measured in alternating rounds through the API: create from a ready template
// to first exec, exec round trip, and fork of 4 until every child answers. Target: the jail adds at
// most 5 % or 2 ms at p50.
//   node bench/confinement.ts [--write]

import { loadavg } from 'node:os';
import type { QemuHostAgentApi } from '../packages/server/src/host/host-agent.ts';
import { startTestServer, type TestServer, until } from '../packages/server/test/helpers.ts';
import { writeSection } from './results.ts';
import { machine, type Summary, summarize, table, timed } from './stats.ts';

const CREATES = 12;
const EXECS = 60;
const FORKS = 4;

interface Side {
  name: string;
  t: TestServer;
  vm: string;
  creates: number[];
  execs: number[];
  forks: number[];
}

async function side(name: string, enabled: boolean): Promise<Side> {
  const t = await startTestServer({
    idle: { idleAfterMs: 3_600_000, checkEveryMs: 3_600_000 },
    jail: { enabled },
  });
  const vm = (await t.client.createSmall()).vm_id;
  return { name, t, vm, creates: [], execs: [], forks: [] };
}

/** Waits until the template's pooled restore is ready, so a create is a claim from the pool. */
async function poolReady(s: Side): Promise<void> {
  const host = s.t.server.host.agents()[0] as QemuHostAgentApi;
  const template = (await s.t.client.get('/templates')).body.templates[0];
  const checkpointId = template.base_snapshot_id as string;
  await until('pool ready', async () => (host.warmCount(checkpointId, false) > 0 ? true : undefined), 120_000);
}

async function createRound(s: Side): Promise<void> {
  await poolReady(s);
  const [ms, id] = await timed(async () => {
    const r = await s.t.client.post('/vms', { image: 'busybox', cpus: 1, memory_mb: 256 });
    if (r.status !== 201) throw new Error(`create: ${r.status} ${JSON.stringify(r.body)}`);
    await s.t.client.exec(r.body.vm_id, ['true']);
    return r.body.vm_id as string;
  });
  s.creates.push(ms);
  await s.t.client.delete(`/vms/${id}`);
}

async function execRound(s: Side): Promise<void> {
  const [ms] = await timed(() => s.t.client.exec(s.vm, ['true']));
  s.execs.push(ms);
}

async function forkRound(s: Side): Promise<void> {
  const [ms, vms] = await timed(async () => {
    const r = await s.t.client.post(`/vms/${s.vm}/branch`, { count: 4 });
    if (r.status !== 201) throw new Error(`fork: ${r.status} ${JSON.stringify(r.body)}`);
    await Promise.all(r.body.vms.map((v: { vm_id: string }) => s.t.client.exec(v.vm_id, ['true'])));
    return r.body.vms as { vm_id: string }[];
  });
  s.forks.push(ms);
  for (const v of vms) await s.t.client.delete(`/vms/${v.vm_id}`);
}

const loadBefore = loadavg()[0];
const jailed = await side('jailed', true);
const open = await side('unconfined', false);
try {
  // Alternating rounds: both sides see the same machine at nearly the same moment.
  for (let i = 0; i < CREATES; i++) for (const s of [jailed, open]) await createRound(s);
  for (let i = 0; i < EXECS; i++) for (const s of [jailed, open]) await execRound(s);
  for (let i = 0; i < FORKS; i++) for (const s of [jailed, open]) await forkRound(s);

  const rows: Summary[] = [];
  const verdicts: string[] = [];
  for (const [what, pick] of [
    ['create from a ready template to first exec', (s: Side) => s.creates],
    ['exec round trip (true)', (s: Side) => s.execs],
    ['fork count 4 until all children answer', (s: Side) => s.forks],
  ] as const) {
    const a = summarize(`${what}: jailed`, pick(jailed));
    const b = summarize(`${what}: unconfined`, pick(open));
    rows.push(a, b);
    const added = a.median - b.median;
    const ok = added <= 2 || added <= 0.05 * b.median;
    verdicts.push(
      `- ${what}: the jail adds ${added.toFixed(1)} ms at p50 (${((100 * added) / b.median).toFixed(1)} %): ${ok ? 'within' : 'OVER'} the target`,
    );
  }
  const body = [
    `Machine: ${machine()}; guests under TCG; busybox, 1 vCPU, 256 MiB. Both servers in one process, rounds alternating; load average ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after.`,
    '',
    table(rows),
    '',
    'Target: the jail adds at most 5 % or 2 ms at p50.',
    '',
    ...verdicts,
  ].join('\n');
  console.log(body);
  if (process.argv.includes('--write')) writeSection('confinement', 'Confinement (bench/confinement.ts)', body);
} finally {
  await jailed.t.close();
  await open.t.close();
}
