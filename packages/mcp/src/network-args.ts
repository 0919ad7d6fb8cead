// The `network` argument of create_sandbox: egress rules (docs/network.md). The server checks the
// entries and limits (256 a list) and answers a tool error past them.

import { z } from 'zod';

const entries = (what: string) =>
  z.array(z.string()).optional().describe(`${what}: IPv4 addresses or CIDRs, domains, or *.domain (names below it)`);

export const createNetworkArgs = {
  network: z
    .object({
      allow_out: entries('where the sandbox may connect (absent: anywhere not denied; []: nowhere)'),
      deny_out: entries('where it may not, over allow_out'),
    })
    .optional()
    .describe('egress rules, enforced on the host; DNS of denied names fails, other addresses are unreachable'),
};
