// Warren on its scale-out storage, end to end through the HTTP API on real microVMs: the store in
// a real PostgreSQL server and durable objects in a real S3-compatible server process. Records
// live in PostgreSQL (another process opening the database sees them), snapshots become durable
// in the bucket and restore from it alone, exports are S3 presigned links, and the organization
// cap holds under concurrent creates. Then `warren serve`, `org create` and `key create` with the
// storage flags, and the flag errors.

import assert from 'node:assert/strict';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { dbPath, REPO_ROOT } from '../src/index.ts';
import { S3ObjectStore } from '../src/objects/s3.ts';
import { openStore } from '../src/store/index.ts';
import { Client, SCRATCH, startTestServer, type TestServer, until } from './helpers.ts';
import { type PostgresServer, startPostgres } from './postgres-fixture.ts';
import { freePort } from './registry-fixture.ts';
import { type S3Server, startS3 } from './s3-fixture.ts';

let pg: PostgresServer;
let s3: S3Server;
let bucket: S3ObjectStore;
before(async () => {
  pg = await startPostgres();
  s3 = await startS3();
  bucket = new S3ObjectStore(s3.config);
});
after(async () => {
  bucket.close();
  await s3.stop();
  pg.stop();
});

describe('warren serve on PostgreSQL and S3, through the API', () => {
  let t: TestServer;
  let url: string;
  before(async () => {
    url = await pg.createDatabase();
    t = await startTestServer({
      postgresUrl: url,
      s3: s3.config,
      sandboxCap: 2,
      idle: { idleAfterMs: 600_000, checkEveryMs: 600_000 },
    });
  });
  after(() => t.close());

  it('the organization cap holds under concurrent creates (403 quota past it)', async () => {
    const rs = await Promise.all([1, 2, 3].map(() => t.client.create({ image: 'busybox', cpus: 1, memory_mb: 128 })));
    assert.deepEqual(rs.map((r) => r.status).sort(), [201, 201, 403], JSON.stringify(rs.map((r) => r.body)));
    assert.equal(rs.find((r) => r.status === 403)?.body.error, 'quota');
    for (const r of rs.filter((x) => x.status === 201))
      assert.equal((await t.client.delete(`/vms/${r.body.vm_id}`)).status, 204);
  });

  it('records are in PostgreSQL: another process opening the database sees the sandbox and its events', async () => {
    const vm = await t.client.createSmall({ memory_mb: 128 });
    assert.equal((await t.client.exec(vm.vm_id, ['echo', 'on postgres'])).stdout, 'on postgres\n');
    assert.ok((await t.client.get('/vms')).body.vms.some((v: { vm_id: string }) => v.vm_id === vm.vm_id));
    const replica = await openStore({ sqlitePath: '', postgresUrl: url });
    try {
      const row = await replica.sandboxes.getAnyOrg(vm.vm_id);
      assert.equal(row?.state, 'running');
      assert.equal(typeof row?.created_unix_ns, 'number');
      const events = await replica.events.list(row?.org_id ?? '', vm.vm_id, 10);
      assert.ok(events.length > 0);
    } finally {
      await replica.close();
    }
    assert.equal(existsSync(dbPath(t.config)), false, 'no SQLite file');
    assert.equal((await t.client.get('/audit')).status, 200);
    assert.equal((await t.client.delete(`/vms/${vm.vm_id}`)).status, 204);
  });

  let snapshotId = '';
  it('a snapshot becomes durable in the bucket and restores from the bucket alone', async () => {
    const src = await t.client.createSmall({ memory_mb: 128 });
    await t.client.sh(src.vm_id, 'echo from-s3 > /tmp/r; sync');
    const r = await t.client.post(`/vms/${src.vm_id}/snapshot`);
    assert.equal(r.status, 201, JSON.stringify(r.body));
    snapshotId = r.body.snapshot_id;
    await until(
      'durable',
      async () => ((await t.client.get(`/snapshots/${snapshotId}`)).body.durable ? true : undefined),
      120_000,
    );
    assert.equal(await bucket.exists(`checkpoints/${snapshotId}/checkpoint.json`), true, 'the commit marker');
    assert.ok(((await bucket.size(`checkpoints/${snapshotId}/memory.zst`)) ?? 0) > 0, 'the memory image');
    assert.equal(existsSync(join(t.config.dataDir, 'objects')), false, 'nothing in a local object directory');

    await t.client.delete(`/vms/${src.vm_id}`);
    await until('host teardown', async () => (t.server.host.has(src.vm_id) ? undefined : true));
    rmSync(join(t.config.dataDir, 'checkpoints', snapshotId), { recursive: true, force: true });
    const restored = await t.client.post('/vms', { snapshot_id: snapshotId });
    assert.equal(restored.status, 201, JSON.stringify(restored.body));
    assert.equal((await t.client.exec(restored.body.vm_id, ['cat', '/tmp/r'])).stdout, 'from-s3\n');
    await t.client.delete(`/vms/${restored.body.vm_id}`);
  });

  it('an export’s files are S3 presigned links that match their checksums; delete removes them', async () => {
    assert.ok(snapshotId, 'the snapshot of the test before');
    const exportId = randomUUID();
    assert.equal((await t.client.post(`/snapshots/${snapshotId}/export`, { export_id: exportId })).status, 202);
    const ready = await until(
      'export ready',
      async () => {
        const e = (await t.client.get(`/exports/${exportId}`)).body;
        assert.notEqual(e.state, 'failed', e.error);
        return e.state === 'ready' ? e : undefined;
      },
      180_000,
    );
    for (const f of ready.files) {
      const link = new URL(f.url);
      assert.equal(link.origin, s3.config.endpoint, 'the link is the bucket’s');
      assert.ok(link.searchParams.has('X-Amz-Signature'));
      const res = await fetch(f.url);
      assert.equal(res.status, 200, f.name);
      const data = Buffer.from(await res.arrayBuffer());
      assert.equal(data.length, f.bytes);
      assert.equal(createHash('sha256').update(data).digest('hex'), f.sha256, f.name);
    }
    assert.equal((await t.client.delete(`/exports/${exportId}`)).status, 204);
    assert.equal((await fetch(ready.files[0].url)).status, 404, 'delete removes the files from the bucket');
    assert.equal(await bucket.exists(`exports/${exportId}/manifest.json`), false);
  });
});

