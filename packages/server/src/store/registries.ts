// The store's registry credentials (sealed secrets per organization and registry host). Reached as
// `store.registries`; part of the store module, like index.ts.

import type { Kysely } from 'kysely';
import { nowNs } from './clock.ts';
import type { Database } from './schema.ts';

export class RegistryStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async put(r: { orgId: string; host: string; kind: string; secretBox: string }): Promise<void> {
    const now = nowNs();
    await this.#db
      .insertInto('registries')
      .values({
        org_id: r.orgId,
        host: r.host,
        kind: r.kind,
        secret_box: r.secretBox,
        created_unix_ns: now,
        updated_unix_ns: now,
      })
      .onConflict((oc) =>
        oc.columns(['org_id', 'host']).doUpdateSet({ kind: r.kind, secret_box: r.secretBox, updated_unix_ns: now }),
      )
      .execute();
  }

  list(orgId: string) {
    return this.#db
      .selectFrom('registries')
      .select(['host', 'kind', 'created_unix_ns', 'updated_unix_ns'])
      .where('org_id', '=', orgId)
      .orderBy('host')
      .execute();
  }

  get(orgId: string, host: string) {
    return this.#db
      .selectFrom('registries')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('host', '=', host)
      .executeTakeFirst();
  }

  async delete(orgId: string, host: string): Promise<boolean> {
    const r = await this.#db
      .deleteFrom('registries')
      .where('org_id', '=', orgId)
      .where('host', '=', host)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }
}
