// The disk reserve (docs/security.md, "Disk reserve"): free space on the data store that no guest
// may write into, so that a guest filling its sparse disk cannot stop the host, its other
// sandboxes, their checkpoints or uploads. Each VM's active disk layer has a QEMU write threshold
// on its file (QMP block-set-write-threshold on the layer's protocol node: a host file offset), set
// a grant above what the file holds; every grant is taken from the free space above the reserve,
// less the grants already handed out. When a guest crosses its threshold it gets another grant, or
// if none is left its vCPUs are stopped until space returns (rechecked every few seconds), and
// calls into it fail at once. Creates refuse to start where no grant is left.

import fs from 'node:fs';
import type { QmpClient } from '../vmm/qmp.ts';
import type { Sandbox } from './sandbox.ts';
import { DiskReserveError } from './types.ts';

const MIB = 1024 * 1024;
const GIB = 1024 * MIB;

export interface DiskReserveConfig {
  /** Free bytes guests may not write into. Default: the larger of 2 GiB and 5 % of the store. */
  reserveBytes?: number;
  /** Bytes a VM may add to its disk before it is asked again. Default GRANT_BYTES. */
  grantBytes?: number;
  /** How often VMs paused for the disk are looked at again. Default RECHECK_MS. */
  recheckMs?: number;
}

export const GRANT_BYTES = 64 * MIB;
/** A grant smaller than this is no grant: the VM waits for space instead. */
const MIN_GRANT_BYTES = 4 * MIB;
const RECHECK_MS = 2_000;
const THRESHOLD_EVENT = 'BLOCK_WRITE_THRESHOLD';

/** The reserve the host keeps by default on a store of `totalBytes`. */
export function defaultReserveBytes(totalBytes: number): number {
  return Math.max(2 * GIB, Math.round(totalBytes * 0.05));
}

/** Free and total bytes of the filesystem holding `dir`, as an unprivileged writer sees them. */
export function storeSpace(dir: string): { freeBytes: number; totalBytes: number } {
  const s = fs.statfsSync(dir);
  return { freeBytes: s.bavail * s.bsize, totalBytes: s.blocks * s.bsize };
}

interface Armed {
  /** The active layer the threshold is on (a checkpoint stacks a new one). */
  disk: string;
  node: string;
  /** Host file offset past which QEMU tells us; 0 while none is set. */
  threshold: number;
  /** vCPUs stopped by the reserve. */
  stopped: boolean;
  qmp: QmpClient;
  unsubscribe: () => void;
}

/** Runs `fn` in the VM's lifecycle queue (the host agent's serialize). */
type Serialize = <T>(vmId: string, fn: () => Promise<T>) => Promise<T>;

/** What a sandbox that cannot start for want of space is told. */
export const NO_ROOM = "the host's disk reserve is reached: no sandbox can start on it now";
export const NO_ROOM_VOLUME = "the host's data store cannot hold this volume above its disk reserve";

export class DiskReserve {
  /** Set by start() (the default is a share of the store, which must exist by then). */
  reserveBytes = 0;
  readonly grantBytes: number;
  readonly #dataDir: string;
  readonly #vms: Map<string, Sandbox>;
  readonly #serialize: Serialize;
  readonly #config: DiskReserveConfig;
  readonly #armed = new Map<Sandbox, Armed>();
  #timer: NodeJS.Timeout | undefined;

  constructor(dataDir: string, vms: Map<string, Sandbox>, serialize: Serialize, config: DiskReserveConfig = {}) {
    this.#dataDir = dataDir;
    this.#vms = vms;
    this.#serialize = serialize;
    this.#config = config;
    this.grantBytes = config.grantBytes ?? GRANT_BYTES;
  }

