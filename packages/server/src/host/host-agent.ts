// The host agent of one machine: runs each sandbox as a QEMU microVM with its own network slot,
// qcow2 overlay and run directory, and forwards exec/session/file calls to the guest agent. It
// owns everything a sandbox has on this host. Booting a VM is boot.ts; stopping one, teardown.ts;
// checkpointing, pausing and resuming one, sandbox-checkpoint.ts; the in-memory sandbox,
// sandbox.ts. A restarted agent re-adopts the VMs an earlier run left running and cleans up the
// rest (QEMU processes by pidfile, run directories, network slots): leftovers.ts, adoption.ts,
// docs/restarts.md; a watchdog process kills its VMs if it stops for good (watchdog.ts).
//
// Layout under dataDir:
//   vms/<vmId>/disk*.qcow2    the sandbox's writable disk layer (kept across reboot; a checkpoint
//                             freezes it into the checkpoint directory and stacks a new one)
//   run/<vmId>/               agent.sock, qmp.sock, memory, console.log, qemu.pid, qemu.log,
//                             sandbox.json (the run record adoption reads back)
//   checkpoints/<id>/         a checkpoint's files (checkpoint-store.ts)
//   image-builds/<uuid>/      registry images' builds fetched with checkpoints (image-builds.ts)
//   tmp/                      scratch of short jobs (the KVM probe, exports): scratch.ts
//   run/warm-<id>/, vms/warm-<id>/   a warm-pool instance. A claim renames its run directory to the
//                             sandbox's id and links vms/<vmId> to its disk directory (QEMU reopens
//                             disk files by name, so that one cannot move)
// Checkpoints and restores: host/checkpoint.ts, docs/checkpoints.md (also the warm pool, whose
// instances warm-restores.ts prepares and claims).

import fs from 'node:fs';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import type { GuestClient } from '../guest/client.ts';
import { findPreparedImage, prepareImage } from '../images/prepare.ts';
import type { Credentials } from '../images/registry.ts';
import { KeyedQueue } from '../sys/keyed-queue.ts';
import { removePath } from '../sys/remove.ts';
import type { Accel } from '../vmm/qemu.ts';
import { hostTscKhz, TCG_TB_MIB } from '../vmm/qemu.ts';
import { probeAccelerator } from './accel.ts';
import { boot, restoreNew } from './boot.ts';
import { readCheckpoint } from './checkpoint.ts';
import { CheckpointStore } from './checkpoint-store.ts';
import { CONSOLE_FILE_BYTES, readConsoleTail } from './console.ts';
import { DiskReserve, NO_ROOM } from './disk-reserve.ts';
import { createOverlay } from './disks.ts';
import { EgressSlots } from './egress/egress-slots.ts';
import { hostUpstream, parseUpstream } from './egress/upstream.ts';
import { connectGuestPort } from './guest-port.ts';
import type { HostAgentConfig, QemuHostAgentApi, RestoreMemory, RestoreOptions } from './host-agent-api.ts';
import { HostSlots } from './host-slots.ts';
import { ImageBuilds } from './image-builds.ts';
import { DEFAULT_UIDS, Jailer } from './jail/jail.ts';
import type { LeftoverHost } from './leftovers.ts';
import { adoptLeftovers, cleanLeftovers } from './leftovers.ts';
import { canClone } from './memory-files.ts';
import { processRunDelayMs } from './metrics.ts';
import type { NetworkSlot } from './network.ts';
import { setupHostNetwork } from './network.ts';
import type { Sandbox } from './sandbox.ts';
import { flushGuest, writeRecord } from './sandbox.ts';
import type { CheckpointHost } from './sandbox-checkpoint.ts';
import { checkpointSandbox, pauseSandbox, resumeSandbox } from './sandbox-checkpoint.ts';
import { scratchDir } from './scratch.ts';
import type { TeardownHost } from './teardown.ts';
import { leaveRunning, teardown } from './teardown.ts';
import type {
  CheckpointInfo,
  CommandAnswer,
  CommandCall,
  ConsoleTail,
  EgressRules,
  ExecOutput,
  ExecRequest,
  ExportFile,
  ExportJob,
  FileEntry,
  FileStat,
  GuestStatsView,
  HostAgent,
  LocalImage,
  Placement,
  RestoreSpec,
  SessionExecOptions,
  StartSpec,
  VmCounters,
  VolumeFileAnswer,
  VolumeFileCall,
  VolumeUsage,
  WatchAnswer,
  WatchCall,
  WriteFileOptions,
} from './types.ts';
import { AgentUnreachableError, DiskReserveError } from './types.ts';
import { AgentVolumes } from './volumes/agent-volumes.ts';