describe('the warren command with storage flags', () => {
  const CLI = join(REPO_ROOT, 'packages/cli/src/main.ts');
  const dataDir = mkdtempSync(join(SCRATCH, 'warren-storage-cli-'));
  const credentials = join(dataDir, 's3.json');
  let url: string;
  let server: ChildProcess | undefined;
  before(async () => {
    url = await pg.createDatabase();
    writeFileSync(
      credentials,
      JSON.stringify({ access_key_id: s3.config.accessKeyId, secret_access_key: s3.config.secretAccessKey }),
    );
  });
  after(() => {
    server?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  const storage = () => [
    '--postgres',
    url,
    '--s3-bucket',
    s3.config.bucket,
    '--s3-endpoint',
    s3.config.endpoint ?? '',
    '--s3-credentials-file',
    credentials,
  ];
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', CLI, ...args, '--data', dataDir], {
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, AWS_ACCESS_KEY_ID: '', AWS_SECRET_ACCESS_KEY: '' },
    });

  it('serve says which storage it uses; org and key created on PostgreSQL work against it', async () => {
    const port = await freePort();
    server = spawn(
      process.execPath,
      [
        '--disable-warning=ExperimentalWarning',
        CLI,
        'serve',
        '--listen',
        `127.0.0.1:${port}`,
        '--data',
        dataDir,
        ...storage(),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const line = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('serve did not start in 60 s')), 60_000);
      server?.stdout?.on('data', (b: Buffer) => {
        if (b.toString().includes('serving')) {
          clearTimeout(timer);
          resolve(b.toString());
        }
      });
      server?.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
    });
    assert.match(line, /store postgres, objects s3 bucket warren/);
    const org = cli('org', 'create', 'initech', '--postgres', url);
    assert.equal(org.status, 0, org.stderr);
    const key = cli('key', 'create', '--org', 'initech', '--postgres', url);
    assert.equal(key.status, 0, key.stderr);
    const c = new Client(`http://127.0.0.1:${port}`, key.stdout.trim());
    const r = await c.get('/vms');
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(r.body.vms, []);
    assert.equal(existsSync(join(dataDir, 'warren.db')), false, 'no SQLite file');
    server.kill('SIGTERM');
    await new Promise((res) => server?.once('exit', res));
    server = undefined;
  });

  it('a bucket that does not exist stops the start with a clear message', () => {
    const r = cli(
      'serve',
      '--listen',
      '127.0.0.1:0',
      ...storage().slice(0, 3),
      'no-such-bucket',
      ...storage().slice(4),
    );
    assert.equal(r.status, 1);
    assert.match(r.stderr, /S3 bucket no-such-bucket: does not exist/);
  });

  it('bad storage flags are refused before anything starts', () => {
    const cases: [string[], RegExp][] = [
      [['--postgres', 'mysql://x/y'], /--postgres wants a postgres: or postgresql: URL/],
      [['--s3-endpoint', 'http://127.0.0.1:1'], /--s3-endpoint needs --s3-bucket/],
      [['--s3-bucket', 'warren'], /--s3-bucket needs credentials/],
      [['--s3-bucket', 'Bad_Bucket', '--s3-credentials-file', credentials], /invalid bucket name/],
      [['--s3-bucket', 'warren', '--s3-credentials-file', join(dataDir, 'missing.json')], /ENOENT/],
    ];
    for (const [flags, message] of cases) {
      const r = cli('serve', '--listen', '127.0.0.1:0', ...flags);
      assert.equal(r.status, 1, flags.join(' '));
      assert.match(r.stderr, message, flags.join(' '));
    }
  });

  it('org create on a PostgreSQL server that is down fails with the connection error', () => {
    const r = cli('org', 'create', 'nobody', '--postgres', 'postgres://warren:x@127.0.0.1:1/warren');
    assert.equal(r.status, 1);
    assert.match(r.stderr, /ECONNREFUSED/);
  });
});
