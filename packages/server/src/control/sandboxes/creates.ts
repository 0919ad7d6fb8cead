// Creates of sandboxes: from an image (through its template at the asked shape), a template or a
// snapshot, each a restore of a checkpoint placed on a host (starts.ts); the restored checkpoint is
// kept warm so that the next create of it is a claim (docs/checkpoints.md, "Warm pool"). A sandbox
// that mounts volumes is placed on their host; a restore mounts its snapshot's (docs/volumes.md).

import { randomUUID } from 'node:crypto';
import { CAPACITY_RETRY_S, type Where } from '../../cluster/placement.ts';
import { ApiError, badRequest, capacity } from '../../errors.ts';
import type { VolumeMount } from '../../host/types.ts';
import type { SandboxRow, SnapshotRow } from '../../store/index.ts';
import type { Caller } from '../access/keys.ts';
import { type LifecycleRequest, lifecycleColumns } from '../lifetimes/lifecycle.ts';
import { writeEgress } from '../network/egress.ts';
import { checkMountCount, readMounts, writeMounts } from '../volumes/mounts.ts';
import type { SandboxServiceDeps } from './deps.ts';
import { restoredLabels, writeLabels } from './labels.ts';
import { type CreateRequest, refuseOverrides, WRITABLE_SIZE_BYTES } from './requests.ts';
import type { Starts } from './starts.ts';

type Event = (row: SandboxRow, kind: string, detail: string) => Promise<void>;

/** A create's volumes and the host they are on (none: anywhere). */
interface Mounts {
  mounts: VolumeMount[];
  node?: string;
}

export class Creates {
  readonly #d: SandboxServiceDeps;
  readonly #starts: Starts;
  readonly #event: Event;

  constructor(deps: SandboxServiceDeps, starts: Starts, event: Event) {
    this.#d = deps;
    this.#starts = starts;
    this.#event = event;
  }

