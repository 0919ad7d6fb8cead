// Restart safety, for real: the server runs as its own process (`warren serve`). A restart is not an
// outage: after SIGKILL or SIGTERM the next start adopts the running sandboxes (same QEMU, same
// processes, files, paused state; no slot leaked); a sandbox whose VM died meanwhile is
// `interrupted` and `warren recover` makes a new one from its last durable snapshot; VMs of a
// server gone for good are killed by the watchdog. The server is also killed with SIGKILL in the
// middle of a snapshot upload, a fork, an archive and an export. Each time it is started again on
// the same data directory, and then: no QEMU process is orphaned, no object is half-written, no
// snapshot claims durable without its files, no sandbox is stuck in `creating`, and work that was
// in flight (uploads, exports) finishes. The server keeps a small warm pool; pooled VMs are not
// adopted but killed, and the pool refills.

import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_UIDS } from '../src/host/jail/jail.ts';
import { type Client, qemuPids, until } from './helpers.ts';
import { assertConfined } from './jail-fixture.ts';
import { ServeProcess } from './serve-process-fixture.ts';

const w = new ServeProcess('warren-restart-');
const dataDir = w.dataDir;
let c: Client;

const start = (extra: string[] = []) => w.start(extra);
const kill = () => w.kill();
const qemuPidOf = (vmId: string) => w.qemuPidOf(vmId);
const qemuOwners = () => w.qemuOwners();
const deleteAll = () => w.deleteAll();
const restartAndCheck = (how?: 'SIGKILL' | 'SIGTERM', settle?: () => Promise<void>) => w.restartAndCheck(how, settle);
/** `warren recover VM` against the running server: its output, or its exit status and stderr. */
const recover = (vmId: string) => w.operatorCli('recover', vmId);

/** Network slot indexes whose claim (slot-claims.ts) names process `pid`. */
function slotsClaimedBy(pid: number): number[] {
  const dir = '/run/warren/slot-claims';
  return readdirSync(dir)
    .filter((name) => {
      try {
        return readFileSync(join(dir, name), 'utf8').split(' ')[0] === String(pid);
      } catch {
        return false; // released while we looked
      }
    })
    .map(Number);
}

/** The network slot a sandbox's QEMU runs in: the index of its namespace `warren-<i>`. */
function slotOf(vmId: string): number {
  const record = JSON.parse(readFileSync(join(dataDir, 'run', vmId, 'sandbox.json'), 'utf8'));
  return record.slot;
}

before(async () => {
  await w.init();
  c = w.client;
});
after(() => w.close());

