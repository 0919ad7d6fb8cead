// Volumes through the API on real microVMs (docs/volumes.md), one server whose object store is a
// real S3-compatible server: the resource and its rules; files without a sandbox; several running
// sandboxes sharing one volume (what is coherent, and what is not: locks and shared mappings);
// the size as ENOSPC in the guest with the rest of the host untouched; usage; confinement tried
// from a guest (symlinks, .., hard links, device nodes, setuid, xattrs, long names, many files, a
// rename race); every checkpoint path re-attaching the volumes; durable volume snapshots;
// webhooks and audit. A static probe (fixtures/volprobe.c) does what busybox cannot.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { S3ObjectStore } from '../src/objects/s3.ts';
import { type Client, startTestServer, type TestServer, until } from './helpers.ts';
import { type S3Server, startS3 } from './s3-fixture.ts';
import { Receiver } from './webhook-receiver.ts';

let t: TestServer;
let s3: S3Server;
let rx: Receiver;
let c: Client;
let probe: Buffer;

before(async () => {
  s3 = await startS3();
  rx = await Receiver.start();
  t = await startTestServer({
    s3: s3.config,
    webhooks: {
      allow: ['127.0.0.1/32'],
      delivery: { timeoutMs: 2_000, firstRetryMs: 200, maxRetryMs: 800, giveUpAfterMs: 5_000, pollMs: 100 },
    },
  });
  c = t.client;
  const out = path.join(t.config.dataDir, 'volprobe');
  execFileSync('gcc', ['-static', '-O2', '-o', out, path.join(import.meta.dirname, 'fixtures', 'volprobe.c')]);
  probe = fs.readFileSync(out);
});

after(async () => {
  await t?.close();
  await rx?.close();
  await s3?.stop();
});

async function volume(name: string, size_mb = 32, extra: Record<string, unknown> = {}): Promise<string> {
  const r = await c.post('/volumes', { name, size_mb, ...extra });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.volume_id as string;
}

const put = (id: string, p: string, data: string | Buffer, client = c) =>
  client.call('PUT', `/volumes/${id}/files?path=${encodeURIComponent(p)}`, new Uint8Array(Buffer.from(data)));
const read = (id: string, p: string) => c.get(`/volumes/${id}/files?path=${encodeURIComponent(p)}`);

async function sh(vm: string, script: string): Promise<string> {
  const r = await c.sh(vm, script);
  assert.equal(r.exit_code, 0, `${script}: ${r.stderr}`);
  return r.stdout;
}

