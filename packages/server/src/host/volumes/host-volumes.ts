// The volumes on this host (docs/volumes.md): each a directory under <dataDir>/volumes/<id>/
//   volume.json   uid, size, the empty filesystem's own use (the commit marker: written last)
//   image.ext4    its filesystem, allocated whole (images.ts)
//   mnt/          where the image is mounted; mnt/data is the volume's root as guests see it
// A directory without volume.json is a create that did not finish or a delete that did not: the
// start-up sweep unmounts and removes it. Each volume has a uid of its own (the upper half of the
// jail's range), which owns its files and runs its file servers. Durable copies (volume snapshots)
// are a frozen filesystem's image, compressed, in the object store. Calls on one volume run one at
// a time. It knows nothing of sandboxes: who mounts a volume is the host agent's (attachments.ts).

import fs from 'node:fs';
import path from 'node:path';
import type { ObjectStore } from '../../objects/types.ts';
import { KeyedQueue } from '../../sys/keyed-queue.ts';
import { compress, decompress } from '../../sys/zstd.ts';
import type { Jailer } from '../jail/jail.ts';
import type { VolumeUsage } from '../types.ts';
import { VolumeError } from '../types.ts';
import {
  allocate,
  freeze,
  growImage,
  growUnmounted,
  makeImage,
  mountImage,
  thaw,
  unmountImage,
  unmountWhole,
  usedSpace,
} from './images.ts';

const MARKER = 'volume.json';
const MIB = 1024 * 1024;

interface VolumeRecord {
  uid: number;
  size_mb: number;
  /** What the empty filesystem itself takes (journal, tables, the root): not counted as used. */
  base_bytes: number;
  base_inodes: number;
  created_unix_ns: number;
}

/** Object keys of volume snapshot `id`: the image, and its record (written last: the commit). */
export function volumeSnapshotKey(id: string, name: 'image.ext4.zst' | 'volume.json'): string {
  return `volume-snapshots/${id}/${name}`;
}

/** What making or growing a volume asks of the disk reserve (disk-reserve.ts admitBytes). */
export interface SpaceCheck {
  /** Throws DiskReserveError unless the data store holds `bytes` more above its reserve. */
  admitBytes(bytes: number): void;
}

export class HostVolumes {
  readonly root: string;
  readonly #jail: Jailer;
  readonly #reserve: SpaceCheck;
  readonly #objects: ObjectStore | undefined;
  readonly #records = new Map<string, VolumeRecord>();
  readonly #queue = new KeyedQueue();

  constructor(dataDir: string, jail: Jailer, reserve: SpaceCheck, objects: ObjectStore | undefined) {
    this.root = path.join(dataDir, 'volumes');
    this.#jail = jail;
    this.#reserve = reserve;
    this.#objects = objects;
  }

