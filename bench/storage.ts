// Storage benchmark: the store's calls on SQLite against PostgreSQL (a local server), exec round
// trips through the API on each, and the object store's puts and gets on the local directory
// against S3 (the tests' S3-compatible server on loopback). Prints Markdown tables and, with
// --write, replaces the "storage" section of bench/RESULTS.md.
//   node bench/storage.ts [--write]

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LocalObjectStore } from '../packages/server/src/objects/local.ts';
import { S3ObjectStore } from '../packages/server/src/objects/s3.ts';
import type { ObjectStore } from '../packages/server/src/objects/types.ts';
import { openStore, type SandboxRow, type Store } from '../packages/server/src/store/index.ts';
import { SCRATCH, startTestServer, type TestServer } from '../packages/server/test/helpers.ts';
import { startPostgres } from '../packages/server/test/postgres-fixture.ts';
import { startS3 } from '../packages/server/test/s3-fixture.ts';
import { sandboxRecord } from '../packages/server/test/store-fixture.ts';
import { writeSection } from './results.ts';
import { machine, type Summary, summarize, table, timed } from './stats.ts';

const STORE_RUNS = 300;
const BATCHES = 20;
const RTT_RUNS = 200;
const BIG_RUNS = 5;
const BIG_BYTES = 64 * 1024 * 1024;
const SMALL_RUNS = 50;

const work = mkdtempSync(join(SCRATCH, 'warren-bench-storage-'));
const pg = await startPostgres();
const s3 = await startS3();

let seq = 0;
function sandbox(orgId: string): SandboxRow {
  return sandboxRecord(orgId, { vm_id: `vm-${++seq}`, memory_mb: 128, guest_ip: '10.0.0.2' });
}

/** Runs `op` on each subject in turn, `runs` times, so both see the same machine (it drifts). */
async function alternate<S>(
  subjects: [string, S][],
  runs: number,
  what: string,
  op: (s: S, i: number) => Promise<unknown>,
): Promise<Summary[]> {
  const samples = subjects.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) {
    for (const [k, [, s]] of subjects.entries()) samples[k].push((await timed(() => op(s, i)))[0]);
  }
  return subjects.map(([name], k) => summarize(`${name}: ${what}`, samples[k]));
}

async function storeCalls(stores: [string, Store][]): Promise<Summary[]> {
  const org = 'org-bench';
  for (const [, store] of stores) await store.accounts.createOrg(org, org);
  const ids: string[] = [];
  const rows: Summary[] = [];
  rows.push(
    ...(await alternate(stores, STORE_RUNS, 'create within the cap (count + insert, one transaction)', (store, i) => {
      const row = sandbox(org);
      row.vm_id = `vm-${i}`;
      ids[i] = row.vm_id;
      return store.sandboxes.insertWithinCap([row], 1_000_000);
    })),
  );
  rows.push(...(await alternate(stores, STORE_RUNS, 'get a sandbox', (store, i) => store.sandboxes.get(org, ids[i]))));
  rows.push(
    ...(await alternate(stores, STORE_RUNS, 'event + audit record (what an audited call writes)', async (store, i) => {
      await store.events.add({ vmId: ids[0], orgId: org, kind: 'exec', detail: 'true', node: 'local' });
      await store.audit.add({
        org_id: org,
        key_id: 'k',
        action: 'POST /vms/{id}/exec',
        resource: ids[0],
        outcome: 200,
        request_id: `r${i}`,
      });
    })),
  );
  rows.push(...(await alternate(stores, STORE_RUNS, 'list 50 events', (store) => store.events.list(org, ids[0], 50))));
  rows.push(
    ...(await alternate(
      stores,
      BATCHES,
      '20 concurrent creates of one organization, cap 10 (whole batch)',
      async (store, b) => {
        const o = `org-batch-${b}`;
        await store.accounts.createOrg(o, o);
        return Promise.all(Array.from({ length: 20 }, () => store.sandboxes.insertWithinCap([sandbox(o)], 10)));
      },
    )),
  );
  return rows;
}

