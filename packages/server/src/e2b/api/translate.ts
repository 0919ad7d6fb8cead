// What E2B's words mean in Warren's (docs/e2b.md): its network settings as egress rules and back,
// its list filters as a sandbox filter, and what a templateID names. Pure rules; the routes apply
// them.

import type { EgressRules } from '../../control/network/egress.ts';
import { pageOf } from '../../control/pages.ts';
import { LABEL_KEY_PATTERN } from '../../control/sandboxes/labels.ts';
import { badRequest } from '../../errors.ts';
import type { PageRequest, SandboxFilter, SandboxRow } from '../../store/index.ts';
import { type E2bState, WARREN_STATES } from '../sandboxes.ts';

/** E2B's "everything": a denyOut holding it makes allowOut an allow list. */
const ALL = '0.0.0.0/0';

/**
 * Egress rules for E2B's settings (undefined: none, the sandbox's usual internet). E2B lets
 * allowOut win over denyOut, Warren lets deny win: so `allow_internet_access: false` or a denyOut
 * of 0.0.0.0/0 with allowOut becomes an allow list (allow_out), and a denyOut without 0.0.0.0/0
 * becomes deny_out (an allowOut that carved an exception out of it is not served: docs/e2b.md).
 */
export function egressOf(
  allowInternet: boolean | null | undefined,
  net: { allowOut?: string[]; denyOut?: string[] } | null | undefined,
): EgressRules | undefined {
  const allowOut = net?.allowOut;
  const denyOut = net?.denyOut ?? [];
  if (allowInternet === false || denyOut.includes(ALL)) return { allow_out: allowOut ?? [] };
  if (denyOut.length > 0) return { deny_out: denyOut };
  return undefined;
}

/** The sandbox's egress rules as E2B shows them. */
export function networkView(rules: EgressRules | null): { allowOut?: string[]; denyOut?: string[] } {
  if (!rules) return {};
  if (rules.allow_out !== undefined) return { allowOut: rules.allow_out, denyOut: [ALL] };
  return rules.deny_out ? { denyOut: rules.deny_out } : {};
}

/** Whether the sandbox may reach the internet at all, as E2B's allowInternetAccess says it. */
export function internetAccess(row: Pick<SandboxRow, 'disable_internet'>, rules: EgressRules | null): boolean {
  return !row.disable_internet && !(rules?.allow_out !== undefined && rules.allow_out.length === 0);
}

/**
 * The sandbox filter of a list: `metadata` is a query string of key=value pairs whose keys and
 * values the SDK percent-encodes once more (so `k y=v&1` arrives as `k%20y=v%261` after the usual
 * decoding); `state` is `running`, `paused` or both, comma-separated or repeated.
 */
export function listFilter(metadata: string | undefined, state: string | string[] | undefined): SandboxFilter {
  const labels: NonNullable<SandboxFilter['labels']> = [];
  for (const [k, v] of new URLSearchParams(metadata ?? '')) {
    const key = decodeComponent(k);
    // Metadata is kept as labels (docs/lifecycle.md): a key no label can have matches nothing.
    if (!new RegExp(LABEL_KEY_PATTERN).test(key))
      throw badRequest(`metadata key ${JSON.stringify(key)} is not a label key`);
    labels.push({ key, value: decodeComponent(v) });
  }
  const words = (Array.isArray(state) ? state : state === undefined ? [] : [state])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const states = words.length === 0 ? (['running', 'paused'] as E2bState[]) : words;
  for (const s of states) {
    if (s !== 'running' && s !== 'paused')
      throw badRequest(`state must be running or paused, got ${JSON.stringify(s)}`);
  }
  return {
    e2b: true,
    labels,
    state: [...new Set(states as E2bState[])].flatMap((s) => WARREN_STATES[s]),
  };
}

function decodeComponent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw badRequest('metadata is not percent-encoded as the SDK encodes it');
  }
}

/** The page a list asks for: `limit` (default 100) after the `nextToken` of the previous page. */
export function pageAfter(limit: number | undefined, nextToken: string | undefined): PageRequest {
  return pageOf({ limit: limit ?? 100, cursor: nextToken || undefined }) ?? { limit: limit ?? 100 };
}

/** RFC 3339 with milliseconds, as E2B's timestamps. */
export function rfc3339(unixNs: number): string {
  return new Date(Math.floor(unixNs / 1e6)).toISOString();
}
