// What the API refuses, and how, end to end through the HTTP API on real microVMs: exports of a
// snapshot not yet durable, exports whose upload keeps failing (retried, then failed with a
// scrubbed reason, and held against deletes while pending), retry-safe and organization-private
// exports, resume of a slept sandbox, a fork past the organization's cap, and a restore whose
// QEMU stalls.

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type Response, startTestServer, type TestServer, until, withStoreBroken } from './helpers.ts';

let t: TestServer;
let vm: string;
before(async () => {
  t = await startTestServer({ idle: { idleAfterMs: 600_000, checkEveryMs: 600_000 } });
  vm = (await t.client.createSmall({ memory_mb: 128 })).vm_id;
});
after(() => t.close());

const objectsRoot = () => join(t.config.dataDir, 'objects');

async function durable(snapshotId: string): Promise<boolean> {
  const r = await t.client.get(`/snapshots/${snapshotId}`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.durable;
}

/** Polls an export until it leaves `pending`; a failing export settles after its three tries. */
async function settled(exportId: string): Promise<{ state: string; error?: string; files?: unknown }> {
  return until(
    `export ${exportId} settles`,
    async () => {
      const r = await t.client.get(`/exports/${exportId}`);
      assert.equal(r.status, 200, JSON.stringify(r.body));
      return r.body.state === 'pending' ? undefined : r.body;
    },
    60_000,
  );
}

async function events(vmId: string): Promise<string[]> {
  return (await t.client.get(`/vms/${vmId}/events`)).body.events.map((e: { kind: string }) => e.kind);
}

/** A snapshot of the suite's sandbox, taken while the object store fails, then made durable. */
let snapshotId: string;

describe('POST /snapshots/{id}/export of a snapshot not durable yet', () => {
  it('answers 409 `snapshot is not durable yet`', async () => {
    await withStoreBroken(t, async () => {
      const s = await t.client.post(`/vms/${vm}/snapshot`);
      assert.equal(s.status, 201, JSON.stringify(s.body));
      snapshotId = s.body.snapshot_id;
      assert.equal(await durable(snapshotId), false, 'its upload cannot finish while the store fails');
      const r = await t.client.post(`/snapshots/${snapshotId}/export`, { export_id: randomUUID() });
      assert.equal(r.status, 409, JSON.stringify(r.body));
      assert.equal(r.body.error, 'snapshot is not durable yet');
    });
    await until('durable once the store is back', async () => ((await durable(snapshotId)) ? true : undefined), 60_000);
  });
});

describe('an export whose upload keeps failing', () => {
  it('is pending (DELETE /exports and DELETE /snapshots answer 409), then failed after three attempts with a reason naming no host path', async () => {
    const exportId = randomUUID();
    const done = await withStoreBroken(t, async () => {
      const r = await t.client.post(`/snapshots/${snapshotId}/export`, { export_id: exportId });
      assert.equal(r.status, 202, JSON.stringify(r.body));
      assert.deepEqual(r.body, { export_id: exportId, state: 'pending' });

      const del = await t.client.delete(`/exports/${exportId}`);
      assert.equal(del.status, 409, JSON.stringify(del.body));
      assert.equal(del.body.error, 'export is pending');
      const delSnap = await t.client.delete(`/snapshots/${snapshotId}`);
      assert.equal(delSnap.status, 409, JSON.stringify(delSnap.body));
      assert.equal(delSnap.body.error, 'export in progress');

      return settled(exportId);
    });

    assert.equal(done.state, 'failed', JSON.stringify(done));
    assert.equal(done.files, undefined, 'a failed export has no files');
    assert.equal(typeof done.error, 'string');
    const error = done.error as string;
    assert.ok(error.length > 0, 'the reason is given');
    for (const hostPath of [t.config.dataDir, objectsRoot(), '/var/lib', '/tmp/']) {
      assert.ok(!error.includes(hostPath), `the reason names no host path (${hostPath}): ${error}`);
    }
    assert.doesNotMatch(error, /\/[\w.@-]+\//, 'no path of any kind');
    assert.equal((await t.server.store.exports.getAnyOrg(exportId))?.attempts, 3, 'tried three times');

    // Settled, it no longer holds: it deletes.
    assert.equal((await t.client.delete(`/exports/${exportId}`)).status, 204);
    assert.equal((await t.client.get(`/exports/${exportId}`)).status, 404);
  });
});

describe('POST /snapshots/{id}/export with a caller-chosen export_id', () => {
  it('twice returns the same export; another organization gets 404 for it', async () => {
    const exportId = randomUUID();
    const together = randomUUID();
    await withStoreBroken(t, async () => {
      const a = await t.client.post(`/snapshots/${snapshotId}/export`, { export_id: exportId });
      const b = await t.client.post(`/snapshots/${snapshotId}/export`, { export_id: exportId });
      assert.equal(a.status, 202, JSON.stringify(a.body));
      assert.equal(b.status, 202, JSON.stringify(b.body));
      assert.equal(a.body.export_id, exportId);
      assert.equal(b.body.export_id, exportId, 'the retry answers with the same export');
      // Retries that arrive together get the one export too.
      const both = await Promise.all(
        [0, 1].map(() => t.client.post(`/snapshots/${snapshotId}/export`, { export_id: together })),
      );
      assert.deepEqual(
        both.map((r) => [r.status, r.body.export_id]),
        [
          [202, together],
          [202, together],
        ],
      );

      const theirs = await t.other.get(`/exports/${exportId}`);
      assert.equal(theirs.status, 404);
      assert.equal(theirs.body.error, 'not found');
      const theirDelete = await t.other.delete(`/exports/${exportId}`);
      assert.equal(theirDelete.status, 404);
      assert.equal(theirDelete.body.error, 'not found');

      await settled(exportId);
      await settled(together);
    });
    assert.equal(
      (await t.server.store.exports.getAnyOrg(exportId))?.attempts,
      3,
      'the one export was tried three times',
    );
    const ours = await t.client.get(`/exports/${exportId}`);
    assert.equal(ours.status, 200, "another organization's delete removed nothing");
    assert.equal(ours.body.snapshot_id, snapshotId);
    for (const id of [exportId, together]) assert.equal((await t.client.delete(`/exports/${id}`)).status, 204);
    assert.equal((await t.client.delete(`/snapshots/${snapshotId}`)).status, 204);
  });
});

describe('POST /vms/{id}/resume of a slept sandbox', () => {
  it('answers 204 and the sandbox is running again without a command', async () => {
    const idle = (await t.client.createSmall({ memory_mb: 128 })).vm_id;
    // A guest just booted under emulation may still use CPU for a moment: ask until it sleeps.
    await until('an idle sandbox sleeps', async () =>
      (await t.client.post(`/vms/${idle}/sleep`)).body.slept ? true : undefined,
    );
    assert.equal((await t.client.get(`/vms/${idle}`)).body.state, 'slept');

    const r = await t.client.post(`/vms/${idle}/resume`);
    assert.equal(r.status, 204, JSON.stringify(r.body));
    assert.equal((await t.client.get(`/vms/${idle}`)).body.state, 'running');
    assert.deepEqual((await events(idle)).slice(0, 2), ['woke', 'slept']);
    assert.equal((await t.client.exec(idle, ['echo', 'awake'])).stdout, 'awake\n');
    await t.client.delete(`/vms/${idle}`);
  });
});

describe('POST /vms/{id}/branch past the organization cap', () => {
  it('answers 403 quota (kind cap) and creates no child', async () => {
    const capped = await startTestServer({ sandboxCap: 2 });
    try {
      const parent = (await capped.client.createSmall({ memory_mb: 128 })).vm_id;
      const r = await capped.client.post(`/vms/${parent}/branch`, { count: 2 });
      assert.equal(r.status, 403, JSON.stringify(r.body));
      assert.equal(r.body.error, 'quota');
      assert.equal(r.body.kind, 'cap');
      const vms = (await capped.client.get('/vms')).body.vms.map((v: { vm_id: string }) => v.vm_id);
      assert.deepEqual(vms, [parent], 'no child was created');
      const parentNow = (await capped.client.get(`/vms/${parent}`)).body;
      assert.equal(parentNow.state, 'running');
      const kinds = (await capped.client.get(`/vms/${parent}/events`)).body.events.map((e: { kind: string }) => e.kind);
      assert.equal(kinds.includes('forked'), false, 'the parent was not forked');
    } finally {
      await capped.close();
    }
  });
});

describe('a restore whose QEMUs stall', () => {
  // A real fault, not a fake: every QEMU started for the new sandbox is stopped (SIGSTOP), as a VMM
  // that no longer gets to run would be: the warm pool's, whose claim then fails, and the one
  // started in its place. A stopped process waits for no CPU, so the waits on it do not stretch
  // (sys/starvation.ts) and the start gives up. Stopped before it made its sockets, a QEMU fails
  // the connects; stopped once its QMP socket is there, it still accepts the agent's connection
  // (the kernel queues it) but never answers a command: that wait is bounded too (vmm/qmp.ts).
  // The watcher is a process of its own, polling every millisecond: in this process it shared the
  // server's event loop, and under load a pooled QEMU's claim could finish before its turn came.
  const moments = [
    { when: 'as soon as they run', qmp: false },
    { when: 'once their QMP socket accepts connections', qmp: true },
  ];
  const watch = (runDir: string, qmp: boolean) => `
    const fs = require('node:fs');
    const stopped = new Set();
    const tick = new Int32Array(new SharedArrayBuffer(4));
    fs.writeSync(1, 'watching\\n');
    for (;;) {
      let pid = 0;
      try { pid = Number(fs.readFileSync(${JSON.stringify(join(runDir, 'qemu.pid'))}, 'utf8')); } catch {}
      if (pid > 0 && !stopped.has(pid) && (${!qmp} || fs.existsSync(${JSON.stringify(join(runDir, 'vm', 'qmp.sock'))}))) {
        try { process.kill(pid, 'SIGSTOP'); stopped.add(pid); fs.writeSync(1, pid + '\\n'); } catch {}
      }
      Atomics.wait(tick, 0, 0, 1);
    }`;
  for (const { when, qmp } of moments) {
    it(`stopped ${when}: 503 capacity (kind start, Retry-After), no QEMU left, and the retry with its vm_id starts it`, async () => {
      const snapshotId = (await t.client.post(`/vms/${vm}/snapshot`, {})).body.snapshot_id as string;
      assert.ok(snapshotId);
      // Under the suite's load the watcher can still lose the race to a pooled QEMU's claim (seen:
      // the restore answered 201 first). Then that sandbox goes and the fault is made again, with a
      // new vm_id, at most three times: the assertions below hold for a restore that was stalled.
      let vmId = '';
      let r: Response | undefined;
      let stopped = new Set<number>();
      for (let attempt = 1; attempt <= 3 && (r === undefined || r.status === 201); attempt++) {
        if (r) {
          for (const pid of stopped) if (existsSync(`/proc/${pid}`)) process.kill(pid, 'SIGCONT');
          assert.equal((await t.client.delete(`/vms/${vmId}`)).status, 204);
        }
        vmId = randomUUID();
        const runDir = join(t.config.dataDir, 'run', vmId);
        const watcher = spawn(process.execPath, ['-e', watch(runDir, qmp)], { stdio: ['ignore', 'pipe', 'inherit'] });
        let out = '';
        watcher.stdout.on('data', (b: Buffer) => {
          out += b.toString();
        });
        const closed = new Promise((resolve) => watcher.stdout.once('close', resolve));
        await until('the watcher', async () => (out.startsWith('watching\n') ? true : undefined), 10_000);
        r = await t.client.post('/vms', { snapshot_id: snapshotId, vm_id: vmId });
        watcher.kill('SIGKILL');
        await closed;
        stopped = new Set(out.split('\n').slice(1).filter(Boolean).map(Number));
      }
      assert.ok(r);
      assert.ok(stopped.size > 0, 'a QEMU was seen and stopped');
      assert.equal(r.status, 503, JSON.stringify(r.body));
      assert.equal(r.body.error, 'capacity');
      assert.equal(r.body.kind, 'start');
      assert.ok(Number(r.headers.get('retry-after')) > 0, 'Retry-After');
      const alive = [...stopped].filter(
        (pid) => existsSync(`/proc/${pid}`) && !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z'),
      );
      assert.deepEqual(alive, [], 'every stalled QEMU is gone');

      const again = await t.client.post('/vms', { snapshot_id: snapshotId, vm_id: vmId });
      assert.equal(again.status, 201, JSON.stringify(again.body));
      assert.equal(again.body.vm_id, vmId);
      assert.equal((await t.client.exec(vmId, ['echo', 'up'])).stdout, 'up\n');
      assert.equal((await t.client.delete(`/vms/${vmId}`)).status, 204);
      assert.equal((await t.client.delete(`/snapshots/${snapshotId}`)).status, 204);
    });
  }
});
