// The organization's resources beside sandboxes: snapshots (restore, list, get, waitDurable,
// delete, export), exports (get, wait, delete), templates (create, build, list, get, delete,
// wait) and registry credentials (put, list, delete).

import { ExportFailed, TemplateBuildFailed } from './errors.ts';
import type { Sandbox } from './sandbox.ts';
import type { Transport } from './transport.ts';
import type {
  CreateOptions,
  CreateSandboxParams,
  CreateTemplateParams,
  Export,
  ExportStarted,
  Registry,
  RegistryCredential,
  Snapshot,
  Template,
} from './types.ts';
import { poll } from './wait.ts';

export const DURABLE_WAIT_MS = 120_000;
export const EXPORT_WAIT_MS = 600_000;
export const TEMPLATE_BUILD_WAIT_MS = 600_000;

/** What restores and exports ask of the client that made them (Client is one: client.ts). */
export interface SnapshotsOwner {
  sandboxes: { create(params: CreateSandboxParams, opts: CreateOptions): Promise<Sandbox> };
  exports: { wait(exportId: string, opts: { timeoutMs?: number }): Promise<Export> };
}

export class Snapshots {
  readonly #client: SnapshotsOwner;
  readonly #t: Transport;

  constructor(client: SnapshotsOwner, transport: Transport) {
    this.#client = client;
    this.#t = transport;
  }

  /** Restores a snapshot into a NEW sandbox (it keeps the snapshot's shape). */
  restore(snapshotId: string, opts: { vm_id?: string } & CreateOptions = {}): Promise<Sandbox> {
    const { templateTimeoutMs, ...params } = opts;
    return this.#client.sandboxes.create({ ...params, snapshot_id: snapshotId }, { templateTimeoutMs });
  }

  /** The organization's snapshots, or one sandbox's with `vm_id`. */
  async list(opts: { vm_id?: string } = {}): Promise<Snapshot[]> {
    const vmId = opts.vm_id;
    const answer = await this.#t.call({ idempotent: true }, (signal) =>
      vmId === undefined
        ? this.#t.api.GET('/snapshots', { signal })
        : this.#t.api.GET('/vms/{id}/snapshots', { params: { path: { id: vmId } }, signal }),
    );
    return answer.snapshots;
  }

  get(snapshotId: string): Promise<Snapshot> {
    return this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.GET('/snapshots/{snapshot_id}', { params: { path: { snapshot_id: snapshotId } }, signal }),
    );
  }

  /** Waits until the snapshot is uploaded to object storage (survives host loss, exportable). */
  waitDurable(snapshotId: string, opts: { timeoutMs?: number } = {}): Promise<Snapshot> {
    return poll(`snapshot ${snapshotId} durable`, opts.timeoutMs ?? DURABLE_WAIT_MS, 500, async () => {
      const snapshot = await this.get(snapshotId);
      return snapshot.durable ? snapshot : undefined;
    });
  }

  /** Deletes a snapshot (409 while an export of it is in progress). */
  async delete(snapshotId: string): Promise<void> {
    await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.DELETE('/snapshots/{snapshot_id}', { params: { path: { snapshot_id: snapshotId } }, signal }),
    );
  }

  /**
   * Exports a durable snapshot as downloadable files (experimental). Answers the started export,
   * or with `wait` the ready one (ExportFailed if it failed).
   */
  async export(
    snapshotId: string,
    opts: { export_id?: string; wait?: boolean; timeoutMs?: number } = {},
  ): Promise<ExportStarted | Export> {
    const body = { export_id: opts.export_id ?? crypto.randomUUID() };
    const started = await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.POST('/snapshots/{snapshot_id}/export', {
        params: { path: { snapshot_id: snapshotId } },
        body,
        signal,
      }),
    );
    if (!opts.wait) return started;
    return this.#client.exports.wait(started.export_id, { timeoutMs: opts.timeoutMs });
  }
}

export class Exports {
  readonly #t: Transport;

  constructor(transport: Transport) {
    this.#t = transport;
  }

  /** The export; its download links are presigned afresh on each read. */
  get(exportId: string): Promise<Export> {
    return this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.GET('/exports/{export_id}', { params: { path: { export_id: exportId } }, signal }),
    );
  }

  /** Waits until the export is `ready`; ExportFailed when it failed, WaitTimeout past the limit. */
  wait(exportId: string, opts: { timeoutMs?: number } = {}): Promise<Export> {
    return poll(`export ${exportId}`, opts.timeoutMs ?? EXPORT_WAIT_MS, 1000, async () => {
      const exp = await this.get(exportId);
      if (exp.state === 'failed') throw new ExportFailed(exportId, exp.error ?? 'failed');
      return exp.state === 'ready' ? exp : undefined;
    });
  }

  /** Deletes the export and its files (409 while pending). */
  async delete(exportId: string): Promise<void> {
    await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.DELETE('/exports/{export_id}', { params: { path: { export_id: exportId } }, signal }),
    );
  }
}

export class Templates {
  readonly #t: Transport;

  constructor(transport: Transport) {
    this.#t = transport;
  }

  /** Registers a template build; answers at once with status `building`. */
  create(params: CreateTemplateParams): Promise<Template> {
    return this.#t.call({ idempotent: false }, (signal) => this.#t.api.POST('/templates', { body: params, signal }));
  }

  /** Creates a template and waits until it is ready (TemplateBuildFailed if it failed). */
  async build(params: CreateTemplateParams, opts: { timeoutMs?: number } = {}): Promise<Template> {
    const template = await this.create(params);
    return this.wait(template.template_id, opts);
  }

  /** Own templates plus the shared ones this organization's creates used. */
  async list(): Promise<Template[]> {
    const answer = await this.#t.call({ idempotent: true }, (signal) => this.#t.api.GET('/templates', { signal }));
    return answer.templates;
  }

  get(templateId: string): Promise<Template> {
    return this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.GET('/templates/{template_id}', { params: { path: { template_id: templateId } }, signal }),
    );
  }

  /** Deletes an own template (a shared one answers 403). */
  async delete(templateId: string): Promise<void> {
    await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.DELETE('/templates/{template_id}', { params: { path: { template_id: templateId } }, signal }),
    );
  }

  /** Waits until the template is `ready`; TemplateBuildFailed when it failed. */
  wait(templateId: string, opts: { timeoutMs?: number } = {}): Promise<Template> {
    return poll(`template ${templateId}`, opts.timeoutMs ?? TEMPLATE_BUILD_WAIT_MS, 1000, async () => {
      const template = await this.get(templateId);
      if (template.status === 'failed') throw new TemplateBuildFailed(templateId, template.status_detail ?? 'failed');
      return template.status === 'ready' ? template : undefined;
    });
  }
}

export class Registries {
  readonly #t: Transport;

  constructor(transport: Transport) {
    this.#t = transport;
  }

  /** Stores (or replaces) the credential for a registry host; secrets are never returned. */
  async put(credential: RegistryCredential): Promise<void> {
    await this.#t.call({ idempotent: true }, (signal) => this.#t.api.POST('/registries', { body: credential, signal }));
  }

  async list(): Promise<Registry[]> {
    const answer = await this.#t.call({ idempotent: true }, (signal) => this.#t.api.GET('/registries', { signal }));
    return answer.registries;
  }

  async delete(host: string): Promise<void> {
    await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.DELETE('/registries/{host}', { params: { path: { host } }, signal }),
    );
  }
}
