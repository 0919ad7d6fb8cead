#!/usr/bin/env node
// `warren`: the operator's command line. Its interface is stable (scripts depend on it):
//   warren serve [--listen HOST:PORT] [--data DIR] [--accel auto|kvm|tcg] [--warm-pool N]
//                [--secret-key-file FILE] [STORAGE]
//                                                N: ready restores kept per template (0: none)
//                                                FILE: 32 bytes in base64 sealing stored secrets
//   warren org create NAME [--data DIR] [--postgres URL]         prints the organization id
//   warren key create --org NAME [--operator] [--data DIR] [--postgres URL]
//                                                prints a new API key (shown once); an operator
//                                                key may also read every organization's usage
//   warren org limits NAME [--acquisitions N|default] [--other N|default] [--data DIR]
//                                                sets (or shows) the organization's requests per
//                                                minute; the running server applies it at once
//   warren invite create EMAIL [--data DIR] [--url BASE]
//                                                prints a one-time invitation link (7 days)
//   STORAGE (docs/storage.md): [--postgres URL] store in PostgreSQL instead of SQLite;
//     [--s3-bucket NAME [--s3-endpoint URL] [--s3-region R] [--s3-credentials-file FILE]]
//     durable objects in an S3-compatible bucket (credentials from FILE or AWS_ACCESS_KEY_ID and
//     AWS_SECRET_ACCESS_KEY) instead of the data directory
//   warren doctor                                says which accelerator is in use and what is missing

import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { serveStdio } from '@warren/mcp';
import {
  createInvitation,
  createKey,
  createOrg,
  dbPath,
  defaultConfig,
  invitationLink,
  openStore,
  orgLimits,
  parseLimit,
  parseListen,
  startServer,
} from '@warren/server';
import { doctor } from './doctor.ts';
import { STORAGE_OPTIONS, storageConfig } from './storage.ts';

const USAGE = `usage:
  warren serve [--listen HOST:PORT] [--data DIR] [--accel auto|kvm|tcg] [--warm-pool N]
               [--secret-key-file FILE] [--postgres URL]
               [--s3-bucket NAME [--s3-endpoint URL] [--s3-region R] [--s3-credentials-file FILE]]
  warren org create NAME [--data DIR] [--postgres URL]
  warren key create --org NAME [--operator] [--data DIR] [--postgres URL]
  warren org limits NAME [--acquisitions N|default] [--other N|default] [--data DIR] [--postgres URL]
  warren invite create EMAIL [--data DIR] [--url BASE] [--postgres URL]
                                               (BASE: the server's URL, default http://127.0.0.1:8080)
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
      ...STORAGE_OPTIONS,
      org: { type: 'string' },
      operator: { type: 'boolean' },
      acquisitions: { type: 'string' },
      other: { type: 'string' },
      url: { type: 'string' },
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
  if (command === 'org' && sub === 'limits' && name) {
    const change = {
      acquisitions: values.acquisitions === undefined ? undefined : parseLimit(values.acquisitions, '--acquisitions'),
      other: values.other === undefined ? undefined : parseLimit(values.other, '--other'),
    };
    const store = await openStore({ sqlitePath: dbPath(config), postgresUrl: config.postgresUrl });
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
    const store = await openStore({ sqlitePath: dbPath(config), postgresUrl: config.postgresUrl });
    try {
      console.log((await createKey(store, values.org, { operator: values.operator })).key);
    } finally {
      await store.close();
    }
    return 0;
  }
  if (command === 'invite' && sub === 'create' && name) {
    const store = await openStore({ sqlitePath: dbPath(config), postgresUrl: config.postgresUrl });
    try {
      const inv = await createInvitation(store, {
        email: name,
        orgId: null,
        invitedBy: 'operator',
        ttlS: config.accounts.invitationTtlS,
      });
      console.log(invitationLink(values.url ?? 'http://127.0.0.1:8080', inv.token));
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
