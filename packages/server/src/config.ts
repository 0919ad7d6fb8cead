// Server configuration: read once (from CLI flags), validated, and passed down. Nothing below
// this module reads process.env.

import { totalmem } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './api/rate-limit.ts';
import type { RegistryConfig } from './cluster/registry.ts';
import { type AccountsConfig, DEFAULT_ACCOUNTS } from './control/access/accounts.ts';
import { type CodeLimits, DEFAULT_CODE_LIMITS } from './control/code/runs.ts';
import { DEFAULT_LIFETIMES, type LifetimeConfig } from './control/lifetimes/expiry.ts';
import { DEFAULT_METRICS, type MetricsConfig } from './control/metering/metrics.ts';
import { DEFAULT_WEBHOOK_DELIVERY, type WebhookDeliveryConfig } from './control/webhooks/delivery.ts';
import type { RestoreMemory } from './host/host-agent-api.ts';
import type { JailConfig } from './host/jail/jail.ts';
import type { WarmPoolLimits } from './host/warm-pool.ts';
import type { S3Config } from './objects/s3.ts';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
/** The data store scripts/store.sh prepares: a filesystem that clones files (docs/checkpoints.md). */
export const STORE_DIR = '/var/lib/warren';

export interface ServerConfig {
  /** host:port to listen on. */
  listen: { host: string; port: number };
  /** Everything the service keeps: database, objects, sandbox run directories. */
  dataDir: string;
  /** Guest kernel, initramfs and locally built images (output of guest/build.sh). */
  buildDir: string;
  accel: 'auto' | 'kvm' | 'tcg';
  /** Name of this host in the `node` field. */
  node: string;
  /** Sandboxes per organization in running, creating, paused and slept. */
  sandboxCap: number;
  /** MiB an organization's live volumes may hold in all (their size_mb summed). */
  volumeCapMb: number;
  /** Image used for an empty create body. */
  defaultImage: string;
  rateLimits: RateLimits;
  /** Guest memory this host may hand out to resident sandboxes, in MiB. */
  hostMemoryMb: number;
  /** Idle policy: sleep after this long without API calls or work; checked this often. */
  idle: { idleAfterMs: number; checkEveryMs: number };
  /** Lifetime policy: the `expiring` event this long before an expiry; checked this often. */
  lifetimes: LifetimeConfig;
  /**
   * Webhooks (docs/webhooks.md): CIDRs they may reach beyond public addresses (`--webhook-allow`),
   * and how deliveries are retried.
   */
  webhooks: { allow: string[]; delivery: WebhookDeliveryConfig };
  /** Restores of recently used templates kept ready (docs/checkpoints.md, "Warm pool"). */
  warmPool: WarmPoolLimits;
  /** Code contexts' limits (docs/code.md, "Limits"): output a run may produce. */
  code: CodeLimits;
  /**
   * The key that seals stored secrets (registry credentials): a file holding 32 bytes in base64,
   * which must exist. Default: `secret.key` in the data directory, made on first start.
   */
  secretKeyFile?: string;
  /** Sampling, history and usage intervals and retention (docs/observability.md). */
  metrics: MetricsConfig;
  /** Lifetimes of invitations, sessions and OAuth tokens; sign-in limits (docs/accounts.md). */
  accounts: AccountsConfig;
  /** The store in PostgreSQL (postgres://...) instead of SQLite in the data directory (docs/storage.md). */
  postgresUrl?: string;
  /** Durable objects in an S3-compatible bucket instead of `objects/` in the data directory. */
  s3?: S3Config;
  /** The public edge (docs/edge.md). */
  edge: EdgeConfig;
  /** The E2B-compatible API and its sandbox origins (docs/e2b.md); unset: off. */
  e2b?: E2bConfig;
  /**
   * close() leaves sandboxes running for the next start to adopt (docs/restarts.md). `warren
   * serve` sets it unless --stop-sandboxes-on-exit; embedded uses (tests) stop them.
   */
  keepSandboxesOnStop: boolean;
  /** The watchdog kills this host's VMs once the server is gone this long (0: no watchdog). */
  orphanTimeoutMs: number;
  /**
   * The jail every QEMU starts in (docs/security.md): always on; `uids` moves its uid range
   * (`--jail-uids FIRST-LAST`). `enabled: false` exists only for bench/confinement.ts.
   */
  jail?: Partial<JailConfig>;
  /**
   * Free space on the data store no guest may write into (docs/security.md, "Disk reserve");
   * `--disk-reserve SIZE`. Default: the larger of 2 GiB and 5 % of the store.
   */
  diskReserveBytes?: number;
  /**
   * How restores get their RAM (host-agent-api.ts RestoreMemory): `map` (the default) shares the
   * checkpoint's pages; `copy` exists for bench/density.ts's comparison.
   */
  restoreMemory?: RestoreMemory;
  /** TCG's translation cache per VM in MiB (vmm/qemu.ts TCG_TB_MIB); for bench/density.ts's comparison. */
  tcgTbMib?: number;
  /**
   * The resolver sandboxes with egress rules resolve through (`--egress-dns HOST:PORT`,
   * docs/network.md). Default: the first nameserver of the host's /etc/resolv.conf.
   */
  egressDns?: string;
  /**
   * The host agent the control plane drives: unset, one in this process (`warren serve`); set, a
   * `warren host` at this address (`warren api`, docs/hosts.md). The flags above that shape the
   * host agent (accel, node, warmPool, keepSandboxesOnStop, orphanTimeoutMs) are then that host's.
   */
  remoteHost?: RemoteHostConfig;
  /**
   * `warren api` over every host registered in its (PostgreSQL) store, as one of several replicas
   * (docs/deploy.md); remoteHost is then unset.
   */
  cluster?: RegistryConfig;
}

