// Restart safety, for real: the server runs as its own process (`warren serve`) and is killed with
// SIGKILL in the middle of a snapshot upload, a fork, an archive and an export. Each time it is
// started again on the same data directory, and then: no QEMU process is orphaned, no object is
// half-written, no snapshot claims durable without its files, no sandbox is stuck in `creating`,
// and work that was in flight (uploads, exports) finishes. The server keeps a small warm pool, so
// pooled VMs are killed along with everything else.

import assert from 'node:assert/strict';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { REPO_ROOT } from '../src/index.ts';
import { Client, qemuPids, SCRATCH, until } from './helpers.ts';
import { freePort } from './registry-fixture.ts';

const NODE = process.execPath;
const CLI = join(REPO_ROOT, 'packages/cli/src/main.ts');
const dataDir = mkdtempSync(join(SCRATCH, 'warren-restart-'));
let port: number;
let server: ChildProcess | undefined;
let c: Client;

function cli(...args: string[]): string {
  return execFileSync(NODE, ['--disable-warning=ExperimentalWarning', CLI, ...args, '--data', dataDir], {
    encoding: 'utf8',
  }).trim();
}

async function start(): Promise<void> {
  server = spawn(
    NODE,
    [
      '--disable-warning=ExperimentalWarning',
      CLI,
      'serve',
      '--listen',
      `127.0.0.1:${port}`,
      '--data',
      dataDir,
      '--warm-pool',
      '2',
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    server?.stdout?.on('data', (b: Buffer) => {
      if (b.toString().includes('serving')) resolve();
    });
    server?.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

function kill(): void {
  server?.kill('SIGKILL');
  server = undefined;
}

/**
 * The run directory (a sandbox's id, or warm-<id> for a pooled VM) of each QEMU, by its pidfile;
 * undefined for a QEMU no run directory owns, i.e. an orphan.
 */
function qemuOwners(): { pid: number; owner: string | undefined }[] {
  const run = join(dataDir, 'run');
  const byPid = new Map<number, string>();
  for (const name of existsSync(run) ? readdirSync(run) : []) {
    const pidfile = join(run, name, 'qemu.pid');
    if (existsSync(pidfile)) byPid.set(Number(readFileSync(pidfile, 'utf8').trim()), name);
  }
  return qemuPids(dataDir).map((pid) => ({ pid, owner: byPid.get(pid) }));
}

function unfinishedObjects(dir = join(dataDir, 'objects')): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? unfinishedObjects(join(dir, e.name)) : e.name.startsWith('.tmp-') ? [join(dir, e.name)] : [],
  );
}

/** Restarts after a kill and checks that everything the server says is true. */
async function restartAndCheck(): Promise<void> {
  kill();
  await new Promise((r) => setTimeout(r, 300));
  await start();
  const vms = (await c.get('/vms')).body.vms as { vm_id: string; state: string }[];
  assert.ok(!vms.some((v) => v.state === 'creating'), 'no sandbox is stuck in creating');
  const resident = vms.filter((v) => ['running', 'paused', 'slept'].includes(v.state)).map((v) => v.vm_id);
  const qemus = qemuOwners();
  const orphans = qemus.filter((q) => q.owner === undefined);
  assert.deepEqual(
    orphans.map((q) =>
      existsSync(`/proc/${q.pid}`) ? readFileSync(`/proc/${q.pid}/cmdline`, 'utf8') : `${q.pid} exited`,
    ),
    [],
    'no QEMU is orphaned',
  );
  const owners = qemus.map((q) => q.owner as string);
  assert.deepEqual(
    owners.filter((o) => !o.startsWith('warm-')).sort(),
    resident.sort(),
    'one QEMU per resident sandbox',
  );
  for (const v of vms.filter((x) => x.state === 'running')) {
    assert.equal((await c.exec(v.vm_id, ['echo', 'ok'])).stdout, 'ok\n', `${v.vm_id} says running and answers`);
  }
  // Uploads resumed by the new server may be mid-write; a half-written object left by the killed
  // one would never go away.
  await until('no unfinished objects', async () => (unfinishedObjects().length === 0 ? true : undefined), 60_000);
  for (const s of (await c.get('/snapshots')).body.snapshots as { snapshot_id: string; durable: boolean }[]) {
    if (!s.durable) continue;
    for (const f of ['memory.zst', 'state', 'disk.qcow2', 'checkpoint.json']) {
      assert.ok(
        existsSync(join(dataDir, 'objects/checkpoints', s.snapshot_id, f)),
        `durable ${s.snapshot_id} has ${f}`,
      );
    }
  }
}

before(async () => {
  port = await freePort();
  cli('org', 'create', 'acme');
  c = new Client(`http://127.0.0.1:${port}`, cli('key', 'create', '--org', 'acme'));
  await start();
});
after(async () => {
  kill();
  await new Promise((r) => setTimeout(r, 300));
  // A last clean start and stop removes what the killed server left on the host.
  await start();
  for (const v of (await c.get('/vms')).body.vms) await c.delete(`/vms/${v.vm_id}`);
  // A clean stop takes the warm pool down too.
  server?.kill('SIGTERM');
  await until('teardown', async () => (qemuPids(dataDir).length === 0 ? true : undefined), 20_000);
  rmSync(dataDir, { recursive: true, force: true });
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
  });

  it('during a fork: no child is left creating and no QEMU is orphaned', async () => {
    const vm = (await c.createSmall({ memory_mb: 128 })).vm_id;
    const pending = c.post(`/vms/${vm}/branch`, { count: 2 }).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 400));
    await restartAndCheck();
    await pending;
  });

  it('during an archive: the sandbox is in a true state afterwards', async () => {
    const vm = (await c.createSmall({ memory_mb: 128 })).vm_id;
    const pending = c.post(`/vms/${vm}/stop`).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 300));
    await restartAndCheck();
    await pending;
    const state = (await c.get(`/vms/${vm}`)).body.state;
    assert.ok(['archived', 'interrupted'].includes(state), state);
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
  });

  it('during a template build: the build is resumed and ends ready, never stuck building', async () => {
    // A shape no test used yet, so the build boots a VM (seconds under TCG) and is cut off.
    const r = await c.post('/templates', { name: 'cut', image: 'busybox', cpus: 1, memory_mb: 144 });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    await new Promise((res) => setTimeout(res, 500));
    await restartAndCheck();
    const done = await until(
      'build finished',
      async () => {
        const tpl = (await c.get(`/templates/${r.body.template_id}`)).body;
        return tpl.status === 'building' ? undefined : tpl;
      },
      120_000,
    );
    assert.equal(done.status, 'ready', JSON.stringify(done));
    const vm = await c.post('/vms', { template: 'cut' });
    assert.equal(vm.status, 201, JSON.stringify(vm.body));
  });

  it('during an export: the export finishes after the restart', async () => {
    const vm = (await c.createSmall({ memory_mb: 128 })).vm_id;
    const snap = (await c.post(`/vms/${vm}/snapshot`)).body;
    await until('durable', async () =>
      (await c.get(`/snapshots/${snap.snapshot_id}`)).body.durable ? true : undefined,
    );
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
