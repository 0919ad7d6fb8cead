// The files API of a volume without a sandbox (docs/volumes.md): read, write, list and remove, each
// through a file server in the jail, as the volume's uid, started for the call on a pipe of the
// agent's and kept a little while for the next one. Paths are the API's (absolute, below the
// volume's root); the server confines them as it does a guest's.

import path from 'node:path';
import type { FileEntry, FileKind, VolumeFileAnswer, VolumeFileCall } from '../types.ts';
import { GuestError, VolumeError } from '../types.ts';
import type { VolumeHost } from './attachments.ts';
import { FileServer } from './servers.ts';
import { S_IFDIR, S_IFLNK, S_IFMT, S_IFREG, ServerErrno, VolumeWireClient } from './wire.ts';

/** A files-API server with nothing to do for this long is stopped. */
const IDLE_MS = 30_000;

interface ApiServer {
  server: FileServer;
  client: VolumeWireClient;
  timer: NodeJS.Timeout | null;
}

export class VolumeFiles {
  readonly #host: VolumeHost;
  readonly #logDir: string;
  readonly #servers = new Map<string, Promise<ApiServer>>();

  constructor(host: VolumeHost, logDir: string) {
    this.#host = host;
    this.#logDir = logDir;
  }

  async call<C extends VolumeFileCall>(volumeId: string, call: C): Promise<VolumeFileAnswer<C>> {
    const rel = relative(call.path);
    const api = await this.#server(volumeId);
    if (api.timer) clearTimeout(api.timer);
    try {
      return (await run(api.client, rel, call)) as VolumeFileAnswer<C>;
    } catch (err) {
      if (err instanceof ServerErrno) throw errnoError(err.errno, call.path);
      throw err;
    } finally {
      api.timer = setTimeout(() => this.stop(volumeId), IDLE_MS);
      api.timer.unref();
    }
  }

  /** Stops the volume's files-API server (idle, or the volume is going). */
  async stop(volumeId: string): Promise<void> {
    const pending = this.#servers.get(volumeId);
    this.#servers.delete(volumeId);
    const api = await pending?.catch(() => undefined);
    if (api?.timer) clearTimeout(api.timer);
    await api?.server.kill();
  }

  async close(): Promise<void> {
    await Promise.all([...this.#servers.keys()].map((id) => this.stop(id)));
  }

  #server(volumeId: string): Promise<ApiServer> {
    let api = this.#servers.get(volumeId);
    if (!api) {
      api = this.#start(volumeId);
      this.#servers.set(volumeId, api);
      api.catch(() => this.#servers.delete(volumeId));
    }
    return api;
  }

  async #start(volumeId: string): Promise<ApiServer> {
    const { dir, uid } = this.#host.volumes.where(volumeId);
    const server = await FileServer.start(
      this.#host.jail,
      {
        binary: this.#host.volumeServer,
        dir,
        uid,
        readOnly: false,
        cgroupName: `${this.#host.serverPrefix}api-${volumeId}`,
        logFile: path.join(this.#logDir, `volume-api-${volumeId}.log`),
      },
      'pipe',
    );
    if (!server.stream) throw new Error('the file server has no pipe');
    const api: ApiServer = { server, client: new VolumeWireClient(server.stream), timer: null };
    server.exited.then(() => {
      if (this.#servers.get(volumeId) !== undefined) this.#servers.delete(volumeId);
    });
    return api;
  }
}

/** An API path (absolute) as the server's (relative, no `.`, `..` or empty names). */
function relative(p: string): string {
  if (!p.startsWith('/') || p.includes('\0')) throw new VolumeError('bad_path', `path must be absolute: ${p}`);
  const parts = p.split('/').filter((x) => x !== '');
  if (parts.some((x) => x === '.' || x === '..')) throw new VolumeError('bad_path', `path may not hold . or ..: ${p}`);
  return parts.join('/');
}

async function run(client: VolumeWireClient, rel: string, call: VolumeFileCall): Promise<unknown> {
  switch (call.op) {
    case 'read':
      return client.readFile(rel, call.maxBytes);
    case 'write':
      await makeParents(client, rel);
      await client.writeFile(rel, call.data, call.mode ?? 0o644);
      return undefined;
    case 'list':
      return (await client.readdir(rel)).map(
        (e): FileEntry => ({
          name: e.name,
          kind: kindOf(e.attr?.mode ?? e.type << 12),
          size: e.attr?.size ?? 0,
          mode: (e.attr?.mode ?? 0) & 0o7777,
          mtime_unix_ns: Number(e.attr?.mtimeNs ?? 0n),
        }),
      );
    case 'remove':
      if (rel === '') throw new VolumeError('bad_path', 'refusing to remove the volume root');
      return removeTree(client, rel);
  }
}

function kindOf(mode: number): FileKind {
  switch (mode & S_IFMT) {
    case S_IFREG:
      return 'file';
    case S_IFDIR:
      return 'dir';
    case S_IFLNK:
      return 'symlink';
    default:
      return 'other';
  }
}

async function makeParents(client: VolumeWireClient, rel: string): Promise<void> {
  const parts = rel.split('/');
  for (let i = 1; i < parts.length; i++) {
    try {
      await client.mkdir(parts.slice(0, i).join('/'));
    } catch (err) {
      if (!(err instanceof ServerErrno) || err.errno !== EEXIST) throw err;
    }
  }
}

/** Removes a file or a directory tree (never following a symlink); false if it did not exist. */
async function removeTree(client: VolumeWireClient, rel: string): Promise<boolean> {
  let mode: number;
  try {
    mode = (await client.lookup(rel)).mode;
  } catch (err) {
    if (err instanceof ServerErrno && err.errno === ENOENT) return false;
    throw err;
  }
  if ((mode & S_IFMT) === S_IFDIR) {
    for (const e of await client.readdir(rel)) await removeTree(client, `${rel}/${e.name}`);
    await client.unlink(rel, true);
  } else {
    await client.unlink(rel, false);
  }
  return true;
}

const ENOENT = 2;
const EEXIST = 17;

/** A server errno as the guest's file errors are answered (control/guest-errors.ts). */
function errnoError(errno: number, p: string): Error {
  const codes: Record<number, string> = {
    2: 'not_found',
    17: 'exists',
    39: 'exists',
    21: 'is_directory',
    20: 'not_directory',
    27: 'too_large',
    28: 'too_large',
    36: 'name_too_long',
    40: 'symlink_loop',
    13: 'permission_denied',
    1: 'permission_denied',
    30: 'read_only',
    22: 'bad_request',
  };
  const code = codes[errno] ?? 'io';
  return new GuestError(code, `${p}: ${code === 'io' ? `errno ${errno}` : code.replace(/_/g, ' ')}`);
}
