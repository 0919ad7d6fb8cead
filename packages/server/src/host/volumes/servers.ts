// Starting and stopping one volume file server (build/guest/warren-volume-server, docs/volumes.md):
// through the jail's launcher as the volume's uid (Jailer.confineServer), with the connection it
// serves as descriptor 3: a socket to a sandbox's volume port, or a pipe of the host agent's own
// (the files API). Its stdout and stderr go to a log file of the agent's. It exits by itself when
// its connection ends (its VM is gone, or the agent that held the pipe); kill() ends it sooner.

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import type net from 'node:net';
import type { Duplex } from 'node:stream';
import { holding } from '../../sys/holding.ts';
import type { Confinement, Jailer } from '../jail/jail.ts';

export const CONNECTION_FD = 3;
/** The VM's bounce disk for the port (bounce.ts), when it has one. */
export const BOUNCE_FD = 4;

export interface ServerSpec {
  binary: string;
  /** The volume's directory and uid (host-volumes.ts where()). */
  dir: string;
  uid: number;
  readOnly: boolean;
  /** The server's cgroup (jail.ts SERVER_CGROUP_PREFIX...). */
  cgroupName: string;
  /** The agent's file its output goes to. */
  logFile: string;
  /** Where its pid is written, for a later run of the agent to find it (adoption). */
  pidfile?: string;
  /** The port's bounce disk (bounce.ts), passed open as BOUNCE_FD. */
  bounce?: string;
}

export class FileServer {
  readonly pid: number;
  readonly exited: Promise<void>;
  /** The host agent's end of the connection, for a server started with a pipe. */
  readonly stream: Duplex | null;
  #gone = false;

  private constructor(child: ChildProcess, jail: Jailer, confinement: Confinement) {
    this.pid = child.pid as number;
    this.stream = (child.stdio[CONNECTION_FD] as Duplex | null) ?? null;
    this.exited = new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.once('error', () => resolve());
    }).then(async () => {
      this.#gone = true;
      await jail.releaseServer(confinement).catch(() => undefined);
    });
  }

  get running(): boolean {
    return !this.#gone;
  }

  /**
   * Starts a server on `connection`: a connected socket (a sandbox's port, handed over: the agent's
   * copy is closed), or 'pipe' (the agent talks to it through `stream`).
   */
  static async start(jail: Jailer, spec: ServerSpec, connection: net.Socket | 'pipe'): Promise<FileServer> {
    const confinement = await jail.confineServer({
      uid: spec.uid,
      name: spec.cgroupName,
      dir: spec.dir,
      readOnly: spec.readOnly,
      binary: spec.binary,
      keepFds: spec.bounce ? [CONNECTION_FD, BOUNCE_FD] : [CONNECTION_FD],
    });
    const argv = [
      ...confinement.prefix,
      '--',
      spec.binary,
      '--fd',
      String(CONNECTION_FD),
      '--root',
      spec.dir,
      ...(spec.readOnly ? ['--read-only'] : []),
      ...(spec.bounce ? ['--bounce-fd', String(BOUNCE_FD)] : []),
    ];
    let child: ChildProcess;
    const log = fs.openSync(spec.logFile, 'a', 0o600);
    let bounce: number | undefined;
    try {
      if (spec.bounce) bounce = fs.openSync(spec.bounce, 'r+');
      child = spawn(argv[0], argv.slice(1), {
        stdio: ['ignore', log, log, connection, ...(bounce === undefined ? [] : [bounce])],
        // Its own process group: a Ctrl-C to the server does not reach it.
        detached: true,
      });
    } catch (err) {
      await jail.releaseServer(confinement);
      throw err;
    } finally {
      fs.closeSync(log);
      if (bounce !== undefined) fs.closeSync(bounce);
      if (connection !== 'pipe') connection.destroy();
    }
    if (child.pid === undefined) {
      await jail.releaseServer(confinement);
      throw new Error(`could not start ${spec.binary}`);
    }
    if (spec.pidfile) fs.writeFileSync(spec.pidfile, `${child.pid}\n`);
    child.unref();
    return new FileServer(child, jail, confinement);
  }

  /** Kills the server and waits for it (and its cgroup) to be gone. */
  async kill(): Promise<void> {
    if (this.#gone) return;
    try {
      process.kill(this.pid, 'SIGKILL');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
    }
    await holding(this.exited);
  }
}

/** Kills a server an earlier run of the agent left, found by its pidfile (if it is one). */
export function killLeftoverServer(pidfile: string, binary: string): void {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidfile, 'utf8').trim());
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 1) return;
  try {
    if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(binary)) return;
    process.kill(pid, 'SIGKILL');
  } catch {
    // gone already
  }
}
