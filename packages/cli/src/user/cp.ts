// `warren cp SRC DST`: copies files and directories between this machine and a sandbox; the
// sandbox side is written `VM:/absolute/path`. Like cp -r: into an existing directory the source
// keeps its name, else it takes DST's. Uploads over 4 MiB go in 4 MiB pieces (the first written,
// the rest appended through stdin); a download reads each file whole (at most 16 MiB).

import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, posix } from 'node:path';
import { MAX_WRITE_BYTES, type Sandbox } from '@warren/sdk';
import type { Command } from 'commander';
import type { Ora } from 'ora';
import { print, spin, type UserFlags, userOptions, withClient } from './context.ts';

const REMOTE = /^([^:/]+):(\/.*)$/;

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

async function uploadFile(s: Sandbox, local: string, remote: string, t: Tally): Promise<void> {
  const data = readFileSync(local);
  const mode = (statSync(local).mode & 0o777).toString(8).padStart(3, '0');
  await s.files.write(remote, data.subarray(0, MAX_WRITE_BYTES), { mode });
  for (let at = MAX_WRITE_BYTES; at < data.length; at += MAX_WRITE_BYTES) {
    const piece = data.subarray(at, at + MAX_WRITE_BYTES);
    const r = await s.run(['sh', '-c', 'cat >> "$1"', 'sh', remote], { stdin: piece });
    if (r.exit_code !== 0) throw new Error(`appending to ${remote}: ${r.stderr.trim()}`);
  }
  counted(t, data.length);
}

async function upload(s: Sandbox, local: string, remote: string, t: Tally): Promise<void> {
  if (!statSync(local).isDirectory()) return uploadFile(s, local, remote, t);
  await s.files.mkdir(remote);
  for (const entry of readdirSync(local, { withFileTypes: true })) {
    const from = join(local, entry.name);
    const to = posix.join(remote, entry.name);
    if (entry.isDirectory()) await upload(s, from, to, t);
    else if (entry.isFile()) await uploadFile(s, from, to, t);
  }
}

async function download(s: Sandbox, remote: string, local: string, kind: string | undefined, t: Tally) {
  if (kind !== 'dir') {
    const data = await s.files.readBytes(remote);
    writeFileSync(local, data);
    counted(t, data.length);
    return;
  }
  mkdirSync(local, { recursive: true });
  for (const entry of await s.files.list(remote)) {
    if (entry.kind !== 'dir' && entry.kind !== 'file') continue;
    await download(s, posix.join(remote, entry.name), join(local, entry.name), entry.kind, t);
  }
}

const isLocalDir = (path: string) => statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;

export function registerCpCommand(program: Command): void {
  userOptions(program.command('cp <src> <dst>'))
    .description('copy files or directories: warren cp ./dir VM:/work, warren cp VM:/work/out.csv .')
    .action(
      withClient(async (client, flags: UserFlags, src: string, dst: string) => {
        const from = REMOTE.exec(src);
        const to = REMOTE.exec(dst);
        if (Boolean(from) === Boolean(to)) throw new Error('one side must be VM:/path and the other a local path');
        const work = async (spinner: Ora) => {
          const tally: Tally = { files: 0, bytes: 0, spinner };
          if (to) {
            const s = await client.sandboxes.get(to[1]);
            const target = (await s.files.stat(to[2])).kind === 'dir' ? posix.join(to[2], basename(src)) : to[2];
            await upload(s, src, target, tally);
            return { files: tally.files, bytes: tally.bytes, to: `${to[1]}:${target}` };
          }
          const [, vm, path] = from as RegExpExecArray;
          const s = await client.sandboxes.get(vm);
          const stat = await s.files.stat(path);
          if (!stat.exists) throw new Error(`${vm}:${path} does not exist`);
          const target = isLocalDir(dst) ? join(dst, posix.basename(path)) : dst;
          await download(s, path, target, stat.kind, tally);
          return { files: tally.files, bytes: tally.bytes, to: target };
        };
        const done = await spin(flags, `copying ${src} to ${dst}`, work);
        print(
          flags,
          done,
          `copied ${done.files} file${done.files === 1 ? '' : 's'} (${done.bytes} bytes) to ${done.to}`,
        );
      }),
    );
}