describe('POST /volumes, GET /volumes, GET, PATCH and DELETE /volumes/{id}', () => {
  it("creates a named volume; names are unique in an organization, not across them; another organization's is 404", async () => {
    const id = await volume('alpha', 16, { labels: { team: 'a' } });
    const got = (await c.get(`/volumes/${id}`)).body;
    assert.deepEqual(
      [got.name, got.size_mb, got.state, got.labels, got.bytes_used, got.files_used, got.mounted_by],
      ['alpha', 16, 'ready', { team: 'a' }, 0, 0, []],
    );
    const dup = await c.post('/volumes', { name: 'alpha', size_mb: 16 });
    assert.deepEqual([dup.status, dup.body.error], [409, 'volume name in use']);
    assert.equal((await t.other.post('/volumes', { name: 'alpha', size_mb: 16 })).status, 201);
    for (const [method, p] of [
      ['GET', `/volumes/${id}`],
      ['PATCH', `/volumes/${id}`],
      ['DELETE', `/volumes/${id}`],
      ['GET', `/volumes/${id}/files/list?path=/`],
      ['POST', `/volumes/${id}/snapshots`],
    ]) {
      const r = await t.other.call(method, p, method === 'PATCH' ? { size_mb: 32 } : undefined);
      assert.equal(r.status, 404, `${method} ${p}`);
    }
    assert.equal((await t.other.post('/vms', { image: 'busybox', volumes: [{ volume: id, path: '/x' }] })).status, 404);
  });

  it('lists with label filters, limit and cursor; grows with PATCH, never shrinks; bad input is 400', async () => {
    await volume('beta', 16, { labels: { team: 'b' } });
    const byLabel = (await c.get('/volumes?label=team=b')).body.volumes.map((v: { name: string }) => v.name);
    assert.deepEqual(byLabel, ['beta']);
    const first = (await c.get('/volumes?limit=1')).body;
    assert.equal(first.volumes.length, 1);
    const second = (await c.get(`/volumes?limit=1&cursor=${first.next_cursor}`)).body;
    assert.notEqual(second.volumes[0].volume_id, first.volumes[0].volume_id);
    const id = second.volumes[0].volume_id;
    const grown = await c.call('PATCH', `/volumes/${id}`, { size_mb: 24, labels: { team: 'b2' } });
    assert.deepEqual([grown.status, grown.body.size_mb, grown.body.labels], [200, 24, { team: 'b2' }]);
    const shrink = await c.call('PATCH', `/volumes/${id}`, { size_mb: 16 });
    assert.equal(shrink.status, 400);
    assert.equal((await c.get(`/volumes/${id}`)).body.size_mb, 24, 'a refused change changes nothing');
    for (const body of [
      { name: 'x', size_mb: 1 },
      { name: 'x', size_mb: 2 ** 40 },
      { name: '../x', size_mb: 16 },
      { name: '', size_mb: 16 },
      { name: 'x' },
      { name: 'x', size_mb: 16, extra: 1 },
    ]) {
      const r = await c.post('/volumes', body);
      assert.equal(r.status, 400, `${JSON.stringify(body)}: ${JSON.stringify(r.body)}`);
    }
  });

  it("an organization's volumes hold at most volumeCapMb in all: past it, a create or a grow is 403 quota and changes nothing", async () => {
    const cap = t.config.volumeCapMb;
    const kept = await volume('within', 16);
    const over = await c.post('/volumes', { name: 'over', size_mb: cap });
    assert.deepEqual(
      [over.status, over.body.error, over.body.kind],
      [403, 'quota', 'volumes'],
      JSON.stringify(over.body),
    );
    assert.match(over.body.message, new RegExp(`${cap} MiB`));
    assert.equal(
      (await c.get('/volumes')).body.volumes.some((v: { name: string }) => v.name === 'over'),
      false,
    );
    const grow = await c.call('PATCH', `/volumes/${kept}`, { size_mb: cap });
    assert.deepEqual([grow.status, grow.body.kind], [403, 'volumes']);
    assert.equal((await c.get(`/volumes/${kept}`)).body.size_mb, 16);
    // Another organization's cap is its own.
    const theirs = await t.other.post('/volumes', { name: 'theirs', size_mb: 16 });
    assert.equal(theirs.status, 201);
    assert.equal((await t.other.delete(`/volumes/${theirs.body.volume_id}`)).status, 204);
    assert.equal((await c.delete(`/volumes/${kept}`)).status, 204);
  });

  it('refuses mounts over /, /proc, /sys, /dev, relative, unclean, overlapping, too many, or of unknown volumes', async () => {
    const id = await volume('gamma', 16);
    const bad: [unknown, number][] = [
      [[{ volume: id, path: '/' }], 400],
      [[{ volume: id, path: '/proc' }], 400],
      [[{ volume: id, path: '/sys/x' }], 400],
      [[{ volume: id, path: '/dev/shm' }], 400],
      [[{ volume: id, path: 'data' }], 400],
      [[{ volume: id, path: '/a/../b' }], 400],
      [[{ volume: id, path: '/data/' }], 400],
      [
        [
          { volume: id, path: '/a' },
          { volume: 'alpha', path: '/a/b' },
        ],
        400,
      ],
      [Array.from({ length: 5 }, (_, i) => ({ volume: id, path: `/m${i}` })), 400],
      [[{ volume: 'no-such-volume', path: '/data' }], 404],
    ];
    for (const [volumes, status] of bad) {
      const r = await c.post('/vms', { image: 'busybox', volumes });
      assert.equal(r.status, status, `${JSON.stringify(volumes)}: ${JSON.stringify(r.body)}`);
    }
    // One volume per 128 MiB of memory: each is a port of the VM, which holds 4 MiB of the guest's.
    const small = await c.post('/vms', {
      image: 'busybox',
      memory_mb: 128,
      volumes: [
        { volume: id, path: '/a' },
        { volume: 'alpha', path: '/b' },
      ],
    });
    assert.equal(small.status, 400);
    assert.match(small.body.message, /128 MiB mounts at most 1 volume/);
    assert.equal((await c.get('/vms')).body.vms.length, 0, 'no sandbox was made');
  });
});

