// Nothing a run makes outlives it: short jobs (an export's compressed files, the KVM probe's VM)
// work in the data directory's tmp/, remove their own directory on success and on failure, and a
// start clears what a killed earlier run left there. Nothing goes to the system's /tmp.

import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { defaultConfig, startServer } from '../src/index.ts';
import { startTestServer, type TestServer, until, withStoreBroken } from './helpers.ts';

let t: TestServer;
let vm: string;
let snapshotId: string;

const scratch = () => join(t.config.dataDir, 'tmp');
const systemTmp = () => new Set(readdirSync(tmpdir()).filter((n) => n.startsWith('warren-')));
let systemBefore: Set<string>;

before(async () => {
  systemBefore = systemTmp();
  t = await startTestServer();
  vm = (await t.client.createSmall()).vm_id;
  const s = await t.client.post(`/vms/${vm}/snapshot`);
  assert.equal(s.status, 201, JSON.stringify(s.body));
  snapshotId = s.body.snapshot_id;
  await until(
    'snapshot durable',
    async () => ((await t.client.get(`/snapshots/${snapshotId}`)).body.durable ? true : undefined),
    60_000,
  );
});
after(() => t.close());

/** Waits (bounded) for an export to leave `pending`; compressing the 16 GiB raw disk takes a while. */
async function settled(exportId: string): Promise<string> {
  return until(
    `export ${exportId} settles`,
    async () => {
      const state = (await t.client.get(`/exports/${exportId}`)).body.state;
      return state === 'pending' ? undefined : state;
    },
    300_000,
  );
}

describe('an export', () => {
  it('that succeeds leaves no working files', async () => {
    const r = await t.client.post(`/snapshots/${snapshotId}/export`);
    assert.equal(r.status, 202, JSON.stringify(r.body));
    // While it runs, its files are under the data directory's tmp/.
    const seen = await until(
      'the export working in tmp/',
      async () => {
        const names = readdirSync(scratch()).filter((n) => n.startsWith(`warren-export-${r.body.export_id}-`));
        if (names.length > 0) return names;
        return (await t.client.get(`/exports/${r.body.export_id}`)).body.state === 'pending' ? undefined : [];
      },
      300_000,
    );
    assert.equal(seen.length, 1, 'the export worked in the data directory`s tmp/');
    assert.equal(await settled(r.body.export_id), 'ready');
    assert.deepEqual(readdirSync(scratch()), []);
  });

  it('that fails (the object store refuses its files, three times) leaves no working files', async () => {
    const exportId = await withStoreBroken(t, async () => {
      const r = await t.client.post(`/snapshots/${snapshotId}/export`);
      assert.equal(r.status, 202, JSON.stringify(r.body));
      assert.equal(await settled(r.body.export_id), 'failed');
      return r.body.export_id as string;
    });
    assert.equal((await t.server.store.exports.getAnyOrg(exportId))?.attempts, 3);
    assert.deepEqual(readdirSync(scratch()), []);
  });

  it('puts nothing in the system`s temporary directory', () => {
    const added = [...systemTmp()].filter((n) => !systemBefore.has(n) && n.startsWith(`warren-export-`));
    assert.deepEqual(added, []);
  });
});

describe('a server start', () => {
  it('clears what a killed earlier run left in tmp/', async () => {
    const dataDir = join(t.config.dataDir, 'second');
    const left = join(dataDir, 'tmp', 'warren-export-killed-x1y2z3');
    mkdirSync(left, { recursive: true });
    writeFileSync(join(left, 'disk.img.zst'), 'half written');
    const server = await startServer(
      defaultConfig({ dataDir, listen: { host: '127.0.0.1', port: 0 }, warmPool: { perSource: 0, memoryMb: 0 } }),
    );
    try {
      assert.equal(existsSync(left), false);
      assert.deepEqual(readdirSync(join(dataDir, 'tmp')), [], 'the KVM probe, if it ran, removed its own files too');
    } finally {
      await server.close();
    }
  });
});
