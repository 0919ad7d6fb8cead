// Image pulls against real registries (Debian's docker-registry on loopback, open, htpasswd and
// token modes) with images built here: the distribution protocol and its authentication, indexes,
// layer application (whiteouts, opaque directories, gzip/zstd/plain), the ext4 base disk (read
// back with debugfs), digest verification and the host cache.

import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { PullError } from '../src/images/errors.ts';
import { MEDIA_TYPES } from '../src/images/manifest.ts';
import { pullImage } from '../src/images/pull.ts';
import { parseReference } from '../src/images/reference.ts';
import { run } from '../src/sys/run.ts';
import { SCRATCH } from './host-fixture.ts';
import {
  type Blob,
  blob,
  buildConfig,
  buildIndex,
  buildLayer,
  freePort,
  pushImage,
  pushManifest,
  type Registry,
  startRegistry,
} from './registry-fixture.ts';

const USER = { username: 'warren-bot', password: 'S3cret-Pa55word-xyz' };
const WRONG = { username: 'warren-bot', secret: 'Wr0ng-Secret-abc' };
const creds = (c: { username: string; secret: string } | undefined) => async () => c;
const good = creds({ username: USER.username, secret: USER.password });

let open: Registry;
let basic: Registry;
let token: Registry;
let busyboxLayer: Blob;
let busyboxManifest: Blob;
let layeredManifest: Blob;
const scratch = mkdtempSync(join(SCRATCH, 'warren-images-test-'));
let cacheCount = 0;
const freshCache = () => join(scratch, `cache-${++cacheCount}`);

// --- reading the ext4 base disk ------------------------------------------------------------------

interface DirEntry {
  name: string;
  mode: number;
  uid: number;
  gid: number;
}

/** Entries of a directory in an ext4 image (`debugfs ls -p`), without . and .. */
async function ls(disk: string, path: string): Promise<DirEntry[]> {
  const { stdout } = await run(['debugfs', '-R', `ls -p ${path}`, disk]);
  return stdout
    .split('\n')
    .filter((l) => l.startsWith('/'))
    .map((l) => {
      const [, , mode, uid, gid, name] = l.split('/');
      return { name, mode: Number.parseInt(mode, 8), uid: Number(uid), gid: Number(gid) };
    })
    .filter((e) => e.name !== '.' && e.name !== '..');
}

const names = async (disk: string, path: string) => (await ls(disk, path)).map((e) => e.name).sort();

async function entry(disk: string, path: string): Promise<DirEntry | undefined> {
  const slash = path.lastIndexOf('/');
  return (await ls(disk, path.slice(0, slash) || '/')).find((e) => e.name === path.slice(slash + 1));
}

async function cat(disk: string, path: string): Promise<string> {
  return (await run(['debugfs', '-R', `cat ${path}`, disk])).stdout;
}

async function stat(disk: string, path: string): Promise<string> {
  return (await run(['debugfs', '-R', `stat ${path}`, disk])).stdout;
}

// --- images --------------------------------------------------------------------------------------

const BUSYBOX_APPS = ['sh', 'ls', 'cat', 'echo', 'true'];
/** Over the 100 bytes a plain tar header holds: needs a GNU long name or a PAX path. */
const LONG_DIR = `long/${'d'.repeat(90)}/${'e'.repeat(90)}`;

