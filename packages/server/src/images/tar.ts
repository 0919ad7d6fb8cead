// A streaming reader of tar archives as image layers are written: ustar, GNU long names
// (`L`/`K`), PAX extended headers (path, linkpath, size, ids, mtime, SCHILY.xattr.*) and base-256
// numbers. It yields one entry at a time with its body as a stream; it never touches the disk.

export type TarEntryType = 'file' | 'dir' | 'symlink' | 'hardlink' | 'char' | 'block' | 'fifo';

export interface TarEntry {
  /** Path as stored in the archive (may start with `./` or `/`; the caller cleans it). */
  path: string;
  type: TarEntryType;
  mode: number;
  uid: number;
  gid: number;
  size: number;
  /** Seconds since the epoch (fractional with PAX). */
  mtime: number;
  linkname: string;
  devmajor: number;
  devminor: number;
  xattrs: Record<string, Buffer>;
}

export class TarError extends Error {}

const BLOCK = 512;

/** Reads exact byte counts from an async iterable of chunks. */
class ByteReader {
  private readonly it: AsyncIterator<Buffer>;
  private buf: Buffer = Buffer.alloc(0);
  private ended = false;

  constructor(source: AsyncIterable<Buffer | Uint8Array>) {
    this.it = (source as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  }

  private async more(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.it.next();
    if (next.done) {
      this.ended = true;
      return false;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
    return true;
  }

  /** Exactly n bytes, or fewer only at the end of the stream. */
  async read(n: number): Promise<Buffer> {
    while (this.buf.length < n && (await this.more())) {}
    const out = this.buf.subarray(0, n);
    this.buf = this.buf.subarray(out.length);
    return out;
  }

  /** Between 1 and max bytes (what is at hand); throws at the end of the stream. */
  async readSome(max: number): Promise<Buffer> {
    if (this.buf.length === 0 && !(await this.more())) throw new TarError('archive ends inside an entry');
    const out = this.buf.subarray(0, Math.min(max, this.buf.length));
    this.buf = this.buf.subarray(out.length);
    return out;
  }

  async skip(n: number): Promise<void> {
    for (let left = n; left > 0; ) left -= (await this.readSome(left)).length;
  }
}

function cstring(b: Buffer): string {
  const end = b.indexOf(0);
  return b.subarray(0, end === -1 ? b.length : end).toString('utf8');
}

/** A numeric header field: octal text, or base-256 when the top bit of the first byte is set. */
function number(b: Buffer): number {
  if (b[0] & 0x80) {
    let v = b[0] & 0x7f;
    for (let i = 1; i < b.length; i++) v = v * 256 + b[i];
    return v;
  }
  const text = cstring(b).trim();
  return text ? Number.parseInt(text, 8) : 0;
}

function checksumOk(h: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i];
  return sum === number(h.subarray(148, 156));
}

const TYPES: Record<string, TarEntryType> = {
  '0': 'file',
  '\0': 'file',
  '7': 'file',
  '1': 'hardlink',
  '2': 'symlink',
  '3': 'char',
  '4': 'block',
  '5': 'dir',
  '6': 'fifo',
};

function parsePax(data: Buffer): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  let pos = 0;
  while (pos < data.length) {
    const space = data.indexOf(0x20, pos);
    if (space === -1) break;
    const len = Number.parseInt(data.subarray(pos, space).toString(), 10);
    if (!len || pos + len > data.length) throw new TarError('malformed PAX header');
    const record = data.subarray(space + 1, pos + len - 1); // without the trailing newline
    const eq = record.indexOf(0x3d);
    if (eq !== -1) out.set(record.subarray(0, eq).toString('utf8'), record.subarray(eq + 1));
    pos += len;
  }
  return out;
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

/**
 * Yields every entry of the archive. The consumer must read `body` to its end before asking for
 * the next entry, or leave it unread (it is then skipped); bodies of non-files are empty.
 */
export async function* readTar(
  source: AsyncIterable<Buffer | Uint8Array>,
): AsyncGenerator<{ entry: TarEntry; body: AsyncIterable<Buffer> }> {
  const r = new ByteReader(source);
  let longName: string | undefined;
  let longLink: string | undefined;
  let pax: Map<string, Buffer> | undefined;
  for (;;) {
    const h = await r.read(BLOCK);
    if (h.length === 0) return; // some writers omit the end-of-archive blocks
    if (h.length < BLOCK) throw new TarError('archive ends inside a header');
    if (h.every((b) => b === 0)) return; // end of archive
    if (!checksumOk(h)) throw new TarError('bad header checksum');
    const flag = String.fromCharCode(h[156]);
    let size = number(h.subarray(124, 136));
    if (flag === 'x' || flag === 'g' || flag === 'L' || flag === 'K') {
      const data = await r.read(size);
      await r.skip(padding(size));
      if (flag === 'x') pax = parsePax(data);
      else if (flag === 'L') longName = cstring(data);
      else if (flag === 'K') longLink = cstring(data);
      // 'g' (global PAX) carries nothing a layer needs.
      continue;
    }
    const type = TYPES[flag];
    if (!type) throw new TarError(`unsupported tar entry type ${JSON.stringify(flag)}`);
    const ustar = h.subarray(257, 263).toString('latin1') === 'ustar\0';
    const prefix = ustar ? cstring(h.subarray(345, 500)) : '';
    let path = longName ?? (prefix ? `${prefix}/${cstring(h.subarray(0, 100))}` : cstring(h.subarray(0, 100)));
    let linkname = longLink ?? cstring(h.subarray(157, 257));
    let uid = number(h.subarray(108, 116));
    let gid = number(h.subarray(116, 124));
    let mtime = number(h.subarray(136, 148));
    const xattrs: Record<string, Buffer> = {};
    if (pax) {
      for (const [k, v] of pax) {
        if (k === 'path') path = v.toString('utf8');
        else if (k === 'linkpath') linkname = v.toString('utf8');
        else if (k === 'size') size = Number(v.toString());
        else if (k === 'uid') uid = Number(v.toString());
        else if (k === 'gid') gid = Number(v.toString());
        else if (k === 'mtime') mtime = Number(v.toString());
        else if (k.startsWith('SCHILY.xattr.')) xattrs[k.slice('SCHILY.xattr.'.length)] = v;
        else if (k.startsWith('GNU.sparse.')) throw new TarError('sparse tar entries are not supported');
      }
    }
    longName = longLink = pax = undefined;
    const entry: TarEntry = {
      path,
      type,
      mode: number(h.subarray(100, 108)) & 0o7777,
      uid,
      gid,
      size: type === 'file' ? size : 0,
      mtime,
      linkname,
      devmajor: number(h.subarray(329, 337)),
      devminor: number(h.subarray(337, 345)),
      xattrs,
    };
    // As in Go's archive/tar: only regular files carry data, whatever size other types declare.
    const dataSize = entry.size;
    const state = { left: dataSize };
    const body: AsyncIterable<Buffer> = {
      async *[Symbol.asyncIterator]() {
        while (state.left > 0) {
          const chunk = await r.readSome(state.left);
          state.left -= chunk.length;
          yield chunk;
        }
      },
    };
    yield { entry, body };
    await r.skip(state.left);
    await r.skip(padding(dataSize));
  }
}
