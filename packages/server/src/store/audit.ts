// The store's audit log: the mutating calls of each organization (GET /audit). Reached as
// `store.audit`; part of the store module, like index.ts.

import type { Kysely, Selectable } from 'kysely';
import { nowNs } from './clock.ts';
import type { AuditTable, Database } from './schema.ts';

/** An audit record as the API shows it (its organization is the query's). */
export type AuditRow = Omit<Selectable<AuditTable>, 'org_id'>;

export class AuditStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async add(a: Omit<AuditRow, 'id' | 'at_unix_ns'> & { org_id: string }): Promise<void> {
    await this.#db
      .insertInto('audit')
      .values({ ...a, at_unix_ns: nowNs() })
      .execute();
  }

  /** The organization's records older than the `before` id, newest first (ids only grow). */
  list(orgId: string, limit: number, before?: number): Promise<AuditRow[]> {
    let q = this.#db
      .selectFrom('audit')
      .select(['id', 'key_id', 'action', 'resource', 'outcome', 'request_id', 'at_unix_ns'])
      .where('org_id', '=', orgId);
    if (before !== undefined) q = q.where('id', '<', before);
    return q.orderBy('id', 'desc').limit(limit).execute();
  }
}
