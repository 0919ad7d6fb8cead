// The object store: where durable things live (snapshot artifacts, archives, export files). One
// interface, two implementations: a local directory (the embedded default) and S3-compatible.
// Keys are '/'-separated paths without leading slash. A put is atomic: readers see the whole
// object or nothing, so a crash mid-upload never leaves a half-written object behind.

export interface ObjectStore {
  /** Uploads a local file under `key`. */
  putFile(key: string, path: string): Promise<void>;
  putBytes(key: string, data: Buffer): Promise<void>;
  /** Downloads `key` into a local file (written atomically). Throws ObjectNotFound. */
  getFile(key: string, path: string): Promise<void>;
  getBytes(key: string): Promise<Buffer>;
  exists(key: string): Promise<boolean>;
  /** Size in bytes, or undefined when the object does not exist. */
  size(key: string): Promise<number | undefined>;
  /**
   * Deletes the object at the path `prefix` and every object under `prefix/` (`exports/a` does
   * not touch `exports/ab`). Deleting nothing is fine.
   */
  deletePrefix(prefix: string): Promise<void>;
  /** A URL anyone can GET the object from until `expiresUnix` (S3 caps it at 7 days). */
  presign(key: string, expiresUnix: number): Promise<string>;
}

export class ObjectNotFound extends Error {
  constructor(key: string) {
    super(`no object ${key}`);
  }
}

export function checkKey(key: string): string {
  if (!/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(key) || key.split('/').some((p) => p === '.' || p === '..')) {
    throw new Error(`invalid object key ${JSON.stringify(key)}`);
  }
  return key;
}
