// Applies image layers, in order, to a root filesystem directory on the host: gzip, zstd or plain
// tar; whiteouts (`.wh.name` deletes `name` from lower layers) and opaque directories
// (`.wh..wh..opq` hides everything lower layers put in that directory); ownership, modes, times,
// symlinks, hard links, device nodes, FIFOs and extended attributes as the archive says (we run as
// root). It must never write outside the root: every path is resolved inside it, following
// the image's own symlinks as if the root were `/`, and nothing is created through a symlink.

// Metadata calls are synchronous on purpose: an image is tens of thousands of tiny syscalls, and
// each async one costs a thread-pool round trip (4x slower than tar for a Debian tree). Each is
// microseconds, and the loop yields between input chunks, so the event loop is not held.
import {
  chmodSync,
  closeSync,
  createReadStream,
  type Dirent,
  fchmodSync,
  fchownSync,
  futimesSync,
  lchownSync,
  linkSync,
  lstatSync,
  lutimesSync,
  mkdirSync,
  openSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createZstdDecompress } from 'node:zlib';
import { run } from '../sys/run.ts';
import { PullError } from './errors.ts';
import { readTar, type TarEntry, TarError } from './tar.ts';

const WHITEOUT = '.wh.';
const OPAQUE = '.wh..wh..opq';
const MAX_SYMLINKS = 40;
/** Read and decompress in large pieces: every chunk is a trip through the stream machinery. */
const CHUNK = 256 * 1024;

/** The archive's path, cleaned: relative, no `.`/`..`, no leading or trailing slash; '' is the root. */
export function cleanPath(p: string): string {
  return posix.normalize(`/${p}`).slice(1).replace(/\/+$/, '');
}

type Compression = 'gzip' | 'zstd' | 'none';

async function sniff(file: string): Promise<Compression> {
  const fh = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await fh.read(Buffer.alloc(4), 0, 4, 0);
    if (bytesRead >= 2 && buffer[0] === 0x1f && buffer[1] === 0x8b) return 'gzip';
    if (bytesRead === 4 && buffer.readUInt32LE(0) === 0xfd2fb528) return 'zstd';
    return 'none';
  } finally {
    await fh.close();
  }
}

export interface ApplyOptions {
  /** Told once when extended attributes cannot be set (setfattr missing). */
  onWarning?: (msg: string) => void;
}

/** Applies one layer (a blob file) on top of `root`. */
export async function applyLayer(
  root: string,
  layerFile: string,
  what: string,
  opts: ApplyOptions = {},
): Promise<void> {
  const compression = await sniff(layerFile);
  const applier = new LayerApplier(root, opts);
  const file = createReadStream(layerFile, { highWaterMark: CHUNK });
  const consume = (source: AsyncIterable<Buffer>) => applier.apply(source);
  const decompress =
    compression === 'gzip'
      ? createGunzip({ chunkSize: CHUNK })
      : compression === 'zstd'
        ? createZstdDecompress({ chunkSize: CHUNK })
        : undefined;
  let badCompression = false;
  decompress?.on('error', () => {
    badCompression = true;
  });
  try {
    if (decompress) await pipeline(file, decompress, consume);
    else await pipeline(file, consume);
  } catch (e) {
    if (e instanceof TarError || badCompression) {
      const format = compression === 'none' ? 'tar' : `${compression} tar`;
      throw new PullError('invalid image', `layer ${what} is not a valid ${format}: ${(e as Error).message}`);
    }
    throw e;
  }
}

class LayerApplier {
  private readonly root: string;
  private readonly opts: ApplyOptions;
  /** Host paths this layer put in place (and their ancestors): an opaque directory keeps these. */
  private readonly unpacked = new Set<string>();
  /** Resolved host directories by cleaned archive path; dropped whenever a symlink or dir changes. */
  private readonly dirCache = new Map<string, string>();
  /** Host directories known to exist (skips a mkdir per entry); dropped with dirCache. */
  private readonly knownDirs = new Set<string>();
  private dirTimes: { path: string; mtime: number }[] = [];
  private xattrWarned = false;

  constructor(root: string, opts: ApplyOptions) {
    this.root = root;
    this.opts = opts;
  }

  async apply(source: AsyncIterable<Buffer>): Promise<void> {
    for await (const { entry, body } of readTar(source)) {
      const path = cleanPath(entry.path);
      if (path === '') continue; // the root itself keeps the mode the image builder gave it
      const slash = path.lastIndexOf('/');
      const parentPath = slash === -1 ? '' : path.slice(0, slash);
      const base = path.slice(slash + 1);
      if (base.startsWith(WHITEOUT)) {
        await this.whiteout(parentPath, base);
        continue;
      }
      await this.create(parentPath, base, entry, body);
    }
    // Directory times last: creating their children moved them.
    for (const { path, mtime } of this.dirTimes.reverse()) {
      try {
        lutimesSync(path, mtime, mtime);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e; // a later whiteout removed it
      }
    }
  }

  private forget(): void {
    this.dirCache.clear();
    this.knownDirs.clear();
  }

  private async whiteout(parentPath: string, base: string): Promise<void> {
    const dir = this.resolveDir(parentPath);
    if (base === OPAQUE) {
      this.clearOpaque(dir);
    } else if (!base.startsWith(`${WHITEOUT}${WHITEOUT}`)) {
      // Other `.wh..wh.` names are aufs bookkeeping with no meaning in an image.
      rmSync(join(dir, base.slice(WHITEOUT.length)), { recursive: true, force: true });
    }
    this.forget();
  }

