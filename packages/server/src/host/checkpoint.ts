// Checkpoints of running VMs: the on-disk artifact (docs/checkpoints.md) and the steps that take
// one. A checkpoint directory holds
//   memory           guest RAM, a sparse copy of the VM's shared memory file
//   state            QEMU device state (x-ignore-shared migration stream, ~60 KB)
//   disk.qcow2       the VM's disk layer as it was, frozen; its backing chain is in checkpoint.json
//   checkpoint.json  shape, image, disk chain, accelerator, creation time
// It is written into `<dir>.tmp` and renamed into place, so `<dir>` either is complete or does not
// exist. Nothing here knows network slots or the guest protocol; the host agent passes in what a
// checkpoint needs from a running VM and restores through its own boot path.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { crashPoint } from '../sys/crash-points.ts';
import { continueVcpus, saveDeviceState, setBackingFileName, stackOverlay, stopVcpus } from '../vmm/migration.ts';
import { STATE_OUT } from '../vmm/qemu.ts';
import type { QmpClient } from '../vmm/qmp.ts';
import { baseDiskId, createLayerOverlay } from './disks.ts';
import { allocatedBytes, cloneMappedFile, copySparse, copyWrittenPages, flushFile } from './memory-files.ts';
import type { CheckpointInfo, LocalImage, Runtime } from './types.ts';
import { copyWrittenSince, resetWritten } from './written-pages.ts';

/**
 * 2: `state` is a device-state stream without the configuration section (xen-save-devices-state);
 * 1: a `migrate` stream. Both are restored.
 */
export const CHECKPOINT_VERSION = 2;
const READABLE_VERSIONS = [1, 2];

export function checkpointFiles(dir: string) {
  return {
    memory: path.join(dir, 'memory'),
    state: path.join(dir, 'state'),
    disk: path.join(dir, 'disk.qcow2'),
    meta: path.join(dir, 'checkpoint.json'),
  };
}

/** checkpoint.json */
export interface CheckpointMeta {
  version: number;
  created_unix_ns: number;
  cpus: number;
  memory_mb: number;
  runtime: Runtime;
  accel: 'kvm' | 'tcg';
  image: LocalImage;
  /**
   * The disk, newest layer first: this checkpoint's disk.qcow2, older checkpoints' layers, the image
   * base; absolute paths on this host (a pull onto another host rewrites them, checkpoint-store.ts).
   */
  disk_chain: string[];
  /**
   * Which build of the image base the disk sits on (disks.ts baseDiskId), the same on every host
   * with a copy of it. Absent in checkpoints written before it was recorded.
   */
  base_disk_id?: string;
  /**
   * Guest-protocol request ids the VM's host side had used. A restore's channel starts above it:
   * answers to requests in flight at checkpoint time reach the restored VM's new channel and must
   * not be taken for answers to its own requests.
   */
  guest_request_id_floor: number;
  /**
   * Volume ports of the VM (types.ts volumePortsFor): a restore starts with as many. Absent (0)
   * in checkpoints taken before volumes: sandboxes restored from them mount none.
   */
  volume_ports?: number;
  /** Its volume ports have bounce disks (vmm/qemu.ts QemuSpec.volumeBounce). Absent: none. */
  volume_bounce?: boolean;
}

export class CheckpointError extends Error {
  /** `exists`: the target directory is already there; `invalid`: not a usable checkpoint. */
  readonly code: 'exists' | 'invalid' | 'failed';
  constructor(code: 'exists' | 'invalid' | 'failed', message: string) {
    super(message);
    this.code = code;
  }
}

/** What a checkpoint needs from a running VM. */
export interface CheckpointSource {
  qmp: QmpClient;
  /** The VM's RAM file: its own, mapped share=on, or a checkpoint's it maps copy-on-write. */
  memoryFile: string;
  /** The pid of the QEMU that maps `memoryFile` copy-on-write; undefined when it maps it shared. */
  mappedBy?: number;
  /** warren-pages (written-pages.ts), where the copy-on-write mapping may be write-tracked. */
  pagesTool?: string;
  /**
   * The memory file of the last checkpoint taken of this QEMU's tracked mapping: this checkpoint's
   * memory is a clone of it with the pages written since put over it.
   */
  lastMemory?: string;
  /** Where the device state QEMU saves into its own directory appears on the host (qemu.ts stateOut). */
  stateOut: string;
  /** The uid the VM's QEMU runs as (jail/), which must own its next disk layer; null unconfined. */
  owner: number | null;
  /** The VM's active (writable) disk layer. */
  disk: string;
  /** Frozen layers below `disk`, newest first, ending at the image base. */
  chain: string[];
  cpus: number;
  memoryMb: number;
  runtime: Runtime;
  accel: 'kvm' | 'tcg';
  image: LocalImage;
  guestRequestIdFloor: number;
  /** The VM's volume ports (CheckpointMeta.volume_ports). */
  volumePorts: number;
  /** CheckpointMeta.volume_bounce. */
  volumeBounce: boolean;
  /** A block node name not yet used in this QEMU process. */
  nodeName: string;
  /** The vCPUs are already stopped (a paused VM): leave them stopped afterwards too. */
  alreadyPaused: boolean;
  /**
   * The memory file's filesystem clones files (memory-files.ts): its dirty pages are written back
   * while the guest runs, so the copy made while it is stopped is a clone of mostly clean pages.
   */
  clones: boolean;
}

