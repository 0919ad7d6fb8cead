// GET /exports: the organization's exports, newest first, with fresh links on ready ones; another
// organization's list does not show them; a deleted export leaves the list.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer, until } from './helpers.ts';

let t: TestServer;
before(async () => {
  t = await startTestServer();
});
after(async () => {
  await t?.close();
});

describe('GET /exports', () => {
  it('lists the organization’s exports with download links, and only its own', { timeout: 300_000 }, async () => {
    assert.deepEqual((await t.client.get('/exports')).body, { exports: [] });
    const vm = await t.client.createSmall({ memory_mb: 128 });
    const s = (await t.client.post(`/vms/${vm.vm_id}/snapshot`)).body;
    await until(
      'durable',
      async () => ((await t.client.get(`/snapshots/${s.snapshot_id}`)).body.durable ? true : undefined),
      120_000,
    );
    const { export_id } = (await t.client.post(`/snapshots/${s.snapshot_id}/export`)).body;

    const pending = (await t.client.get('/exports')).body.exports;
    assert.equal(pending.length, 1);
    assert.equal(pending[0].export_id, export_id);
    assert.equal(pending[0].snapshot_id, s.snapshot_id);

    const ready = await until(
      'export ready',
      async () => {
        const [e] = (await t.client.get('/exports')).body.exports;
        assert.notEqual(e.state, 'failed', e.error);
        return e.state === 'ready' ? e : undefined;
      },
      180_000,
    );
    const manifest = ready.files.find((f: { name: string }) => f.name === 'manifest.json');
    assert.equal((await fetch(manifest.url)).status, 200, 'the listed link downloads');

    assert.deepEqual((await t.other.get('/exports')).body, { exports: [] }, 'another organization sees none');
    assert.equal((await t.client.delete(`/exports/${export_id}`)).status, 204);
    assert.deepEqual((await t.client.get('/exports')).body, { exports: [] });
  });
});
