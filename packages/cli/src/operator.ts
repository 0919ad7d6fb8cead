// The operator's commands: they work on this machine's data directory, not through the API.
// Their interface is stable (scripts depend on it):
//   warren serve [--listen HOST:PORT] [--data DIR] [--accel auto|kvm|tcg] [--warm-pool N]
//                [--secret-key-file FILE] [--public-host NAME] [--edge-ports A-B]
//                [--tls-cert FILE --tls-key FILE] [--stop-sandboxes-on-exit] [--orphan-timeout T]
//                [--idle-after T] [--expiry-notice T] [--webhook-allow CIDR]
//                [--jail-uids FIRST-LAST] [--disk-reserve SIZE] [--egress-dns HOST:PORT] [STORAGE]
//                [--no-e2b | [--e2b-listen HOST:PORT] [--e2b-sandbox-listen HOST:PORT]
//                            [--e2b-domain NAME [--e2b-domain-listen HOST:PORT]]]
//                                                the E2B-compatible API and its header-routed
//                                                sandbox origin, by default on the two ports after
//                                                --listen's; NAME: wildcard routing (docs/e2b.md)
//                                                N: ready restores kept per template (0: none)
//                                                a stop (SIGTERM, SIGINT) leaves sandboxes running
//                                                for the next start to adopt, unless
//                                                --stop-sandboxes-on-exit; VMs outliving the server
//                                                by T (default 10m, 0: never) are killed
//                                                (docs/restarts.md)
//                                                FILE: 32 bytes in base64 sealing stored secrets
//                                                NAME, A-B: host and ports of public URLs (docs/edge.md)
//                                                --idle-after: a running sandbox with no API call
//                                                and no work this long sleeps (default 60s)
//                                                --expiry-notice: the `expiring` event this long
//                                                before a sandbox's expiry (default 5m)
//                                                --webhook-allow CIDR (repeatable): webhooks may
//                                                reach it too (default: public addresses only)
//   warren api (--host URL | --postgres URL) --host-secret-file FILE [--host-ca FILE]
//              [--host-loss-timeout T] [--replicas N] [--listen HOST:PORT] [--data DIR]
//              [--secret-key-file FILE] [--public-host NAME] [--edge-ports A-B]
//              [--tls-cert FILE --tls-key FILE] [--idle-after T] [--expiry-notice T]
//              [--webhook-allow CIDR] [STORAGE]
//                                                the API and edge of `warren serve` without its host
//                                                agent: drives the `warren host` at URL, or without
//                                                --host every host registered in the PostgreSQL
//                                                store (a host silent for T, default 30s, is lost),
//                                                with the cluster secret in FILE; N api replicas
//                                                share each organization's rate limits
//                                                (docs/hosts.md, docs/deploy.md)
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
//   warren recover VM_ID [--api-url BASE] [--token KEY]
//                                                a new sandbox from an interrupted one's latest
//                                                durable snapshot; prints its id. Through the
//                                                running server (POST /vms/{id}/recover) with an
//                                                operator key (SVC_TOKEN); BASE default
//                                                http://127.0.0.1:8080 (SVC_API_URL)
//   warren doctor                                says which accelerator is in use and what is missing
// The server package is loaded only when one of these runs, so user commands start fast.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Command, Option } from 'commander';
import { storageFromFlags } from './storage.ts';

interface ServerFlags {
  data?: string;
  listen?: string;
  accel?: string;
  warmPool?: string;
  secretKeyFile?: string;
  publicHost?: string;
  edgePorts?: string;
  tlsCert?: string;
  tlsKey?: string;
  postgres?: string;
  s3Bucket?: string;
  s3Endpoint?: string;
  s3Region?: string;
  s3CredentialsFile?: string;
  stopSandboxesOnExit?: boolean;
  orphanTimeout?: string;
  jailUids?: string;
  diskReserve?: string;
  egressDns?: string;
  idleAfter?: string;
  expiryNotice?: string;
  webhookAllow?: string[];
  e2b?: boolean;
  e2bListen?: string;
  e2bSandboxListen?: string;
  e2bDomain?: string;
  e2bDomainListen?: string;
}

