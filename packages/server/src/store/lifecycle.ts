// The store's part of the lifetime policy (control/lifetimes/expiry.ts): sandboxes whose expiry is
// near, and the conditional writes that let one pass, on one replica, announce an expiry once and
// act on it once. Reached as `store.lifecycle`; part of the store module, like index.ts.

import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

export class LifecycleStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Live sandboxes that expire at or before `untilNs`, soonest first. */
  expiringBy(untilNs: number) {
    return this.#db
      .selectFrom('sandboxes')
      .selectAll()
      .where('deleted_unix_ns', 'is', null)
      .where('expires_unix_ns', 'is not', null)
      .where('expires_unix_ns', '<=', untilNs)
      .orderBy('expires_unix_ns', 'asc')
      .execute();
  }

  /** Records that the `expiring` event of this expiry is written; false if it already was (or the expiry moved). */
  async noteExpiring(vmId: string, expiresNs: number): Promise<boolean> {
    const r = await this.#db
      .updateTable('sandboxes')
      .set({ expiry_noticed_unix_ns: expiresNs })
      .where('vm_id', '=', vmId)
      .where('expires_unix_ns', '=', expiresNs)
      .where((eb) => eb.or([eb('expiry_noticed_unix_ns', 'is', null), eb('expiry_noticed_unix_ns', '!=', expiresNs)]))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** Takes this expiry to act on it (it is cleared); false if another pass took it or it moved. */
  async takeExpiry(vmId: string, expiresNs: number): Promise<boolean> {
    const r = await this.#db
      .updateTable('sandboxes')
      .set({ expires_unix_ns: null })
      .where('vm_id', '=', vmId)
      .where('expires_unix_ns', '=', expiresNs)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** Puts back an expiry whose action failed (to be tried on the next pass), unless one was set since. */
  async putBackExpiry(vmId: string, expiresNs: number): Promise<void> {
    await this.#db
      .updateTable('sandboxes')
      .set({ expires_unix_ns: expiresNs })
      .where('vm_id', '=', vmId)
      .where('expires_unix_ns', 'is', null)
      .execute();
  }
}
