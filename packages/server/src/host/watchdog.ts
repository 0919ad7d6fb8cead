// The host agent's side of the orphan watchdog (docs/restarts.md): a heartbeat file in the data
// directory the agent touches every few seconds, and one detached watchdog process per data
// directory (watchdog-main.ts) that kills the QEMUs under the run root once the heartbeat is older
// than the configured time, so a VM whose agent is gone for good does not run forever unowned.
// A starting agent replaces the watchdog an earlier run left (its timeout may have changed).

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('./watchdog-main.ts', import.meta.url));
const MAX_BEAT_MS = 5_000;

export function heartbeatPath(dataDir: string): string {
  return path.join(dataDir, 'host-heartbeat');
}

function pidfilePath(dataDir: string): string {
  return path.join(dataDir, 'watchdog.pid');
}

/** How often the heartbeat is touched and checked: a few times within the timeout. */
export function beatInterval(timeoutMs: number): number {
  return Math.max(50, Math.min(MAX_BEAT_MS, Math.floor(timeoutMs / 4)));
}

export class Watchdog {
  readonly #dataDir: string;
  readonly #pid: number;
  readonly #beat: NodeJS.Timeout;

  private constructor(dataDir: string, pid: number, timeoutMs: number) {
    this.#dataDir = dataDir;
    this.#pid = pid;
    const file = heartbeatPath(dataDir);
    this.#beat = setInterval(() => touch(file), beatInterval(timeoutMs));
    this.#beat.unref();
  }

  /** Touches the heartbeat, replaces an earlier run's watchdog with one for `timeoutMs`. */
  static async start(dataDir: string, runRoot: string, timeoutMs: number): Promise<Watchdog> {
    touch(heartbeatPath(dataDir));
    await stopProcess(dataDir);
    const child = spawn(
      process.execPath,
      ['--disable-warning=ExperimentalWarning', MAIN, path.resolve(runRoot), heartbeatPath(dataDir), String(timeoutMs)],
      { detached: true, stdio: 'ignore' },
    );
    if (child.pid === undefined) throw new Error('could not start the watchdog');
    child.unref();
    fs.writeFileSync(pidfilePath(dataDir), `${child.pid}\n`);
    return new Watchdog(dataDir, child.pid, timeoutMs);
  }

  /** The agent goes, its VMs stay: the heartbeat stops, the watchdog keeps watching. */
  leave(): void {
    clearInterval(this.#beat);
  }

  /** The agent goes with its VMs: so does the watchdog. */
  async stop(): Promise<void> {
    clearInterval(this.#beat);
    if (watchdogPid(this.#dataDir) === this.#pid) await stopProcess(this.#dataDir);
  }
}

function touch(file: string): void {
  const now = new Date();
  try {
    fs.utimesSync(file, now, now);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    fs.writeFileSync(file, '');
  }
}

/** The pid of this data directory's watchdog, if it runs (pidfile and command line agree). */
function watchdogPid(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidfilePath(dataDir), 'utf8').trim());
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (!cmdline.includes(MAIN) || !cmdline.includes(heartbeatPath(dataDir))) return undefined;
  } catch {
    return undefined;
  }
  return pid;
}

async function stopProcess(dataDir: string): Promise<void> {
  const pid = watchdogPid(dataDir);
  fs.rmSync(pidfilePath(dataDir), { force: true });
  if (pid === undefined) return;
  try {
    process.kill(pid, 'SIGTERM');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
  }
  const deadline = Date.now() + 5_000;
  while (fs.existsSync(`/proc/${pid}/cmdline`) && Date.now() < deadline) {
    // A zombie (not reaped yet by init) has an empty command line.
    if (fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8') === '') break;
    await new Promise((r) => setTimeout(r, 10));
  }
}
