// The store's sandboxes: their rows, the organization's cap and a host's memory checked in the
// transaction that takes a slot, lists by label and state. Reached as `store.sandboxes`; part of
// the store module, like index.ts.

import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { nowNs } from './clock.ts';
import { residentMemoryOn } from './cluster.ts';
import { after, labelValue, type PageRequest } from './lists.ts';
import { insertStateChanges } from './metrics.ts';
import type { Database, Dialect, SandboxTable } from './schema.ts';

/** Which sandboxes a list shows: labels each present (value null) or equal to a value, and a state. */
export interface SandboxFilter {
  labels?: { key: string; value: string | null }[];
  /** One state, or any of several. */
  state?: string | string[];
  /** Only the sandboxes the E2B-compatible API made (store/e2b.ts). */
  e2b?: boolean;
}

export type SandboxRow = Selectable<SandboxTable>;
/**
 * The labels and lifecycle columns of a sandbox nobody chose anything for: no labels, the server's
 * idle period, sleep on idle, no expiry (spread into a new row).
 */
export const SANDBOX_DEFAULTS = {
  labels: '{}',
  egress: null,
  volumes: null,
  idle_after_s: null,
  on_idle: null,
  max_lifetime_s: null,
  on_expiry: null,
  expires_unix_ns: null,
  expiry_noticed_unix_ns: null,
} satisfies Partial<SandboxRow>;

/** States that hold a slot of the organization's sandbox cap. */
export const CAPPED_STATES = ['creating', 'running', 'paused', 'slept'] as const;

/**
 * Makes the organization's capped inserts take turns until the transaction ends (PostgreSQL: its
 * row locked; SQLite has one writer at a time).
 */
export async function lockOrg(tx: Transaction<Database>, dialect: Dialect, orgId: string): Promise<void> {
  if (dialect === 'postgres') await tx.selectFrom('orgs').select('id').where('id', '=', orgId).forUpdate().execute();
}

export class SandboxStore {
  readonly #db: Kysely<Database>;
  readonly #dialect: Dialect;

  constructor(db: Kysely<Database>, dialect: Dialect) {
    this.#db = db;
    this.#dialect = dialect;
  }

  /**
   * Serializes the cap checks of one organization until the transaction ends. SQLite runs one
   * transaction at a time already; on PostgreSQL (READ COMMITTED, many connections, many api
   * processes) two creates could otherwise both count the last free slot, so the organization's
   * row is locked first.
   */
  #lockOrg(tx: Transaction<Database>, orgId: string): Promise<void> {
    return lockOrg(tx, this.#dialect, orgId);
  }

  /**
   * Inserts sandboxes in state `creating` unless that would take the organization past `cap`
   * sandboxes in capped states (false), or, given `hostMb`, take their node's resident sandboxes
   * past that much memory (`host full`: placement chose from figures another create has since
   * changed). The checks and the insert run in one transaction, so concurrent creates cannot both
   * take the last slot or the last room on a host.
   */
  insertWithinCap(rows: SandboxRow[], cap: number, hostMb?: number): Promise<boolean | 'host full'> {
    return this.#db.transaction().execute(async (tx) => {
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
   * leave it room under `hostMb`, checked as insertWithinCap does. False: the node is full.
   */
  moveWithinHost(vmId: string, node: string, memoryMb: number, hostMb: number): Promise<boolean> {
    return this.#db.transaction().execute(async (tx) => {
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
    if (this.#dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${node}))`.execute(tx);
    return (await residentMemoryOn(tx, node, except)) + memoryMb <= hostMb;
  }

  /**
   * Moves a sandbox from `from` into `creating` if the organization has a free slot under `cap`
   * (unarchiving takes a slot back). Returns false if the cap is reached or the state moved.
   */
  reclaimSlotWithinCap(orgId: string, vmId: string, from: string, cap: number): Promise<boolean> {
    return this.#db.transaction().execute(async (tx) => {
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
  get(orgId: string, vmId: string) {
    return this.#db
      .selectFrom('sandboxes')
      .selectAll()
      .where('vm_id', '=', vmId)
      .where('org_id', '=', orgId)
      .where('deleted_unix_ns', 'is', null)
      .executeTakeFirst();
  }

  /** Any sandbox row with this id, in any organization, deleted or not. */
  getAnyOrg(vmId: string) {
    return this.#db.selectFrom('sandboxes').selectAll().where('vm_id', '=', vmId).executeTakeFirst();
  }

  /**
   * The organization's sandboxes, oldest first: those with every label of `filter.labels` (a
   * value, or null for any value) and in `filter.state`; a page of them with `page`.
   */
  list(orgId: string, filter: SandboxFilter = {}, page?: PageRequest) {
    let q = this.#db
      .selectFrom('sandboxes')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('deleted_unix_ns', 'is', null);
    if (typeof filter.state === 'string') q = q.where('state', '=', filter.state);
    else if (filter.state !== undefined) q = q.where('state', 'in', filter.state.length > 0 ? filter.state : ['']);
    if (filter.e2b) q = q.where('vm_id', 'in', (eb) => eb.selectFrom('e2b_sandboxes').select('vm_id'));
    for (const { key, value } of filter.labels ?? []) {
      const v = labelValue(this.#dialect, key);
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
  liveOnNode(node: string) {
    return this.#db
      .selectFrom('sandboxes')
      .selectAll()
      .where('node', '=', node)
      .where('deleted_unix_ns', 'is', null)
      .execute();
  }

  async update(
    vmId: string,
    patch: Partial<Omit<SandboxRow, 'vm_id' | 'org_id' | 'created_unix_ns' | 'deleted_unix_ns'>>,
  ): Promise<void> {
    const { state } = patch;
    if (state === undefined) {
      await this.#db.updateTable('sandboxes').set(patch).where('vm_id', '=', vmId).execute();
      return;
    }
    // A state written is a state change on the usage meter's timeline, in the same transaction.
    await this.#db.transaction().execute(async (tx) => {
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
  async markDeleted(vmId: string): Promise<boolean> {
    return this.#db.transaction().execute(async (tx) => {
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
}
