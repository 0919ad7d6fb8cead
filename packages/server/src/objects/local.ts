// Local-directory object store. Objects are files under `root`; a put writes a temporary file in
// the same filesystem, fsyncs it and renames it into place. Presigned URLs point at Warren's own
// `GET /objects/<key>` route and carry an HMAC of the key and expiry (see verifyPresigned).

import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { constants, createReadStream, type Dirent } from 'node:fs';
import { copyFile, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { checkKey, ObjectNotFound, type ObjectStore } from './types.ts';

export class LocalObjectStore implements ObjectStore {
  readonly root: string;
  readonly #publicUrl: () => string;
  readonly #signingKey: Buffer;

  /**
   * `publicUrl` gives the base URL clients reach Warren at (known once the server listens);
   * `signingKey` signs download links.
   */
  constructor(root: string, publicUrl: () => string, signingKey: Buffer) {
    this.root = root;
    this.#publicUrl = publicUrl;
    this.#signingKey = signingKey;
  }

  #path(key: string): string {
    return join(this.root, checkKey(key));
  }

  async #atomically(key: string, write: (tmp: string) => Promise<void>): Promise<void> {
    const dest = this.#path(key);
    await mkdir(dirname(dest), { recursive: true });
    const tmp = join(dirname(dest), `.tmp-${randomUUID()}`);
    try {
      await write(tmp);
      const fh = await open(tmp, 'r');
      await fh.sync();
      await fh.close();
      await rename(tmp, dest);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  /** Removes temporary files of puts a crash interrupted (they were never objects). */
  async removeUnfinished(dir = this.root): Promise<void> {
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const e of entries) {
      const path = join(dir, e.name);
      if (e.isDirectory()) await this.removeUnfinished(path);
      else if (e.name.startsWith('.tmp-')) await rm(path, { force: true });
    }
  }

  putFile(key: string, path: string): Promise<void> {
    return this.#atomically(key, (tmp) => copyFile(path, tmp, constants.COPYFILE_FICLONE));
  }

  putBytes(key: string, data: Buffer): Promise<void> {
    return this.#atomically(key, (tmp) => writeFile(tmp, data));
  }

  async getFile(key: string, path: string): Promise<void> {
    if (!(await this.exists(key))) throw new ObjectNotFound(key);
    const tmp = `${path}.tmp-${randomUUID()}`;
    try {
      await copyFile(this.#path(key), tmp, constants.COPYFILE_FICLONE);
      await rename(tmp, path);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  async getBytes(key: string): Promise<Buffer> {
    try {
      return await readFile(this.#path(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new ObjectNotFound(key);
      throw err;
    }
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const s = await stat(this.#path(key));
      return s.isFile() ? s.size : undefined;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== undefined;
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.#path(prefix.replace(/\/$/, '')), { recursive: true, force: true });
  }

  async presign(key: string, expiresUnix: number): Promise<string> {
    const sig = this.#sign(checkKey(key), expiresUnix);
    return `${this.#publicUrl().replace(/\/$/, '')}/objects/${key}?expires=${expiresUnix}&sig=${sig}`;
  }

  #sign(key: string, expiresUnix: number): string {
    return createHmac('sha256', this.#signingKey).update(`${key}\n${expiresUnix}`).digest('base64url');
  }

  /** Whether a presigned link is genuine and unexpired; the route serving /objects calls this. */
  verifyPresigned(key: string, expiresUnix: number, sig: string, nowUnix = Date.now() / 1000): boolean {
    if (!Number.isInteger(expiresUnix) || expiresUnix < nowUnix) return false;
    const want = Buffer.from(this.#sign(key, expiresUnix));
    const got = Buffer.from(sig);
    return want.length === got.length && timingSafeEqual(want, got);
  }

  /** A stream of the object's bytes (for serving downloads). */
  async open(key: string): Promise<{ size: number; stream: NodeJS.ReadableStream }> {
    const size = await this.size(key);
    if (size === undefined) throw new ObjectNotFound(key);
    return { size, stream: createReadStream(this.#path(key)) };
  }
}
