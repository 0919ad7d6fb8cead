// The host agent of one machine: runs each sandbox as a QEMU microVM with its own network slot,
// qcow2 overlay and run directory, and forwards exec/session/file calls to the guest agent. It
// owns everything a sandbox has on this host. A restarted agent re-adopts the VMs an earlier run
// left running (adoption.ts, docs/restarts.md) and cleans up the rest (QEMU processes by pidfile,
// run directories, network slots); a watchdog process kills its VMs if it stops for good
// (watchdog.ts).
//
// Layout under dataDir:
//   vms/<vmId>/disk*.qcow2    the sandbox's writable disk layer (kept across reboot; a checkpoint
//                             freezes it into the checkpoint directory and stacks a new one)
//   run/<vmId>/               agent.sock, qmp.sock, memory, console.log, qemu.pid, qemu.log,
//                             sandbox.json (the run record adoption reads back)
//   tmp/                      scratch of short jobs (the KVM probe, exports): scratch.ts
//   run/warm-<id>/, vms/warm-<id>/   a warm-pool instance. A claim renames its run directory to the
//                             sandbox's id and links vms/<vmId> to its disk directory (QEMU reopens
//                             disk files by name, so that one cannot move)
// Checkpoints and restores: host/checkpoint.ts, docs/checkpoints.md (also the warm pool).

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import type { ConfigureRequest } from '../guest/client.ts';
import { GuestClient } from '../guest/client.ts';
import { KeyedQueue } from '../sys/keyed-queue.ts';
import { removePath } from '../sys/remove.ts';
import { continueVcpus, loadDeviceState, mergeIntoActive, stopVcpus } from '../vmm/migration.ts';
import type { Accel } from '../vmm/qemu.ts';
import { hostTscKhz, killOrphanQemu, QemuProcess, runFiles } from '../vmm/qemu.ts';
import { QmpClient } from '../vmm/qmp.ts';
import { probeAccelerator } from './accel.ts';
import { AdoptionError, adoptVm, findLeftover, writeRunRecord } from './adoption.ts';
import type { CheckpointMeta } from './checkpoint.ts';
import { CheckpointError, checkpointFiles, readCheckpoint, takeCheckpoint } from './checkpoint.ts';
import { readConsoleTail } from './console.ts';
import { createLayerOverlay, createOverlay } from './disks.ts';
import { connectGuestPort } from './guest-port.ts';
import { memoryMaxBytes, pidsMax } from './limits.ts';
import { canClone, copySparse } from './memory-files.ts';
import { VmMeter } from './metrics.ts';
import { netnsPath } from './netns.ts';
import type { NetworkSlot } from './network.ts';
import {
  createSlot,
  describeSlot,
  destroySlot,
  listSlots,
  setupHostNetwork,
  slotNetns,
  slotRootVeth,
} from './network.ts';
import { scratchDir } from './scratch.ts';
import { SlotClaims } from './slot-claims.ts';
import { SpareSlots } from './spare-slots.ts';
import type {
  CheckpointInfo,
  ConsoleTail,
  ExecOutput,
  ExecRequest,
  FileEntry,
  FileStat,
  GuestStatsView,
  HostAgent,
  Placement,
  StartSpec,
  VmCounters,
} from './types.ts';
import { AgentUnreachableError } from './types.ts';
import { WarmPool, type WarmPoolLimits } from './warm-pool.ts';
import { Watchdog } from './watchdog.ts';

export interface HostAgentConfig {
  dataDir: string;
  buildDir: string;
  accel?: 'auto' | 'kvm' | 'tcg';
  node?: string;
  /** false: boot VMs without a network device (development without root networking). */
  network?: boolean;
  /** Restores kept ready for keepWarm() sources; none if not given. */
  warm?: WarmPoolLimits;
  /**
   * Frozen disk layers a VM may sit on before its next checkpoint first merges them into its
   * active layer (docs/checkpoints.md, "Disk chains"). Default MAX_DISK_LAYERS.
   */
  maxDiskLayers?: number;
  /** Network slots kept built ahead (spare-slots.ts). Default SPARE_SLOTS. */
  spareSlots?: number;
  /**
   * close() leaves sandboxes' VMs running for the next start to adopt (docs/restarts.md) instead
   * of stopping them. Default false.
   */
  keepVmsOnClose?: boolean;
  /**
   * The watchdog kills this agent's VMs once its heartbeat is older than this (watchdog.ts);
   * 0 runs none. Default 0.
   */
  orphanTimeoutMs?: number;
}

const MAX_DISK_LAYERS = 8;
/** Enough for the largest fork fan-out (4 children) without building a slot. */
const SPARE_SLOTS = 4;

/** Run and disk directories of warm-pool instances start with this (a claim renames the run one). */
const WARM_PREFIX = 'warm-';

