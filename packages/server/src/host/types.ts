// The contract between the control plane and a host agent (one per machine, "node"). The
// embedded default calls HostAgent in-process; a multi-node deployment puts the same calls behind
// internal HTTP. Nothing above this interface knows about QEMU, disks or network namespaces.

import type { Duplex } from 'node:stream';
import type {
  CommandAnswer,
  CommandCall,
  ExecOutput,
  ExecRequest,
  FileEntry,
  FileStat,
  SessionExecOptions,
  WatchAnswer,
  WatchCall,
  WriteFileOptions,
} from '../guest/types.ts';
import type { Credentials } from '../images/registry.ts';
import type { LocalImage } from '../images/types.ts';
import type { EgressRules } from './egress/policy.ts';

export type {
  CommandAnswer,
  CommandAnswers,
  CommandCall,
  CommandFrame,
  CommandInfo,
  CommandOutput,
  CommandSignal,
  ExecOutput,
  ExecRequest,
  FileEntry,
  FileKind,
  FileStat,
  PtySize,
  SessionExecOptions,
  WatchAnswer,
  WatchCall,
  WatchEvents,
  WatchOp,
  WriteFileOptions,
} from '../guest/types.ts';
export { AgentUnreachableError, GuestError } from '../guest/types.ts';
export type { LocalImage } from '../images/types.ts';
export type { EgressRules } from './egress/policy.ts';

export type Runtime = 'container' | 'vm';

/** A volume mounted in a sandbox (docs/volumes.md): which one, where in its container, and how. */
export interface VolumeMount {
  volumeId: string;
  /** Absolute, clean, not /, not in /proc, /sys or /dev (control/volumes/mounts.ts checks). */
  path: string;
  readOnly: boolean;
}

export interface StartSpec {
  vmId: string;
  cpus: number;
  memoryMb: number;
  runtime: Runtime;
  disableInternet: boolean;
  /** The sandbox's egress rules (docs/network.md); null or absent: none. disableInternet wins. */
  egress?: EgressRules | null;
  image: LocalImage;
  /** Volumes on this host mounted in the sandbox (docs/volumes.md); none if absent. */
  volumes?: VolumeMount[];
}

/** A restore's spec: its image is the checkpoint's. */
export type RestoreSpec = Omit<StartSpec, 'image'>;

export interface Placement {
  node: string;
  guestIp: string;
}

/** Nothing listens on the guest port a stream was asked for (openGuestPort). */
export class GuestPortRefusedError extends Error {
  readonly port: number;
  constructor(port: number) {
    super(`nothing listens on guest port ${port}`);
    this.port = port;
  }
}

/**
 * The host agent itself cannot be reached (a remote host: refused, timed out connecting, or the
 * connection dropped mid-call; docs/hosts.md). The call may or may not have taken effect on the
 * host; the API answers 503 `Unavailable` with Retry-After.
 */
export class HostUnavailableError extends Error {
  readonly node: string;
  constructor(node: string, reason: string) {
    super(`host ${node} unavailable: ${reason}`);
    this.node = node;
  }
}

/**
 * The host's data store is down to its free-space reserve (host/disk-reserve.ts): a sandbox cannot
 * start there now, and a sandbox whose guest wrote into the reserve is paused until space returns
 * (`sandbox` names it then). The API answers 503 `capacity` with Retry-After.
 */
export class DiskReserveError extends Error {
  readonly sandbox: boolean;
  constructor(message: string, sandbox: boolean) {
    super(message);
    this.sandbox = sandbox;
  }
}

/**
 * A checkpoint on this host: a directory holding `memory` (guest RAM, sparse), `state` (QEMU
 * device state), `disk.qcow2` (the sandbox's disk as it was, frozen; its backing chain ends at the
 * image's base disk) and `checkpoint.json`. One shape serves templates, snapshots, forks and
 * archives (docs/checkpoints.md).
 */
export interface CheckpointInfo {
  /** Bytes the checkpoint holds on the host (allocated blocks of memory, state and disk layer). */
  logicalBytes: number;
  /** How long the guest's vCPUs were stopped to take it. */
  pausedMs: number;
  /**
   * The VM's disk chain was merged into its active layer first (it had grown past the host's
   * limit): this checkpoint's disk sits on the image directly, on no earlier checkpoint.
   */
  chainMerged: boolean;
  /**
   * For a VM whose RAM maps a checkpoint copy-on-write: the bytes of guest memory copied while it
   * was stopped (every page it wrote, or only those written since its last checkpoint where its
   * writes are tracked: docs/checkpoints.md).
   */
  pausedCopyBytes?: number;
}

