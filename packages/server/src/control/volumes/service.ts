// Volumes of an organization (docs/volumes.md): create (empty, or from a durable volume snapshot,
// on any host), read with their usage and who mounts them, grow, label, delete (409 while any
// sandbox that is not deleted mounts it), files without a sandbox, durable snapshots in the object
// store; and what sandboxes/ asks when a sandbox mounts volumes (resolveMounts, checkLive). A volume
// lives on one host: its row names the node, and every call about it goes there (cluster/host-set.ts).

import { randomUUID } from 'node:crypto';
import type { Placement } from '../../cluster/placement.ts';
import { ApiError, badRequest, conflict, notFound, volumeCap } from '../../errors.ts';
import type { HostAgent, VolumeFileAnswer, VolumeFileCall, VolumeMount } from '../../host/types.ts';
import { VolumeError } from '../../host/types.ts';
import type { ObjectStore } from '../../objects/types.ts';
import {
  nowNs,
  type PageRequest,
  type Store,
  type VolumeFilter,
  type VolumeRow,
  type VolumeSnapshotRow,
} from '../../store/index.ts';
import type { Caller } from '../access/keys.ts';
import { guestErrorToApi } from '../guest-errors.ts';
import { type Labels, writeLabels } from '../labels.ts';
import { volumeNotice } from '../webhooks/events.ts';
import { checkMountRequests, type MountRequest, readMounts } from './mounts.ts';
import { type MountView, type VolumeView, viewVolume } from './view.ts';

export const MIN_SIZE_MB = 16;
export const MAX_SIZE_MB = 1024 * 1024;
/** A volume's name: 1-63 characters, letters, digits and `._-`, starting with a letter or digit. */
export const VOLUME_NAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$';
/** How long a delete waits for a sandbox just deleted to let go of the volume on its host. */
const RELEASE_WAIT_MS = 15_000;

export interface CreateVolumeRequest {
  name: string;
  size_mb?: number;
  labels?: Labels;
  /** A durable volume snapshot whose files the volume starts with. */
  snapshot_id?: string;
}

export interface VolumeServiceDeps {
  store: Store;
  host: HostAgent;
  placement: Placement;
  objects?: ObjectStore;
  /** MiB the organization's live volumes may hold in all: past it, 403 `quota`. */
  capMb: number;
}

export class VolumeService {
  readonly #d: VolumeServiceDeps;

  constructor(deps: VolumeServiceDeps) {
    this.#d = deps;
  }