/** Guest boot under TCG takes seconds; a stuck boot is declared failed after this. */
const BOOT_TIMEOUT_MS = 60_000;
/** Synchronous calls are bounded at the edge (~110 s); the guest call itself may run longer. */
const EXEC_TIMEOUT_MS = 30 * 60_000;
const SYNC_TIMEOUT_MS = 10_000;

class VmNotFoundError extends Error {}

interface Sandbox {
  spec: StartSpec;
  vmDir: string;
  runDir: string;
  disk: string;
  slot: NetworkSlot | null;
  qemu: QemuProcess;
  guest: GuestClient;
  qmp: QmpClient | null;
  guestIp: string;
  /** Frozen disk layers below `disk`, newest first, ending at the image base. */
  chain: string[];
  /** Guest RAM: the run directory's shared file, or a checkpoint's file mapped copy-on-write. */
  memory: { path: string; shared: boolean };
  /** vCPUs stopped by pause() or a checkpoint with leavePaused. */
  paused: boolean;
  /** Block node names handed out in this QEMU process (checkpoints stack overlays). */
  nodeCount: number;
  /** Host-side counters since the VM became this sandbox's (metrics.ts). */
  meter: VmMeter;
}

/**
 * How a restore gives the new VM its RAM. `copy` (default): a sparse copy of the checkpoint's
 * memory file, mapped shared, so the VM can itself be checkpointed. `map`: the checkpoint's file
 * mapped copy-on-write (share=off): no copy, but x-ignore-shared cannot leave private RAM out of a
 * later checkpoint, so such a VM refuses checkpoint(). docs/checkpoints.md has the numbers.
 */
export interface RestoreOptions {
  memory?: 'copy' | 'map';
}

/** HostAgent plus what this implementation offers beyond the contract. */
export type QemuHostAgentApi = HostAgent & {
  restore(spec: StartSpec, checkpointDir: string, opts?: RestoreOptions): Promise<Placement>;
  /** Sandboxes whose VM an earlier run left but which could not be adopted, and why. */
  adoptionFailures(): ReadonlyMap<string, string>;
  warmCount(checkpointDir: string, disableInternet: boolean): number;
  spareSlotCount(): number;
};

/** What a warm-pool instance is a restore of. */
interface WarmSource {
  dir: string;
  disableInternet: boolean;
}

function warmId(dir: string, disableInternet: boolean): string {
  return `${dir}#${disableInternet ? 'offline' : 'online'}`;
}

interface RestoreSource {
  dir: string;
  meta: CheckpointMeta;
  memory: 'copy' | 'map';
}

interface BootOptions {
  /** A network slot already built for this VM (reboot); acquired here otherwise. */
  slot?: NetworkSlot | null;
  chain: string[];
  /** Resume this checkpoint instead of booting. */
  restore?: RestoreSource;
  /** The disk is being created; QEMU starts once it is there. */
  diskReady?: Promise<void>;
  /** Background work: QEMU starts with this nice value, and `onLaunch` gets its process. */
  background?: { nice: number; onLaunch: (qemu: QemuProcess) => void };
}

/** Nice value of warm-pool preparations: they take only CPU that sandboxes leave over. */
const WARM_NICE = 19;

export async function openHostAgent(config: HostAgentConfig): Promise<QemuHostAgentApi> {
  const agent = new QemuHostAgent(config);
  await agent.open();
  return agent;
}

class QemuHostAgent implements HostAgent {
  readonly node: string;
  accel: Accel = 'tcg';
  /** The data directory's filesystem clones files: RAM copies are instant (memory-files.ts). */
  clones = false;
  private readonly config: HostAgentConfig;
  private readonly useNetwork: boolean;
  private readonly vms = new Map<string, Sandbox>();
  /** Lifecycle calls run one at a time per VM. */
  private readonly lifecycle = new KeyedQueue();
  private readonly usedSlots = new Set<number>();
  private readonly claims = new SlotClaims();
  private spares: SpareSlots | null = null;
  /** Restored, configured, paused VMs of template checkpoints, not yet anybody's sandbox. */
  private readonly warm: WarmPool<WarmSource, Sandbox>;
  private readonly kernel: string;
  private readonly initrd: string;
  private tscKhz = 0;
  private readonly notAdopted = new Map<string, string>();
  private watchdog: Watchdog | null = null;

  constructor(config: HostAgentConfig) {
    this.config = config;
    this.node = config.node ?? 'local';
    this.useNetwork = config.network ?? true;
    this.kernel = path.join(config.buildDir, 'guest', 'vmlinux');
    this.initrd = path.join(config.buildDir, 'guest', 'initramfs.cpio');
    this.warm = new WarmPool(
      config.warm ?? { perSource: 0, memoryMb: 0 },
      (source, hurried) => this.prepareWarm(source, hurried),
      (sb) => this.teardown(sb, { keepDisk: false }),
    );
  }

