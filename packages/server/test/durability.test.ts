// Durability and collection of checkpoints, end to end through the HTTP API on real microVMs: a
// snapshot whose upload fails is uploaded later without a restart, and an archive's checkpoint
// (local files and objects) goes once its sandbox is deleted.

import assert from 'node:assert/strict';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer, until, withStoreBroken } from './helpers.ts';

let t: TestServer;
before(async () => {
  t = await startTestServer({ idle: { idleAfterMs: 600_000, checkEveryMs: 600_000 } });
});
after(() => t.close());

const localDir = (id: string) => join(t.config.dataDir, 'checkpoints', id);
const objectsRoot = () => join(t.config.dataDir, 'objects');
const storedDir = (id: string) => join(objectsRoot(), 'checkpoints', id);

async function durable(snapshotId: string): Promise<boolean> {
  const r = await t.client.get(`/snapshots/${snapshotId}`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.durable;
}

/** The checkpoint a sandbox's archive took, as its `archived` event names it. */
async function archiveCheckpoint(vmId: string): Promise<string> {
  const events: { kind: string; detail: string }[] = (await t.client.get(`/vms/${vmId}/events`)).body.events;
  const id = events.find((e) => e.kind === 'archived')?.detail.match(/checkpoint (\S+)/)?.[1];
  assert.ok(id, `an archived event names the checkpoint: ${JSON.stringify(events)}`);
  return id;
}

describe('an archive whose upload fails', () => {
  it('answers 503 with Retry-After and leaves the sandbox running; a later stop archives it', async () => {
    const vm = (await t.client.createSmall({ memory_mb: 128 })).vm_id;
    const r = await withStoreBroken(t, () => t.client.post(`/vms/${vm}/stop`));
    assert.equal(r.status, 503, JSON.stringify(r.body));
    assert.equal(r.body.error, 'archive failed');
    assert.equal(r.headers.get('retry-after'), '30');
    assert.equal((await t.client.get(`/vms/${vm}`)).body.state, 'running');
    assert.equal((await t.client.exec(vm, ['echo', 'still here'])).stdout, 'still here\n');
    assert.deepEqual((await t.client.post(`/vms/${vm}/stop`)).body, { stopped: true });
    await t.client.delete(`/vms/${vm}`);
  });
});

describe('a snapshot whose upload fails', () => {
  it('stays not durable while the object store fails, then becomes durable without a restart and restores', async () => {
    const src = await t.client.createSmall({ memory_mb: 128 });
    await t.client.sh(src.vm_id, 'echo retried > /tmp/r');

    // A real fault: the object store's root becomes a plain file, so every put fails (ENOTDIR).
    // The server runs in this process; its error log shows the tries failing.
    const logged: string[] = [];
    const logError = console.error;
    console.error = (...args: unknown[]) => {
      logged.push(args.join(' '));
      logError(...args);
    };
    let snapshotId = '';
    try {
      await withStoreBroken(t, async () => {
        const r = await t.client.post(`/vms/${src.vm_id}/snapshot`);
        assert.equal(r.status, 201, JSON.stringify(r.body));
        snapshotId = r.body.snapshot_id;
        const failures = () => logged.filter((l) => l.includes(`upload of checkpoint ${snapshotId}`)).length;
        await until('the first upload and a retry fail', async () => (failures() >= 2 ? true : undefined));
        assert.equal(await durable(snapshotId), false, 'not durable while the store fails');
        await new Promise((res) => setTimeout(res, 2000));
        assert.equal(await durable(snapshotId), false, 'still not durable a while later');
      });
    } finally {
      console.error = logError;
    }

    // The next try (backoff 4 s, then 8 s) finds the store back.
    await until(
      'durable after the store came back',
      async () => ((await durable(snapshotId)) ? true : undefined),
      60_000,
    );
    assert.ok(existsSync(join(storedDir(snapshotId), 'checkpoint.json')), 'the commit marker is stored');

    // Restored from the object store alone: every file of the checkpoint was uploaded.
    await t.client.delete(`/vms/${src.vm_id}`);
    await until('host teardown', async () => (t.server.host.has(src.vm_id) ? undefined : true));
    rmSync(localDir(snapshotId), { recursive: true, force: true });
    const restored = await t.client.post('/vms', { snapshot_id: snapshotId });
    assert.equal(restored.status, 201, JSON.stringify(restored.body));
    assert.equal((await t.client.exec(restored.body.vm_id, ['cat', '/tmp/r'])).stdout, 'retried\n');
    await t.client.delete(`/vms/${restored.body.vm_id}`);
  });
});

describe('an archive checkpoint', () => {
  it('is kept while its sandbox runs on it after start, and goes (files and objects) when the sandbox is deleted', async () => {
    const vm = (await t.client.createSmall({ memory_mb: 128 })).vm_id;
    await t.client.sh(vm, 'echo archived > /tmp/a');
    assert.deepEqual((await t.client.post(`/vms/${vm}/stop`)).body, { stopped: true });
    const id = await archiveCheckpoint(vm);
    assert.ok(existsSync(join(storedDir(id), 'checkpoint.json')), 'an archive is durable');
    assert.equal((await t.client.get(`/snapshots/${id}`)).status, 404, 'an archive is not a snapshot');

    assert.equal((await t.client.post(`/vms/${vm}/start`)).body.started, true);
    assert.equal((await t.client.exec(vm, ['cat', '/tmp/a'])).stdout, 'archived\n');
    // A snapshot delete answers after the collector ran; the running sandbox still sits on the archive.
    const other = (await t.client.createSmall({ memory_mb: 128 })).vm_id;
    const snap = (await t.client.post(`/vms/${other}/snapshot`)).body.snapshot_id;
    assert.equal((await t.client.delete(`/snapshots/${snap}`)).status, 204);
    await t.client.delete(`/vms/${other}`);
    assert.ok(existsSync(join(localDir(id), 'checkpoint.json')), 'kept while the sandbox runs on it');
    assert.ok(existsSync(join(storedDir(id), 'checkpoint.json')), 'its objects kept too');
    assert.equal((await t.client.exec(vm, ['cat', '/tmp/a'])).stdout, 'archived\n');

    await t.client.delete(`/vms/${vm}`);
    await until('archive checkpoint removed', async () =>
      existsSync(localDir(id)) || existsSync(storedDir(id)) ? undefined : true,
    );
  });

  it('goes (files and objects) when a sandbox still archived is deleted', async () => {
    const vm = (await t.client.createSmall({ memory_mb: 128 })).vm_id;
    assert.deepEqual((await t.client.post(`/vms/${vm}/stop`)).body, { stopped: true });
    const id = await archiveCheckpoint(vm);
    assert.ok(existsSync(join(localDir(id), 'checkpoint.json')), 'kept while archived');
    assert.ok(existsSync(join(storedDir(id), 'checkpoint.json')), 'an archive is durable');

    await t.client.delete(`/vms/${vm}`);
    await until('archive checkpoint removed', async () =>
      existsSync(localDir(id)) || existsSync(storedDir(id)) ? undefined : true,
    );
  });
});