async function busyboxRootfs(dir: string): Promise<void> {
  for (const d of ['bin', 'etc', 'dev', 'run', 'home', 'usr/bin', 'tmp'])
    await mkdir(join(dir, d), { recursive: true });
  copyFileSync('/bin/busybox', join(dir, 'bin/busybox'));
  for (const app of BUSYBOX_APPS) await symlink('busybox', join(dir, 'bin', app));
  await run(['ln', join(dir, 'bin/busybox'), join(dir, 'bin/busybox-hardlink')]);
  await writeFile(join(dir, 'etc/passwd'), 'root:x:0:0:root:/root:/bin/sh\nuser:x:1000:1000::/home/user:/bin/sh\n');
  await run(['mknod', '-m', '666', join(dir, 'dev/null'), 'c', '1', '3']);
  await run(['mknod', '-m', '660', join(dir, 'dev/loop9'), 'b', '7', '9']);
  await run(['mkfifo', '-m', '600', join(dir, 'run/fifo')]);
  await mkdir(join(dir, 'home/user'));
  await run(['chown', '1000:1000', join(dir, 'home/user')]);
  await run(['chmod', '0700', join(dir, 'home/user')]);
  await writeFile(join(dir, 'usr/bin/suid'), '#!/bin/sh\n');
  await run(['chmod', '4755', join(dir, 'usr/bin/suid')]);
  await run(['chmod', '1777', join(dir, 'tmp')]);
  await writeFile(join(dir, 'etc/labelled'), 'x');
  await run(['setfattr', '-n', 'user.warren', '-v', 'hello', join(dir, 'etc/labelled')]);
}

async function busyboxImage(): Promise<{ layer: Blob; config: Blob }> {
  const layer = await buildLayer('gzip', busyboxRootfs);
  const config = buildConfig([layer], {
    Entrypoint: null,
    Cmd: ['sh'],
    Env: ['PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin', 'HOME=/root'],
  });
  return { layer, config };
}

/** Three layers: gzip base, zstd layer deleting and hiding, plain tar on top. */
async function layeredImage(reg: Registry, repo: string): Promise<Blob> {
  const base = await buildLayer('gzip', async (d) => {
    await mkdir(join(d, 'a'));
    await writeFile(join(d, 'a/keep'), 'keep\n');
    await writeFile(join(d, 'a/gone'), 'gone\n');
    await mkdir(join(d, 'gonedir/deep'), { recursive: true });
    await writeFile(join(d, 'gonedir/deep/f'), 'f');
    await mkdir(join(d, 'opq/sub'), { recursive: true });
    await writeFile(join(d, 'opq/old'), 'old\n');
    await writeFile(join(d, 'opq/sub/older'), 'older\n');
    await writeFile(join(d, 'replaced'), 'a file first\n');
    await mkdir(join(d, 'real'));
    await writeFile(join(d, 'real/target'), 'reached through a link\n');
    await symlink('/real', join(d, 'link'));
    await mkdir(join(d, LONG_DIR), { recursive: true });
    await writeFile(join(d, LONG_DIR, 'file'), 'long path\n');
  });
  const middle = await buildLayer('zstd', async (d) => {
    await mkdir(join(d, 'a'));
    await writeFile(join(d, 'a/.wh.gone'), '');
    await writeFile(join(d, '.wh.gonedir'), '');
    await mkdir(join(d, 'opq/sub'), { recursive: true });
    await writeFile(join(d, 'opq/.wh..wh..opq'), '');
    await writeFile(join(d, 'opq/new'), 'new\n');
    await writeFile(join(d, 'opq/sub/newer'), 'newer\n');
    await mkdir(join(d, 'replaced'));
    await writeFile(join(d, 'replaced/now-a-dir'), 'dir now\n');
  });
  const top = await buildLayer('none', async (d) => {
    await writeFile(join(d, 'top'), 'top layer\n');
  });
  const config = buildConfig([base, middle, top], {
    Entrypoint: ['/bin/sh', '-c'],
    Cmd: ['echo hello'],
    Env: ['HOME=/root', 'GREETING=hi'],
    WorkingDir: '/srv/app',
  });
  return pushImage(reg, repo, 'v1', [base, middle, top], config);
}

/** An image whose only content is /platform naming its platform. */
async function platformImage(reg: Registry, repo: string, arch: string, manifestType: string, configType: string) {
  const layer = await buildLayer('gzip', (d) => writeFile(join(d, 'platform'), `${arch}\n`), {
    mediaType:
      manifestType === MEDIA_TYPES.dockerManifest ? 'application/vnd.docker.image.rootfs.diff.tar.gzip' : undefined,
  });
  const config = buildConfig([layer], { Cmd: ['/bin/sh'] }, { os: 'linux', architecture: arch }, configType);
  return pushImage(reg, repo, undefined, [layer], config, manifestType);
}

