#!/usr/bin/env node
// `warren`: the operator's command line. Its interface is stable (scripts depend on it):
//   warren serve [--listen HOST:PORT] [--data DIR] [--accel auto|kvm|tcg] [--warm-pool N]
//                [--secret-key-file FILE] [STORAGE]
//                                                N: ready restores kept per template (0: none)
//                                                FILE: 32 bytes in base64 sealing stored secrets
//   warren org create NAME [--data DIR] [--postgres URL]         prints the organization id
//   warren key create --org NAME [--data DIR] [--postgres URL]   prints a new API key (shown once)
//   STORAGE (docs/storage.md): [--postgres URL] store in PostgreSQL instead of SQLite;
//     [--s3-bucket NAME [--s3-endpoint URL] [--s3-region R] [--s3-credentials-file FILE]]
//     durable objects in an S3-compatible bucket (credentials from FILE or AWS_ACCESS_KEY_ID and
//     AWS_SECRET_ACCESS_KEY) instead of the data directory
//   warren doctor                                says which accelerator is in use and what is missing

import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createKey, createOrg, dbPath, defaultConfig, openStore, parseListen, startServer } from '@warren/server';
import { doctor } from './doctor.ts';
import { STORAGE_OPTIONS, storageConfig } from './storage.ts';

const USAGE = `usage:
  warren serve [--listen HOST:PORT] [--data DIR] [--accel auto|kvm|tcg] [--warm-pool N]
               [--secret-key-file FILE] [--postgres URL]
               [--s3-bucket NAME [--s3-endpoint URL] [--s3-region R] [--s3-credentials-file FILE]]
  warren org create NAME [--data DIR] [--postgres URL]
  warren key create --org NAME [--data DIR] [--postgres URL]
  warren doctor`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      listen: { type: 'string' },
      data: { type: 'string' },
      accel: { type: 'string' },
      'warm-pool': { type: 'string' },
      'secret-key-file': { type: 'string' },
      ...STORAGE_OPTIONS,
      org: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, sub, name] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  const config = defaultConfig({
    ...(values.data ? { dataDir: resolve(values.data) } : {}),
    ...(values.listen ? { listen: parseListen(values.listen) } : {}),
    ...(values.accel ? { accel: parseAccel(values.accel) } : {}),
    ...(values['secret-key-file'] ? { secretKeyFile: resolve(values['secret-key-file']) } : {}),
    ...storageConfig(values, process.env),
  });
  if (values['warm-pool'] !== undefined) config.warmPool.perSource = parseCount(values['warm-pool'], '--warm-pool');

  if (command === 'serve') {
    const server = await startServer(config);
    const memory = server.host.clones ? 'cloned' : 'copied: run scripts/store.sh (docs/checkpoints.md)';
    const storage = `store ${config.postgresUrl ? 'postgres' : 'sqlite'}, objects ${config.s3 ? `s3 bucket ${config.s3.bucket}` : 'local'}`;
    console.log(
      `warren: serving ${server.url} (data ${config.dataDir}, ${storage}, accelerator ${server.host.accel}, memory files ${memory})`,
    );
    const stop = async () => {
      await server.close();
      process.exit(0);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return new Promise(() => {});
  }
  if (command === 'org' && sub === 'create' && name) {
    const store = await openStore({ sqlitePath: dbPath(config), postgresUrl: config.postgresUrl });
    try {
      console.log(await createOrg(store, name));
    } finally {
      await store.close();
    }
    return 0;
  }
  if (command === 'key' && sub === 'create' && values.org) {
    const store = await openStore({ sqlitePath: dbPath(config), postgresUrl: config.postgresUrl });
    try {
      console.log((await createKey(store, values.org)).key);
    } finally {
      await store.close();
    }
    return 0;
  }
  if (command === 'doctor') return doctor(config);
  console.error(USAGE);
  return 2;
}

function parseCount(value: string, flag: string): number {
  if (!/^\d{1,4}$/.test(value)) throw new Error(`${flag} wants a whole number, got ${value}`);
  return Number(value);
}

function parseAccel(value: string): 'auto' | 'kvm' | 'tcg' {
  if (value === 'auto' || value === 'kvm' || value === 'tcg') return value;
  throw new Error(`--accel wants auto, kvm or tcg, got ${value}`);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: Error) => {
    console.error(`warren: ${err.message}`);
    process.exit(1);
  },
);
