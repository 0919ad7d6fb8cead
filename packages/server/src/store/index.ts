// The store: every SQL statement of the service lives in this module, behind named functions of
// one section per concept (store/README.md): `store.sandboxes`, `store.snapshots`, ... The dialect
// (SQLite by default, PostgreSQL for scale) is chosen once, in openStore.

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, Migrator, sql } from 'kysely';
import { AccountStore } from './accounts.ts';
import { AuditStore } from './audit.ts';
import { nowNs } from './clock.ts';
import { ClusterStore } from './cluster.ts';
import { E2bStore } from './e2b.ts';
import { EventStore } from './events.ts';
import { ExportStore } from './exports.ts';
import { IngressStore } from './ingress.ts';
import { LifecycleStore } from './lifecycle.ts';
import { MetricsStore } from './metrics.ts';
import { migrations } from './migrations.ts';
import { openPostgres } from './postgres-dialect.ts';
import { RegistryStore } from './registries.ts';
import { SandboxStore } from './sandboxes.ts';
import type { Database, Dialect } from './schema.ts';
import { SnapshotStore } from './snapshots.ts';
import { openSqlite } from './sqlite-dialect.ts';
import { TemplateStore } from './templates.ts';
import { VolumeStore } from './volumes.ts';
import { WebhookStore } from './webhooks.ts';

export type { OrgLimits } from './accounts.ts';
export type { AuditRow } from './audit.ts';
export type { HostRow } from './cluster.ts';
export type { E2bSandboxRow } from './e2b.ts';
export type { EventRow } from './events.ts';
export type { ExportRow } from './exports.ts';
export type { IngressRow } from './ingress.ts';
export type { PageAfter, PageRequest } from './lists.ts';
export { CAPPED_STATES, SANDBOX_DEFAULTS, type SandboxFilter, type SandboxRow } from './sandboxes.ts';
export type { SnapshotRow } from './snapshots.ts';
export type { TemplateRow } from './templates.ts';
export type { Mounter, VolumeFilter, VolumeRow, VolumeSnapshotRow } from './volumes.ts';
export type { ClaimedDelivery, DeliveryRow, Notice, WebhookRow } from './webhooks.ts';
export type { Dialect };
export { nowNs };

export class Store {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  /** Organizations and their budgets, users, sessions, invitations, API keys, OAuth (accounts.ts). */
  readonly accounts: AccountStore;
  /** Sandboxes, the organization's cap and a host's room (sandboxes.ts). */
  readonly sandboxes: SandboxStore;
  /** Snapshots and the internal checkpoints of forks, archives and templates (snapshots.ts). */
  readonly snapshots: SnapshotStore;
  /** Exports of durable snapshots (exports.ts). */
  readonly exports: ExportStore;
  /** Sandbox timelines (events.ts). */
  readonly events: EventStore;
  /** The organizations' audit logs (audit.ts). */
  readonly audit: AuditStore;
  /** Registry credentials (registries.ts). */
  readonly registries: RegistryStore;
  /** Samples, history, usage and their retention (metrics.ts). */
  readonly metrics: MetricsStore;
  /** Ingress rows (public ports): store/ingress.ts. */
  readonly ingress: IngressStore;
  /** Templates and the shared ones each organization used: store/templates.ts. */
  readonly templates: TemplateStore;
  /** Hosts, their heartbeats and leases: store/cluster.ts. */
  readonly cluster: ClusterStore;
  /** Expiries of sandboxes (the lifetime policy): store/lifecycle.ts. */
  readonly lifecycle: LifecycleStore;
  /** Webhooks and the outbox of their deliveries: store/webhooks.ts. */
  readonly webhooks: WebhookStore;
  /** Volumes, who mounts them, their snapshots: store/volumes.ts. */
  readonly volumes: VolumeStore;
  /** Sandboxes the E2B-compatible API made: store/e2b.ts. */
  readonly e2b: E2bStore;

  constructor(db: Kysely<Database>, dialect: Dialect) {
    this.db = db;
    this.dialect = dialect;
    this.accounts = new AccountStore(db, dialect);
    this.sandboxes = new SandboxStore(db, dialect);
    this.snapshots = new SnapshotStore(db);
    this.exports = new ExportStore(db);
    this.events = new EventStore(db);
    this.audit = new AuditStore(db);
    this.registries = new RegistryStore(db);
    this.metrics = new MetricsStore(db, dialect);
    this.ingress = new IngressStore(db);
    this.e2b = new E2bStore(db);
    this.templates = new TemplateStore(db);
    this.cluster = new ClusterStore(db);
    this.lifecycle = new LifecycleStore(db);
    this.webhooks = new WebhookStore(db);
    this.volumes = new VolumeStore(db, dialect);
  }

  async migrate(): Promise<void> {
    const migrator = new Migrator({ db: this.db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
  }

  close(): Promise<void> {
    return this.db.destroy();
  }

  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }
}

export interface StoreConfig {
  /** SQLite file path (the embedded default); unused when postgresUrl is given. */
  sqlitePath: string;
  /** A PostgreSQL database (postgres://user:password@host:port/database) to use instead. */
  postgresUrl?: string;
}

/** Opens the store on the configured dialect and brings its schema up to date. */
export async function openStore(config: StoreConfig): Promise<Store> {
  let store: Store;
  if (config.postgresUrl) {
    store = new Store(new Kysely<Database>({ dialect: openPostgres(config.postgresUrl).dialect }), 'postgres');
  } else {
    mkdirSync(dirname(config.sqlitePath), { recursive: true });
    store = new Store(new Kysely<Database>({ dialect: openSqlite(config.sqlitePath).dialect }), 'sqlite');
  }
  try {
    await store.migrate();
  } catch (err) {
    await store.close();
    throw err;
  }
  return store;
}