export interface RemoteHostConfig {
  /** http://HOST:PORT or https://HOST:PORT: the host's internal API (its mgmtd_addr). */
  url: string;
  /** The cluster secret. */
  secret: string;
  /** CA certificate (PEM) an https host's certificate must chain to. */
  ca?: string;
}

export interface EdgeConfig {
  /** Public ports the edge hands out, inclusive. Its listeners bind the API's listen host. */
  ports: { first: number; last: number };
  /**
   * Host name (or address) in public URLs and in the local CA's certificate. Default: `localhost`
   * when the API listens on a loopback or wildcard address, else the listen address.
   */
  publicHost?: string;
  /** The operator's certificate and key (PEM files); default: issued by the local CA. */
  tls?: { certFile: string; keyFile: string };
}

export interface E2bConfig {
  /** The REST API's listener (E2B_API_URL). */
  listen: { host: string; port: number };
  /** The sandbox origin routed by E2b-Sandbox-Id/Port headers (E2B_SANDBOX_URL), plain HTTP. */
  sandboxListen: { host: string; port: number };
  /**
   * Wildcard routing: `https://{port}-{id}.{domain}` on domainListen (TLS with the edge's
   * certificate, which then names `*.{domain}`); answers carry it as the sandboxes' domain.
   */
  domain?: string;
  /** Where the wildcard origin listens (default: the API's host, port 443). */
  domainListen?: { host: string; port: number };
  /** The shape of E2B sandboxes made from an image (default: Warren's, 2 vCPU and 1024 MiB). */
  shape?: { cpus: number; memory_mb: number };
  /**
   * The two ports were derived from Warren's, not asked for: one that is taken is replaced by any
   * free port (the printed lines say which) instead of stopping the start.
   */
  anyPortIfBusy?: boolean;
}

/**
 * `warren serve`'s E2B-compatible front by default: the API on the port after Warren's, the
 * sandbox origin on the one after that (both any free port when Warren's is 0).
 */
export function defaultE2b(listen: { host: string; port: number }): E2bConfig {
  const next = (n: number) => (listen.port === 0 ? 0 : listen.port + n);
  return {
    listen: { host: listen.host, port: next(1) },
    sandboxListen: { host: listen.host, port: next(2) },
    anyPortIfBusy: true,
  };
}

/** How long VMs outlive their server before the watchdog kills them (`--orphan-timeout`). */
export const DEFAULT_ORPHAN_TIMEOUT_MS = 10 * 60_000;