interface ApiFlags extends ServerFlags {
  host?: string;
  hostSecretFile: string;
  hostCa?: string;
  hostLossTimeout?: string;
  replicas?: string;
}

async function configFrom(flags: ServerFlags) {
  const { defaultConfig, parseDuration, parseListen, parsePortRange, parseSize, parseUidRange } = await import(
    '@warren/server'
  );
  const storage = storageFromFlags(flags, process.env);
  const config = defaultConfig({
    ...(flags.data ? { dataDir: resolve(flags.data) } : {}),
    ...(flags.listen ? { listen: parseListen(flags.listen) } : {}),
    ...(flags.accel ? { accel: parseAccel(flags.accel) } : {}),
    ...(flags.secretKeyFile ? { secretKeyFile: resolve(flags.secretKeyFile) } : {}),
    ...storage,
  });
  if (flags.publicHost) config.edge.publicHost = flags.publicHost;
  if (flags.edgePorts) config.edge.ports = parsePortRange(flags.edgePorts);
  if (Boolean(flags.tlsCert) !== Boolean(flags.tlsKey)) throw new Error('give --tls-cert and --tls-key together');
  if (flags.tlsCert && flags.tlsKey) {
    config.edge.tls = { certFile: resolve(flags.tlsCert), keyFile: resolve(flags.tlsKey) };
  }
  if (flags.warmPool !== undefined) config.warmPool.perSource = parseCount(flags.warmPool, '--warm-pool');
  if (flags.jailUids !== undefined) config.jail = { uids: parseUidRange(flags.jailUids) };
  if (flags.diskReserve !== undefined) config.diskReserveBytes = parseSize(flags.diskReserve, '--disk-reserve');
  if (flags.egressDns !== undefined) config.egressDns = flags.egressDns;
  if (flags.orphanTimeout !== undefined)
    config.orphanTimeoutMs = parseDuration(flags.orphanTimeout, '--orphan-timeout');
  if (flags.idleAfter !== undefined) {
    const idleAfterMs = parseDuration(flags.idleAfter, '--idle-after');
    if (idleAfterMs < 1000) throw new Error('--idle-after wants at least 1s');
    // Looked at a few times per period, at least every 10 s.
    config.idle = { idleAfterMs, checkEveryMs: Math.min(10_000, Math.max(500, idleAfterMs / 4)) };
  }
  if (flags.webhookAllow?.length) config.webhooks = { ...config.webhooks, allow: flags.webhookAllow };
  if (flags.expiryNotice !== undefined) {
    config.lifetimes = { ...config.lifetimes, noticeMs: parseDuration(flags.expiryNotice, '--expiry-notice') };
  }
  config.e2b = await e2bFrom(flags, config.listen);
  return config;
}

/**
 * The E2B-compatible front (docs/e2b.md): on by default (its API and sandbox origin on the two
 * ports after --listen's), off with --no-e2b.
 */
async function e2bFrom(flags: ServerFlags, listen: { host: string; port: number }) {
  if (flags.e2b === false) return undefined;
  const { defaultE2b, parseListen } = await import('@warren/server');
  const e2b = defaultE2b(listen);
  if (flags.e2bListen) e2b.listen = parseListen(flags.e2bListen);
  if (flags.e2bSandboxListen) e2b.sandboxListen = parseListen(flags.e2bSandboxListen);
  if (flags.e2bListen || flags.e2bSandboxListen) e2b.anyPortIfBusy = false;
  if (flags.e2bDomain) {
    if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i.test(flags.e2bDomain)) {
      throw new Error(
        `--e2b-domain wants a DNS name such as sandbox.example.com, got ${JSON.stringify(flags.e2bDomain)}`,
      );
    }
    e2b.domain = flags.e2bDomain.toLowerCase();
    e2b.domainListen = flags.e2bDomainListen ? parseListen(flags.e2bDomainListen) : { host: listen.host, port: 443 };
  } else if (flags.e2bDomainListen) {
    throw new Error('--e2b-domain-listen needs --e2b-domain');
  }
  return e2b;
}

