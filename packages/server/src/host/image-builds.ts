// Builds of registry images that travel with checkpoints. A checkpoint restores only over the very
// base disk it was taken on (its ext4 UUID, host/disks.ts baseDiskId), and a host that pulls an
// image from its registry builds its own base disk (mkfs draws a new UUID). So when a host pushes a
// checkpoint taken over an image of its image cache, it also pushes that build of the image, once,
// under images/<uuid>/; a host pulling the checkpoint that lacks the build fetches it into
// <dataDir>/image-builds/<uuid>/. Images shipped with the install are on every host by deployment
// (docs/deploy.md, "Images") and are never pushed.
//
// Stored objects: disk.ext4.zst, then image.json (what a sandbox starts with), the commit marker.
// A build's bytes never change under its UUID, so repeating a push or a fetch is harmless.

import fs from 'node:fs';
import path from 'node:path';
import { ImageCache } from '../images/cache.ts';
import type { ObjectStore } from '../objects/types.ts';
import { KeyedQueue } from '../sys/keyed-queue.ts';
import { compress, decompress } from '../sys/zstd.ts';
import { baseDiskId } from './disks.ts';
import type { LocalImage } from './types.ts';

const MARKER = 'image.json';
const DISK = 'disk.ext4';

/** What image.json holds: the image as a sandbox starts it, less its host's path. */
type BuildMeta = Omit<LocalImage, 'baseDisk' | 'buildId'>;

/** `ext4:<uuid>` → `<uuid>`, refusing anything that could leave a directory or an object prefix. */
function uuidOf(baseDiskIdText: string): string {
  const m = /^ext4:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.exec(baseDiskIdText);
  if (!m) throw new Error(`invalid base disk id ${JSON.stringify(baseDiskIdText)}`);
  return m[1];
}

const objectKey = (uuid: string, name: string) => `images/${uuid}/${name}`;

export class ImageBuilds {
  readonly #root: string;
  readonly #objects: ObjectStore | undefined;
  /** Fetches of one build take turns: a second finds the first's copy. */
  readonly #fetches = new KeyedQueue();

  constructor(root: string, objects: ObjectStore | undefined) {
    this.#root = path.resolve(root);
    this.#objects = objects;
  }

  /** Whether checkpoints over this image need its build stored with them (not shipped with the install). */
  travels(image: LocalImage): boolean {
    return (
      ImageCache.digestOf(image.baseDisk) !== undefined || path.dirname(path.dirname(image.baseDisk)) === this.#root
    );
  }

  /** Stores the build `id` of `image` in the object store unless it is there already. */
  async push(image: LocalImage, id: string): Promise<void> {
    const objects = this.#bucket;
    const uuid = uuidOf(id);
    if (await objects.exists(objectKey(uuid, MARKER))) return;
    if (baseDiskId(image.baseDisk) !== id)
      throw new Error(`${image.baseDisk} is not build ${id} of image ${image.ref}`);
    fs.mkdirSync(this.#root, { recursive: true });
    const packed = path.join(this.#root, `${uuid}.push.${process.pid}.zst`);
    try {
      await compress(image.baseDisk, packed);
      await objects.putFile(objectKey(uuid, `${DISK}.zst`), packed);
    } finally {
      fs.rmSync(packed, { force: true });
    }
    const meta: BuildMeta = { ref: image.ref, entrypoint: image.entrypoint, env: image.env, cwd: image.cwd };
    await objects.putBytes(objectKey(uuid, MARKER), Buffer.from(`${JSON.stringify(meta, null, 2)}\n`));
  }

  /**
   * This host's copy of build `id` of an image, fetched from the object store if need be; undefined
   * when neither this host nor the object store has it.
   */
  get(id: string): Promise<LocalImage | undefined> {
    const uuid = uuidOf(id);
    return this.#fetches.run(uuid, async () => (await this.#here(uuid)) ?? (await this.#fetch(uuid, id)));
  }

  async #here(uuid: string): Promise<LocalImage | undefined> {
    const dir = path.join(this.#root, uuid);
    let meta: BuildMeta;
    try {
      meta = JSON.parse(fs.readFileSync(path.join(dir, MARKER), 'utf8')) as BuildMeta;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
    return { ...meta, baseDisk: path.join(dir, DISK) };
  }

  /** Fetches into `<uuid>.fetch`, checks it is the build asked for, renames it into place. */
  async #fetch(uuid: string, id: string): Promise<LocalImage | undefined> {
    if (!this.#objects || !(await this.#objects.exists(objectKey(uuid, MARKER)))) return undefined;
    const dir = path.join(this.#root, uuid);
    const tmp = `${dir}.fetch`;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.mkdirSync(tmp, { recursive: true });
    try {
      await this.#objects.getFile(objectKey(uuid, `${DISK}.zst`), path.join(tmp, `${DISK}.zst`));
      await decompress(path.join(tmp, `${DISK}.zst`), path.join(tmp, DISK));
      fs.rmSync(path.join(tmp, `${DISK}.zst`));
      const found = baseDiskId(path.join(tmp, DISK));
      if (found !== id) throw new Error(`the stored build ${id} of an image holds ${found ?? 'no ext4'}`);
      await this.#objects.getFile(objectKey(uuid, MARKER), path.join(tmp, MARKER));
      fs.renameSync(tmp, dir);
    } catch (err) {
      fs.rmSync(tmp, { recursive: true, force: true });
      throw err;
    }
    return this.#here(uuid);
  }

  get #bucket(): ObjectStore {
    if (!this.#objects) throw new Error('this host agent has no object store');
    return this.#objects;
  }
}
