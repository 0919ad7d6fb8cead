// The volumes of one sandbox's VM on the host side (docs/volumes.md): for each mount, the volume
// port it uses (the mount's index) and the file server connected to that port's socket. Servers are
// started when the VM becomes a sandbox (boot, restore, warm claim, reboot, adoption) and started
// again if one dies while its VM runs; they go with the VM. What the guest is told (its `configure`)
// comes from here too.

import fs from 'node:fs';
import type { GuestVolume } from '../../guest/client.ts';
import { connectUnixSocket } from '../../sys/unix-socket.ts';
import { runFiles, volumePortName } from '../../vmm/qemu.ts';
import type { Jailer } from '../jail/jail.ts';
import { SERVER_CGROUP_PREFIX } from '../jail/jail.ts';
import type { VolumeMount } from '../types.ts';
import { VolumeError } from '../types.ts';
import { bounceDisk } from './bounce.ts';
import type { HostVolumes } from './host-volumes.ts';
import { FileServer, killLeftoverServer } from './servers.ts';

/** How long QEMU gets to create a port's socket (it binds them all at start). */
const CONNECT_MS = 10_000;
/** A server that dies is started again after this, at most RESTARTS times a minute. */
const RESTART_DELAY_MS = 200;
const RESTARTS = 5;

/** What attaching volumes needs of the host agent. */
export interface VolumeHost {
  volumes: HostVolumes;
  jail: Jailer;
  /** The file server's binary (build/guest/warren-volume-server). */
  volumeServer: string;
  /** Its cgroups' prefix: SERVER_CGROUP_PREFIX and this agent's own tag (serverPrefix). */
  serverPrefix: string;
}

/** A mounted volume of a VM: the port it is behind and the server serving it. */
export interface AttachedVolume {
  mount: VolumeMount;
  port: number;
  server: FileServer | null;
}

/** The volumes of one VM and their servers. */
export class VolumeAttachments {
  readonly volumes: AttachedVolume[];
  readonly #host: VolumeHost;
  #runDir: string;
  readonly #vmId: string;
  #closed = false;
  readonly #restarts: number[] = [];
  /** Whether the VM's QEMU still runs (a server of a dead VM is not started again). */
  readonly #alive: () => boolean;

  constructor(host: VolumeHost, vmId: string, runDir: string, mounts: VolumeMount[], alive: () => boolean) {
    this.#host = host;
    this.#vmId = vmId;
    this.#runDir = runDir;
    this.#alive = alive;
    this.volumes = mounts.map((mount, port) => ({ mount, port, server: null }));
  }

  /** Checks the VM can take these mounts (its ports) and every volume is on this host. */
  static check(host: VolumeHost, mounts: VolumeMount[], ports: number): void {
    if (mounts.length > ports) {
      throw new VolumeError(
        'no_ports',
        ports === 0
          ? 'this sandbox comes from a checkpoint taken before volumes: it cannot mount any'
          : `at most ${ports} volumes can be mounted`,
      );
    }
    for (const m of mounts) {
      if (!host.volumes.has(m.volumeId)) throw new VolumeError('not_found', `volume ${m.volumeId} is not on this host`);
    }
  }

  /** Starts a server on every port whose server is not running. */
  async start(): Promise<void> {
    for (const v of this.volumes) {
      if (!v.server?.running) await this.#startOne(v);
    }
  }

  /** The run directory moved (a warm-pool claim renames it). */
  moveTo(runDir: string): void {
    this.#runDir = runDir;
  }

  /** What the guest agent's configure names. */
  guestVolumes(): GuestVolume[] {
    return this.volumes.map((v) => ({ port: volumePortName(v.port), path: v.mount.path, read_only: v.mount.readOnly }));
  }

  mounts(): VolumeMount[] {
    return this.volumes.map((v) => v.mount);
  }

  /** Whether volume `id` is mounted here. */
  has(id: string): boolean {
    return this.volumes.some((v) => v.mount.volumeId === id);
  }

  cgroupNames(): string[] {
    return this.volumes.map((v) => this.#cgroupName(v.port));
  }

  /**
   * Stops the servers of volume `id` and keeps them stopped until `resume` (the volume is being
   * resized unmounted): the guest's calls wait, and go on with the new servers.
   */
  async suspend(id: string): Promise<void> {
    for (const v of this.volumes.filter((x) => x.mount.volumeId === id)) {
      const server = v.server;
      v.server = null;
      await server?.kill();
    }
  }

  async resume(id: string): Promise<void> {
    for (const v of this.volumes.filter((x) => x.mount.volumeId === id))
      if (!v.server?.running) await this.#startOne(v);
  }

  /** Stops every server (the VM is going). */
  async close(): Promise<void> {
    this.#closed = true;
    await Promise.all(this.volumes.map((v) => v.server?.kill()));
  }

  /** Kills servers an earlier run of the agent left for this VM (adoption starts new ones). */
  killLeftovers(): void {
    for (const v of this.volumes) killLeftoverServer(this.#pidfile(v.port), this.#host.volumeServer);
  }

  async #startOne(v: AttachedVolume): Promise<void> {
    const { dir, uid } = this.#host.volumes.where(v.mount.volumeId);
    const socket = await connectUnixSocket(runFiles(this.#runDir).volumeSocket(v.port), CONNECT_MS, 10);
    v.server = await FileServer.start(
      this.#host.jail,
      {
        binary: this.#host.volumeServer,
        dir,
        uid,
        readOnly: v.mount.readOnly,
        cgroupName: this.#cgroupName(v.port),
        logFile: this.#logFile(v.port),
        pidfile: this.#pidfile(v.port),
        bounce: bounceDisk(this.#runDir, v.port),
      },
      socket,
    );
    const server = v.server;
    server.exited.then(() => this.#died(v, server));
  }

  /** A server that died while its VM runs (a crash; the connection dropped) is started again. */
  #died(v: AttachedVolume, server: FileServer): void {
    if (this.#closed || v.server !== server || !this.#alive()) return;
    const now = Date.now();
    while (this.#restarts.length > 0 && now - this.#restarts[0] > 60_000) this.#restarts.shift();
    if (this.#restarts.length >= RESTARTS) {
      console.error(
        `volume ${v.mount.volumeId} of ${this.#vmId}: its file server keeps dying; not started again: ${logTail(this.#logFile(v.port))}`,
      );
      return;
    }
    this.#restarts.push(now);
    setTimeout(() => {
      if (this.#closed || v.server !== server || !this.#alive()) return;
      this.#startOne(v).catch((err: Error) => {
        console.error(`volume ${v.mount.volumeId} of ${this.#vmId}: ${err.message}`);
      });
    }, RESTART_DELAY_MS).unref();
  }

  #cgroupName(port: number): string {
    return `${this.#host.serverPrefix}${this.#vmId}-${port}`;
  }

  #logFile(port: number): string {
    return `${this.#runDir}/volume-${port}.log`;
  }

  #pidfile(port: number): string {
    return `${this.#runDir}/volume-${port}.pid`;
  }
}

/** The last lines a server wrote (why it died). */
function logTail(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').slice(-500).trim();
  } catch {
    return '(no log)';
  }
}

/** The cgroup prefix of this agent's file servers: one tag per data directory. */
export function serverPrefix(tag: string): string {
  return `${SERVER_CGROUP_PREFIX}${tag}-`;
}
