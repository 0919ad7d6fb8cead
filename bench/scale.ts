// Scale-out benchmark (issue 14): a cluster on this machine, as in packages/server/test/cluster.test.ts
// (a PostgreSQL server, an S3-compatible server process, two `warren host` processes registered in
// the store, two `warren api` replicas), driven through the public API and the CLI.
// - 40 creates from one image (busybox, 1 vCPU, 128 MiB), 4 at a time through alternating
//   replicas (two organizations, each capped at 20 sandboxes): where placement put them, each create's time and the burst's wall time;
// - host loss, ROUNDS times: a sandbox with a file and a durable snapshot, its host killed
//   (SIGKILL): time until its sandbox is `interrupted`, then `warren recover` until the new sandbox
//   on the other host reads the file, and the total from the kill. The host is started again.
// Prints Markdown and, with --write, replaces the "scale" section of bench/RESULTS.md.
//   node bench/scale.ts [--write]

import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { createKey, createOrg } from '../packages/server/src/control/access/keys.ts';
import { openStore } from '../packages/server/src/store/index.ts';
import { startCluster } from '../packages/server/test/cluster-fixture.ts';
import { Client, until } from '../packages/server/test/helpers.ts';
import { writeSection } from './results.ts';
import { machine, summarize, table, timed } from './stats.ts';

const REPO = resolve(import.meta.dirname, '..');
const CREATES = 40;
const AT_ONCE = 4;
const ROUNDS = 3;
const HOST_MB = 4096;
const LOSS_S = 10;
const SMALL = { image: 'busybox', cpus: 1, memory_mb: 128 };

const cluster = await startCluster({
  prefix: 'wscale-',
  hostMb: HOST_MB,
  lossS: LOSS_S,
  edgePortBase: 31800,
  warmPool: 1,
});
const { hosts, apis, postgres } = cluster;