before(async () => {
  [open, basic, token] = await Promise.all([
    startRegistry('open'),
    startRegistry('htpasswd', [USER]),
    startRegistry('token', [USER]),
  ]);
  const bb = await busyboxImage();
  busyboxLayer = bb.layer;
  busyboxManifest = await pushImage(open, 'library/busybox', 'latest', [bb.layer], bb.config);
  await pushImage(basic, 'team/busybox', 'latest', [bb.layer], bb.config);
  await pushImage(token, 'public/busybox', 'latest', [bb.layer], bb.config);
  await pushImage(token, 'private/busybox', 'latest', [bb.layer], bb.config);
  layeredManifest = await layeredImage(open, 'test/layered');
});

after(async () => {
  await Promise.all([open?.stop(), basic?.stop(), token?.stop()]);
  rmSync(scratch, { recursive: true, force: true });
});

async function rejectsWith(p: Promise<unknown>, reason: PullError['reason'], pattern?: RegExp): Promise<PullError> {
  try {
    await p;
  } catch (e) {
    assert.ok(e instanceof PullError, `expected a PullError, got ${e}`);
    assert.equal(e.reason, reason, e.message);
    if (pattern) assert.match(e.message, pattern);
    return e;
  }
  assert.fail(`expected the pull to fail with ${reason}`);
}

describe('image references', () => {
  test('parse like Docker, sha256 digests only', () => {
    assert.deepEqual(parseReference('busybox'), {
      registry: 'docker.io',
      repository: 'library/busybox',
      tag: 'latest',
      digest: undefined,
    });
    assert.deepEqual(parseReference('127.0.0.1:5000/team/app:v2'), {
      registry: '127.0.0.1:5000',
      repository: 'team/app',
      tag: 'v2',
      digest: undefined,
    });
    assert.equal(parseReference(`x@sha256:${'a'.repeat(64)}`)?.tag, undefined);
    assert.equal(parseReference(`x@sha512:${'a'.repeat(128)}`), undefined);
    assert.equal(parseReference('Upper/Case'), undefined);
  });

  test('an invalid image reference fails before any registry is asked', async () => {
    await rejectsWith(pullImage({ ref: 'not a ref!', cacheDir: freshCache() }), 'invalid reference', /not a ref!/);
  });
});

describe('authentication', () => {
  test('open registry: pulled without credentials', async () => {
    const r = await pullImage({ ref: `${open.host}/library/busybox`, cacheDir: freshCache() });
    assert.equal(r.digest, busyboxManifest.digest);
    assert.ok(r.bytesDownloaded > busyboxLayer.size);
  });

  test('htpasswd registry: basic auth with the stored credentials', async () => {
    const hosts: string[] = [];
    const r = await pullImage({
      ref: `${basic.host}/team/busybox:latest`,
      cacheDir: freshCache(),
      credentials: async (host) => {
        hosts.push(host);
        return { username: USER.username, secret: USER.password };
      },
    });
    assert.deepEqual(hosts, [basic.host]);
    assert.equal(r.digest, busyboxManifest.digest);
  });

  test('htpasswd registry: a wrong password is unauthorized and the message holds no secret', async () => {
    const e = await rejectsWith(
      pullImage({ ref: `${basic.host}/team/busybox`, cacheDir: freshCache(), credentials: creds(WRONG) }),
      'unauthorized',
      /rejected the stored credentials of user "warren-bot"/,
    );
    assert.ok(!e.message.includes(WRONG.secret) && !e.message.includes(USER.password));
    assert.ok(!e.message.includes(Buffer.from(`${WRONG.username}:${WRONG.secret}`).toString('base64')));
  });

  test('htpasswd registry: no stored credentials is unauthorized', async () => {
    await rejectsWith(
      pullImage({ ref: `${basic.host}/team/busybox`, cacheDir: freshCache() }),
      'unauthorized',
      /no static credential \(username and secret\) is stored/,
    );
  });

  test('token registry: anonymous bearer token for a public repository', async () => {
    const r = await pullImage({ ref: `${token.host}/public/busybox`, cacheDir: freshCache() });
    assert.equal(r.digest, busyboxManifest.digest);
  });

  test('token registry: bearer token obtained with the stored credentials', async () => {
    const r = await pullImage({ ref: `${token.host}/private/busybox`, cacheDir: freshCache(), credentials: good });
    assert.equal(r.digest, busyboxManifest.digest);
  });

  test('token registry: a private repository without credentials is unauthorized', async () => {
    await rejectsWith(pullImage({ ref: `${token.host}/private/busybox`, cacheDir: freshCache() }), 'unauthorized');
  });

  test('token registry: a wrong password is unauthorized and the message holds no secret', async () => {
    const e = await rejectsWith(
      pullImage({ ref: `${token.host}/private/busybox`, cacheDir: freshCache(), credentials: creds(WRONG) }),
      'unauthorized',
    );
    assert.ok(!e.message.includes(WRONG.secret));
  });
});

