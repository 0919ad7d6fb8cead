// The checkpoints a host keeps: one directory per checkpoint id under <dataDir>/checkpoints (the
// files are host/checkpoint.ts's), and their copies in the object store under checkpoints/<id>/.
// The control plane names checkpoints by id only; which ones to keep, push or fetch is its call
// (control/durability.ts, control/snapshots.ts), moving the bytes is this host's.
//
// Stored objects: memory.zst (guest RAM, zstd), state, disk.qcow2, and checkpoint.json last, the
// commit marker: an object set without it is not a checkpoint.

import fs from 'node:fs';
import path from 'node:path';
import type { ObjectStore } from '../objects/types.ts';
import { compress, decompress } from '../sys/zstd.ts';
import { readCheckpoint } from './checkpoint.ts';
import { type ExportContext, exportCheckpoint } from './checkpoint-export.ts';
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

export class CheckpointStore {
  readonly #root: string;
  readonly #objects: ObjectStore | undefined;
  readonly #scratch: string;

  /** `scratch`: where exports build their files (host/scratch.ts). */
  constructor(root: string, objects: ObjectStore | undefined, scratch: string) {
    this.#root = root;
    this.#objects = objects;
    this.#scratch = scratch;
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
    await objects.putFile(checkpointKey(id, MARKER), path.join(dir, MARKER));
  }

  /** Fetches into `<dir>.fetch` and renames it into place, so the directory is complete or absent. */
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
      fs.rmSync(dir, { recursive: true, force: true });
      fs.renameSync(tmp, dir);
    } catch (err) {
      fs.rmSync(tmp, { recursive: true, force: true });
      throw err;
    }
  }

  async export(id: string, job: ExportJob): Promise<ExportFile[]> {
    if (!this.complete(id)) throw new Error(`checkpoint ${id} is not on this host`);
    const ctx: ExportContext = { dir: this.dir(id), scratch: this.#scratch, objects: this.#bucket };
    return exportCheckpoint(ctx, job);
  }
}
