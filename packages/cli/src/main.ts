#!/usr/bin/env node
// `warren`: the operator's command line. Its interface is stable (scripts depend on it):
//   warren serve [--listen HOST:PORT] [--data DIR] [--accel auto|kvm|tcg] [--warm-pool N]
//                [--secret-key-file FILE] [--public-host NAME] [--edge-ports A-B]
//                [--tls-cert FILE --tls-key FILE]
//                                                N: ready restores kept per template (0: none)
//                                                FILE: 32 bytes in base64 sealing stored secrets
//                                                NAME, A-B: host and ports of public URLs (docs/edge.md)
//   warren org create NAME [--data DIR]          prints the organization id
//   warren key create --org NAME [--data DIR]    prints a new API key (shown once)
//   warren doctor                                says which accelerator is in use and what is missing

import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  createKey,
  createOrg,
  dbPath,
  defaultConfig,
  openStore,
  parseListen,
  parsePortRange,
  startServer,
} from '@warren/server';
import { doctor } from './doctor.ts';

const USAGE = `usage:
  warren serve [--listen HOST:PORT] [--data DIR] [--accel auto|kvm|tcg] [--warm-pool N]
               [--secret-key-file FILE] [--public-host NAME] [--edge-ports A-B]
               [--tls-cert FILE --tls-key FILE]
  warren org create NAME [--data DIR]
  warren key create --org NAME [--data DIR]
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
      'public-host': { type: 'string' },
      'edge-ports': { type: 'string' },
      'tls-cert': { type: 'string' },
      'tls-key': { type: 'string' },
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
  });
  if (values['public-host']) config.edge.publicHost = values['public-host'];
  if (values['edge-ports']) config.edge.ports = parsePortRange(values['edge-ports']);
  if (Boolean(values['tls-cert']) !== Boolean(values['tls-key']))
    throw new Error('give --tls-cert and --tls-key together');
  if (values['tls-cert'] && values['tls-key']) {
    config.edge.tls = { certFile: resolve(values['tls-cert']), keyFile: resolve(values['tls-key']) };
  }
  if (values['warm-pool'] !== undefined) config.warmPool.perSource = parseCount(values['warm-pool'], '--warm-pool');

  if (command === 'serve') {
    const server = await startServer(config);
    const memory = server.host.clones ? 'cloned' : 'copied: run scripts/store.sh (docs/checkpoints.md)';
    console.log(
      `warren: serving ${server.url} (data ${config.dataDir}, accelerator ${server.host.accel}, memory files ${memory})`,
    );
    const { publicHost, ports, caCertFile } = server.edge;
    const trust = caCertFile ? `CA certificate ${caCertFile}` : 'operator certificate';
    console.log(`warren: edge https://${publicHost}:${ports.first}-${ports.last} (${trust})`);
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
  if (command === 'key' && sub === 'create' && values.org) {
    const store = await openStore({ sqlitePath: dbPath(config) });
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
