// The operator's commands: they work on this machine's data directory, not through the API.
// Their interface is stable (scripts depend on it):
//   warren serve [--listen HOST:PORT] [--data DIR] [--accel auto|kvm|tcg] [--warm-pool N]
//                [--secret-key-file FILE]
//                                                N: ready restores kept per template (0: none)
//                                                FILE: 32 bytes in base64 sealing stored secrets
//   warren org create NAME [--data DIR]          prints the organization id
//   warren key create --org NAME [--operator] [--data DIR]
//                                                prints a new API key (shown once); an operator
//                                                key may also read every organization's usage
//   warren org limits NAME [--acquisitions N|default] [--other N|default] [--data DIR]
//                                                sets (or shows) the organization's requests per
//                                                minute; the running server applies it at once
//   warren doctor                                says which accelerator is in use and what is missing
// The server package is loaded only when one of these runs, so user commands start fast.

import { resolve } from 'node:path';
import type { Command } from 'commander';

interface ServerFlags {
  data?: string;
  listen?: string;
  accel?: string;
  warmPool?: string;
  secretKeyFile?: string;
}

async function configFrom(flags: ServerFlags) {
  const { defaultConfig, parseListen } = await import('@warren/server');
  const config = defaultConfig({
    ...(flags.data ? { dataDir: resolve(flags.data) } : {}),
    ...(flags.listen ? { listen: parseListen(flags.listen) } : {}),
    ...(flags.accel ? { accel: parseAccel(flags.accel) } : {}),
    ...(flags.secretKeyFile ? { secretKeyFile: resolve(flags.secretKeyFile) } : {}),
  });
  if (flags.warmPool !== undefined) config.warmPool.perSource = parseCount(flags.warmPool, '--warm-pool');
  return config;
}

/** Opens the data directory's store for `fn` and closes it after. */
async function withStore<T>(flags: ServerFlags, fn: (store: import('@warren/server').Store) => Promise<T>) {
  const { dbPath, openStore } = await import('@warren/server');
  const config = await configFrom(flags);
  const store = await openStore({ sqlitePath: dbPath(config) });
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}

export function registerOperatorCommands(program: Command): void {
  program
    .command('serve')
    .description('run the service: API, host agent and edge in one process')
    .option('--listen <host:port>', 'address to listen on')
    .option('--data <dir>', 'data directory')
    .option('--accel <auto|kvm|tcg>', 'accelerator')
    .option('--warm-pool <n>', 'ready restores kept per template (0: none)')
    .option('--secret-key-file <file>', '32 bytes in base64 sealing stored secrets')
    .action(async (flags: ServerFlags) => {
      const { startServer } = await import('@warren/server');
      const config = await configFrom(flags);
      const server = await startServer(config);
      const memory = server.host.clones ? 'cloned' : 'copied: run scripts/store.sh (docs/checkpoints.md)';
      console.log(
        `warren: serving ${server.url} (data ${config.dataDir}, accelerator ${server.host.accel}, memory files ${memory})`,
      );
      const stop = async () => {
        await server.close();
        process.exit(0);
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      await new Promise(() => {});
    });

  const org = program.command('org').description('organizations (on this machine)');
  org
    .command('create <name>')
    .description('create an organization; prints its id')
    .option('--data <dir>', 'data directory')
    .action(async (name: string, flags: ServerFlags) => {
      const { createOrg } = await import('@warren/server');
      console.log(await withStore(flags, (store) => createOrg(store, name)));
    });
  org
    .command('limits <name>')
    .description("set (or show) the organization's requests per minute")
    .option('--acquisitions <n|default>', 'creates, snapshots, forks, restores, exposes, templates, exports')
    .option('--other <n|default>', 'every other call')
    .option('--data <dir>', 'data directory')
    .action(async (name: string, flags: ServerFlags & { acquisitions?: string; other?: string }) => {
      const { orgLimits, parseLimit } = await import('@warren/server');
      const config = await configFrom(flags);
      const change = {
        acquisitions: flags.acquisitions === undefined ? undefined : parseLimit(flags.acquisitions, '--acquisitions'),
        other: flags.other === undefined ? undefined : parseLimit(flags.other, '--other'),
      };
      const limits = await withStore(flags, (store) => orgLimits(store, name, config.rateLimits, change));
      for (const [label, l] of [
        ['acquisitions', limits.acquisitionsPerMinute],
        ['other', limits.otherPerMinute],
      ] as const) {
        console.log(`${label} ${l.value} per minute${l.isDefault ? ' (default)' : ''}`);
      }
    });

  program
    .command('key')
    .description('API keys (on this machine)')
    .command('create')
    .description('create an API key; prints it (shown once)')
    .requiredOption('--org <name>', 'the organization')
    .option('--operator', 'may also read every organization’s usage')
    .option('--data <dir>', 'data directory')
    .action(async (flags: ServerFlags & { org: string; operator?: boolean }) => {
      const { createKey } = await import('@warren/server');
      const key = await withStore(flags, (store) => createKey(store, flags.org, { operator: flags.operator }));
      console.log(key.key);
    });

  program
    .command('doctor')
    .description('which accelerator is in use and what is missing')
    .option('--data <dir>', 'data directory')
    .option('--accel <auto|kvm|tcg>', 'accelerator')
    .action(async (flags: ServerFlags) => {
      const { doctor } = await import('./doctor.ts');
      process.exitCode = await doctor(await configFrom(flags));
    });
}

function parseCount(value: string, flag: string): number {
  if (!/^\d{1,4}$/.test(value)) throw new Error(`${flag} wants a whole number, got ${value}`);
  return Number(value);
}

function parseAccel(value: string): 'auto' | 'kvm' | 'tcg' {
  if (value === 'auto' || value === 'kvm' || value === 'tcg') return value;
  throw new Error(`--accel wants auto, kvm or tcg, got ${value}`);
}
