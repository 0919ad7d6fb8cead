// @warren/sdk's `client.volumes` against a real server (docs/volumes.md): the resource, its files
// without a sandbox and its durable snapshots (no VM needed), then one busybox sandbox that
// mounts a volume read-write and another read-only at create.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../server/test/helpers.ts';
import { Client, ConflictError, InvalidRequestError, NotFoundError } from '../src/index.ts';

let t: TestServer;
let client: Client;
let other: Client;
before(async () => {
  t = await startTestServer({ idle: { idleAfterMs: 600_000, checkEveryMs: 600_000 } });
  client = new Client({ token: t.client.key, apiUrl: t.server.url });
  other = new Client({ token: t.other.key, apiUrl: t.server.url });
});
after(async () => {
  client.close();
  other.close();
  await t.close();
});

describe('client.volumes', () => {
  it('create, list by labels, get, find by name, update (grow, labels), delete; names are unique', async () => {
    const vol = await client.volumes.create({ name: 'sdk-data', size_mb: 16, labels: { team: 'a' } });
    assert.deepEqual(
      [vol.name, vol.size_mb, vol.state, vol.labels, vol.bytes_used, vol.files_used, vol.mounted_by],
      ['sdk-data', 16, 'ready', { team: 'a' }, 0, 0, []],
    );
    const b = await client.volumes.create({ name: 'sdk-other', size_mb: 16 });
    await assert.rejects(client.volumes.create({ name: 'sdk-data', size_mb: 16 }), (e) => e instanceof ConflictError);
    await assert.rejects(client.volumes.create({ name: 'bad name!', size_mb: 16 }), InvalidRequestError);

    assert.deepEqual(
      (await client.volumes.list({ labels: { team: 'a' } })).map((v) => v.name),
      ['sdk-data'],
    );
    assert.deepEqual(
      (await client.volumes.list()).map((v) => v.name),
      ['sdk-data', 'sdk-other'],
    );
    assert.equal((await client.volumes.get(vol.volume_id)).name, 'sdk-data');
    assert.equal((await client.volumes.find('sdk-other')).volume_id, b.volume_id);
    await assert.rejects(client.volumes.find('nope'), NotFoundError);
    await assert.rejects(other.volumes.get(vol.volume_id), NotFoundError);

    const grown = await client.volumes.update(vol.volume_id, { size_mb: 32, labels: { team: 'b' } });
    assert.deepEqual([grown.size_mb, grown.labels], [32, { team: 'b' }]);

    await client.volumes.delete(b.volume_id);
    await assert.rejects(client.volumes.get(b.volume_id), NotFoundError);
  });

  it('files without a sandbox: write (parents made), read, readBytes, list, remove; usage follows', async () => {
    const vol = await client.volumes.find('sdk-data');
    const files = client.volumes.files(vol.volume_id);
    await files.write('/in/a.txt', 'héllo');
    await files.write('/in/b.bin', new Uint8Array([0, 1, 255]), { mode: '600' });
    assert.equal(await files.read('/in/a.txt'), 'héllo');
    assert.deepEqual([...(await files.readBytes('/in/b.bin'))], [0, 1, 255]);
    const entries = (await files.list('/in')).sort((x, y) => x.name.localeCompare(y.name));
    assert.deepEqual(
      entries.map((e) => [e.name, e.kind, e.size, e.mode & 0o777]),
      [
        ['a.txt', 'file', 6, 0o644],
        ['b.bin', 'file', 3, 0o600],
      ],
    );
    const used = await client.volumes.get(vol.volume_id);
    assert.ok(used.bytes_used >= 9 && used.files_used >= 3, JSON.stringify(used));
    await files.remove('/in/b.bin');
    await files.remove('/in/missing');
    assert.deepEqual(
      (await files.list('/in')).map((e) => e.name),
      ['a.txt'],
    );
    await assert.rejects(files.read('/in/b.bin'), NotFoundError);
    await assert.rejects(files.write('/big', new Uint8Array(4 * 1024 * 1024 + 1)), RangeError);
  });

  it('snapshot makes a durable copy; a new volume starts with its files; snapshots list, get, delete', async () => {
    const vol = await client.volumes.find('sdk-data');
    const snap = await client.volumes.snapshot(vol.volume_id);
    assert.deepEqual([snap.volume_id, snap.state, snap.durable], [vol.volume_id, 'ready', true]);
    assert.deepEqual(
      (await client.volumes.snapshots({ volume_id: vol.volume_id })).map((s) => s.volume_snapshot_id),
      [snap.volume_snapshot_id],
    );
    assert.ok((await client.volumes.snapshots()).some((s) => s.volume_snapshot_id === snap.volume_snapshot_id));
    const copy = await client.volumes.create({ name: 'sdk-copy', snapshot_id: snap.volume_snapshot_id });
    assert.equal(copy.from_snapshot_id, snap.volume_snapshot_id);
    assert.equal(await client.volumes.files(copy.volume_id).read('/in/a.txt'), 'héllo');
    await client.volumes.deleteSnapshot(snap.volume_snapshot_id);
    await assert.rejects(client.volumes.getSnapshot(snap.volume_snapshot_id), NotFoundError);
  });
});

describe('sandboxes.create({ volumes })', () => {
  it('mounts by name read-write and read-only; the files API and the guest see the same files; delete waits for unmount', async () => {
    const data = await client.volumes.find('sdk-data');
    const copy = await client.volumes.find('sdk-copy');
    const vm = await client.sandboxes.create({
      image: 'busybox',
      cpus: 1,
      memory_mb: 256, // two volumes: one per 128 MiB of memory
      volumes: [
        { volume: 'sdk-data', path: '/data' },
        { volume: copy.volume_id, path: '/ro', read_only: true },
      ],
    });
    try {
      assert.deepEqual(vm.volumes, [
        { volume_id: data.volume_id, path: '/data', read_only: false },
        { volume_id: copy.volume_id, path: '/ro', read_only: true },
      ]);
      const seen = await vm.run('cat /data/in/a.txt /ro/in/a.txt && echo out > /data/out.txt && touch /ro/x');
      assert.equal(seen.stdout, 'héllohéllo');
      assert.notEqual(seen.exit_code, 0, 'the read-only mount refuses a write');
      assert.match(seen.stderr, /Read-only file system/);
      assert.equal(await client.volumes.files(data.volume_id).read('/out.txt'), 'out\n');
      assert.deepEqual(
        (await client.volumes.get(data.volume_id)).mounted_by.map((m) => [m.vm_id, m.path, m.read_only]),
        [[vm.vm_id, '/data', false]],
      );
      await assert.rejects(client.volumes.delete(data.volume_id), (e) => e instanceof ConflictError);
    } finally {
      await vm.delete();
    }
    await client.volumes.delete(data.volume_id);
    await client.volumes.delete(copy.volume_id);
    assert.deepEqual(await client.volumes.list(), []);
  });
});
