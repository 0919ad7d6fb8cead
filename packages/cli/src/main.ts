#!/usr/bin/env node
// `warren`: the operator's command line. Its interface is stable (scripts depend on it):
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

import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { serveStdio } from '@warren/mcp';
import {
  createKey,
  createOrg,
  dbPath,
  defaultConfig,
  openStore,
  orgLimits,
  parseLimit,
  parseListen,
  startServer,
} from '@warren/server';
import { doctor } from './doctor.ts';

const USAGE = `usage:
  warren serve [--listen HOST:PORT] [--data DIR] [--accel auto|kvm|tcg] [--warm-pool N]
               [--secret-key-file FILE]
  warren org create NAME [--data DIR]
  warren key create --org NAME [--operator] [--data DIR]
  warren org limits NAME [--acquisitions N|default] [--other N|default] [--data DIR]
  warren doctor
  warren mcp                                   MCP tools over stdio (SVC_TOKEN, SVC_API_URL)`;

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
      org: { type: 'string' },
      operator: { type: 'boolean' },
      acquisitions: { type: 'string' },
      other: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, sub, name] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const config = defaultConfig({
    ...(values.data ? { dataDir: resolve(values.data) } : {}),
    ...(values.listen ? { listen: parseListen(values.listen) } : {}),
    ...(values.accel ? { accel: parseAccel(values.accel) } : {}),
    ...(values['secret-key-file'] ? { secretKeyFile: resolve(values['secret-key-file']) } : {}),
  });
  if (values['warm-pool'] !== undefined) config.warmPool.perSource = parseCount(values['warm-pool'], '--warm-pool');

  if (command === 'serve') {
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
    return new Promise(() => {});
  }
  if (command === 'org' && sub === 'create' && name) {
    const store = await openStore({ sqlitePath: dbPath(config) });
    try {
      console.log(await createOrg(store, name));
    } finally {
      await store.close();
    }
    return 0;
  }
  if (command === 'org' && sub === 'limits' && name) {
    const change = {
      acquisitions: values.acquisitions === undefined ? undefined : parseLimit(values.acquisitions, '--acquisitions'),
      other: values.other === undefined ? undefined : parseLimit(values.other, '--other'),
    };
    const store = await openStore({ sqlitePath: dbPath(config) });
    try {
      const limits = await orgLimits(store, name, config.rateLimits, change);
      for (const [label, l] of [
        ['acquisitions', limits.acquisitionsPerMinute],
        ['other', limits.otherPerMinute],
      ] as const) {
        console.log(`${label} ${l.value} per minute${l.isDefault ? ' (default)' : ''}`);
      }
    } finally {
      await store.close();
    }
    return 0;
  }
  if (command === 'key' && sub === 'create' && values.org) {
    const store = await openStore({ sqlitePath: dbPath(config) });
    try {
      console.log((await createKey(store, values.org, { operator: values.operator })).key);
    } finally {
      await store.close();
    }
    return 0;
  }
  if (command === 'doctor') return doctor(config);
  if (command === 'mcp') {
    await serveStdio();
    return 0;
  }
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
