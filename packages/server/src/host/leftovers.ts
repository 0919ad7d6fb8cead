// What a starting host agent does with an earlier run's leftovers (docs/restarts.md): re-adopts
// the sandboxes' VMs it left running (the checks are adoption.ts's; this re-claims their network
// slots and makes them sandboxes of the agent again), then kills and removes what was not adopted:
// QEMU processes by pidfile, run directories, unclaimed warm-pool disks, and network slots no live
// process holds. What it needs of the agent comes in a LeftoverHost.

import fs from 'node:fs';
import path from 'node:path';
import { killOrphanQemu, runFiles } from '../vmm/qemu.ts';
import { AdoptionError, adoptVm, findLeftover } from './adoption.ts';
import { ConsoleCapture } from './console.ts';
import type { Jailer } from './jail/jail.ts';
import { netnsPath } from './netns.ts';
import type { NetworkSlot } from './network.ts';
import { describeSlot, destroySlot, listSlots, slotNetns } from './network.ts';
import type { Sandbox } from './sandbox.ts';
import { newMeter, writeRecord } from './sandbox.ts';
import type { SlotClaims } from './slot-claims.ts';
import type { VolumeHost } from './volumes/attachments.ts';
import { VolumeAttachments } from './volumes/attachments.ts';
import { WARM_PREFIX } from './warm-restores.ts';

/** What handling leftovers needs of the host agent. */
export interface LeftoverHost {
  runRoot: string;
  vmRoot: string;
  useNetwork: boolean;
  /** The agent's sandboxes: an adopted VM is added under its vmId. */
  vms: Map<string, Sandbox>;
  /** Slot indexes this agent holds, and the machine-wide claims on slots (slot-claims.ts). */
  usedSlots: Set<number>;
  claims: SlotClaims;
  freeSlot(index: number): void;
  /** Sandboxes whose VM could not be adopted, and why. */
  notAdopted: Map<string, string>;
  /** An adopted VM's uid is claimed again; cgroups of VMs not adopted are swept. */
  jail: Jailer;
  consoleFileBytes: number;
  /** An adopted VM's volumes get new file servers (the old run's are killed). */
  volumeHost: VolumeHost;
}

/**
 * Makes the sandboxes' VMs an earlier run of this agent left running its own again (adoption.ts);
 * what cannot be adopted is killed, and why is kept for the control plane (adoptionFailures).
 * Warm-pool instances are not adopted: the pool refills.
 */
export async function adoptLeftovers(host: LeftoverHost): Promise<void> {
  // Above any request id the old run can have used on a channel (it counted up from 1 or from a
  // checkpoint's floor, and from an earlier adoption's clock reading).
  const firstRequestId = Date.now() * 1000;
  for (const name of fs.readdirSync(host.runRoot)) {
    const dir = path.join(host.runRoot, name);
    if (name.startsWith(WARM_PREFIX)) continue;
    try {
      await adopt(host, dir, firstRequestId);
    } catch (err) {
      if (!(err instanceof AdoptionError)) throw err;
      host.notAdopted.set(name, err.message);
      console.error(`host agent: sandbox ${name} not adopted: ${err.message}`);
    }
  }
}

async function adopt(host: LeftoverHost, runDir: string, firstRequestId: number): Promise<void> {
  const leftover = findLeftover(runDir, host.runRoot);
  const slotIndex = leftover.record.slot;
  let slot: NetworkSlot | null = null;
  if (slotIndex !== null) {
    // The old run's claim names a dead process: take it over, so the slot is not an orphan. A
    // live holder (another agent on this data directory) keeps it, and the VM.
    const inUse = host.usedSlots.has(slotIndex) || !host.claims.tryClaim(slotIndex);
    if (inUse || namespaceInode(slotNetns(slotIndex)) === 0) {
      if (!inUse) host.claims.release(slotIndex);
      throw new AdoptionError(`its network slot ${slotIndex} is ${inUse ? 'held by another process' : 'gone'}`);
    }
    host.usedSlots.add(slotIndex);
    slot = describeSlot(slotIndex);
  }
  let vm: Awaited<ReturnType<typeof adoptVm>>;
  let jail: Sandbox['jail'];
  try {
    vm = await adoptVm(leftover, firstRequestId);
    try {
      jail = host.jail.adopt(vm.qemu.pid);
    } catch (err) {
      vm.qmp.close();
      vm.guest.close();
      throw new AdoptionError((err as Error).message);
    }
  } catch (err) {
    if (slot) host.freeSlot(slot.index);
    throw err;
  }
  const { record } = vm;
  const qemu = vm.qemu;
  const volumes = new VolumeAttachments(
    host.volumeHost,
    record.spec.vmId,
    runDir,
    record.spec.volumes ?? [],
    () => qemu.running,
  );
  // The old run's servers go; the guest sees its channels drop and resynchronises with new ones.
  volumes.killLeftovers();
  try {
    await volumes.start();
  } catch (err) {
    vm.qmp.close();
    vm.guest.close();
    if (slot) host.freeSlot(slot.index);
    await volumes.close();
    if (jail) await host.jail.release(jail);
    throw new AdoptionError(`its volumes: ${(err as Error).message}`);
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
    meter: newMeter(vm.qemu, slot),
    jail,
    console: await ConsoleCapture.attach(runFiles(runDir).consoleSocket, runDir, host.consoleFileBytes).catch(
      () => null,
    ),
    volumePorts: record.volumePorts ?? 0,
    volumeBounce: record.volumeBounce === true,
    volumes,
  };
  host.vms.set(record.spec.vmId, sb);
  writeRecord(sb);
  sb.qemu.exited.then(() => sb.guest.close());
}

/**
 * QEMU processes, run directories and network slots of an earlier run of this agent that were
 * not adopted.
 */
export async function cleanLeftovers(host: LeftoverHost): Promise<void> {
  for (const name of fs.readdirSync(host.runRoot)) {
    if (host.vms.has(name)) continue;
    const dir = path.join(host.runRoot, name);
    await killOrphanQemu(runFiles(dir).pidfile, host.runRoot);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  // Disks of warm-pool instances nobody claimed (a claimed one is linked from vms/<vmId>).
  const names = fs.readdirSync(host.vmRoot, { withFileTypes: true });
  const claimed = new Set(
    names.filter((e) => e.isSymbolicLink()).map((e) => fs.readlinkSync(path.join(host.vmRoot, e.name))),
  );
  for (const e of names) {
    if (e.name.startsWith(WARM_PREFIX) && !claimed.has(e.name)) {
      fs.rmSync(path.join(host.vmRoot, e.name), { recursive: true, force: true });
    }
  }
  await host.jail.sweep(host.runRoot);
  if (host.useNetwork) {
    // Slots claimed by a live process, or whose namespace still holds one, belong to a live VM
    // (another agent's, e.g. a second server on this machine); only the rest are leftovers.
    const busy = busyNamespaces();
    for (const index of await listSlots()) {
      if (host.claims.isOrphan(index) && !busy.has(namespaceInode(slotNetns(index)))) await destroySlot(index);
    }
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