/** One file of an export, as its manifest lists it. */
export interface ExportFile {
  name: string;
  bytes: number;
  /** Uncompressed size, for the zstd streams. */
  raw_bytes?: number;
  sha256: string;
}

/** What an export of a checkpoint is written as: its id (the object prefix) and its sandbox's description. */
export interface ExportJob {
  exportId: string;
  snapshotId: string;
  /** The snapshot as state.json describes it (shape, image, times); the host adds the checkpoint. */
  describe: Record<string, unknown>;
}

export interface GuestStatsView {
  procs: number;
  cpu_ms: number;
  mem_used_mb: number;
  connections: number;
  background: number;
}

/**
 * What the host measured of one VM: counters since it became the sandbox's (boot, restore,
 * reboot), which restart from zero when `incarnation` changes; memory as resident now.
 */
export interface VmCounters {
  vmId: string;
  /** Changes whenever the VM's process changes (reboot, restore): a new set of counters. */
  incarnation: string;
  /** CPU time its QEMU process used (every vCPU and I/O thread), in ms. */
  cpuMs: number;
  /** Memory of the VM resident on the host (guest RAM backed so far, plus QEMU's own). */
  residentBytes: number;
  /** Bytes the guest received and sent on its network interface. */
  rxBytes: number;
  txBytes: number;
  /** Its vCPUs are stopped (pause, sleep). */
  paused: boolean;
  /** Its vCPUs are stopped because its guest reached the host's disk reserve (host/disk-reserve.ts). */
  diskPaused?: boolean;
}

/** A volume on its host: its size and what its files take. */
export interface VolumeUsage {
  sizeMb: number;
  /** Bytes the volume's files and directories take (blocks in use, the empty filesystem's not counted). */
  bytesUsed: number;
  /** Files, directories and links in it. */
  filesUsed: number;
}

/** A file operation on a volume without a sandbox (docs/volumes.md, "Files without a sandbox"). */
export type VolumeFileCall =
  | { op: 'read'; path: string; maxBytes: number }
  | { op: 'write'; path: string; data: Buffer; mode?: number }
  | { op: 'list'; path: string }
  | { op: 'remove'; path: string };

export type VolumeFileAnswer<C extends VolumeFileCall> = C extends { op: 'read' }
  ? Buffer
  : C extends { op: 'list' }
    ? FileEntry[]
    : C extends { op: 'remove' }
      ? boolean
      : undefined;

/**
 * A volume call the host refused: `not_found` (no such volume here), `busy` (a sandbox mounts it),
 * `held` (still open on the host a moment after its unmount: retry),
 * `too_small` (a size below what it holds), `no_ports` (the sandbox's checkpoint has no volume
 * ports: taken before volumes), `bad_path`.
 */
export class VolumeError extends Error {
  readonly code: 'not_found' | 'busy' | 'held' | 'too_small' | 'no_ports' | 'bad_path';
  constructor(code: VolumeError['code'], message: string) {
    super(message);
    this.code = code;
  }
}

/** The tail of a console capture. */
export interface ConsoleTail {
  content: Buffer;
  /** Earlier output was left out. */
  truncated: boolean;
}

export interface HostAgent {
  readonly node: string;
  readonly accel: 'kvm' | 'tcg';
  /** The data directory clones files, so RAM copies for checkpoints and restores are instant. */
  readonly clones: boolean;
  /** Boots a sandbox and returns once its guest agent has been configured. */
  start(spec: StartSpec): Promise<Placement>;
  /** Stops the VM and boots it again on the same disk (processes lost, new guest IP). */
  reboot(vmId: string): Promise<Placement>;
  /** Kills the VM and removes everything it had on the host. Idempotent. */
  destroy(vmId: string): Promise<void>;
  has(vmId: string): boolean;
  /** vm ids of sandboxes running on this host. */
  list(): string[];

