// The store's ingress rows (public ports of sandboxes): every SQL statement about them. Reached as
// `store.ingress`; part of the store module, like index.ts.

import type { Kysely, Selectable } from 'kysely';
import type { Database, IngressTable } from './schema.ts';

export type IngressRow = Selectable<IngressTable>;

export class IngressStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Inserts a live ingress; false when its public port or guest port is taken meanwhile. */
  async insert(row: IngressRow): Promise<boolean> {
    const r = await this.#db
      .insertInto('ingresses')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Any ingress row with this id, in any organization, deleted or not. */
  getAnyOrg(ingressId: string) {
    return this.#db.selectFrom('ingresses').selectAll().where('ingress_id', '=', ingressId).executeTakeFirst();
  }

  /** Live ingresses of a sandbox, oldest first. */
  listForSandbox(vmId: string) {
    return this.#db
      .selectFrom('ingresses')
      .selectAll()
      .where('vm_id', '=', vmId)
      .where('deleted_unix_ns', 'is', null)
      .orderBy('created_unix_ns', 'asc')
      .execute();
  }

  async countForSandbox(vmId: string): Promise<number> {
    const { n } = await this.#db
      .selectFrom('ingresses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('vm_id', '=', vmId)
      .where('deleted_unix_ns', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  /** Public ports of a gateway node held by live ingresses. */
  async portsOnNode(node: string): Promise<Set<number>> {
    const rows = await this.#db
      .selectFrom('ingresses')
      .select('public_port')
      .where('gateway_node', '=', node)
      .where('deleted_unix_ns', 'is', null)
      .execute();
    return new Set(rows.map((r) => r.public_port));
  }

  /** Live ingresses of a gateway node whose sandbox is live too (the edge's listeners at start). */
  liveOnNode(node: string) {
    return this.#db
      .selectFrom('ingresses')
      .innerJoin('sandboxes', 'sandboxes.vm_id', 'ingresses.vm_id')
      .selectAll('ingresses')
      .where('ingresses.gateway_node', '=', node)
      .where('ingresses.deleted_unix_ns', 'is', null)
      .where('sandboxes.deleted_unix_ns', 'is', null)
      .execute();
  }

  /**
   * What the edge needs for one request to a public port: the ingress and its sandbox's state and
   * address. Undefined when no live ingress of a live sandbox holds the port.
   */
  route(node: string, publicPort: number) {
    return this.#db
      .selectFrom('ingresses')
      .innerJoin('sandboxes', 'sandboxes.vm_id', 'ingresses.vm_id')
      .select([
        'ingresses.ingress_id',
        'ingresses.vm_id',
        'ingresses.org_id',
        'ingresses.guest_port',
        'sandboxes.state',
        'sandboxes.guest_ip',
        'sandboxes.node',
      ])
      .where('ingresses.gateway_node', '=', node)
      .where('ingresses.public_port', '=', publicPort)
      .where('ingresses.deleted_unix_ns', 'is', null)
      .where('sandboxes.deleted_unix_ns', 'is', null)
      .executeTakeFirst();
  }

  /** Marks one ingress deleted; returns false if it already was. */
  async markDeleted(ingressId: string, at: number): Promise<boolean> {
    const r = await this.#db
      .updateTable('ingresses')
      .set({ deleted_unix_ns: at })
      .where('ingress_id', '=', ingressId)
      .where('deleted_unix_ns', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** Marks every live ingress of a sandbox deleted and returns them. */
  markSandboxDeleted(vmId: string, at: number): Promise<IngressRow[]> {
    return this.#db.transaction().execute(async (tx) => {
      const rows = await tx
        .selectFrom('ingresses')
        .selectAll()
        .where('vm_id', '=', vmId)
        .where('deleted_unix_ns', 'is', null)
        .execute();
      await tx
        .updateTable('ingresses')
        .set({ deleted_unix_ns: at })
        .where('vm_id', '=', vmId)
        .where('deleted_unix_ns', 'is', null)
        .execute();
      return rows;
    });
  }

  /** Marks deleted the live ingresses whose sandbox is deleted (a crash between the two deletes). */
  async sweepDeletedSandboxes(at: number): Promise<void> {
    await this.#db
      .updateTable('ingresses')
      .set({ deleted_unix_ns: at })
      .where('deleted_unix_ns', 'is', null)
      .where('vm_id', 'in', (eb) => eb.selectFrom('sandboxes').select('vm_id').where('deleted_unix_ns', 'is not', null))
      .execute();
  }
}
