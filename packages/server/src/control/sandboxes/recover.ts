// Recovery of an `interrupted` sandbox (docs/restarts.md): a NEW sandbox in the same organization
// from the old one's latest durable user snapshot; nothing continues under the old id, which stays
// `interrupted` with an event naming its successor. An operator's act (`warren recover`, the
// operator-key route POST /vms/{id}/recover): the operator names a sandbox of any organization.

import { ApiError, conflict, forbidden, notFound } from '../../errors.ts';
import type { SandboxRow, Store } from '../../store/index.ts';
import type { Caller } from '../access/keys.ts';
import type { SandboxService } from './service.ts';

export async function recoverSandbox(
  store: Store,
  sandboxes: SandboxService,
  caller: Caller,
  vmId: string,
): Promise<{ sandbox: SandboxRow; snapshotId: string }> {
  if (!caller.operator) throw forbidden('recover is for operator keys');
  const old = await store.sandboxes.getAnyOrg(vmId);
  if (!old || old.deleted_unix_ns !== null) throw notFound('sandbox');
  if (old.state !== 'interrupted') {
    throw conflict(`sandbox is ${old.state}`, `only an interrupted sandbox is recovered; ${vmId} is ${old.state}`);
  }
  const snap = await store.snapshots.latestDurable(vmId);
  if (!snap) {
    throw new ApiError(
      409,
      'no durable checkpoint',
      `sandbox ${vmId} has no durable snapshot to recover from; its state since its last snapshot is lost`,
    );
  }
  // The new sandbox is the organization's, as if its own key had restored the snapshot.
  const owner: Caller = { ...caller, orgId: old.org_id, operator: false };
  const sandbox = await sandboxes.create(owner, { snapshot_id: snap.snapshot_id });
  await sandboxes.event(old, 'recovered', `as sandbox ${sandbox.vm_id} from snapshot ${snap.snapshot_id}`);
  await sandboxes.event(sandbox, 'recovered', `from interrupted sandbox ${vmId}, snapshot ${snap.snapshot_id}`);
  return { sandbox, snapshotId: snap.snapshot_id };
}
