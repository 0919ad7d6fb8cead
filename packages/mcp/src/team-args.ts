// Arguments of the MCP tools for teams (docs/lifecycle.md): labels and lifecycle settings of
// create_sandbox, and the label and state filters of list_sandboxes. The server checks limits
// (32 labels, keys of letters, digits and ._/-) and answers a tool error past them.

import { z } from 'zod';

export const createTeamArgs = {
  labels: z.record(z.string(), z.string()).optional().describe('labels, string to string (at most 32)'),
  lifecycle: z
    .object({
      idle_after_s: z
        .number()
        .int()
        .min(1)
        .optional()
        .describe('seconds without activity before on_idle acts (default 60)'),
      on_idle: z.enum(['sleep', 'archive', 'delete']).optional().describe('what happens when idle (default sleep)'),
      max_lifetime_s: z.number().int().min(1).optional().describe('archive or delete this long after creation'),
      on_expiry: z.enum(['archive', 'delete']).optional().describe('what happens at the expiry (default archive)'),
    })
    .optional()
    .describe('when the sandbox rests or goes'),
};

export const listArgs = {
  labels: z
    .record(z.string(), z.string())
    .optional()
    .describe('only sandboxes with every one of these labels (key to value)'),
  state: z
    .enum(['creating', 'running', 'paused', 'slept', 'archived', 'interrupted', 'migrating', 'deleting', 'failed'])
    .optional()
    .describe('only sandboxes in this state'),
};
