// The data directory's scratch space, tmp/: where short jobs (the KVM probe's VM, an export's
// compressed files) keep their working files instead of the system's /tmp. Each job removes its
// own directory when it ends, success or failure; whatever a killed process left is removed by
// the next start (clearScratch), so nothing a run makes outlives it. Nothing may keep files here
// across a restart.

import fs from 'node:fs';
import path from 'node:path';

export const scratchDir = (dataDir: string): string => path.join(dataDir, 'tmp');

/** Empties the scratch directory (at server start, before any job runs). */
export function clearScratch(dataDir: string): void {
  const dir = scratchDir(dataDir);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
}
