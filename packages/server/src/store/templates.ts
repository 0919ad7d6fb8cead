// The store's template rows (booted-once checkpoints that creates restore from) and the record of
// which organizations used a shared template: every SQL statement about them. Reached as
// `store.templates`; part of the store module, like index.ts.

import type { Kysely, Selectable } from 'kysely';
import { nowNs } from './clock.ts';
import { after, type PageRequest } from './lists.ts';
import type { Database, TemplateTable } from './schema.ts';

export type TemplateRow = Selectable<TemplateTable>;

export class TemplateStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async insert(row: TemplateRow): Promise<void> {
    await this.#db.insertInto('templates').values(row).execute();
  }

  get(templateId: string) {
    return this.#db
      .selectFrom('templates')
      .selectAll()
      .where('template_id', '=', templateId)
      .where('deleted_unix_ns', 'is', null)
      .executeTakeFirst();
  }

  /** Any template row with this id, deleted or not. */
  getAnyOrg(templateId: string) {
    return this.#db.selectFrom('templates').selectAll().where('template_id', '=', templateId).executeTakeFirst();
  }

  /** The live template of an organization (or shared, when orgId is null) for an image at a shape. */
  findByShape(orgId: string | null, image: string, cpus: number, memoryMb: number, runtime: string) {
    let q = this.#db
      .selectFrom('templates')
      .selectAll()
      .where('source_image', '=', image)
      .where('cpus', '=', cpus)
      .where('memory_mb', '=', memoryMb)
      .where('runtime', '=', runtime)
      .where('deleted_unix_ns', 'is', null)
      .where('name', '=', image);
    q = orgId === null ? q.where('org_id', 'is', null) : q.where('org_id', '=', orgId);
    return q.orderBy('created_unix_ns', 'desc').executeTakeFirst();
  }

  /** An organization's own templates named `name` (optionally at `version`), newest first. */
  findByName(orgId: string, name: string, version?: string) {
    let q = this.#db
      .selectFrom('templates')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('name', '=', name)
      .where('deleted_unix_ns', 'is', null);
    if (version !== undefined) q = q.where('version', '=', version);
    return q.orderBy('created_unix_ns', 'desc').execute();
  }

  /** Own templates plus the shared ones the organization's creates used, oldest first; a page with `page`. */
  list(orgId: string, page?: PageRequest) {
    let q = this.#db
      .selectFrom('templates')
      .selectAll()
      .where('deleted_unix_ns', 'is', null)
      .where((eb) =>
        eb.or([
          eb('org_id', '=', orgId),
          eb('template_id', 'in', eb.selectFrom('template_uses').select('template_id').where('org_id', '=', orgId)),
        ]),
      );
    if (page?.after) {
      const from = page.after;
      q = q.where((eb) => after(eb, { at: 'created_unix_ns', id: 'template_id' }, from, 'asc'));
    }
    q = q.orderBy('created_unix_ns', 'asc').orderBy('template_id', 'asc');
    return page ? q.limit(page.limit).execute() : q.execute();
  }

  /** Live templates still building (resumed at start-up). */
  building() {
    return this.#db
      .selectFrom('templates')
      .selectAll()
      .where('status', '=', 'building')
      .where('deleted_unix_ns', 'is', null)
      .execute();
  }

  async update(
    templateId: string,
    patch: Partial<Pick<TemplateRow, 'status' | 'status_detail' | 'base_snapshot_id' | 'last_used_unix_ns'>>,
  ): Promise<void> {
    await this.#db.updateTable('templates').set(patch).where('template_id', '=', templateId).execute();
  }

  async markDeleted(templateId: string): Promise<void> {
    await this.#db
      .updateTable('templates')
      .set({ deleted_unix_ns: nowNs() })
      .where('template_id', '=', templateId)
      .execute();
  }

  /** Records that an organization created from a shared template (once; repeats are no-ops). */
  async recordUse(orgId: string, templateId: string): Promise<void> {
    await this.#db
      .insertInto('template_uses')
      .values({ org_id: orgId, template_id: templateId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  /** Checkpoint ids templates restore from (kept by the checkpoint collector). */
  async checkpoints(): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('templates')
      .select('base_snapshot_id')
      .where('deleted_unix_ns', 'is', null)
      .where('base_snapshot_id', 'is not', null)
      .execute();
    return rows.map((r) => r.base_snapshot_id as string);
  }
}
