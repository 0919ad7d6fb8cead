// The compressor of uploads and exports (src/sys/zstd.ts), which reads its input with O_DIRECT: what
// it writes decompresses to the exact bytes, holes and an unaligned tail included, on the data store
// and on tmpfs. (Its fallback for a filesystem that refuses O_DIRECT, tmpfs before Linux 6.6, is not
// reached on this machine's kernel.)

import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { compress, decompress } from '../src/sys/zstd.ts';
import { SCRATCH } from './host-fixture.ts';

const dirs: string[] = [];
after(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const sha = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** A sparse file: 64 MiB with data at its start, in its middle and in a tail that ends unaligned. */
function sparseFile(dir: string): string {
  const file = path.join(dir, 'disk.img');
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, Buffer.alloc(8192, 'a'), 0, 8192, 0);
  fs.writeSync(fd, Buffer.from('in the middle'), 0, 13, 32 << 20);
  fs.writeSync(fd, Buffer.alloc(1000, 'z'), 0, 1000, (64 << 20) - 1000 + 123);
  fs.closeSync(fd);
  return file;
}

describe('compress and decompress', () => {
  for (const [where, parent] of [
    ['the data store', SCRATCH],
    ['tmpfs', '/dev/shm'],
  ] as const) {
    it(`round-trips a sparse file on ${where}`, async () => {
      const dir = fs.mkdtempSync(path.join(fs.existsSync(parent) ? parent : os.tmpdir(), 'warren-zstd-'));
      dirs.push(dir);
      const input = sparseFile(dir);
      await compress(input, path.join(dir, 'disk.zst'));
      await decompress(path.join(dir, 'disk.zst'), path.join(dir, 'out.img'));
      assert.equal(fs.statSync(path.join(dir, 'out.img')).size, fs.statSync(input).size);
      assert.equal(sha(path.join(dir, 'out.img')), sha(input));
    });
  }
});
