// Per-organization request budgets, as the spec describes them: two classes (acquisitions, which
// take resources, and everything else), each a fixed one-minute window refilled in full. Every api
// replica holds `limit / replicas` of the budget; DELETE is never limited. An operator may give an
// organization budgets of its own (`warren org limits`); they are read from the store on every
// request, so a change applies to the next request without a restart. One limiter serves every
// front of a replica (Warren's API and the E2B-compatible one): an organization has one budget.
// Which class a request spends from is each front's (api/rate-limit.ts, e2b/api/app.ts).

import { ApiError } from '../../errors.ts';
import type { OrgLimits } from '../../store/index.ts';

export type RateClass = 'acquisition' | 'other';

export interface RateLimits {
  acquisitionsPerMinute: number;
  otherPerMinute: number;
  /** api replicas sharing the organization's budget (each holds its share). */
  replicas: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { acquisitionsPerMinute: 300, otherPerMinute: 12_000, replicas: 1 };

/** What one request left of its class's budget on this replica: the `x-ratelimit-*` headers. */
export interface Budget {
  /** This replica's share of the organization's per-minute budget. */
  limit: number;
  remaining: number;
  /** Seconds until the window ends and the budget returns in full. */
  resetS: number;
}

/** The organization's per-minute guarantee for a class: the operator's figure, else the default. */
export function perMinute(defaults: RateLimits, org: OrgLimits, cls: RateClass): number {
  return cls === 'acquisition'
    ? (org.acquisitionsPerMinute ?? defaults.acquisitionsPerMinute)
    : (org.otherPerMinute ?? defaults.otherPerMinute);
}

export function budgetHeaders(b: Budget): Record<string, string> {
  return {
    'x-ratelimit-limit': String(b.limit),
    'x-ratelimit-remaining': String(b.remaining),
    'x-ratelimit-reset': String(b.resetS),
  };
}

interface Window {
  start: number;
  used: number;
}

export class RateLimiter {
  readonly #replicas: number;
  readonly #windows = new Map<string, Window>();
  readonly #now: () => number;

  constructor(replicas: number, now: () => number = Date.now) {
    this.#replicas = replicas;
    this.#now = now;
  }

  /**
   * Spends one request of the class from an organization whose guarantee is `perMinute`; returns
   * what remains, or throws 429 `rate limited` with Retry-After once this window's share is spent.
   */
  take(orgId: string, cls: RateClass, perMinute: number): Budget {
    const limit = Math.max(1, Math.floor(perMinute / this.#replicas));
    const now = this.#now();
    const windowStart = now - (now % 60_000);
    const resetS = Math.max(1, Math.ceil((windowStart + 60_000 - now) / 1000));
    const key = `${orgId}:${cls}`;
    let w = this.#windows.get(key);
    if (!w || w.start !== windowStart) {
      w = { start: windowStart, used: 0 };
      this.#windows.set(key, w);
    }
    if (w.used >= limit) {
      throw new ApiError(
        429,
        'rate limited',
        `${cls} budget of ${limit} per minute spent`,
        { kind: 'rate', retry_after: resetS },
        { 'retry-after': String(resetS), ...budgetHeaders({ limit, remaining: 0, resetS }) },
      );
    }
    w.used++;
    return { limit, remaining: limit - w.used, resetS };
  }
}