describe('errors', () => {
  test('a missing tag is not found (manifest unknown)', async () => {
    await rejectsWith(
      pullImage({ ref: `${open.host}/library/busybox:nope`, cacheDir: freshCache() }),
      'not found',
      /busybox:nope not found/,
    );
  });

  test('a missing repository is not found', async () => {
    await rejectsWith(pullImage({ ref: `${open.host}/no/such-image`, cacheDir: freshCache() }), 'not found');
  });

  test('a registry nobody listens on is unreachable', async () => {
    const port = await freePort();
    await rejectsWith(
      pullImage({ ref: `127.0.0.1:${port}/library/busybox`, cacheDir: freshCache() }),
      'unreachable',
      new RegExp(`registry 127\\.0\\.0\\.1:${port} unreachable: .*ECONNREFUSED`),
    );
  });

  test('a corrupted blob is refused (sha256 verified)', async () => {
    const layer = await buildLayer('gzip', (d) => writeFile(join(d, 'victim'), 'original content\n'));
    const config = buildConfig([layer], { Cmd: ['sh'] });
    await pushImage(open, 'test/corrupt', 'v1', [layer], config);
    const data = open.blobDataPath(layer.digest);
    const bytes = readFileSync(data);
    bytes[bytes.length - 10] ^= 0xff; // same length, different content
    writeFileSync(data, bytes);
    const cacheDir = freshCache();
    await rejectsWith(
      pullImage({ ref: `${open.host}/test/corrupt:v1`, cacheDir }),
      'invalid image',
      /failed verification/,
    );
    assert.throws(() => statSync(join(cacheDir, 'blobs/sha256', layer.digest.slice(7))), /ENOENT/);
    assert.deepEqual(readdirSync(join(cacheDir, 'tmp')), []);
  });
});

