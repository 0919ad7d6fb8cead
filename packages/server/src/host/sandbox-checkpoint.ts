// Checkpointing a sandbox's running VM, and pausing and resuming its vCPUs: the host agent's side
// of a checkpoint (the artifact and the steps that take one are checkpoint.ts's). It merges a disk
// chain grown too long, hands takeCheckpoint what it needs of the Sandbox, and records the outcome
// in the sandbox and its run record. Whether a sandbox is paused (sb.paused) is its own state, apart
// from the disk reserve's stops (disk-reserve.ts), which continue the VM themselves. The host agent
// runs these one at a time per VM; what they need of it comes in a CheckpointHost.

import path from 'node:path';
import { continueVcpus, mergeIntoActive, stopVcpus } from '../vmm/migration.ts';
import type { Accel } from '../vmm/qemu.ts';
import { runFiles } from '../vmm/qemu.ts';
import type { QmpClient } from '../vmm/qmp.ts';
import { takeCheckpoint } from './checkpoint.ts';
import type { DiskReserve } from './disk-reserve.ts';
import type { Jailer } from './jail/jail.ts';
import type { Sandbox } from './sandbox.ts';
import { writeRecord } from './sandbox.ts';
import type { CheckpointInfo } from './types.ts';
import { AgentUnreachableError } from './types.ts';

const MAX_DISK_LAYERS = 8;

/** What checkpointing a sandbox needs of the host agent. */
export interface CheckpointHost {
  accel: Accel;
  /** The data directory's filesystem clones files (memory-files.ts). */
  clones: boolean;
  /** warren-pages, the tool that reads a jailed QEMU's written pages, sits beside its launcher. */
  jail: Jailer;
  reserve: DiskReserve;
  /** Frozen disk layers a VM may sit on before a checkpoint merges them (host-agent-api.ts). */
  maxDiskLayers?: number;
}

/** A checkpoint of the sandbox's VM into `dir` (checkpoint.ts takeCheckpoint). */
export async function checkpointSandbox(
  host: CheckpointHost,
  sb: Sandbox,
  dir: string,
  opts: { leavePaused?: boolean },
): Promise<CheckpointInfo> {
  const qmp = runningQmp(sb);
  // sb.chain ends at the image base; the layers above it are earlier checkpoints' disks.
  const chainMerged = sb.chain.length - 1 >= (host.maxDiskLayers ?? MAX_DISK_LAYERS);
  if (chainMerged) {
    const base = sb.chain[sb.chain.length - 1];
    await mergeIntoActive(qmp, base);
    sb.chain = [base];
    writeRecord(sb);
  }
  // Whatever happens below, the tracking now counts from this checkpoint's copy, or not at all.
  const lastMemory = sb.trackedMemory?.pid === sb.qemu.pid ? sb.trackedMemory.path : undefined;
  sb.trackedMemory = undefined;
  const outcome = await takeCheckpoint(
    {
      qmp,
      memoryFile: sb.memory.path,
      mappedBy: sb.memory.shared ? undefined : sb.qemu.pid,
      // Only a jailed QEMU has the preloaded library that tracks its writes.
      pagesTool: sb.jail ? path.join(path.dirname(host.jail.config.launcher), 'warren-pages') : undefined,
      lastMemory,
      stateOut: runFiles(sb.runDir).stateOut,
      owner: sb.jail?.uid ?? null,
      disk: sb.disk,
      chain: sb.chain,
      cpus: sb.spec.cpus,
      memoryMb: sb.spec.memoryMb,
      runtime: sb.spec.runtime,
      accel: host.accel,
      image: sb.spec.image,
      guestRequestIdFloor: sb.guest.requestIdFloor,
      volumePorts: sb.volumePorts,
      volumeBounce: sb.volumeBounce,
      nodeName: `layer${++sb.nodeCount}`,
      alreadyPaused: sb.paused || host.reserve.stopped(sb),
      clones: host.clones,
    },
    dir,
    opts,
  );
  sb.disk = outcome.disk;
  sb.chain = outcome.chain;
  sb.trackedMemory = outcome.trackedMemory ? { pid: sb.qemu.pid, path: outcome.trackedMemory } : undefined;
  // A VM the disk reserve stopped stays stopped, but is paused only if asked to be.
  sb.paused = host.reserve.stopped(sb) ? sb.paused || opts.leavePaused === true : outcome.paused;
  writeRecord(sb);
  await host.reserve.arm(sb);
  return { ...outcome.info, chainMerged };
}

export async function pauseSandbox(sb: Sandbox): Promise<void> {
  if (sb.paused) return;
  await stopVcpus(runningQmp(sb));
  sb.paused = true;
}

export async function resumeSandbox(sb: Sandbox, reserve: DiskReserve): Promise<void> {
  if (!sb.paused) return;
  const qmp = runningQmp(sb);
  // The disk reserve continues it itself once the host has space again.
  if (!reserve.stopped(sb)) await continueVcpus(qmp);
  sb.paused = false;
}

function runningQmp(sb: Sandbox): QmpClient {
  if (!sb.qmp || !sb.qemu.running) throw new AgentUnreachableError('sandbox VM is not running');
  return sb.qmp;
}