  async create(caller: Caller, req: CreateVolumeRequest): Promise<VolumeRow> {
    const { store, host } = this.#d;
    let snap: VolumeSnapshotRow | undefined;
    if (req.snapshot_id !== undefined) {
      snap = await store.volumes.getSnapshot(caller.orgId, req.snapshot_id);
      if (!snap) throw notFound('volume snapshot');
      if (snap.state !== 'ready') throw conflict('volume snapshot is not durable', `it is ${snap.state}`);
    }
    const sizeMb = req.size_mb ?? snap?.size_mb;
    if (sizeMb === undefined) throw badRequest('size_mb is required (or a snapshot_id to take it from)');
    if (snap && sizeMb < snap.size_mb) throw badRequest(`size_mb is below the snapshot's ${snap.size_mb}`);
    // Any host: a volume snapshot is in the object store.
    const { node } = await this.#d.placement.any();
    const row: VolumeRow = {
      volume_id: randomUUID(),
      org_id: caller.orgId,
      name: req.name,
      size_mb: sizeMb,
      state: 'creating',
      node,
      labels: writeLabels(req.labels ?? {}),
      from_snapshot_id: snap?.volume_snapshot_id ?? null,
      bytes_used: 0,
      files_used: 0,
      created_unix_ns: nowNs(),
      deleted_unix_ns: null,
    };
    const inserted = await store.volumes.insertWithinCap(row, this.#d.capMb);
    if (inserted === 'cap') throw volumeCap(this.#d.capMb);
    if (inserted === 'name in use') {
      throw conflict('volume name in use', `the organization already has a volume named ${req.name}`);
    }
    try {
      const usage = await host.createVolume(row.volume_id, sizeMb, snap?.volume_snapshot_id);
      await store.volumes.update(row.volume_id, { bytes_used: usage.bytesUsed, files_used: usage.filesUsed });
    } catch (err) {
      await host.deleteVolume(row.volume_id).catch(() => undefined);
      await store.volumes.markDeleted(row.volume_id);
      throw volumeErrorToApi(err);
    }
    await store.volumes.markReady(row.volume_id, volumeNotice(row, 'created'));
    return (await store.volumes.get(caller.orgId, row.volume_id)) as VolumeRow;
  }

  /** A live volume of the caller's organization (404 for any other). */
  async get(caller: Caller, volumeId: string): Promise<VolumeRow> {
    const row = await this.#d.store.volumes.get(caller.orgId, volumeId);
    if (!row) throw notFound('volume');
    return row;
  }

  list(caller: Caller, filter: VolumeFilter = {}, page?: PageRequest): Promise<VolumeRow[]> {
    return this.#d.store.volumes.list(caller.orgId, filter, page);
  }

  /** Volumes as the API shows them: usage as their hosts measure it now, and who mounts them. */
  async views(rows: VolumeRow[]): Promise<VolumeView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.volume_id);
    const [usage, mounters] = await Promise.all([
      this.#d.host.volumeUsage(ids).catch(() => ({}) as Awaited<ReturnType<HostAgent['volumeUsage']>>),
      this.#d.store.volumes.mounters(ids),
    ]);
    const mountedBy = new Map<string, MountView[]>();
    for (const m of mounters) {
      for (const mount of readMounts(m.volumes)) {
        const list = mountedBy.get(mount.volumeId) ?? [];
        list.push({ vm_id: m.vm_id, state: m.state, path: mount.path, read_only: mount.readOnly });
        mountedBy.set(mount.volumeId, list);
      }
    }
    const out: VolumeView[] = [];
    for (const row of rows) {
      const u = usage[row.volume_id];
      let shown = row;
      if (u && (u.bytesUsed !== Number(row.bytes_used) || u.filesUsed !== Number(row.files_used))) {
        shown = { ...row, bytes_used: u.bytesUsed, files_used: u.filesUsed };
        await this.#d.store.volumes.update(row.volume_id, { bytes_used: u.bytesUsed, files_used: u.filesUsed });
      }
      out.push(viewVolume(shown, mountedBy.get(row.volume_id) ?? []));
    }
    return out;
  }

