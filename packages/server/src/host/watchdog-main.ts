// The orphan watchdog process (started detached by watchdog.ts, one per data directory):
//   node watchdog-main.ts RUN_ROOT HEARTBEAT_FILE TIMEOUT_MS
// Checks the heartbeat a few times within the timeout; once it is older than TIMEOUT_MS, kills
// every QEMU whose pidfile is under RUN_ROOT (pidfile and command line checked, as at start-up)
// and exits. Exits too when the heartbeat file is gone (the data directory was removed). It never
// touches run directories, disks or network slots: the next start of the agent cleans those up.

import fs from 'node:fs';
import path from 'node:path';
import { killOrphanQemu, runFiles } from '../vmm/qemu.ts';
import { beatInterval } from './watchdog.ts';

const [runRoot, heartbeat, timeoutArg] = process.argv.slice(2);
const timeoutMs = Number(timeoutArg);
if (!runRoot || !heartbeat || !(timeoutMs > 0)) {
  console.error('usage: watchdog-main.ts RUN_ROOT HEARTBEAT_FILE TIMEOUT_MS');
  process.exit(2);
}

async function killAll(): Promise<void> {
  let names: string[] = [];
  try {
    names = fs.readdirSync(runRoot);
  } catch {
    return;
  }
  for (const name of names) await killOrphanQemu(runFiles(path.join(runRoot, name)).pidfile, runRoot);
}

async function check(): Promise<void> {
  let beat: number;
  try {
    beat = fs.statSync(heartbeat).mtimeMs;
  } catch {
    process.exit(0);
  }
  if (Date.now() - beat <= timeoutMs) return;
  await killAll();
  process.exit(0);
}

process.on('SIGTERM', () => process.exit(0));
setInterval(() => void check(), beatInterval(timeoutMs));
