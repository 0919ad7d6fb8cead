// The store: every SQL statement of the service lives in this module, behind named functions.
// The dialect (SQLite by default, PostgreSQL for scale) is chosen once, in openStore.

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Insertable, Kysely, Migrator, type Selectable, sql, type Transaction } from 'kysely';
import { AccountStore } from './accounts.ts';
import { nowNs } from './clock.ts';
import { ClusterStore, residentMemoryOn } from './cluster.ts';
import { IngressStore } from './ingress.ts';
import { LifecycleStore } from './lifecycle.ts';
import { after, labelValue, type PageRequest } from './lists.ts';
import { insertStateChanges, MetricsStore } from './metrics.ts';
import { migrations } from './migrations.ts';
import { openPostgres } from './postgres-dialect.ts';
import type { AuditTable, Database, Dialect, EventTable, ExportTable, SandboxTable, SnapshotTable } from './schema.ts';
import { openSqlite } from './sqlite-dialect.ts';
import { TemplateStore } from './templates.ts';
import { enqueueNotice, type Notice, WebhookStore } from './webhooks.ts';

export type { PageAfter, PageRequest } from './lists.ts';
export type { Dialect };

/** Which sandboxes a list shows: labels each present (value null) or equal to a value, and a state. */
export interface SandboxFilter {
  labels?: { key: string; value: string | null }[];
  state?: string;
}

export type SandboxRow = Selectable<SandboxTable>;
/**
 * The labels and lifecycle columns of a sandbox nobody chose anything for: no labels, the server's
 * idle period, sleep on idle, no expiry (spread into a new row).
 */
export const SANDBOX_DEFAULTS = {
  labels: '{}',
  egress: null,
  idle_after_s: null,
  on_idle: null,
  max_lifetime_s: null,
  on_expiry: null,
  expires_unix_ns: null,
  expiry_noticed_unix_ns: null,
} satisfies Partial<SandboxRow>;
export type SnapshotRow = Selectable<SnapshotTable>;
export type ExportRow = Selectable<ExportTable>;
export type { HostRow } from './cluster.ts';
export type { IngressRow } from './ingress.ts';
export type { TemplateRow } from './templates.ts';
export type { ClaimedDelivery, DeliveryRow, Notice, WebhookRow } from './webhooks.ts';

/** States that hold a slot of the organization's sandbox cap. */
export const CAPPED_STATES = ['creating', 'running', 'paused', 'slept'] as const;

/** An event as the API shows it (its sandbox and organization are the query's). */
export type EventRow = Pick<Selectable<EventTable>, 'kind' | 'detail' | 'node' | 'at_unix_ns'>;
/** An audit record as the API shows it (its organization is the query's). */
export type AuditRow = Omit<Selectable<AuditTable>, 'org_id'>;

/** Per-minute budgets an operator set for one organization; null means the server's default. */
export interface OrgLimits {
  acquisitionsPerMinute: number | null;
  otherPerMinute: number | null;
}

export { nowNs };

export class Store {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  /** Samples, history, usage and their retention (metrics.ts). */
  readonly metrics: MetricsStore;
  /** Users, sessions, invitations, OAuth clients and tokens (accounts.ts). */
  readonly accounts: AccountStore;
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

  constructor(db: Kysely<Database>, dialect: Dialect) {
    this.db = db;
    this.ingress = new IngressStore(db);
    this.templates = new TemplateStore(db);
    this.cluster = new ClusterStore(db);
    this.lifecycle = new LifecycleStore(db);
    this.webhooks = new WebhookStore(db);
    this.dialect = dialect;
    this.metrics = new MetricsStore(db, dialect);
    this.accounts = new AccountStore(db, dialect);
  }

