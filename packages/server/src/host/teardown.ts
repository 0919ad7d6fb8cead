// How a sandbox's VM leaves the host agent, the reverse of boot.ts: torn down (its QEMU killed and
// what it held released: the disk reserve's watch, its jail uid and cgroup, its network slot, its
// RAM file and, unless its disk is kept, its directories), or, when the agent closes keeping its
// VMs, let go running for the next start to adopt (docs/restarts.md). What it needs of the host
// agent comes in a TeardownHost.

import fs from 'node:fs';
import { runFiles } from '../vmm/qemu.ts';
import type { DiskReserve } from './disk-reserve.ts';
import type { Jailer } from './jail/jail.ts';
import type { NetworkSlot } from './network.ts';
import type { Sandbox } from './sandbox.ts';

/** What stopping a VM releases on the host agent's side. */
export interface TeardownHost {
  /** The agent's sandboxes: the VM leaves them. */
  vms: Map<string, Sandbox>;
  jail: Jailer;
  reserve: DiskReserve;
  /** Tears a slot down and gives its index back. */
  releaseSlot(slot: NetworkSlot): Promise<void>;
  /** Gives an index back without touching its slot (a VM left running still uses it). */
  freeSlot(index: number): void;
}

export async function teardown(host: TeardownHost, sb: Sandbox, opts: { keepDisk: boolean }): Promise<void> {
  host.reserve.forget(sb);
  sb.guest.close();
  sb.qmp?.close();
  sb.console?.close();
  await sb.qemu.kill();
  await sb.volumes?.close();
  if (sb.jail) await host.jail.release(sb.jail);
  if (sb.slot) await host.releaseSlot(sb.slot);
  // The memory file is as large as the guest's RAM; nothing needs it once QEMU is gone.
  fs.rmSync(runFiles(sb.runDir).memory, { force: true });
  if (!opts.keepDisk) {
    fs.rmSync(sb.vmDir, { recursive: true, force: true });
    fs.rmSync(sb.runDir, { recursive: true, force: true });
  }
  if (host.vms.get(sb.spec.vmId) === sb) host.vms.delete(sb.spec.vmId);
}

/** Lets go of a VM that stays running: its channels close and the agent forgets it. */
export function leaveRunning(host: TeardownHost, sb: Sandbox): void {
  sb.guest.close();
  sb.qmp?.close();
  // The QEMU inside keeps the slot's namespace busy, so nobody tears the slot down; the
  // next start claims it again.
  if (sb.slot) host.freeSlot(sb.slot.index);
  host.vms.delete(sb.spec.vmId);
}
