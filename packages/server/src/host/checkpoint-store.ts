// The checkpoints a host keeps: one directory per checkpoint id under <dataDir>/checkpoints (the
// files are host/checkpoint.ts's), and their copies in the object store under checkpoints/<id>/.
// The control plane names checkpoints by id only; which ones to keep, push or fetch is its call
// (control/checkpoints/durability.ts, control/checkpoints/snapshots.ts), moving the bytes is this host's.
//
// Stored objects: memory.zst (guest RAM, zstd), state, disk.qcow2, and checkpoint.json last, the
// commit marker: an object set without it is not a checkpoint.
//
// A checkpoint's files name files of the host that took it (absolute paths: its disk chain, its
// image, the backing file in its disk layer's header). A pull settles them onto this host: parent
// layers become this host's `<root>/<parent>/disk.qcow2` (pulled first), the image base this host's
// copy of the same build (docs/checkpoints.md, "Where checkpoints live"). A checkpoint over a
// registry image carries its build of the image (host/image-builds.ts): pushed before the marker,
// fetched by a host that lacks it.

import fs from 'node:fs';
import path from 'node:path';
import type { ObjectStore } from '../objects/types.ts';
import { compress, decompress } from '../sys/zstd.ts';
import { CheckpointError, type CheckpointMeta, readCheckpoint } from './checkpoint.ts';
import { type ExportContext, exportCheckpoint } from './checkpoint-export.ts';
import { backingName, baseDiskId, renameBacking } from './disks.ts';
import type { ImageBuilds } from './image-builds.ts';
import type { ExportFile, ExportJob, LocalImage } from './types.ts';

/** Files of a checkpoint directory as stored: local name → object name. The marker goes last. */
const FILES: [string, string][] = [
  ['state', 'state'],
  ['disk.qcow2', 'disk.qcow2'],
];
const MARKER = 'checkpoint.json';

const checkpointKey = (id: string, name: string) => `checkpoints/${id}/${name}`;

/** Checkpoint ids are uuids or the host's own names: nothing that could leave the directory. */
const ID = /^[A-Za-z0-9][\w-]*$/;
/** A parent checkpoint's layer as any host names it: `<its checkpoint root>/<id>/disk.qcow2`. */
const LAYER = /\/([A-Za-z0-9][\w-]*)\/disk\.qcow2$/;

/**
 * This host's copy of an image, found without asking a registry (images/prepare.ts
 * findPreparedImage); undefined when the host does not have it.
 */
export type ImageFinder = (image: LocalImage) => Promise<LocalImage | undefined>;

export class CheckpointStore {
  readonly #root: string;
  readonly #objects: ObjectStore | undefined;
  readonly #scratch: string;
  readonly #findImage: ImageFinder;
  readonly #builds: ImageBuilds;

  /** `scratch`: where exports build their files (host/scratch.ts). */
  constructor(
    root: string,
    objects: ObjectStore | undefined,
    scratch: string,
    findImage: ImageFinder,
    builds: ImageBuilds,
  ) {
    this.#root = path.resolve(root);
    this.#objects = objects;
    this.#scratch = scratch;
    this.#findImage = findImage;
    this.#builds = builds;
  }

