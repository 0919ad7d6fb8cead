// The host agent's own client of a volume file server (the wire of guest/agent/volwire, from the
// other end): the files API without a sandbox speaks to a jailed server exactly as a guest does, so
// its paths are confined by the same walls. Only the calls that API needs; one call at a time.

import type { Duplex } from 'node:stream';

export const SYNC_MARKER = Buffer.from('\x7fwarren-vol-sync', 'latin1');
export const ACK_MARKER = Buffer.from('\x7fwarren-vol-ack!', 'latin1');

export const Op = {
  hello: 1,
  lookup: 2,
  mkdir: 8,
  unlink: 9,
  rmdir: 10,
  open: 13,
  create: 14,
  read: 15,
  write: 16,
  release: 17,
  opendir: 20,
  readdir: 21,
} as const;

const O_RDONLY = 0;
const O_WRONLY = 1;
const O_TRUNC = 0o1000;
const O_DIRECTORY = 0o200000;
export const S_IFMT = 0o170000;
export const S_IFDIR = 0o040000;
export const S_IFREG = 0o100000;
export const S_IFLNK = 0o120000;
const MAX_DATA = 1 << 20;

/** An errno from the server. */
export class ServerErrno extends Error {
  readonly errno: number;
  constructor(errno: number, what: string) {
    super(`${what}: errno ${errno}`);
    this.errno = errno;
  }
}

export interface WireAttr {
  ino: bigint;
  size: number;
  mtimeNs: bigint;
  mode: number;
}

export interface WireDirent {
  name: string;
  type: number;
  attr?: WireAttr;
}

class Fields {
  readonly parts: Buffer[] = [];
  u8(v: number): this {
    this.parts.push(Buffer.from([v]));
    return this;
  }
  u32(v: number): this {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(v >>> 0);
    this.parts.push(b);
    return this;
  }
  u64(v: bigint | number): this {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(v));
    this.parts.push(b);
    return this;
  }
  str(s: string): this {
    const b = Buffer.from(s);
    const len = Buffer.alloc(2);
    len.writeUInt16LE(b.length);
    this.parts.push(len, b);
    return this;
  }
  data(d: Buffer): this {
    this.u32(d.length);
    this.parts.push(d);
    return this;
  }
}

class Reader {
  #b: Buffer;
  #at = 0;
  constructor(b: Buffer) {
    this.#b = b;
  }
  #take(n: number): Buffer {
    if (this.#at + n > this.#b.length) throw new Error('a short answer from the file server');
    const out = this.#b.subarray(this.#at, this.#at + n);
    this.#at += n;
    return out;
  }
  u8(): number {
    return this.#take(1)[0];
  }
  u32(): number {
    return this.#take(4).readUInt32LE();
  }
  u64(): bigint {
    return this.#take(8).readBigUInt64LE();
  }
  str(): string {
    const n = this.#take(2).readUInt16LE();
    return this.#take(n).toString();
  }
  data(): Buffer {
    return this.#take(this.u32());
  }
  attr(): WireAttr {
    const ino = this.u64();
    const size = Number(this.u64());
    this.u64(); // blocks
    this.u64(); // atime
    this.u32();
    const mtime = this.u64();
    const mtimeNs = BigInt(this.u32());
    this.u64(); // ctime
    this.u32();
    const mode = this.u32();
    this.u32(); // nlink
    this.u32(); // rdev
    this.u32(); // blksize
    return { ino, size, mtimeNs: mtime * 1_000_000_000n + mtimeNs, mode };
  }
}

