// An organization's webhooks (docs/webhooks.md): create (the signing secret is shown once),
// list, get, delete, and each one's delivery log. What they hear is control/webhooks/events.ts;
// how deliveries are sent is control/webhooks/delivery.ts; where they may go,
// control/webhooks/targets.ts.

import { randomBytes, randomUUID } from 'node:crypto';
import { conflict, notFound } from '../../errors.ts';
import { type DeliveryRow, nowNs, type PageRequest, type Store, type WebhookRow } from '../../store/index.ts';
import type { Caller } from '../access/keys.ts';
import type { SecretBox } from '../access/secret-box.ts';
import type { EventType } from './events.ts';
import type { WebhookTargets } from './targets.ts';

/** Webhooks per organization. */
export const MAX_WEBHOOKS = 16;

export interface WebhookView {
  webhook_id: string;
  url: string;
  events: string[];
  created_unix_ns: number;
}

export interface DeliveryView {
  delivery_id: string;
  event_type: string;
  state: string;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  created_unix_ns: number;
  next_attempt_unix_ns: number | null;
  finished_unix_ns: number | null;
  body: string;
}

export class WebhookService {
  readonly #store: Store;
  readonly #box: SecretBox;
  readonly #targets: WebhookTargets;

  constructor(store: Store, box: SecretBox, targets: WebhookTargets) {
    this.#store = store;
    this.#box = box;
    this.#targets = targets;
  }

  /** A new webhook; the answer carries its secret, which is never shown again. */
  async create(caller: Caller, req: { url: string; events?: EventType[] }): Promise<WebhookView & { secret: string }> {
    const url = this.#targets.checkUrl(req.url);
    if ((await this.#store.webhooks.list(caller.orgId)).length >= MAX_WEBHOOKS) {
      throw conflict('webhook limit reached', `an organization has at most ${MAX_WEBHOOKS} webhooks`);
    }
    const secret = `whsec_${randomBytes(24).toString('base64')}`;
    const row: WebhookRow = {
      webhook_id: randomUUID(),
      org_id: caller.orgId,
      url: url.href,
      events: JSON.stringify([...new Set(req.events ?? [])]),
      secret_box: this.#box.seal(secret),
      created_unix_ns: nowNs(),
      deleted_unix_ns: null,
    };
    await this.#store.webhooks.insert(row);
    return { ...viewWebhook(row), secret };
  }

  async list(caller: Caller): Promise<WebhookView[]> {
    return (await this.#store.webhooks.list(caller.orgId)).map(viewWebhook);
  }

  async get(caller: Caller, webhookId: string): Promise<WebhookView> {
    return viewWebhook(await this.#live(caller, webhookId));
  }

  /** Deletes a webhook (its pending deliveries are given up); repeating it is a no-op. */
  async delete(caller: Caller, webhookId: string): Promise<void> {
    const row = await this.#store.webhooks.get(caller.orgId, webhookId);
    if (!row) throw notFound('webhook');
    await this.#store.webhooks.markDeleted(webhookId);
  }

  /** A live webhook's deliveries, newest first (a page with `page`). */
  async deliveries(caller: Caller, webhookId: string, page?: PageRequest): Promise<DeliveryRow[]> {
    await this.#live(caller, webhookId);
    return this.#store.webhooks.deliveries(webhookId, page);
  }

  async #live(caller: Caller, webhookId: string): Promise<WebhookRow> {
    const row = await this.#store.webhooks.get(caller.orgId, webhookId);
    if (!row || row.deleted_unix_ns !== null) throw notFound('webhook');
    return row;
  }
}

function viewWebhook(row: WebhookRow): WebhookView {
  return {
    webhook_id: row.webhook_id,
    url: row.url,
    events: JSON.parse(row.events) as string[],
    created_unix_ns: row.created_unix_ns,
  };
}

export function viewDelivery(row: DeliveryRow): DeliveryView {
  return {
    delivery_id: row.delivery_id,
    event_type: row.event_type,
    state: row.state,
    attempts: row.attempts,
    last_status: row.last_status,
    last_error: row.last_error,
    created_unix_ns: row.created_unix_ns,
    next_attempt_unix_ns: row.state === 'pending' ? row.next_attempt_unix_ns : null,
    finished_unix_ns: row.finished_unix_ns,
    body: row.body,
  };
}