  dir(id: string): string {
    if (!ID.test(id)) throw new Error(`invalid checkpoint id ${JSON.stringify(id)}`);
    return path.join(this.#root, id);
  }

  /** The checkpoint's files are all here (a directory is renamed into place complete). */
  complete(id: string): boolean {
    return fs.existsSync(path.join(this.dir(id), MARKER));
  }

  /** Ids of the complete checkpoints here (work directories `<id>.tmp`, `<id>.fetch` are not). */
  list(): string[] {
    if (!fs.existsSync(this.#root)) return [];
    return fs.readdirSync(this.#root).filter((id) => ID.test(id) && this.complete(id));
  }

  /**
   * Removes the work directories (`<id>.tmp` of a checkpoint being taken, `<id>.fetch` of one
   * being fetched) a killed agent left: nothing finishes them. Run at start, before any checkpoint.
   */
  sweep(): void {
    if (!fs.existsSync(this.#root)) return;
    for (const name of fs.readdirSync(this.#root)) {
      if (name.endsWith('.tmp') || name.endsWith('.fetch'))
        fs.rmSync(path.join(this.#root, name), { recursive: true, force: true });
    }
  }

  image(id: string): LocalImage {
    return readCheckpoint(this.dir(id)).image;
  }

  remove(id: string): void {
    fs.rmSync(this.dir(id), { recursive: true, force: true });
  }

  get #bucket(): ObjectStore {
    if (!this.#objects) throw new Error('this host agent has no object store');
    return this.#objects;
  }

  async push(id: string): Promise<void> {
    const objects = this.#bucket;
    const dir = this.dir(id);
    if (!this.complete(id)) throw new Error(`checkpoint ${id} is not on this host`);
    const packed = path.join(dir, 'memory.zst.tmp');
    try {
      await compress(path.join(dir, 'memory'), packed);
      await objects.putFile(checkpointKey(id, 'memory.zst'), packed);
    } finally {
      fs.rmSync(packed, { force: true });
    }
    for (const [local, name] of FILES) await objects.putFile(checkpointKey(id, name), path.join(dir, local));
    const meta = readCheckpoint(dir);
    if (meta.base_disk_id !== undefined && this.#builds.travels(meta.image))
      await this.#builds.push(meta.image, meta.base_disk_id);
    await objects.putFile(checkpointKey(id, MARKER), path.join(dir, MARKER));
  }

  /**
   * Fetches into `<dir>.fetch`, settles it onto this host (#settle) and renames it into place, so
   * the directory is complete or absent. The checkpoints it is stacked on must be here already.
   */
  async pull(id: string): Promise<void> {
    if (this.complete(id)) return;
    const objects = this.#bucket;
    const dir = this.dir(id);
    const tmp = `${dir}.fetch`;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.mkdirSync(tmp, { recursive: true });
    try {
      await objects.getFile(checkpointKey(id, 'memory.zst'), path.join(tmp, 'memory.zst'));
      await decompress(path.join(tmp, 'memory.zst'), path.join(tmp, 'memory'));
      fs.rmSync(path.join(tmp, 'memory.zst'));
      for (const [local, name] of FILES) await objects.getFile(checkpointKey(id, name), path.join(tmp, local));
      await objects.getFile(checkpointKey(id, MARKER), path.join(tmp, MARKER));
      await this.#settle(id, tmp);
      fs.rmSync(dir, { recursive: true, force: true });
      fs.renameSync(tmp, dir);
    } catch (err) {
      fs.rmSync(tmp, { recursive: true, force: true });
      throw err;
    }
  }

  /**
   * Makes the fetched checkpoint in `tmp` name this host's files: its disk chain and its layer's
   * backing file point at this host's layers of the checkpoints beneath it and at this host's copy
   * of the image base, which must be the very build the checkpoint was taken on. On the host that
   * took it nothing changes.
   */
  async #settle(id: string, tmp: string): Promise<void> {
    const metaFile = path.join(tmp, MARKER);
    let meta: CheckpointMeta;
    try {
      meta = JSON.parse(fs.readFileSync(metaFile, 'utf8')) as CheckpointMeta;
    } catch (err) {
      throw new CheckpointError('invalid', `checkpoint ${id}: unreadable checkpoint.json: ${(err as Error).message}`);
    }
    const old = meta.disk_chain;
    if (!Array.isArray(old) || old.length < 2)
      throw new CheckpointError('invalid', `checkpoint ${id}: its disk chain is not a layer over an image base`);
    const image = await this.#imageHere(id, meta);
    const chain = [
      path.join(this.dir(id), 'disk.qcow2'),
      ...old.slice(1, -1).map((layer) => this.#parentLayer(id, layer)),
      image.baseDisk,
    ];
    const layer = path.join(tmp, 'disk.qcow2');
    if ((await backingName(layer)) !== chain[1])
      await renameBacking(layer, chain[1], chain.length > 2 ? 'qcow2' : 'raw');
    if (image !== meta.image || chain.some((p, i) => p !== old[i])) {
      fs.writeFileSync(metaFile, `${JSON.stringify({ ...meta, image, disk_chain: chain }, null, 2)}\n`);
    }
  }

  /** This host's layer of a checkpoint `id` is stacked on, named by another host's path `layer`. */
  #parentLayer(id: string, layer: string): string {
    const parent = LAYER.exec(layer)?.[1];
    if (!parent) throw new CheckpointError('invalid', `checkpoint ${id}: ${layer} is not a checkpoint's disk layer`);
    if (!this.complete(parent)) {
      throw new CheckpointError(
        'invalid',
        `checkpoint ${id} is stacked on checkpoint ${parent}, which is not on this host: pull ${parent} first`,
      );
    }
    return path.join(this.dir(parent), 'disk.qcow2');
  }

  /**
   * This host's copy of the checkpoint's image: the one this host would prepare for its reference
   * (shipped, or already in the image cache; no registry is asked), or else the build stored with
   * the checkpoint (a registry image's, fetched once). It must be the build the checkpoint was
   * taken on (its ext4 UUID), or, for a checkpoint that predates recording it, the file the
   * checkpoint names itself. Returns `meta.image` itself when that is this host's copy.
   */
  async #imageHere(id: string, meta: CheckpointMeta): Promise<LocalImage> {
    const recorded = meta.image;
    const found = await this.#findImage(recorded);
    if (meta.base_disk_id !== undefined && (!found || baseDiskId(found.baseDisk) !== meta.base_disk_id)) {
      const stored = await this.#builds.get(meta.base_disk_id);
      if (stored) return stored.baseDisk === recorded.baseDisk ? recorded : stored;
    }
    if (!found) {
      throw new CheckpointError(
        'invalid',
        `checkpoint ${id} was taken on image ${recorded.ref}, which is not on this host ` +
          '(a checkpoint restores only over the very base disk it was taken on; no registry is asked, ' +
          'and no build of it is stored with the checkpoint)',
      );
    }
    const same = found.baseDisk === recorded.baseDisk;
    if (meta.base_disk_id !== undefined) {
      const here = baseDiskId(found.baseDisk);
      if (here !== meta.base_disk_id) {
        throw new CheckpointError(
          'invalid',
          `checkpoint ${id} was taken on another build of image ${recorded.ref} than this host has ` +
            `(base disk ${meta.base_disk_id}, here ${here ?? 'not ext4'}): its disk cannot sit on this host's base disk`,
        );
      }
    } else if (!same || (recorded.buildId !== undefined && recorded.buildId !== found.buildId)) {
      throw new CheckpointError(
        'invalid',
        `checkpoint ${id} does not record which build of image ${recorded.ref} it was taken on ` +
          '(written by an older version): it restores only on the host that took it',
      );
    }
    return same ? recorded : found;
  }

  async export(id: string, job: ExportJob): Promise<ExportFile[]> {
    if (!this.complete(id)) throw new Error(`checkpoint ${id} is not on this host`);
    const ctx: ExportContext = { dir: this.dir(id), scratch: this.#scratch, objects: this.#bucket };
    return exportCheckpoint(ctx, job);
  }
}