/** The lines that point E2B's SDKs at this server (docs/e2b.md). */
function e2bLines(server: import('@warren/server').RunningServer): string[] {
  const e2b = server.e2b;
  if (!e2b) return [];
  const lines = [`warren: E2B-compatible API (docs/e2b.md); for code written for E2B's SDK:`];
  lines.push(`  export E2B_API_URL=${e2b.apiUrl} E2B_SANDBOX_URL=${e2b.sandboxUrl} E2B_API_KEY=<a Warren key>`);
  if (e2b.domain) {
    const ca = server.edge.caCertFile ? ` NODE_EXTRA_CA_CERTS=${server.edge.caCertFile}` : '';
    lines.push(`  or, with wildcard DNS for *.${e2b.domain.replace(/:\d+$/, '')}:`);
    lines.push(`  export E2B_API_URL=${e2b.apiUrl} E2B_DOMAIN=${e2b.domain} E2B_API_KEY=<a Warren key>${ca}`);
  }
  return lines;
}

/** Serves until SIGINT or SIGTERM, then closes the server (its sandboxes as configured) and exits. */
async function runServer(config: import('@warren/server').ServerConfig): Promise<never> {
  const { startServer } = await import('@warren/server');
  const server = await startServer(config);
  const memory = server.host.clones ? 'cloned' : 'copied: run scripts/store.sh (docs/checkpoints.md)';
  const storage = `store ${config.postgresUrl ? 'postgres' : 'sqlite'}, objects ${config.s3 ? `s3 bucket ${config.s3.bucket}` : 'local'}`;
  const where = config.remoteHost
    ? `host ${server.host.node} at ${config.remoteHost.url}`
    : config.cluster
      ? `hosts registered in the store: ${
          server.host
            .agents()
            .map((a) => a.node)
            .join(', ') || 'none yet'
        }`
      : `accelerator ${server.host.accel}, memory files ${memory}`;
  console.log(`warren: serving ${server.url} (data ${config.dataDir}, ${storage}, ${where})`);
  const { publicHost, ports, caCertFile } = server.edge;
  const trust = caCertFile ? `CA certificate ${caCertFile}` : 'operator certificate';
  console.log(`warren: edge https://${publicHost}:${ports.first}-${ports.last} (${trust})`);
  for (const line of e2bLines(server)) console.log(line);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise<never>(() => {});
}

function checkHostUrl(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {}
  if (!url || !['http:', 'https:'].includes(url.protocol)) {
    throw new Error(`--host wants http://HOST:PORT or https://HOST:PORT, got ${JSON.stringify(value)}`);
  }
  return value.replace(/\/+$/, '');
}

/** The E2B-compatible front's flags (docs/e2b.md). */
function e2bOptions(cmd: Command): Command {
  return cmd
    .option('--no-e2b', 'no E2B-compatible API')
    .option('--e2b-listen <host:port>', "the E2B-compatible API's address (default: --listen's port + 1)")
    .option('--e2b-sandbox-listen <host:port>', "its header-routed sandbox origin (default: --listen's port + 2)")
    .option('--e2b-domain <name>', 'wildcard routing: https://{port}-{sandbox id}.NAME on --e2b-domain-listen')
    .option(
      '--e2b-domain-listen <host:port>',
      "where the wildcard origin listens (default: --listen's host, port 443)",
    );
}

/** The storage flags (docs/storage.md) on a command that opens the store or serves. */
function storageOptions(cmd: Command, objects: boolean): Command {
  cmd.option('--postgres <url>', 'store in PostgreSQL instead of SQLite');
  if (!objects) return cmd;
  return cmd
    .option('--s3-bucket <name>', 'durable objects in this S3-compatible bucket')
    .option('--s3-endpoint <url>', 'the S3-compatible endpoint')
    .option('--s3-region <r>', 'the bucket region')
    .option('--s3-credentials-file <file>', '{"access_key_id", "secret_access_key"}');
}

