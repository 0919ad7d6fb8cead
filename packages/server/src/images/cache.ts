// The host's image cache, one directory, everything keyed by sha256 digest:
//
//   blobs/sha256/<hex>       verified blobs: manifests, configs, layers (written once, never changed)
//   images/<hex>/disk.ext4   the ext4 base disk of the image whose manifest digest is <hex>
//   images/<hex>/image.json  what a sandbox starts with (entrypoint, env, cwd) and the layers
//   tmp/                     downloads and builds in progress (same filesystem: renames are atomic)
//
// A file or directory appears under its final name only when complete (write in tmp/, rename),
// so a crash leaves at worst garbage in tmp/ and concurrent processes can share the directory.

import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ImageConfig } from './manifest.ts';

export interface CachedImage extends ImageConfig {
  /** Manifest digest (of the linux/amd64 image, not of an index). */
  digest: string;
  baseDisk: string;
  layers: string[];
}

const hex = (digest: string) => digest.slice('sha256:'.length);

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw e;
  }
}

export class ImageCache {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = resolve(dir);
  }

  async init(): Promise<void> {
    for (const d of ['blobs/sha256', 'images', 'tmp']) await mkdir(join(this.dir, d), { recursive: true });
  }

  blobPath(digest: string): string {
    return join(this.dir, 'blobs', 'sha256', hex(digest));
  }

  /** True when the blob is stored with the expected size (it was verified when written). */
  async hasBlob(digest: string, size: number): Promise<boolean> {
    try {
      return (await stat(this.blobPath(digest))).size === size;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw e;
    }
  }

  /** A fresh path under tmp/ for a download or a build. */
  tempPath(label: string): string {
    return join(this.dir, 'tmp', `${label}.${randomBytes(6).toString('hex')}`);
  }

  /** Moves a verified download into place. */
  async commitBlob(tempFile: string, digest: string): Promise<void> {
    await rename(tempFile, this.blobPath(digest));
  }

  async writeBlob(digest: string, data: Buffer): Promise<void> {
    const tmp = this.tempPath(hex(digest));
    await writeFile(tmp, data);
    await this.commitBlob(tmp, digest);
  }

  /**
   * The manifest digest of an image whose base disk is `baseDisk` in a cache laid out like this one
   * (`.../images/<hex>/disk.ext4`, on any host), or undefined for a disk from elsewhere.
   */
  static digestOf(baseDisk: string): string | undefined {
    const m = /(?:^|\/)images\/([0-9a-f]{64})\/disk\.ext4$/.exec(baseDisk);
    return m ? `sha256:${m[1]}` : undefined;
  }

  async image(digest: string): Promise<CachedImage | undefined> {
    const dir = join(this.dir, 'images', hex(digest));
    let meta: Omit<CachedImage, 'baseDisk'>;
    try {
      meta = JSON.parse(await readFile(join(dir, 'image.json'), 'utf8'));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw e;
    }
    const baseDisk = join(dir, 'disk.ext4');
    if (!(await exists(baseDisk))) return undefined;
    return { ...meta, baseDisk };
  }

  /**
   * Moves a finished build directory (disk.ext4 + image.json) into place. If another process got
   * there first, its copy stays and ours is dropped.
   */
  async commitImage(workDir: string, meta: Omit<CachedImage, 'baseDisk'>): Promise<CachedImage> {
    await writeFile(join(workDir, 'image.json'), `${JSON.stringify(meta, null, 2)}\n`);
    const dest = join(this.dir, 'images', hex(meta.digest));
    try {
      await rename(workDir, dest);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw e;
      await rm(workDir, { recursive: true, force: true });
    }
    const stored = await this.image(meta.digest);
    if (!stored) throw new Error(`image ${meta.digest} missing from the cache right after it was stored`);
    return stored;
  }
}
