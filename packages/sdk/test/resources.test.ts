// @warren/sdk against a real server and real microVMs: snapshots, exports, templates, registry
// credentials, audit, and every error class from a real answer (or a real failure: a stopped
// guest, a failing object store, a dropped connection, a closed port).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer, withStoreBroken } from '../../server/test/helpers.ts';
import {
  AuthError,
  CapacityError,
  Client,
  ClientClosedError,
  ConflictError,
  type Export,
  ExportFailed,
  NotFoundError,
  QuotaError,
  type Sandbox,
  SandboxUnhealthyError,
  TemplateBuildFailed,
  TransportError,
  WaitTimeout,
} from '../src/index.ts';
import { startProxy } from './proxy.ts';

let t: TestServer;
let client: Client;
let vm: Sandbox;
before(async () => {
  // 600 MiB of guest memory and a cap of 2: room for two more 128 MiB sandboxes, not for four.
  t = await startTestServer({
    hostMemoryMb: 600,
    sandboxCap: 2,
    idle: { idleAfterMs: 600_000, checkEveryMs: 600_000 },
  });
  client = new Client({ token: t.client.key, apiUrl: t.server.url });
  vm = await client.sandboxes.create({ image: 'busybox', cpus: 1, memory_mb: 128 });
});
after(async () => {
  client.close();
  await t.close();
});

describe('snapshots', () => {
  it('snapshot with waitDurable, then list, get, restore into a new sandbox, export, delete', async () => {
    await vm.files.write('/tmp/state', 'at snapshot');
    const snap = await vm.snapshot({ waitDurable: true });
    assert.equal(snap.vm_id, vm.vm_id);
    assert.equal(snap.durable, true);
    assert.ok((snap.logical_bytes ?? 0) > 0);
    assert.deepEqual(
      (await client.snapshots.list({ vm_id: vm.vm_id })).map((s) => s.snapshot_id),
      [snap.snapshot_id],
    );
    assert.ok((await client.snapshots.list()).some((s) => s.snapshot_id === snap.snapshot_id));
    assert.equal((await client.snapshots.get(snap.snapshot_id)).durable, true);

    const restored = await client.snapshots.restore(snap.snapshot_id);
    assert.notEqual(restored.vm_id, vm.vm_id);
    assert.equal(await restored.files.read('/tmp/state'), 'at snapshot');
    await restored.delete();

    const exp = (await client.snapshots.export(snap.snapshot_id, { wait: true })) as Export;
    assert.equal(exp.state, 'ready');
    assert.deepEqual(exp.files?.map((f) => f.name).sort(), [
      'disk.img.zst',
      'manifest.json',
      'memory.img.zst',
      'state.json',
    ]);
    assert.equal((await client.exports.get(exp.export_id)).state, 'ready');
    await client.exports.delete(exp.export_id);
    await assert.rejects(client.exports.get(exp.export_id), NotFoundError);

    await client.snapshots.delete(snap.snapshot_id);
    await assert.rejects(client.snapshots.get(snap.snapshot_id), NotFoundError);
  });

  it('WaitTimeout while the upload cannot finish; ExportFailed when the export cannot be written', async () => {
    const snap = await withStoreBroken(t, async () => {
      const s = await vm.snapshot();
      await assert.rejects(client.snapshots.waitDurable(s.snapshot_id, { timeoutMs: 1500 }), WaitTimeout);
      return s;
    });
    await client.snapshots.waitDurable(snap.snapshot_id, { timeoutMs: 60_000 });
    await withStoreBroken(t, async () => {
      await assert.rejects(client.snapshots.export(snap.snapshot_id, { wait: true, timeoutMs: 60_000 }), (err) => {
        assert.ok(err instanceof ExportFailed, String(err));
        assert.ok(err.detail.length > 0);
        return true;
      });
    });
  });
});

