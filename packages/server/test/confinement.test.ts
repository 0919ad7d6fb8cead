// The jail (docs/security.md), looked at from the outside on real microVMs: every QEMU a path of
// the product starts (cold boot, create from a template through the warm pool, create from a
// snapshot, fork child, unarchive, reboot) runs as a uid of its own without capabilities, under
// seccomp, in a cgroup of its own, seeing none of the host's files; one sandbox's uid cannot open
// another's files or write a shared input; and QMP, QEMU's own control channel, cannot reach host
// files or spawn processes.

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { consoleFiles } from '../src/host/console.ts';
import { DEFAULT_UIDS, Jailer, THREAD_SLICE_NS } from '../src/host/jail/jail.ts';
import { processCpuMs } from '../src/host/metrics.ts';
import { hostTscKhz, QemuProcess, runFiles } from '../src/vmm/qemu.ts';
import { QmpClient } from '../src/vmm/qmp.ts';
import { qemuPids, startTestServer, type TestServer, until } from './helpers.ts';
import { BUILD, busybox, SCRATCH } from './host-fixture.ts';
import { assertConfined, cgroupDirs, qemuPidOf, runAs, threadSlices, uidOfPid } from './jail-fixture.ts';

let t: TestServer;
const pidOf = (vm: string) => qemuPidOf(t.config.dataDir, vm);

before(async () => {
  t = await startTestServer();
});

after(async () => {
  await t?.close();
});

describe('every QEMU a sandbox runs in is jailed', () => {
  const running = new Map<string, number>();
  let a: string;
  let b: string;
  // Uids are claimed machine-wide, lowest free first: another server (a parallel test lane) or
  // the warm pool may take a freed one at once, and then its claim and cgroup are a new QEMU's.
  const claimed = (uid: number) => fs.existsSync(`/run/warren/uid-claims/${uid - DEFAULT_UIDS.first}`);
  const ranByOther = (uid: number, gone: number[]) =>
    qemuPids('').some((p) => !gone.includes(p) && uidOfPid(p) === uid);
  const assertCgroupGone = (uid: number, gone: number[]) => {
    const dir = path.join(cgroupDirs(process.pid).get('memory') as string, 'warren-sandboxes', `vm-${uid}`);
    if (!fs.existsSync(dir)) return;
    assert.ok(claimed(uid), `cgroup vm-${uid} is left without a claim`);
    const procs = fs.readFileSync(path.join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean).map(Number);
    assert.deepEqual(
      procs.filter((p) => gone.includes(p)),
      [],
      `cgroup vm-${uid} holds a torn-down QEMU`,
    );
  };

  it('create from a template (the warm pool claims a ready restore) and a second create: distinct uids', async () => {
    a = (await t.client.createSmall()).vm_id;
    b = (await t.client.createSmall()).vm_id;
    running.set(a, assertConfined(pidOf(a), 256).uid);
    running.set(b, assertConfined(pidOf(b), 256).uid);
    assert.notEqual(running.get(a), running.get(b));
  });

  it('create from a snapshot and a fork child', async () => {
    const snap = await t.client.post(`/vms/${a}/snapshot`, {});
    assert.equal(snap.status, 201);
    const restored = await t.client.create({ snapshot_id: snap.body.snapshot_id });
    assert.equal(restored.status, 201);
    const child = await t.client.post(`/vms/${a}/branch`, {});
    assert.equal(child.status, 201);
    for (const vm of [restored.body.vm_id, child.body.vm_id]) running.set(vm, assertConfined(pidOf(vm), 256).uid);
    assert.equal(new Set(running.values()).size, running.size, 'every running VM has a uid of its own');
  });

  it('unarchive and reboot start a new jailed QEMU; the old uid and cgroup are gone', async () => {
    const oldUid = running.get(b) as number;
    const oldPid = pidOf(b);
    assert.equal((await t.client.post(`/vms/${b}/stop`)).status, 200);
    assert.ok(!claimed(oldUid) || ranByOther(oldUid, [oldPid]), 'uid released');
    assertCgroupGone(oldUid, [oldPid]);
    assert.equal((await t.client.post(`/vms/${b}/start`)).status, 200);
    running.set(b, assertConfined(pidOf(b), 256).uid);
    assert.equal((await t.client.post(`/vms/${a}/reboot`)).status, 200);
    running.set(a, assertConfined(pidOf(a), 256).uid);
    assert.equal((await t.client.sh(a, 'echo ok')).stdout, 'ok\n');
  });

  it("one sandbox's uid cannot open another's memory file, disk, sockets or console", async () => {
    const uidA = running.get(a) as number;
    const runB = path.join(t.config.dataDir, 'run', b);
    const files = runFiles(runB);
    const disk = fs.realpathSync(path.join(t.config.dataDir, 'vms', b));
    const diskFile = fs.readdirSync(disk).find((f) => f.endsWith('.qcow2')) as string;
    // Its guest RAM: a file of its own, or (a restore mapping its checkpoint's file copy-on-write)
    // the pages it wrote, in its QEMU's memory.
    const ram = fs.existsSync(files.memory) ? [files.memory] : [];
    const targets = [
      ...ram,
      `/proc/${pidOf(b)}/mem`,
      consoleFiles(runB).current,
      files.qmpSocket,
      path.join(disk, diskFile),
    ];
    for (const target of targets) {
      const r = runAs(uidA, ['cat', target]);
      assert.notEqual(r.code, 0, `uid ${uidA} read ${target}`);
      assert.match(r.stderr, /Permission denied/);
    }
    // Its own directory is its own: 0700, owned by its uid.
    const own = fs.statSync(runFiles(path.join(t.config.dataDir, 'run', a)).own);
    assert.equal(own.uid, uidA);
    assert.equal(own.mode & 0o777, 0o700);
  });

  it('no sandbox uid can write a shared input: the image base, a snapshot layer or memory file', async () => {
    const uidA = running.get(a) as number;
    const checkpoints = path.join(t.config.dataDir, 'checkpoints');
    const cp = fs.readdirSync(checkpoints).find((d) => fs.existsSync(path.join(checkpoints, d, 'checkpoint.json')));
    assert.ok(cp, 'a checkpoint exists');
    const inputs = [
      busybox().baseDisk,
      path.join(checkpoints, cp, 'disk.qcow2'),
      path.join(checkpoints, cp, 'memory'),
      path.join(checkpoints, cp, 'state'),
    ];
    for (const target of inputs) {
      const r = runAs(uidA, ['sh', '-c', `printf x >> '${target}'`]);
      assert.notEqual(r.code, 0, `uid ${uidA} wrote ${target}`);
    }
    for (const f of inputs.slice(2)) assert.equal(fs.statSync(f).mode & 0o777, 0o600, `${f} is root's alone`);
  });

  it('deleting sandboxes leaves no jailed QEMU, uid claim or cgroup behind', async () => {
    const uids = [...running.values()];
    const pids = [...running.keys()].map(pidOf);
    for (const vm of running.keys()) assert.equal((await t.client.delete(`/vms/${vm}`)).status, 204);
    // A delete answers before its VM is torn down.
    for (const uid of uids) {
      await until(`uid ${uid} released`, async () => (!claimed(uid) || ranByOther(uid, pids) ? true : undefined));
    }
    const left = qemuPids(t.config.dataDir);
    assert.deepEqual(
      pids.filter((p) => left.includes(p)),
      [],
    );
    for (const uid of uids) assertCgroupGone(uid, pids);
  });
});

