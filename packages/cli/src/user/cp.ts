// Copies files and directories between this machine and a remote side: `warren cp SRC DST` with
// a sandbox's `VM:/absolute/path`, `warren volume cp SRC DST` with a volume's `VOLUME:/path`
// (docs/volumes.md; no sandbox needed). Like cp -r: into an existing directory the source keeps
// its name, else it takes DST's. A sandbox takes uploads over 4 MiB in 4 MiB pieces (the first
// written, the rest appended through stdin); a volume's files API has no append, so a volume
// takes files of at most 4 MiB. A download reads each file whole (at most 16 MiB).

import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, posix } from 'node:path';
import {
  type Client,
  type FileEntry,
  MAX_VOLUME_WRITE_BYTES,
  MAX_WRITE_BYTES,
  NotFoundError,
  type Sandbox,
} from '@warren/sdk';
import type { Command } from 'commander';
import type { Ora } from 'ora';
import { print, spin, type UserFlags, userOptions, withClient } from './context.ts';

const REMOTE = /^([^:/]+):(\/.*)$/;

/** The remote side of a copy: a sandbox's filesystem or a volume's files. */
interface Remote {
  /** `dir`, `file`, ... or undefined when nothing is at `path`. */
  kind(path: string): Promise<string | undefined>;
  mkdir(path: string): Promise<void>;
  write(path: string, data: Uint8Array, mode: string): Promise<void>;
  readBytes(path: string): Promise<Uint8Array>;
  list(path: string): Promise<FileEntry[]>;
}

function sandboxRemote(s: Sandbox): Remote {
  return {
    kind: async (path) => {
      const stat = await s.files.stat(path);
      return stat.exists ? stat.kind : undefined;
    },
    mkdir: (path) => s.files.mkdir(path),
    write: async (path, data, mode) => {
      await s.files.write(path, data.subarray(0, MAX_WRITE_BYTES), { mode });
      for (let at = MAX_WRITE_BYTES; at < data.length; at += MAX_WRITE_BYTES) {
        const piece = data.subarray(at, at + MAX_WRITE_BYTES);
        const r = await s.run(['sh', '-c', 'cat >> "$1"', 'sh', path], { stdin: piece });
        if (r.exit_code !== 0) throw new Error(`appending to ${path}: ${r.stderr.trim()}`);
      }
    },
    readBytes: (path) => s.files.readBytes(path),
    list: (path) => s.files.list(path),
  };
}

/** A volume's files; `name` (its id or name) is only for messages. */
export function volumeRemote(client: Client, volumeId: string, name: string): Remote {
  const files = client.volumes.files(volumeId);
  return {
    // The files API has no stat: a path's kind is its entry in its parent's listing.
    kind: async (path) => {
      const clean = posix.normalize(path).replace(/\/+$/, '');
      if (clean === '') return 'dir';
      try {
        return (await files.list(posix.dirname(clean))).find((e) => e.name === posix.basename(clean))?.kind;
      } catch (err) {
        // No parent directory: nothing is at the path.
        if (err instanceof NotFoundError) return undefined;
        throw err;
      }
    },
    // Writes make their parents; an empty directory has nothing to keep.
    mkdir: async () => {},
    write: (path, data, mode) => {
      if (data.length > MAX_VOLUME_WRITE_BYTES) {
        throw new Error(
          `${name}:${path}: a volume file is written whole, at most ${MAX_VOLUME_WRITE_BYTES} bytes (this one is ${data.length}); copy it through a sandbox that mounts the volume`,
        );
      }
      return files.write(path, data, { mode });
    },
    readBytes: (path) => files.readBytes(path),
    list: (path) => files.list(path),
  };
}

interface Tally {
  files: number;
  bytes: number;
  spinner: Ora;
}

function counted(t: Tally, bytes: number): void {
  t.files += 1;
  t.bytes += bytes;
  t.spinner.text = `copied ${t.files} file${t.files === 1 ? '' : 's'}, ${t.bytes} bytes`;
}

async function uploadFile(r: Remote, local: string, remote: string, t: Tally): Promise<void> {
  const data = readFileSync(local);
  await r.write(remote, data, (statSync(local).mode & 0o777).toString(8).padStart(3, '0'));
  counted(t, data.length);
}

async function upload(r: Remote, local: string, remote: string, t: Tally): Promise<void> {
  if (!statSync(local).isDirectory()) return uploadFile(r, local, remote, t);
  await r.mkdir(remote);
  for (const entry of readdirSync(local, { withFileTypes: true })) {
    const from = join(local, entry.name);
    const to = posix.join(remote, entry.name);
    if (entry.isDirectory()) await upload(r, from, to, t);
    else if (entry.isFile()) await uploadFile(r, from, to, t);
  }
}

async function download(r: Remote, remote: string, local: string, kind: string | undefined, t: Tally) {
  if (kind !== 'dir') {
    const data = await r.readBytes(remote);
    writeFileSync(local, data);
    counted(t, data.length);
    return;
  }
  mkdirSync(local, { recursive: true });
  for (const entry of await r.list(remote)) {
    if (entry.kind !== 'dir' && entry.kind !== 'file') continue;
    await download(r, posix.join(remote, entry.name), join(local, entry.name), entry.kind, t);
  }
}

const isLocalDir = (path: string) => statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;

/**
 * The action of a copy command whose remote side is `NAME:/path`, `open` making its Remote (a
 * sandbox's, a volume's); `what` names that side in messages (VM, VOLUME).
 */
export function copyAction(what: string, open: (client: Client, name: string) => Promise<Remote>) {
  return withClient(async (client, flags: UserFlags, src: string, dst: string) => {
    const from = REMOTE.exec(src);
    const to = REMOTE.exec(dst);
    if (Boolean(from) === Boolean(to)) throw new Error(`one side must be ${what}:/path and the other a local path`);
    const work = async (spinner: Ora) => {
      const tally: Tally = { files: 0, bytes: 0, spinner };
      if (to) {
        const r = await open(client, to[1]);
        const target = (await r.kind(to[2])) === 'dir' ? posix.join(to[2], basename(src)) : to[2];
        await upload(r, src, target, tally);
        return { files: tally.files, bytes: tally.bytes, to: `${to[1]}:${target}` };
      }
      const [, name, path] = from as RegExpExecArray;
      const r = await open(client, name);
      const kind = await r.kind(path);
      if (!kind) throw new Error(`${name}:${path} does not exist`);
      const target = isLocalDir(dst) ? join(dst, posix.basename(path)) : dst;
      await download(r, path, target, kind, tally);
      return { files: tally.files, bytes: tally.bytes, to: target };
    };
    const done = await spin(flags, `copying ${src} to ${dst}`, work);
    print(flags, done, `copied ${done.files} file${done.files === 1 ? '' : 's'} (${done.bytes} bytes) to ${done.to}`);
  });
}

export function registerCpCommand(program: Command): void {
  userOptions(program.command('cp <src> <dst>'))
    .description('copy files or directories: warren cp ./dir VM:/work, warren cp VM:/work/out.csv .')
    .action(copyAction('VM', async (client, vm) => sandboxRemote(await client.sandboxes.get(vm))));
}
