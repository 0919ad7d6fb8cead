// One sandbox's VM as the host agent holds it in memory (Sandbox): its QEMU process, guest agent
// and QMP channels, disk chain, RAM file, network slot and host-side meter; the run record written
// from it for adoption after a restart (adoption.ts); and flushing its guest's page cache before
// its QEMU goes. It starts and stops nothing: booting is boot.ts, teardown the host agent's.

import type { GuestClient } from '../guest/client.ts';
import type { QemuProcess } from '../vmm/qemu.ts';
import type { QmpClient } from '../vmm/qmp.ts';
import type { ConsoleCapture } from './console.ts';
import type { Confinement } from './jail/jail.ts';
import { VmMeter } from './metrics.ts';
import type { NetworkSlot } from './network.ts';
import { slotRootVeth } from './network.ts';
import { writeRunRecord } from './run-record.ts';
import type { StartSpec } from './types.ts';
import { AgentUnreachableError } from './types.ts';
import type { VolumeAttachments } from './volumes/attachments.ts';

/** Short guest calls of the host agent's own (a sync, a warm-up exec, a configure). */
export const SYNC_TIMEOUT_MS = 10_000;

export interface Sandbox {
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
  /**
   * The memory file of the last checkpoint of this QEMU (`pid`) taken with its copy-on-write
   * mapping write-tracked (written-pages.ts): the next checkpoint copies only what was written since.
   */
  trackedMemory?: { pid: number; path: string };
  /** vCPUs stopped by pause() or a checkpoint with leavePaused. */
  paused: boolean;
  /** Block node names handed out in this QEMU process (checkpoints stack overlays). */
  nodeCount: number;
  /** Host-side counters since the VM became this sandbox's (metrics.ts). */
  meter: VmMeter;
  /** The uid and cgroup its QEMU runs under (jail/jail.ts), released at teardown; null unconfined. */
  jail: Confinement | null;
  /** The agent's capture of its serial console (console.ts); null if it could not connect. */
  console: ConsoleCapture | null;
  /** Volume ports of its QEMU (types.ts volumePortsFor; a restore has its checkpoint's). */
  volumePorts: number;
  /** Its volume ports have bounce disks (QemuSpec.volumeBounce; a restore has its checkpoint's). */
  volumeBounce: boolean;
  /** Its mounted volumes and their file servers (spec.volumes); null while it is a warm-pool instance. */
  volumes: VolumeAttachments | null;
}

/** Host-side counters of a VM from now on: its QEMU process and its slot's root-side veth. */
export function newMeter(qemu: QemuProcess, slot: NetworkSlot | null): VmMeter {
  return new VmMeter(qemu.pid, slot ? slotRootVeth(slot.index) : undefined);
}

/** What adoption after a restart needs to know of a VM; written whenever it changes. */
export function writeRecord(sb: Sandbox): void {
  writeRunRecord(sb.runDir, {
    spec: sb.spec,
    vmDir: sb.vmDir,
    disk: sb.disk,
    chain: sb.chain,
    slot: sb.slot?.index ?? null,
    memory: sb.memory,
    nodeCount: sb.nodeCount,
    volumePorts: sb.volumePorts,
    volumeBounce: sb.volumeBounce,
  });
}

/**
 * Writes the guest's dirty pages to its disk before QEMU is killed (reboot, shutdown): the disk is
 * kept, and the guest's own page cache would otherwise be lost. A silent guest is not waited for.
 */
export async function flushGuest(sb: Sandbox): Promise<void> {
  // A paused guest cannot answer; its page cache is lost with it, as on a power cut.
  if (sb.paused || sb.guest.closed || !sb.qemu.running) return;
  try {
    await sb.guest.sync(SYNC_TIMEOUT_MS);
  } catch (err) {
    if (!(err instanceof AgentUnreachableError)) throw err;
  }
}
