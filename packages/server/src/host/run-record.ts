// The run record each sandbox's run directory carries (`sandbox.json`): what the host agent knows
// of a VM that QEMU and the guest cannot tell it again. Written by sandbox.ts at every change, read
// back by adoption.ts (and repaired by adoption-repair.ts) when a new run re-adopts the VM.

import fs from 'node:fs';
import path from 'node:path';
import type { StartSpec } from './types.ts';

export const RECORD_FILE = 'sandbox.json';
export const RECORD_VERSION = 1;

/** What the host agent knows of a sandbox's VM that QEMU and the guest cannot tell it again. */
export interface RunRecord {
  version: number;
  spec: StartSpec;
  vmDir: string;
  /** Active (writable) disk layer, and the frozen layers below it, newest first. */
  disk: string;
  chain: string[];
  /** Network slot index, or null without networking. */
  slot: number | null;
  memory: { path: string; shared: boolean };
  /** Block node names handed out in this QEMU process so far. */
  nodeCount: number;
  /** Volume ports of its QEMU (absent: 0, a VM started before volumes). Its mounts are spec.volumes. */
  volumePorts?: number;
  /** Sandbox.volumeBounce (absent: false). */
  volumeBounce?: boolean;
}

/** Writes the run record atomically (a temporary file renamed over the old one). */
export function writeRunRecord(runDir: string, record: Omit<RunRecord, 'version'>): void {
  const file = path.join(runDir, RECORD_FILE);
  const tmp = `${file}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify({ version: RECORD_VERSION, ...record })}\n`);
  fs.renameSync(tmp, file);
}
