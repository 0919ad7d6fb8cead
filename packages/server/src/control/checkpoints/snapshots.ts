// Snapshots and the other checkpoints (forks, archives): taking them, listing them, making them
// durable in the object store, and removing their files once nothing depends on them. A checkpoint's
// files are needed while it is a live snapshot, while a live sandbox's disk sits on it, or while a
// live checkpoint is stacked on it (disk chains); the collector removes the rest.

import { randomUUID } from 'node:crypto';
import { ApiError, conflict, notFound } from '../../errors.ts';
import type { HostAgent } from '../../host/types.ts';
import type { ObjectStore } from '../../objects/types.ts';
import { nowNs, type PageRequest, type SandboxRow, type SnapshotRow, type Store } from '../../store/index.ts';
import type { Caller } from '../access/keys.ts';
import { Durability } from './durability.ts';

export type CheckpointKind = 'snapshot' | 'fork' | 'archive' | 'template';

/** Kinds whose files the collector keeps for as long as their row is not deleted. */
const KEPT_WHILE_LIVE = new Set<string>(['snapshot', 'template']);

export interface SnapshotView {
  snapshot_id: string;
  vm_id: string;
  parent_snapshot_id: string;
  state: string;
  durable: boolean;
  image: string;
  logical_bytes: number;
  created_unix_ns: number;
}

export function viewSnapshot(row: SnapshotRow): SnapshotView {
  return {
    snapshot_id: row.snapshot_id,
    vm_id: row.vm_id,
    parent_snapshot_id: row.parent_snapshot_id ?? '',
    state: row.state,
    durable: Boolean(row.durable),
    image: row.image,
    logical_bytes: Number(row.logical_bytes),
    created_unix_ns: Number(row.created_unix_ns),
  };
}

export interface SnapshotServiceDeps {
  store: Store;
  host: HostAgent;
  objects: ObjectStore;
}

export class SnapshotService {
  readonly #d: SnapshotServiceDeps;
  readonly durability: Durability;

  constructor(deps: SnapshotServiceDeps) {
    this.#d = deps;
    this.durability = new Durability(deps.store, deps.objects, deps.host);
  }

  /**
   * Checkpoints a running sandbox. The sandbox's disk now sits on the new checkpoint. A snapshot
   * id already used by the same organization returns that snapshot (a retried request).
   */
  async take(
    sandbox: SandboxRow,
    opts: { kind: CheckpointKind; snapshotId?: string; leavePaused?: boolean },
  ): Promise<SnapshotRow & { paused_ms?: number }> {
    const { store, host } = this.#d;
    const id = opts.snapshotId ?? randomUUID();
    if (opts.snapshotId) {
      const existing = await store.snapshots.getAnyOrg(id);
      if (existing) {
        if (
          existing.org_id !== sandbox.org_id ||
          existing.vm_id !== sandbox.vm_id ||
          existing.deleted_unix_ns !== null
        ) {
          throw conflict('snapshot_id in use', 'snapshot_id is already taken');
        }
        return existing;
      }
    }
    const info = await host.checkpoint(sandbox.vm_id, id, { leavePaused: opts.leavePaused });
    const row: SnapshotRow = {
      snapshot_id: id,
      org_id: sandbox.org_id,
      vm_id: sandbox.vm_id,
      parent_snapshot_id: sandbox.last_snapshot_id,
      kind: opts.kind,
      state: 'ready',
      durable: 0,
      image: sandbox.image,
      cpus: sandbox.cpus,
      memory_mb: sandbox.memory_mb,
      runtime: sandbox.runtime,
      disable_internet: sandbox.disable_internet,
      logical_bytes: info.logicalBytes,
      node: sandbox.node ?? host.node,
      // A merged chain: this checkpoint's disk no longer needs the sandbox's earlier checkpoints.
      // The mounts it had, re-attached by its restores (docs/volumes.md); volumes are not in it.
      volumes: sandbox.volumes,
      chain_parent: info.chainMerged ? null : sandbox.checkpoint_id,
      created_unix_ns: nowNs(),
      deleted_unix_ns: null,
      labels: sandbox.labels,
      egress: sandbox.egress,
    };
    await store.snapshots.insertCheckpoint(row, {
      checkpoint_id: id,
      ...(opts.kind === 'snapshot' ? { last_snapshot_id: id } : {}),
    });
    // Forks are taken to be restored at once; they become durable only if a durable checkpoint
    // is later stacked on them.
    if (opts.kind !== 'fork') this.durability.enqueue(id);
    return { ...row, paused_ms: info.pausedMs };
  }

