// Checkpoints and the rest of a sandbox's life, end to end through the HTTP API on real
// microVMs: snapshot and restore, fork, pause, sleep and the idle policy, archive, exports.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type Client, SCRATCH, startTestServer, type TestServer, until } from './helpers.ts';
import { cgroupDirs } from './jail-fixture.ts';

const COUNTER = 'i=0; while true; do i=$((i+1)); echo $i > /tmp/counter; sleep 0.2; done';

async function counter(c: Client, vmId: string): Promise<number> {
  return Number((await c.exec(vmId, ['cat', '/tmp/counter'])).stdout.trim());
}

/**
 * Whether the counter loop runs in a sandbox: it moves past its current value within a few
 * seconds (a restored or forked guest may be sluggish for a second or two under TCG).
 */
async function counting(c: Client, vmId: string): Promise<boolean> {
  const start = await counter(c, vmId);
  const deadline = Date.now() + 8000;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 300));
    if ((await counter(c, vmId)) > start) return true;
  }
  return false;
}

async function events(c: Client, vmId: string): Promise<string[]> {
  return (await c.get(`/vms/${vmId}/events`)).body.events.map((e: { kind: string }) => e.kind);
}

let t: TestServer;
let vm: string;
before(async () => {
  t = await startTestServer({ idle: { idleAfterMs: 600_000, checkEveryMs: 600_000 } });
  vm = (await t.client.createSmall()).vm_id;
  await t.client.post(`/vms/${vm}/exec`, { args: ['sh', '-c', COUNTER], background: true });
  await t.client.sh(vm, 'echo before > /tmp/file');
});
after(() => t.close());

