// The rows the E2B-compatible API keeps of the sandboxes it made (schema.ts, E2bSandboxTable):
// every SQL statement about them. Reached as `store.e2b`; part of the store module, like index.ts.

import type { Kysely, Selectable } from 'kysely';
import type { Database, E2bSandboxTable } from './schema.ts';

export type E2bSandboxRow = Selectable<E2bSandboxTable>;

export class E2bStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Records a sandbox the E2B API made; a second insert of the same vm_id changes nothing. */
  async insert(row: E2bSandboxRow): Promise<void> {
    await this.#db
      .insertInto('e2b_sandboxes')
      .values(row)
      .onConflict((oc) => oc.column('vm_id').doNothing())
      .execute();
  }

  get(vmId: string) {
    return this.#db.selectFrom('e2b_sandboxes').selectAll().where('vm_id', '=', vmId).executeTakeFirst();
  }

  /** The rows of these sandboxes (those the E2B API made). */
  many(vmIds: string[]) {
    if (vmIds.length === 0) return Promise.resolve([]);
    return this.#db.selectFrom('e2b_sandboxes').selectAll().where('vm_id', 'in', vmIds).execute();
  }
}