describe('files without a sandbox: GET, PUT, DELETE /volumes/{id}/files and its listing', () => {
  it('writes (making parents), reads, lists and removes; `..` is 400, a missing file 404', async () => {
    const id = await volume('files', 16);
    assert.equal((await put(id, '/in/put.txt', 'seeded')).status, 204);
    const r = await read(id, '/in/put.txt');
    assert.deepEqual([r.status, r.body.toString()], [200, 'seeded']);
    const list = (await c.get(`/volumes/${id}/files/list?path=/in`)).body.entries;
    assert.deepEqual(
      list.map((e: { name: string; kind: string; size: number }) => [e.name, e.kind, e.size]),
      [['put.txt', 'file', 6]],
    );
    assert.equal((await read(id, '/../etc/passwd')).status, 400);
    assert.equal((await read(id, '/nothing')).status, 404);
    assert.equal((await c.delete(`/volumes/${id}/files?path=/in`)).status, 204);
    assert.equal((await read(id, '/in/put.txt')).status, 404);
    assert.equal((await c.delete(`/volumes/${id}/files?path=/`)).status, 400);
  });
});

describe('sandboxes sharing a volume', () => {
  let shared: string;
  let small: string;
  let a: string;
  let b: string;

  before(async () => {
    shared = await volume('shared', 64);
    small = await volume('small', 16);
    assert.equal(
      (await c.call('PUT', `/volumes/${shared}/files?path=/volprobe&mode=755`, new Uint8Array(probe))).status,
      204,
    );
    a = (await c.createSmall({ memory_mb: 128, volumes: [{ volume: 'shared', path: '/shared' }] })).vm_id;
    b = (
      await c.createSmall({
        memory_mb: 384, // three volumes: one per 128 MiB
        volumes: [
          { volume: shared, path: '/mnt/v' },
          { volume: 'files', path: '/ro', read_only: true },
          { volume: small, path: '/small' },
        ],
      })
    ).vm_id;
  });

  it("several sandboxes mount one volume read-write and see each other's writes when they open a file", async () => {
    await sh(a, 'echo first > /shared/f');
    assert.equal(await sh(b, 'cat /mnt/v/f'), 'first\n', 'a new file');
    await sh(b, 'cat /mnt/v/f > /dev/null; true');
    await sh(a, 'echo later > /shared/f');
    assert.equal(await sh(b, 'cat /mnt/v/f'), 'later\n', 'overwritten, same size');
    await sh(a, 'echo more >> /shared/f');
    assert.equal(await sh(b, 'cat /mnt/v/f'), 'later\nmore\n', 'appended: the new size on the next open');
    await sh(a, 'echo replaced > /shared/f.tmp && mv /shared/f.tmp /shared/f');
    assert.equal(await sh(b, 'cat /mnt/v/f'), 'replaced\n', 'replaced by a rename');
    // A name B looked for and did not find shows once A made it: B keeps the directory's names for
    // 1 s after the miss, and its file server tells it of the new name (docs/volumes.md, "Names").
    assert.equal((await c.sh(b, 'test -e /mnt/v/g')).exit_code, 1);
    await sh(a, ': > /shared/g');
    await until(
      'the new name in B',
      async () => ((await c.sh(b, 'test -e /mnt/v/g')).exit_code === 0 ? true : undefined),
      5_000,
    );
    // A removal shows in a listing within the attribute lifetime (1 s).
    await sh(a, 'rm /shared/g');
    await new Promise((r) => setTimeout(r, 1500));
    assert.equal((await c.sh(b, 'ls /mnt/v')).stdout.includes('g\n'), false);
    const view = (await c.get(`/volumes/${shared}`)).body;
    assert.deepEqual(
      view.mounted_by.map((m: { vm_id: string; path: string }) => [m.vm_id, m.path]).sort(),
      [
        [a, '/shared'],
        [b, '/mnt/v'],
      ].sort(),
    );
    assert.equal((await c.get(`/vms/${a}`)).body.volumes[0].volume_id, shared);
    const refused = await c.delete(`/volumes/${shared}`);
    assert.deepEqual([refused.status, refused.body.error], [409, 'volume is mounted'], 'running sandboxes mount it');
    assert.equal((await c.get(`/volumes/${shared}`)).body.state, 'ready', 'a refused delete changes nothing');
  });

  it('a new file costs the host a create and a write: lookups of names known missing and closes cost no answer', async () => {
    // Each answer of A's file server is one write(2) on the host, and so is each file write it makes.
    const pid = Number(fs.readFileSync(path.join(t.config.dataDir, 'run', a, 'volume-0.pid'), 'utf8'));
    const writes = () => Number(/^syscw: (\d+)/m.exec(fs.readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1]);
    await sh(a, 'mkdir /shared/many');
    const before = writes();
    await sh(a, 'cd /shared/many; for i in $(seq 20); do test -e x$i; echo hi > y$i; done');
    const used = writes() - before;
    // 20 files: a create answer, the file's write and the write's answer each (60), the one
    // lookup that listed the directory, the closes told along with later requests. Asking the host
    // for every missing name and every close would add 40 more answers.
    assert.ok(used >= 60 && used < 75, `${used} writes on the host for 20 files`);
    const listed = (await c.get(`/volumes/${shared}/files/list?path=/many`)).body.entries;
    assert.equal(listed.length, 20);
    assert.equal((await read(shared, '/many/y7')).body.toString(), 'hi\n');
    // A file made and closed without a write is on the host when the close returns (close-to-open).
    await sh(a, 'cd /shared/many; for i in $(seq 10); do : > e$i; done');
    assert.equal((await c.get(`/volumes/${shared}/files/list?path=/many`)).body.entries.length, 30);
    // A create the host refuses fails the file's first write (or its close), and leaves no name.
    const refused = await c.sh(
      a,
      'cd /shared/many; chmod 555 .; test -e z; echo hi > z; echo "rc=$?"; chmod 755 .; test -e z || echo gone',
    );
    assert.match(refused.stdout, /rc=1\ngone\n$/, refused.stderr);
    // A program on the volume spawned by the agent itself, no shell between: the spawning thread
    // keeps its P until the child has exec'd, and the exec reads the program through the agent,
    // which runs on one P once a volume is mounted (guest/agent/procs.go): the spawn takes a second.
    await sh(a, "printf '#!/bin/sh\\necho ran from the volume\\n' > /shared/many/prog; chmod +x /shared/many/prog");
    assert.equal((await c.exec(a, ['/shared/many/prog'])).stdout, 'ran from the volume\n');
    await sh(a, 'rm -r /shared/many');
  });

  it('a program on the volume exec’d by the agent over and over while the agent collects garbage never hangs it', async () => {
    // Reads of 1 MiB through the agent make it collect often; a collection that started while a
    // spawn's child exec'd a program on the volume stopped the agent for good (guest/agent/procs.go).
    // Without the fix this hung after 0 to 21 execs in 3 runs of 3.
    await sh(a, 'dd if=/dev/urandom of=/tmp/churn bs=1M count=1 2>/dev/null; : > /shared/spawned');
    let stop = false;
    let reads = 0;
    const churn = (async () => {
      while (!stop) {
        const r = await c.get(`/vms/${a}/files?path=/tmp/churn`);
        assert.equal(r.status, 200, JSON.stringify(r.body));
        reads++;
      }
    })();
    try {
      for (let n = 0; n < 100; n++) {
        assert.equal((await c.exec(a, ['/shared/volprobe', 'trylock', '/shared/spawned'])).stdout, 'got\n');
      }
    } finally {
      stop = true;
      await churn;
    }
    assert.ok(reads >= 10, `the agent read ${reads} times meanwhile`);
    await sh(a, 'rm /tmp/churn /shared/spawned');
  });

  it('a file read again unchanged comes from the guest’s page cache; changed since, by anyone, it is read anew', async () => {
    // What B's file servers read on the host, from their /proc/<pid>/io (every volume B mounts).
    const served = () =>
      fs
        .readdirSync(path.join(t.config.dataDir, 'run', b))
        .filter((f) => /^volume-\d+\.pid$/.test(f))
        .map((f) => Number(fs.readFileSync(path.join(t.config.dataDir, 'run', b, f), 'utf8')))
        .reduce((sum, pid) => sum + Number(/^rchar: (\d+)/m.exec(fs.readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1]), 0);
    const MIB = 1024 * 1024;
    await sh(a, 'dd if=/dev/urandom of=/shared/big bs=64k count=16 2>/dev/null');
    const sum = async (vm: string, file: string) => (await sh(vm, `md5sum < ${file}`)).split(' ')[0];
    const first = await sum(a, '/shared/big');
    const r0 = served();
    assert.equal(await sum(b, '/mnt/v/big'), first);
    const r1 = served();
    assert.ok(r1 - r0 >= MIB, `the first read came from the host (${r1 - r0} bytes)`);
    assert.equal(await sum(b, '/mnt/v/big'), first);
    const r2 = served();
    assert.ok(r2 - r1 < 64 * 1024, `read again unchanged: ${r2 - r1} bytes from the host`);
    // A rewrites it in place, same size: B's next open sees the new content, read from the host.
    await sh(a, 'dd if=/dev/urandom of=/shared/big bs=64k count=16 conv=notrunc 2>/dev/null');
    const second = await sum(a, '/shared/big');
    assert.notEqual(second, first);
    assert.equal(await sum(b, '/mnt/v/big'), second);
    assert.ok(served() - r2 >= MIB, 'changed: read anew');
    // B's own write is a change too: its next open reads the file anew (never half old, half new).
    await sh(b, 'printf x | dd of=/mnt/v/big bs=1 seek=100 conv=notrunc 2>/dev/null');
    assert.equal(await sum(b, '/mnt/v/big'), await sum(a, '/shared/big'));
    await sh(a, 'rm /shared/big');
  });

  it('reads past 16 KiB and writes past 32 KiB move their data over the bounce disk, smaller ones over the port', async () => {
    // The host made the disk for A's port 0: a sparse 2 MiB file in its run directory, its QEMU's.
    const file = path.join(t.config.dataDir, 'run', a, 'vm', 'vol0.disk');
    const st = fs.statSync(file);
    assert.deepEqual([st.size, st.mode & 0o777], [2 * 1024 * 1024, 0o600]);
    assert.equal(st.uid, fs.statSync(path.dirname(file)).uid, "owned as QEMU's own directory is");
    // In the guest: the disk whose serial names the port, and its sectors read and written.
    const disk = (
      await sh(a, 'for d in /sys/block/vd*; do [ "$(cat $d/serial)" = warren.vol0 ] && basename $d; done; true')
    ).trim();
    assert.match(disk, /^vd[b-z]$/, 'the root disk stays vda');
    const sectors = async () => {
      const f = (await sh(a, `cat /sys/block/${disk}/stat`)).trim().split(/\s+/).map(Number);
      return { read: f[2], written: f[6] };
    };
    const drop = 'sync; echo 3 > /proc/sys/vm/drop_caches';
    const s0 = await sectors();
    await sh(a, `echo tiny > /shared/tiny && ${drop} && cat /shared/tiny >/dev/null`);
    assert.deepEqual(await sectors(), s0, 'a small file is written and read over the port');
    await sh(a, 'dd if=/dev/urandom of=/shared/big bs=256k count=4 2>/dev/null');
    const s1 = await sectors();
    assert.ok(s1.written - s0.written >= 2048, `1 MiB written through it (${s1.written - s0.written} sectors)`);
    const md5 = async (where: string) => (await sh(a, `${drop}; md5sum < ${where}`)).split(' ')[0];
    const inGuest = await md5('/shared/big');
    const s2 = await sectors();
    // The first read of a file may be small (over the port); readahead's are not.
    assert.ok(s2.read - s1.read >= 1536, `most of 1 MiB read through it (${s2.read - s1.read} sectors)`);
    const fromHost = await read(shared, '/big');
    assert.equal(fromHost.status, 200);
    assert.equal(createHash('md5').update(fromHost.body).digest('hex'), inGuest, 'the same bytes on the host');
    await sh(a, 'rm /shared/big /shared/tiny');
  });

  it('not coherent across sandboxes: a lock held in one does not hold another; a shared mapping keeps what it had', async () => {
    await c.post(`/vms/${a}/exec`, { args: ['/shared/volprobe', 'lock', '/shared/f', '30'], background: true });
    await until('the lock taken in A', async () =>
      (await c.sh(a, '/shared/volprobe trylock /shared/f')).stdout === 'busy\n' ? true : undefined,
    );
    assert.equal(await sh(b, '/mnt/v/volprobe trylock /mnt/v/f'), 'got\n', 'B takes the lock A holds');
    // B maps the file; A rewrites it; B's mapping still shows what it mapped, a new read the new.
    await sh(a, 'echo mapped > /shared/m');
    await c.post(`/vms/${b}/exec`, {
      args: ['sh', '-c', '/mnt/v/volprobe mmap /mnt/v/m /tmp/go > /tmp/mmap.out'],
      background: true,
    });
    await until('the mapping in B', async () => (await c.sh(b, 'test -e /tmp/go.ready')).exit_code === 0 || undefined);
    await sh(a, 'echo newer > /shared/m');
    await sh(b, 'touch /tmp/go');
    const seen = await until('the probe done', async () => (await c.sh(b, 'cat /tmp/mmap.out')).stdout || undefined);
    assert.equal(seen, 'before=mapped mapped=mapped read=newer\n');
  });

  it('a read-only mount refuses writes in the guest; the files API and sandboxes see each other', async () => {
    assert.equal(await sh(b, 'cat /ro/in/put.txt 2>/dev/null || true'), '');
    const files = (await c.get('/volumes')).body.volumes.find((v: { name: string }) => v.name === 'files');
    await put(files.volume_id, '/x', 'api');
    // B just found /ro/in missing, so it holds the root's names: the new one shows within 1 s.
    await until(
      'the file put in B',
      async () => ((await c.sh(b, 'cat /ro/x')).stdout === 'api' ? true : undefined),
      5_000,
    );
    const w = await c.sh(b, 'echo no > /ro/y');
    assert.notEqual(w.exit_code, 0);
    assert.match(w.stderr, /Read-only file system/);
    await sh(a, 'echo from-guest > /shared/guest.txt');
    assert.equal((await read(shared, '/guest.txt')).body.toString(), 'from-guest\n');
  });

  it('writing past size_mb is ENOSPC in the guest; its own disk, other volumes and the host store are untouched', async () => {
    const vm = b;
    const image = path.join(t.config.dataDir, 'volumes', small, 'image.ext4');
    const allocated = () => fs.statSync(image).blocks * 512;
    const before = allocated();
    const fill = await c.sh(vm, 'dd if=/dev/zero of=/small/fill bs=1M count=32; sync');
    assert.match(fill.stderr, /No space left on device/);
    // df tells the truth: the volume's size, next to nothing left (ext4 keeps a few blocks a whole
    // megabyte write cannot use, so Use% may read 99).
    const [size, , avail] = (await sh(vm, 'df -k /small | tail -1')).trim().split(/\s+/).slice(1).map(Number);
    assert.ok(size > 12 * 1024 && size <= 16 * 1024 && avail < 512, `df: size ${size} KiB, ${avail} KiB free`);
    assert.equal(allocated(), before, 'the image was allocated whole when made: the store gave nothing more');
    assert.equal(
      await sh(vm, "dd if=/dev/zero of=/own bs=1M count=8 2>/dev/null && ls -l /own | awk '{print $5}'"),
      `${8 * 1024 * 1024}\n`,
      "the sandbox's own disk takes what the volume refused",
    );
    assert.equal(await sh(a, 'echo ok > /shared/other && cat /shared/other'), 'ok\n', 'another volume');
    await sh(vm, 'rm /small/fill && echo again > /small/after');
    const used = (await c.get(`/volumes/${small}`)).body;
    assert.ok(used.bytes_used > 0 && used.files_used === 1, JSON.stringify(used));
    const usage = (await c.get('/usage')).body;
    assert.ok(usage.volume_byte_seconds > 0);
    assert.ok(
      usage.volumes.some((v: { volume_id: string; files_used: number }) => v.volume_id === small && v.files_used === 1),
    );
  });

  it('confinement from a guest: symlinks out, .., hard links, device nodes, setuid, xattrs, long names, many files', async () => {
    const secret = await volume('secret', 16);
    await put(secret, '/secret', 'SECRET', t.client);
    const foreign = await t.other.post('/volumes', { name: 'foreign', size_mb: 16 });
    await put(foreign.body.volume_id, '/secret', 'FOREIGN', t.other);
    const hostDir = (id: string) => path.join(t.config.dataDir, 'volumes', id, 'mnt', 'data');
    // Symlinks the guest resolves in its own namespace; the host never follows them.
    await sh(
      a,
      `cd /shared && ln -s ${hostDir(secret)}/secret abs && ln -s ../../../../../../etc/passwd rel && ln -s / root`,
    );
    assert.equal((await c.sh(a, 'cat /shared/abs')).exit_code, 1, 'a host path means nothing in the guest');
    assert.equal((await read(shared, '/abs')).status, 400, 'the files API does not follow it');
    assert.equal((await read(shared, '/rel')).status, 400);
    assert.equal((await read(shared, '/root/etc/passwd')).status, 400);
    assert.equal(await sh(a, 'cd /shared/.. && pwd'), '/\n', '.. of the mount is the guest’s own root');
    assert.match((await c.sh(a, 'ln /etc/passwd /shared/hard')).stderr, /cross-device|Invalid cross-device/i);
    // A hard link of a symlink out is the symlink again (link(2) does not follow it), never its target.
    await sh(a, 'ln /shared/abs /shared/hardabs');
    assert.equal(await sh(a, 'readlink /shared/hardabs'), `${hostDir(secret)}/secret\n`);
    assert.equal((await c.sh(a, 'cat /shared/hardabs')).exit_code, 1);
    assert.equal((await read(shared, '/hardabs')).status, 400);
    assert.match((await c.sh(a, 'mknod /shared/null c 1 3')).stderr, /Operation not permitted/);
    await sh(a, 'echo x > /shared/suid && chmod 4755 /shared/suid');
    assert.equal(fs.statSync(path.join(hostDir(shared), 'suid')).mode & 0o7777, 0o755, 'setuid is not kept');
    assert.equal(await sh(a, '/shared/volprobe xattr /shared/suid'), 'user=ok value=v trusted=EOPNOTSUPP\n');
    const long = 'n'.repeat(255);
    await sh(a, `echo ok > /shared/${long}`);
    assert.match((await c.sh(a, `echo no > /shared/${long}n`)).stderr, /too long/i);
    await sh(a, 'mkdir /shared/many && cd /shared/many && i=0; while [ $i -lt 1000 ]; do : > f$i; i=$((i+1)); done');
    assert.equal(await sh(b, 'ls /mnt/v/many | wc -l'), '1000\n');
    assert.equal((await c.get(`/volumes/${shared}/files/list?path=/many`)).body.entries.length, 1000);
    // A rename race: a directory swapped with a symlink to the other volumes while both read through it.
    await sh(a, 'mkdir /shared/d && echo mine > /shared/d/secret');
    const race = c.sh(
      a,
      `cd /shared; i=0; while [ $i -lt 150 ]; do mv d d.x; ln -s ${hostDir(secret)} d; rm d; ln -s ${hostDir(foreign.body.volume_id)} d; rm d; mv d.x d; i=$((i+1)); done`,
    );
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const r = await read(shared, '/d/secret');
      seen.add(r.status === 200 ? r.body.toString() : String(r.status));
      const g = await c.sh(b, 'cat /mnt/v/d/secret 2>/dev/null');
      if (g.exit_code === 0) seen.add(g.stdout);
    }
    assert.equal((await race).exit_code, 0);
    for (const s of seen) assert.ok(!/SECRET|FOREIGN/.test(s), `read through the race: ${[...seen].join(', ')}`);
  });
});

