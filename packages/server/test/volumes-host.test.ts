// Volumes on the host agent, looked at from the host (docs/volumes.md): two host agents in this
// process, each with its own data directory, sharing one real S3-compatible object store. The file
// server of a mounted volume runs in the jail (its uid, no capabilities, no_new_privs, its own
// seccomp filter, a root holding only the volume, no network); one killed mid-use is replaced and
// the guest goes on; a volume snapshot taken on one host makes a volume on the other; a create cut
// by a crash leaves nothing, and a restarted agent mounts its volumes again.

import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { QemuHostAgentApi } from '../src/host/host-agent.ts';
import { openHostAgent } from '../src/host/host-agent.ts';
import { S3ObjectStore } from '../src/objects/s3.ts';
import { until } from './helpers.ts';
import { BUILD, SCRATCH, spec } from './host-fixture.ts';
import { type S3Server, startS3 } from './s3-fixture.ts';

const ACCEL = (process.env.WARREN_ACCEL as 'tcg' | undefined) ?? 'auto';
const MIB = 1024 * 1024;
const VM = 'volhost-vm';
const sh = (script: string) => ({ args: ['sh', '-c', script] });

let root: string;
let s3: S3Server;
let objects: S3ObjectStore;
let a: QemuHostAgentApi;
let b: QemuHostAgentApi;

const open = (dir: string) =>
  openHostAgent({ dataDir: path.join(root, dir), buildDir: BUILD, accel: ACCEL, network: false, objects });

before(async () => {
  root = fs.mkdtempSync(path.join(SCRATCH, 'warren-volhost-'));
  s3 = await startS3();
  objects = new S3ObjectStore(s3.config);
  a = await open('a');
  b = await open('b');
});

