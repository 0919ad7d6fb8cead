// The store's webhooks (docs/webhooks.md): an organization's webhooks, and the outbox of their
// deliveries. A notice (an event a webhook may want) becomes one delivery row per subscribed
// webhook inside the transaction that records the event itself (`enqueueNotice`), so a crash
// neither loses an event's deliveries nor makes a second set with other ids. Senders claim due
// rows for a while (one sender at a time, across replicas too) and record each attempt's outcome.
// Reached as `store.webhooks`; part of the store module, like index.ts.

import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { nowNs } from './clock.ts';
import { after, type PageRequest } from './lists.ts';
import type { Database, WebhookDeliveryTable, WebhookTable } from './schema.ts';

export type WebhookRow = Selectable<WebhookTable>;
export type DeliveryRow = Selectable<WebhookDeliveryTable>;

/** Something that happened that webhooks may want: its organization, type and JSON body per delivery. */
export interface Notice {
  orgId: string;
  type: string;
  /** The body sent for one delivery (its id goes in the body, so receivers see it there too). */
  body: (deliveryId: string, atNs: number) => string;
}

/** A due delivery a sender holds, with where it goes. */
export type ClaimedDelivery = DeliveryRow & Pick<WebhookRow, 'url' | 'secret_box'>;

/** Writes a notice's deliveries, one per live webhook of its organization that wants its type. */
export async function enqueueNotice(tx: Transaction<Database> | Kysely<Database>, notice: Notice): Promise<void> {
  const hooks = await tx
    .selectFrom('webhooks')
    .select(['webhook_id', 'events'])
    .where('org_id', '=', notice.orgId)
    .where('deleted_unix_ns', 'is', null)
    .execute();
  const at = nowNs();
  const rows = hooks
    .filter((h) => {
      const wanted = JSON.parse(h.events) as string[];
      return wanted.length === 0 || wanted.includes(notice.type);
    })
    .map((h) => {
      const id = randomUUID();
      return {
        delivery_id: id,
        webhook_id: h.webhook_id,
        org_id: notice.orgId,
        event_type: notice.type,
        body: notice.body(id, at),
        state: 'pending',
        attempts: 0,
        next_attempt_unix_ns: at,
        claimed_until_unix_ns: null,
        last_status: null,
        last_error: null,
        created_unix_ns: at,
        finished_unix_ns: null,
      };
    });
  if (rows.length > 0) await tx.insertInto('webhook_deliveries').values(rows).execute();
}

export class WebhookStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async insert(row: WebhookRow): Promise<void> {
    await this.#db.insertInto('webhooks').values(row).execute();
  }

  /** The organization's live webhooks, oldest first. */
  list(orgId: string) {
    return this.#db
      .selectFrom('webhooks')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('deleted_unix_ns', 'is', null)
      .orderBy('created_unix_ns', 'asc')
      .orderBy('webhook_id', 'asc')
      .execute();
  }

  /** A webhook of the organization, deleted or not (its delivery log outlives it). */
  get(orgId: string, webhookId: string) {
    return this.#db
      .selectFrom('webhooks')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('webhook_id', '=', webhookId)
      .executeTakeFirst();
  }

  /** Deletes a webhook; its pending deliveries are given up. False if it was deleted already. */
  markDeleted(webhookId: string): Promise<boolean> {
    return this.#db.transaction().execute(async (tx) => {
      const at = nowNs();
      const r = await tx
        .updateTable('webhooks')
        .set({ deleted_unix_ns: at })
        .where('webhook_id', '=', webhookId)
        .where('deleted_unix_ns', 'is', null)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) return false;
      await tx
        .updateTable('webhook_deliveries')
        .set({ state: 'failed', last_error: 'the webhook was deleted', finished_unix_ns: at })
        .where('webhook_id', '=', webhookId)
        .where('state', '=', 'pending')
        .execute();
      return true;
    });
  }

  async enqueue(notice: Notice): Promise<void> {
    await this.#db.transaction().execute((tx) => enqueueNotice(tx, notice));
  }

  /**
   * Claims up to `limit` due deliveries until `holdUntilNs`: pending, due, and not held by a sender
   * whose claim is still good. Each claim is a conditional update, so two senders never hold one.
   */
  async claimDue(limit: number, holdUntilNs: number): Promise<ClaimedDelivery[]> {
    const now = nowNs();
    const due = await this.#db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhooks as w', 'w.webhook_id', 'd.webhook_id')
      .selectAll('d')
      .select(['w.url', 'w.secret_box'])
      .where('d.state', '=', 'pending')
      .where('d.next_attempt_unix_ns', '<=', now)
      .where((eb) => eb.or([eb('d.claimed_until_unix_ns', 'is', null), eb('d.claimed_until_unix_ns', '<', now)]))
      .orderBy('d.next_attempt_unix_ns', 'asc')
      .limit(limit)
      .execute();
    const claimed: ClaimedDelivery[] = [];
    for (const row of due) {
      const r = await this.#db
        .updateTable('webhook_deliveries')
        .set({ claimed_until_unix_ns: holdUntilNs })
        .where('delivery_id', '=', row.delivery_id)
        .where('state', '=', 'pending')
        .where((eb) => eb.or([eb('claimed_until_unix_ns', 'is', null), eb('claimed_until_unix_ns', '<', now)]))
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) > 0) claimed.push(row);
    }
    return claimed;
  }

  /**
   * Records an attempt: delivered, to be retried at `retryAtNs`, or given up (`retryAtNs` null and
   * not delivered). The claim ends with it.
   */
  async recordAttempt(
    deliveryId: string,
    attempt: { delivered: boolean; status: number | null; error: string | null; retryAtNs: number | null },
  ): Promise<void> {
    const at = nowNs();
    const done = attempt.delivered || attempt.retryAtNs === null;
    await this.#db
      .updateTable('webhook_deliveries')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        last_status: attempt.status,
        last_error: attempt.error,
        claimed_until_unix_ns: null,
        state: attempt.delivered ? 'delivered' : done ? 'failed' : 'pending',
        ...(done ? { finished_unix_ns: at } : { next_attempt_unix_ns: attempt.retryAtNs as number }),
      }))
      .where('delivery_id', '=', deliveryId)
      .where('state', '=', 'pending')
      .execute();
  }

  /** A webhook's deliveries, newest first; a page of them with `page`. */
  deliveries(webhookId: string, page?: PageRequest) {
    let q = this.#db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', webhookId);
    if (page?.after) {
      const from = page.after;
      q = q.where((eb) => after(eb, { at: 'created_unix_ns', id: 'delivery_id' }, from, 'desc'));
    }
    q = q.orderBy('created_unix_ns', 'desc').orderBy('delivery_id', 'desc');
    return page ? q.limit(page.limit).execute() : q.execute();
  }
}