  /** Grows a volume (sandboxes using it see the new size at once) and changes its labels. */
  async update(caller: Caller, volumeId: string, patch: { size_mb?: number; labels?: Labels }): Promise<VolumeRow> {
    const row = await this.#ready(caller, volumeId);
    if (patch.size_mb !== undefined) {
      if (patch.size_mb < row.size_mb) {
        throw badRequest(`a volume only grows: size_mb ${patch.size_mb} is below its ${row.size_mb}`);
      }
      // The organization's share is taken first, and given back if the host cannot grow it. The
      // host is asked even at the size the store already has: a retry after a crash between the
      // two finishes the grow (at its size already, the host answers at once).
      const grows = patch.size_mb > row.size_mb;
      if (
        grows &&
        !(await this.#d.store.volumes.resizeWithinCap(caller.orgId, volumeId, patch.size_mb, this.#d.capMb))
      ) {
        throw volumeCap(this.#d.capMb);
      }
      try {
        await this.#d.host.growVolume(volumeId, patch.size_mb);
      } catch (err) {
        if (grows) await this.#d.store.volumes.update(volumeId, { size_mb: row.size_mb });
        throw volumeErrorToApi(err);
      }
    }
    if (patch.labels !== undefined) await this.#d.store.volumes.update(volumeId, { labels: writeLabels(patch.labels) });
    return this.get(caller, volumeId);
  }

  /**
   * Deletes a volume and its files: 409 `volume is mounted` while any sandbox that is not deleted
   * mounts it (archived ones too: their restore would need it). Its snapshots stay.
   */
  async delete(caller: Caller, volumeId: string): Promise<void> {
    const row = await this.get(caller, volumeId);
    if (row.state !== 'deleting') {
      const users = await this.#d.store.volumes.markDeleting(volumeId);
      if (users.length > 0) {
        throw conflict(
          'volume is mounted',
          `mounted by sandbox ${users.map((u) => u.vm_id).join(', ')}; delete them first`,
        );
      }
    }
    await this.#finishDelete(row);
  }

  /** The host's part of a delete: a sandbox deleted a moment ago may still be letting go of it there. */
  async #finishDelete(row: VolumeRow): Promise<void> {
    const deadline = Date.now() + RELEASE_WAIT_MS;
    for (;;) {
      try {
        await this.#d.host.deleteVolume(row.volume_id);
        break;
      } catch (err) {
        if (!(err instanceof VolumeError && err.code === 'busy') || Date.now() > deadline) {
          if (err instanceof VolumeError && err.code === 'busy') {
            await this.#d.store.volumes.update(row.volume_id, { state: 'ready' });
          }
          throw volumeErrorToApi(err);
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    await this.#d.store.volumes.markDeleted(row.volume_id, volumeNotice(row, 'deleted'));
  }

  /** A file call on a volume without a sandbox (docs/volumes.md, "Files without a sandbox"). */
  async files<C extends VolumeFileCall>(caller: Caller, volumeId: string, call: C): Promise<VolumeFileAnswer<C>> {
    await this.#ready(caller, volumeId);
    try {
      return await this.#d.host.volumeFiles(volumeId, call);
    } catch (err) {
      throw volumeErrorToApi(err);
    }
  }

  // ---- snapshots -----------------------------------------------------------------------------

  /** A durable copy of the volume's files in the object store (answers once it is durable). */
  async snapshot(caller: Caller, volumeId: string): Promise<VolumeSnapshotRow> {
    const row = await this.#ready(caller, volumeId);
    const { store, host } = this.#d;
    const snap: VolumeSnapshotRow = {
      volume_snapshot_id: randomUUID(),
      org_id: caller.orgId,
      volume_id: volumeId,
      volume_name: row.name,
      size_mb: row.size_mb,
      bytes: 0,
      bytes_used: Number(row.bytes_used),
      state: 'pending',
      created_unix_ns: nowNs(),
      deleted_unix_ns: null,
    };
    await store.volumes.insertSnapshot(snap);
    try {
      const { bytes } = await host.snapshotVolume(volumeId, snap.volume_snapshot_id);
      const usage = (await host.volumeUsage([volumeId]).catch(() => ({}) as Record<string, undefined>))[volumeId];
      const done = { state: 'ready', bytes, bytes_used: usage?.bytesUsed ?? Number(row.bytes_used) };
      await store.volumes.updateSnapshot(snap.volume_snapshot_id, done);
      return { ...snap, ...done };
    } catch (err) {
      await store.volumes.updateSnapshot(snap.volume_snapshot_id, { state: 'failed' });
      await this.#d.objects?.deletePrefix(snapshotPrefix(snap.volume_snapshot_id)).catch(() => undefined);
      throw volumeErrorToApi(err);
    }
  }

  listSnapshots(caller: Caller, volumeId?: string, page?: PageRequest): Promise<VolumeSnapshotRow[]> {
    return this.#d.store.volumes.listSnapshots(caller.orgId, volumeId, page);
  }

  async getSnapshot(caller: Caller, id: string): Promise<VolumeSnapshotRow> {
    const row = await this.#d.store.volumes.getSnapshot(caller.orgId, id);
    if (!row) throw notFound('volume snapshot');
    return row;
  }

  async deleteSnapshot(caller: Caller, id: string): Promise<void> {
    await this.getSnapshot(caller, id);
    await this.#d.store.volumes.markSnapshotDeleted(id);
    await this.#d.objects?.deletePrefix(snapshotPrefix(id));
  }

  // ---- what sandboxes ask --------------------------------------------------------------------

  /**
   * A create's `volumes` as mounts of the caller's volumes (by id or name), and the node they all
   * live on: 400 for a broken rule, 404 for a volume not found, 409 for one not ready.
   */
  async resolveMounts(caller: Caller, requests: MountRequest[]): Promise<{ mounts: VolumeMount[]; node?: string }> {
    checkMountRequests(requests);
    const mounts: VolumeMount[] = [];
    let node: string | undefined;
    for (const m of requests) {
      const row =
        (await this.#d.store.volumes.get(caller.orgId, m.volume)) ??
        (await this.#d.store.volumes.byName(caller.orgId, m.volume));
      if (!row) throw new ApiError(404, 'not found', `no such volume ${JSON.stringify(m.volume.slice(0, 128))}`);
      if (row.state !== 'ready') throw conflict(`volume is ${row.state}`, `volume ${row.name} is ${row.state}`);
      if (mounts.some((x) => x.volumeId === row.volume_id)) throw badRequest(`volume ${row.name} is given twice`);
      if (node !== undefined && row.node !== node) {
        throw badRequest(
          `volumes live on different hosts (${node}, ${row.node}): one sandbox mounts volumes of one host`,
        );
      }
      node = row.node;
      mounts.push({ volumeId: row.volume_id, path: m.path, readOnly: m.read_only ?? false });
    }
    return { mounts, node };
  }

  /**
   * The node mounts (a snapshot's, an archived sandbox's) need, all their volumes still there; 409
   * `volume deleted` when one is gone (a restore cannot re-attach it).
   */
  async checkLive(mounts: VolumeMount[]): Promise<string | undefined> {
    if (mounts.length === 0) return undefined;
    const live = await this.#d.store.volumes.live(mounts.map((m) => m.volumeId));
    const gone = mounts.filter((m) => !live.some((r) => r.volume_id === m.volumeId && r.state === 'ready'));
    if (gone.length > 0) {
      throw conflict(
        'volume deleted',
        `the volume${gone.length > 1 ? 's' : ''} ${gone.map((g) => g.volumeId).join(', ')} this sandbox mounted ${
          gone.length > 1 ? 'were' : 'was'
        } deleted: it cannot be restored with ${gone.length > 1 ? 'them' : 'it'}`,
      );
    }
    return live[0].node;
  }

  /** A volume by id for messages (its name), whatever its state. */
  async nameOf(volumeId: string): Promise<string> {
    return (await this.#d.store.volumes.getAnyOrg(volumeId))?.name ?? volumeId;
  }

  // ---- start-up ------------------------------------------------------------------------------

  /**
   * After a start (or a host's restart): creates and deletes a crash cut short are finished or
   * undone, volumes on the host no row knows (a create cut before its row, a delete after it) are
   * removed, snapshots left pending are failed.
   */
  async reconcile(agent: HostAgent): Promise<void> {
    const { store } = this.#d;
    const onHost = new Set(await agent.listVolumes());
    for (const row of await store.volumes.unsettled(agent.node)) {
      if (row.state === 'creating') {
        if (onHost.has(row.volume_id)) await store.volumes.markReady(row.volume_id, volumeNotice(row, 'created'));
        else await store.volumes.markDeleted(row.volume_id);
      } else {
        await agent
          .deleteVolume(row.volume_id)
          .catch((err: Error) => console.error(`volume ${row.volume_id}: ${err.message}`));
        if (!(await agent.listVolumes()).includes(row.volume_id)) {
          await store.volumes.markDeleted(row.volume_id, volumeNotice(row, 'deleted'));
        }
      }
    }
    const known = await store.volumes.idsOnNode(agent.node);
    for (const id of onHost) {
      const row = known.get(id);
      if (!row || row.deleted_unix_ns !== null) {
        await agent.deleteVolume(id).catch((err: Error) => console.error(`orphan volume ${id}: ${err.message}`));
      }
    }
    for (const snap of await store.volumes.pendingSnapshots()) {
      await store.volumes.updateSnapshot(snap.volume_snapshot_id, { state: 'failed' });
      await this.#d.objects?.deletePrefix(snapshotPrefix(snap.volume_snapshot_id)).catch(() => undefined);
    }
  }

  async #ready(caller: Caller, volumeId: string): Promise<VolumeRow> {
    const row = await this.get(caller, volumeId);
    if (row.state !== 'ready') throw conflict(`volume is ${row.state}`);
    return row;
  }
}

/** The object store prefix of a volume snapshot (host/volumes/host-volumes.ts volumeSnapshotKey). */
function snapshotPrefix(id: string): string {
  return `volume-snapshots/${id}`;
}

/** A host's refusal of a volume call as the API answers it. */
export function volumeErrorToApi(err: unknown): unknown {
  if (err instanceof VolumeError) {
    switch (err.code) {
      case 'busy':
        return conflict('volume is mounted', err.message);
      case 'held':
        return new ApiError(503, 'Unavailable', err.message, undefined, { 'retry-after': '1' });
      case 'too_small':
        return badRequest(err.message);
      case 'no_ports':
        return conflict('volumes unsupported', err.message);
      case 'bad_path':
        return badRequest(err.message);
      case 'not_found':
        return new ApiError(500, 'volume missing', err.message);
    }
  }
  return guestErrorToApi(err);
}