export interface CheckpointOutcome {
  info: CheckpointInfo;
  /** The VM's new active disk layer (backed by the checkpoint's disk.qcow2). */
  disk: string;
  chain: string[];
  /** Whether the vCPUs are stopped now. */
  paused: boolean;
  /** The checkpoint's memory file when the mapping's writes are tracked from it on (the next lastMemory). */
  trackedMemory?: string;
}

/**
 * Takes a checkpoint of a running VM into `dir`. On failure the VM continues (on its old disk layer,
 * or on a fresh one above it if the switch already happened) and no `dir` exists.
 */
export async function takeCheckpoint(
  src: CheckpointSource,
  dir: string,
  opts: { leavePaused?: boolean } = {},
): Promise<CheckpointOutcome> {
  dir = path.resolve(dir);
  if (fs.existsSync(dir)) throw new CheckpointError('exists', `checkpoint directory ${dir} already exists`);
  const tmp = `${dir}.tmp`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { recursive: true });
  const final = checkpointFiles(dir);
  const staged = checkpointFiles(tmp);
  // Prepared while the guest still runs: the next active layer, already naming its backing file by
  // the path it will have once the checkpoint commits, and the memory file written back.
  const nextDisk = path.join(path.dirname(src.disk), `disk-${randomBytes(4).toString('hex')}.qcow2`);
  let baseId: string | undefined;
  let incremental = false;
  let copied: { bytes: number; tracked: boolean } | undefined;
  try {
    baseId = baseDiskId(src.chain[src.chain.length - 1]);
    await Promise.all([
      createLayerOverlay(final.disk, nextDisk, { backingExists: false }).then(() => {
        if (src.owner !== null) fs.chownSync(nextDisk, src.owner, src.owner);
        fs.chmodSync(nextDisk, 0o600);
      }),
      src.clones && !src.alreadyPaused && src.mappedBy === undefined ? flushFile(src.memoryFile) : undefined,
      src.mappedBy !== undefined
        ? startMappedCopy(src, src.mappedBy, staged.memory).then((yes) => {
            incremental = yes;
          })
        : undefined,
    ]);
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw err;
  }

  const t0 = performance.now();
  let switched = false;
  let stopped = src.alreadyPaused;
  try {
    if (!stopped) {
      await stopVcpus(src.qmp);
      stopped = true;
    }
    await crashPoint('checkpoint:stopped');
    await stackOverlay(src.qmp, nextDisk, src.nodeName);
    switched = true;
    await crashPoint('checkpoint:switched');
    fs.rmSync(src.stateOut, { force: true });
    await saveDeviceState(src.qmp, STATE_OUT);
    await crashPoint('checkpoint:saved');
    fs.renameSync(src.stateOut, staged.state);
    if (src.mappedBy === undefined) await copySparse(src.memoryFile, staged.memory);
    else copied = await finishMappedCopy(src, src.mappedBy, staged.memory, incremental);
    await freezeLayer(src.disk, staged.disk, src.clones);
    // Inputs of every later restore: the agent's, readable (frozen layers are read by each VM that
    // sits on them), writable by no VM.
    for (const f of [staged.state, staged.memory]) settle(f, 0o600);
    settle(staged.disk, 0o644);
    const meta: CheckpointMeta = {
      version: CHECKPOINT_VERSION,
      created_unix_ns: Date.now() * 1e6,
      cpus: src.cpus,
      memory_mb: src.memoryMb,
      runtime: src.runtime,
      accel: src.accel,
      image: src.image,
      disk_chain: [final.disk, ...src.chain],
      ...(baseId ? { base_disk_id: baseId } : {}),
      guest_request_id_floor: src.guestRequestIdFloor,
      volume_ports: src.volumePorts,
      ...(src.volumeBounce ? { volume_bounce: true } : {}),
    };
    fs.writeFileSync(staged.meta, `${JSON.stringify(meta, null, 2)}\n`);
    fs.renameSync(tmp, dir);
    await crashPoint('checkpoint:committed');
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    if (stopped && !src.alreadyPaused) await continueVcpus(src.qmp).catch(() => undefined);
    if (switched) {
      // The VM now writes to nextDisk, whose header names a layer that was never committed: point it
      // back at the old layer, which stays where it was.
      await setBackingFileName(src.qmp, src.nodeName, src.disk).catch(() => undefined);
    } else {
      fs.rmSync(nextDisk, { force: true });
    }
    throw new CheckpointError('failed', `checkpoint failed: ${(err as Error).message}`);
  }
  const paused = src.alreadyPaused || opts.leavePaused === true;
  if (!paused) await continueVcpus(src.qmp);
  const pausedMs = performance.now() - t0;
  // The old layer's data now lives in the checkpoint (hard link); QEMU keeps its open descriptor.
  fs.rmSync(src.disk, { force: true });
  await crashPoint('checkpoint:old-layer-removed');
  const logicalBytes = allocatedBytes(final.memory) + allocatedBytes(final.state) + allocatedBytes(final.disk);
  return {
    info: { logicalBytes, pausedMs, chainMerged: false, ...(copied ? { pausedCopyBytes: copied.bytes } : {}) },
    disk: nextDisk,
    chain: [final.disk, ...src.chain],
    paused,
    ...(copied?.tracked ? { trackedMemory: final.memory } : {}),
  };
}

