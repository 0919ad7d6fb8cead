// Templates: an image booted once at a shape (cpus, memory_mb, runtime), its entrypoint started,
// and checkpointed; creating from it restores that checkpoint instead of booting. The first create
// of an (image, shape) registers a build and answers 503 `template building` until it is ready.
// Templates of public images are shared by every organization and read-only to them; an image
// pulled with the organization's stored credentials gets a template of that organization's own.

import { randomUUID } from 'node:crypto';
import type { Placement } from '../../cluster/placement.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import type { HostAgent, LocalImage, Runtime } from '../../host/types.ts';
import { isPullError } from '../../images/errors.ts';
import { findLocalImage } from '../../images/local.ts';
import { parseReference } from '../../images/reference.ts';
import {
  nowNs,
  type PageRequest,
  SANDBOX_DEFAULTS,
  type SandboxRow,
  type Store,
  type TemplateRow,
} from '../../store/index.ts';
import { crashPoint } from '../../sys/crash-points.ts';
import type { Caller } from '../access/keys.ts';
import type { RegistryService } from '../access/registries.ts';
import { scrub } from './exports.ts';
import type { SnapshotService } from './snapshots.ts';

export const TEMPLATE_RETRY_AFTER_S = 30;
/** Time the entrypoint gets to start before the checkpoint is taken. */
const SETTLE_MS = 500;

export interface Shape {
  cpus: number;
  memory_mb: number;
  runtime: Runtime;
}

export interface TemplateView {
  template_id: string;
  name: string;
  version: string;
  source_image: string;
  status: string;
  status_detail: string;
  runtime: string;
  cpus: number;
  memory_mb: number;
  base_snapshot_id: string;
  created_unix_ns: number;
  last_used_unix_ns: number;
  shared: boolean;
}

export function viewTemplate(row: TemplateRow): TemplateView {
  return {
    template_id: row.template_id,
    name: row.name,
    version: row.version,
    source_image: row.source_image,
    status: row.status,
    status_detail: row.status_detail,
    runtime: row.runtime,
    cpus: row.cpus,
    memory_mb: row.memory_mb,
    base_snapshot_id: row.base_snapshot_id ?? '',
    created_unix_ns: Number(row.created_unix_ns),
    last_used_unix_ns: Number(row.last_used_unix_ns),
    shared: row.org_id === null,
  };
}

export const templateBuilding = (templateId: string) =>
  new ApiError(
    503,
    'template building',
    'first use of this image at this shape: poll the template, then retry',
    { template_id: templateId },
    {
      'retry-after': String(TEMPLATE_RETRY_AFTER_S),
    },
  );

export interface TemplateServiceDeps {
  store: Store;
  host: HostAgent;
  snapshots: SnapshotService;
  registries: RegistryService;
  /** Which host a build runs on (cluster/placement.ts). */
  placement: Placement;
  /** The install's build directory: images shipped with it are shared by every organization. */
  buildDir: string;
  /**
   * Work the builder VM does before its checkpoint, so that every sandbox made from the template
   * has it done (server.ts gives control/code/prewarm.ts: the code contexts' warm kernel). It
   * answers what it did, for the build's progress.
   */
  prepare?: (host: HostAgent, vmId: string) => Promise<string>;
}

export class TemplateService {
  readonly #d: TemplateServiceDeps;
  readonly #builds = new Map<string, Promise<void>>();
  /** Serializes "find or register" per shape key so concurrent creates register one build. */
  readonly #registering = new Map<string, Promise<unknown>>();

  constructor(deps: TemplateServiceDeps) {
    this.#d = deps;
  }