describe('layers and the ext4 base disk', () => {
  test('a layer that is not a tar archive is refused', async () => {
    const junk = blob('application/vnd.oci.image.layer.v1.tar+gzip', gzipSync(Buffer.alloc(1024, 7)));
    await pushImage(open, 'test/junk', 'v1', [junk], buildConfig([junk], {}));
    await rejectsWith(
      pullImage({ ref: `${open.host}/test/junk:v1`, cacheDir: freshCache() }),
      'invalid image',
      /is not a valid gzip tar: bad header checksum/,
    );
  });

  test('busybox: ownership, modes, symlinks, hard links, devices, FIFOs and xattrs preserved', async () => {
    const r = await pullImage({ ref: `${open.host}/library/busybox`, cacheDir: freshCache() });
    const disk = r.image.baseDisk;
    assert.equal(statSync(disk).size, 16 * 1024 ** 3);
    assert.ok(statSync(disk).blocks * 512 < 64 * 1024 ** 2, 'the base disk is sparse');
    assert.deepEqual(r.image.entrypoint, ['sh']);
    assert.equal(r.image.cwd, '/');
    assert.ok(r.image.env.includes('HOME=/root'));

    assert.match(await stat(disk, '/bin/sh'), /Fast link dest: "busybox"/);
    const bin = await ls(disk, '/bin');
    assert.deepEqual(bin.map((e) => e.name).sort(), ['busybox', 'busybox-hardlink', ...BUSYBOX_APPS].sort());
    const bb = await stat(disk, '/bin/busybox');
    assert.match(bb, /Links: 2/);
    const inode = (s: string) => /Inode: (\d+)/.exec(s)?.[1];
    assert.equal(inode(await stat(disk, '/bin/busybox-hardlink')), inode(bb));
    assert.match(await stat(disk, '/dev/null'), /Type: character special[\s\S]*Device major\/minor number: 01:03/);
    assert.match(await stat(disk, '/dev/loop9'), /Type: block special[\s\S]*Device major\/minor number: 07:09/);
    assert.match(await stat(disk, '/run/fifo'), /Type: FIFO/);
    assert.deepEqual(await entry(disk, '/home/user'), { name: 'user', mode: 0o40700, uid: 1000, gid: 1000 });
    assert.equal((await entry(disk, '/usr/bin/suid'))?.mode, 0o104755);
    assert.equal((await entry(disk, '/tmp'))?.mode, 0o41777);
    assert.match((await run(['debugfs', '-R', 'ea_get /etc/labelled user.warren', disk])).stdout, /hello/);
  });

  test('whiteouts and opaque directories applied; gzip, zstd and plain layers', async () => {
    const progress: string[] = [];
    const r = await pullImage({
      ref: `${open.host}/test/layered:v1`,
      cacheDir: freshCache(),
      onProgress: (m) => progress.push(m),
    });
    assert.equal(r.digest, layeredManifest.digest);
    const disk = r.image.baseDisk;
    assert.deepEqual(await names(disk, '/a'), ['keep']);
    assert.equal(await entry(disk, '/gonedir'), undefined);
    assert.deepEqual(await names(disk, '/opq'), ['new', 'sub']);
    assert.deepEqual(await names(disk, '/opq/sub'), ['newer']);
    assert.deepEqual(await names(disk, '/replaced'), ['now-a-dir']);
    assert.equal(await cat(disk, '/top'), 'top layer\n');
    assert.equal(await cat(disk, `/${LONG_DIR}/file`), 'long path\n');
    assert.equal(await cat(disk, '/real/target'), 'reached through a link\n');
    assert.ok(!(await names(disk, '/')).some((n) => n.startsWith('.wh.')));
    assert.deepEqual(r.image.entrypoint, ['/bin/sh', '-c', 'echo hello']);
    assert.equal(r.image.cwd, '/srv/app');
    assert.deepEqual(r.image.env, [
      'PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      'HOME=/root',
      'GREETING=hi',
    ]);
    assert.ok(progress.some((m) => m.startsWith('unpacking layer 3/3')));
  });

  test('entries under symlinked directories stay inside the image', async () => {
    const links = await buildLayer('gzip', async (d) => {
      await mkdir(join(d, 'tmp'));
      await symlink('/', join(d, 'escape'));
      await symlink('../../../../tmp', join(d, 'up'));
    });
    // Entries without their parent directories: the image's symlinks are followed as if its
    // root were `/`, so both land in the image's /tmp and never in the host's.
    const payload = await buildLayer(
      'gzip',
      async (d) => {
        await mkdir(join(d, 'escape/tmp'), { recursive: true });
        await writeFile(join(d, 'escape/tmp/warren-escape-test'), 'x');
        await mkdir(join(d, 'up'));
        await writeFile(join(d, 'up/warren-escape-test-2'), 'y');
      },
      { paths: ['./escape/tmp/warren-escape-test', './up/warren-escape-test-2'] },
    );
    await pushImage(open, 'test/escape', 'v1', [links, payload], buildConfig([links, payload], {}));
    const r = await pullImage({ ref: `${open.host}/test/escape:v1`, cacheDir: freshCache() });
    assert.throws(() => statSync('/tmp/warren-escape-test'), /ENOENT/);
    assert.throws(() => statSync('/tmp/warren-escape-test-2'), /ENOENT/);
    assert.equal(await cat(r.image.baseDisk, '/tmp/warren-escape-test'), 'x');
    assert.equal(await cat(r.image.baseDisk, '/tmp/warren-escape-test-2'), 'y');
  });
});