export type { HostAgentConfig, QemuHostAgentApi, RestoreOptions } from './host-agent-api.ts';

import { WarmPool } from './warm-pool.ts';
import type { WarmHost, WarmSource } from './warm-restores.ts';
import { claimWarm, prepareWarm, warmId, warmIdFor } from './warm-restores.ts';
import { Watchdog } from './watchdog.ts';

/** Synchronous calls are bounded at the edge (~110 s); the guest call itself may run longer. */
const EXEC_TIMEOUT_MS = 30 * 60_000;

class VmNotFoundError extends Error {}

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
  private readonly pulls = new KeyedQueue();
  private readonly slots: HostSlots;
  /** Restored, configured, paused VMs of template checkpoints, not yet anybody's sandbox. */
  private readonly warm: WarmPool<WarmSource, Sandbox>;
  private readonly kernel: string;
  private readonly initrd: string;
  private tscKhz = 0;
  private readonly notAdopted = new Map<string, string>();
  private watchdog: Watchdog | null = null;
  private readonly checkpoints: CheckpointStore;
  readonly jail: Jailer;
  readonly reserve: DiskReserve;
  private readonly restoreMemory: RestoreMemory;
  /** Ruled slots' rules, resolvers and proxies (egress/egress-slots.ts). */
  private readonly egress: EgressSlots;
  /** The volumes on this host and their file servers (volumes/). */
  private readonly volumes: AgentVolumes;

  constructor(config: HostAgentConfig) {
    this.config = config;
    this.node = config.node ?? 'local';
    this.useNetwork = config.network ?? true;
    this.restoreMemory = config.restoreMemory ?? 'map';
    this.egress = new EgressSlots(config.egressDns ? parseUpstream(config.egressDns) : hostUpstream());
    this.slots = new HostSlots(this.egress);
    this.jail = new Jailer({
      enabled: config.jail?.enabled ?? true,
      launcher: config.jail?.launcher ?? path.join(config.buildDir, 'jail', 'warren-jail'),
      uids: config.jail?.uids ?? DEFAULT_UIDS,
    });
    this.kernel = path.join(config.buildDir, 'guest', 'vmlinux');
    this.initrd = path.join(config.buildDir, 'guest', 'initramfs.cpio');
    this.checkpoints = new CheckpointStore(
      path.join(config.dataDir, 'checkpoints'),
      config.objects,
      scratchDir(config.dataDir),
      (image) => findPreparedImage(image, { buildDir: config.buildDir, cacheDir: this.imageCacheDir() }),
      new ImageBuilds(path.join(config.dataDir, 'image-builds'), config.objects),
    );
    this.reserve = new DiskReserve(config.dataDir, this.vms, (id, fn) => this.serialize(id, fn), config.diskReserve);
    this.volumes = new AgentVolumes(config, this.jail, this.reserve, this.vms);
    this.warm = new WarmPool(
      config.warm ?? { perSource: 0, memoryMb: 0 },
      (source, hurried) => {
        this.reserve.admit(0);
        return prepareWarm(this.host(), source, hurried);
      },
      (sb) => teardown(this.host(), sb, { keepDisk: false }),
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
    this.reserve.start();
    await this.volumes.open();
    await adoptLeftovers(this.host());
    for (const sb of this.vms.values()) await this.reserve.arm(sb);
    await cleanLeftovers(this.host());
    await this.volumes.sweep();
    // Adopted VMs' slots kept their rulesets; their resolvers and proxies died with the last run.
    for (const sb of this.vms.values()) {
      if (!sb.slot || !sb.spec.egress) continue;
      await this.egress.apply(sb.slot, sb.spec.egress, sb.spec.disableInternet).catch((err: Error) => {
        console.error(`egress rules of adopted ${sb.spec.vmId}: ${err.message}`);
      });
    }
    this.checkpoints.sweep();
    if (this.useNetwork) await setupHostNetwork();
    this.accel = await this.chooseAccel(this.config.accel ?? 'auto');
    if (this.useNetwork) this.slots.keepSpares(this.config.spareSlots);
  }

  private runRoot(): string {
    return path.join(this.config.dataDir, 'run');
  }

  private vmRoot(): string {
    return path.join(this.config.dataDir, 'vms');
  }

  /**
   * What boot.ts, warm-restores.ts, leftovers.ts, sandbox-checkpoint.ts and teardown.ts need of this
   * agent (accel as chosen by now).
   */
  private host(): WarmHost & LeftoverHost & CheckpointHost & TeardownHost {
    return {
      runRoot: this.runRoot(),
      vmRoot: this.vmRoot(),
      kernel: this.kernel,
      initrd: this.initrd,
      accel: this.accel,
      tcgTbMib: this.config.tcgTbMib ?? TCG_TB_MIB,
      tscKhz: this.tscKhz,
      useNetwork: this.useNetwork,
      vms: this.vms,
      jail: this.jail,
      reserve: this.reserve,
      clones: this.clones,
      maxDiskLayers: this.config.maxDiskLayers,
      consoleFileBytes: this.config.consoleFileBytes ?? CONSOLE_FILE_BYTES,
      restoreMemory: this.restoreMemory,
      usedSlots: this.slots.used,
      claims: this.slots.claims,
      notAdopted: this.notAdopted,
      acquireSlot: (spec, spare) => this.acquireSlot(spec, spare),
      applyEgress: (slot, spec) => this.egress.apply(slot, spec.egress ?? null, spec.disableInternet),
      releaseSlot: (slot) => this.slots.release(slot),
      freeSlot: (index) => this.slots.free(index),
      discard: (sb) => teardown(this.host(), sb, { keepDisk: false }),
      volumeHost: this.volumes.host,
    };
  }

  /** This agent restarts only with its server (which then reconciles at its start). */
  onRestart(): void {}

  /** Sandboxes whose VM an earlier run left but which could not be adopted, and why. */
  async adoptionFailures(): Promise<Record<string, string>> {
    return Object.fromEntries(this.notAdopted);
  }

  private async chooseAccel(wanted: 'auto' | 'kvm' | 'tcg'): Promise<Accel> {
    return (await probeAccelerator(this.config.buildDir, wanted, scratchDir(this.config.dataDir), this.jail)).accel;
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
      this.reserve.admit(spec.memoryMb);
      const disk = path.join(vmDir, 'disk.qcow2');
      fs.rmSync(disk, { force: true });
      await createOverlay(spec.image.baseDisk, disk);
      const sb = await boot(this.host(), spec, vmDir, disk, { chain: [spec.image.baseDisk] });
      await this.reserve.arm(sb);
      return { node: this.node, guestIp: sb.guestIp };
    });
  }

  reboot(vmId: string): Promise<Placement> {
    return this.serialize(vmId, async () => {
      const old = this.mustGet(vmId);
      await flushGuest(old);
      // Take the new slot before freeing the old one: the guest IP must change.
      const slot = await this.acquireSlot(old.spec, true);
      try {
        await teardown(this.host(), old, { keepDisk: true });
      } catch (err) {
        if (slot) await this.slots.release(slot);
        throw err;
      }
      const sb = await boot(this.host(), old.spec, old.vmDir, old.disk, { slot, chain: old.chain });
      await this.reserve.arm(sb);
      return { node: this.node, guestIp: sb.guestIp };
    });
  }

  destroy(vmId: string): Promise<void> {
    return this.serialize(vmId, async () => {
      const sb = this.vms.get(vmId);
      if (sb) await teardown(this.host(), sb, { keepDisk: false });
      fs.rmSync(path.join(this.runRoot(), vmId), { recursive: true, force: true });
      removePath(path.join(this.vmRoot(), vmId));
    });
  }

  restore(restoreSpec: RestoreSpec, checkpointId: string, opts: RestoreOptions = {}): Promise<Placement> {
    return this.serialize(restoreSpec.vmId, async () => {
      if (this.vms.has(restoreSpec.vmId))
        throw new Error(`sandbox ${restoreSpec.vmId} is already running on this host`);
      const dir = this.checkpoints.dir(checkpointId);
      const meta = readCheckpoint(dir);
      const spec: StartSpec = { ...restoreSpec, image: meta.image };
      const memory = opts.memory ?? this.restoreMemory;
      // A mapped restore's RAM is the checkpoint's file and its own anonymous pages: none on the store.
      this.reserve.admit(memory === 'copy' ? meta.memory_mb : 0);
      // Pool instances are restored the host's way.
      const warm = memory === this.restoreMemory ? await this.warm.take(warmIdFor(dir, spec)) : undefined;
      if (warm) {
        try {
          // Armed while its vCPUs are stopped: under TCG a QMP call waits on a running vCPU.
          await this.reserve.arm(warm);
          if (this.reserve.stopped(warm)) throw new DiskReserveError(NO_ROOM, false);
          await claimWarm(this.host(), warm, spec);
          return { node: this.node, guestIp: warm.guestIp };
        } catch (err) {
          // A pooled VM that died or stopped answering: restore the slow way instead.
          console.error(`warm pool: claiming ${warm.spec.vmId} for ${spec.vmId}: ${(err as Error).message}`);
          await teardown(this.host(), warm, { keepDisk: false });
          removePath(path.join(this.vmRoot(), spec.vmId));
          if (err instanceof DiskReserveError) throw err;
        }
      }
      const sb = await restoreNew(this.host(), spec, dir, memory, meta);
      await this.reserve.arm(sb);
      return { node: this.node, guestIp: sb.guestIp };
    });
  }

  /**
   * Keeps restores of a checkpoint ready (restored, configured, network up, vCPUs stopped) so
   * that the next restore() of it with the same disableInternet is a claim; bounded host-wide.
   */
  keepWarm(checkpointId: string, opts: { disableInternet: boolean; memoryMb: number; depth?: number }): void {
    const dir = this.checkpoints.dir(checkpointId);
    const { disableInternet, memoryMb, depth } = opts;
    this.warm.want(warmId(dir, disableInternet), { dir, disableInternet }, memoryMb, depth);
  }

  /** Replaces a sandbox's egress rules; its run record keeps them for adoption and reboots. */
  setEgress(vmId: string, rules: EgressRules | null): Promise<void> {
    return this.serialize(vmId, async () => {
      const sb = this.mustGet(vmId);
      sb.spec = { ...sb.spec, egress: rules };
      writeRecord(sb);
      if (sb.slot) await this.egress.apply(sb.slot, rules, sb.spec.disableInternet);
    });
  }

  /** Discards the ready restores of a checkpoint (before its files are removed). */
  async dropWarm(checkpointId: string): Promise<void> {
    const dir = this.checkpoints.dir(checkpointId);
    await this.warm.drop((id) => id === warmId(dir, false) || id === warmId(dir, true));
  }

  /** Ready restores of a checkpoint in the warm pool. */
  warmCount(checkpointId: string, disableInternet: boolean): number {
    return this.warm.readyCount(warmId(this.checkpoints.dir(checkpointId), disableInternet));
  }

  // ---- volumes (volumes/agent-volumes.ts) ----------------------------------------------------

  createVolume(volumeId: string, sizeMb: number, fromSnapshot?: string): Promise<VolumeUsage> {
    return this.volumes.create(volumeId, sizeMb, fromSnapshot);
  }

  growVolume(volumeId: string, sizeMb: number): Promise<VolumeUsage> {
    return this.volumes.grow(volumeId, sizeMb);
  }

  deleteVolume(volumeId: string): Promise<void> {
    return this.volumes.delete(volumeId);
  }

  volumeUsage(volumeIds: string[]): Promise<Record<string, VolumeUsage>> {
    return this.volumes.usage(volumeIds);
  }

  listVolumes(): Promise<string[]> {
    return this.volumes.list();
  }

  volumeFiles<C extends VolumeFileCall>(volumeId: string, call: C): Promise<VolumeFileAnswer<C>> {
    return this.volumes.files(volumeId, call);
  }

  snapshotVolume(volumeId: string, snapshotId: string): Promise<{ bytes: number }> {
    return this.volumes.snapshot(volumeId, snapshotId);
  }

  // ---- checkpoint files (checkpoint-store.ts) and images ----------------------------------

  checkpointDir(checkpointId: string): string {
    return this.checkpoints.dir(checkpointId);
  }

  async hasCheckpoint(checkpointId: string): Promise<boolean> {
    return this.checkpoints.complete(checkpointId);
  }

  async listCheckpoints(): Promise<string[]> {
    return this.checkpoints.list();
  }

  async checkpointImage(checkpointId: string): Promise<LocalImage> {
    return this.checkpoints.image(checkpointId);
  }

  async removeCheckpoint(checkpointId: string): Promise<void> {
    await this.dropWarm(checkpointId);
    this.checkpoints.remove(checkpointId);
  }

  pushCheckpoint(checkpointId: string): Promise<void> {
    return this.checkpoints.push(checkpointId);
  }

  /** Pulls of one checkpoint take turns (concurrent creates need it at once); a later one finds it here. */
  pullCheckpoint(checkpointId: string): Promise<void> {
    return this.pulls.run(checkpointId, async () => {
      if (!this.checkpoints.complete(checkpointId)) await this.checkpoints.pull(checkpointId);
    });
  }

  exportCheckpoint(checkpointId: string, job: ExportJob): Promise<ExportFile[]> {
    return this.checkpoints.export(checkpointId, job);
  }

  prepareImage(
    ref: string,
    opts: { credentials?: Credentials; onProgress?: (msg: string) => void } = {},
  ): Promise<LocalImage> {
    return prepareImage(ref, {
      ...opts,
      buildDir: this.config.buildDir,
      cacheDir: this.imageCacheDir(),
    });
  }

  private imageCacheDir(): string {
    return path.join(this.config.dataDir, 'images');
  }

  /** Network slots built ahead and not yet taken. */
  spareSlotCount(): number {
    return this.slots.spareCount;
  }

  checkpoint(vmId: string, checkpointId: string, opts: { leavePaused?: boolean } = {}): Promise<CheckpointInfo> {
    const dir = this.checkpoints.dir(checkpointId);
    return this.serialize(vmId, async () => checkpointSandbox(this.host(), this.mustGet(vmId), dir, opts));
  }

  pause(vmId: string): Promise<void> {
    return this.serialize(vmId, async () => pauseSandbox(this.mustGet(vmId)));
  }

  resume(vmId: string): Promise<void> {
    return this.serialize(vmId, async () => resumeSandbox(this.mustGet(vmId), this.reserve));
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

  async consoleTail(vmId: string, maxBytes: number): Promise<ConsoleTail> {
    return readConsoleTail(path.join(this.runRoot(), vmId), maxBytes);
  }

  async sampleVms(): Promise<VmCounters[]> {
    return [...this.vms].flatMap(([id, sb]) => {
      const counters = sb.meter.read(id, sb.paused);
      return counters ? [{ ...counters, diskPaused: this.reserve.stopped(sb) }] : [];
    });
  }

  /**
   * Stops the agent: warm-pool VMs and spare slots go; sandboxes' VMs are stopped (their disks
   * kept), or with keepVmsOnClose left running for the next start to adopt, under the watchdog.
   */
  async close(): Promise<void> {
    this.reserve.stop();
    await this.volumes.close();
    await this.warm.close();
    await this.slots.close();
    this.egress.close();
    const keep = this.config.keepVmsOnClose === true;
    await Promise.all(
      [...this.vms.keys()].map((id) =>
        this.serialize(id, async () => {
          const sb = this.vms.get(id);
          if (!sb) return;
          if (keep) {
            leaveRunning(this.host(), sb);
            return;
          }
          await flushGuest(sb);
          await teardown(this.host(), sb, { keepDisk: true });
        }),
      ),
    );
    if (keep) this.watchdog?.leave();
    else {
      await this.watchdog?.stop();
      await this.volumes.unmountAll();
    }
    this.volumes.releaseUids();
  }

  /** A built network slot for a new VM (none without networking): see HostSlots.acquire. */
  private async acquireSlot(
    spec: Pick<StartSpec, 'disableInternet' | 'egress'>,
    spare: boolean,
  ): Promise<NetworkSlot | null> {
    return this.useNetwork ? await this.slots.acquire(spec, spare) : null;
  }

  private mustGet(vmId: string): Sandbox {
    const sb = this.vms.get(vmId);
    if (!sb) throw new VmNotFoundError(`no sandbox ${vmId} on this host`);
    return sb;
  }

  private guest(vmId: string): GuestClient {
    const sb = this.mustGet(vmId);
    this.reserve.check(sb);
    if (sb.guest.closed || !sb.qemu.running) throw new AgentUnreachableError();
    return sb.guest;
  }

  // ---- guest calls -------------------------------------------------------------------------

  async exec(vmId: string, req: ExecRequest): Promise<ExecOutput> {
    return this.guest(vmId).exec(req, EXEC_TIMEOUT_MS);
  }

  async sessionExec(vmId: string, sessionId: string, command: string, opts?: SessionExecOptions): Promise<ExecOutput> {
    return this.guest(vmId).sessionExec(sessionId, command, opts, EXEC_TIMEOUT_MS);
  }

  async command<C extends CommandCall>(vmId: string, call: C): Promise<CommandAnswer<C>> {
    return this.guest(vmId).command(call);
  }

  async sessionClose(vmId: string, sessionId: string): Promise<boolean> {
    return this.guest(vmId).sessionClose(sessionId);
  }

  async writeFile(vmId: string, filePath: string, data: Buffer, opts?: WriteFileOptions): Promise<void> {
    return this.guest(vmId).writeFile(filePath, data, opts);
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

  async mkdir(vmId: string, filePath: string, user?: string): Promise<void> {
    return this.guest(vmId).mkdir(filePath, user);
  }

  async rename(vmId: string, from: string, to: string, user?: string): Promise<void> {
    return this.guest(vmId).rename(from, to, user);
  }

  async watch<C extends WatchCall>(vmId: string, call: C): Promise<WatchAnswer<C>> {
    return this.guest(vmId).watch(call);
  }

  async remove(vmId: string, filePath: string): Promise<boolean> {
    return this.guest(vmId).remove(filePath);
  }

  /** A byte stream to a guest port (host/guest-port.ts); the guest IP is the VM's current one. */
  async openGuestPort(vmId: string, port: number): Promise<Duplex> {
    const sb = this.mustGet(vmId);
    this.reserve.check(sb);
    return connectGuestPort(sb.guestIp, port, undefined, () => processRunDelayMs(sb.qemu.pid));
  }

  /** What the idle policy needs: processes, CPU, memory, connections, background work. */
  async stats(vmId: string, timeoutMs?: number): Promise<GuestStatsView> {
    return this.guest(vmId).stats(timeoutMs);
  }
}