  /**
   * The ready template a create of `image` at `shape` restores from. Registers a build (and
   * answers 503 `template building`) on first use, or while a build runs.
   */
  async forImage(caller: Caller, image: string, shape: Shape): Promise<TemplateRow> {
    const ref = parseReference(image);
    if (!ref) throw badRequest(`invalid image reference: ${JSON.stringify(image)}`);
    const local = findLocalImage(this.#d.buildDir, image, ref);
    const owner = local
      ? null
      : (await this.#d.registries.staticCredentials(caller.orgId, ref.registry))
        ? caller.orgId
        : null;
    const key = `${owner}|${image}|${shape.cpus}|${shape.memory_mb}|${shape.runtime}`;
    const prev = this.#registering.get(key) ?? Promise.resolve();
    const next = prev
      .catch(() => undefined)
      .then(async () => {
        const found = await this.#d.store.templates.findByShape(
          owner,
          image,
          shape.cpus,
          shape.memory_mb,
          shape.runtime,
        );
        if (found?.status === 'ready' && !(local && (await this.#builtOnOlderImage(found, local)))) return found;
        if (found?.status === 'building') {
          this.#launch(found);
          throw templateBuilding(found.template_id);
        }
        // None yet, a failed one (a failed shared template is rebuilt by the next create), or one
        // checkpointed on an older build of a local image (its disk layer would sit on a base disk
        // that is not the one it was written over).
        if (found) await this.#d.store.templates.markDeleted(found.template_id);
        if (found?.status === 'ready' && found.base_snapshot_id) await this.#freeCheckpoint(found.base_snapshot_id);
        const row = this.#newRow(caller, owner, {
          name: image,
          version: 'latest',
          image,
          shape,
          disableInternet: false,
        });
        await this.#d.store.templates.insert(row);
        this.#launch(row);
        throw templateBuilding(row.template_id);
      });
    this.#registering.set(key, next);
    const row = (await next) as TemplateRow;
    await this.#use(caller, row);
    return row;
  }

  /** POST /templates: an organization's own template, built in the background. */
  async create(
    caller: Caller,
    req: { name: string; image: string; version?: string; disable_internet?: boolean } & Partial<Shape>,
  ): Promise<TemplateRow> {
    if (!parseReference(req.image)) throw badRequest(`invalid image reference: ${JSON.stringify(req.image)}`);
    const version = req.version ?? 'latest';
    if ((await this.#d.store.templates.findByName(caller.orgId, req.name, version)).length > 0) {
      throw conflict('template exists', `template ${req.name}:${version} already exists`);
    }
    const shape = { cpus: req.cpus ?? 2, memory_mb: req.memory_mb ?? 1024, runtime: req.runtime ?? 'container' };
    const row = this.#newRow(caller, caller.orgId, {
      name: req.name,
      version,
      image: req.image,
      shape,
      disableInternet: req.disable_internet ?? false,
    });
    await this.#d.store.templates.insert(row);
    this.#launch(row);
    return row;
  }

  /** A template the caller may see: its own, or a shared one (by id, name or name:version). */
  async resolve(caller: Caller, text: string): Promise<TemplateRow> {
    const byId = await this.#d.store.templates.get(text);
    if (byId && (byId.org_id === caller.orgId || byId.org_id === null)) return byId;
    const colon = text.lastIndexOf(':');
    const [name, version] = colon > 0 ? [text.slice(0, colon), text.slice(colon + 1)] : [text, undefined];
    const byName = await this.#d.store.templates.findByName(caller.orgId, name, version);
    if (byName.length === 0 && version !== undefined) {
      const whole = await this.#d.store.templates.findByName(caller.orgId, text);
      if (whole.length > 0) return whole[0];
    }
    if (byName.length === 0) throw notFound('template');
    return byName[0];
  }

  /** A template to create from: ready, and (if a runtime was asked for) of that runtime. */
  async forTemplate(caller: Caller, text: string, runtime?: Runtime): Promise<TemplateRow> {
    const row = await this.resolve(caller, text);
    if (row.status !== 'ready') throw conflict('template not ready', `template is ${row.status}`);
    if (runtime !== undefined && runtime !== row.runtime) {
      throw conflict('runtime disagrees with template', `template runtime is ${row.runtime}`);
    }
    await this.#use(caller, row);
    return row;
  }

  async get(caller: Caller, templateId: string): Promise<TemplateRow> {
    const row = await this.#d.store.templates.get(templateId);
    if (!row || (row.org_id !== null && row.org_id !== caller.orgId)) throw notFound('template');
    return row;
  }

  list(caller: Caller, page?: PageRequest): Promise<TemplateRow[]> {
    return this.#d.store.templates.list(caller.orgId, page);
  }

  /** Own templates only (shared ones are 403); repeating a delete is a no-op, others' ids 404. */
  async delete(caller: Caller, templateId: string): Promise<void> {
    const row = await this.#d.store.templates.getAnyOrg(templateId);
    if (!row || (row.org_id !== null && row.org_id !== caller.orgId)) throw notFound('template');
    if (row.org_id === null) {
      if (row.deleted_unix_ns !== null) throw notFound('template');
      throw forbidden('shared templates are read-only');
    }
    if (row.deleted_unix_ns !== null) return;
    await this.#d.store.templates.markDeleted(templateId);
    // A build still running frees its checkpoint itself when it finds the row deleted (#build).
    if (row.base_snapshot_id) await this.#freeCheckpoint(row.base_snapshot_id);
  }

  /** Builds left `building` by a stopped server start again (never stuck in building). */
  async resume(): Promise<void> {
    for (const row of await this.#d.store.templates.building()) this.#launch(row);
  }

  /** Waits for builds in flight (shutdown and tests). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.#builds.values()]);
  }

  async #use(caller: Caller, row: TemplateRow): Promise<void> {
    await this.#d.store.templates.update(row.template_id, { last_used_unix_ns: nowNs() });
    if (row.org_id === null) await this.#d.store.templates.recordUse(caller.orgId, row.template_id);
  }

  #newRow(
    caller: Caller,
    owner: string | null,
    t: { name: string; version: string; image: string; shape: Shape; disableInternet: boolean },
  ): TemplateRow {
    const now = nowNs();
    return {
      template_id: randomUUID(),
      org_id: owner,
      name: t.name,
      version: t.version,
      source_image: t.image,
      cpus: t.shape.cpus,
      memory_mb: t.shape.memory_mb,
      runtime: t.shape.runtime,
      disable_internet: t.disableInternet ? 1 : 0,
      status: 'building',
      status_detail: 'queued',
      base_snapshot_id: null,
      builder_org_id: caller.orgId,
      created_unix_ns: now,
      last_used_unix_ns: now,
      deleted_unix_ns: null,
    };
  }

  #launch(row: TemplateRow): void {
    if (this.#builds.has(row.template_id)) return;
    const p = this.#build(row).finally(() => this.#builds.delete(row.template_id));
    this.#builds.set(row.template_id, p);
  }

  async #build(row: TemplateRow): Promise<void> {
    const { store, snapshots } = this.#d;
    const progress = (detail: string) => store.templates.update(row.template_id, { status_detail: detail });
    const vmId = randomUUID();
    // The host it builds on prepares the image and takes the checkpoint; creates fetch it elsewhere.
    let host: HostAgent = this.#d.host;
    try {
      host = (await this.#d.placement.any()).agent;
      const image = await this.#image(host, row, (msg) => void progress(msg));
      await progress('booting');
      const placement = await host.start({
        vmId,
        cpus: row.cpus,
        memoryMb: row.memory_mb,
        runtime: row.runtime as Runtime,
        disableInternet: Boolean(row.disable_internet),
        image,
      });
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      if (this.#d.prepare) {
        await progress('preparing');
        await progress(await this.#d.prepare(host, vmId));
      }
      await progress('checkpointing');
      const builder: SandboxRow = {
        vm_id: vmId,
        org_id: row.builder_org_id,
        state: 'running',
        image: row.source_image,
        cpus: row.cpus,
        memory_mb: row.memory_mb,
        runtime: row.runtime,
        disable_internet: row.disable_internet,
        guest_ip: placement.guestIp,
        node: placement.node,
        parent_vm_id: null,
        created_unix_ns: nowNs(),
        deleted_unix_ns: null,
        checkpoint_id: null,
        last_snapshot_id: null,
        ...SANDBOX_DEFAULTS,
      };
      const snap = await snapshots.take(builder, { kind: 'template' });
      await crashPoint('template:checkpointed');
      await store.templates.update(row.template_id, {
        status: 'ready',
        status_detail: '',
        base_snapshot_id: snap.snapshot_id,
      });
      // Read back after the update, not before: a delete that came first never saw this
      // checkpoint, so it is freed here; a delete that comes later finds it on the row. The
      // builder goes first: its disk sits on the checkpoint, and no sandbox row protects it.
      if (!(await store.templates.get(row.template_id))) {
        await host.destroy(vmId);
        await this.#freeCheckpoint(snap.snapshot_id);
        return;
      }
      // Creates from a template are restores: have some ready before the first one comes.
      host.keepWarm(snap.snapshot_id, {
        disableInternet: Boolean(row.disable_internet),
        memoryMb: row.memory_mb,
      });
    } catch (err) {
      await store.templates.update(row.template_id, { status: 'failed', status_detail: failureDetail(err) });
    } finally {
      await host.destroy(vmId).catch(() => undefined);
    }
  }

  /**
   * Frees a deleted template's checkpoint: its warm pool goes now, its files once no sandbox or
   * snapshot made from it still sits on them (collect() keeps those).
   */
  /** The template's checkpoint was taken on another build of the local image than today's. */
  async #builtOnOlderImage(row: TemplateRow, image: LocalImage): Promise<boolean> {
    const id = row.base_snapshot_id;
    if (!id || !(await this.#d.host.hasCheckpoint(id))) return false;
    return (await this.#d.host.checkpointImage(id)).buildId !== image.buildId;
  }

  async #freeCheckpoint(snapshotId: string): Promise<void> {
    await this.#d.store.snapshots.markDeleted(snapshotId);
    await this.#d.host.dropWarm(snapshotId);
    await this.#d.snapshots.collect();
  }

  /** The image of a template, prepared on the host: shipped with the install, or pulled (cached by digest). */
  async #image(host: HostAgent, row: TemplateRow, onProgress: (msg: string) => void): Promise<LocalImage> {
    const ref = parseReference(row.source_image);
    if (!ref) throw new Error(`invalid image reference ${row.source_image}`);
    const orgId = row.org_id ?? row.builder_org_id;
    // A shared template is of a public image: no organization's credentials go into it.
    const credentials =
      row.org_id === null ? undefined : await this.#d.registries.staticCredentials(orgId, ref.registry);
    return host.prepareImage(row.source_image, { credentials, onProgress });
  }
}

/**
 * A failed build's status_detail. Pull errors are written to name the image and the cause and never
 * a secret, so they are kept whole (scrubbing would cut the image reference out as a path); any
 * other error may carry host paths or URLs.
 */
function failureDetail(err: unknown): string {
  if (isPullError(err)) return `${err.reason}: ${err.message}`;
  return scrub((err as Error).message);
}
