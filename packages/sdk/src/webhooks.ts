// `client.webhooks`: the organization's webhooks (docs/webhooks.md): create (the answer carries
// the signing secret, shown only then), list, get, delete, and a webhook's delivery log.

import type { Transport } from './transport.ts';
import type { CreatedWebhook, CreateWebhookParams, Webhook, WebhookDelivery } from './types.ts';

export class Webhooks {
  readonly #t: Transport;

  constructor(transport: Transport) {
    this.#t = transport;
  }

  /** A new webhook for `url` (`events`: the types it gets; none: all). Keep `secret`: it is not shown again. */
  create(params: CreateWebhookParams): Promise<CreatedWebhook> {
    return this.#t.call({ idempotent: false }, (signal) => this.#t.api.POST('/webhooks', { body: params, signal }));
  }

  async list(): Promise<Webhook[]> {
    const answer = await this.#t.call({ idempotent: true }, (signal) => this.#t.api.GET('/webhooks', { signal }));
    return answer.webhooks;
  }

  get(webhookId: string): Promise<Webhook> {
    return this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.GET('/webhooks/{webhook_id}', { params: { path: { webhook_id: webhookId } }, signal }),
    );
  }

  /** Deletes a webhook; its pending deliveries are given up. Repeating it is a no-op. */
  async delete(webhookId: string): Promise<void> {
    await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.DELETE('/webhooks/{webhook_id}', { params: { path: { webhook_id: webhookId } }, signal }),
    );
  }

  /** Its deliveries, newest first. */
  async deliveries(webhookId: string): Promise<WebhookDelivery[]> {
    const answer = await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.GET('/webhooks/{webhook_id}/deliveries', { params: { path: { webhook_id: webhookId } }, signal }),
    );
    return answer.deliveries;
  }
}