describe('checkpoints re-attach volumes: snapshot and restore, fork, sleep, archive, reboot', () => {
  it('a restore, fork children, a resumed, a woken, an unarchived and a rebooted sandbox all mount the same volume', async () => {
    const id = await volume('ckpt', 32);
    const vm = (await c.createSmall({ memory_mb: 128, volumes: [{ volume: 'ckpt', path: '/v' }] })).vm_id;
    await sh(vm, 'echo before > /v/a');
    // A file held open across the checkpoint: the restored process reads on through it.
    await c.post(`/vms/${vm}/exec`, { args: ['sh', '-c', 'exec 3</v/a; sleep 600'], background: true });
    const snap = (await c.post(`/vms/${vm}/snapshot`)).body.snapshot_id;
    await sh(vm, 'echo after > /v/b');
    const restored = await c.create({ snapshot_id: snap });
    assert.equal(restored.status, 201, JSON.stringify(restored.body));
    const r = restored.body.vm_id;
    assert.equal(await sh(r, 'cat /v/a /v/b'), 'before\nafter\n', 'the volume is not in the snapshot: it is shared');
    assert.equal(await sh(r, 'cat /proc/$(pidof sleep)/fd/3'), 'before\n', 'an open file survives the restore');
    // The restore has its checkpoint's bounce disk: 512 KiB written there is read from the parent.
    assert.match(await sh(r, 'cat /sys/block/vd*/serial'), /warren\.vol0/);
    await sh(r, 'dd if=/dev/urandom of=/v/big bs=256k count=2 2>/dev/null && md5sum < /v/big > /v/big.md5');
    assert.equal(await sh(vm, 'echo 3 > /proc/sys/vm/drop_caches; md5sum < /v/big'), await sh(vm, 'cat /v/big.md5'));
    const forked = await c.post(`/vms/${vm}/branch`, { count: 2 });
    assert.equal(forked.status, 201, JSON.stringify(forked.body));
    const kids = forked.body.vms.map((k: { vm_id: string }) => k.vm_id);
    for (const k of kids) await sh(k, `echo ${k} > /v/${k}`);
    assert.equal(
      await sh(vm, `cat /v/${kids[0]} /v/${kids[1]}`),
      `${kids[0]}\n${kids[1]}\n`,
      'children share it with their parent',
    );
    for (const k of kids) await c.delete(`/vms/${k}`);
    await c.delete(`/vms/${r}`);
    assert.equal((await c.post(`/vms/${vm}/pause`)).status, 204);
    assert.equal((await c.post(`/vms/${vm}/resume`)).status, 204);
    assert.equal((await c.post(`/vms/${vm}/sleep`)).status, 200);
    await put(id, '/while-asleep', 'z');
    assert.equal(await sh(vm, 'cat /v/while-asleep'), 'z', 'woken by the exec, the volume still mounted');
    await sh(vm, 'echo woke > /v/c');
    assert.equal((await c.post(`/vms/${vm}/stop`)).status, 200);
    const refused = await c.delete(`/volumes/${id}`);
    assert.deepEqual(
      [refused.status, refused.body.error],
      [409, 'volume is mounted'],
      'an archived sandbox mounts it too',
    );
    await put(id, '/while-archived', 'x');
    assert.equal((await c.post(`/vms/${vm}/start`)).status, 200);
    assert.equal(await sh(vm, 'cat /v/c /v/while-archived'), 'woke\nx');
    assert.equal((await c.post(`/vms/${vm}/reboot`)).status, 200);
    assert.equal(await sh(vm, 'cat /v/a && mount | grep -c " /v "'), 'before\n1\n');
    await c.delete(`/vms/${vm}`);
    assert.equal((await c.delete(`/volumes/${id}`)).status, 204, 'deleted once no sandbox mounts it');
    const late = await c.create({ snapshot_id: snap });
    assert.deepEqual([late.status, late.body.error], [409, 'volume deleted']);
  });
});

