// The store's sandbox timelines (GET /vms/{id}/events). Reached as `store.events`; part of the
// store module, like index.ts.

import type { Kysely, Selectable } from 'kysely';
import { nowNs } from './clock.ts';
import type { Database, EventTable } from './schema.ts';
import { enqueueNotice, type Notice } from './webhooks.ts';

/** An event as the API shows it (its sandbox and organization are the query's). */
export type EventRow = Pick<Selectable<EventTable>, 'kind' | 'detail' | 'node' | 'at_unix_ns'>;

export class EventStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Adds to a sandbox's timeline; with `notice`, its webhook deliveries are written in the same transaction. */
  async add(
    e: { vmId: string; orgId: string; kind: string; detail: string; node: string },
    notice?: Notice,
  ): Promise<void> {
    const row = { vm_id: e.vmId, org_id: e.orgId, kind: e.kind, detail: e.detail, node: e.node, at_unix_ns: nowNs() };
    if (!notice) {
      await this.#db.insertInto('events').values(row).execute();
      return;
    }
    await this.#db.transaction().execute(async (tx) => {
      await tx.insertInto('events').values(row).execute();
      await enqueueNotice(tx, notice);
    });
  }

  list(orgId: string, vmId: string, limit: number): Promise<EventRow[]> {
    return this.#db
      .selectFrom('events')
      .select(['kind', 'detail', 'node', 'at_unix_ns'])
      .where('org_id', '=', orgId)
      .where('vm_id', '=', vmId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
