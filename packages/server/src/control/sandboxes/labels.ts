// Labels of a sandbox: what a fork or a restore starts with (docs/lifecycle.md, "Labels"); the
// limits, the stored column and list filters are control/labels.ts's, shared with volumes.

import { badRequest } from '../../errors.ts';
import { type Labels, MAX_LABELS, readLabels } from '../labels.ts';

export {
  LABEL_KEY_PATTERN,
  type Labels,
  MAX_LABEL_VALUE,
  MAX_LABELS,
  parseLabelFilters,
  readLabels,
  writeLabels,
} from '../labels.ts';

/**
 * The labels a restore starts with: its snapshot's (its sandbox's when the snapshot was taken),
 * with the create's own over them, key by key; at most MAX_LABELS together.
 */
export function restoredLabels(fromSnapshot: string, given: Labels | undefined): Labels {
  const merged = { ...readLabels(fromSnapshot), ...(given ?? {}) };
  if (Object.keys(merged).length > MAX_LABELS) {
    throw badRequest(`the snapshot's labels and the create's together are more than ${MAX_LABELS}`);
  }
  return merged;
}
