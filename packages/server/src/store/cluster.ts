// The store's rows that coordinate a cluster (docs/deploy.md): the hosts that registered
// themselves and their heartbeats, the memory each one's sandboxes hold, the sandboxes a lost host
// takes with it, the leases that give one api replica the work done once for all, and the time of
// each sandbox's last API call through any replica (for the idle policy). Reached as
// `store.cluster`; part of the store module, like index.ts.

import type { Kysely, Selectable } from 'kysely';
import { nowNs } from './clock.ts';
import { insertStateChanges } from './metrics.ts';
import type { Database, HostTable } from './schema.ts';

export type HostRow = Selectable<HostTable>;

/** States whose VM holds memory on its host (what placement counts). */
const RESIDENT_STATES = ['creating', 'running', 'paused', 'slept'];

/** Memory (memory_mb summed) held by the resident sandboxes of one node, but sandbox `except`. */
export async function residentMemoryOn(db: Kysely<Database>, node: string, except?: string): Promise<number> {
  let q = db
    .selectFrom('sandboxes')
    .select((eb) => eb.fn.sum<number>('memory_mb').as('mb'))
    .where('deleted_unix_ns', 'is', null)
    .where('state', 'in', RESIDENT_STATES)
    .where('node', '=', node);
  if (except !== undefined) q = q.where('vm_id', '!=', except);
  const { mb } = await q.executeTakeFirstOrThrow();
  return Number(mb ?? 0);
}

export class ClusterStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** A host's registration, written again with each heartbeat (a new boot replaces the old one). */
  async heartbeat(row: HostRow): Promise<void> {
    await this.#db
      .insertInto('hosts')
      .values(row)
      .onConflict((oc) =>
        oc.column('node').doUpdateSet({
          mgmtd_addr: row.mgmtd_addr,
          memory_mb: row.memory_mb,
          cpus: row.cpus,
          boot_id: row.boot_id,
          started_unix_ns: row.started_unix_ns,
          heartbeat_unix_ns: row.heartbeat_unix_ns,
        }),
      )
      .execute();
  }

  hosts(): Promise<HostRow[]> {
    return this.#db.selectFrom('hosts').selectAll().orderBy('node').execute();
  }

  /** A host taken out of the cluster by its operator (`warren host` stopped for good). */
  async removeHost(node: string): Promise<void> {
    await this.#db.deleteFrom('hosts').where('node', '=', node).execute();
  }

  /** Memory (memory_mb summed) held by the resident sandboxes of each node. */
  async residentMemoryByNode(): Promise<Map<string, number>> {
    const rows = await this.#db
      .selectFrom('sandboxes')
      .select(['node', (eb) => eb.fn.sum<number>('memory_mb').as('mb')])
      .where('deleted_unix_ns', 'is', null)
      .where('state', 'in', RESIDENT_STATES)
      .where('node', 'is not', null)
      .groupBy('node')
      .execute();
    return new Map(rows.map((r) => [r.node as string, Number(r.mb)]));
  }

  /**
   * The sandboxes of a lost host: resident ones become `interrupted`, ones still starting `failed`.
   * Each row changes only from the state it was read in, so replicas doing this together write one
   * change each. Returns the rows changed, as they were, with their new state.
   */
  async interruptNode(
    node: string,
  ): Promise<(Pick<Selectable<Database['sandboxes']>, 'vm_id' | 'org_id' | 'state' | 'node'> & { now: string })[]> {
    const rows = await this.#db
      .selectFrom('sandboxes')
      .select(['vm_id', 'org_id', 'state', 'node'])
      .where('node', '=', node)
      .where('deleted_unix_ns', 'is', null)
      .where('state', 'in', RESIDENT_STATES)
      .execute();
    const changed = [];
    for (const row of rows) {
      const now = row.state === 'creating' ? 'failed' : 'interrupted';
      const done = await this.#db.transaction().execute(async (tx) => {
        const hit = await tx
          .updateTable('sandboxes')
          .set({ state: now })
          .where('vm_id', '=', row.vm_id)
          .where('state', '=', row.state)
          .where('node', '=', node)
          .where('deleted_unix_ns', 'is', null)
          .returning(['vm_id'])
          .executeTakeFirst();
        if (hit) await insertStateChanges(tx, [{ vm_id: row.vm_id, org_id: row.org_id, state: now }], nowNs());
        return Boolean(hit);
      });
      if (done) changed.push({ ...row, now });
    }
    return changed;
  }

  /** Sandboxes still `creating` that began before `beganBeforeNs`: starts a dead replica may have left. */
  staleCreates(beganBeforeNs: number) {
    return this.#db
      .selectFrom('sandboxes')
      .selectAll()
      .where('state', '=', 'creating')
      .where('deleted_unix_ns', 'is', null)
      .where('created_unix_ns', '<', beganBeforeNs)
      .execute();
  }

  /**
   * Takes or renews lease `name` for `holder` until `ttlMs` from now: granted if nobody holds it,
   * `holder` already does, or the last holder let it expire. One statement, so two replicas asking
   * together cannot both get it.
   */
  async acquireLease(name: string, holder: string, ttlMs: number): Promise<boolean> {
    const now = nowNs();
    const expires = now + ttlMs * 1e6;
    await this.#db
      .insertInto('leases')
      .values({ name, holder, expires_unix_ns: expires })
      .onConflict((oc) =>
        oc
          .column('name')
          .doUpdateSet({ holder, expires_unix_ns: expires })
          .where((eb) => eb.or([eb('leases.holder', '=', holder), eb('leases.expires_unix_ns', '<', now)])),
      )
      .execute();
    const row = await this.#db.selectFrom('leases').select('holder').where('name', '=', name).executeTakeFirst();
    return row?.holder === holder;
  }

  /** Records an API call naming each of `vmIds` at `atNs` (a later time than any recorded). */
  async touchCalls(vmIds: string[], atNs: number): Promise<void> {
    if (vmIds.length === 0) return;
    await this.#db
      .insertInto('sandbox_calls')
      .values(vmIds.map((vm_id) => ({ vm_id, last_unix_ns: atNs })))
      .onConflict((oc) =>
        oc.column('vm_id').doUpdateSet({ last_unix_ns: atNs }).where('sandbox_calls.last_unix_ns', '<', atNs),
      )
      .execute();
  }

  /** The last recorded call naming each of `vmIds` (those never called are absent). */
  async lastCalls(vmIds: string[]): Promise<Map<string, number>> {
    if (vmIds.length === 0) return new Map();
    const rows = await this.#db
      .selectFrom('sandbox_calls')
      .select(['vm_id', 'last_unix_ns'])
      .where('vm_id', 'in', vmIds)
      .execute();
    return new Map(rows.map((r) => [r.vm_id, Number(r.last_unix_ns)]));
  }

  async forgetCalls(vmId: string): Promise<void> {
    await this.#db.deleteFrom('sandbox_calls').where('vm_id', '=', vmId).execute();
  }

  /** Gives a lease up (a replica stopping), so another takes it at once. */
  async releaseLease(name: string, holder: string): Promise<void> {
    await this.#db.deleteFrom('leases').where('name', '=', name).where('holder', '=', holder).execute();
  }
}