  start(): void {
    this.reserveBytes = this.#config.reserveBytes ?? defaultReserveBytes(storeSpace(this.#dataDir).totalBytes);
    this.#timer = setInterval(() => void this.#recheck(), this.#config.recheckMs ?? RECHECK_MS);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
    for (const a of this.#armed.values()) a.unsubscribe();
    this.#armed.clear();
  }

  /** Whether the reserve stopped this VM's vCPUs. */
  stopped(sb: Sandbox): boolean {
    return this.#armed.get(sb)?.stopped === true;
  }

  /** Throws DiskReserveError for a call into a VM the reserve stopped. */
  check(sb: Sandbox): void {
    if (this.stopped(sb)) {
      throw new DiskReserveError(
        `the host's disk reserve is reached: sandbox ${sb.spec.vmId} is paused until the host has space again`,
        true,
      );
    }
  }

  /**
   * Throws DiskReserveError unless a first grant and `memoryMb` of RAM file (0 for a VM whose RAM
   * is not a file on the store) fit above the reserve.
   */
  admit(memoryMb: number): void {
    if (this.#room(undefined) < this.grantBytes + memoryMb * MIB) {
      throw new DiskReserveError(NO_ROOM, false);
    }
  }

  /** What the free space is, for doctor and tests. */
  /**
   * Refuses `bytes` more of volumes (docs/volumes.md: a volume's space is allocated when it is
   * made or grown) unless the store holds them above the reserve and what VMs may still write.
   */
  admitBytes(bytes: number): void {
    if (this.#room(undefined) < this.grantBytes + bytes) throw new DiskReserveError(NO_ROOM_VOLUME, false);
  }

  space(): { freeBytes: number; reserveBytes: number; grantedBytes: number } {
    return {
      freeBytes: storeSpace(this.#dataDir).freeBytes,
      reserveBytes: this.reserveBytes,
      grantedBytes: this.#granted(undefined),
    };
  }

  /**
   * Sets the VM's threshold on its current active layer, or stops it if no grant is left. Called
   * whenever a VM becomes a sandbox (boot, restore, adoption) and after a checkpoint stacked a
   * new layer; a VM already armed on that layer is left alone.
   */
  async arm(sb: Sandbox): Promise<void> {
    const qmp = sb.qmp;
    if (!qmp || !sb.qemu.running) return;
    const prev = this.#armed.get(sb);
    if (prev && prev.disk === sb.disk && prev.qmp === qmp) return;
    prev?.unsubscribe();
    const node = await protocolNode(qmp, sb.disk);
    const wasStopped = prev?.stopped === true && prev.qmp === qmp;
    const armed: Armed = {
      disk: sb.disk,
      node,
      threshold: 0,
      stopped: false,
      qmp,
      unsubscribe: qmp.onEvent((event, data) => {
        if (event === THRESHOLD_EVENT && data['node-name'] === armed.node) void this.#crossed(sb, armed);
      }),
    };
    this.#armed.set(sb, armed);
    if (!(await this.#grant(sb, armed))) await this.#stopFor(sb, armed);
    else if (wasStopped && !sb.paused) await qmp.execute('cont');
  }

  /** Forgets a VM that is going away. */
  forget(sb: Sandbox): void {
    this.#armed.get(sb)?.unsubscribe();
    this.#armed.delete(sb);
  }

  /** Its guest crossed its threshold (QEMU cleared it): a new grant, or its vCPUs stop. */
  async #crossed(sb: Sandbox, armed: Armed): Promise<void> {
    if (this.#armed.get(sb) !== armed) return;
    armed.threshold = 0;
    try {
      if (!(await this.#grant(sb, armed))) await this.#stopFor(sb, armed);
    } catch (err) {
      console.error(`disk reserve: ${sb.spec.vmId}: ${(err as Error).message}`);
    }
  }

  /** Sets a threshold a grant above the layer's end if the store has room; false if it has not. */
  async #grant(sb: Sandbox, armed: Armed): Promise<boolean> {
    const { size, allocated } = layerBytes(armed.disk);
    // What the layer already holds below its end can be written again without a threshold.
    const grant = Math.min(this.grantBytes, this.#room(sb) - (size - allocated));
    if (grant < MIN_GRANT_BYTES) return false;
    armed.threshold = size + grant;
    await armed.qmp.execute('block-set-write-threshold', {
      'node-name': armed.node,
      'write-threshold': armed.threshold,
    });
    return true;
  }

  async #stopFor(sb: Sandbox, armed: Armed): Promise<void> {
    // Stopped at once, outside the lifecycle queue: a checkpoint under way continues it afterwards,
    // and arms the new layer, which stops it again if there is still no room.
    armed.stopped = true;
    await armed.qmp.execute('stop');
    console.error(`disk reserve: ${sb.spec.vmId} paused: the store is down to its reserve`);
  }

  /** VMs the reserve stopped go on once a grant is free for them again. */
  async #recheck(): Promise<void> {
    for (const [sb, armed] of this.#armed) {
      if (!armed.stopped) continue;
      await this.#serialize(sb.spec.vmId, async () => {
        if (this.#armed.get(sb) !== armed || !sb.qemu.running || !(await this.#grant(sb, armed))) return;
        armed.stopped = false;
        if (!sb.paused) await armed.qmp.execute('cont');
        console.error(`disk reserve: ${sb.spec.vmId} resumed: the store has room again`);
      }).catch((err) => console.error(`disk reserve: ${sb.spec.vmId}: ${(err as Error).message}`));
    }
  }

  /** Bytes above the reserve not yet granted to a VM other than `except`. */
  #room(except: Sandbox | undefined): number {
    return storeSpace(this.#dataDir).freeBytes - this.reserveBytes - this.#granted(except);
  }

  /**
   * What running VMs other than `except` may still write before they are asked again: each one's
   * threshold less what its layer holds, and the RAM of those whose RAM is a file on the store.
   */
  #granted(except: Sandbox | undefined): number {
    let sum = 0;
    for (const sb of this.#vms.values()) {
      if (sb === except) continue;
      const armed = this.#armed.get(sb);
      if (armed && armed.threshold > 0) sum += Math.max(0, armed.threshold - layerBytes(armed.disk).allocated);
      if (sb.memory.shared) sum += sb.spec.memoryMb * MIB;
    }
    return sum;
  }
}

/** The file's end and the bytes allocated to it (0 for a file already gone). */
function layerBytes(file: string): { size: number; allocated: number } {
  try {
    const st = fs.statSync(file);
    return { size: st.size, allocated: st.blocks * 512 };
  } catch {
    return { size: 0, allocated: 0 };
  }
}

interface NamedNode {
  'node-name': string;
  drv: string;
  file: string;
}

/**
 * The protocol (file) node of `disk`, the root drive's active layer: where host file offsets are
 * counted. QEMU sees the file by the same path (the jail binds the VM's directories where they are).
 */
async function protocolNode(qmp: QmpClient, disk: string): Promise<string> {
  const nodes = await qmp.execute<NamedNode[]>('query-named-block-nodes', { flat: true });
  const file = nodes.find((n) => n.drv === 'file' && n.file === disk);
  if (!file) throw new Error(`no block node of ${disk} (${nodes.map((n) => `${n.drv}:${n.file}`).join(', ')})`);
  return file['node-name'];
}