async function post(client: Client, path: string, body: Record<string, unknown>, status: number) {
  // A create waits out its image's first template build.
  const r = path === '/vms' ? await client.create(body) : await client.post(path, body);
  if (r.status !== status) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

try {
  const store = await openStore({ sqlitePath: '', postgresUrl: postgres });
  await createOrg(store, 'bench');
  const key = (await createKey(store, 'bench')).key;
  const operatorKey = (await createKey(store, 'bench', { operator: true })).key;
  const c = apis.map((a) => new Client(a.url, key));
  // Two organizations share the burst: each may hold 20 sandboxes.
  await createOrg(store, 'bench-2');
  const other = new Client(apis[1].url, (await createKey(store, 'bench-2')).key);
  const burstClients = [c[0], other];

  // The image's template, built once and uploaded, so that either host can restore it.
  const first = await post(c[0], '/vms', SMALL, 201);
  await until(
    "the template's checkpoint is durable",
    async () => {
      const row = await store.snapshots.getAnyOrg(
        (await store.sandboxes.getAnyOrg(first.vm_id))?.checkpoint_id as string,
      );
      return row?.durable ? true : undefined;
    },
    120_000,
  );
  await c[0].delete(`/vms/${first.vm_id}`);

  // 40 creates, AT_ONCE in flight, through alternating replicas.
  const made: { vm_id: string; node: string; client: Client }[] = [];
  const createMs: number[] = [];
  const t0 = performance.now();
  for (let i = 0; i < CREATES; i += AT_ONCE) {
    const batch = Array.from({ length: Math.min(AT_ONCE, CREATES - i) }, async (_, k) => {
      const client = burstClients[(i + k) % 2];
      const [ms, body] = await timed(() => post(client, '/vms', SMALL, 201));
      return { ms, made: { ...body, client } };
    });
    for (const r of await Promise.all(batch)) {
      createMs.push(r.ms);
      made.push(r.made);
    }
  }
  const burstS = (performance.now() - t0) / 1000;
  const perNode = { 'host-a': 0, 'host-b': 0 } as Record<string, number>;
  for (const s of made) perNode[s.node] = (perNode[s.node] ?? 0) + 1;
  for (const s of made) if ((await s.client.exec(s.vm_id, ['true'])).exit_code !== 0) throw new Error('exec failed');
  for (const s of made) await s.client.delete(`/vms/${s.vm_id}`);

  // Host loss and recovery.
  const detect: number[] = [];
  const recover: number[] = [];
  const total: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // The host it lands on is the one lost; the other takes the recovered sandbox.
    const victim = await post(c[round % 2], '/vms', SMALL, 201);
    const lost = victim.node === 'host-a' ? hosts.a : hosts.b;
    await c[0].sh(victim.vm_id, `echo round-${round} > /tmp/kept; sync`);
    const snap = await post(c[0], `/vms/${victim.vm_id}/snapshot`, {}, 201);
    await until(
      'the snapshot is durable',
      async () => ((await c[0].get(`/snapshots/${snap.snapshot_id}`)).body.durable ? true : undefined),
      60_000,
    );
    await lost.kill();
    const killed = performance.now();
    await until(
      'interrupted',
      async () => ((await c[1].get(`/vms/${victim.vm_id}`)).body.state === 'interrupted' ? true : undefined),
      (LOSS_S + 30) * 1000,
    );
    const interruptedAt = performance.now();
    const out = execFileSync(
      join(REPO, 'node_modules/.bin/node'),
      ['--disable-warning=ExperimentalWarning', join(REPO, 'packages/cli/src/main.ts'), 'recover', victim.vm_id],
      { encoding: 'utf8', env: { ...process.env, SVC_API_URL: apis[1].url, SVC_TOKEN: operatorKey }, timeout: 120_000 },
    );
    const newId = out.trim().split(/\s+/).pop() as string;
    const read = await c[0].exec(newId, ['cat', '/tmp/kept']);
    if (read.stdout !== `round-${round}\n`) throw new Error(`recovered sandbox read ${JSON.stringify(read)}`);
    const answered = performance.now();
    detect.push(interruptedAt - killed);
    recover.push(answered - interruptedAt);
    total.push(answered - killed);
    await c[0].delete(`/vms/${newId}`);
    await c[0].delete(`/vms/${victim.vm_id}`);
    await lost.start();
    // Registered again (heartbeat every 2 s, replicas read the hosts every second).
    await new Promise((r) => setTimeout(r, 4_000));
  }
  await store.close();

  const body = [
    `Machine: ${machine()}. Two \`warren host\` processes (${HOST_MB} MiB each, warm pool 1) and two \`warren api\` replicas on this machine, on PostgreSQL and an S3-compatible server process; busybox sandboxes of 1 vCPU and 128 MiB under TCG. Load average at the end: ${loadavg()[0].toFixed(1)}.`,
    '',
    `**${CREATES} creates**, ${AT_ONCE} in flight, through alternating replicas: host-a got ${perNode['host-a']}, host-b ${perNode['host-b']}; the burst took **${burstS.toFixed(1)} s** (${(CREATES / burstS).toFixed(1)} creates/s).`,
    '',
    table([
      summarize('create from an image (template restored), each', createMs),
      summarize('the first 8 (0–7 sandboxes already running)', createMs.slice(0, 8)),
      summarize('the last 8 (32–39 sandboxes already running)', createMs.slice(-8)),
    ]),
    '',
    'Every sandbox of the burst stays running until the end, so the later creates share the 2 cores with more idle TCG guests (each still runs its timer ticks in software): that, not placement, is what the first and last rows compare.',
    '',
    `**Host loss**, ${ROUNDS} rounds, host loss timeout ${LOSS_S} s (a host heartbeats every 2 s): SIGKILL of the sandbox's host → the sandbox \`interrupted\` → \`warren recover\` → the new sandbox on the other host answers \`cat\` of the file from the durable snapshot.`,
    '',
    table([
      summarize('kill → interrupted', detect),
      summarize('interrupted → recovered sandbox answers (warren recover, exec)', recover),
      summarize('kill → recovered sandbox answers', total),
    ]),
    '',
    `Detection is the loss timeout less the time since the host's last heartbeat (0–2 s), plus up to a second for a replica's poll of the hosts table; recovery itself is the CLI's start, a restore of the durable snapshot fetched from the object store, and an exec.`,
  ].join('\n');
  console.log(body);
  if (process.argv.includes('--write'))
    writeSection('scale', 'Scale-out: placement and host loss (bench/scale.ts)', body);
} finally {
  await cluster.stop();
}
