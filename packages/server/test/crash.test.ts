// SIGKILL of `warren serve` at named steps (src/sys/crash-points.ts: the server stops dead at the
// step and the test kills it there), then a restart on the same data directory. A sandbox whose
// snapshot, fork or archive was cut at any step goes on running with its processes and files, and
// can be snapshotted again (host/adoption-repair.ts); no half-made checkpoint or stray disk layer
// is left; a create cut after its VM started is finished by its retry; nothing is orphaned
// (ServeProcess.restartAndCheck).

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type Client, until } from './helpers.ts';
import { ServeProcess } from './serve-process-fixture.ts';

const w = new ServeProcess('warren-crash-');
const mark = join(w.dataDir, 'crash-mark');
let c: Client;

before(async () => {
  await w.init();
  c = w.client;
});
after(() => w.close());

/**
 * Restarts the server set to stop dead at `point`, runs `op` (not awaited: it never answers, unless
 * it is work the server finishes in the background: `answersFirst`), waits for the server to reach
 * the point, then kills it and restarts it as usual.
 */
async function crashAt(
  point: string,
  op: () => Promise<unknown>,
  opts: { answersFirst?: boolean; settle?: () => Promise<void> } = {},
): Promise<void> {
  rmSync(mark, { force: true });
  w.kill();
  await w.start([], { WARREN_CRASH_AT: point, WARREN_CRASH_MARK: mark });
  // Adopted guests answer before the operation starts (a loaded host makes the first answer slow).
  for (const v of (await c.get('/vms')).body.vms.filter((x: { state: string }) => x.state === 'running')) {
    await until(`${v.vm_id} to answer`, async () =>
      (await c.post(`/vms/${v.vm_id}/exec`, { args: ['true'] })).status === 200 ? true : undefined,
    );
  }
  // An operation that answers never reached the point (refused, or the point is not on its path):
  // that is a failure to see at once, not after the wait.
  let answered: unknown;
  const pending = op().then(
    (r) => {
      answered = r ?? 'answered';
    },
    () => undefined,
  );
  await until(
    `the server to reach ${point}`,
    async () => {
      if (existsSync(mark)) return true;
      if (answered !== undefined && !opts.answersFirst && !existsSync(mark)) {
        throw new Error(`the operation answered before ${point}: ${JSON.stringify(answered)}`);
      }
      return undefined;
    },
    180_000,
  );
  await w.restartAndCheck('SIGKILL', opts.settle);
  await pending;
}

/** A running sandbox with a file and a background process to find again. */
async function sandbox(): Promise<{ vm: string; bg: string }> {
  const vm = (await c.createSmall({ memory_mb: 128 })).vm_id;
  const bg = (await c.sh(vm, 'echo kept > /root/k; sleep 1000 >/dev/null 2>&1 & echo $!')).stdout.trim();
  return { vm, bg };
}

/** The sandbox runs with its process and file, has no leftover of the cut checkpoint, and snapshots again (it is deleted after). */
async function assertWhole(vm: string, bg: string): Promise<void> {
  assert.equal((await c.get(`/vms/${vm}`)).body.state, 'running');
  assert.equal((await c.exec(vm, ['kill', '-0', bg])).exit_code, 0, 'its background process lives');
  assert.equal((await c.exec(vm, ['cat', '/root/k'])).stdout, 'kept\n');
  const checkpoints = join(w.dataDir, 'checkpoints');
  assert.deepEqual(
    readdirSync(checkpoints).filter((n) => n.includes('.')),
    [],
    'no half-made checkpoint directory',
  );
  // Compared by real path: a sandbox claimed from the warm pool has its directory linked to the pool's.
  const record = JSON.parse(readFileSync(join(w.dataDir, 'run', vm, 'sandbox.json'), 'utf8'));
  const own = new Set([record.disk, ...record.chain].map((f: string) => realpathSync(f)));
  const dir = join(w.dataDir, 'vms', vm);
  for (const n of readdirSync(dir)) assert.ok(own.has(realpathSync(join(dir, n))), `${n} is a layer of the sandbox`);
  await c.sh(vm, 'echo again > /root/again');
  const snap = await c.post(`/vms/${vm}/snapshot`, {});
  assert.equal(snap.status, 201, JSON.stringify(snap.body));
  assert.equal((await c.exec(vm, ['kill', '-0', bg])).exit_code, 0);
  // Restorable, also once the sandbox it was taken of is gone (its layers are the checkpoints' own).
  assert.equal((await c.delete(`/vms/${vm}`)).status, 204);
  const restored = await c.post('/vms', { snapshot_id: snap.body.snapshot_id });
  assert.equal(restored.status, 201, JSON.stringify(restored.body));
  assert.equal((await c.exec(restored.body.vm_id, ['cat', '/root/k', '/root/again'])).stdout, 'kept\nagain\n');
}