  async create(caller: Caller, req: CreateRequest): Promise<SandboxRow> {
    const sources = [req.image, req.template, req.snapshot_id].filter((s) => s !== undefined);
    if (sources.length > 1) throw badRequest('give at most one source: image, template or snapshot_id');
    if (req.writable_size_bytes !== undefined && req.writable_size_bytes !== WRITABLE_SIZE_BYTES) {
      throw badRequest(`writable_size_bytes must equal ${WRITABLE_SIZE_BYTES} (16 GiB)`);
    }
    writeEgress(req.network); // bad rules are 400 before any work
    const vmId = req.vm_id ?? randomUUID();
    const existing = await this.#d.store.sandboxes.getAnyOrg(vmId);
    if (existing) return this.#starts.retried(caller, existing);

    if (req.snapshot_id !== undefined) return this.#createFromSnapshot(caller, vmId, req);
    const mounts: Mounts = req.volumes?.length
      ? await this.#d.volumes.resolveMounts(caller, req.volumes)
      : { mounts: [] };
    if (req.template !== undefined) return this.#createFromTemplate(caller, vmId, req, mounts);
    // Every create from an image is a restore of that image's template at this shape.
    const shape = { cpus: req.cpus ?? 2, memory_mb: req.memory_mb ?? 1024, runtime: req.runtime ?? 'container' };
    checkMountCount(mounts.mounts.length, shape.memory_mb);
    const template = await this.#d.templates.forImage(caller, req.image ?? this.#d.defaultImage, shape);
    return this.#createFromCheckpoint(caller, vmId, {
      image: template.source_image,
      ...shape,
      disable_internet: req.disable_internet ? 1 : 0,
      egress: writeEgress(req.network),
      labels: writeLabels(req.labels ?? {}),
      lifecycle: req.lifecycle,
      checkpoint: template.base_snapshot_id as string,
      how: `image ${template.source_image} (template ${template.template_id})`,
      mounts,
    });
  }

  async #createFromTemplate(caller: Caller, vmId: string, req: CreateRequest, mounts: Mounts): Promise<SandboxRow> {
    refuseOverrides(req, ['cpus', 'memory_mb', 'disable_internet'], 'template');
    const template = await this.#d.templates.forTemplate(caller, req.template as string, req.runtime);
    checkMountCount(mounts.mounts.length, template.memory_mb);
    return this.#createFromCheckpoint(caller, vmId, {
      image: template.source_image,
      cpus: template.cpus,
      memory_mb: template.memory_mb,
      runtime: template.runtime,
      disable_internet: template.disable_internet,
      egress: writeEgress(req.network),
      labels: writeLabels(req.labels ?? {}),
      lifecycle: req.lifecycle,
      checkpoint: template.base_snapshot_id as string,
      how: `template ${template.name}:${template.version}`,
      mounts,
    });
  }

  async #createFromCheckpoint(
    caller: Caller,
    vmId: string,
    c: Pick<SandboxRow, 'image' | 'cpus' | 'memory_mb' | 'runtime' | 'disable_internet' | 'egress' | 'labels'> & {
      lifecycle: LifecycleRequest | undefined;
      checkpoint: string;
      how: string;
      mounts: Mounts;
    },
  ): Promise<SandboxRow> {
    const row = this.#starts.newRow(caller, vmId, {
      image: c.image,
      cpus: c.cpus,
      memory_mb: c.memory_mb,
      runtime: c.runtime,
      disable_internet: c.disable_internet,
      egress: c.egress,
      labels: c.labels,
      checkpoint_id: c.checkpoint,
      volumes: writeMounts(c.mounts.mounts),
    });
    Object.assign(row, lifecycleColumns(c.lifecycle, row.created_unix_ns));
    const created =
      (await this.#insert(caller, row, await this.#starts.near(c.checkpoint), c.mounts)) ??
      (await this.#starts.start(caller, row, c.checkpoint, c.how));
    // The next create from this template should find a restore of it ready (an offline one for
    // egress rules: host/warm-restores.ts).
    const offline = Boolean(c.disable_internet) || c.egress !== null;
    this.#d.host.keepWarm(c.checkpoint, { disableInternet: offline, memoryMb: c.memory_mb });
    return created;
  }

  async #createFromSnapshot(caller: Caller, vmId: string, req: CreateRequest): Promise<SandboxRow> {
    refuseOverrides(req, ['cpus', 'memory_mb', 'runtime', 'disable_internet', 'volumes'], 'snapshot');
    const snap = await this.#d.snapshots.source(caller, req.snapshot_id as string);
    // Its volumes are re-attached: 409 `volume deleted` if one is gone.
    const mounts: Mounts = { mounts: readMounts(snap.volumes) };
    mounts.node = await this.#d.volumes.checkLive(mounts.mounts);
    const row = this.#starts.newRow(caller, vmId, {
      image: snap.image,
      cpus: snap.cpus,
      memory_mb: snap.memory_mb,
      runtime: snap.runtime,
      disable_internet: snap.disable_internet,
      egress: req.network === undefined ? snap.egress : writeEgress(req.network),
      labels: writeLabels(restoredLabels(snap.labels, req.labels)),
      checkpoint_id: snap.snapshot_id,
      last_snapshot_id: snap.snapshot_id,
      volumes: snap.volumes,
    });
    Object.assign(row, lifecycleColumns(req.lifecycle, row.created_unix_ns));
    let created = await this.#insert(caller, row, await this.#starts.near(snap.snapshot_id), mounts);
    if (!created) {
      created = await this.#starts.start(caller, row, snap.snapshot_id, `restored from snapshot ${snap.snapshot_id}`);
      await this.#event(row, 'restored', `from snapshot ${snap.snapshot_id}`);
    }
    this.keepSnapshotWarm(snap);
    return created;
  }

  /**
   * Inserts a create's row on a host with room: its volumes' host when it mounts any (503
   * `capacity` naming that host when it is full). A volume deleted while the row went in (its
   * delete saw no mounter yet) makes the create 409 and leaves no sandbox.
   */
  async #insert(caller: Caller, row: SandboxRow, near: Where, m: Mounts): Promise<SandboxRow | undefined> {
    const where = m.node === undefined ? near : { ...near, on: m.node };
    let raced: SandboxRow | undefined;
    try {
      raced = await this.#starts.insert(caller, [row], where);
    } catch (err) {
      if (m.node !== undefined && err instanceof ApiError && err.status === 503 && err.error === 'capacity') {
        const name = await this.#d.volumes.nameOf(m.mounts[0].volumeId);
        throw capacity(
          CAPACITY_RETRY_S,
          `volume ${name} lives on host ${m.node}, which has no room for this sandbox now`,
          'placement',
        );
      }
      throw err;
    }
    if (raced) return raced;
    try {
      await this.#d.volumes.checkLive(m.mounts);
    } catch (err) {
      await this.#d.store.sandboxes.markDeleted(row.vm_id);
      throw err;
    }
    return undefined;
  }

  /**
   * A snapshot just taken or restored is likely to be restored (again) soon: keep one restore of
   * it ready, so that the next one is a claim (docs/checkpoints.md, "Warm pool").
   */
  keepSnapshotWarm(snap: SnapshotRow): void {
    this.#d.host.keepWarm(snap.snapshot_id, {
      disableInternet: Boolean(snap.disable_internet) || snap.egress !== null,
      memoryMb: snap.memory_mb,
      depth: 1,
    });
  }
}