  /**
   * Serializes the cap checks of one organization until the transaction ends. SQLite runs one
   * transaction at a time already; on PostgreSQL (READ COMMITTED, many connections, many api
   * processes) two creates could otherwise both count the last free slot, so the organization's
   * row is locked first.
   */
  async #lockOrg(tx: Transaction<Database>, orgId: string): Promise<void> {
    if (this.dialect === 'postgres')
      await tx.selectFrom('orgs').select('id').where('id', '=', orgId).forUpdate().execute();
  }

  async migrate(): Promise<void> {
    const migrator = new Migrator({ db: this.db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
  }

  close(): Promise<void> {
    return this.db.destroy();
  }

  // --- organizations and keys ---

  async createOrg(id: string, name: string): Promise<void> {
    await this.db.insertInto('orgs').values({ id, name, created_unix_ns: nowNs() }).execute();
  }

  findOrgByName(name: string) {
    return this.db.selectFrom('orgs').selectAll().where('name', '=', name).executeTakeFirst();
  }

  async createApiKey(key: {
    id: string;
    orgId: string;
    hash: string;
    prefix: string;
    operator?: boolean;
  }): Promise<void> {
    await this.db
      .insertInto('api_keys')
      .values({
        id: key.id,
        org_id: key.orgId,
        key_hash: key.hash,
        prefix: key.prefix,
        created_unix_ns: nowNs(),
        operator: key.operator ? 1 : 0,
      })
      .execute();
  }

  /** The operator's budgets for an organization (null where the server default applies). */
  async getOrgLimits(orgId: string): Promise<OrgLimits> {
    const row = await this.db
      .selectFrom('org_limits')
      .select(['acquisitions_per_minute', 'other_per_minute'])
      .where('org_id', '=', orgId)
      .executeTakeFirst();
    return {
      acquisitionsPerMinute: row?.acquisitions_per_minute ?? null,
      otherPerMinute: row?.other_per_minute ?? null,
    };
  }

  async setOrgLimits(orgId: string, limits: OrgLimits): Promise<void> {
    const values = {
      acquisitions_per_minute: limits.acquisitionsPerMinute,
      other_per_minute: limits.otherPerMinute,
      updated_unix_ns: nowNs(),
    };
    await this.db
      .insertInto('org_limits')
      .values({ org_id: orgId, ...values })
      .onConflict((oc) => oc.column('org_id').doUpdateSet(values))
      .execute();
  }

  findApiKey(hash: string) {
    return this.db
      .selectFrom('api_keys')
      .select(['id', 'org_id', 'operator', 'last_used_unix_ns'])
      .where('key_hash', '=', hash)
      .where('revoked_unix_ns', 'is', null)
      .executeTakeFirst();
  }

  // --- sandboxes ---

  /**
   * Inserts sandboxes in state `creating` unless that would take the organization past `cap`
   * sandboxes in capped states (false), or, given `hostMb`, take their node's resident sandboxes
   * past that much memory (`host full`: placement chose from figures another create has since
   * changed). The checks and the insert run in one transaction, so concurrent creates cannot both
   * take the last slot or the last room on a host.
   */
  insertSandboxesWithinCap(rows: SandboxRow[], cap: number, hostMb?: number): Promise<boolean | 'host full'> {
    return this.db.transaction().execute(async (tx) => {
      await this.#lockOrg(tx, rows[0].org_id);
      const { n } = await tx
        .selectFrom('sandboxes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('org_id', '=', rows[0].org_id)
        .where('deleted_unix_ns', 'is', null)
        .where('state', 'in', CAPPED_STATES)
        .executeTakeFirstOrThrow();
      if (Number(n) + rows.length > cap) return false;
      const wanted = rows.reduce((sum, r) => sum + r.memory_mb, 0);
      if (hostMb !== undefined && !(await this.#hasRoom(tx, rows[0].node as string, wanted, hostMb)))
        return 'host full';
      await tx.insertInto('sandboxes').values(rows).execute();
      await insertStateChanges(tx, rows, nowNs());
      return true;
    });
  }

  /**
   * Puts an existing sandbox (one being unarchived) on `node` if the node's resident sandboxes
   * leave it room under `hostMb`, checked as insertSandboxesWithinCap does. False: the node is full.
   */
  moveSandboxWithinHost(vmId: string, node: string, memoryMb: number, hostMb: number): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      if (!(await this.#hasRoom(tx, node, memoryMb, hostMb, vmId))) return false;
      await tx.updateTable('sandboxes').set({ node }).where('vm_id', '=', vmId).execute();
      return true;
    });
  }

  /**
   * Whether `node`'s resident sandboxes (but `except`) leave `memoryMb` under `hostMb`. Placements
   * on one node take turns from here to the end of the transaction (PostgreSQL: an advisory lock per
   * node; SQLite: one writer at a time).
   */
  async #hasRoom(tx: Transaction<Database>, node: string, memoryMb: number, hostMb: number, except?: string) {
    if (this.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${node}))`.execute(tx);
    return (await residentMemoryOn(tx, node, except)) + memoryMb <= hostMb;
  }

  /**
   * Moves a sandbox from `from` into `creating` if the organization has a free slot under `cap`
   * (unarchiving takes a slot back). Returns false if the cap is reached or the state moved.
   */
  reclaimSlotWithinCap(orgId: string, vmId: string, from: string, cap: number): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      await this.#lockOrg(tx, orgId);
      const { n } = await tx
        .selectFrom('sandboxes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('org_id', '=', orgId)
        .where('deleted_unix_ns', 'is', null)
        .where('state', 'in', CAPPED_STATES)
        .executeTakeFirstOrThrow();
      if (Number(n) >= cap) return false;
      const r = await tx
        .updateTable('sandboxes')
        .set({ state: 'creating' })
        .where('vm_id', '=', vmId)
        .where('state', '=', from)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) return false;
      await insertStateChanges(tx, [{ vm_id: vmId, org_id: orgId, state: 'creating' }], nowNs());
      return true;
    });
  }

  /** A sandbox of the organization that has not been deleted. */
  getSandbox(orgId: string, vmId: string) {
    return this.db
      .selectFrom('sandboxes')
      .selectAll()
      .where('vm_id', '=', vmId)
      .where('org_id', '=', orgId)
      .where('deleted_unix_ns', 'is', null)
      .executeTakeFirst();
  }

  /** Any sandbox row with this id, in any organization, deleted or not. */
  getSandboxAnyOrg(vmId: string) {
    return this.db.selectFrom('sandboxes').selectAll().where('vm_id', '=', vmId).executeTakeFirst();
  }

  /**
   * The organization's sandboxes, oldest first: those with every label of `filter.labels` (a
   * value, or null for any value) and in `filter.state`; a page of them with `page`.
   */
  listSandboxes(orgId: string, filter: SandboxFilter = {}, page?: PageRequest) {
    let q = this.db
      .selectFrom('sandboxes')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('deleted_unix_ns', 'is', null);
    if (filter.state !== undefined) q = q.where('state', '=', filter.state);
    for (const { key, value } of filter.labels ?? []) {
      const v = labelValue(this.dialect, key);
      q = q.where(value === null ? sql<boolean>`${v} is not null` : sql<boolean>`${v} = ${value}`);
    }
    if (page?.after) {
      const from = page.after;
      q = q.where((eb) => after(eb, { at: 'created_unix_ns', id: 'vm_id' }, from, 'asc'));
    }
    q = q.orderBy('created_unix_ns', 'asc').orderBy('vm_id', 'asc');
    return page ? q.limit(page.limit).execute() : q.execute();
  }

  /** Sandboxes placed on a node that are not deleted (for recovery at start-up). */
  liveSandboxesOnNode(node: string) {
    return this.db
      .selectFrom('sandboxes')
      .selectAll()
      .where('node', '=', node)
      .where('deleted_unix_ns', 'is', null)
      .execute();
  }

  async updateSandbox(
    vmId: string,
    patch: Partial<Omit<SandboxRow, 'vm_id' | 'org_id' | 'created_unix_ns' | 'deleted_unix_ns'>>,
  ): Promise<void> {
    const { state } = patch;
    if (state === undefined) {
      await this.db.updateTable('sandboxes').set(patch).where('vm_id', '=', vmId).execute();
      return;
    }
    // A state written is a state change on the usage meter's timeline, in the same transaction.
    await this.db.transaction().execute(async (tx) => {
      const row = await tx
        .updateTable('sandboxes')
        .set(patch)
        .where('vm_id', '=', vmId)
        .returning(['org_id'])
        .executeTakeFirst();
      if (row) await insertStateChanges(tx, [{ vm_id: vmId, org_id: row.org_id, state }], nowNs());
    });
  }

  /** Marks the record deleted; returns false if it was already. */
  async markSandboxDeleted(vmId: string): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const at = nowNs();
      const row = await tx
        .updateTable('sandboxes')
        .set({ state: 'deleting', deleted_unix_ns: at })
        .where('vm_id', '=', vmId)
        .where('deleted_unix_ns', 'is', null)
        .returning(['org_id'])
        .executeTakeFirst();
      if (!row) return false;
      await insertStateChanges(tx, [{ vm_id: vmId, org_id: row.org_id, state: 'deleting' }], at);
      return true;
    });
  }

  // --- snapshots (and the internal checkpoints of forks and archives) ---

  /**
   * Records a checkpoint of a sandbox and points the sandbox at it, in one transaction: the
   * collector never sees the sandbox off its old checkpoint before the new row that stacks on it.
   */
  async insertSandboxCheckpoint(
    row: Insertable<SnapshotTable>,
    patch: Partial<Pick<SandboxRow, 'checkpoint_id' | 'last_snapshot_id'>>,
  ): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.insertInto('snapshots').values(row).execute();
      await tx.updateTable('sandboxes').set(patch).where('vm_id', '=', row.vm_id).execute();
    });
  }

  /** A snapshot of the organization that has not been deleted. */
  getSnapshot(orgId: string, snapshotId: string) {
    return this.db
      .selectFrom('snapshots')
      .selectAll()
      .where('snapshot_id', '=', snapshotId)
      .where('org_id', '=', orgId)
      .where('kind', '=', 'snapshot')
      .where('deleted_unix_ns', 'is', null)
      .executeTakeFirst();
  }

  getSnapshotAnyOrg(snapshotId: string) {
    return this.db.selectFrom('snapshots').selectAll().where('snapshot_id', '=', snapshotId).executeTakeFirst();
  }

  /** The organization's snapshots (of one sandbox with `vmId`), oldest first; a page of them with `page`. */
  listSnapshots(orgId: string, vmId?: string, page?: PageRequest) {
    let q = this.db
      .selectFrom('snapshots')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('kind', '=', 'snapshot')
      .where('deleted_unix_ns', 'is', null);
    if (vmId) q = q.where('vm_id', '=', vmId);
    if (page?.after) {
      const from = page.after;
      q = q.where((eb) => after(eb, { at: 'created_unix_ns', id: 'snapshot_id' }, from, 'asc'));
    }
    q = q.orderBy('created_unix_ns', 'asc').orderBy('snapshot_id', 'asc');
    return page ? q.limit(page.limit).execute() : q.execute();
  }

  /** The newest durable user snapshot of a sandbox, if any (what `warren recover` starts from). */
  latestDurableSnapshot(vmId: string) {
    return this.db
      .selectFrom('snapshots')
      .selectAll()
      .where('vm_id', '=', vmId)
      .where('kind', '=', 'snapshot')
      .where('durable', '=', 1)
      .where('deleted_unix_ns', 'is', null)
      .orderBy('created_unix_ns', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async updateSnapshot(snapshotId: string, patch: Partial<Pick<SnapshotRow, 'durable' | 'state' | 'logical_bytes'>>) {
    await this.db.updateTable('snapshots').set(patch).where('snapshot_id', '=', snapshotId).execute();
  }

  /**
   * Marks a checkpoint durable; the first to do so (two uploaders may finish one) also writes
   * `notice`'s webhook deliveries, in the same transaction.
   */
  async markSnapshotDurable(snapshotId: string, notice?: Notice): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const r = await tx
        .updateTable('snapshots')
        .set({ durable: 1 })
        .where('snapshot_id', '=', snapshotId)
        .where('durable', '=', 0)
        .executeTakeFirst();
      if (notice && Number(r.numUpdatedRows) > 0) await enqueueNotice(tx, notice);
    });
  }

  async markSnapshotDeleted(snapshotId: string): Promise<void> {
    await this.db
      .updateTable('snapshots')
      .set({ deleted_unix_ns: nowNs() })
      .where('snapshot_id', '=', snapshotId)
      .where('deleted_unix_ns', 'is', null)
      .execute();
  }

  /** Every checkpoint row on a node (or on every node), deleted or not, with what its files depend on. */
  checkpointsOnNode(node?: string) {
    let q = this.db
      .selectFrom('snapshots')
      .select(['snapshot_id', 'chain_parent', 'deleted_unix_ns', 'kind', 'durable', 'created_unix_ns']);
    if (node !== undefined) q = q.where('node', '=', node);
    return q.execute();
  }

  /** Checkpoint ids that live (not deleted) sandboxes sit on. */
  async checkpointsInUse(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('sandboxes')
      .select('checkpoint_id')
      .where('deleted_unix_ns', 'is', null)
      .where('checkpoint_id', 'is not', null)
      .execute();
    return rows.map((r) => r.checkpoint_id as string);
  }

  // --- exports ---

  async insertExport(row: ExportRow): Promise<void> {
    await this.db.insertInto('exports').values(row).execute();
  }

  getExport(orgId: string, exportId: string) {
    return this.db
      .selectFrom('exports')
      .selectAll()
      .where('export_id', '=', exportId)
      .where('org_id', '=', orgId)
      .where('deleted_unix_ns', 'is', null)
      .executeTakeFirst();
  }

  /** The organization's exports, newest first (deleted ones left out); a page of them with `page`. */
  listExports(orgId: string, page?: PageRequest) {
    let q = this.db.selectFrom('exports').selectAll().where('org_id', '=', orgId).where('deleted_unix_ns', 'is', null);
    if (page?.after) {
      const from = page.after;
      q = q.where((eb) => after(eb, { at: 'created_unix_ns', id: 'export_id' }, from, 'desc'));
    }
    q = q.orderBy('created_unix_ns', 'desc').orderBy('export_id', 'desc');
    return page ? q.limit(page.limit).execute() : q.execute();
  }

  getExportAnyOrg(exportId: string) {
    return this.db.selectFrom('exports').selectAll().where('export_id', '=', exportId).executeTakeFirst();
  }

  pendingExports() {
    return this.db
      .selectFrom('exports')
      .selectAll()
      .where('state', '=', 'pending')
      .where('deleted_unix_ns', 'is', null)
      .execute();
  }

  async hasPendingExport(snapshotId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('exports')
      .select('export_id')
      .where('snapshot_id', '=', snapshotId)
      .where('state', '=', 'pending')
      .where('deleted_unix_ns', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  async updateExport(exportId: string, patch: Partial<Pick<ExportRow, 'state' | 'files' | 'error' | 'attempts'>>) {
    await this.db.updateTable('exports').set(patch).where('export_id', '=', exportId).execute();
  }

  /**
   * Ends a pending export (ready or failed) and writes `notice`'s webhook deliveries in the same
   * transaction; nothing if it was no longer pending (another replica finished it).
   */
  async finishExport(
    exportId: string,
    patch: Pick<ExportRow, 'state'> & Partial<Pick<ExportRow, 'files' | 'error' | 'attempts'>>,
    notice: Notice,
  ): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const r = await tx
        .updateTable('exports')
        .set(patch)
        .where('export_id', '=', exportId)
        .where('state', '=', 'pending')
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) > 0) await enqueueNotice(tx, notice);
    });
  }

  async markExportDeleted(exportId: string): Promise<void> {
    await this.db.updateTable('exports').set({ deleted_unix_ns: nowNs() }).where('export_id', '=', exportId).execute();
  }

  // --- events and audit ---

  /** Adds to a sandbox's timeline; with `notice`, its webhook deliveries are written in the same transaction. */
  async addEvent(
    e: { vmId: string; orgId: string; kind: string; detail: string; node: string },
    notice?: Notice,
  ): Promise<void> {
    const row = { vm_id: e.vmId, org_id: e.orgId, kind: e.kind, detail: e.detail, node: e.node, at_unix_ns: nowNs() };
    if (!notice) {
      await this.db.insertInto('events').values(row).execute();
      return;
    }
    await this.db.transaction().execute(async (tx) => {
      await tx.insertInto('events').values(row).execute();
      await enqueueNotice(tx, notice);
    });
  }

  listEvents(orgId: string, vmId: string, limit: number): Promise<EventRow[]> {
    return this.db
      .selectFrom('events')
      .select(['kind', 'detail', 'node', 'at_unix_ns'])
      .where('org_id', '=', orgId)
      .where('vm_id', '=', vmId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  async addAudit(a: Omit<AuditRow, 'id' | 'at_unix_ns'> & { org_id: string }): Promise<void> {
    await this.db
      .insertInto('audit')
      .values({ ...a, at_unix_ns: nowNs() })
      .execute();
  }

  /** The organization's records older than the `before` id, newest first (ids only grow). */
  listAudit(orgId: string, limit: number, before?: number): Promise<AuditRow[]> {
    let q = this.db
      .selectFrom('audit')
      .select(['id', 'key_id', 'action', 'resource', 'outcome', 'request_id', 'at_unix_ns'])
      .where('org_id', '=', orgId);
    if (before !== undefined) q = q.where('id', '<', before);
    return q.orderBy('id', 'desc').limit(limit).execute();
  }

  // --- registry credentials ---

  async putRegistry(r: { orgId: string; host: string; kind: string; secretBox: string }): Promise<void> {
    const now = nowNs();
    await this.db
      .insertInto('registries')
      .values({
        org_id: r.orgId,
        host: r.host,
        kind: r.kind,
        secret_box: r.secretBox,
        created_unix_ns: now,
        updated_unix_ns: now,
      })
      .onConflict((oc) =>
        oc.columns(['org_id', 'host']).doUpdateSet({ kind: r.kind, secret_box: r.secretBox, updated_unix_ns: now }),
      )
      .execute();
  }

  listRegistries(orgId: string) {
    return this.db
      .selectFrom('registries')
      .select(['host', 'kind', 'created_unix_ns', 'updated_unix_ns'])
      .where('org_id', '=', orgId)
      .orderBy('host')
      .execute();
  }

  getRegistry(orgId: string, host: string) {
    return this.db
      .selectFrom('registries')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('host', '=', host)
      .executeTakeFirst();
  }

  async deleteRegistry(orgId: string, host: string): Promise<boolean> {
    const r = await this.db
      .deleteFrom('registries')
      .where('org_id', '=', orgId)
      .where('host', '=', host)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
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
