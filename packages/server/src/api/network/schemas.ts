// The schema of a sandbox's egress rules (`network`), shared by create, PUT /vms/{id}/network and
// the Sandbox resource. Limits and meaning: host/egress/policy.ts, docs/network.md.

import { Type as T } from '@sinclair/typebox';
import { EGRESS_ENTRY_PATTERN, MAX_EGRESS_ENTRIES, MAX_EGRESS_ENTRY_LENGTH } from '../../control/network/egress.ts';

const Entries = (description: string) =>
  T.Array(
    T.String({
      maxLength: MAX_EGRESS_ENTRY_LENGTH,
      pattern: EGRESS_ENTRY_PATTERN,
      description: 'an IPv4 address or CIDR (a.b.c.d/n), a domain (that name only), or *.domain (names below it)',
    }),
    { maxItems: MAX_EGRESS_ENTRIES, description },
  );

export const NetworkRules = T.Object(
  {
    allow_out: T.Optional(
      Entries(
        `where the sandbox may connect (absent: anywhere not denied; []: nowhere); at most ${MAX_EGRESS_ENTRIES} entries`,
      ),
    ),
    deny_out: T.Optional(
      Entries(`where it may not, over allow_out; at most ${MAX_EGRESS_ENTRIES} entries of at most 253 characters`),
    ),
  },
  {
    additionalProperties: false,
    description:
      'egress rules, enforced on the host (docs/network.md); {} or absent: none. disable_internet wins over them',
  },
);