  exec(vmId: string, req: ExecRequest): Promise<ExecOutput>;
  sessionExec(vmId: string, sessionId: string, command: string, opts?: SessionExecOptions): Promise<ExecOutput>;
  /** A call on the sandbox's commands (docs/commands.md), answered by its guest agent. */
  command<C extends CommandCall>(vmId: string, call: C): Promise<CommandAnswer<C>>;
  sessionClose(vmId: string, sessionId: string): Promise<boolean>;

  writeFile(vmId: string, path: string, data: Buffer, opts?: WriteFileOptions): Promise<void>;
  readFile(vmId: string, path: string, maxBytes: number): Promise<Buffer>;
  listDir(vmId: string, path: string): Promise<FileEntry[]>;
  stat(vmId: string, path: string): Promise<FileStat>;
  /** `user`: the directories it makes belong to this account of the image. */
  mkdir(vmId: string, path: string, user?: string): Promise<void>;
  /** `user`: the parent directories it makes for `to` belong to this account of the image. */
  rename(vmId: string, from: string, to: string, user?: string): Promise<void>;
  remove(vmId: string, path: string): Promise<boolean>;
  /** A call on the sandbox's directory watchers (docs/guest-protocol.md, "watchers"). */
  watch<C extends WatchCall>(vmId: string, call: C): Promise<WatchAnswer<C>>;

  /**
   * Checkpoints a running VM as checkpoint `checkpointId` (which must not exist on this host): vCPUs
   * stop, device state and RAM are saved, the disk layer is frozen and the VM continues on a new
   * overlay above it. With `leavePaused` the vCPUs stay stopped afterwards.
   */
  checkpoint(vmId: string, checkpointId: string, opts?: { leavePaused?: boolean }): Promise<CheckpointInfo>;
  /**
   * Starts a new sandbox from a checkpoint on this host instead of booting: copy-on-write of its
   * memory, a new overlay on its frozen disk, a fresh network slot; the guest then gets the clock,
   * new entropy and its new address. The image is the one the checkpoint's disk chain ends at.
   */
  restore(spec: RestoreSpec, checkpointId: string): Promise<Placement>;
  /**
   * Keeps restores of a checkpoint ready, so that restore() of it (with the same disableInternet)
   * is a claim of a prepared VM instead of a start; `depth` of them at most (the host's per-source
   * limit by default), bounded host-wide by `memoryMb` (the checkpoint's). A hint: may do nothing,
   * never throws (a bad checkpoint fails its fills).
   */
  keepWarm(checkpointId: string, opts: { disableInternet: boolean; memoryMb: number; depth?: number }): void;
  /** Discards the ready restores of a checkpoint; called before its files are removed. */
  dropWarm(checkpointId: string): Promise<void>;
  /**
   * Replaces a sandbox's egress rules (null: none) on its VM, effective for its new connections
   * when this returns (docs/network.md); the sandbox's later restores on this host keep them.
   */
  setEgress(vmId: string, rules: EgressRules | null): Promise<void>;

  // Checkpoint files. A host keeps each checkpoint it took or fetched under its own data directory;
  // the control plane names them by id only (docs/checkpoints.md, "Where checkpoints live").
  /** The checkpoint's files are complete on this host. */
  hasCheckpoint(checkpointId: string): Promise<boolean>;
  /** Ids of the checkpoints whose files are complete on this host. */
  listCheckpoints(): Promise<string[]>;
  /** The image a checkpoint on this host ends at, as its checkpoint.json records it. */
  checkpointImage(checkpointId: string): Promise<LocalImage>;
  /** Removes a checkpoint's files from this host, its ready restores first. Idempotent. */
  removeCheckpoint(checkpointId: string): Promise<void>;
  /**
   * Copies a checkpoint's own files (not the checkpoints beneath it) to the object store,
   * `checkpoint.json` last as the commit marker.
   */
  pushCheckpoint(checkpointId: string): Promise<void>;
  /**
   * Fetches a checkpoint's own files from the object store unless they are complete here. The
   * checkpoints beneath it must be fetched first (their paths are in its chain).
   */
  pullCheckpoint(checkpointId: string): Promise<void>;
  /** Builds an export of a checkpoint on this host into the object store (control/checkpoints/exports.ts). */
  exportCheckpoint(checkpointId: string, job: ExportJob): Promise<ExportFile[]>;
  /**
   * The image `ref` unpacked on this host: one shipped with the install, or pulled from its
   * registry (with `credentials` for it, if the organization stored some) into the host's cache.
   */
  prepareImage(
    ref: string,
    opts?: { credentials?: Credentials; onProgress?: (msg: string) => void },
  ): Promise<LocalImage>;