describe('a guest burning all its vCPUs', () => {
  const cpuDir = (vm: string) => cgroupDirs(pidOf(vm)).get('cpu') as string;
  const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8').trim();
  const cpuStat = (vm: string) =>
    Object.fromEntries(
      read(cpuDir(vm), 'cpu.stat')
        .split('\n')
        .map((l) => l.split(' '))
        .map(([k, v]) => [k, Number(v)]),
    );
  const timed = async <T>(fn: () => Promise<T>) => {
    const t0 = performance.now();
    const value = await fn();
    return { value, ms: performance.now() - t0 };
  };
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];

  // What the neighbour's latency does under the burner is measured in bench/neighbour.ts, over
  // repeated runs, and reported there: a ratio of wall-clock times on a shared 2-core machine is
  // not something a test can gate on. The test holds the mechanism behind it.
  it("is held to its cgroup's CPU quota and weight, while a neighbour's exec and the API answer", async () => {
    const neighbour = (await t.client.createSmall()).vm_id;
    // Two vCPUs: on this 2-core machine, enough to take every core the host has.
    const burner = (await t.client.createSmall({ cpus: 2 })).vm_id;
    // Quota: its vCPUs plus half a CPU per 100 ms period; weight: 1024 shares per sandbox whatever
    // its vCPUs, inside a warren-sandboxes group that weighs half of one of the agent's own tasks
    // (docs/security.md).
    assert.equal(read(cpuDir(burner), 'cpu.cfs_period_us'), '100000');
    assert.equal(read(cpuDir(burner), 'cpu.cfs_quota_us'), '250000');
    assert.equal(read(cpuDir(burner), 'cpu.shares'), '1024');
    assert.equal(read(cpuDir(neighbour), 'cpu.cfs_quota_us'), '150000');
    assert.equal(read(cpuDir(neighbour), 'cpu.shares'), '1024');
    assert.equal(read(path.dirname(cpuDir(burner)), 'cpu.shares'), '512');

    const calm = { exec: [] as number[], api: [] as number[] };
    for (let i = 0; i < 5; i++) {
      calm.exec.push((await timed(() => t.client.exec(neighbour, ['true']))).ms);
      calm.api.push((await timed(() => t.client.get(`/vms/${neighbour}`))).ms);
    }
    const burn = await t.client.post(`/vms/${burner}/exec`, {
      args: ['sh', '-c', 'for i in 1 2; do (while :; do :; done) & done; sleep 600'],
      background: true,
    });
    assert.equal(burn.status, 200, JSON.stringify(burn.body));
    await new Promise((r) => setTimeout(r, 1000));
    const before = { stat: cpuStat(burner), cpuMs: processCpuMs(pidOf(burner)) as number, at: performance.now() };
    const busy = { exec: [] as number[], api: [] as number[] };
    // At least 10 samples and 3 s: over the 0.5-1.7 s that 10 took, a loaded machine (the suite's
    // two lanes) gave the burner 0.19-0.34 cores, too close to a guest idling.
    for (let i = 0; i < 10 || performance.now() - before.at < 3000; i++) {
      const exec = await timed(() => t.client.exec(neighbour, ['true']));
      assert.equal(exec.value.exit_code, 0, "the neighbour's exec answers");
      busy.exec.push(exec.ms);
      const api = await timed(() => t.client.get(`/vms/${neighbour}`));
      assert.equal(api.value.status, 200, 'the API answers');
      busy.api.push(api.ms);
    }
    const after = { stat: cpuStat(burner), cpuMs: processCpuMs(pidOf(burner)) as number, at: performance.now() };
    const cores = (after.cpuMs - before.cpuMs) / (after.at - before.at);
    const periods = after.stat.nr_periods - before.stat.nr_periods;
    console.log(
      `# burner ${cores.toFixed(2)} cores over ${((after.at - before.at) / 1000).toFixed(1)} s, ` +
        `${periods} quota periods (${after.stat.nr_throttled - before.stat.nr_throttled} throttled); ` +
        `neighbour exec p50 ${median(calm.exec).toFixed(1)} -> ${median(busy.exec).toFixed(1)} ms, ` +
        `API p50 ${median(calm.api).toFixed(1)} -> ${median(busy.api).toFixed(1)} ms (reported, not gated)`,
    );
    // It really burns (an idle guest takes a few hundredths of a core), and within its quota (2.5
    // CPUs; this machine has 2, so the quota itself is never reached here: the kernel counting the
    // group's periods shows the limit is armed).
    assert.ok(cores > 0.15, `the burner used ${cores.toFixed(2)} cores`);
    assert.ok(cores <= 2.5 + 0.1, `the burner used ${cores.toFixed(2)} cores, over its quota`);
    assert.ok(periods > 0, "the CFS bandwidth limit accounts the burner's periods");
    // Every thread of both QEMUs, the vCPU and I/O threads QEMU made after the launcher set it
    // included, runs with the jail's short EEVDF slice (the kernel's default here is 1.4 ms).
    for (const vm of [neighbour, burner]) {
      const slices = threadSlices(pidOf(vm));
      assert.ok(slices.length >= 3, `${vm}: ${slices.length} threads`);
      assert.deepEqual(new Set(slices), new Set([THREAD_SLICE_NS]), `${vm}: slices ${slices}`);
    }
    for (const vm of [neighbour, burner]) assert.equal((await t.client.delete(`/vms/${vm}`)).status, 204);
  });
});

