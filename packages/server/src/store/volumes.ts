// The store's volumes (docs/volumes.md): their rows, names unique per organization, who mounts
// them (the sandboxes whose `volumes` column names them), their snapshots, and what usage needs.
// Reached as `store.volumes`; part of the store module, like index.ts.

import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { nowNs } from './clock.ts';
import { after, labelValue, type PageRequest } from './lists.ts';
import { lockOrg } from './sandboxes.ts';
import type { Database, Dialect, VolumeSnapshotTable, VolumeTable } from './schema.ts';
import { enqueueNotice, type Notice } from './webhooks.ts';

export type VolumeRow = Selectable<VolumeTable>;
export type VolumeSnapshotRow = Selectable<VolumeSnapshotTable>;

/** Which volumes a list shows: labels each present (value null) or equal to a value. */
export interface VolumeFilter {
  labels?: { key: string; value: string | null }[];
}

/** A sandbox that mounts a volume: its id and its `volumes` column. */
export interface Mounter {
  vm_id: string;
  state: string;
  volumes: string | null;
}

export class VolumeStore {
  readonly #db: Kysely<Database>;
  readonly #dialect: Dialect;

  constructor(db: Kysely<Database>, dialect: Dialect) {
    this.#db = db;
    this.#dialect = dialect;
  }

