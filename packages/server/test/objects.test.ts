// The object store's contract on both implementations: the local directory (the embedded
// default) and S3 (against a real S3-compatible server process that checks SigV4 signatures).
// Files bigger than a multipart part go up in parts on S3; presigned links download without
// credentials until they expire.

import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { LocalObjectStore } from '../src/objects/local.ts';
import { PART_BYTES, S3ObjectStore } from '../src/objects/s3.ts';
import { ObjectNotFound, type ObjectStore } from '../src/objects/types.ts';
import { SCRATCH } from './host-fixture.ts';
import { freePort } from './registry-fixture.ts';
import { type S3Server, startS3 } from './s3-fixture.ts';

const work = mkdtempSync(join(SCRATCH, 'warren-objects-'));
let s3: S3Server;
const cleanups: (() => unknown)[] = [];

before(async () => {
  s3 = await startS3();
});
after(async () => {
  for (const c of cleanups.reverse()) await c();
  await s3.stop();
  rmSync(work, { recursive: true, force: true });
});

/**
 * The local store's links point at Warren's GET /objects route; this serves them the way that
 * route does (verifyPresigned, then the object's bytes).
 */
async function serveLocalLinks(store: LocalObjectStore): Promise<string> {
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const key = decodeURIComponent(url.pathname.replace(/^\/objects\//, ''));
    if (!store.verifyPresigned(key, Number(url.searchParams.get('expires')), url.searchParams.get('sig') ?? '')) {
      res.writeHead(403).end();
      return;
    }
    const { size, stream } = await store.open(key);
    res.writeHead(200, { 'content-length': size });
    stream.pipe(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  cleanups.push(() => new Promise((r) => server.close(r)));
  const addr = server.address();
  return `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
}

const IMPLEMENTATIONS: Record<string, () => Promise<ObjectStore>> = {
  async local() {
    let url = '';
    const store = new LocalObjectStore(join(work, 'local'), () => url, randomBytes(32));
    url = await serveLocalLinks(store);
    return store;
  },
  async s3() {
    const store = new S3ObjectStore(s3.config, { pageSize: PAGE });
    await store.check();
    cleanups.push(() => store.close());
    return store;
  },
};

/** Keys per S3 listing page and batch delete in these tests (S3's own is 1000). */
const PAGE = 10;
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

for (const [name, open] of Object.entries(IMPLEMENTATIONS)) {
  describe(`object store: ${name}`, () => {
    let objects: ObjectStore;
    const dir = join(work, `files-${name}`);
    before(async () => {
      objects = await open();
      mkdirSync(dir, { recursive: true });
    });

    test('bytes put under a key come back whole; a second put replaces them', async () => {
      await objects.putBytes('things/a.json', Buffer.from('{"v":1}'));
      assert.equal((await objects.getBytes('things/a.json')).toString(), '{"v":1}');
      await objects.putBytes('things/a.json', Buffer.from('{"v":2,"longer":true}'));
      assert.equal((await objects.getBytes('things/a.json')).toString(), '{"v":2,"longer":true}');
      assert.equal(await objects.size('things/a.json'), 21);
    });

    test('an empty object is an object', async () => {
      await objects.putBytes('things/empty', Buffer.alloc(0));
      assert.equal(await objects.exists('things/empty'), true);
      assert.equal(await objects.size('things/empty'), 0);
      assert.equal((await objects.getBytes('things/empty')).length, 0);
    });

    test(`a file bigger than a multipart part (${PART_BYTES / 2 ** 20} MiB) round-trips byte for byte`, async () => {
      const src = join(dir, 'memory.img');
      const data = Buffer.concat([randomBytes(2 * PART_BYTES), randomBytes(PART_BYTES / 2 + 12345)]);
      writeFileSync(src, data);
      await objects.putFile('checkpoints/big/memory.zst', src);
      if (name === 's3') {
        const parts = s3
          .requests()
          .filter((r) => /^PUT \/warren\/checkpoints\/big\/memory\.zst\?.*partNumber=/.test(r));
        assert.equal(parts.length, 3, 'three parts of a multipart upload');
      }
      assert.equal(await objects.size('checkpoints/big/memory.zst'), data.length);
      const dest = join(dir, 'memory.back');
      await objects.getFile('checkpoints/big/memory.zst', dest);
      assert.equal(sha256(readFileSync(dest)), sha256(data));
      assert.deepEqual(
        readdirSync(dir).filter((f) => f.includes('.tmp-')),
        [],
        'no temporary file left',
      );
    });

    test('missing objects: size undefined, exists false, reads throw ObjectNotFound', async () => {
      assert.equal(await objects.size('nothing/here'), undefined);
      assert.equal(await objects.exists('nothing/here'), false);
      await assert.rejects(objects.getBytes('nothing/here'), ObjectNotFound);
      const dest = join(dir, 'kept');
      writeFileSync(dest, 'old');
      await assert.rejects(objects.getFile('nothing/here', dest), ObjectNotFound);
      assert.equal(readFileSync(dest, 'utf8'), 'old', 'the destination is untouched');
    });

    test('a put of a file that does not exist fails and makes no object', async () => {
      await assert.rejects(objects.putFile('things/ghost', join(dir, 'no-such-file')));
      assert.equal(await objects.exists('things/ghost'), false);
    });

    test('deleting a path removes it and everything under it, not its neighbours', async () => {
      for (const k of ['exports/e1/manifest.json', 'exports/e1/disk.img.zst', 'exports/e1x/keep', 'exports/e1']) {
        // `exports/e1` as an object and as a folder cannot both exist on a filesystem.
        if (k === 'exports/e1' && name === 'local') continue;
        await objects.putBytes(k, Buffer.from(k));
      }
      await objects.deletePrefix('exports/e1');
      assert.equal(await objects.exists('exports/e1/manifest.json'), false);
      assert.equal(await objects.exists('exports/e1/disk.img.zst'), false);
      assert.equal(await objects.exists('exports/e1'), false);
      assert.equal((await objects.getBytes('exports/e1x/keep')).toString(), 'exports/e1x/keep');
      await objects.deletePrefix('exports/never-was');
    });

    test('deleting a path with more objects than one listing page holds removes them all', async () => {
      const keys = Array.from({ length: 2 * PAGE + 3 }, (_, i) => `many/p/${String(i).padStart(4, '0')}`);
      await Promise.all(keys.map((k) => objects.putBytes(k, Buffer.from('x'))));
      await objects.deletePrefix('many/p/');
      for (const k of keys) assert.equal(await objects.exists(k), false, k);
    });

    test('keys that escape or are not plain paths are refused', async () => {
      for (const bad of ['../etc/passwd', '/abs', 'a//b', 'a/./b', 'sp ace', '']) {
        await assert.rejects(
          (async () => objects.putBytes(bad, Buffer.from('x')))(),
          /invalid object key/,
          JSON.stringify(bad),
        );
      }
    });

    test('a presigned link downloads the object without credentials', async () => {
      const data = randomBytes(100_000);
      await objects.putBytes('exports/p1/disk.img.zst', data);
      const url = await objects.presign('exports/p1/disk.img.zst', Math.floor(Date.now() / 1000) + 3600);
      const res = await fetch(url);
      assert.equal(res.status, 200);
      assert.equal(sha256(Buffer.from(await res.arrayBuffer())), sha256(data));
    });

    test('a presigned link with a forged signature or of another key is refused', async () => {
      await objects.putBytes('exports/p2/a', Buffer.from('a'));
      await objects.putBytes('exports/p2/b', Buffer.from('b'));
      const url = new URL(await objects.presign('exports/p2/a', Math.floor(Date.now() / 1000) + 3600));
      const sigParam = url.searchParams.has('X-Amz-Signature') ? 'X-Amz-Signature' : 'sig';
      const forged = new URL(url);
      const sig = forged.searchParams.get(sigParam) ?? '';
      forged.searchParams.set(sigParam, (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1));
      assert.equal((await fetch(forged)).status, 403);
      const other = new URL(url);
      other.pathname = other.pathname.replace(/\/a$/, '/b');
      assert.equal((await fetch(other)).status, 403);
    });

    test('a presigned link stops working once it expires', async () => {
      await objects.putBytes('exports/p3/a', Buffer.from('a'));
      const url = await objects.presign('exports/p3/a', Math.floor(Date.now() / 1000) + 2);
      assert.equal((await fetch(url)).status, 200);
      await new Promise((r) => setTimeout(r, 3500));
      assert.equal((await fetch(url)).status, 403);
    });
  });
}

describe('object store: s3 misconfigured or down', () => {
  test('a store with the wrong secret is refused by the server', async () => {
    const wrong = new S3ObjectStore({ ...s3.config, secretAccessKey: 'not-the-secret' });
    try {
      await assert.rejects(wrong.check(), /S3 bucket warren: refuses these credentials/);
      await assert.rejects(wrong.putBytes('things/x', Buffer.from('x')), /signature/i);
      await assert.rejects(wrong.size('things/a.json'));
    } finally {
      wrong.close();
    }
  });

  test('a server that is not there fails calls within seconds', async () => {
    const down = new S3ObjectStore({ ...s3.config, endpoint: `http://127.0.0.1:${await freePort()}` });
    const started = Date.now();
    try {
      await assert.rejects(down.check(), /S3 bucket warren: .*ECONNREFUSED/);
      await assert.rejects(down.putBytes('things/x', Buffer.from('x')), /ECONNREFUSED/);
      assert.ok(Date.now() - started < 15_000);
    } finally {
      down.close();
    }
  });

  test('a bucket that does not exist fails the check at start, and reads fail loudly, not as a missing object', async () => {
    const missing = new S3ObjectStore({ ...s3.config, bucket: 'no-such-bucket' });
    try {
      await assert.rejects(missing.check(), /S3 bucket no-such-bucket: does not exist/);
      await assert.rejects(missing.getBytes('things/a.json'), (err: Error) => !(err instanceof ObjectNotFound));
    } finally {
      missing.close();
    }
  });
});