describe('a restart is not an outage', () => {
  it('after SIGKILL, running sandboxes keep their QEMU, processes and files, a paused one stays paused, no slot leaks, the warm pool refills', async () => {
    const a = (await c.createSmall({ memory_mb: 128 })).vm_id;
    const b = (await c.createSmall({ memory_mb: 128 })).vm_id;
    await c.sh(a, 'echo kept > /tmp/k');
    const bg = (await c.sh(a, 'sleep 1000 >/dev/null 2>&1 & echo $!')).stdout.trim();
    // A checkpoint stacks a new disk layer: the adopted VM must be known to run on it.
    assert.equal((await c.post(`/vms/${a}/snapshot`)).status, 201);
    await c.sh(a, 'echo after > /tmp/after-snapshot');
    assert.equal((await c.post(`/vms/${b}/pause`)).status, 204);
    const qemuA = qemuPidOf(a);
    const qemuB = qemuPidOf(b);
    const oldServer = w.pid as number;
    await restartAndCheck('SIGKILL');
    assert.equal(qemuPidOf(a), qemuA, 'the same QEMU runs sandbox a');
    assert.equal(qemuPidOf(b), qemuB, 'the same QEMU holds sandbox b');
    assert.equal((await c.exec(a, ['kill', '-0', bg])).exit_code, 0, 'the background process lives on, same pid');
    assert.equal((await c.exec(a, ['cat', '/tmp/k', '/tmp/after-snapshot'])).stdout, 'kept\nafter\n');
    assert.equal((await c.get(`/vms/${b}`)).body.state, 'paused');
    assert.equal((await c.post(`/vms/${b}/exec`, { args: ['true'] })).status, 409, 'a paused sandbox is still paused');
    assert.equal((await c.post(`/vms/${b}/resume`)).status, 204);
    assert.equal((await c.exec(b, ['echo', 'back'])).stdout, 'back\n');
    // Every slot the killed server held is re-claimed by the new one or torn down; none is left to it.
    // (A claim of a dead process is free to take; the slot itself must be gone.)
    const leaked = slotsClaimedBy(oldServer).filter((i) => existsSync(`/run/netns/warren-${i}`));
    assert.deepEqual(leaked, [], 'no slot of the killed server is left built');
    const claimed = slotsClaimedBy(w.pid as number);
    for (const vm of [a, b]) assert.ok(claimed.includes(slotOf(vm)), `the slot of ${vm} is claimed again`);
    // Adopted VMs keep their jail, and the new server holds their uids' claims (jail/jail.ts).
    for (const vm of [a, b]) {
      const { uid } = assertConfined(qemuPidOf(vm), 128);
      const claim = readFileSync(`/run/warren/uid-claims/${uid - DEFAULT_UIDS.first}`, 'utf8');
      assert.equal(Number(claim.split(' ')[0]), w.pid, `the uid of ${vm} is claimed again`);
    }
    const events = (await c.get(`/vms/${a}/events`)).body.events as { kind: string }[];
    assert.ok(
      events.some((e) => e.kind === 'adopted'),
      JSON.stringify(events),
    );
    // Pooled VMs were killed, not adopted; the next create from the template refills the pool.
    const d = (await c.createSmall({ memory_mb: 128 })).vm_id;
    await until(
      'warm pool refilled',
      async () => (qemuOwners().some((q) => q.owner?.startsWith('warm-')) ? true : undefined),
      60_000,
    );
    for (const vm of [a, b, d]) assert.equal((await c.delete(`/vms/${vm}`)).status, 204);
  });

  it('another server starting on this machine while this one is down leaves its VMs alone', async () => {
    const a = (await c.createSmall({ memory_mb: 128 })).vm_id;
    const qemuA = qemuPidOf(a);
    kill();
    // Its start-up sweep sees this server's slots, uids and cgroups held by a dead process.
    const other = new ServeProcess('warren-restart-other-');
    try {
      await other.init();
      assert.ok(existsSync(`/proc/${qemuA}`), "the other server's start did not kill this server's VM");
    } finally {
      await other.close();
    }
    await start();
    assert.equal(qemuPidOf(a), qemuA, 'the same QEMU is adopted');
    assert.equal((await c.sh(a, 'echo back')).stdout, 'back\n');
    assert.equal((await c.delete(`/vms/${a}`)).status, 204);
  });

  it('after SIGTERM (a clean stop), sandboxes keep running and are adopted the same way', async () => {
    const a = (await c.createSmall({ memory_mb: 128 })).vm_id;
    const bg = (await c.sh(a, 'echo kept > /tmp/k; sleep 1000 >/dev/null 2>&1 & echo $!')).stdout.trim();
    const qemuA = qemuPidOf(a);
    await restartAndCheck('SIGTERM');
    assert.equal(qemuPidOf(a), qemuA, 'the same QEMU runs the sandbox');
    assert.equal((await c.exec(a, ['kill', '-0', bg])).exit_code, 0, 'the background process lives on, same pid');
    assert.equal((await c.exec(a, ['cat', '/tmp/k'])).stdout, 'kept\n');
    assert.equal((await c.delete(`/vms/${a}`)).status, 204);
  });

  it('a sandbox whose VM died while the server was down is interrupted; warren recover makes a new one from its last durable snapshot', async () => {
    const a = (await c.createSmall({ memory_mb: 128 })).vm_id;
    await c.sh(a, 'echo snapped > /root/s');
    const snap = (await c.post(`/vms/${a}/snapshot`)).body;
    await until(
      'durable',
      async () => ((await c.get(`/snapshots/${snap.snapshot_id}`)).body.durable ? true : undefined),
      60_000,
    );
    await c.sh(a, 'echo later > /root/later');
    const b = (await c.createSmall({ memory_mb: 128 })).vm_id;
    kill();
    for (const vm of [a, b]) process.kill(qemuPidOf(vm), 'SIGKILL');
    await until(
      'QEMUs gone',
      async () => (qemuOwners().some((q) => q.owner === a || q.owner === b) ? undefined : true),
      20_000,
    );
    await start();
    for (const vm of [a, b]) {
      const got = (await c.get(`/vms/${vm}`)).body;
      assert.equal(got.state, 'interrupted', vm);
      const events = (await c.get(`/vms/${vm}/events`)).body.events as { kind: string; detail: string }[];
      const why = events.find((e) => e.kind === 'interrupted');
      assert.match(why?.detail ?? '', /QEMU process is gone/, JSON.stringify(events));
    }
    assert.equal(
      (await c.post(`/vms/${a}/exec`, { args: ['true'] })).status,
      409,
      'nothing continues under the old id',
    );

    const r = recover(a);
    assert.equal(r.status, 0, r.stderr);
    const fresh = r.stdout;
    assert.notEqual(fresh, a);
    const got = (await c.get(`/vms/${fresh}`)).body;
    assert.equal(got.state, 'running');
    assert.equal(got.tenant, (await c.get(`/vms/${a}`)).body.tenant, 'the same organization');
    assert.equal((await c.exec(fresh, ['cat', '/root/s'])).stdout, 'snapped\n');
    assert.equal((await c.exec(fresh, ['test', '-e', '/root/later'])).exit_code, 1, 'state after the snapshot is lost');
    assert.equal((await c.get(`/vms/${a}`)).body.state, 'interrupted');

    const none = recover(b);
    assert.notEqual(none.status, 0);
    assert.match(none.stderr, /no durable checkpoint/);
    assert.match(none.stderr, /no durable snapshot to recover from/);
    // Recovery is an operator's act.
    assert.equal((await c.post(`/vms/${a}/recover`)).status, 403);
    for (const vm of [a, b, fresh]) assert.equal((await c.delete(`/vms/${vm}`)).status, 204);
  });
});