describe('POST /vms/{id}/snapshot and restore', () => {
  let snap: { snapshot_id: string; [k: string]: unknown };

  it('answers 201 with the creation fields; the sandbox keeps running', async () => {
    const r = await t.client.post(`/vms/${vm}/snapshot`, {});
    assert.equal(r.status, 201, JSON.stringify(r.body));
    snap = r.body;
    assert.deepEqual(Object.keys(snap).sort(), [
      'created_unix_ns',
      'image',
      'parent_snapshot_id',
      'snapshot_id',
      'state',
      'vm_id',
    ]);
    assert.equal(snap.vm_id, vm);
    assert.equal((await t.client.get(`/vms/${vm}`)).body.state, 'running');
    assert.ok(await counting(t.client, vm), 'the parent keeps counting');
    assert.ok((await events(t.client, vm)).includes('snapshotted'));
  });

  it('is restorable at once into a NEW sandbox whose processes continue', async () => {
    const r = await t.client.post('/vms', { snapshot_id: snap.snapshot_id });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const restored = r.body;
    assert.notEqual(restored.vm_id, vm);
    assert.equal(restored.memory_mb, 256);
    assert.equal(restored.cpus, 1);
    assert.equal((await t.client.exec(restored.vm_id, ['cat', '/tmp/file'])).stdout, 'before\n');
    assert.ok(await counting(t.client, restored.vm_id), 'the counter keeps counting after restore');
    assert.deepEqual((await events(t.client, restored.vm_id)).sort(), ['created', 'restored']);
    await t.client.delete(`/vms/${restored.vm_id}`);
  });

  it('becomes durable within seconds, with logical_bytes', async () => {
    const s = await until('durable', async () => {
      const r = await t.client.get(`/snapshots/${snap.snapshot_id}`);
      return r.body.durable ? r.body : undefined;
    });
    assert.ok(s.logical_bytes > 0);
  });

  it('is listed per organization and per sandbox', async () => {
    assert.ok(
      (await t.client.get('/snapshots')).body.snapshots.some(
        (s: { snapshot_id: string }) => s.snapshot_id === snap.snapshot_id,
      ),
    );
    assert.equal((await t.client.get(`/vms/${vm}/snapshots`)).body.snapshots.length, 1);
    assert.equal((await t.other.get(`/snapshots/${snap.snapshot_id}`)).status, 404);
    assert.deepEqual((await t.other.get('/snapshots')).body.snapshots, []);
    assert.equal((await t.other.post('/vms', { snapshot_id: snap.snapshot_id })).status, 404);
  });

  it('a restore refuses shape overrides with 400', async () => {
    for (const override of [{ memory_mb: 512 }, { cpus: 2 }, { runtime: 'vm' }]) {
      const r = await t.client.post('/vms', { snapshot_id: snap.snapshot_id, ...override });
      assert.equal(r.status, 400, JSON.stringify(override));
    }
  });

  it('a caller-chosen snapshot_id makes a retry safe, and the next snapshot names its parent', async () => {
    const id = randomUUID();
    const a = await t.client.post(`/vms/${vm}/snapshot`, { snapshot_id: id });
    const b = await t.client.post(`/vms/${vm}/snapshot`, { snapshot_id: id });
    assert.equal(a.status, 201);
    assert.equal(b.body.snapshot_id, id);
    assert.equal(b.status, 201);
    assert.equal(a.body.parent_snapshot_id, snap.snapshot_id);
    // Retries that arrive together get the one snapshot too.
    const together = randomUUID();
    const both = await Promise.all([0, 1].map(() => t.client.post(`/vms/${vm}/snapshot`, { snapshot_id: together })));
    assert.deepEqual(
      both.map((r) => [r.status, r.body.snapshot_id]),
      [
        [201, together],
        [201, together],
      ],
    );
    assert.equal((await t.client.get(`/vms/${vm}/snapshots`)).body.snapshots.length, 3);
  });

  it('a durable snapshot restores after its sandbox and its host-local files are gone', async () => {
    const src = await t.client.createSmall({ memory_mb: 128 });
    await t.client.sh(src.vm_id, 'echo durable > /tmp/d');
    const s = (await t.client.post(`/vms/${src.vm_id}/snapshot`)).body;
    await until('durable', async () =>
      (await t.client.get(`/snapshots/${s.snapshot_id}`)).body.durable ? true : undefined,
    );
    await t.client.delete(`/vms/${src.vm_id}`);
    await until('host teardown', async () => (t.server.host.has(src.vm_id) ? undefined : true));
    rmSync(join(t.config.dataDir, 'checkpoints', s.snapshot_id), { recursive: true, force: true });
    const r = await t.client.post('/vms', { snapshot_id: s.snapshot_id });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.equal((await t.client.exec(r.body.vm_id, ['cat', '/tmp/d'])).stdout, 'durable\n');
    await t.client.delete(`/vms/${r.body.vm_id}`);
  });

  it('a snapshot of a guest whose agent is silent is 409 sandbox agent unreachable, within seconds', async () => {
    const quiet = (await t.client.createSmall({ memory_mb: 128 })).vm_id;
    // A real silence: the VM's QEMU process is stopped, so nothing in the guest answers.
    // By pidfile: a claimed pooled VM's command line names the run directory it was prepared in.
    const pid = Number(readFileSync(join(t.config.dataDir, 'run', quiet, 'qemu.pid'), 'utf8'));
    process.kill(pid, 'SIGSTOP');
    try {
      const started = Date.now();
      const r = await t.client.post(`/vms/${quiet}/snapshot`);
      assert.equal(r.status, 409, JSON.stringify(r.body));
      assert.equal(r.body.error, 'sandbox agent unreachable');
      assert.ok(Date.now() - started < 15_000, `answered after ${Date.now() - started} ms`);
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    assert.equal((await t.client.exec(quiet, ['echo', 'back'])).stdout, 'back\n');
    assert.equal((await t.client.get(`/vms/${quiet}/snapshots`)).body.snapshots.length, 0);
    await t.client.delete(`/vms/${quiet}`);
  });

  it('a guest starved of CPU is waited for, not called silent: a snapshot goes through once it gets the CPU', async () => {
    const slow = (await t.client.createSmall({ memory_mb: 128 })).vm_id;
    const pid = Number(readFileSync(join(t.config.dataDir, 'run', slow, 'qemu.pid'), 'utf8'));
    // A real starvation: the sandbox's own cgroup (made by Warren) throttled to 1 ms of CPU a second,
    // as a host oversubscribed many times over would leave it. Its QEMU wants the CPU and waits.
    const dirs = cgroupDirs(pid);
    const v1 = dirs.get('cpu');
    const files = v1
      ? {
          dir: v1,
          starve: [
            ['cpu.cfs_quota_us', '1000'],
            ['cpu.cfs_period_us', '1000000'],
          ],
        }
      : { dir: dirs.get('') as string, starve: [['cpu.max', '1000 1000000']] };
    const saved = files.starve.map(([f]) => [f, readFileSync(join(files.dir, f), 'utf8').trim()] as const);
    for (const [f, v] of files.starve) writeFileSync(join(files.dir, f), v);
    const feed = setTimeout(() => {
      // v1 wants the period back before the quota it bounds.
      for (const [f, v] of saved.toReversed()) writeFileSync(join(files.dir, f), v);
    }, 12_000);
    try {
      const started = Date.now();
      // The snapshot first asks the agent to answer within 5 s (the silent guest's 409 above).
      const r = await t.client.post(`/vms/${slow}/snapshot`);
      assert.equal(r.status, 201, JSON.stringify(r.body));
      assert.ok(Date.now() - started >= 11_000, 'it was waited for while it was starved');
    } finally {
      clearTimeout(feed);
      for (const [f, v] of saved.toReversed()) writeFileSync(join(files.dir, f), v);
    }
    assert.equal((await t.client.exec(slow, ['echo', 'fed'])).stdout, 'fed\n');
    assert.equal((await t.client.get(`/vms/${slow}`)).body.state, 'running');
    await t.client.delete(`/vms/${slow}`);
  });

  it('leave_paused rests the sandbox until the next command wakes it', async () => {
    const r = await t.client.post(`/vms/${vm}/snapshot`, { leave_paused: true });
    assert.equal(r.status, 201);
    assert.notEqual((await t.client.get(`/vms/${vm}`)).body.state, 'running');
    assert.equal((await events(t.client, vm))[0], 'slept');
    assert.equal((await t.client.exec(vm, ['echo', 'awake'])).stdout, 'awake\n');
    assert.equal((await t.client.get(`/vms/${vm}`)).body.state, 'running');
  });
});

describe('POST /vms/{id}/branch', () => {
  it('forks one child that resumes the parent and then diverges', async () => {
    const childId = randomUUID();
    const r = await t.client.post(`/vms/${vm}/branch`, { child_vm_id: childId });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.equal(r.body.vm_id, childId);
    assert.equal(r.body.parent_vm_id, vm);
    const again = await t.client.post(`/vms/${vm}/branch`, { child_vm_id: childId });
    assert.equal(again.body.vm_id, childId, 'child_vm_id makes a retry safe');

    assert.equal((await t.client.exec(childId, ['cat', '/tmp/file'])).stdout, 'before\n');
    assert.ok(await counting(t.client, childId), "the child's copy of the counter runs");
    await t.client.sh(childId, 'echo child > /tmp/file');
    assert.equal((await t.client.exec(vm, ['cat', '/tmp/file'])).stdout, 'before\n', 'disks diverge');
    const rand = async (id: string) => (await t.client.exec(id, ['cat', '/proc/sys/kernel/random/uuid'])).stdout;
    assert.notEqual(await rand(childId), await rand(vm));
    assert.ok((await events(t.client, vm)).includes('forked'));
    await t.client.delete(`/vms/${childId}`);
  });

  it('count 3 makes three siblings from one point in time', async () => {
    const r = await t.client.post(`/vms/${vm}/branch`, { count: 3 });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.equal(r.body.vms.length, 3);
    const outs = await Promise.all(
      r.body.vms.map((c: { vm_id: string }) => t.client.exec(c.vm_id, ['cat', '/proc/sys/kernel/random/uuid'])),
    );
    assert.equal(new Set(outs.map((o) => o.stdout)).size, 3, 'siblings do not share random state');
    for (const c of r.body.vms) await t.client.delete(`/vms/${c.vm_id}`);
  });

  it('400 for count outside 2-4', async () => {
    for (const count of [1, 5]) assert.equal((await t.client.post(`/vms/${vm}/branch`, { count })).status, 400);
  });

  it('a fan-out the host cannot fit is 503 capacity with Retry-After, creating none', async () => {
    const small = await startTestServer({ hostMemoryMb: 512 });
    try {
      const parent = await small.client.createSmall({ memory_mb: 256 });
      const r = await small.client.post(`/vms/${parent.vm_id}/branch`, { count: 2 });
      assert.equal(r.status, 503);
      assert.equal(r.body.error, 'capacity');
      assert.ok(Number(r.headers.get('retry-after')) > 0);
      assert.equal((await small.client.get('/vms')).body.vms.length, 1);
    } finally {
      await small.close();
    }
  });
});

describe('pause, resume and sleep', () => {
  it('pause answers 204; guest operations are 409 "sandbox is paused" until resume', async () => {
    assert.equal((await t.client.post(`/vms/${vm}/pause`)).status, 204);
    assert.equal((await t.client.get(`/vms/${vm}`)).body.state, 'paused');
    const r = await t.client.post(`/vms/${vm}/exec`, { args: ['true'] });
    assert.equal(r.status, 409);
    assert.equal(r.body.error, 'sandbox is paused');
    assert.equal((await t.client.post(`/vms/${vm}/resume`)).status, 204);
    assert.equal((await t.client.exec(vm, ['echo', 'back'])).stdout, 'back\n');
    assert.deepEqual((await events(t.client, vm)).slice(0, 2), ['resumed', 'paused']);
  });

  it('sleep answers slept: false for a busy sandbox, and it keeps working', async () => {
    const r = await t.client.post(`/vms/${vm}/sleep`);
    assert.deepEqual(r.body, { slept: false });
    assert.equal((await t.client.get(`/vms/${vm}`)).body.state, 'running');
  });

  it('an idle sandbox sleeps; the next command wakes it transparently', async () => {
    const idle = await t.client.createSmall({ memory_mb: 128 });
    assert.deepEqual((await t.client.post(`/vms/${idle.vm_id}/sleep`)).body, { slept: true });
    assert.equal((await t.client.get(`/vms/${idle.vm_id}`)).body.state, 'slept');
    assert.equal((await t.client.exec(idle.vm_id, ['echo', 'hi'])).stdout, 'hi\n');
    assert.equal((await t.client.get(`/vms/${idle.vm_id}`)).body.state, 'running');
    const kinds = await events(t.client, idle.vm_id);
    assert.ok(kinds.includes('slept') && kinds.includes('woke'), kinds.join(','));
    await t.client.delete(`/vms/${idle.vm_id}`);
  });
});

describe('idle policy', () => {
  it('puts an idle sandbox to sleep and never a busy one', async () => {
    const quick = await startTestServer({ idle: { idleAfterMs: 1500, checkEveryMs: 300 } });
    try {
      const idle = await quick.client.createSmall({ memory_mb: 128 });
      const busy = await quick.client.createSmall({ memory_mb: 128 });
      await quick.client.post(`/vms/${busy.vm_id}/exec`, { args: ['sleep', '600'], background: true });
      // A command that outlasts the threshold: the sandbox serving it is not idle.
      const long = await quick.client.createSmall({ memory_mb: 128 });
      const longExec = quick.client.exec(long.vm_id, ['sleep', '5']);
      const state = (c: Client, id: string) => c.get(`/vms/${id}`).then((r) => r.body.state as string);
      await until(
        'idle sandbox sleeps',
        async () => ((await quick.server.store.sandboxes.getAnyOrg(idle.vm_id))?.state === 'slept' ? true : undefined),
        20_000,
      );
      assert.equal((await quick.server.store.sandboxes.getAnyOrg(busy.vm_id))?.state, 'running');
      assert.equal(await state(quick.client, idle.vm_id), 'slept');
      assert.equal((await quick.client.exec(idle.vm_id, ['echo', 'woke'])).stdout, 'woke\n');
      assert.equal((await longExec).exit_code, 0);
      assert.equal((await events(quick.client, long.vm_id)).includes('slept'), false);
    } finally {
      await quick.close();
    }
  });
});

describe('archive (stop) and unarchive (start)', () => {
  it('stop saves and releases; commands are 409 "sandbox is stopped"; start continues processes', async () => {
    const r = await t.client.post(`/vms/${vm}/stop`);
    assert.deepEqual(r.body, { stopped: true });
    const archived = (await t.client.get(`/vms/${vm}`)).body;
    assert.equal(archived.state, 'archived');
    assert.ok(archived.node, 'node is last-known while archived');
    assert.equal(t.server.host.has(vm), false, 'host resources released');
    const e = await t.client.post(`/vms/${vm}/exec`, { args: ['true'] });
    assert.equal(e.status, 409);
    assert.equal(e.body.error, 'sandbox is stopped');
    assert.equal((await t.client.post(`/vms/${vm}/reboot`)).status, 409);

    const s = await t.client.post(`/vms/${vm}/start`);
    assert.equal(s.body.started, true);
    assert.equal(typeof s.body.node, 'string');
    assert.equal((await t.client.get(`/vms/${vm}`)).body.state, 'running');
    assert.equal((await t.client.exec(vm, ['cat', '/tmp/file'])).stdout, 'before\n', '/tmp survives archiving');
    assert.ok(await counting(t.client, vm), 'processes continue');
    const kinds = await events(t.client, vm);
    assert.ok(kinds.includes('archived') && kinds.includes('unarchived'));
  });

  it('stop works from paused and from slept; start brings the sandbox back running', async () => {
    for (const how of ['pause', 'sleep']) {
      const s = (await t.client.createSmall({ memory_mb: 128 })).vm_id;
      await t.client.sh(s, `echo ${how} > /tmp/how`);
      assert.ok([200, 204].includes((await t.client.post(`/vms/${s}/${how}`)).status));
      assert.deepEqual((await t.client.post(`/vms/${s}/stop`)).body, { stopped: true }, how);
      assert.equal((await t.client.get(`/vms/${s}`)).body.state, 'archived');
      assert.equal((await t.client.post(`/vms/${s}/start`)).body.started, true);
      assert.equal((await t.client.get(`/vms/${s}`)).body.state, 'running');
      assert.equal((await t.client.exec(s, ['cat', '/tmp/how'])).stdout, `${how}\n`);
      await t.client.delete(`/vms/${s}`);
    }
  });

  it('archived sandboxes do not count against the cap', async () => {
    const capped = await startTestServer({ sandboxCap: 1 });
    try {
      const a = await capped.client.createSmall({ memory_mb: 128 });
      assert.equal((await capped.client.create({ image: 'busybox', memory_mb: 128 })).status, 403);
      await capped.client.post(`/vms/${a.vm_id}/stop`);
      const b = await capped.client.create({ image: 'busybox', memory_mb: 128 });
      assert.equal(b.status, 201);
      const again = await capped.client.post(`/vms/${a.vm_id}/start`);
      assert.equal(again.status, 403, 'unarchiving takes a slot back');
    } finally {
      await capped.close();
    }
  });
});

describe("another organization's sandbox", () => {
  it('is 404 on every lifecycle route', async () => {
    for (const route of ['snapshot', 'branch', 'pause', 'resume', 'sleep', 'stop', 'start', 'reboot']) {
      assert.equal((await t.other.post(`/vms/${vm}/${route}`, {})).status, 404, route);
    }
    assert.equal((await t.other.get(`/vms/${vm}/snapshots`)).status, 404);
  });
});

describe('exports', () => {
  it('409 until durable; then files that download, decompress and match their checksums', async () => {
    const src = await t.client.createSmall({ memory_mb: 128 });
    await t.client.sh(src.vm_id, 'echo exported > /tmp/x; sync');
    const s = (await t.client.post(`/vms/${src.vm_id}/snapshot`)).body;
    const early = await t.client.post(`/snapshots/${s.snapshot_id}/export`);
    if (early.status === 409) assert.equal(early.body.error, 'snapshot is not durable yet');
    await until('durable', async () =>
      (await t.client.get(`/snapshots/${s.snapshot_id}`)).body.durable ? true : undefined,
    );
    const exportId = randomUUID();
    const r = await t.client.post(`/snapshots/${s.snapshot_id}/export`, { export_id: exportId });
    assert.equal(r.status, 202);
    assert.equal(r.body.export_id, exportId);
    assert.equal(
      (await t.client.delete(`/snapshots/${s.snapshot_id}`)).status,
      409,
      'snapshot delete waits for the export',
    );
    const ready = await until(
      'export ready',
      async () => {
        const e = (await t.client.get(`/exports/${exportId}`)).body;
        assert.notEqual(e.state, 'failed', e.error);
        return e.state === 'ready' ? e : undefined;
      },
      120_000,
    );
    const names = ready.files.map((f: { name: string }) => f.name).sort();
    assert.deepEqual(names, ['disk.img.zst', 'manifest.json', 'memory.img.zst', 'state.json']);
    assert.ok(ready.expires_unix > Date.now() / 1000);
    assert.equal(
      (await t.client.delete(`/snapshots/${s.snapshot_id}`)).status,
      204,
      'a finished export does not hold the snapshot',
    );

    const work = mkdtempSync(join(SCRATCH, 'warren-export-test-'));
    try {
      for (const f of ready.files) {
        const res = await fetch(f.url);
        assert.equal(res.status, 200, f.name);
        const data = Buffer.from(await res.arrayBuffer());
        assert.equal(data.length, f.bytes);
        assert.equal(createHash('sha256').update(data).digest('hex'), f.sha256);
        writeFileSync(join(work, f.name), data);
      }
      execFileSync('zstd', ['-q', '-d', join(work, 'memory.img.zst'), '-o', join(work, 'memory.img')]);
      assert.equal(statSync(join(work, 'memory.img')).size, 128 * 1024 * 1024);
      const manifest = JSON.parse(
        await fetch(ready.files.find((f: { name: string }) => f.name === 'manifest.json').url).then((x) => x.text()),
      );
      assert.equal(manifest.version, 2);
      const disk = ready.files.find((f: { name: string }) => f.name === 'disk.img.zst');
      assert.equal(disk.raw_bytes, 16 * 1024 ** 3);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
    const tampered = new URL(ready.files[0].url);
    tampered.searchParams.set('sig', 'x');
    assert.equal((await fetch(tampered)).status, 403);

    assert.equal((await t.client.delete(`/exports/${exportId}`)).status, 204);
    assert.equal((await fetch(ready.files[0].url)).status, 404, 'delete removes the files');
    assert.equal((await t.client.get(`/exports/${exportId}`)).status, 404);
  });

  it('a snapshot of another organization cannot be exported', async () => {
    const s = (await t.client.get('/snapshots')).body.snapshots[0];
    assert.equal((await t.other.post(`/snapshots/${s.snapshot_id}/export`)).status, 404);
  });
});