  /**
   * Inserts a volume unless the organization's live volumes and it would pass `capMb` in all
   * (`cap`) or it already has a live volume of that name (`name in use`).
   */
  insertWithinCap(row: VolumeRow, capMb: number): Promise<true | 'cap' | 'name in use'> {
    return this.#db.transaction().execute(async (tx) => {
      if (!(await this.#sizedWithin(tx, row.org_id, capMb - row.size_mb))) return 'cap';
      const r = await tx
        .insertInto('volumes')
        .values(row)
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) === 1 ? true : 'name in use';
    });
  }

  /** Sets a live volume's size_mb unless the organization's volumes would pass `capMb` in all (false). */
  resizeWithinCap(orgId: string, volumeId: string, sizeMb: number, capMb: number): Promise<boolean> {
    return this.#db.transaction().execute(async (tx) => {
      if (!(await this.#sizedWithin(tx, orgId, capMb - sizeMb, volumeId))) return false;
      await tx.updateTable('volumes').set({ size_mb: sizeMb }).where('volume_id', '=', volumeId).execute();
      return true;
    });
  }

  /** Whether the organization's live volumes (but `except`) hold at most `mb` in all; the org locked. */
  async #sizedWithin(tx: Transaction<Database>, orgId: string, mb: number, except?: string): Promise<boolean> {
    await lockOrg(tx, this.#dialect, orgId);
    let q = tx
      .selectFrom('volumes')
      .select((eb) => eb.fn.sum<number>('size_mb').as('mb'))
      .where('org_id', '=', orgId)
      .where('deleted_unix_ns', 'is', null);
    if (except !== undefined) q = q.where('volume_id', '!=', except);
    const { mb: used } = await q.executeTakeFirstOrThrow();
    return Number(used ?? 0) <= mb;
  }

  /** A volume of the organization that has not been deleted. */
  get(orgId: string, volumeId: string) {
    return this.#db
      .selectFrom('volumes')
      .selectAll()
      .where('volume_id', '=', volumeId)
      .where('org_id', '=', orgId)
      .where('deleted_unix_ns', 'is', null)
      .executeTakeFirst();
  }

  getAnyOrg(volumeId: string) {
    return this.#db.selectFrom('volumes').selectAll().where('volume_id', '=', volumeId).executeTakeFirst();
  }

  /** The organization's live volume of that name. */
  byName(orgId: string, name: string) {
    return this.#db
      .selectFrom('volumes')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('name', '=', name)
      .where('deleted_unix_ns', 'is', null)
      .executeTakeFirst();
  }

  /** Live volumes among `ids` (any organization). */
  live(ids: string[]) {
    if (ids.length === 0) return Promise.resolve([] as VolumeRow[]);
    return this.#db
      .selectFrom('volumes')
      .selectAll()
      .where('volume_id', 'in', ids)
      .where('deleted_unix_ns', 'is', null)
      .execute();
  }

  /** The organization's volumes, oldest first, filtered by labels; a page of them with `page`. */
  list(orgId: string, filter: VolumeFilter = {}, page?: PageRequest) {
    let q = this.#db.selectFrom('volumes').selectAll().where('org_id', '=', orgId).where('deleted_unix_ns', 'is', null);
    for (const { key, value } of filter.labels ?? []) {
      const v = labelValue(this.#dialect, key);
      q = q.where(value === null ? sql<boolean>`${v} is not null` : sql<boolean>`${v} = ${value}`);
    }
    if (page?.after) {
      const from = page.after;
      q = q.where((eb) => after(eb, { at: 'created_unix_ns', id: 'volume_id' }, from, 'asc'));
    }
    q = q.orderBy('created_unix_ns', 'asc').orderBy('volume_id', 'asc');
    return page ? q.limit(page.limit).execute() : q.execute();
  }

  /** Volumes in `creating` or `deleting` on a node (a start-up finishes or undoes them). */
  unsettled(node: string) {
    return this.#db
      .selectFrom('volumes')
      .selectAll()
      .where('node', '=', node)
      .where('state', 'in', ['creating', 'deleting'])
      .where('deleted_unix_ns', 'is', null)
      .execute();
  }

  /** Every volume id the store knows on a node, deleted or not (orphans on the host are the rest). */
  async idsOnNode(node: string): Promise<Map<string, VolumeRow>> {
    const rows = await this.#db.selectFrom('volumes').selectAll().where('node', '=', node).execute();
    return new Map(rows.map((r) => [r.volume_id, r]));
  }

  async update(
    volumeId: string,
    patch: Partial<Pick<VolumeRow, 'size_mb' | 'state' | 'labels' | 'bytes_used' | 'files_used'>>,
  ): Promise<void> {
    await this.#db.updateTable('volumes').set(patch).where('volume_id', '=', volumeId).execute();
  }

  /** `creating` becomes `ready`, with its webhook notice in the same transaction. */
  async markReady(volumeId: string, notice: Notice): Promise<void> {
    await this.#db.transaction().execute(async (tx) => {
      await tx.updateTable('volumes').set({ state: 'ready' }).where('volume_id', '=', volumeId).execute();
      await enqueueNotice(tx, notice);
    });
  }

  /**
   * Moves a volume to `deleting` unless a sandbox that is not deleted mounts it: those sandboxes
   * then (the volume is left as it was). Checked and written in one transaction.
   */
  markDeleting(volumeId: string): Promise<Mounter[]> {
    return this.#db.transaction().execute(async (tx) => {
      if (this.#dialect === 'postgres')
        await tx.selectFrom('volumes').select('volume_id').where('volume_id', '=', volumeId).forUpdate().execute();
      const users = await mountersIn(tx, [volumeId]);
      if (users.length === 0)
        await tx.updateTable('volumes').set({ state: 'deleting' }).where('volume_id', '=', volumeId).execute();
      return users;
    });
  }

  /** The volume is gone (its files too); `notice` tells the webhooks, unless the create never finished. */
  async markDeleted(volumeId: string, notice?: Notice): Promise<void> {
    await this.#db.transaction().execute(async (tx) => {
      await tx
        .updateTable('volumes')
        .set({ deleted_unix_ns: nowNs() })
        .where('volume_id', '=', volumeId)
        .where('deleted_unix_ns', 'is', null)
        .execute();
      if (notice) await enqueueNotice(tx, notice);
    });
  }

  /** Sandboxes that are not deleted and mount any of `volumeIds`. */
  mounters(volumeIds: string[]): Promise<Mounter[]> {
    return mountersIn(this.#db, volumeIds);
  }

  /** The organization's volumes held over part of [fromNs, toNs) (usage: their size integrated). */
  held(orgId: string | null, fromNs: number, toNs: number) {
    let q = this.#db
      .selectFrom('volumes')
      .select(['org_id', 'size_mb', 'created_unix_ns', 'deleted_unix_ns'])
      .where('created_unix_ns', '<', toNs)
      .where((eb) => eb.or([eb('deleted_unix_ns', 'is', null), eb('deleted_unix_ns', '>', fromNs)]));
    if (orgId !== null) q = q.where('org_id', '=', orgId);
    return q.execute();
  }

  // ---- volume snapshots --------------------------------------------------------------------

  async insertSnapshot(row: VolumeSnapshotRow): Promise<void> {
    await this.#db.insertInto('volume_snapshots').values(row).execute();
  }

  getSnapshot(orgId: string, id: string) {
    return this.#db
      .selectFrom('volume_snapshots')
      .selectAll()
      .where('volume_snapshot_id', '=', id)
      .where('org_id', '=', orgId)
      .where('deleted_unix_ns', 'is', null)
      .executeTakeFirst();
  }

  getSnapshotAnyOrg(id: string) {
    return this.#db.selectFrom('volume_snapshots').selectAll().where('volume_snapshot_id', '=', id).executeTakeFirst();
  }

  /** The organization's volume snapshots (of one volume), oldest first; a page of them with `page`. */
  listSnapshots(orgId: string, volumeId?: string, page?: PageRequest) {
    let q = this.#db
      .selectFrom('volume_snapshots')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('deleted_unix_ns', 'is', null);
    if (volumeId) q = q.where('volume_id', '=', volumeId);
    if (page?.after) {
      const from = page.after;
      q = q.where((eb) => after(eb, { at: 'created_unix_ns', id: 'volume_snapshot_id' }, from, 'asc'));
    }
    q = q.orderBy('created_unix_ns', 'asc').orderBy('volume_snapshot_id', 'asc');
    return page ? q.limit(page.limit).execute() : q.execute();
  }

  async updateSnapshot(id: string, patch: Partial<Pick<VolumeSnapshotRow, 'state' | 'bytes' | 'bytes_used'>>) {
    await this.#db.updateTable('volume_snapshots').set(patch).where('volume_snapshot_id', '=', id).execute();
  }

  async markSnapshotDeleted(id: string): Promise<void> {
    await this.#db
      .updateTable('volume_snapshots')
      .set({ deleted_unix_ns: nowNs() })
      .where('volume_snapshot_id', '=', id)
      .where('deleted_unix_ns', 'is', null)
      .execute();
  }

  /** Snapshots a crash left `pending` (a start-up marks them failed). */
  pendingSnapshots() {
    return this.#db.selectFrom('volume_snapshots').selectAll().where('state', '=', 'pending').execute();
  }
}

/**
 * Sandboxes that are not deleted and whose mounts name one of `volumeIds`: the `volumes` column is
 * JSON written by control/volumes/mounts.ts with `"volume_id":"<id>"` for each mount, and volume ids
 * are UUIDs, so a substring test finds exactly them.
 */
async function mountersIn(db: Kysely<Database> | Transaction<Database>, volumeIds: string[]): Promise<Mounter[]> {
  if (volumeIds.length === 0) return [];
  return db
    .selectFrom('sandboxes')
    .select(['vm_id', 'state', 'volumes'])
    .where('deleted_unix_ns', 'is', null)
    .where('volumes', 'is not', null)
    .where((eb) => eb.or(volumeIds.map((id) => eb('volumes', 'like', `%"volume_id":"${id}"%`))))
    .execute();
}
