// A sandbox's filesystem: write, read, readBytes, list, exists, stat, mkdir, rename, remove (and the
// older name `ls`). Paths are absolute in the guest. Files travel as raw bytes, not base64.

import { fromUtf8, toBytes } from './bytes.ts';
import type { Transport } from './transport.ts';
import type { FileEntry, FileStat } from './types.ts';

/** At most this many bytes per write (the server answers 413 `too large` above it). */
export const MAX_WRITE_BYTES = 4 * 1024 * 1024;

export class Files {
  readonly #t: Transport;
  readonly #vmId: string;

  constructor(transport: Transport, vmId: string) {
    this.#t = transport;
    this.#vmId = vmId;
  }

  #params(path: string) {
    return { path: { id: this.#vmId }, query: { path } };
  }

  /** Writes `data` (text as UTF-8, or bytes) to `path`: creates parents, replaces the file. */
  async write(path: string, data: string | Uint8Array, opts: { mode?: string } = {}): Promise<void> {
    const bytes = toBytes(data);
    if (bytes.length > MAX_WRITE_BYTES) {
      throw new RangeError(`a file write takes at most ${MAX_WRITE_BYTES} bytes, got ${bytes.length}`);
    }
    const query = opts.mode ? { path, mode: opts.mode } : { path };
    await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.PUT('/vms/{id}/files', {
        params: { path: { id: this.#vmId }, query },
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

  /** The file's content as bytes. */
  async readBytes(path: string): Promise<Uint8Array> {
    const data = await this.#t.call<ArrayBuffer>({ idempotent: true }, (signal) =>
      this.#t.api.GET('/vms/{id}/files', { params: this.#params(path), parseAs: 'arrayBuffer', signal }),
    );
    return new Uint8Array(data ?? new ArrayBuffer(0));
  }

  /** The entries of a directory. */
  async list(path: string): Promise<FileEntry[]> {
    const answer = await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.GET('/vms/{id}/files/list', { params: this.#params(path), signal }),
    );
    return answer.entries;
  }

  /** Older name of `list`. */
  ls(path: string): Promise<FileEntry[]> {
    return this.list(path);
  }

  async exists(path: string): Promise<boolean> {
    return (await this.stat(path)).exists;
  }

  /** Whether the path exists and, if so, its kind (file, dir, symlink, other), size and mode. */
  stat(path: string): Promise<FileStat> {
    return this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.GET('/vms/{id}/files/stat', { params: this.#params(path), signal }),
    );
  }

  /** Makes a directory and its parents. */
  async mkdir(path: string): Promise<void> {
    await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.POST('/vms/{id}/files/mkdir', { params: { path: { id: this.#vmId } }, body: { path }, signal }),
    );
  }

  async rename(src: string, dst: string): Promise<void> {
    await this.#t.call({ idempotent: false }, (signal) =>
      this.#t.api.POST('/vms/{id}/files/rename', {
        params: { path: { id: this.#vmId } },
        body: { from: src, to: dst },
        signal,
      }),
    );
  }

  /** Removes a file or a whole directory tree; a missing path is not an error. */
  async remove(path: string): Promise<void> {
    await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.DELETE('/vms/{id}/files', { params: this.#params(path), signal }),
    );
  }
}