  async open(): Promise<void> {
    for (const f of [this.kernel, this.initrd]) {
      if (!fs.existsSync(f)) throw new Error(`${f} is missing: run guest/build.sh`);
    }
    this.tscKhz = hostTscKhz();
    fs.mkdirSync(this.runRoot(), { recursive: true });
    fs.mkdirSync(this.vmRoot(), { recursive: true });
    this.clones = await canClone(this.runRoot());
    if (this.config.orphanTimeoutMs) {
      this.watchdog = await Watchdog.start(this.config.dataDir, this.runRoot(), this.config.orphanTimeoutMs);
    }
    await this.adoptLeftovers();
    await this.cleanLeftovers();
    if (this.useNetwork) await setupHostNetwork();
    this.accel = await this.chooseAccel(this.config.accel ?? 'auto');
    if (this.useNetwork) {
      this.spares = new SpareSlots(this.config.spareSlots ?? SPARE_SLOTS, {
        alloc: () => this.allocSlot(),
        free: (index) => this.freeSlot(index),
      });
    }
  }

  private runRoot(): string {
    return path.join(this.config.dataDir, 'run');
  }

  private vmRoot(): string {
    return path.join(this.config.dataDir, 'vms');
  }

  /**
   * Makes the sandboxes' VMs an earlier run of this agent left running its own again (adoption.ts);
   * what cannot be adopted is killed, and why is kept for the control plane (adoptionFailures).
   * Warm-pool instances are not adopted: the pool refills.
   */
  private async adoptLeftovers(): Promise<void> {
    // Above any request id the old run can have used on a channel (it counted up from 1 or from a
    // checkpoint's floor, and from an earlier adoption's clock reading).
    const firstRequestId = Date.now() * 1000;
    for (const name of fs.readdirSync(this.runRoot())) {
      const dir = path.join(this.runRoot(), name);
      if (name.startsWith(WARM_PREFIX)) continue;
      try {
        await this.adopt(dir, firstRequestId);
      } catch (err) {
        if (!(err instanceof AdoptionError)) throw err;
        this.notAdopted.set(name, err.message);
        console.error(`host agent: sandbox ${name} not adopted: ${err.message}`);
      }
    }
  }

  private async adopt(runDir: string, firstRequestId: number): Promise<void> {
    const leftover = findLeftover(runDir, this.runRoot());
    const { record } = leftover;
    let slot: NetworkSlot | null = null;
    if (record.slot !== null) {
      // The old run's claim names a dead process: take it over, so the slot is not an orphan. A
      // live holder (another agent on this data directory) keeps it, and the VM.
      const inUse = this.usedSlots.has(record.slot) || !this.claims.tryClaim(record.slot);
      if (inUse || namespaceInode(slotNetns(record.slot)) === 0) {
        if (!inUse) this.claims.release(record.slot);
        throw new AdoptionError(`its network slot ${record.slot} is ${inUse ? 'held by another process' : 'gone'}`);
      }
      this.usedSlots.add(record.slot);
      slot = describeSlot(record.slot);
    }
    let vm: Awaited<ReturnType<typeof adoptVm>>;
    try {
      vm = await adoptVm(leftover, firstRequestId);
    } catch (err) {
      if (slot) this.freeSlot(slot.index);
      throw err;
    }
    const sb: Sandbox = {
      spec: record.spec,
      vmDir: record.vmDir,
      runDir,
      disk: record.disk,
      slot,
      qemu: vm.qemu,
      guest: vm.guest,
      qmp: vm.qmp,
      guestIp: slot?.guestIp ?? '',
      chain: record.chain,
      memory: record.memory,
      paused: vm.paused,
      nodeCount: record.nodeCount,
      meter: this.newMeter(vm.qemu, slot),
    };
    this.vms.set(record.spec.vmId, sb);
    sb.qemu.exited.then(() => sb.guest.close());
  }

  /** Sandboxes whose VM an earlier run left but which could not be adopted, and why. */
  adoptionFailures(): ReadonlyMap<string, string> {
    return this.notAdopted;
  }

  /** What adoption after a restart needs to know of a VM; written whenever it changes. */
  private writeRecord(sb: Sandbox): void {
    writeRunRecord(sb.runDir, {
      spec: sb.spec,
      vmDir: sb.vmDir,
      disk: sb.disk,
      chain: sb.chain,
      slot: sb.slot?.index ?? null,
      memory: sb.memory,
      nodeCount: sb.nodeCount,
    });
  }

