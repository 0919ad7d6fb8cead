// The `volumes` argument of create_sandbox and the arguments of the volume tools (docs/volumes.md).
// The server checks names, sizes, mount paths and their count, and answers a tool error past them.

import { z } from 'zod';

export const createVolumeArgs = {
  volumes: z
    .array(
      z.object({
        volume: z.string().describe('volume id or name'),
        path: z.string().describe('absolute mount path in the sandbox, e.g. /data (not /, /proc, /sys or /dev)'),
        read_only: z.boolean().optional().describe('mount read-only (default false)'),
      }),
    )
    .optional()
    .describe('volumes to mount: named filesystems that outlive the sandbox, shared with other sandboxes'),
};

export const volumeRef = z.string().describe('the volume: its name or id');
export const volumePath = z.string().describe("absolute path below the volume's root, e.g. /data/x.csv");
