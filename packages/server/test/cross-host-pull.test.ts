// A checkpoint pushed by one host restores on another (docs/checkpoints.md, "Where checkpoints
// live"): two host agents in this process, each with its own data directory and its own install
// directory holding a byte copy of the busybox image, share one object store. Host A checkpoints a
// sandbox twice (the second layer stacked on the first) and pushes both; host B pulls them, parents
// first, and restores the newer one with both files. A pull back onto A (files removed locally)
// changes nothing; a host with another build of the image, a pull before the parent, and a
// checkpoint without the identity of its base disk are refused with a clear error. A checkpoint of
// a registry image carries the build it was taken on: hosts without it, or with their own build of
// the image, fetch it and restore.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { CheckpointMeta } from '../src/host/checkpoint.ts';
import type { QemuHostAgentApi } from '../src/host/host-agent.ts';
import { openHostAgent } from '../src/host/host-agent.ts';
import { LocalObjectStore } from '../src/objects/local.ts';
import { BUILD, qemuPids, SCRATCH, spec } from './host-fixture.ts';
import { buildConfig, buildLayer, pushImage, startRegistry } from './registry-fixture.ts';

const ACCEL = (process.env.WARREN_ACCEL as 'tcg' | undefined) ?? 'auto';
const C1 = 'xhost-c1';
const C2 = 'xhost-c2';
const C3 = 'xhost-c3';
const LEGACY = 'xhost-legacy';
const PULLED = 'xhost-pulled';
const MB = 128;

let root: string;
let objects: LocalObjectStore;
let a: QemuHostAgentApi;
let b: QemuHostAgentApi;
let c: QemuHostAgentApi;
/** B's and C's install directories: the same kernel, their own copy or build of busybox. */
let buildB: string;
let buildC: string;

/**
 * An install directory like BUILD with busybox only: its guest kernel and initramfs linked, its
 * image a sparse byte copy of BUILD's (`copy`) or another build of it (a fresh mkfs).
 */
function installDir(dir: string, image: 'copy' | 'rebuilt'): string {
  fs.mkdirSync(path.join(dir, 'images', 'busybox'), { recursive: true });
  fs.symlinkSync(path.join(BUILD, 'guest'), path.join(dir, 'guest'));
  fs.symlinkSync(path.join(BUILD, 'jail'), path.join(dir, 'jail'));
  const from = path.join(BUILD, 'images', 'busybox');
  const to = path.join(dir, 'images', 'busybox');
  fs.copyFileSync(path.join(from, 'config.json'), path.join(to, 'config.json'));
  if (image === 'copy') {
    execFileSync('cp', ['--sparse=always', path.join(from, 'disk.ext4'), path.join(to, 'disk.ext4')]);
  } else {
    fs.writeFileSync(path.join(to, 'disk.ext4'), '');
    fs.truncateSync(path.join(to, 'disk.ext4'), 64 * 1024 * 1024);
    execFileSync('mkfs.ext4', ['-q', '-F', path.join(to, 'disk.ext4')]);
  }
  return dir;
}

function meta(agent: QemuHostAgentApi, id: string): CheckpointMeta {
  return JSON.parse(fs.readFileSync(path.join(agent.checkpointDir(id), 'checkpoint.json'), 'utf8'));
}

/** The backing file name recorded in a qcow2 layer's header. */
function backing(layer: string): string {
  const info = JSON.parse(execFileSync('qemu-img', ['info', '--output=json', '-U', layer], { encoding: 'utf8' }));
  return info['backing-filename'];
}

const layer = (agent: QemuHostAgentApi, id: string) => path.join(agent.checkpointDir(id), 'disk.qcow2');

async function read(agent: QemuHostAgentApi, vmId: string, file: string): Promise<string> {
  const r = await agent.exec(vmId, { args: ['cat', file] });
  assert.equal(r.exitCode, 0, `cat ${file}: ${r.stderr.toString()}`);
  return r.stdout.toString();
}

async function write(agent: QemuHostAgentApi, vmId: string, file: string, text: string): Promise<void> {
  const r = await agent.exec(vmId, { args: ['sh', '-c', `echo ${text} > ${file} && sync`] });
  assert.equal(r.exitCode, 0, r.stderr.toString());
}

