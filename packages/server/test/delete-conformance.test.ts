// Every DELETE route, as the spec words it: a resource of another organization answers 404
// (Authentication, 3), so a DELETE of an id that is not the caller's (another organization's, or
// one never made) is 404 and changes nothing; repeating a delete of one's own resource is a no-op
// 204 ("repeating it is a no-op 204"). Real sandbox, snapshot, export and template underneath.
// GET /exports is here too: the organization's exports, newest first, with fresh links on ready
// ones; another organization's list does not show them; a deleted export leaves the list. It
// lists the export the DELETE case then removes: one export serves both (each takes ~25 s here,
// zstd reading the whole 16 GiB raw disk).

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { type Client, type Response, startTestServer, type TestServer, until } from './helpers.ts';

let t: TestServer;
let vm: string;
let snapshotId: string;
let exportId: string;

before(async () => {
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

function notFound(r: Response, what: string): void {
  assert.equal(r.status, 404, `${what}: ${r.status} ${JSON.stringify(r.body)}`);
  assert.equal(r.body.error, 'not found', what);
}

/**
 * The shared rule for a resource at `path` owned by acme: globex's DELETE is 404 and the resource
 * is still there; an id never made is 404 for both; acme's DELETE is 204, its repeat 204, the
 * resource then 404 for acme, and globex's DELETE still 404.
 */
async function deleteRule(path: string, unknownPath: string, stillThere: (c: Client) => Promise<void>) {
  notFound(await t.other.delete(path), `another organization's DELETE ${path}`);
  await stillThere(t.client);
  notFound(await t.client.delete(unknownPath), `DELETE ${unknownPath} (never made)`);
  notFound(await t.other.delete(unknownPath), `another organization's DELETE ${unknownPath} (never made)`);

  assert.equal((await t.client.delete(path)).status, 204, 'the owner deletes it');
  assert.equal((await t.client.delete(path)).status, 204, "repeating a delete of one's own is a no-op 204");
  notFound(await t.client.get(path), `GET ${path} after the delete`);
  notFound(await t.other.delete(path), `another organization's DELETE ${path} after the owner's`);
}

describe('GET /exports', () => {
  it('lists the organization’s exports with download links, and only its own', { timeout: 300_000 }, async () => {
    assert.deepEqual((await t.client.get('/exports')).body, { exports: [] });
    const e = await t.client.post(`/snapshots/${snapshotId}/export`);
    assert.equal(e.status, 202, JSON.stringify(e.body));
    exportId = e.body.export_id;

    const pending = (await t.client.get('/exports')).body.exports;
    assert.equal(pending.length, 1);
    assert.equal(pending[0].export_id, exportId);
    assert.equal(pending[0].snapshot_id, snapshotId);

    const ready = await until(
      'export ready',
      async () => {
        const [x] = (await t.client.get('/exports')).body.exports;
        assert.notEqual(x.state, 'failed', x.error);
        return x.state === 'ready' ? x : undefined;
      },
      // zstd reads the whole 16 GiB raw disk: minutes on a busy 2-core machine.
      300_000,
    );
    const manifest = ready.files.find((f: { name: string }) => f.name === 'manifest.json');
    assert.equal((await fetch(manifest.url)).status, 200, 'the listed link downloads');

    assert.deepEqual((await t.other.get('/exports')).body, { exports: [] }, 'another organization sees none');
  });
});

describe('DELETE /exports/{export_id}', () => {
  it("is 404 for another organization's export or an unknown id, 204 for one's own and its repeat", async () => {
    assert.ok(exportId, 'GET /exports made the export');
    await deleteRule(`/exports/${exportId}`, `/exports/${randomUUID()}`, async (c) => {
      assert.equal((await c.get(`/exports/${exportId}`)).body.state, 'ready');
    });
    assert.deepEqual((await t.client.get('/exports')).body, { exports: [] }, 'a deleted export leaves the list');
  });
});

describe('DELETE /snapshots/{snapshot_id}', () => {
  it("is 404 for another organization's snapshot or an unknown id, 204 for one's own and its repeat", async () => {
    await deleteRule(`/snapshots/${snapshotId}`, `/snapshots/${randomUUID()}`, async (c) => {
      assert.equal((await c.get(`/snapshots/${snapshotId}`)).status, 200);
    });
  });
});

describe('DELETE /templates/{template_id}', () => {
  it("is 404 for another organization's template or an unknown id, 204 for one's own and its repeat", async () => {
    const r = await t.client.post('/templates', { name: 'conformance', image: 'busybox', cpus: 1, memory_mb: 128 });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const id = r.body.template_id;
    await t.client.waitTemplate(id);
    await deleteRule(`/templates/${id}`, `/templates/${randomUUID()}`, async (c) => {
      assert.equal((await c.get(`/templates/${id}`)).body.status, 'ready');
    });
  });

  it('a shared template is 403 for every organization: read-only to all', async () => {
    const shared = (await t.client.get('/templates')).body.templates.find((x: { shared: boolean }) => x.shared);
    assert.ok(shared, 'the busybox create used a shared template');
    for (const c of [t.client, t.other]) {
      const r = await c.delete(`/templates/${shared.template_id}`);
      assert.equal(r.status, 403, JSON.stringify(r.body));
    }
  });
});

describe('DELETE /vms/{id}/files', () => {
  it("is 404 for another organization's sandbox; the owner's removal is 204", async () => {
    assert.equal((await t.client.exec(vm, ['touch', '/tmp/kept'])).exit_code, 0);
    notFound(await t.other.delete(`/vms/${vm}/files?path=/tmp/kept`), "another organization's file removal");
    assert.equal((await t.client.exec(vm, ['test', '-e', '/tmp/kept'])).exit_code, 0, 'the file is still there');
    assert.equal((await t.client.delete(`/vms/${vm}/files?path=/tmp/kept`)).status, 204);
    assert.equal((await t.client.exec(vm, ['test', '-e', '/tmp/kept'])).exit_code, 1);
  });
});

describe('DELETE /registries/{host}', () => {
  it("names a host in the caller's own list: another organization's DELETE of the same host is its own no-op 204", async () => {
    const put = await t.client.post('/registries', {
      host: 'registry.test:5000',
      kind: 'static',
      username: 'u',
      secret: 's',
    });
    assert.equal(put.status, 204, JSON.stringify(put.body));
    assert.equal((await t.other.delete('/registries/registry.test:5000')).status, 204);
    const hosts = (await t.client.get('/registries')).body.registries.map((r: { host: string }) => r.host);
    assert.deepEqual(hosts, ['registry.test:5000'], "the owner's credential is untouched");
    assert.equal((await t.client.delete('/registries/registry.test:5000')).status, 204);
    assert.equal((await t.client.delete('/registries/registry.test:5000')).status, 204);
  });
});

describe('DELETE /vms/{id}', () => {
  it("is 404 for another organization's sandbox or an unknown id, 204 for one's own and its repeat", async () => {
    await deleteRule(`/vms/${vm}`, `/vms/${randomUUID()}`, async (c) => {
      assert.equal((await c.get(`/vms/${vm}`)).body.state, 'running');
    });
  });
});