describe('SIGKILL of the server', () => {
  it('during a snapshot upload: the snapshot becomes durable after the restart, with all its files', async () => {
    const vm = (await c.createSmall({ memory_mb: 128 })).vm_id;
    await c.sh(vm, 'echo kept > /tmp/k');
    const snap = (await c.post(`/vms/${vm}/snapshot`)).body;
    await restartAndCheck();
    const s = await until('durable', async () => {
      const r = (await c.get(`/snapshots/${snap.snapshot_id}`)).body;
      return r.durable ? r : undefined;
    });
    assert.equal(s.snapshot_id, snap.snapshot_id);
    const restored = await c.post('/vms', { snapshot_id: snap.snapshot_id });
    assert.equal(restored.status, 201, JSON.stringify(restored.body));
    assert.equal((await c.exec(restored.body.vm_id, ['cat', '/tmp/k'])).stdout, 'kept\n');
    await deleteAll();
  });

  it('during a fork: no child is left creating and no QEMU is orphaned', async () => {
    const vm = (await c.createSmall({ memory_mb: 128 })).vm_id;
    const pending = c.post(`/vms/${vm}/branch`, { count: 2 }).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 400));
    await restartAndCheck();
    await pending;
    await deleteAll();
  });

  it('during an archive: the sandbox is in a true state afterwards', async () => {
    const vm = (await c.createSmall({ memory_mb: 128 })).vm_id;
    const pending = c.post(`/vms/${vm}/stop`).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 300));
    await restartAndCheck();
    await pending;
    // The archive committed (archived), or did not and the adopted VM goes on (running), also when
    // the server died after the checkpoint had switched disk layers (host/adoption-repair.ts).
    const state = (await c.get(`/vms/${vm}`)).body.state;
    assert.ok(['archived', 'running'].includes(state), state);
    await deleteAll();
  });

  it('during an unarchive: the sandbox is archived or running afterwards, never failed, and starts', async () => {
    const vm = (await c.createSmall({ memory_mb: 128 })).vm_id;
    await c.sh(vm, 'echo kept > /tmp/k');
    assert.deepEqual((await c.post(`/vms/${vm}/stop`)).body, { stopped: true });
    const pending = c.post(`/vms/${vm}/start`).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 150));
    await restartAndCheck();
    await pending;
    const state = (await c.get(`/vms/${vm}`)).body.state;
    assert.ok(['archived', 'running'].includes(state), state);
    if (state === 'archived') assert.equal((await c.post(`/vms/${vm}/start`)).body.started, true);
    assert.equal((await c.exec(vm, ['cat', '/tmp/k'])).stdout, 'kept\n');
    await deleteAll();
  });

  it('during a template build: the build is resumed and ends ready, never stuck building', async () => {
    // A shape no test used yet, so the build boots a VM (seconds under TCG) and is cut off.
    const r = await c.post('/templates', { name: 'cut', image: 'busybox', cpus: 1, memory_mb: 144 });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    await new Promise((res) => setTimeout(res, 500));
    let done: { status: string } | undefined;
    await restartAndCheck('SIGKILL', async () => {
      done = await until(
        'build finished',
        async () => {
          const tpl = (await c.get(`/templates/${r.body.template_id}`)).body;
          return tpl.status === 'building' ? undefined : tpl;
        },
        120_000,
      );
    });
    assert.ok(done);
    assert.equal(done.status, 'ready', JSON.stringify(done));
    const vm = await c.post('/vms', { template: 'cut' });
    assert.equal(vm.status, 201, JSON.stringify(vm.body));
    await deleteAll();
  });

  it('during an export: the export finishes after the restart', async () => {
    const vm = (await c.createSmall({ memory_mb: 128 })).vm_id;
    const snap = (await c.post(`/vms/${vm}/snapshot`)).body;
    await until('durable', async () =>
      (await c.get(`/snapshots/${snap.snapshot_id}`)).body.durable ? true : undefined,
    );
    // The export needs the snapshot only: no VM takes CPU from it.
    await deleteAll();
    const exp = (await c.post(`/snapshots/${snap.snapshot_id}/export`)).body;
    await new Promise((r) => setTimeout(r, 300));
    await restartAndCheck();
    const done = await until(
      'export done',
      async () => {
        const e = (await c.get(`/exports/${exp.export_id}`)).body;
        return e.state === 'pending' ? undefined : e;
      },
      180_000,
    );
    assert.equal(done.state, 'ready', done.error);
  });
});

describe('the orphan watchdog', () => {
  it('kills the VMs of a server killed and not restarted within --orphan-timeout', async () => {
    kill();
    await new Promise((r) => setTimeout(r, 300));
    await start(['--orphan-timeout', '3s']);
    const vm = (await c.createSmall({ memory_mb: 128 })).vm_id;
    assert.ok(qemuPids(dataDir).length > 0);
    const killedAt = Date.now();
    kill();
    await until('QEMUs gone', async () => (qemuPids(dataDir).length === 0 ? true : undefined), 15_000);
    const after = Date.now() - killedAt;
    assert.ok(after >= 2_000, `not before the timeout (${after} ms)`);
    assert.ok(after < 3_000 + 5_000, `within the timeout and a check interval (${after} ms)`);
    // The next start finds the VM gone: its sandbox is interrupted.
    await start();
    assert.equal((await c.get(`/vms/${vm}`)).body.state, 'interrupted');
  });
});