/** A connection to one file server; calls are sent one at a time. */
export class VolumeWireClient {
  readonly #stream: Duplex;
  #buf = Buffer.alloc(0);
  #synced = false;
  #nextId = 1n;
  #nextFh = 1n;
  #waiter: (() => void) | null = null;
  #ended: Error | null = null;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(stream: Duplex) {
    this.#stream = stream;
    stream.on('data', (chunk: Buffer) => {
      this.#buf = Buffer.concat([this.#buf, chunk]);
      this.#wake();
    });
    const end = (err?: Error) => {
      this.#ended = err ?? new Error('the file server went away');
      this.#wake();
    };
    stream.on('error', end);
    stream.on('close', () => end());
    stream.write(SYNC_MARKER);
  }

  #wake(): void {
    const w = this.#waiter;
    this.#waiter = null;
    w?.();
  }

  async #more(): Promise<void> {
    if (this.#ended) throw this.#ended;
    await new Promise<void>((resolve) => {
      this.#waiter = resolve;
    });
  }

  /** One call: its errno (0) and its fields, in the order of the queue. */
  call(op: number, fill: (f: Fields) => void): Promise<Reader> {
    const run = this.#queue.then(() => this.#call(op, fill));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async #call(op: number, fill: (f: Fields) => void): Promise<Reader> {
    const id = this.#nextId++;
    const fields = new Fields();
    fill(fields);
    const body = Buffer.concat(fields.parts);
    const head = Buffer.alloc(14);
    head.writeUInt32LE(10 + body.length, 0);
    head.writeBigUInt64LE(id, 4);
    head.writeUInt16LE(op, 12);
    this.#stream.write(Buffer.concat([head, body]));
    for (;;) {
      if (!this.#synced) {
        const at = this.#buf.indexOf(ACK_MARKER);
        if (at < 0) {
          await this.#more();
          continue;
        }
        this.#buf = this.#buf.subarray(at + ACK_MARKER.length);
        this.#synced = true;
      }
      if (this.#buf.length < 4) {
        await this.#more();
        continue;
      }
      const len = this.#buf.readUInt32LE(0);
      if (this.#buf.length < 4 + len) {
        await this.#more();
        continue;
      }
      const frame = this.#buf.subarray(0, 4 + len);
      this.#buf = this.#buf.subarray(4 + len);
      if (frame.readBigUInt64LE(4) !== id) continue; // an answer to nothing of ours
      const errno = frame.readUInt16LE(12);
      if (errno !== 0) throw new ServerErrno(errno, `op ${op}`);
      return new Reader(Buffer.from(frame.subarray(14)));
    }
  }

  async lookup(path: string): Promise<WireAttr> {
    return (await this.call(Op.lookup, (f) => f.str(path))).attr();
  }

  async mkdir(path: string, mode = 0o755): Promise<void> {
    await this.call(Op.mkdir, (f) => f.str(path).u32(mode));
  }

  async unlink(path: string, dir: boolean): Promise<void> {
    await this.call(dir ? Op.rmdir : Op.unlink, (f) => f.str(path));
  }

  /** Reads a whole file (at most `maxBytes`, else EFBIG). */
  async readFile(path: string, maxBytes: number): Promise<Buffer> {
    const fh = this.#nextFh++;
    await this.call(Op.open, (f) => f.u64(fh).str(path).u32(O_RDONLY));
    try {
      const parts: Buffer[] = [];
      let total = 0;
      for (;;) {
        const r = await this.call(Op.read, (f) => f.u64(fh).str(path).u32(O_RDONLY).u64(total).u32(MAX_DATA));
        const chunk = r.data();
        if (chunk.length === 0) break;
        total += chunk.length;
        if (total > maxBytes) throw new ServerErrno(27, 'read'); // EFBIG
        parts.push(Buffer.from(chunk));
      }
      return Buffer.concat(parts);
    } finally {
      await this.call(Op.release, (f) => f.u64(fh));
    }
  }

  /** Writes a whole file, replacing what was there. */
  async writeFile(path: string, data: Buffer, mode: number): Promise<void> {
    const fh = this.#nextFh++;
    await this.call(Op.create, (f) =>
      f
        .u64(fh)
        .str(path)
        .u32(O_WRONLY | O_TRUNC)
        .u32(mode),
    );
    try {
      for (let off = 0; off < data.length; off += MAX_DATA) {
        const chunk = data.subarray(off, off + MAX_DATA);
        await this.call(Op.write, (f) => f.u64(fh).str(path).u32(O_WRONLY).u64(off).data(chunk));
      }
    } finally {
      await this.call(Op.release, (f) => f.u64(fh));
    }
  }

  /** Every entry of a directory but . and .., with its attributes. */
  async readdir(path: string): Promise<WireDirent[]> {
    const fh = this.#nextFh++;
    await this.call(Op.opendir, (f) => f.u64(fh).str(path));
    const out: WireDirent[] = [];
    try {
      let off = 0n;
      for (;;) {
        const r = await this.call(Op.readdir, (f) => f.u64(fh).str(path).u64(off).u32(1024).u8(1));
        const n = r.u32();
        if (n === 0) break;
        for (let i = 0; i < n; i++) {
          r.u64();
          off = r.u64();
          const type = r.u32();
          const name = r.str();
          const attr = r.u8() === 1 ? r.attr() : undefined;
          if (name !== '.' && name !== '..') out.push({ name, type, attr });
        }
      }
    } finally {
      await this.call(Op.release, (f) => f.u64(fh));
    }
    return out;
  }

  /** Opens nothing: answers whether `path` is a directory the server can list. */
  async isDirectory(path: string): Promise<boolean> {
    return ((await this.lookup(path)).mode & S_IFMT) === S_IFDIR;
  }

  static readonly O_DIRECTORY = O_DIRECTORY;
}