/**
 * The part of a copy-on-write mapped VM's memory copy made while the guest still runs. With the
 * VM's last checkpoint under write tracking: a clone of that checkpoint's memory and the pages
 * written since, copied (and re-armed) now, so the pause copies only what is written meanwhile;
 * true. Otherwise a clone of the file it maps (which never changes); false.
 */
async function startMappedCopy(src: CheckpointSource, pid: number, dst: string): Promise<boolean> {
  if (src.pagesTool && src.lastMemory) {
    try {
      // Before the first checkpoint, the file the VM maps (through /proc: it may be deleted).
      if (src.lastMemory === src.memoryFile) await cloneMappedFile(pid, src.memoryFile, dst);
      else await copySparse(src.lastMemory, dst);
      if ((await copyWrittenSince(src.pagesTool, pid, src.memoryFile, dst)) !== null) return true;
    } catch {
      // The last checkpoint's memory is gone, or the tool failed: copy every written page instead.
    }
    fs.rmSync(dst, { force: true });
  }
  await cloneMappedFile(pid, src.memoryFile, dst);
  return false;
}

/**
 * The part made while the VM is stopped: the pages written since startMappedCopy(), or, after a
 * clone of the mapped file, every private page (re-arming the tracking first, where there is one).
 * Returns the bytes copied and whether the mapping is tracked from this checkpoint on.
 */
async function finishMappedCopy(
  src: CheckpointSource,
  pid: number,
  dst: string,
  incremental: boolean,
): Promise<{ bytes: number; tracked: boolean }> {
  if (incremental) {
    const bytes = await copyWrittenSince(src.pagesTool as string, pid, src.memoryFile, dst);
    if (bytes === null) throw new Error('the write tracking of the mapped memory ended');
    return { bytes, tracked: true };
  }
  const tracked = src.pagesTool ? await resetWritten(src.pagesTool, pid, src.memoryFile) : false;
  return { bytes: copyWrittenPages(pid, src.memoryFile, dst), tracked };
}

/**
 * The checkpoint's copy of the VM's old disk layer. Where the filesystem clones files this is a
 * new inode sharing the layer's blocks (a few ms): the VM's QEMU keeps a writable descriptor to the
 * old inode, and must not be able to write into a layer other VMs will sit on. Elsewhere a hard
 * link (instant; docs/security.md says what that leaves open), or a sparse copy across filesystems.
 */
async function freezeLayer(src: string, dst: string, clones: boolean): Promise<void> {
  if (clones) {
    await copySparse(src, dst);
    return;
  }
  try {
    fs.linkSync(src, dst);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await copySparse(src, dst);
  }
}

/** Makes a checkpoint file root's with `mode` (it may come from a VM's uid). */
function settle(file: string, mode: number): void {
  fs.chownSync(file, 0, 0);
  fs.chmodSync(file, mode);
}

/** Reads and checks checkpoint.json; every file the restore needs must be there. */
export function readCheckpoint(dir: string): CheckpointMeta {
  const files = checkpointFiles(path.resolve(dir));
  let meta: CheckpointMeta;
  try {
    meta = JSON.parse(fs.readFileSync(files.meta, 'utf8')) as CheckpointMeta;
  } catch (err) {
    throw new CheckpointError('invalid', `${dir} is not a checkpoint: ${(err as Error).message}`);
  }
  if (!READABLE_VERSIONS.includes(meta.version))
    throw new CheckpointError('invalid', `${dir}: checkpoint version ${meta.version} is not supported`);
  for (const f of [files.memory, files.state, ...meta.disk_chain]) {
    if (!fs.existsSync(f)) throw new CheckpointError('invalid', `${dir}: ${f} is missing`);
  }
  return meta;
}
