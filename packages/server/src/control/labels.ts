// Labels of sandboxes and volumes: their limits (the API's schemas enforce them: 400 past any),
// the stored column, and how a list's `label=k=v` filter reads (docs/lifecycle.md, "Labels").
// Shared by the rooms that have labelled resources (sandboxes/, volumes/).

import { badRequest } from '../errors.ts';

/** At most this many labels on a sandbox. */
export const MAX_LABELS = 32;
/** A key: 1-63 characters, letters, digits and `._/-`, starting with a letter or digit. */
export const LABEL_KEY_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._/-]{0,62}$';
/** A value: at most 255 characters (an empty one is allowed). */
export const MAX_LABEL_VALUE = 255;

const KEY = new RegExp(LABEL_KEY_PATTERN);

export type Labels = Record<string, string>;

/** A stored labels column as an object. */
export function readLabels(column: string): Labels {
  return JSON.parse(column) as Labels;
}

/** Labels as a stored column: keys sorted, so equal sets are equal text. */
export function writeLabels(labels: Labels): string {
  return JSON.stringify(Object.fromEntries(Object.entries(labels).sort(([a], [b]) => (a < b ? -1 : 1))));
}

/**
 * A list's label filters: `k=v` (label k equal to v; v may hold `=` and may be empty) or `k`
 * (label k present, any value). 400 for a key outside the label key rules.
 */
export function parseLabelFilters(
  given: string | string[] | undefined,
): { key: string; value: string | null }[] | undefined {
  if (given === undefined) return undefined;
  return (Array.isArray(given) ? given : [given]).map((f) => {
    const eq = f.indexOf('=');
    const key = eq < 0 ? f : f.slice(0, eq);
    if (!KEY.test(key))
      throw badRequest(`label filter ${JSON.stringify(f)}: want key=value or key, a key of ${LABEL_KEY_PATTERN}`);
    return { key, value: eq < 0 ? null : f.slice(eq + 1) };
  });
}