describe('indexes pick linux/amd64', () => {
  for (const kind of ['oci', 'docker'] as const) {
    test(`${kind === 'oci' ? 'OCI image index' : 'Docker manifest list'} with amd64 and arm64 entries`, async () => {
      const [manifestType, configType, indexType] =
        kind === 'oci'
          ? [MEDIA_TYPES.ociManifest, MEDIA_TYPES.ociConfig, MEDIA_TYPES.ociIndex]
          : [MEDIA_TYPES.dockerManifest, MEDIA_TYPES.dockerConfig, MEDIA_TYPES.dockerList];
      const repo = `test/multi-${kind}`;
      const arm = await platformImage(open, repo, 'arm64', manifestType, configType);
      const amd = await platformImage(open, repo, 'amd64', manifestType, configType);
      const index = buildIndex(
        [
          { manifest: arm, platform: { os: 'linux', architecture: 'arm64', variant: 'v8' } },
          { manifest: amd, platform: { os: 'linux', architecture: 'amd64' } },
        ],
        indexType,
      );
      await pushManifest(open, repo, 'latest', index);
      const r = await pullImage({ ref: `${open.host}/${repo}`, cacheDir: freshCache() });
      assert.equal(r.digest, amd.digest);
      assert.equal(await cat(r.image.baseDisk, '/platform'), 'amd64\n');
      // By the index's own digest too.
      const byDigest = await pullImage({ ref: `${open.host}/${repo}@${index.digest}`, cacheDir: freshCache() });
      assert.equal(byDigest.digest, amd.digest);
    });
  }

  test('an index without linux/amd64 is not found and names the platforms it has', async () => {
    const repo = 'test/arm-only';
    const arm = await platformImage(open, repo, 'arm64', MEDIA_TYPES.ociManifest, MEDIA_TYPES.ociConfig);
    await pushManifest(
      open,
      repo,
      'latest',
      buildIndex([{ manifest: arm, platform: { os: 'linux', architecture: 'arm64' } }]),
    );
    await rejectsWith(
      pullImage({ ref: `${open.host}/${repo}`, cacheDir: freshCache() }),
      'not found',
      /no linux\/amd64 image \(platforms: linux\/arm64\)/,
    );
  });
});

describe('host cache', () => {
  test('a second pull of the same image moves no layer bytes', async () => {
    const cacheDir = freshCache();
    const first = await pullImage({ ref: `${open.host}/library/busybox`, cacheDir });
    assert.ok(first.bytesDownloaded > 0);
    const second = await pullImage({ ref: `${open.host}/library/busybox:latest`, cacheDir });
    assert.equal(second.bytesDownloaded, 0);
    assert.equal(second.image.baseDisk, first.image.baseDisk);
    assert.deepEqual(readdirSync(join(cacheDir, 'tmp')), []);
    // The same image from another registry is the same digest: already on this host.
    const third = await pullImage({ ref: `${basic.host}/team/busybox`, cacheDir, credentials: good });
    assert.equal(third.bytesDownloaded, 0);
    assert.equal(third.image.baseDisk, first.image.baseDisk);
  });

  test('an image rebuilt from cached blobs downloads nothing', async () => {
    const cacheDir = freshCache();
    const first = await pullImage({ ref: `${open.host}/library/busybox`, cacheDir });
    rmSync(join(cacheDir, 'images'), { recursive: true });
    const again = await pullImage({ ref: `${open.host}/library/busybox`, cacheDir });
    assert.equal(again.bytesDownloaded, 0);
    assert.equal(again.digest, first.digest);
    assert.ok(statSync(again.image.baseDisk).isFile());
  });

  test('concurrent pulls of the same image share one pull', async () => {
    const cacheDir = freshCache();
    const pulls = await Promise.all([1, 2, 3].map(() => pullImage({ ref: `${open.host}/library/busybox`, cacheDir })));
    const total = pulls.reduce((n, p) => n + p.bytesDownloaded, 0);
    const single = await pullImage({ ref: `${open.host}/library/busybox`, cacheDir: freshCache() });
    assert.equal(total, single.bytesDownloaded);
    assert.equal(new Set(pulls.map((p) => p.image.baseDisk)).size, 1);
  });
});
