// User commands on volumes (docs/volumes.md): `warren volume create|ls|get|rm|cp` (a volume named
// by its name or id; cp between local files and `VOLUME:/path` without a sandbox), and the
// `--volume NAME:/path[:ro]` flag of `warren sandbox create`.

import type { CreateSandboxParams, Volume, VolumeMount } from '@warren/sdk';
import type { Command } from 'commander';
import { print, table, type UserFlags, userOptions, withClient } from './context.ts';
import { copyAction, volumeRemote } from './cp.ts';
import { labelsOf } from './teams.ts';

const collect = (value: string, all: string[] = []) => [...all, value];

/** `NAME:/path` or `NAME:/path:ro` as a mount. */
export function mountOf(spec: string): VolumeMount {
  const m = /^([^:]+):(\/[^:]*)(?::(ro|rw))?$/.exec(spec);
  if (!m) throw new Error(`--volume wants NAME:/path or NAME:/path:ro, got ${spec}`);
  return { volume: m[1], path: m[2], ...(m[3] === 'ro' ? { read_only: true } : {}) };
}

/** Adds `--volume` to `warren sandbox create`. */
export function volumeOptions(cmd: Command): Command {
  return cmd.option('--volume <name:/path[:ro]>', 'mount a volume (repeatable; :ro read-only)', collect);
}

/** The create's `volumes`, when --volume was given. */
export function volumeParams(flags: { volume?: string[] }): Pick<CreateSandboxParams, 'volumes'> {
  return flags.volume?.length ? { volumes: flags.volume.map(mountOf) } : {};
}

const mib = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

const volumeRows = (vs: Volume[]) =>
  table(
    ['VOLUME_ID', 'NAME', 'SIZE_MB', 'USED_MB', 'FILES', 'MOUNTED_BY'],
    vs.map((v) => [
      v.volume_id,
      v.name,
      v.size_mb,
      mib(v.bytes_used),
      v.files_used,
      v.mounted_by.map((m) => `${m.vm_id}:${m.path}${m.read_only ? ':ro' : ''}`).join(',') || '-',
    ]),
  );

const mb = (value: string) => {
  if (!/^\d+$/.test(value)) throw new Error(`--size wants whole MiB, got ${value}`);
  return Number(value);
};

export function registerVolumeCommands(program: Command): void {
  const volume = program
    .command('volume')
    .description('volumes: named filesystems that outlive sandboxes (mount with sandbox create --volume)');

  userOptions(volume.command('create <name>'))
    .description('create a volume; prints its volume_id')
    .option('--size <mb>', 'size in MiB (writing past it is ENOSPC in a guest)', mb)
    .option('--label <k=v>', 'a label (repeatable)', collect)
    .option('--from-snapshot <id>', 'start with the files of a volume snapshot')
    .action(
      withClient(async (client, flags, name: string) => {
        const f = flags as UserFlags & { size?: number; label?: string[]; fromSnapshot?: string };
        const v = await client.volumes.create({
          name,
          ...(f.size ? { size_mb: f.size } : {}),
          ...(f.label?.length ? { labels: labelsOf(f.label) } : {}),
          ...(f.fromSnapshot ? { snapshot_id: f.fromSnapshot } : {}),
        });
        print(flags, v, v.volume_id);
      }),
    );

  userOptions(volume.command('ls'))
    .alias('list')
    .option('--label <k=v|k>', 'only volumes with this label (repeatable: all must match)', collect)
    .description("the organization's volumes: size, usage, the sandboxes that mount them")
    .action(
      withClient(async (client, flags) => {
        const labels = (flags as { label?: string[] }).label;
        const all = await client.volumes.list(labels?.length ? { labels } : {});
        print(flags, all, volumeRows(all));
      }),
    );

  userOptions(volume.command('get <volume>'))
    .description('one volume, by name or id')
    .action(
      withClient(async (client, flags, name: string) => {
        const v = await client.volumes.get((await client.volumes.find(name)).volume_id);
        print(flags, v, volumeRows([v]));
      }),
    );

  userOptions(volume.command('rm <volume...>'))
    .alias('delete')
    .description('delete volumes and their files (refused while a sandbox mounts one)')
    .action(
      withClient(async (client, flags, names: string[]) => {
        const deleted: string[] = [];
        for (const name of names) {
          const v = await client.volumes.find(name);
          await client.volumes.delete(v.volume_id);
          deleted.push(v.volume_id);
        }
        print(
          flags,
          { deleted },
          names.map((n) => `deleted ${n}`),
        );
      }),
    );

  userOptions(volume.command('cp <src> <dst>'))
    .description(
      'copy files or directories without a sandbox: warren volume cp ./data VOL:/, warren volume cp VOL:/out .',
    )
    .action(
      copyAction('VOLUME', async (client, name) =>
        volumeRemote(client, (await client.volumes.find(name)).volume_id, name),
      ),
    );
}