/** Stores C1's files in the object store as checkpoint `id`, with its checkpoint.json edited. */
async function republish(id: string, edit: (m: CheckpointMeta) => object): Promise<void> {
  const copy = path.join(root, `${id}-object`);
  for (const name of ['memory.zst', 'state', 'disk.qcow2']) {
    await objects.getFile(`checkpoints/${C1}/${name}`, copy);
    await objects.putFile(`checkpoints/${id}/${name}`, copy);
  }
  await objects.getFile(`checkpoints/${C1}/checkpoint.json`, copy);
  fs.writeFileSync(copy, JSON.stringify(edit(JSON.parse(fs.readFileSync(copy, 'utf8')))));
  await objects.putFile(`checkpoints/${id}/checkpoint.json`, copy);
}

/** A base disk's ext4 UUID as checkpoint.json records it. */
function idOf(baseDisk: string): string {
  const out = execFileSync('dumpe2fs', ['-h', baseDisk], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return `ext4:${/Filesystem UUID:\s+(\S+)/.exec(out)?.[1]}`;
}

/** Nothing of checkpoint `id` on `agent`: no directory, no fetch left over. */
function absent(agent: QemuHostAgentApi, id: string): void {
  assert.equal(fs.existsSync(agent.checkpointDir(id)), false);
  assert.equal(fs.existsSync(`${agent.checkpointDir(id)}.fetch`), false);
}

before(async () => {
  root = fs.mkdtempSync(path.join(SCRATCH, 'warren-xhost-'));
  objects = new LocalObjectStore(path.join(root, 'objects'), () => 'http://127.0.0.1', randomBytes(32));
  buildB = installDir(path.join(root, 'build-b'), 'copy');
  buildC = installDir(path.join(root, 'build-c'), 'rebuilt');
  const open = (name: string, buildDir: string) =>
    openHostAgent({ objects, dataDir: path.join(root, name), buildDir, accel: ACCEL, node: name });
  a = await open('host-a', BUILD);
  b = await open('host-b', buildB);
  c = await open('host-c', buildC);
});

after(async () => {
  await Promise.all([a?.close(), b?.close(), c?.close()]);
  const left = qemuPids(root);
  fs.rmSync(root, { recursive: true, force: true });
  assert.deepEqual(left, [], 'no VM left behind');
});

describe('a checkpoint pulled onto another host', { timeout: 300_000 }, () => {
  let chainOnA: CheckpointMeta;

  it('host A checkpoints twice, the second layer stacked on the first, and pushes both', async () => {
    await a.start(spec('xa', MB));
    await write(a, 'xa', '/root/one.txt', 'first');
    await a.checkpoint('xa', C1);
    await write(a, 'xa', '/root/two.txt', 'second');
    await a.checkpoint('xa', C2);
    await a.pushCheckpoint(C1);
    await a.pushCheckpoint(C2);
    chainOnA = meta(a, C2);
    assert.deepEqual(chainOnA.disk_chain, [layer(a, C2), layer(a, C1), path.join(BUILD, 'images/busybox/disk.ext4')]);
    assert.match(chainOnA.base_disk_id ?? '', /^ext4:[0-9a-f-]{36}$/);
    assert.equal(backing(layer(a, C2)), layer(a, C1));
    // From here on, A's files are gone: nothing on B may lean on them.
    await a.destroy('xa');
    await a.removeCheckpoint(C2);
    await a.removeCheckpoint(C1);
    absent(a, C1);
  });

  it('a pull before the checkpoint it is stacked on is refused and leaves nothing', async () => {
    await assert.rejects(
      b.pullCheckpoint(C2),
      /stacked on checkpoint xhost-c1, which is not on this host: pull xhost-c1 first/,
    );
    absent(b, C2);
  });

  it("host B pulls both, parents first: chain, headers and image name B's own files", async () => {
    await b.pullCheckpoint(C1);
    await b.pullCheckpoint(C2);
    const baseB = path.join(buildB, 'images/busybox/disk.ext4');
    const m = meta(b, C2);
    assert.deepEqual(m.disk_chain, [layer(b, C2), layer(b, C1), baseB]);
    assert.equal(backing(layer(b, C2)), layer(b, C1));
    assert.equal(backing(layer(b, C1)), baseB);
    assert.deepEqual(meta(b, C1).disk_chain, [layer(b, C1), baseB]);
    assert.equal(m.base_disk_id, chainOnA.base_disk_id);
    assert.equal((await b.checkpointImage(C2)).baseDisk, baseB);
    assert.deepEqual(await b.listCheckpoints().then((l) => l.sort()), [C1, C2]);
  });

  it('host B restores the newer checkpoint with both files, and its own checkpoints name B files', async () => {
    await b.restore(spec('xb', MB), C2);
    assert.equal(await read(b, 'xb', '/root/one.txt'), 'first\n');
    assert.equal(await read(b, 'xb', '/root/two.txt'), 'second\n');
    await write(b, 'xb', '/root/three.txt', 'third');
    await b.checkpoint('xb', C3);
    assert.deepEqual(meta(b, C3).disk_chain, [
      layer(b, C3),
      layer(b, C2),
      layer(b, C1),
      path.join(buildB, 'images/busybox/disk.ext4'),
    ]);
    await b.destroy('xb');
  });

  it('host A pulls its own checkpoints back unchanged and restores', async () => {
    await a.pullCheckpoint(C1);
    await a.pullCheckpoint(C2);
    assert.deepEqual(meta(a, C2), chainOnA, 'checkpoint.json as A wrote it');
    assert.equal(backing(layer(a, C2)), layer(a, C1));
    await a.restore(spec('xa2', MB), C2);
    assert.equal(await read(a, 'xa2', '/root/one.txt'), 'first\n');
    assert.equal(await read(a, 'xa2', '/root/two.txt'), 'second\n');
    await a.destroy('xa2');
  });

  it('a host with another build of the image refuses the pull and keeps nothing', async () => {
    await assert.rejects(c.pullCheckpoint(C1), /another build of image busybox than this host has/);
    absent(c, C1);
  });

  it('a checkpoint without its base disk identity (older versions) pulls only onto the host that took it', async () => {
    await republish(LEGACY, ({ base_disk_id: _, ...legacy }) => legacy);
    await assert.rejects(
      b.pullCheckpoint(LEGACY),
      /does not record which build of image busybox.*only on the host that took it/,
    );
    absent(b, LEGACY);
    await a.pullCheckpoint(LEGACY);
    assert.deepEqual(meta(a, LEGACY).disk_chain, [layer(a, LEGACY), path.join(BUILD, 'images/busybox/disk.ext4')]);
  });

  it("a registry image's build travels with its checkpoint: a host without it, or with its own build, restores it", async () => {
    const registry = await startRegistry('open');
    try {
      const tiny = await buildLayer('gzip', async (d) => {
        for (const dir of ['bin', 'root', 'tmp', 'proc', 'sys', 'dev']) fs.mkdirSync(path.join(d, dir));
        fs.copyFileSync('/bin/busybox', path.join(d, 'bin/busybox'));
        for (const app of ['sh', 'cat', 'echo', 'sync', 'sleep']) fs.symlinkSync('busybox', path.join(d, 'bin', app));
      });
      // An entrypoint that keeps running, so the container it starts stays for the execs below.
      const config = buildConfig([tiny], { Cmd: ['sleep', 'infinity'], Env: ['PATH=/bin'] });
      await pushImage(registry, 'tiny', '1', [tiny], config);
      const ref = `${registry.host}/tiny:1`;
      const onA = await a.prepareImage(ref);
      // B pulls the image itself: another build (mkfs draws a new UUID). C never pulls it.
      const onB = await b.prepareImage(ref);
      assert.notEqual(idOf(onB.baseDisk), idOf(onA.baseDisk));

      await a.start({ ...spec('xr', MB), image: onA });
      await write(a, 'xr', '/root/reg.txt', 'registry');
      await a.checkpoint('xr', PULLED);
      await a.pushCheckpoint(PULLED);
      await a.destroy('xr');
      const uuid = idOf(onA.baseDisk).slice('ext4:'.length);
      assert.ok(await objects.exists(`images/${uuid}/image.json`), "A's build is stored beside the checkpoint");

      // B and C fetch it side by side (each decompresses A's build, seconds of zstd).
      const onHost = async (host: QemuHostAgentApi, vm: string) => {
        await host.pullCheckpoint(PULLED);
        const image = await host.checkpointImage(PULLED);
        assert.equal(image.baseDisk, path.join(root, host.node, 'image-builds', uuid, 'disk.ext4'));
        assert.equal(idOf(image.baseDisk), idOf(onA.baseDisk));
        assert.equal(backing(layer(host, PULLED)), image.baseDisk);
        await host.restore(spec(vm, MB), PULLED);
        assert.equal(await read(host, vm, '/root/reg.txt'), 'registry\n');
        await host.destroy(vm);
      };
      await Promise.all([onHost(b, 'xr-b'), onHost(c, 'xr-c')]);
      // B's own build stays what its cache serves for new sandboxes of the image.
      assert.equal((await b.prepareImage(ref)).baseDisk, onB.baseDisk);
    } finally {
      await registry.stop();
    }
  });
});