/** `--orphan-timeout`: seconds (`600`) or with a unit (`90s`, `10m`, `1h`); 0 turns the watchdog off. */
export function parseDuration(value: string, flag: string): number {
  const m = /^(\d{1,6}(?:\.\d{1,3})?)(ms|s|m|h)?$/.exec(value);
  if (!m) throw new Error(`${flag} wants a duration such as 600, 90s, 10m or 1h, got ${JSON.stringify(value)}`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[(m[2] ?? 's') as 'ms' | 's' | 'm' | 'h'];
  return Math.round(Number(m[1]) * unit);
}

/** A size such as 2G, 500M or 1048576 (bytes), in bytes; powers of 1024. */
export function parseSize(value: string, flag: string): number {
  const m = /^(\d{1,12}(?:\.\d{1,3})?)([KMGT])?i?B?$/i.exec(value);
  if (!m) throw new Error(`${flag} wants a size such as 2G, 500M or 1048576, got ${JSON.stringify(value)}`);
  const power = ' KMGT'.indexOf((m[2] ?? ' ').toUpperCase());
  return Math.round(Number(m[1]) * 1024 ** power);
}

/** Below Linux's ephemeral range (32768-60999), so outgoing connections never hold one. */
export const DEFAULT_EDGE_PORTS = { first: 30000, last: 30999 };

/** `A-B` (inclusive) as the edge's public port range. */
export function parsePortRange(value: string): { first: number; last: number } {
  const m = /^(\d{1,5})-(\d{1,5})$/.exec(value);
  const first = Number(m?.[1]);
  const last = Number(m?.[2]);
  if (!m || first < 1 || last > 65535 || first > last) {
    throw new Error(`--edge-ports wants FIRST-LAST within 1-65535, got ${JSON.stringify(value)}`);
  }
  return { first, last };
}

/** The host name public URLs carry (EdgeConfig.publicHost). */
export function publicHost(c: Pick<ServerConfig, 'listen' | 'edge'>): string {
  if (c.edge.publicHost) return c.edge.publicHost;
  const h = c.listen.host;
  return h === '0.0.0.0' || h === '::' || h.startsWith('127.') || h === '::1' || h === '' ? 'localhost' : h;
}

export function parseListen(value: string): { host: string; port: number } {
  const m = /^(.*):(\d+)$/.exec(value);
  if (!m) throw new Error(`--listen wants HOST:PORT, got ${JSON.stringify(value)}`);
  const port = Number(m[2]);
  if (port > 65535) throw new Error(`port out of range: ${port}`);
  return { host: m[1] || '127.0.0.1', port };
}

export function defaultConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  // Small templates keep as many restores as the budget holds (24 of 128 MiB in 3 GiB), so a run
  // of creates comes from the pool; a 1 GiB template keeps three.
  const warmPoolMb = Math.min(3072, Math.floor(totalmem() / 8 / 1024 ** 2));
  return {
    listen: { host: '127.0.0.1', port: 8080 },
    dataDir: resolve(STORE_DIR, 'data'),
    buildDir: resolve(REPO_ROOT, 'build'),
    accel: 'auto',
    node: 'local',
    sandboxCap: 20,
    volumeCapMb: 100 * 1024,
    defaultImage: 'default',
    rateLimits: DEFAULT_RATE_LIMITS,
    // Leave a tenth of the host (and at least 2 GiB) to the host itself and QEMU's overhead.
    // The warm pool's budget comes out of it too.
    hostMemoryMb: Math.floor(Math.min(totalmem() * 0.9, totalmem() - 2 * 1024 ** 3) / 1024 ** 2) - warmPoolMb,
    idle: { idleAfterMs: 60_000, checkEveryMs: 10_000 },
    lifetimes: DEFAULT_LIFETIMES,
    webhooks: { allow: [], delivery: DEFAULT_WEBHOOK_DELIVERY },
    warmPool: { perSource: 32, memoryMb: warmPoolMb },
    code: DEFAULT_CODE_LIMITS,
    metrics: DEFAULT_METRICS,
    accounts: DEFAULT_ACCOUNTS,
    edge: { ports: DEFAULT_EDGE_PORTS },
    keepSandboxesOnStop: false,
    orphanTimeoutMs: DEFAULT_ORPHAN_TIMEOUT_MS,
    ...overrides,
  };
}

export const dbPath = (c: Pick<ServerConfig, 'dataDir'>) => resolve(c.dataDir, 'warren.db');