/** Opens the data directory's store for `fn` and closes it after. */
async function withStore<T>(flags: ServerFlags, fn: (store: import('@warren/server').Store) => Promise<T>) {
  const { dbPath, openStore } = await import('@warren/server');
  const config = await configFrom(flags);
  const store = await openStore({ sqlitePath: dbPath(config), postgresUrl: config.postgresUrl });
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}

export function registerOperatorCommands(program: Command): void {
  const serve = program
    .command('serve')
    .description('run the service: API, host agent and edge in one process')
    .option('--listen <host:port>', 'address to listen on')
    .option('--data <dir>', 'data directory')
    .option('--accel <auto|kvm|tcg>', 'accelerator')
    .option('--warm-pool <n>', 'ready restores kept per template (0: none)')
    .option('--secret-key-file <file>', '32 bytes in base64 sealing stored secrets')
    .option('--public-host <name>', 'host name of public URLs (docs/edge.md)')
    .option('--edge-ports <a-b>', 'ports of public URLs')
    .option('--tls-cert <file>', 'certificate of the public edge')
    .option('--tls-key <file>', 'its key')
    .option('--stop-sandboxes-on-exit', 'a stop also stops every sandbox (default: they keep running)')
    .option('--orphan-timeout <duration>', 'kill VMs the server has been gone this long (default 10m; 0: never)')
    .option('--jail-uids <first-last>', 'uids of jailed VMs, one each (default 1879048192-1879113727)')
    .option('--disk-reserve <size>', 'free space on the data store guests may not write into (default 2G or 5 %)')
    .option('--egress-dns <host:port>', "resolver of sandboxes with egress rules (default: resolv.conf's first)")
    .option('--idle-after <duration>', 'a running sandbox with no API call and no work this long sleeps (default 60s)')
    .option('--expiry-notice <duration>', "a sandbox's `expiring` event comes this long before its expiry (default 5m)")
    .option(
      '--webhook-allow <cidr>',
      'webhooks may also reach these addresses (repeatable; default: public addresses only)',
      (v: string, all: string[]) => [...all, v],
      [] as string[],
    );
  e2bOptions(serve);
  storageOptions(serve, true).action(async (flags: ServerFlags) => {
    const config = await configFrom(flags);
    // A restart or an upgrade is not an outage: the next start adopts the running VMs.
    config.keepSandboxesOnStop = !flags.stopSandboxesOnExit;
    await runServer(config);
  });

  const api = program
    .command('api')
    .description('run the API and edge, driving `warren host`s elsewhere (docs/hosts.md, docs/deploy.md)')
    .option('--host <url>', "one host's internal API (its mgmtd_addr): http://HOST:PORT or https://")
    .requiredOption('--host-secret-file <file>', 'the cluster secret')
    .option('--host-ca <file>', "CA certificate an https host's certificate chains to")
    .option('--host-loss-timeout <duration>', 'a registered host silent this long is lost (default 30s)')
    .option('--replicas <n>', 'api replicas sharing the rate limits (default 1)')
    .option('--listen <host:port>', 'address to listen on')
    .option('--data <dir>', 'data directory')
    .option('--secret-key-file <file>', '32 bytes in base64 sealing stored secrets')
    .option('--public-host <name>', 'host name of public URLs (docs/edge.md)')
    .option('--edge-ports <a-b>', 'ports of public URLs')
    .option('--tls-cert <file>', 'certificate of the public edge')
    .option('--tls-key <file>', 'its key')
    .option('--idle-after <duration>', 'a running sandbox with no API call and no work this long sleeps (default 60s)')
    .option('--expiry-notice <duration>', "a sandbox's `expiring` event comes this long before its expiry (default 5m)")
    .option(
      '--webhook-allow <cidr>',
      'webhooks may also reach these addresses (repeatable; default: public addresses only)',
      (v: string, all: string[]) => [...all, v],
      [] as string[],
    );
  e2bOptions(api);
  storageOptions(api, true).action(async (flags: ApiFlags) => {
    if (!flags.host && !flags.postgres) {
      api.error('give --host URL (one host), or --postgres URL (the hosts registered there)', { exitCode: 2 });
    }
    const { parseDuration, readSecretFile } = await import('@warren/server');
    const config = await configFrom(flags);
    const secret = readSecretFile(resolve(flags.hostSecretFile));
    const ca = flags.hostCa ? readFileSync(resolve(flags.hostCa), 'utf8') : undefined;
    if (flags.host) {
      config.remoteHost = { url: checkHostUrl(flags.host), secret, ...(ca ? { ca } : {}) };
    } else {
      config.cluster = {
        secret,
        ...(ca ? { ca } : {}),
        lossTimeoutMs:
          flags.hostLossTimeout === undefined ? 30_000 : parseDuration(flags.hostLossTimeout, '--host-loss-timeout'),
        pollMs: 1000,
      };
    }
    if (flags.replicas !== undefined) {
      config.rateLimits = { ...config.rateLimits, replicas: Math.max(1, parseCount(flags.replicas, '--replicas')) };
    }
    await runServer(config);
  });

  const org = program.command('org').description('organizations (on this machine)');
  storageOptions(org.command('create <name>'), false)
    .description('create an organization; prints its id')
    .option('--data <dir>', 'data directory')
    .action(async (name: string, flags: ServerFlags) => {
      const { createOrg } = await import('@warren/server');
      console.log(await withStore(flags, (store) => createOrg(store, name)));
    });
  storageOptions(org.command('limits <name>'), false)
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

  const key = program.command('key').description('API keys (on this machine)');
  storageOptions(key.command('create'), false)
    .description('create an API key; prints it (shown once)')
    .requiredOption('--org <name>', 'the organization')
    .option('--operator', 'may also read every organization’s usage')
    .option('--data <dir>', 'data directory')
    .action(async (flags: ServerFlags & { org: string; operator?: boolean }) => {
      const { createKey } = await import('@warren/server');
      const key = await withStore(flags, (store) => createKey(store, flags.org, { operator: flags.operator }));
      console.log(key.key);
    });

  const invite = program.command('invite').description('invitations (on this machine)');
  storageOptions(invite.command('create <email>'), false)
    .description('prints a one-time invitation link (7 days)')
    .option('--data <dir>', 'data directory')
    .option('--url <base>', "the server's URL", 'http://127.0.0.1:8080')
    .action(async (email: string, flags: ServerFlags & { url: string }) => {
      const { createInvitation, invitationLink } = await import('@warren/server');
      const config = await configFrom(flags);
      const inv = await withStore(flags, (store) =>
        createInvitation(store, { email, orgId: null, invitedBy: 'operator', ttlS: config.accounts.invitationTtlS }),
      );
      console.log(invitationLink(flags.url, inv.token));
    });

  program
    .command('recover <vm>')
    .description("a new sandbox from an interrupted sandbox's latest durable snapshot; prints its id")
    .addOption(new Option('--token <key>', 'an operator key').env('SVC_TOKEN'))
    .addOption(new Option('--api-url <url>', "the server's URL").env('SVC_API_URL').default('http://127.0.0.1:8080'))
    .action(async (vmId: string, flags: { token?: string; apiUrl: string }) => {
      console.log(await recover(vmId, flags.apiUrl, flags.token));
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

/**
 * Recovery needs the server's services (the object store, the host agent that restores), so it is
 * asked of the running server rather than done on the data directory beside it.
 */
async function recover(vmId: string, apiUrl: string, token: string | undefined): Promise<string> {
  if (!token) throw new Error('warren recover needs an operator key: --token KEY or SVC_TOKEN');
  const url = `${apiUrl.replace(/\/+$/, '')}/vms/${encodeURIComponent(vmId)}/recover`;
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  } catch (err) {
    throw new Error(`cannot reach ${apiUrl}: ${(err as Error).message}`);
  }
  const body = (await res.json().catch(() => ({}))) as { vm_id?: string; error?: string; message?: string };
  if (res.status !== 201 || !body.vm_id) {
    throw new Error(`recover of ${vmId}: ${body.error ?? 'failed'} (HTTP ${res.status}): ${body.message ?? ''}`.trim());
  }
  return body.vm_id;
}