describe("QMP, the agent's channel to QEMU, reaches nothing outside the jail", () => {
  let qemu: QemuProcess;
  let qmp: QmpClient;
  let runDir: string;
  const jailer = new Jailer({
    enabled: true,
    launcher: path.join(BUILD, 'jail', 'warren-jail'),
    uids: DEFAULT_UIDS,
  });
  let confinement: Awaited<ReturnType<Jailer['confine']>>;

  before(async () => {
    runDir = fs.mkdtempSync(path.join(SCRATCH, 'warren-qmp-'));
    const kernel = path.join(BUILD, 'guest', 'vmlinux');
    const initrd = path.join(BUILD, 'guest', 'initramfs.cpio');
    confinement = await jailer.confine({
      runDir,
      readWrite: [],
      owned: [],
      readOnly: [kernel, initrd],
      accel: 'tcg',
      cpus: 1,
      memoryMb: 64,
      keepFds: [],
    });
    qemu = await QemuProcess.launch({
      runDir,
      kernel,
      initrd,
      accel: 'tcg',
      cpus: 1,
      memoryMb: 64,
      tscKhz: hostTscKhz(),
      jail: { prefix: confinement.prefix },
    });
    qmp = await QmpClient.connect(runFiles(runDir).qmpSocket);
  });

  after(async () => {
    qmp?.close();
    await qemu?.kill();
    await jailer.release(confinement);
    fs.rmSync(runDir, { recursive: true, force: true });
  });

  it('blockdev-add of a host file fails: /etc/shadow is not there, and the kernel is read-only', async () => {
    await assert.rejects(
      qmp.execute('blockdev-add', { driver: 'file', 'node-name': 'shadow', filename: '/etc/shadow' }),
      /No such file or directory/,
    );
    await assert.rejects(
      qmp.execute('blockdev-add', {
        driver: 'file',
        'node-name': 'kernel',
        filename: path.join(BUILD, 'guest', 'vmlinux'),
        'read-only': false,
      }),
      /Permission denied|Read-only file system/,
    );
  });

  it('migrate to an exec: URI creates nothing (QEMU may not spawn)', async () => {
    // In its own directory, where its uid could write if it could run a command at all.
    const marker = path.join(runFiles(runDir).own, `pwned-${randomBytes(4).toString('hex')}`);
    await qmp.execute('migrate', { uri: `exec:touch ${marker}` }).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 1000));
    assert.equal(fs.existsSync(marker), false);
  });
});