  /** Removes everything under `dir` that lower layers put there, keeping this layer's entries. */
  private clearOpaque(dir: string): void {
    let children: Dirent[];
    try {
      children = readdirSync(dir, { withFileTypes: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw e;
    }
    for (const child of children) {
      const p = join(dir, child.name);
      if (!this.unpacked.has(p)) rmSync(p, { recursive: true, force: true });
      else if (child.isDirectory()) this.clearOpaque(p);
    }
  }

  private async create(parentPath: string, base: string, entry: TarEntry, body: AsyncIterable<Buffer>): Promise<void> {
    const dir = this.resolveDir(parentPath);
    if (!this.knownDirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.knownDirs.add(dir);
    }
    const target = join(dir, base);
    const existing = lstatSync(target, { throwIfNoEntry: false });
    const keepDir = entry.type === 'dir' && existing?.isDirectory();
    if (existing && !keepDir) {
      rmSync(target, { recursive: true, force: true });
      if (existing.isDirectory() || existing.isSymbolicLink()) this.forget();
    }
    switch (entry.type) {
      case 'dir':
        if (!keepDir) mkdirSync(target);
        break;
      case 'file': {
        // 'wx' is O_CREAT|O_EXCL: never opens through a symlink someone left at the target.
        const fd = openSync(target, 'wx', 0o600);
        try {
          for await (const chunk of body) writeSync(fd, chunk);
          // chmod after chown: chown clears set-user-ID and set-group-ID bits.
          fchownSync(fd, entry.uid, entry.gid);
          fchmodSync(fd, entry.mode);
          futimesSync(fd, entry.mtime, entry.mtime);
        } finally {
          closeSync(fd);
        }
        this.mark(target);
        for (const [name, value] of Object.entries(entry.xattrs)) await this.setXattr(target, name, value);
        return;
      }
      case 'symlink':
        symlinkSync(entry.linkname, target);
        this.forget();
        break;
      case 'hardlink': {
        const linkPath = cleanPath(entry.linkname);
        const ls = linkPath.lastIndexOf('/');
        const source = join(this.resolveDir(ls === -1 ? '' : linkPath.slice(0, ls)), linkPath.slice(ls + 1));
        try {
          linkSync(source, target);
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code === 'ENOENT') {
            throw new TarError(`hard link ${parentPath}/${base} points to missing ${linkPath}`);
          }
          throw e;
        }
        this.mark(target);
        return; // the link shares its source's inode and metadata
      }
      case 'char':
      case 'block':
      case 'fifo':
        await makeNode(target, entry);
        break;
    }
    this.mark(target);
    lchownSync(target, entry.uid, entry.gid);
    // chmod after chown: chown clears set-user-ID and set-group-ID bits. Links have no mode.
    if (entry.type !== 'symlink') chmodSync(target, entry.mode);
    for (const [name, value] of Object.entries(entry.xattrs)) await this.setXattr(target, name, value);
    if (entry.type === 'dir') this.dirTimes.push({ path: target, mtime: entry.mtime });
    else lutimesSync(target, entry.mtime, entry.mtime);
  }

  private mark(hostPath: string): void {
    for (let p = hostPath; p.length > this.root.length && !this.unpacked.has(p); p = posix.dirname(p)) {
      this.unpacked.add(p);
    }
  }

  /**
   * The host path of an archive directory, following symlinks as if `root` were `/` (an absolute
   * target or `..` never leaves it). Components that do not exist yet are taken as they are.
   */
  private resolveDir(path: string): string {
    const cached = this.dirCache.get(path);
    if (cached) return cached;
    const out: string[] = [];
    const pending = path.split('/').filter(Boolean);
    let links = 0;
    while (pending.length) {
      const c = pending.shift() as string;
      if (c === '.') continue;
      if (c === '..') {
        out.pop();
        continue;
      }
      const host = join(this.root, ...out, c);
      const st = lstatSync(host, { throwIfNoEntry: false });
      if (st?.isSymbolicLink()) {
        if (++links > MAX_SYMLINKS) throw new TarError(`too many levels of symbolic links under ${path}`);
        const target = readlinkSync(host);
        if (target.startsWith('/')) out.length = 0;
        pending.unshift(...target.split('/').filter(Boolean));
        continue;
      }
      out.push(c);
    }
    const resolved = join(this.root, ...out);
    this.dirCache.set(path, resolved);
    return resolved;
  }

  private async setXattr(target: string, name: string, value: Buffer): Promise<void> {
    if (this.xattrWarned) return;
    try {
      await run(['setfattr', '-h', '-n', name, '-v', `0s${value.toString('base64')}`, target]);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      this.xattrWarned = true;
      this.opts.onWarning?.('setfattr not found (Debian package attr): extended attributes of the image are dropped');
    }
  }
}

async function makeNode(target: string, entry: TarEntry): Promise<void> {
  const mode = entry.mode.toString(8);
  if (entry.type === 'fifo') await run(['mknod', '-m', mode, target, 'p']);
  else {
    const kind = entry.type === 'char' ? 'c' : 'b';
    await run(['mknod', '-m', mode, target, kind, String(entry.devmajor), String(entry.devminor)]);
  }
}
