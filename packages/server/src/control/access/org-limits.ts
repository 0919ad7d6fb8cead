// Per-organization request budgets set by the operator (`warren org limits NAME`): reading and
// changing them by organization name. The rate limiter reads them from the store on each request
// (api/rate-limit.ts), so a change needs no restart.

import type { OrgLimits, Store } from '../../store/index.ts';

/** A new per-minute figure for a class: a whole number, `default` (the server's), or unchanged. */
export type LimitChange = number | 'default' | undefined;

/** The most a budget may be set to: far above anything one api replica could serve in a minute. */
export const MAX_PER_MINUTE = 10_000_000;

export interface EffectiveLimits {
  acquisitionsPerMinute: { value: number; isDefault: boolean };
  otherPerMinute: { value: number; isDefault: boolean };
}

/** Parses a command-line figure: a whole number 1..MAX_PER_MINUTE, or `default`. */
export function parseLimit(text: string, flag: string): number | 'default' {
  if (text === 'default') return 'default';
  const n = /^\d{1,8}$/.test(text) ? Number(text) : Number.NaN;
  if (!(n >= 1 && n <= MAX_PER_MINUTE)) {
    throw new Error(
      `${flag} wants a whole number of requests per minute (1-${MAX_PER_MINUTE}) or "default", got ${text}`,
    );
  }
  return n;
}

/** Applies the changes given (none: just reads) and returns the organization's effective budgets. */
export async function orgLimits(
  store: Store,
  orgName: string,
  defaults: { acquisitionsPerMinute: number; otherPerMinute: number },
  change: { acquisitions?: LimitChange; other?: LimitChange } = {},
): Promise<EffectiveLimits> {
  const org = await store.accounts.findOrgByName(orgName);
  if (!org) throw new Error(`no organization named ${orgName}`);
  let current = await store.accounts.getOrgLimits(org.id);
  if (change.acquisitions !== undefined || change.other !== undefined) {
    const apply = (c: LimitChange, was: number | null) => (c === undefined ? was : c === 'default' ? null : c);
    current = {
      acquisitionsPerMinute: apply(change.acquisitions, current.acquisitionsPerMinute),
      otherPerMinute: apply(change.other, current.otherPerMinute),
    } satisfies OrgLimits;
    await store.accounts.setOrgLimits(org.id, current);
  }
  return {
    acquisitionsPerMinute: effective(current.acquisitionsPerMinute, defaults.acquisitionsPerMinute),
    otherPerMinute: effective(current.otherPerMinute, defaults.otherPerMinute),
  };
}

const effective = (set: number | null, fallback: number) => ({ value: set ?? fallback, isDefault: set === null });
