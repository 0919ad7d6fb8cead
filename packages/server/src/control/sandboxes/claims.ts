// Which control plane is starting a sandbox (docs/deploy.md, "A replica that dies during a
// create"). The replica that inserts a create's row claims it and keeps the claim while it starts
// the VM. A retry of that create (the same `vm_id`) waits while the claim is held; in a cluster,
// once the claim lapses (the replica that held it died), the retry claims it and finishes the
// create itself.

import { Lease } from '../../cluster/lease.ts';
import type { SandboxRow, Store } from '../../store/index.ts';

export interface CreateClaims {
  /** Claims the start of `vmId` for this control plane; false while someone else holds it. */
  claim(vmId: string): Promise<boolean>;
  release(vmId: string): Promise<void>;
}

/** A lone control plane: only its own creates can hold a claim, and they end with the process. */
export function localClaims(): CreateClaims {
  const held = new Set<string>();
  return {
    async claim(vmId) {
      if (held.has(vmId)) return false;
      held.add(vmId);
      return true;
    },
    async release(vmId) {
      held.delete(vmId);
    },
  };
}

/** Replicas sharing a store: a claim is a lease (`create:VM_ID`) renewed while the start runs. */
export function storeClaims(store: Store, holder: string, ttlMs: number): CreateClaims {
  const leases = new Map<string, Lease>();
  return {
    async claim(vmId) {
      if (leases.has(vmId)) return false;
      const lease = new Lease(store, `create:${vmId}`, holder, ttlMs, () => {});
      await lease.start();
      if (!lease.held) {
        await lease.stop();
        return false;
      }
      leases.set(vmId, lease);
      return true;
    },
    async release(vmId) {
      const lease = leases.get(vmId);
      leases.delete(vmId);
      await lease?.stop();
    },
  };
}

/**
 * Whether a `creating` row is a create's (POST /vms), the only starts that are claimed: a fork's
 * children and an unarchive are finished or failed by reconciliation (control/sandboxes/restart.ts).
 */
export async function isClaimedCreate(
  store: Store,
  row: Pick<SandboxRow, 'parent_vm_id' | 'checkpoint_id'>,
): Promise<boolean> {
  if (row.parent_vm_id !== null || row.checkpoint_id === null) return false;
  return (await store.snapshots.getAnyOrg(row.checkpoint_id))?.kind !== 'archive';
}