  /**
   * QEMU processes, run directories and network slots of an earlier run of this agent that were
   * not adopted.
   */
  private async cleanLeftovers(): Promise<void> {
    for (const name of fs.readdirSync(this.runRoot())) {
      if (this.vms.has(name)) continue;
      const dir = path.join(this.runRoot(), name);
      await killOrphanQemu(runFiles(dir).pidfile, this.runRoot());
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // Disks of warm-pool instances nobody claimed (a claimed one is linked from vms/<vmId>).
    const names = fs.readdirSync(this.vmRoot(), { withFileTypes: true });
    const claimed = new Set(
      names.filter((e) => e.isSymbolicLink()).map((e) => fs.readlinkSync(path.join(this.vmRoot(), e.name))),
    );
    for (const e of names) {
      if (e.name.startsWith(WARM_PREFIX) && !claimed.has(e.name)) {
        fs.rmSync(path.join(this.vmRoot(), e.name), { recursive: true, force: true });
      }
    }
    if (this.useNetwork) {
      // Slots claimed by a live process, or whose namespace still holds one, belong to a live VM
      // (another agent's, e.g. a second server on this machine); only the rest are leftovers.
      const busy = busyNamespaces();
      for (const index of await listSlots()) {
        if (this.claims.isOrphan(index) && !busy.has(namespaceInode(slotNetns(index)))) await destroySlot(index);
      }
    }
  }

  private async chooseAccel(wanted: 'auto' | 'kvm' | 'tcg'): Promise<Accel> {
    return (await probeAccelerator(this.config.buildDir, wanted, scratchDir(this.config.dataDir))).accel;
  }

  // ---- lifecycle ---------------------------------------------------------------------------

  private serialize<T>(vmId: string, fn: () => Promise<T>): Promise<T> {
    return this.lifecycle.run(vmId, fn);
  }

  start(spec: StartSpec): Promise<Placement> {
    return this.serialize(spec.vmId, async () => {
      if (this.vms.has(spec.vmId)) throw new Error(`sandbox ${spec.vmId} is already running on this host`);
      const vmDir = path.join(this.vmRoot(), spec.vmId);
      fs.mkdirSync(vmDir, { recursive: true });
      const disk = path.join(vmDir, 'disk.qcow2');
      fs.rmSync(disk, { force: true });
      await createOverlay(spec.image.baseDisk, disk);
      const sb = await this.boot(spec, vmDir, disk, { chain: [spec.image.baseDisk] });
      return { node: this.node, guestIp: sb.guestIp };
    });
  }

  reboot(vmId: string): Promise<Placement> {
    return this.serialize(vmId, async () => {
      const old = this.mustGet(vmId);
      await flushGuest(old);
      // Take the new slot before freeing the old one: the guest IP must change.
      const slot = await this.acquireSlot(old.spec.disableInternet, true);
      try {
        await this.teardown(old, { keepDisk: true });
      } catch (err) {
        if (slot) await this.releaseSlot(slot);
        throw err;
      }
      const sb = await this.boot(old.spec, old.vmDir, old.disk, { slot, chain: old.chain });
      return { node: this.node, guestIp: sb.guestIp };
    });
  }

  destroy(vmId: string): Promise<void> {
    return this.serialize(vmId, async () => {
      const sb = this.vms.get(vmId);
      if (sb) await this.teardown(sb, { keepDisk: false });
      fs.rmSync(path.join(this.runRoot(), vmId), { recursive: true, force: true });
      removePath(path.join(this.vmRoot(), vmId));
    });
  }

  restore(spec: StartSpec, checkpointDir: string, opts: RestoreOptions = {}): Promise<Placement> {
    return this.serialize(spec.vmId, async () => {
      if (this.vms.has(spec.vmId)) throw new Error(`sandbox ${spec.vmId} is already running on this host`);
      const dir = path.resolve(checkpointDir);
      const memory = opts.memory ?? 'copy';
      const warm = memory === 'copy' ? await this.warm.take(warmId(dir, spec.disableInternet)) : undefined;
      if (warm) {
        try {
          await this.claimWarm(warm, spec);
          return { node: this.node, guestIp: warm.guestIp };
        } catch (err) {
          // A pooled VM that died or stopped answering: restore the slow way instead.
          console.error(`warm pool: claiming ${warm.spec.vmId} for ${spec.vmId}: ${(err as Error).message}`);
          await this.teardown(warm, { keepDisk: false });
          removePath(path.join(this.vmRoot(), spec.vmId));
        }
      }
      const sb = await this.restoreNew(spec, dir, memory);
      return { node: this.node, guestIp: sb.guestIp };
    });
  }

  /**
   * Keeps restores of `checkpointDir` ready (restored, configured, network up, vCPUs stopped) so
   * that the next restore() of it with the same disableInternet is a claim; bounded host-wide.
   */
  keepWarm(checkpointDir: string, opts: { disableInternet: boolean; memoryMb: number; depth?: number }): void {
    const dir = path.resolve(checkpointDir);
    const { disableInternet, memoryMb, depth } = opts;
    this.warm.want(warmId(dir, disableInternet), { dir, disableInternet }, memoryMb, depth);
  }

  /** Discards the ready restores of `checkpointDir` (before its files are removed). */
  async dropWarm(checkpointDir: string): Promise<void> {
    const dir = path.resolve(checkpointDir);
    await this.warm.drop((id) => id === warmId(dir, false) || id === warmId(dir, true));
  }

  /** Ready restores of `checkpointDir` in the warm pool. */
  warmCount(checkpointDir: string, disableInternet: boolean): number {
    return this.warm.readyCount(warmId(path.resolve(checkpointDir), disableInternet));
  }

  /** Network slots built ahead and not yet taken. */
  spareSlotCount(): number {
    return this.spares?.readyCount ?? 0;
  }

  /** Restores a checkpoint into a new VM registered as `spec.vmId`, taking the checkpoint's shape. */
  private async restoreNew(
    spec: StartSpec,
    dir: string,
    memory: 'copy' | 'map',
    meta = readCheckpoint(dir),
    background?: BootOptions['background'],
  ): Promise<Sandbox> {
    if (meta.accel !== this.accel) {
      throw new CheckpointError('invalid', `${dir} was taken under ${meta.accel}; this host runs ${this.accel}`);
    }
    // A restore takes the checkpoint's shape: its RAM size and vCPU state are in the artifact.
    const shaped: StartSpec = { ...spec, cpus: meta.cpus, memoryMb: meta.memory_mb, runtime: meta.runtime };
    const vmDir = path.join(this.vmRoot(), spec.vmId);
    fs.mkdirSync(vmDir, { recursive: true });
    const disk = path.join(vmDir, 'disk.qcow2');
    try {
      fs.rmSync(disk, { force: true });
      return await this.boot(shaped, vmDir, disk, {
        chain: meta.disk_chain,
        restore: { dir, meta, memory },
        diskReady: createLayerOverlay(meta.disk_chain[0], disk),
        background,
      });
    } catch (err) {
      fs.rmSync(path.join(this.runRoot(), spec.vmId), { recursive: true, force: true });
      removePath(vmDir);
      throw err;
    }
  }

  /**
   * A warm-pool instance: restored like a sandbox, then run through one exec so the guest paths a
   * first command takes are already translated (under TCG a fresh QEMU translates every guest
   * instruction it meets once), then stopped. It is not in `vms` until claimed. The checkpoint's
   * processes run meanwhile for the few tens of ms of guest time that takes. It runs at the lowest
   * CPU priority unless a restore is waiting for it (`hurried`), and at normal priority once claimed.
   */
  private async prepareWarm(source: WarmSource, hurried: Promise<void>): Promise<Sandbox> {
    const meta = readCheckpoint(source.dir);
    const spec: StartSpec = {
      vmId: `${WARM_PREFIX}${randomBytes(6).toString('hex')}`,
      cpus: meta.cpus,
      memoryMb: meta.memory_mb,
      runtime: meta.runtime,
      disableInternet: source.disableInternet,
      image: meta.image,
    };
    let qemu: QemuProcess | undefined;
    let hurry = false;
    hurried.then(() => {
      hurry = true;
      qemu?.renice(0);
    });
    const sb = await this.restoreNew(spec, source.dir, 'copy', meta, {
      nice: WARM_NICE,
      onLaunch: (launched) => {
        qemu = launched;
        if (hurry) launched.renice(0);
      },
    });
    this.vms.delete(spec.vmId);
    try {
      await sb.guest.exec({ args: ['true'] }, SYNC_TIMEOUT_MS);
      await stopVcpus(sb.qmp as QmpClient);
      sb.paused = true;
    } catch (err) {
      await this.teardown(sb, { keepDisk: false });
      throw err;
    }
    return sb;
  }

  /**
   * Makes a warm-pool instance sandbox `spec.vmId`: its run directory takes the sandbox's name
   * (QEMU keeps its open files and sockets), vms/<vmId> links to its disk directory, its vCPUs
   * continue, and the guest gets today's clock and entropy of its own. The network slot and
   * address are the ones it was prepared with.
   */
  private async claimWarm(sb: Sandbox, spec: StartSpec): Promise<void> {
    const runDir = path.join(this.runRoot(), spec.vmId);
    const vmLink = path.join(this.vmRoot(), spec.vmId);
    fs.rmSync(runDir, { recursive: true, force: true });
    removePath(vmLink);
    fs.renameSync(sb.runDir, runDir);
    fs.symlinkSync(path.basename(sb.vmDir), vmLink);
    sb.qemu.runDir = runDir;
    sb.runDir = runDir;
    sb.memory = { path: runFiles(runDir).memory, shared: true };
    sb.spec = { ...spec, cpus: sb.spec.cpus, memoryMb: sb.spec.memoryMb, runtime: sb.spec.runtime };
    if (!sb.qmp || !sb.qemu.running) throw new AgentUnreachableError('pooled VM is not running');
    sb.qemu.renice(0);
    await continueVcpus(sb.qmp);
    sb.paused = false;
    sb.meter = this.newMeter(sb.qemu, sb.slot);
    await sb.guest.configure(
      { unix_ns: Date.now() * 1e6, entropy_b64: randomBytes(64).toString('base64') },
      SYNC_TIMEOUT_MS,
    );
    this.writeRecord(sb);
    this.vms.set(spec.vmId, sb);
  }

  checkpoint(vmId: string, dir: string, opts: { leavePaused?: boolean } = {}): Promise<CheckpointInfo> {
    return this.serialize(vmId, async () => {
      const sb = this.mustGet(vmId);
      if (!sb.qmp || !sb.qemu.running) throw new AgentUnreachableError('sandbox VM is not running');
      if (!sb.memory.shared) {
        throw new CheckpointError('invalid', 'a sandbox restored with mapped (private) memory cannot be checkpointed');
      }
      // sb.chain ends at the image base; the layers above it are earlier checkpoints' disks.
      const chainMerged = sb.chain.length - 1 >= (this.config.maxDiskLayers ?? MAX_DISK_LAYERS);
      if (chainMerged) {
        const base = sb.chain[sb.chain.length - 1];
        await mergeIntoActive(sb.qmp, base);
        sb.chain = [base];
        this.writeRecord(sb);
      }
      const outcome = await takeCheckpoint(
        {
          qmp: sb.qmp,
          memoryFile: sb.memory.path,
          disk: sb.disk,
          chain: sb.chain,
          cpus: sb.spec.cpus,
          memoryMb: sb.spec.memoryMb,
          runtime: sb.spec.runtime,
          accel: this.accel,
          image: sb.spec.image,
          guestRequestIdFloor: sb.guest.requestIdFloor,
          nodeName: `layer${++sb.nodeCount}`,
          alreadyPaused: sb.paused,
          clones: this.clones,
        },
        dir,
        opts,
      );
      sb.disk = outcome.disk;
      sb.chain = outcome.chain;
      sb.paused = outcome.paused;
      this.writeRecord(sb);
      return { ...outcome.info, chainMerged };
    });
  }

  pause(vmId: string): Promise<void> {
    return this.serialize(vmId, async () => {
      const sb = this.mustGet(vmId);
      if (sb.paused) return;
      if (!sb.qmp || !sb.qemu.running) throw new AgentUnreachableError('sandbox VM is not running');
      await stopVcpus(sb.qmp);
      sb.paused = true;
    });
  }

  resume(vmId: string): Promise<void> {
    return this.serialize(vmId, async () => {
      const sb = this.mustGet(vmId);
      if (!sb.paused) return;
      if (!sb.qmp || !sb.qemu.running) throw new AgentUnreachableError('sandbox VM is not running');
      await continueVcpus(sb.qmp);
      sb.paused = false;
    });
  }

  isPaused(vmId: string): boolean {
    return this.mustGet(vmId).paused;
  }

  has(vmId: string): boolean {
    return this.vms.has(vmId);
  }

  list(): string[] {
    return [...this.vms.keys()];
  }

  consolePath(vmId: string): string {
    return runFiles(path.join(this.runRoot(), vmId)).console;
  }

  async consoleTail(vmId: string, maxBytes: number): Promise<ConsoleTail> {
    return readConsoleTail(this.consolePath(vmId), maxBytes);
  }

  async sampleVms(): Promise<VmCounters[]> {
    return [...this.vms].flatMap(([id, sb]) => sb.meter.read(id, sb.paused) ?? []);
  }

  private newMeter(qemu: QemuProcess, slot: NetworkSlot | null): VmMeter {
    return new VmMeter(qemu.pid, slot ? slotRootVeth(slot.index) : undefined);
  }

  /**
   * Stops the agent: warm-pool VMs and spare slots go; sandboxes' VMs are stopped (their disks
   * kept), or with keepVmsOnClose left running for the next start to adopt, under the watchdog.
   */
  async close(): Promise<void> {
    await this.warm.close();
    await this.spares?.close();
    const keep = this.config.keepVmsOnClose === true;
    await Promise.all(
      [...this.vms.keys()].map((id) =>
        this.serialize(id, async () => {
          const sb = this.vms.get(id);
          if (!sb) return;
          if (keep) {
            sb.guest.close();
            sb.qmp?.close();
            // The QEMU inside keeps the slot's namespace busy, so nobody tears the slot down; the
            // next start claims it again.
            if (sb.slot) this.freeSlot(sb.slot.index);
            this.vms.delete(id);
            return;
          }
          await flushGuest(sb);
          await this.teardown(sb, { keepDisk: true });
        }),
      ),
    );
    if (keep) this.watchdog?.leave();
    else await this.watchdog?.stop();
  }

  /** A built network slot for a new VM (none without networking): a ready spare, or built now. */
  private async acquireSlot(disableInternet: boolean, spare: boolean): Promise<NetworkSlot | null> {
    if (!this.useNetwork) return null;
    const ready = spare ? await this.spares?.take({ disableInternet }) : undefined;
    if (ready) return ready;
    const index = await this.allocSlot();
    try {
      return await createSlot(index, { disableInternet });
    } catch (err) {
      this.freeSlot(index);
      throw err;
    }
  }

  private async releaseSlot(slot: NetworkSlot): Promise<void> {
    await destroySlot(slot.index);
    this.freeSlot(slot.index);
  }

  /** The lowest slot index neither this agent nor anything else on the machine uses. */
  private async allocSlot(): Promise<number> {
    const present = new Set(await listSlots());
    for (let i = 0; ; i++) {
      if (!this.usedSlots.has(i) && !present.has(i) && this.claims.tryClaim(i)) {
        this.usedSlots.add(i);
        return i;
      }
    }
  }

  private freeSlot(index: number): void {
    this.usedSlots.delete(index);
    this.claims.release(index);
  }

  private async boot(spec: StartSpec, vmDir: string, disk: string, opts: BootOptions): Promise<Sandbox> {
    const runDir = path.join(this.runRoot(), spec.vmId);
    fs.mkdirSync(runDir, { recursive: true });
    for (const f of ['agent.sock', 'qmp.sock', 'qemu.pid', 'memory']) fs.rmSync(path.join(runDir, f), { force: true });
    const restore = opts.restore;
    let memory = { path: runFiles(runDir).memory, shared: true };
    if (restore?.memory === 'map') memory = { path: checkpointFiles(restore.dir).memory, shared: false };
    // Copying the RAM file and building the network slot take tens of ms each: overlap them.
    const filesReady = Promise.all([
      restore?.memory === 'copy' ? copySparse(checkpointFiles(restore.dir).memory, memory.path) : undefined,
      opts.diskReady,
    ]);
    filesReady.catch(() => undefined);
    // Work in the background builds its own slot and leaves the spares to callers that wait.
    const slot = opts.slot ?? (await this.acquireSlot(spec.disableInternet, !opts.background));
    try {
      await filesReady;
    } catch (err) {
      if (slot) await this.releaseSlot(slot);
      throw err;
    }
    const qemu = QemuProcess.launch({
      runDir,
      kernel: this.kernel,
      initrd: this.initrd,
      accel: this.accel,
      cpus: spec.cpus,
      memoryMb: spec.memoryMb,
      disk,
      tscKhz: this.tscKhz,
      net: slot ? { netns: slot.netns, tap: slot.tap, mac: slot.mac } : undefined,
      memory,
      incoming: restore !== undefined,
      deviceStateOnly: restore !== undefined && restore.meta.version >= 2,
      nice: opts.background?.nice,
    });
    opts.background?.onLaunch(qemu);
    const files = runFiles(runDir);
    let guest: GuestClient | null = null;
    let qmp: QmpClient | null = null;
    try {
      const died = qemu.exited.then((r) => {
        throw new Error(`QEMU exited during boot (${r.code ?? r.signal}): ${qemu.logTail()}`);
      });
      died.catch(() => undefined);
      const firstRequestId = restore ? restore.meta.guest_request_id_floor + 1 : 1;
      [guest, qmp] = await Promise.race([
        Promise.all([
          GuestClient.connect(files.agentSocket, undefined, firstRequestId),
          QmpClient.connect(files.qmpSocket),
        ]),
        died,
      ]);
      const g = guest;
      if (restore) {
        await Promise.race([loadDeviceState(qmp, checkpointFiles(restore.dir).state), died]);
        // The stream carries the source's run state, which was stopped: continue explicitly.
        await continueVcpus(qmp);
        // The guest runs again where the checkpoint stopped it; it needs today's clock, entropy of
        // its own and its new address. Its container is already running.
        const configure: ConfigureRequest = {
          unix_ns: Date.now() * 1e6,
          entropy_b64: randomBytes(64).toString('base64'),
        };
        if (slot) configure.net = { ip: slot.guestIp, prefix: slot.prefix, gateway: slot.gatewayIp };
        await Promise.race([g.configure(configure, BOOT_TIMEOUT_MS), died]);
      } else {
        await Promise.race([g.hello(BOOT_TIMEOUT_MS), died]);
        const configure: ConfigureRequest = {
          unix_ns: Date.now() * 1e6,
          entropy_b64: randomBytes(64).toString('base64'),
          hostname: 'sandbox',
          container: {
            runtime: spec.runtime,
            entrypoint: spec.image.entrypoint,
            env: spec.image.env,
            cwd: spec.image.cwd || '/',
            pids_max: pidsMax(spec.memoryMb, spec.runtime),
            memory_max_bytes: memoryMaxBytes(spec.memoryMb),
          },
        };
        if (slot) {
          configure.net = { ip: slot.guestIp, prefix: slot.prefix, gateway: slot.gatewayIp, dns: hostResolvers() };
        }
        await Promise.race([g.configure(configure, BOOT_TIMEOUT_MS), died]);
      }
    } catch (err) {
      guest?.close();
      qmp?.close();
      await qemu.kill();
      if (slot) await this.releaseSlot(slot);
      throw err;
    }
    const sb: Sandbox = {
      spec,
      vmDir,
      runDir,
      disk,
      slot,
      qemu,
      guest,
      qmp,
      guestIp: slot?.guestIp ?? '',
      chain: opts.chain,
      memory,
      paused: false,
      nodeCount: 0,
      meter: this.newMeter(qemu, slot),
    };
    this.writeRecord(sb);
    this.vms.set(spec.vmId, sb);
    qemu.exited.then(() => sb.guest.close());
    return sb;
  }

  private async teardown(sb: Sandbox, opts: { keepDisk: boolean }): Promise<void> {
    sb.guest.close();
    sb.qmp?.close();
    await sb.qemu.kill();
    if (sb.slot) await this.releaseSlot(sb.slot);
    // The memory file is as large as the guest's RAM; nothing needs it once QEMU is gone.
    fs.rmSync(runFiles(sb.runDir).memory, { force: true });
    if (!opts.keepDisk) {
      fs.rmSync(sb.vmDir, { recursive: true, force: true });
      fs.rmSync(sb.runDir, { recursive: true, force: true });
    }
    if (this.vms.get(sb.spec.vmId) === sb) this.vms.delete(sb.spec.vmId);
  }

  private mustGet(vmId: string): Sandbox {
    const sb = this.vms.get(vmId);
    if (!sb) throw new VmNotFoundError(`no sandbox ${vmId} on this host`);
    return sb;
  }

  private guest(vmId: string): GuestClient {
    const sb = this.mustGet(vmId);
    if (sb.guest.closed || !sb.qemu.running) throw new AgentUnreachableError();
    return sb.guest;
  }

  // ---- guest calls -------------------------------------------------------------------------

  async exec(vmId: string, req: ExecRequest): Promise<ExecOutput> {
    return this.guest(vmId).exec(req, EXEC_TIMEOUT_MS);
  }

  async sessionExec(vmId: string, sessionId: string, command: string): Promise<ExecOutput> {
    return this.guest(vmId).sessionExec(sessionId, command, EXEC_TIMEOUT_MS);
  }

  async sessionClose(vmId: string, sessionId: string): Promise<boolean> {
    return this.guest(vmId).sessionClose(sessionId);
  }

  async writeFile(vmId: string, filePath: string, data: Buffer, mode?: number): Promise<void> {
    return this.guest(vmId).writeFile(filePath, data, mode);
  }

  async readFile(vmId: string, filePath: string, maxBytes: number): Promise<Buffer> {
    return this.guest(vmId).readFile(filePath, maxBytes);
  }

  async listDir(vmId: string, filePath: string): Promise<FileEntry[]> {
    return this.guest(vmId).listDir(filePath);
  }

  async stat(vmId: string, filePath: string): Promise<FileStat> {
    return this.guest(vmId).stat(filePath);
  }

  async mkdir(vmId: string, filePath: string): Promise<void> {
    return this.guest(vmId).mkdir(filePath);
  }

  async rename(vmId: string, from: string, to: string): Promise<void> {
    return this.guest(vmId).rename(from, to);
  }

  async remove(vmId: string, filePath: string): Promise<boolean> {
    return this.guest(vmId).remove(filePath);
  }

  /** A byte stream to a guest port (host/guest-port.ts); the guest IP is the VM's current one. */
  async openGuestPort(vmId: string, port: number): Promise<Duplex> {
    return connectGuestPort(this.mustGet(vmId).guestIp, port);
  }

  /** What the idle policy needs: processes, CPU, memory, connections, background work. */
  async stats(vmId: string, timeoutMs?: number): Promise<GuestStatsView> {
    return this.guest(vmId).stats(timeoutMs);
  }
}

/**
 * Writes the guest's dirty pages to its disk before QEMU is killed (reboot, shutdown): the disk is
 * kept, and the guest's own page cache would otherwise be lost. A silent guest is not waited for.
 */
async function flushGuest(sb: Sandbox): Promise<void> {
  // A paused guest cannot answer; its page cache is lost with it, as on a power cut.
  if (sb.paused || sb.guest.closed || !sb.qemu.running) return;
  try {
    await sb.guest.sync(SYNC_TIMEOUT_MS);
  } catch (err) {
    if (!(err instanceof AgentUnreachableError)) throw err;
  }
}

/** Inode of a named network namespace (0 if it is gone). */
function namespaceInode(name: string): number {
  try {
    return fs.statSync(netnsPath(name)).ino;
  } catch {
    return 0;
  }
}

/** Inodes of the network namespaces some process is in. */
function busyNamespaces(): Set<number> {
  const inodes = new Set<number>();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const m = /\[(\d+)\]/.exec(fs.readlinkSync(`/proc/${pid}/ns/net`));
      if (m) inodes.add(Number(m[1]));
    } catch {
      // the process exited while we looked
    }
  }
  return inodes;
}

/**
 * Resolvers a guest can reach through NAT: the host's own, minus loopback ones (the host itself
 * is unreachable from a guest). Read per boot so a changed resolv.conf is picked up.
 */
function hostResolvers(): string[] {
  let text = '';
  try {
    text = fs.readFileSync('/etc/resolv.conf', 'utf8');
  } catch {
    return [];
  }
  return [...text.matchAll(/^nameserver\s+(\d+\.\d+\.\d+\.\d+)\s*$/gm)]
    .map((m) => m[1])
    .filter((ip) => !ip.startsWith('127.'));
}