describe('templates', () => {
  it('list shows the shared template the create used; get; delete of a shared one is refused', async () => {
    const [shared] = await client.templates.list();
    assert.equal(shared.source_image, 'busybox');
    assert.equal(shared.shared, true);
    assert.equal((await client.templates.get(shared.template_id)).status, 'ready');
    await assert.rejects(client.templates.delete(shared.template_id), AuthError);
  });

  it('build of an image that cannot be pulled ends in TemplateBuildFailed; create of it too', async () => {
    const image = '127.0.0.1:1/nothing-here:latest';
    await assert.rejects(client.templates.build({ name: 'broken', image }, { timeoutMs: 120_000 }), (err) => {
      assert.ok(err instanceof TemplateBuildFailed, String(err));
      assert.ok(err.detail.length > 0);
      return true;
    });
    const failed = (await client.templates.list()).find((x) => x.name === 'broken');
    assert.equal(failed?.status, 'failed');
    await client.templates.delete(failed.template_id);
    await assert.rejects(client.templates.get(failed.template_id), NotFoundError);
    await assert.rejects(client.sandboxes.create({ image, cpus: 1, memory_mb: 128 }), TemplateBuildFailed);
  });
});

describe('registries', () => {
  it('put, list (no secrets) and delete a static credential', async () => {
    await client.registries.put({ host: 'registry.example:5000', kind: 'static', username: 'u', secret: 's3cret' });
    const listed = await client.registries.list();
    assert.deepEqual(
      listed.map((r) => [r.host, r.kind]),
      [['registry.example:5000', 'static']],
    );
    assert.ok(!JSON.stringify(listed).includes('s3cret'), 'secrets are never returned');
    await client.registries.delete('registry.example:5000');
    assert.deepEqual(await client.registries.list(), []);
  });
});

describe('audit', () => {
  it("pages through the organization's mutating calls, newest first", async () => {
    const first = await client.audit({ limit: 2 });
    assert.equal(first.records.length, 2);
    assert.equal(first.records[0].action, 'DELETE /registries/:host');
    assert.ok(first.next_before);
    const next = await client.audit({ limit: 2, before: first.next_before });
    assert.ok(next.records[0].id < first.records[1].id);
  });
});