after(async () => {
  await a?.close();
  await b?.close();
  objects?.close();
  await s3?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

/** The volume file servers running now for a data directory, by pid. */
function servers(dataDir: string): number[] {
  const out = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter((l) => l.includes('warren-volume-server') && l.includes(dataDir) && !l.includes('warren-jail'))
    .map((l) => Number(l.trim().split(/\s+/)[0]));
}

function status(pid: number): Record<string, string> {
  return Object.fromEntries(
    fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .map((l) => l.split(':\t'))
      .filter((p) => p.length === 2)
      .map(([k, v]) => [k, v.trim()]),
  );
}

describe("a mounted volume's file server", () => {
  before(async () => {
    await a.createVolume('vol-a', 32);
    await a.start({ ...spec(VM, 128), volumes: [{ volumeId: 'vol-a', path: '/data', readOnly: false }] });
  });

  it('runs in the jail: the volume uid, no capabilities, no_new_privs, seccomp, only the volume in view', async () => {
    const [pid] = servers(path.join(root, 'a'));
    assert.ok(pid, 'a file server runs');
    const st = status(pid);
    const uid = Number(st.Uid.split('\t')[0]);
    assert.ok(uid >= 0x7000_0000 + 0x8000, `the server runs as a volume uid of the jail's range, not ${uid}`);
    assert.equal(st.CapEff, '0000000000000000');
    assert.equal(st.CapBnd, '0000000000000000');
    assert.equal(st.NoNewPrivs, '1');
    assert.equal(st.Seccomp, '2');
    // Its root holds the volume's directory and its binary, nothing else of the host.
    const data = path.join(root, 'a', 'volumes', 'vol-a', 'mnt', 'data');
    assert.ok(fs.existsSync(`/proc/${pid}/root${data}`));
    assert.ok(!fs.existsSync(`/proc/${pid}/root/etc/passwd`), 'no /etc in its view');
    assert.ok(!fs.existsSync(`/proc/${pid}/root/usr`), 'no /usr in its view');
    assert.ok(!fs.existsSync(`/proc/${pid}/root${path.join(root, 'a', 'run')}`), 'no run directory in its view');
    assert.notEqual(
      fs.readlinkSync(`/proc/${pid}/ns/net`),
      fs.readlinkSync('/proc/self/ns/net'),
      'a network of its own',
    );
    // The volume's files are its uid's on the host.
    await a.exec(VM, sh('echo hello > /data/f'));
    assert.equal(fs.statSync(path.join(data, 'f')).uid, uid);
    // QEMU runs as another uid than the server: it cannot touch the volume's files itself.
    const qemuUid = Number(
      execFileSync('ps', ['-o', 'uid=', '-C', 'qemu-system-x86_64'], { encoding: 'utf8' })
        .split('\n')
        .map(Number)
        .find((u) => u >= 0x7000_0000),
    );
    assert.notEqual(qemuUid, uid);
  });

  it('killed while the guest uses the volume, is started again and the guest goes on', async () => {
    const [before] = servers(path.join(root, 'a'));
    process.kill(before, 'SIGKILL');
    const out = await a.exec(VM, sh('echo again >> /data/f && cat /data/f'));
    assert.equal(out.exitCode, 0, out.stderr.toString());
    assert.equal(out.stdout.toString(), 'hello\nagain\n');
    const [now] = await until('a new server', async () => servers(path.join(root, 'a')).filter((p) => p !== before));
    assert.ok(now && now !== before);
  });

  it('grows while the sandbox uses it: the guest sees the new size and its files', async () => {
    const before = (await a.exec(VM, sh("df -k /data | tail -1 | awk '{print $2}'"))).stdout.toString();
    const usage = await a.growVolume('vol-a', 64);
    assert.equal(usage.sizeMb, 64);
    const out = await a.exec(VM, sh("cat /data/f && df -k /data | tail -1 | awk '{print $2}'"));
    const [content, after] = out.stdout
      .toString()
      .split('\n')
      .filter(Boolean)
      .reduce((acc, l) => (/^\d+$/.test(l) ? [acc[0], l] : [`${acc[0]}${l}\n`, acc[1]]), ['', '']);
    assert.equal(content, 'hello\nagain\n');
    assert.ok(Number(after) > Number(before) * 1.8, `df: ${before.trim()} KiB, then ${after} KiB`);
  });

  it('grows though another mount namespace still holds the volume: the new size, not the old superblock', async () => {
    // As a jail's launcher does until it pivots away: a namespace made now keeps a copy of the mount.
    const mnt = path.join(root, 'a', 'volumes', 'vol-a', 'mnt');
    const holder = spawn('unshare', ['-m', '--propagation', 'private', 'sleep', '1.5'], { stdio: 'ignore' });
    const gone = once(holder, 'exit');
    await until('the copy is made', async () =>
      fs.readFileSync(`/proc/${holder.pid}/mounts`, 'utf8').includes(` ${mnt} `) ? true : undefined,
    );
    const usage = await a.growVolume('vol-a', 96);
    assert.equal(usage.sizeMb, 96);
    await gone;
    const st = fs.statfsSync(mnt);
    assert.ok(st.blocks * st.bsize > 80 * MIB, `the host's mount is ${(st.blocks * st.bsize) / MIB} MiB`);
    const df = Number((await a.exec(VM, sh("df -k /data | tail -1 | awk '{print $2}'"))).stdout.toString());
    assert.ok(df * 1024 > 80 * MIB, `the guest sees ${df} KiB`);
    assert.equal((await a.exec(VM, sh('cat /data/f'))).stdout.toString(), 'hello\nagain\n');
  });

  it('a volume a sandbox mounts is not deleted; once the sandbox is gone it is, and its server with it', async () => {
    await assert.rejects(a.deleteVolume('vol-a'), /mounted by sandbox/);
    await a.destroy(VM);
    await until('servers gone', async () => (servers(path.join(root, 'a')).length === 0 ? true : undefined));
    await a.deleteVolume('vol-a');
    assert.ok(!fs.existsSync(path.join(root, 'a', 'volumes', 'vol-a')));
    assert.deepEqual(await a.listVolumes(), []);
    assert.ok(!fs.readFileSync('/proc/self/mounts', 'utf8').includes(path.join(root, 'a', 'volumes')));
  });
});

describe('a volume snapshot', () => {
  it('taken on one host makes a volume with the same files on another, owned by its own uid', async () => {
    await a.createVolume('src', 32);
    await a.volumeFiles('src', { op: 'write', path: '/dir/one.txt', data: Buffer.from('one') });
    await a.volumeFiles('src', { op: 'write', path: '/two.bin', data: Buffer.alloc(100_000, 7) });
    const { bytes } = await a.snapshotVolume('src', 'vsnap-1');
    assert.ok(bytes > 0 && bytes < 32 * 1024 * 1024, `compressed: ${bytes} bytes`);
    assert.ok(await objects.exists('volume-snapshots/vsnap-1/volume.json'));
    const usage = await b.createVolume('copy', 64, 'vsnap-1');
    assert.equal(usage.sizeMb, 64, 'grown to the size asked for');
    assert.ok(usage.filesUsed >= 3 && usage.bytesUsed >= 100_000, JSON.stringify(usage));
    assert.equal((await b.volumeFiles('copy', { op: 'read', path: '/dir/one.txt', maxBytes: 100 })).toString(), 'one');
    assert.equal((await b.volumeFiles('copy', { op: 'read', path: '/two.bin', maxBytes: 200_000 })).length, 100_000);
    const srcUid = fs.statSync(path.join(root, 'a', 'volumes', 'src', 'mnt', 'data', 'two.bin')).uid;
    const copyUid = fs.statSync(path.join(root, 'b', 'volumes', 'copy', 'mnt', 'data', 'two.bin')).uid;
    assert.notEqual(srcUid, copyUid, 'each volume has a uid of its own');
    await assert.rejects(b.createVolume('small', 16, 'vsnap-1'), /is 32 MiB/);
  });
});

describe('crashes and restarts', () => {
  it('a create cut short leaves nothing; a restarted agent mounts its volumes again', async () => {
    await a.createVolume('kept', 16);
    await a.volumeFiles('kept', { op: 'write', path: '/k', data: Buffer.from('kept') });
    // What a create cut before its record leaves: the directory, the image, its mount.
    const cut = path.join(root, 'a', 'volumes', 'cut');
    fs.mkdirSync(path.join(cut, 'mnt'), { recursive: true });
    execFileSync('truncate', ['-s', '16M', path.join(cut, 'image.ext4')]);
    execFileSync('mkfs.ext4', ['-q', '-F', path.join(cut, 'image.ext4')]);
    execFileSync('mount', ['-o', 'loop', path.join(cut, 'image.ext4'), path.join(cut, 'mnt')]);
    await a.close();
    assert.ok(!fs.readFileSync('/proc/self/mounts', 'utf8').includes(path.join(root, 'a', 'volumes', 'kept')));
    a = await open('a');
    assert.ok(!fs.existsSync(cut), 'the cut create is gone');
    assert.ok(!fs.readFileSync('/proc/self/mounts', 'utf8').includes(cut), 'and its mount');
    assert.ok((await a.listVolumes()).includes('kept'));
    assert.equal((await a.volumeFiles('kept', { op: 'read', path: '/k', maxBytes: 10 })).toString(), 'kept');
  });
});