/** Exec round trips through the API of two servers side by side, one on each dialect. */
async function execRoundTrips(postgresUrl: string): Promise<Summary[]> {
  const servers = [await startTestServer(), await startTestServer({ postgresUrl })];
  try {
    const vms: [string, { t: TestServer; vm: string }][] = [];
    for (const [k, t] of servers.entries()) {
      const vm = (await t.client.createSmall({ memory_mb: 128 })).vm_id;
      for (let i = 0; i < 10; i++) await t.client.exec(vm, ['true']);
      vms.push([k === 0 ? 'sqlite' : 'postgres', { t, vm }]);
    }
    return await alternate(vms, RTT_RUNS, 'exec round trip of `true` (API)', ({ t, vm }) =>
      t.client.exec(vm, ['true']),
    );
  } finally {
    for (const t of servers) await t.close();
  }
}

async function objectCalls(name: string, objects: ObjectStore): Promise<Summary[]> {
  const src = join(work, 'big');
  writeFileSync(src, randomBytes(BIG_BYTES));
  const put: number[] = [];
  const get: number[] = [];
  for (let i = 0; i < BIG_RUNS; i++) {
    put.push((await timed(() => objects.putFile(`bench/big-${i}`, src)))[0]);
    get.push((await timed(() => objects.getFile(`bench/big-${i}`, join(work, `back-${i}`))))[0]);
    rmSync(join(work, `back-${i}`));
  }
  const small: number[] = [];
  const data = randomBytes(4096);
  for (let i = 0; i < SMALL_RUNS; i++) small.push((await timed(() => objects.putBytes(`bench/small-${i}`, data)))[0]);
  const presign: number[] = [];
  for (let i = 0; i < SMALL_RUNS; i++) {
    presign.push((await timed(() => objects.presign(`bench/small-${i}`, Math.floor(Date.now() / 1000) + 3600)))[0]);
  }
  const del = (await timed(() => objects.deletePrefix('bench')))[0];
  return [
    summarize(`${name}: put a 64 MiB file`, put),
    summarize(`${name}: get a 64 MiB file`, get),
    summarize(`${name}: put 4 KiB`, small),
    summarize(`${name}: presign a link`, presign),
    summarize(`${name}: delete ${BIG_RUNS + SMALL_RUNS} objects under a prefix`, [del]),
  ];
}

try {
  const stores: [string, Store][] = [
    ['sqlite', await openStore({ sqlitePath: join(work, 'warren.db') })],
    ['postgres', await openStore({ sqlitePath: '', postgresUrl: await pg.createDatabase() })],
  ];
  const rows = await storeCalls(stores);
  for (const [, store] of stores) await store.close();
  const api = await execRoundTrips(await pg.createDatabase());

  const local = new LocalObjectStore(join(work, 'objects'), () => 'http://127.0.0.1', randomBytes(32));
  const bucket = new S3ObjectStore(s3.config);
  const objects = [...(await objectCalls('local', local)), ...(await objectCalls('s3', bucket))];
  bucket.close();

  const text = [
    `Machine: ${machine()}. The two sides of each comparison run alternately, call by call. PostgreSQL 15 on the same machine (127.0.0.1, password authentication, fsync off as the test cluster runs); S3 is the tests' server (s3rver behind SigV4 checking, one Node process writing to the local disk) on loopback: its numbers show Warren's client overhead, not a real bucket's.`,
    '',
    '### The store',
    '',
    table(rows),
    '',
    '### Through the API (busybox, 1 vCPU, 128 MiB; each exec reads its key and sandbox and writes an audit record)',
    '',
    table(api),
    '',
    '### The object store',
    '',
    table(objects),
  ].join('\n');
  console.log(text);
  if (process.argv.includes('--write'))
    writeSection('storage', 'Storage: SQLite and PostgreSQL, local and S3 (bench/storage.ts)', text);
} finally {
  await s3.stop();
  pg.stop();
  rmSync(work, { recursive: true, force: true });
}
