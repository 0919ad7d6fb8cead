// Which budget a request of Warren's API spends from (control/access/rate-limits.ts holds the
// budgets): acquisitions (creates, snapshots, forks, restores, exposes, templates, exports) and
// everything else; DELETE is never limited.

import type { RateClass } from '../control/access/rate-limits.ts';

export {
  type Budget,
  budgetHeaders,
  DEFAULT_RATE_LIMITS,
  perMinute,
  type RateClass,
  RateLimiter,
  type RateLimits,
} from '../control/access/rate-limits.ts';

const ACQUISITIONS = [
  /^POST \/vms$/,
  /^POST \/vms\/[^/]+\/(snapshot|branch|expose)$/,
  /^POST \/templates$/,
  /^POST \/snapshots\/[^/]+\/export$/,
  /^POST \/volumes$/,
  /^POST \/volumes\/[^/]+\/snapshots$/,
];

/** Which budget a request spends from, or undefined for requests that are never limited. */
export function rateClass(method: string, path: string): RateClass | undefined {
  if (method === 'DELETE') return undefined;
  const line = `${method} ${path}`;
  return ACQUISITIONS.some((re) => re.test(line)) ? 'acquisition' : 'other';
}