describe('SIGKILL in the middle of a snapshot', () => {
  for (const point of [
    'checkpoint:stopped',
    'checkpoint:layer-added',
    'checkpoint:switched',
    'checkpoint:saved',
    'checkpoint:committed',
    'checkpoint:old-layer-removed',
  ]) {
    it(`at ${point}: the sandbox goes on, whole, and snapshots again`, async () => {
      const { vm, bg } = await sandbox();
      const checkpoints = () => new Set(readdirSync(join(w.dataDir, 'checkpoints')));
      const before = checkpoints();
      await crashAt(point, () => c.post(`/vms/${vm}/snapshot`, {}));
      // The cut snapshot was never recorded: even once committed on the host, it is removed.
      assert.deepEqual(
        [...checkpoints()].filter((id) => !before.has(id)),
        [],
        'no unrecorded checkpoint is left',
      );
      await assertWhole(vm, bg);
      await w.deleteAll();
    });
  }
});

describe('SIGKILL in the middle of an archive and a fork', () => {
  it('an archive cut after the disk switch: the sandbox goes on running', async () => {
    const { vm, bg } = await sandbox();
    await crashAt('checkpoint:switched', () => c.post(`/vms/${vm}/stop`));
    await assertWhole(vm, bg);
    await w.deleteAll();
  });

  it('a fork cut after its save: the parent goes on; the child cannot be finished and its retry says so', async () => {
    const { vm, bg } = await sandbox();
    const child = randomUUID();
    await crashAt('checkpoint:saved', () => c.post(`/vms/${vm}/branch`, { child_vm_id: child }));
    await assertWhole(vm, bg);
    assert.equal((await c.get(`/vms/${child}`)).body.state, 'failed');
    const retry = await c.post(`/vms/${vm}/branch`, { child_vm_id: child });
    assert.equal(retry.status, 409, JSON.stringify(retry.body));
    assert.equal(retry.body.error, 'create failed');
    assert.match(retry.body.message, /delete it/);
    await w.deleteAll();
  });
});

describe('SIGKILL after a create started its VM', () => {
  it('the retry with the same vm_id finishes the create: 201 is a sandbox that answers', async () => {
    const { vm } = await sandbox();
    const snap = (await c.post(`/vms/${vm}/snapshot`, {})).body.snapshot_id;
    const id = randomUUID();
    await crashAt('start:restored', () => c.post('/vms', { snapshot_id: snap, vm_id: id }));
    assert.equal((await c.get(`/vms/${id}`)).body.state, 'failed');
    const retry = await c.post('/vms', { snapshot_id: snap, vm_id: id });
    assert.equal(retry.status, 201, JSON.stringify(retry.body));
    assert.equal(retry.body.state, 'running');
    assert.equal((await c.exec(id, ['cat', '/root/k'])).stdout, 'kept\n');
    await w.deleteAll();
  });
});

describe('SIGKILL in the middle of an unarchive, a template build and an export', () => {
  it('an unarchive cut after its VM started: archived again, and it starts with its processes', async () => {
    const { vm, bg } = await sandbox();
    assert.deepEqual((await c.post(`/vms/${vm}/stop`)).body, { stopped: true });
    await crashAt('unarchive:restored', () => c.post(`/vms/${vm}/start`));
    assert.equal((await c.get(`/vms/${vm}`)).body.state, 'archived');
    assert.equal((await c.post(`/vms/${vm}/start`)).body.started, true);
    assert.equal((await c.exec(vm, ['kill', '-0', bg])).exit_code, 0, 'its background process lives');
    assert.equal((await c.exec(vm, ['cat', '/root/k'])).stdout, 'kept\n');
    await w.deleteAll();
  });

  it('a template build cut after its checkpoint: built again after the restart, and ready', async () => {
    let templateId = '';
    let done: { status: string } | undefined;
    // The restarted server builds it again (a VM of its own): the checks wait for the build.
    const built = async () => {
      done = await until(
        'the build to end',
        async () => {
          const tpl = (await c.get(`/templates/${templateId}`)).body;
          return tpl.status === 'building' ? undefined : tpl;
        },
        180_000,
      );
    };
    await crashAt(
      'template:checkpointed',
      async () => {
        const r = await c.post('/templates', { name: 'cut-at-checkpoint', image: 'busybox', cpus: 1, memory_mb: 160 });
        assert.equal(r.status, 201, JSON.stringify(r.body));
        templateId = r.body.template_id;
      },
      { answersFirst: true, settle: built },
    );
    assert.ok(done);
    assert.equal(done.status, 'ready', JSON.stringify(done));
    const vm = await c.post('/vms', { template: 'cut-at-checkpoint' });
    assert.equal(vm.status, 201, JSON.stringify(vm.body));
    await w.deleteAll();
  });

  it('an export cut after storing its memory file: finished after the restart, no scratch left', async () => {
    const { vm } = await sandbox();
    const snap = (await c.post(`/vms/${vm}/snapshot`, {})).body.snapshot_id;
    await until('durable', async () => ((await c.get(`/snapshots/${snap}`)).body.durable ? true : undefined), 60_000);
    await w.deleteAll();
    let exportId = '';
    await crashAt(
      'export:memory-stored',
      async () => {
        exportId = (await c.post(`/snapshots/${snap}/export`)).body.export_id;
      },
      { answersFirst: true },
    );
    const done = await until(
      'the export to end',
      async () => {
        const e = (await c.get(`/exports/${exportId}`)).body;
        return e.state === 'pending' ? undefined : e;
      },
      180_000,
    );
    assert.equal(done.state, 'ready', done.error);
    assert.deepEqual(readdirSync(join(w.dataDir, 'tmp')), [], 'no export work directory is left');
  });
});
