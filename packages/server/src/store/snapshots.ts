// The store's checkpoints: user snapshots and the internal checkpoints of forks, archives and
// templates (one table, `kind` tells them apart), their durability and what the collector needs.
// Reached as `store.snapshots`; part of the store module, like index.ts.

import type { Insertable, Kysely, Selectable } from 'kysely';
import { nowNs } from './clock.ts';
import { after, type PageRequest } from './lists.ts';
import type { SandboxRow } from './sandboxes.ts';
import type { Database, SnapshotTable } from './schema.ts';
import { enqueueNotice, type Notice } from './webhooks.ts';

export type SnapshotRow = Selectable<SnapshotTable>;

export class SnapshotStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * Records a checkpoint of a sandbox and points the sandbox at it, in one transaction: the
   * collector never sees the sandbox off its old checkpoint before the new row that stacks on it.
   */
  async insertCheckpoint(
    row: Insertable<SnapshotTable>,
    patch: Partial<Pick<SandboxRow, 'checkpoint_id' | 'last_snapshot_id'>>,
  ): Promise<void> {
    await this.#db.transaction().execute(async (tx) => {
      await tx.insertInto('snapshots').values(row).execute();
      await tx.updateTable('sandboxes').set(patch).where('vm_id', '=', row.vm_id).execute();
    });
  }

  /** A snapshot of the organization that has not been deleted. */
  get(orgId: string, snapshotId: string) {
    return this.#db
      .selectFrom('snapshots')
      .selectAll()
      .where('snapshot_id', '=', snapshotId)
      .where('org_id', '=', orgId)
      .where('kind', '=', 'snapshot')
      .where('deleted_unix_ns', 'is', null)
      .executeTakeFirst();
  }

  getAnyOrg(snapshotId: string) {
    return this.#db.selectFrom('snapshots').selectAll().where('snapshot_id', '=', snapshotId).executeTakeFirst();
  }

  /** The organization's snapshots (of one sandbox with `vmId`), oldest first; a page of them with `page`. */
  list(orgId: string, vmId?: string, page?: PageRequest) {
    let q = this.#db
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
  latestDurable(vmId: string) {
    return this.#db
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

  async update(snapshotId: string, patch: Partial<Pick<SnapshotRow, 'durable' | 'state' | 'logical_bytes'>>) {
    await this.#db.updateTable('snapshots').set(patch).where('snapshot_id', '=', snapshotId).execute();
  }

  /**
   * Marks a checkpoint durable; the first to do so (two uploaders may finish one) also writes
   * `notice`'s webhook deliveries, in the same transaction.
   */
  async markDurable(snapshotId: string, notice?: Notice): Promise<void> {
    await this.#db.transaction().execute(async (tx) => {
      const r = await tx
        .updateTable('snapshots')
        .set({ durable: 1 })
        .where('snapshot_id', '=', snapshotId)
        .where('durable', '=', 0)
        .executeTakeFirst();
      if (notice && Number(r.numUpdatedRows) > 0) await enqueueNotice(tx, notice);
    });
  }

  async markDeleted(snapshotId: string): Promise<void> {
    await this.#db
      .updateTable('snapshots')
      .set({ deleted_unix_ns: nowNs() })
      .where('snapshot_id', '=', snapshotId)
      .where('deleted_unix_ns', 'is', null)
      .execute();
  }

  /** Every checkpoint row on a node (or on every node), deleted or not, with what its files depend on. */
  onNode(node?: string) {
    let q = this.#db
      .selectFrom('snapshots')
      .select(['snapshot_id', 'chain_parent', 'deleted_unix_ns', 'kind', 'durable', 'created_unix_ns']);
    if (node !== undefined) q = q.where('node', '=', node);
    return q.execute();
  }

  /** Checkpoint ids that live (not deleted) sandboxes sit on. */
  async inUse(): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('sandboxes')
      .select('checkpoint_id')
      .where('deleted_unix_ns', 'is', null)
      .where('checkpoint_id', 'is not', null)
      .execute();
    return rows.map((r) => r.checkpoint_id as string);
  }
}