describe('errors from real answers', () => {
  it('QuotaError kind cap at the organization cap; CapacityError when no host fits', async () => {
    await assert.rejects(vm.fork(2), (err) => {
      assert.ok(err instanceof QuotaError, String(err));
      assert.equal(err.status, 403);
      assert.equal(err.kind, 'cap');
      return true;
    });
    await assert.rejects(vm.fork(4), (err) => {
      assert.ok(err instanceof CapacityError, String(err));
      assert.equal(err.body.kind, 'placement');
      return true;
    });
  });

  it('QuotaError kind rate with retryAfter when the request budget is spent', async () => {
    const limited = await startTestServer({
      rateLimits: { acquisitionsPerMinute: 300, otherPerMinute: 3, replicas: 1 },
    });
    try {
      const c = new Client({ token: limited.client.key, apiUrl: limited.server.url });
      for (let i = 0; i < 3; i++) await c.sandboxes.list();
      await assert.rejects(c.sandboxes.list(), (err) => {
        assert.ok(err instanceof QuotaError, String(err));
        assert.equal(err.status, 429);
        assert.equal(err.kind, 'rate');
        assert.ok((err.retryAfter ?? 0) > 0);
        return true;
      });
    } finally {
      await limited.close();
    }
  });

  it('AuthError (401) for an invalid key; another organization’s sandbox is NotFoundError', async () => {
    const bad = new Client({ token: 'wrn_sk_not-a-key', apiUrl: t.server.url });
    await assert.rejects(bad.sandboxes.list(), (err) => err instanceof AuthError && err.status === 401);
    const other = new Client({ token: t.other.key, apiUrl: t.server.url });
    await assert.rejects(other.sandboxes.get(vm.vm_id), NotFoundError);
  });

  it('ConflictError for a state conflict (reboot of an archived sandbox)', async () => {
    await vm.archive();
    await assert.rejects(vm.reboot(), (err) => err instanceof ConflictError && err.status === 409);
    await vm.unarchive();
  });

  it('SandboxUnhealthyError (503 sandbox agent unreachable) when the guest stops answering', async () => {
    const pid = Number(readFileSync(join(t.config.dataDir, 'run', vm.vm_id, 'qemu.pid'), 'utf8'));
    process.kill(pid, 'SIGSTOP');
    try {
      await assert.rejects(vm.fork(), (err) => {
        assert.ok(err instanceof SandboxUnhealthyError, String(err));
        assert.equal(err.word, 'sandbox agent unreachable');
        return true;
      });
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    assert.equal((await vm.run('echo alive')).stdout, 'alive\n');
  });

  it('TransportError when nothing answers, or no answer comes in time', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve)); // nothing listens there now
    const nowhere = new Client({ token: 'x', apiUrl: `http://127.0.0.1:${port}`, maxRetries: 0 });
    await assert.rejects(nowhere.sandboxes.list(), TransportError);
    // The record comes through an unhurried client: on a loaded machine even a GET can take 300 ms.
    const hasty = new Client({ token: t.client.key, apiUrl: t.server.url, timeoutMs: 300 });
    const sandbox = hasty.sandboxes.wrap(await client.sandboxes.record(vm.vm_id));
    await assert.rejects(
      sandbox.run('sleep 2'),
      (err) => err instanceof TransportError && /no answer/.test(err.message),
    );
  });

  it('ClientClosedError for calls in flight and after close', async () => {
    const c = new Client({ token: t.client.key, apiUrl: t.server.url });
    const sandbox = await c.sandboxes.get(vm.vm_id);
    const running = sandbox.run('sleep 2');
    await new Promise((r) => setTimeout(r, 200));
    c.close();
    await assert.rejects(running, ClientClosedError);
    await assert.rejects(c.sandboxes.list(), ClientClosedError);
  });
});

describe('retry rules over a connection that drops', () => {
  it('a read whose connection resets is retried', async () => {
    const proxy = await startProxy(t.server.url, (req, n) => (req.method === 'GET' && n === 1 ? 'reset' : 'pass'));
    try {
      const c = new Client({ token: t.client.key, apiUrl: proxy.url });
      assert.equal((await c.sandboxes.get(vm.vm_id)).vm_id, vm.vm_id);
      assert.deepEqual(proxy.seen, [`GET /vms/${vm.vm_id}`, `GET /vms/${vm.vm_id}`]);
    } finally {
      await proxy.close();
    }
  });

  it('an exec whose connection resets is not repeated', async () => {
    const proxy = await startProxy(t.server.url, (req) => (req.method === 'POST' ? 'reset' : 'pass'));
    try {
      const c = new Client({ token: t.client.key, apiUrl: proxy.url });
      const sandbox = await c.sandboxes.get(vm.vm_id);
      await assert.rejects(sandbox.run('true'), TransportError);
      assert.equal(proxy.seen.filter((s) => s.startsWith('POST')).length, 1);
    } finally {
      await proxy.close();
    }
  });

  it('a create whose answer is lost is found with GET /vms/{id}, not created twice', async () => {
    await vm.delete(); // room under the cap
    const proxy = await startProxy(t.server.url, (req) => (req.method === 'POST' ? 'lose-answer' : 'pass'));
    try {
      const c = new Client({ token: t.client.key, apiUrl: proxy.url });
      const made = await c.sandboxes.create({ image: 'busybox', cpus: 1, memory_mb: 128 });
      assert.equal(made.state, 'running');
      assert.deepEqual(proxy.seen, ['POST /vms', `GET /vms/${made.vm_id}`]);
      assert.deepEqual(
        (await client.sandboxes.list()).map((s) => s.vm_id),
        [made.vm_id],
      );
      vm = made;
    } finally {
      await proxy.close();
    }
  });
});