  async get(caller: Caller, snapshotId: string): Promise<SnapshotRow> {
    const row = await this.#d.store.snapshots.get(caller.orgId, snapshotId);
    if (!row) throw notFound('snapshot');
    return row;
  }

  list(caller: Caller, vmId?: string, page?: PageRequest): Promise<SnapshotRow[]> {
    return this.#d.store.snapshots.list(caller.orgId, vmId, page);
  }

  async delete(caller: Caller, snapshotId: string, exportPending: (id: string) => Promise<boolean>): Promise<void> {
    // Repeating the delete of one's own snapshot is a no-op; anything else not the caller's is 404.
    const row = await this.#d.store.snapshots.getAnyOrg(snapshotId);
    if (row?.org_id !== caller.orgId || row.kind !== 'snapshot') throw notFound('snapshot');
    if (row.deleted_unix_ns !== null) return;
    if (await exportPending(snapshotId))
      throw conflict('export in progress', 'an export of this snapshot is in progress');
    await this.#d.store.snapshots.markDeleted(snapshotId);
    // Its ready restores go now, even if its files stay for sandboxes and snapshots built on it.
    // Not waited for: a restore of it being made (the pool refills one after each restore) would
    // hold this answer for seconds. Its files are removed only once that is gone (removeCheckpoint
    // drops it again and waits).
    this.#d.host.dropWarm(snapshotId).catch((err: Error) => {
      console.error(`warm pool: dropping the restores of snapshot ${snapshotId}: ${err.message}`);
    });
    await this.collect();
  }

  /**
   * The snapshot to restore, with the source's shape: durable (any host fetches it from the object
   * store), or still on the host that took it.
   */
  async source(caller: Caller, snapshotId: string): Promise<SnapshotRow> {
    const row = await this.get(caller, snapshotId);
    if (!row.durable && !(await this.#d.host.hasCheckpoint(snapshotId))) {
      throw new ApiError(503, 'snapshot unavailable', 'the snapshot is not on its host and not durable yet');
    }
    return row;
  }

  /**
   * Removes the local files of checkpoints nothing depends on any more. Runs after deletes; cheap
   * (a few rows per sandbox), so it walks everything each time.
   */
  async collect(): Promise<void> {
    const { store, host } = this.#d;
    // Every node's rows: a checkpoint may have copies on hosts that fetched it (HostSet removes all).
    const rows = await store.snapshots.onNode();
    const parent = new Map(rows.map((r) => [r.snapshot_id, r.chain_parent]));
    const needed = new Set<string>();
    const keep = (id: string | null) => {
      for (let c = id; c && !needed.has(c); c = parent.get(c) ?? null) needed.add(c);
    };
    // Snapshots and templates are kept while their rows live. Forks and archives are a sandbox's
    // own: they stay while its `checkpoint_id` chain (or a kept checkpoint stacked on them) needs them.
    for (const r of rows) if (r.deleted_unix_ns === null && KEPT_WHILE_LIVE.has(r.kind)) keep(r.snapshot_id);
    for (const id of await store.snapshots.inUse()) keep(id);
    for (const id of await store.templates.checkpoints()) keep(id);
    // One listing of the host, not a question per row: deleted rows accumulate.
    const onHost = new Set(await host.listCheckpoints());
    for (const r of rows) {
      if (!needed.has(r.snapshot_id) && (r.deleted_unix_ns === null || r.durable || onHost.has(r.snapshot_id))) {
        if (r.deleted_unix_ns === null) await store.snapshots.markDeleted(r.snapshot_id);
        await host.removeCheckpoint(r.snapshot_id);
        // Not only durable ones: a failed upload may have left some of its objects behind.
        await this.durability.forget(r.snapshot_id);
        if (r.durable) await store.snapshots.update(r.snapshot_id, { durable: 0 });
      }
    }
  }
}
