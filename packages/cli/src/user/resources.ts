// User commands on the organization's other resources: `warren templates list|get|create|wait|
// delete`, `warren snapshots list|get|restore|export|delete` and `warren exports get|wait|
// download|delete`. Waits (template builds, exports) and downloads show a spinner.

import { createHash } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Export, Template } from '@warren/sdk';
import type { Command } from 'commander';
import { print, spin, table, type UserFlags, userOptions, withClient } from './context.ts';

const int = (value: string) => {
  if (!/^\d+$/.test(value)) throw new Error(`wants a whole number, got ${value}`);
  return Number(value);
};

const templateRows = (ts: Template[]) =>
  table(
    ['TEMPLATE_ID', 'NAME', 'VERSION', 'IMAGE', 'STATUS', 'SHARED'],
    ts.map((t) => [t.template_id, t.name, t.version, t.source_image, t.status, t.shared]),
  );

function exportLines(e: Export): string[] {
  const lines = [`${e.export_id} ${e.state}${e.error ? `: ${e.error}` : ''}`];
  for (const f of e.files ?? []) lines.push(`  ${f.name} ${f.bytes} bytes sha256 ${f.sha256}`);
  return lines;
}

export function registerResourceCommands(program: Command): void {
  const templates = program.command('templates').description('templates: images booted once and checkpointed');
  userOptions(templates.command('list'))
    .description('own templates and the shared ones your creates used')
    .action(
      withClient(async (client, flags) => {
        const ts = await client.templates.list();
        print(flags, ts, templateRows(ts));
      }),
    );
  userOptions(templates.command('get <id>'))
    .description('one template')
    .action(
      withClient(async (client, flags, id: string) => {
        const t = await client.templates.get(id);
        print(flags, t, templateRows([t]));
      }),
    );
  userOptions(templates.command('create'))
    .description('build a template; prints its id (with --wait, once it is ready)')
    .requiredOption('--name <name>', 'template name')
    .requiredOption('--image <ref>', 'OCI image reference')
    .option('--version <v>', 'version string')
    .option('--cpus <n>', 'vCPUs, 1-4', int)
    .option('--memory <mb>', 'memory in MiB', int)
    .option('--runtime <container|vm>', 'runtime')
    .option('--wait', 'wait until the build is ready')
    .action(
      withClient(async (client, flags) => {
        const f = flags as UserFlags & Record<string, string | number | boolean | undefined>;
        const params = {
          name: String(f.name),
          image: String(f.image),
          ...(f.version ? { version: String(f.version) } : {}),
          ...(f.cpus ? { cpus: Number(f.cpus) } : {}),
          ...(f.memory ? { memory_mb: Number(f.memory) } : {}),
          ...(f.runtime ? { runtime: f.runtime as 'container' | 'vm' } : {}),
        };
        const t = f.wait
          ? await spin(flags, `building template ${params.name}`, () => client.templates.build(params))
          : await client.templates.create(params);
        print(flags, t, t.template_id);
      }),
    );
  userOptions(templates.command('wait <id>'))
    .description('wait until a template build is ready')
    .action(
      withClient(async (client, flags, id: string) => {
        const t = await spin(flags, `building template ${id}`, () => client.templates.wait(id));
        print(flags, t, `${t.template_id} ${t.status}`);
      }),
    );
  userOptions(templates.command('delete <id>'))
    .description('delete an own template')
    .action(
      withClient(async (client, flags, id: string) => {
        await client.templates.delete(id);
        print(flags, { deleted: id }, `deleted ${id}`);
      }),
    );

  const snapshots = program.command('snapshots').description('snapshots (take one with warren snapshot VM)');
  userOptions(snapshots.command('list'))
    .description("the organization's snapshots")
    .option('--vm <vm>', "one sandbox's")
    .action(
      withClient(async (client, flags) => {
        const vm = (flags as { vm?: string }).vm;
        const all = await client.snapshots.list(vm ? { vm_id: vm } : {});
        const rows = all.map((s) => [s.snapshot_id, s.vm_id, s.state, s.durable, s.logical_bytes]);
        print(flags, all, table(['SNAPSHOT_ID', 'VM_ID', 'STATE', 'DURABLE', 'LOGICAL_BYTES'], rows));
      }),
    );
  userOptions(snapshots.command('restore <id>'))
    .description('restore into a new sandbox; prints its vm_id')
    .action(
      withClient(async (client, flags, id: string) => {
        const s = await spin(flags, 'restoring', () => client.snapshots.restore(id));
        print(flags, s.toJSON(), s.vm_id);
      }),
    );
  userOptions(snapshots.command('export <id>'))
    .description('export a durable snapshot as files; prints the export_id (with --wait, its files)')
    .option('--wait', 'wait until the export is ready')
    .action(
      withClient(async (client, flags, id: string) => {
        if (!(flags as { wait?: boolean }).wait) {
          const started = await client.snapshots.export(id);
          return print(flags, started, started.export_id);
        }
        const e = (await spin(flags, 'exporting', () => client.snapshots.export(id, { wait: true }))) as Export;
        print(flags, e, exportLines(e));
      }),
    );
  userOptions(snapshots.command('delete <id>'))
    .description('delete a snapshot')
    .action(
      withClient(async (client, flags, id: string) => {
        await client.snapshots.delete(id);
        print(flags, { deleted: id }, `deleted ${id}`);
      }),
    );

  const exports = program.command('exports').description('exports of snapshots as downloadable files');
  userOptions(exports.command('get <id>'))
    .description('one export and its files')
    .action(
      withClient(async (client, flags, id: string) => {
        const e = await client.exports.get(id);
        print(flags, e, exportLines(e));
      }),
    );
  userOptions(exports.command('wait <id>'))
    .description('wait until an export is ready')
    .action(
      withClient(async (client, flags, id: string) => {
        const e = await spin(flags, 'exporting', () => client.exports.wait(id));
        print(flags, e, exportLines(e));
      }),
    );
  userOptions(exports.command('download <id> <dir>'))
    .description("download a ready export's files into DIR, checking each sha256")
    .action(
      withClient(async (client, flags, id: string, dir: string) => {
        const e = await client.exports.wait(id);
        mkdirSync(dir, { recursive: true });
        const files = await spin(flags, 'downloading', async (spinner) => {
          const done: { name: string; bytes: number; path: string }[] = [];
          for (const f of e.files ?? []) {
            const path = join(dir, f.name);
            const res = await fetch(f.url);
            if (!res.ok || !res.body) throw new Error(`downloading ${f.name}: HTTP ${res.status}`);
            const hash = createHash('sha256');
            let got = 0;
            const count = new Transform({
              transform(chunk: Buffer, _enc, next) {
                hash.update(chunk);
                got += chunk.length;
                spinner.text = `downloading ${f.name}: ${got} of ${f.bytes} bytes`;
                next(null, chunk);
              },
            });
            await pipeline(res.body, count, createWriteStream(path));
            if (hash.digest('hex') !== f.sha256) throw new Error(`${f.name}: sha256 does not match`);
            done.push({ name: f.name, bytes: got, path });
          }
          return done;
        });
        print(
          flags,
          files,
          files.map((f) => `${f.path} ${f.bytes} bytes`),
        );
      }),
    );
  userOptions(exports.command('delete <id>'))
    .description('delete an export and its files')
    .action(
      withClient(async (client, flags, id: string) => {
        await client.exports.delete(id);
        print(flags, { deleted: id }, `deleted ${id}`);
      }),
    );
}