describe('volume snapshots, webhooks and audit', () => {
  it('a durable copy in the object store makes a new volume with its files; delete removes the copy', async () => {
    const hook = await c.post('/webhooks', { url: rx.url, events: ['volume.created', 'volume.deleted'] });
    assert.equal(hook.status, 201);
    const id = await volume('source', 16);
    await put(id, '/dir/data.csv', 'a,b\n1,2\n');
    const snap = await c.post(`/volumes/${id}/snapshots`);
    assert.equal(snap.status, 201, JSON.stringify(snap.body));
    assert.deepEqual([snap.body.state, snap.body.durable, snap.body.volume_id], ['ready', true, id]);
    const sid = snap.body.volume_snapshot_id;
    const bucket = new S3ObjectStore(s3.config);
    assert.ok(await bucket.exists(`volume-snapshots/${sid}/image.ext4.zst`));
    assert.equal((await c.get(`/volumes/${id}/snapshots`)).body.snapshots[0].volume_snapshot_id, sid);
    assert.equal((await t.other.get(`/volume-snapshots/${sid}`)).status, 404);
    assert.equal((await c.delete(`/volumes/${id}`)).status, 204);
    assert.equal((await c.get(`/volume-snapshots/${sid}`)).status, 200, 'a snapshot outlives its volume');
    const copy = await c.post('/volumes', { name: 'copy', snapshot_id: sid, size_mb: 24 });
    assert.equal(copy.status, 201, JSON.stringify(copy.body));
    assert.deepEqual([copy.body.size_mb, copy.body.from_snapshot_id], [24, sid]);
    assert.equal((await read(copy.body.volume_id, '/dir/data.csv')).body.toString(), 'a,b\n1,2\n');
    assert.equal((await c.delete(`/volume-snapshots/${sid}`)).status, 204);
    assert.equal(await bucket.exists(`volume-snapshots/${sid}/image.ext4.zst`), false);
    bucket.close();
    const types = await until('webhook deliveries', async () => {
      const got = rx.received.map((d) => `${d.json.type} ${d.json.data.name}`);
      return got.includes('volume.deleted source') && got.includes('volume.created copy') ? got : undefined;
    });
    assert.ok(types.includes('volume.created source'));
    const audit = (await c.get('/audit?limit=50')).body.records.map((r: { action: string }) => r.action);
    for (const action of [
      'POST /volumes',
      'DELETE /volumes/:id',
      'POST /volumes/:id/snapshots',
      'PUT /volumes/:id/files',
    ])
      assert.ok(audit.includes(action), `${action} audited`);
  });
});