  /** Stops / continues a VM's vCPUs (RAM stays resident). */
  pause(vmId: string): Promise<void>;
  resume(vmId: string): Promise<void>;
  isPaused(vmId: string): boolean;
  /** The guest agent's view of its work; AgentUnreachableError if it does not answer within `timeoutMs`. */
  stats(vmId: string, timeoutMs?: number): Promise<GuestStatsView>;

  /**
   * A byte stream to TCP `port` of the sandbox's guest (the edge forwards public ports through
   * it). Rejects with GuestPortRefusedError when nothing listens there.
   */
  openGuestPort(vmId: string, port: number): Promise<Duplex>;

  /**
   * The last `maxBytes` of a sandbox's console capture (empty if it has none on this host). Reads
   * the host-side file only: the guest is not touched, a slept VM not woken.
   */
  consoleTail(vmId: string, maxBytes: number): Promise<ConsoleTail>;
  /**
   * Calls `listener` whenever the host agent restarted under this control plane (a remote host:
   * a new run, which adopted what VMs it could; adoptionFailures() then says which it lost). The
   * embedded agent restarts only with its server, so it never calls it.
   */
  onRestart(listener: () => void): void;
  /** Sandboxes whose VM an earlier run of this agent left but which could not be adopted, and why. */
  adoptionFailures(): Promise<Record<string, string>>;
  // Volumes (docs/volumes.md): each lives on one host, as a filesystem image of its own.
  /**
   * Makes a volume of `sizeMb` on this host, empty, or holding the files of durable volume snapshot
   * `fromSnapshot` (fetched from the object store). Idempotent for a volume already made.
   */
  createVolume(volumeId: string, sizeMb: number, fromSnapshot?: string): Promise<VolumeUsage>;
  /** Grows a volume to `sizeMb` while sandboxes use it (VolumeError `too_small` for a shrink). */
  growVolume(volumeId: string, sizeMb: number): Promise<VolumeUsage>;
  /** Removes a volume and its files (VolumeError `busy` while a sandbox here mounts it). Idempotent. */
  deleteVolume(volumeId: string): Promise<void>;
  /** Usage of the volumes named that are on this host. */
  volumeUsage(volumeIds: string[]): Promise<Record<string, VolumeUsage>>;
  /** Ids of the volumes on this host. */
  listVolumes(): Promise<string[]>;
  /** A file operation on a volume, served by a file server in the jail as the sandboxes' are. */
  volumeFiles<C extends VolumeFileCall>(volumeId: string, call: C): Promise<VolumeFileAnswer<C>>;
  /**
   * A consistent copy of the volume's files, uploaded to the object store as volume snapshot
   * `snapshotId` (durable when this returns); its compressed size.
   */
  snapshotVolume(volumeId: string, snapshotId: string): Promise<{ bytes: number }>;

  /** Counters of every sandbox VM on this host, read from the host only (never the guest). */
  sampleVms(): Promise<VmCounters[]>;
  /** Stops every VM this agent runs (server shutdown). */
  close(): Promise<void>;
}

/** The most volumes a sandbox may mount (volumePortsFor). */
export const MAX_VOLUME_PORTS = 4;

/**
 * Volume ports a new VM of `memoryMb` gets, so how many volumes it can mount: one per 128 MiB of
 * memory, at most MAX_VOLUME_PORTS. A port costs the guest 4 MiB it cannot reclaim (virtio-mmio's
 * queues are 1024 deep and the guest's console driver fills each with 4 KiB receive buffers): four
 * ports on a 128 MiB sandbox left 16 of its 80 MiB free, and reading a 5 MiB file ran it out of
 * memory. A template is made per shape, so its restores have the ports this gives their memory.
 */
export function volumePortsFor(memoryMb: number): number {
  return Math.min(MAX_VOLUME_PORTS, Math.max(1, Math.floor(memoryMb / 128)));
}
