// Creates whose api replica died and that no retry took over (docs/deploy.md, "A replica that
// dies during a create"): the background lease's holder fails them once their claim can be taken,
// and tears down whatever the start left on the host, so that nothing holds memory for a sandbox
// nobody will get.

import type { HostAgent } from '../../host/types.ts';
import type { SandboxRow, Store } from '../../store/index.ts';
import { type CreateClaims, isClaimedCreate } from './claims.ts';

export interface AbandonedCreatesDeps {
  store: Store;
  host: HostAgent;
  claims: CreateClaims;
  event: (row: SandboxRow, kind: string, detail: string) => Promise<void>;
}

/** Fails the unclaimed creates that began before `beganBeforeNs`. */
export async function failAbandonedCreates(d: AbandonedCreatesDeps, beganBeforeNs: number): Promise<void> {
  for (const row of await d.store.cluster.staleCreates(beganBeforeNs)) {
    if (!(await isClaimedCreate(d.store, row))) continue;
    if (!(await d.claims.claim(row.vm_id))) continue;
    try {
      const fresh = await d.store.sandboxes.getAnyOrg(row.vm_id);
      if (fresh?.state !== 'creating' || fresh.deleted_unix_ns !== null) continue;
      await d.host.destroy(row.vm_id).catch(() => undefined);
      await d.store.sandboxes.update(row.vm_id, { state: 'failed' });
      await d.event(row, 'failed', 'the api replica starting it stopped, and no retry of the create took it over');
    } finally {
      await d.claims.release(row.vm_id);
    }
  }
}