  /** Claims every volume's uid again, mounts them, and removes what unfinished creates or deletes left. */
  async open(): Promise<void> {
    fs.mkdirSync(this.root, { recursive: true, mode: 0o755 });
    for (const id of fs.readdirSync(this.root)) {
      const dir = path.join(this.root, id);
      const record = readRecord(dir);
      if (!record) {
        await this.#removeDir(dir);
        continue;
      }
      this.#jail.claimVolumeUid(record.uid);
      await mountImage(this.#files(id).image, this.#files(id).mnt);
      this.#records.set(id, record);
    }
  }

  list(): string[] {
    return [...this.#records.keys()];
  }

  has(id: string): boolean {
    return this.#records.has(id);
  }

  /** The volume's root as its file servers see it, and the uid they run as. */
  where(id: string): { dir: string; uid: number } {
    const record = this.#mustGet(id);
    return { dir: this.#files(id).data, uid: record.uid };
  }

  create(id: string, sizeMb: number, fromSnapshot?: string): Promise<VolumeUsage> {
    return this.#queue.run(id, async () => {
      if (this.#records.has(id)) return this.#usage(id);
      checkId(id);
      this.#reserve.admitBytes(sizeMb * MIB);
      const f = this.#files(id);
      await this.#removeDir(f.dir);
      fs.mkdirSync(f.dir, { mode: 0o700 });
      const uid = this.#jail.claimVolumeUid();
      try {
        if (fromSnapshot) await this.#fetchSnapshot(fromSnapshot, f.image, sizeMb, uid);
        else await makeImage(f.image, sizeMb, uid);
        await mountImage(f.image, f.mnt);
        fs.mkdirSync(f.data, { recursive: true });
        fs.chownSync(f.data, uid, uid);
        fs.chmodSync(f.data, 0o755);
        const used = usedSpace(f.mnt);
        const record: VolumeRecord = {
          uid,
          size_mb: sizeMb,
          // A volume made from a snapshot counts its files; an empty one counts nothing yet.
          base_bytes: fromSnapshot ? 0 : used.bytes,
          base_inodes: fromSnapshot ? 0 : used.inodes,
          created_unix_ns: Date.now() * 1e6,
        };
        if (fromSnapshot) Object.assign(record, await this.#snapshotBase(fromSnapshot));
        writeRecord(f.dir, record);
        this.#records.set(id, record);
        return this.#usage(id);
      } catch (err) {
        await this.#removeDir(f.dir);
        this.#jail.releaseVolumeUid(uid);
        throw err;
      }
    });
  }

  /**
   * Grows a volume to `sizeMb`. Online where the kernel allows it; otherwise `offline` is called
   * around an unmounted resize: it stops whatever has the volume open (its file servers; the
   * guests wait and resynchronise with new ones) and starts it again.
   */
  grow(id: string, sizeMb: number, offline: (resize: () => Promise<void>) => Promise<void>): Promise<VolumeUsage> {
    return this.#queue.run(id, async () => {
      const record = this.#mustGet(id);
      if (sizeMb < record.size_mb) {
        throw new VolumeError('too_small', `a volume only grows: it has ${record.size_mb} MiB`);
      }
      if (sizeMb === record.size_mb) return this.#usage(id);
      this.#reserve.admitBytes((sizeMb - record.size_mb) * MIB);
      const f = this.#files(id);
      const before = usedSpace(f.mnt).bytes;
      if (!(await growImage(f.image, f.mnt, sizeMb))) {
        await offline(async () => {
          try {
            if (!(await unmountWhole(f.image, f.mnt))) {
              throw new VolumeError('held', `volume ${id} is still held open on the host; try again`);
            }
            await growUnmounted(f.image, sizeMb);
          } finally {
            await mountImage(f.image, f.mnt);
          }
        });
      }
      // resize2fs adds the new groups' tables: the empty filesystem's own share grows with them.
      const grown = { ...record, size_mb: sizeMb, base_bytes: record.base_bytes + usedSpace(f.mnt).bytes - before };
      writeRecord(f.dir, grown);
      this.#records.set(id, grown);
      return this.#usage(id);
    });
  }

  /** Removes the volume; the caller has stopped its file servers. */
  remove(id: string): Promise<void> {
    return this.#queue.run(id, async () => {
      const record = this.#records.get(id);
      const f = this.#files(id);
      // Uncommitted first: a crash from here on leaves a directory the start-up sweep removes.
      fs.rmSync(path.join(f.dir, MARKER), { force: true });
      this.#records.delete(id);
      await this.#removeDir(f.dir);
      if (record) this.#jail.releaseVolumeUid(record.uid);
    });
  }

  /**
   * Unmounts every volume (the agent stops and its VMs with it); the next start mounts them again.
   * The records stay, and so do the claims of their uids until this process ends.
   */
  async unmountAll(): Promise<void> {
    for (const id of this.#records.keys()) {
      await this.#queue.run(id, () => unmountImage(this.#files(id).mnt));
    }
  }

  /** Gives up the claims of the volumes' uids (the agent stops; the next one claims them again). */
  releaseUids(): void {
    for (const record of this.#records.values()) this.#jail.releaseVolumeUid(record.uid);
  }

  usage(ids: string[]): Record<string, VolumeUsage> {
    return Object.fromEntries(ids.filter((id) => this.#records.has(id)).map((id) => [id, this.#usage(id)]));
  }

  /**
   * Uploads a consistent copy: the filesystem frozen (writers wait) while its image is cloned, then
   * compressed and stored with its record last.
   */
  snapshot(id: string, snapshotId: string): Promise<{ bytes: number }> {
    const objects = this.#bucket();
    return this.#queue.run(id, async () => {
      const record = this.#mustGet(id);
      const f = this.#files(id);
      const copy = path.join(f.dir, `snapshot-${snapshotId}.ext4`);
      const packed = `${copy}.zst`;
      try {
        await freeze(f.mnt);
        try {
          fs.copyFileSync(f.image, copy, fs.constants.COPYFILE_FICLONE);
        } finally {
          await thaw(f.mnt);
        }
        await compress(copy, packed);
        fs.rmSync(copy, { force: true });
        await objects.putFile(volumeSnapshotKey(snapshotId, 'image.ext4.zst'), packed);
        const bytes = fs.statSync(packed).size;
        const used = usedSpace(f.mnt);
        const meta = {
          size_mb: record.size_mb,
          base_bytes: record.base_bytes,
          base_inodes: record.base_inodes,
          bytes,
          bytes_used: Math.max(0, used.bytes - record.base_bytes),
        };
        await objects.putBytes(volumeSnapshotKey(snapshotId, 'volume.json'), Buffer.from(JSON.stringify(meta)));
        return { bytes };
      } finally {
        fs.rmSync(copy, { force: true });
        fs.rmSync(packed, { force: true });
      }
    });
  }

  /** Fetches a volume snapshot's image into `image`, grown to `sizeMb`, its files owned by `uid`. */
  async #fetchSnapshot(snapshotId: string, image: string, sizeMb: number, uid: number): Promise<void> {
    const objects = this.#bucket();
    const meta = await this.#snapshotMeta(snapshotId);
    if (sizeMb < meta.size_mb) {
      throw new VolumeError('too_small', `volume snapshot ${snapshotId} is ${meta.size_mb} MiB`);
    }
    const packed = `${image}.zst`;
    try {
      await objects.getFile(volumeSnapshotKey(snapshotId, 'image.ext4.zst'), packed);
      await decompress(packed, image);
    } finally {
      fs.rmSync(packed, { force: true });
    }
    fs.chmodSync(image, 0o600);
    // Grown before it is mounted: nothing uses it yet.
    if (sizeMb > meta.size_mb) await growUnmounted(image, sizeMb);
    else await allocate(image, meta.size_mb);
    // The files were the snapshot's volume's uid's: this volume's uid takes them over.
    const mnt = path.join(path.dirname(image), 'mnt');
    await mountImage(image, mnt);
    try {
      chownTree(path.join(mnt, 'data'), uid);
    } catch (err) {
      await unmountImage(mnt);
      throw err;
    }
  }

  async #snapshotMeta(snapshotId: string): Promise<{ size_mb: number; base_bytes: number; base_inodes: number }> {
    const raw = await this.#bucket().getBytes(volumeSnapshotKey(snapshotId, 'volume.json'));
    return JSON.parse(raw.toString('utf8'));
  }

  async #snapshotBase(snapshotId: string): Promise<{ base_bytes: number; base_inodes: number }> {
    const meta = await this.#snapshotMeta(snapshotId);
    return { base_bytes: meta.base_bytes, base_inodes: meta.base_inodes };
  }

  #usage(id: string): VolumeUsage {
    const record = this.#mustGet(id);
    const used = usedSpace(this.#files(id).mnt);
    return {
      sizeMb: record.size_mb,
      bytesUsed: Math.max(0, used.bytes - record.base_bytes),
      filesUsed: Math.max(0, used.inodes - record.base_inodes),
    };
  }

  #mustGet(id: string): VolumeRecord {
    const record = this.#records.get(id);
    if (!record) throw new VolumeError('not_found', `volume ${id} is not on this host`);
    return record;
  }

  #bucket(): ObjectStore {
    if (!this.#objects) throw new Error('this host agent has no object store');
    return this.#objects;
  }

  #files(id: string) {
    const dir = path.join(this.root, id);
    const mnt = path.join(dir, 'mnt');
    return { dir, image: path.join(dir, 'image.ext4'), mnt, data: path.join(mnt, 'data') };
  }

  async #removeDir(dir: string): Promise<void> {
    if (!fs.existsSync(dir)) return;
    await unmountImage(path.join(dir, 'mnt'));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function checkId(id: string): void {
  if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) throw new VolumeError('not_found', `not a volume id: ${id}`);
}

function readRecord(dir: string): VolumeRecord | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, MARKER), 'utf8')) as VolumeRecord;
  } catch {
    return undefined;
  }
}

function writeRecord(dir: string, record: VolumeRecord): void {
  const file = path.join(dir, MARKER);
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(record)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

/** Makes every file under `dir` (not following symlinks) owned by `uid`. */
function chownTree(dir: string, uid: number): void {
  fs.lchownSync(dir, uid, uid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    fs.lchownSync(path.join(entry.parentPath, entry.name), uid, uid);
  }
}
