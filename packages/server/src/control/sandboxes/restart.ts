// What `warren serve` does with this node's sandboxes when it starts again (docs/restarts.md): the
// host agent has adopted the VMs it could; here the store and those VMs are made to agree. An
// adopted VM continues its sandbox (paused or running as the store says: a checkpoint cut short
// may have left it stopped); a VM whose sandbox is gone, archived, or never finished starting is
// torn down; a sandbox whose VM is gone or could not be adopted is marked as before: `failed` if
// it never finished starting, `archived` again if it was being unarchived, else `interrupted`,
// each with an event saying why. Alone, it also removes checkpoints a cut take left unrecorded.

import type { HostAgent } from '../../host/types.ts';
import type { SandboxRow, Store } from '../../store/index.ts';
import type { SandboxService } from './service.ts';

const RESIDENT = new Set(['running', 'paused', 'slept']);

export async function reconcileAfterRestart(
  store: Store,
  host: HostAgent,
  sandboxes: SandboxService,
  notAdopted: ReadonlyMap<string, string>,
  /** What restarted, for the events: `the server` (the default), or a remote host. */
  who = 'the server',
  /**
   * Sandboxes still `creating` that were created after this (Unix ns) are left alone: in a
   * cluster, another api replica may be starting them right now.
   */
  spareCreatingAfterNs = Number.POSITIVE_INFINITY,
): Promise<void> {
  const rows = await store.sandboxes.liveOnNode(host.node);
  const live = new Set(rows.map((r) => r.vm_id));
  // Deleted while the server was down (or while its delete ran): nobody owns the VM any more.
  for (const vmId of host.list()) if (!live.has(vmId)) await host.destroy(vmId);
  for (const row of rows) {
    if (row.state === 'creating' && row.created_unix_ns > spareCreatingAfterNs) continue;
    if (host.has(row.vm_id)) {
      if (RESIDENT.has(row.state) && (await continueAdopted(host, sandboxes, row, who))) continue;
      // Archived (the VM's destroy did not run), interrupted or failed: a VM that comes back does
      // not resurrect it. Creating: the start was cut short, and its caller got no answer.
      await host.destroy(row.vm_id);
      if (!['creating', 'running', 'paused', 'slept'].includes(row.state)) continue;
    }
    if (['archived', 'interrupted', 'failed'].includes(row.state)) continue;
    await markLost(store, sandboxes, row, who, notAdopted.get(row.vm_id));
  }
  // Alone (no other replica can be taking one on this host), a checkpoint no row names is one a
  // restart cut between its commit on the host and its row: nothing will ever use it.
  if (spareCreatingAfterNs === Number.POSITIVE_INFINITY) {
    for (const id of await host.listCheckpoints()) {
      if (await store.snapshots.getAnyOrg(id)) continue;
      await host.removeCheckpoint(id);
      console.error(`restart: removed checkpoint ${id}, which no snapshot, fork, archive or template records`);
    }
  }
}

/** Puts an adopted VM in the state its row says; false if it does not go (it is then lost). */
async function continueAdopted(
  host: HostAgent,
  sandboxes: SandboxService,
  row: SandboxRow,
  who: string,
): Promise<boolean> {
  const paused = host.isPaused(row.vm_id);
  try {
    if (row.state === 'running' && paused) {
      await host.resume(row.vm_id);
      // The guest was stopped by a checkpoint, not by its owner: it must answer again.
      await host.stats(row.vm_id, 20_000);
      await sandboxes.event(row, 'resumed', 'a checkpoint in flight when the server stopped had left it paused');
    } else if (row.state !== 'running' && !paused) {
      await host.pause(row.vm_id);
    }
  } catch (err) {
    console.error(`restart: sandbox ${row.vm_id} cannot go on: ${(err as Error).message}`);
    return false;
  }
  await sandboxes.event(
    row,
    'adopted',
    `${who} restarted; the VM kept ${row.state === 'running' ? 'running' : 'its state'}`,
  );
  return true;
}

async function markLost(
  store: Store,
  sandboxes: SandboxService,
  row: SandboxRow,
  who: string,
  why?: string,
): Promise<void> {
  const unarchiving =
    row.state === 'creating' &&
    row.checkpoint_id !== null &&
    (await store.snapshots.getAnyOrg(row.checkpoint_id))?.kind === 'archive';
  const state = unarchiving ? 'archived' : row.state === 'creating' ? 'failed' : 'interrupted';
  await store.sandboxes.update(row.vm_id, { state });
  const detail =
    row.state === 'creating'
      ? `${who} restarted before the sandbox finished starting`
      : `${who} restarted and the VM could not be continued: ${why ?? 'its QEMU process is gone'}`;
  await sandboxes.event(row, state, detail);
}
