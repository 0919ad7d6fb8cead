// Per-organization request budgets, as the spec describes them: two classes (acquisitions, which
// take resources, and everything else), each a fixed one-minute window refilled in full. Every api
// replica holds `limit / replicas` of the budget; DELETE is never limited.

import { ApiError } from '../errors.ts';

export type RateClass = 'acquisition' | 'other';

export interface RateLimits {
  acquisitionsPerMinute: number;
  otherPerMinute: number;
  /** api replicas sharing the organization's budget (each holds its share). */
  replicas: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { acquisitionsPerMinute: 300, otherPerMinute: 12_000, replicas: 1 };

const ACQUISITIONS = [
  /^POST \/vms$/,
  /^POST \/vms\/[^/]+\/(snapshot|branch|expose)$/,
  /^POST \/templates$/,
  /^POST \/snapshots\/[^/]+\/export$/,
];

/** Which budget a request spends from, or undefined for requests that are never limited. */
export function rateClass(method: string, path: string): RateClass | undefined {
  if (method === 'DELETE') return undefined;
  const line = `${method} ${path}`;
  return ACQUISITIONS.some((re) => re.test(line)) ? 'acquisition' : 'other';
}

interface Window {
  start: number;
  used: number;
}

export class RateLimiter {
  readonly #limits: RateLimits;
  readonly #windows = new Map<string, Window>();
  readonly #now: () => number;

  constructor(limits: RateLimits, now: () => number = Date.now) {
    this.#limits = limits;
    this.#now = now;
  }

  /** Spends one request of the class; returns what remains, or throws 429 with Retry-After. */
  take(orgId: string, cls: RateClass): number {
    const limit = Math.max(
      1,
      Math.floor(
        (cls === 'acquisition' ? this.#limits.acquisitionsPerMinute : this.#limits.otherPerMinute) /
          this.#limits.replicas,
      ),
    );
    const now = this.#now();
    const windowStart = now - (now % 60_000);
    const key = `${orgId}:${cls}`;
    let w = this.#windows.get(key);
    if (!w || w.start !== windowStart) {
      w = { start: windowStart, used: 0 };
      this.#windows.set(key, w);
    }
    if (w.used >= limit) {
      const retryAfter = Math.max(1, Math.ceil((windowStart + 60_000 - now) / 1000));
      throw new ApiError(
        429,
        'rate limited',
        `${cls} budget of ${limit} per minute spent`,
        { kind: 'rate', retry_after: retryAfter },
        {
          'retry-after': String(retryAfter),
        },
      );
    }
    w.used++;
    return limit - w.used;
  }
}
