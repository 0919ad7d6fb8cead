// The store's exports (a durable snapshot as downloadable files). Reached as `store.exports`;
// part of the store module, like index.ts.

import type { Kysely, Selectable } from 'kysely';
import { nowNs } from './clock.ts';
import { after, type PageRequest } from './lists.ts';
import type { Database, ExportTable } from './schema.ts';
import { enqueueNotice, type Notice } from './webhooks.ts';

export type ExportRow = Selectable<ExportTable>;

export class ExportStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async insert(row: ExportRow): Promise<void> {
    await this.#db.insertInto('exports').values(row).execute();
  }

  get(orgId: string, exportId: string) {
    return this.#db
      .selectFrom('exports')
      .selectAll()
      .where('export_id', '=', exportId)
      .where('org_id', '=', orgId)
      .where('deleted_unix_ns', 'is', null)
      .executeTakeFirst();
  }

  /** The organization's exports, newest first (deleted ones left out); a page of them with `page`. */
  list(orgId: string, page?: PageRequest) {
    let q = this.#db.selectFrom('exports').selectAll().where('org_id', '=', orgId).where('deleted_unix_ns', 'is', null);
    if (page?.after) {
      const from = page.after;
      q = q.where((eb) => after(eb, { at: 'created_unix_ns', id: 'export_id' }, from, 'desc'));
    }
    q = q.orderBy('created_unix_ns', 'desc').orderBy('export_id', 'desc');
    return page ? q.limit(page.limit).execute() : q.execute();
  }

  getAnyOrg(exportId: string) {
    return this.#db.selectFrom('exports').selectAll().where('export_id', '=', exportId).executeTakeFirst();
  }

  pending() {
    return this.#db
      .selectFrom('exports')
      .selectAll()
      .where('state', '=', 'pending')
      .where('deleted_unix_ns', 'is', null)
      .execute();
  }

  async hasPending(snapshotId: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('exports')
      .select('export_id')
      .where('snapshot_id', '=', snapshotId)
      .where('state', '=', 'pending')
      .where('deleted_unix_ns', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  async update(exportId: string, patch: Partial<Pick<ExportRow, 'state' | 'files' | 'error' | 'attempts'>>) {
    await this.#db.updateTable('exports').set(patch).where('export_id', '=', exportId).execute();
  }

  /**
   * Ends a pending export (ready or failed) and writes `notice`'s webhook deliveries in the same
   * transaction; nothing if it was no longer pending (another replica finished it).
   */
  async finish(
    exportId: string,
    patch: Pick<ExportRow, 'state'> & Partial<Pick<ExportRow, 'files' | 'error' | 'attempts'>>,
    notice: Notice,
  ): Promise<void> {
    await this.#db.transaction().execute(async (tx) => {
      const r = await tx
        .updateTable('exports')
        .set(patch)
        .where('export_id', '=', exportId)
        .where('state', '=', 'pending')
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) > 0) await enqueueNotice(tx, notice);
    });
  }

  async markDeleted(exportId: string): Promise<void> {
    await this.#db.updateTable('exports').set({ deleted_unix_ns: nowNs() }).where('export_id', '=', exportId).execute();
  }
}
