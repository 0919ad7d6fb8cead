// `client.volumes` (docs/volumes.md): named filesystems that outlive sandboxes. create, list, get,
// find (by name), update (grow, labels), delete (409 while mounted), a volume's files without a
// sandbox (`files(id)`: write, read, readBytes, list, remove) and its durable snapshots. A
// sandbox mounts volumes at create: `sandboxes.create({ volumes: [{ volume, path, read_only }] })`.

import { fromUtf8, toBytes } from './bytes.ts';
import { NotFoundError } from './errors.ts';
import type { Transport } from './transport.ts';
import type {
  CreateVolumeParams,
  FileEntry,
  ListVolumesQuery,
  Volume,
  VolumeChanges,
  VolumeSnapshot,
} from './types.ts';

/** At most this many bytes per volume file write, and read (the server refuses more). */
export const MAX_VOLUME_WRITE_BYTES = 4 * 1024 * 1024;
export const MAX_VOLUME_READ_BYTES = 16 * 1024 * 1024;

export class Volumes {
  readonly #t: Transport;

  constructor(transport: Transport) {
    this.#t = transport;
  }

  /** A new volume: `name` unique in the organization, `size_mb` (unless `snapshot_id` gives the files and size). */
  create(params: CreateVolumeParams): Promise<Volume> {
    return this.#t.call({ idempotent: false }, (signal) => this.#t.api.POST('/volumes', { body: params, signal }));
  }

  /**
   * The organization's volumes, oldest first; with `labels` ({k: v}: label k equals v; a list of
   * keys: those labels present), those that match every one.
   */
  async list(filter: { labels?: Record<string, string> | string[] } = {}): Promise<Volume[]> {
    const label = Array.isArray(filter.labels)
      ? filter.labels
      : Object.entries(filter.labels ?? {}).map(([k, v]) => `${k}=${v}`);
    const query: ListVolumesQuery = label.length > 0 ? { label } : {};
    const answer = await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.GET('/volumes', { params: { query }, signal }),
    );
    return answer.volumes;
  }

  /** A volume by id: its usage (`bytes_used`, `files_used`) and the sandboxes mounting it. */
  get(volumeId: string): Promise<Volume> {
    return this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.GET('/volumes/{id}', { params: { path: { id: volumeId } }, signal }),
    );
  }

  /** A volume by id or by name; NotFoundError when neither names one. */
  async find(idOrName: string): Promise<Volume> {
    const found = (await this.list()).find((v) => v.name === idOrName || v.volume_id === idOrName);
    if (!found)
      throw new NotFoundError(404, { error: 'not found', message: `no such volume ${JSON.stringify(idOrName)}` });
    return found;
  }

  /** Grows `size_mb` (never shrinks) or replaces the labels. */
  update(volumeId: string, changes: VolumeChanges): Promise<Volume> {
    return this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.PATCH('/volumes/{id}', { params: { path: { id: volumeId } }, body: changes, signal }),
    );
  }

  /** Deletes a volume and its files: ConflictError `volume is mounted` while a sandbox mounts it. */
  async delete(volumeId: string): Promise<void> {
    await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.DELETE('/volumes/{id}', { params: { path: { id: volumeId } }, signal }),
    );
  }

  /** The volume's files, without a sandbox. */
  files(volumeId: string): VolumeFiles {
    return new VolumeFiles(this.#t, volumeId);
  }

  /** A durable, read-only copy in the object store; answers once it is durable. */
  snapshot(volumeId: string): Promise<VolumeSnapshot> {
    return this.#t.call({ idempotent: false }, (signal) =>
      this.#t.api.POST('/volumes/{id}/snapshots', { params: { path: { id: volumeId } }, signal }),
    );
  }

  /** The organization's volume snapshots (of deleted volumes too), or one volume's with `volume_id`. */
  async snapshots(opts: { volume_id?: string } = {}): Promise<VolumeSnapshot[]> {
    const volumeId = opts.volume_id;
    const answer = await this.#t.call({ idempotent: true }, (signal) =>
      volumeId === undefined
        ? this.#t.api.GET('/volume-snapshots', { signal })
        : this.#t.api.GET('/volumes/{id}/snapshots', { params: { path: { id: volumeId } }, signal }),
    );
    return answer.snapshots;
  }

  getSnapshot(snapshotId: string): Promise<VolumeSnapshot> {
    return this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.GET('/volume-snapshots/{id}', { params: { path: { id: snapshotId } }, signal }),
    );
  }

  async deleteSnapshot(snapshotId: string): Promise<void> {
    await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.DELETE('/volume-snapshots/{id}', { params: { path: { id: snapshotId } }, signal }),
    );
  }
}

/** A volume's files without a sandbox; paths are absolute below the volume's root. */
export class VolumeFiles {
  readonly #t: Transport;
  readonly #id: string;

  constructor(transport: Transport, volumeId: string) {
    this.#t = transport;
    this.#id = volumeId;
  }

  #params(path: string) {
    return { path: { id: this.#id }, query: { path } };
  }

  /** Writes `data` (text as UTF-8, or bytes) to `path`: creates parents, replaces the file. */
  async write(path: string, data: string | Uint8Array, opts: { mode?: string } = {}): Promise<void> {
    const bytes = toBytes(data);
    if (bytes.length > MAX_VOLUME_WRITE_BYTES) {
      throw new RangeError(`a volume file write takes at most ${MAX_VOLUME_WRITE_BYTES} bytes, got ${bytes.length}`);
    }
    const query = opts.mode ? { path, mode: opts.mode } : { path };
    await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.PUT('/volumes/{id}/files', {
        params: { path: { id: this.#id }, query },
        // The route takes raw bytes, which the OpenAPI document has no JSON schema for.
        body: bytes as never,
        bodySerializer: (b: unknown) => b,
        headers: { 'content-type': 'application/octet-stream' },
        signal,
      }),
    );
  }

  /** The file's content as text (UTF-8; invalid bytes become U+FFFD). */
  async read(path: string): Promise<string> {
    return fromUtf8(await this.readBytes(path));
  }

  /** The file's content as bytes (at most 16 MiB). */
  async readBytes(path: string): Promise<Uint8Array> {
    const data = await this.#t.call<ArrayBuffer>({ idempotent: true }, (signal) =>
      this.#t.api.GET('/volumes/{id}/files', { params: this.#params(path), parseAs: 'arrayBuffer', signal }),
    );
    return new Uint8Array(data ?? new ArrayBuffer(0));
  }

  /** The entries of a directory. */
  async list(path: string): Promise<FileEntry[]> {
    const answer = await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.GET('/volumes/{id}/files/list', { params: this.#params(path), signal }),
    );
    return answer.entries;
  }

  /** Removes a file or a whole directory tree; a missing path is not an error. */
  async remove(path: string): Promise<void> {
    await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.DELETE('/volumes/{id}/files', { params: this.#params(path), signal }),
    );
  }
}
