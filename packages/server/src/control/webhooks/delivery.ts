// Sends the outbox (docs/webhooks.md, "Delivery"): due deliveries are claimed from the store and
// POSTed to their webhook's URL as JSON, signed the Standard Webhooks way (headers webhook-id,
// webhook-timestamp, webhook-signature: `v1,` + base64 HMAC-SHA256 of `id.timestamp.body` under
// the webhook's secret). A 2xx answer delivers it; anything else (another status, a redirect, no
// answer within the timeout, a refused target) is retried with doubling delays until it is
// delivered or `giveUpAfterMs` has passed since the event. Every attempt of one delivery carries
// the same id and body. Runs on the background lease's holder; a claim (store/webhooks.ts) keeps
// two senders off one delivery, and a sender that died mid-attempt leaves a claim that lapses, so
// the delivery is sent again (same id) rather than lost.

import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { ClaimedDelivery, Store } from '../../store/index.ts';
import { nowNs } from '../../store/index.ts';
import type { SecretBox } from '../access/secret-box.ts';
import type { WebhookTargets } from './targets.ts';

export interface WebhookDeliveryConfig {
  /** An attempt without an answer this long fails. */
  timeoutMs: number;
  /** The first retry comes this long after a failed attempt; each next one twice as long after. */
  firstRetryMs: number;
  maxRetryMs: number;
  /** No attempt starts later than this after the event: the delivery is then `failed`. */
  giveUpAfterMs: number;
  /** How often the outbox is looked at. */
  pollMs: number;
}

export const DEFAULT_WEBHOOK_DELIVERY: WebhookDeliveryConfig = {
  timeoutMs: 10_000,
  firstRetryMs: 5_000,
  maxRetryMs: 600_000,
  giveUpAfterMs: 24 * 3_600_000,
  pollMs: 500,
};

/** Deliveries claimed in one pass (sent concurrently). */
const BATCH = 32;
/** A claim outlasts an attempt's timeout by this much. */
const CLAIM_SLACK_MS = 5_000;
/** At most this much of an answer's body is read (and kept as last_error on failure). */
const ANSWER_BYTES = 512;

/** The signature of one delivery's attempt: Standard Webhooks' `v1,<base64>`. */
export function sign(secret: string, id: string, timestampS: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampS}.${body}`).digest('base64')}`;
}

export class WebhookDispatcher {
  readonly #store: Store;
  readonly #box: SecretBox;
  readonly #targets: WebhookTargets;
  readonly #config: WebhookDeliveryConfig;
  #timer: NodeJS.Timeout | undefined;
  #passing: Promise<void> | undefined;

  constructor(store: Store, box: SecretBox, targets: WebhookTargets, config: WebhookDeliveryConfig) {
    this.#store = store;
    this.#box = box;
    this.#targets = targets;
    this.#config = config;
  }

  start(): void {
    clearInterval(this.#timer);
    this.#timer = setInterval(() => void this.pass(), this.#config.pollMs);
    this.#timer.unref();
  }

  /** Stops looking; attempts in flight finish (or lapse with their claim). */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#passing;
  }

  /** One pass: claims the due deliveries and attempts each. Overlapping passes are skipped. */
  pass(): Promise<void> {
    this.#passing ??= this.#pass()
      .catch((err) => console.error(`webhooks: ${(err as Error).message}`))
      .finally(() => {
        this.#passing = undefined;
      });
    return this.#passing;
  }

  async #pass(): Promise<void> {
    const hold = nowNs() + (this.#config.timeoutMs + CLAIM_SLACK_MS) * 1e6;
    const claimed = await this.#store.webhooks.claimDue(BATCH, hold);
    await Promise.all(claimed.map((d) => this.#attempt(d)));
  }

  async #attempt(d: ClaimedDelivery): Promise<void> {
    let status: number | null = null;
    let error: string | null = null;
    try {
      const secret = this.#box.open<string>(d.secret_box);
      const ts = Math.floor(Date.now() / 1000);
      const answer = await this.#post(
        d.url,
        { id: d.delivery_id, ts, signature: sign(secret, d.delivery_id, ts, d.body) },
        d.body,
      );
      status = answer.status;
      if (status < 200 || status > 299) error = `HTTP ${status}${answer.text ? `: ${answer.text}` : ''}`;
    } catch (err) {
      error = (err as Error).message;
    }
    const delivered = error === null;
    await this.#store.webhooks.recordAttempt(d.delivery_id, {
      delivered,
      status,
      error,
      retryAtNs: delivered ? null : this.#retryAt(d),
    });
  }

  /** When the next attempt goes, or null if that would be past the give-up time. */
  #retryAt(d: ClaimedDelivery): number | null {
    const delayMs = Math.min(this.#config.maxRetryMs, this.#config.firstRetryMs * 2 ** d.attempts);
    const at = nowNs() + delayMs * 1e6;
    return at > d.created_unix_ns + this.#config.giveUpAfterMs * 1e6 ? null : at;
  }

  #post(
    rawUrl: string,
    sig: { id: string; ts: number; signature: string },
    body: string,
  ): Promise<{ status: number; text: string }> {
    const url = new URL(rawUrl);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // An address in the URL is not looked up, so it is checked here; a name is checked as it resolves.
    if (isIP(host) && !this.#targets.allows(host)) {
      return Promise.reject(new Error(`${host} is not a target webhooks may reach`));
    }
    return new Promise((resolve, reject) => {
      const req = (url.protocol === 'https:' ? https : http).request(
        url,
        {
          method: 'POST',
          lookup: this.#targets.lookup,
          timeout: this.#config.timeoutMs,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'user-agent': 'warren-webhooks',
            'webhook-id': sig.id,
            'webhook-timestamp': String(sig.ts),
            'webhook-signature': sig.signature,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            if (text.length < ANSWER_BYTES) text += chunk.slice(0, ANSWER_BYTES - text.length);
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text: text.trim() }));
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${this.#config.timeoutMs} ms`)));
      req.on('error', reject);
      req.end(body);
    });
  }
}
