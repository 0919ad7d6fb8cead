// The SDK's entry point: `new Client()` (settings from options or SVC_* variables) with
// `sandboxes` (create, get, list with label and state filters, delete), `snapshots`, `exports`,
// `templates`, `registries`, `webhooks`, `volumes`, `usage()`, `audit()`, and from ApiClient `api` (every route, typed) and `close()`. Create
// follows the specification's careful-client flow: it picks the vm_id, waits out a 503 `template
// building` and retries with the same id, and after a lost answer looks the sandbox up before
// creating again.

import { NotFoundError, ServerError, TemplateBuildingError, TransportError } from './errors.ts';
import { Exports, Registries, Snapshots, Templates } from './resources.ts';
import { ApiClient } from './routes.ts';
import { Sandbox } from './sandbox.ts';
import { type ClientOptions, CREATE_TIMEOUT_MS, type Transport } from './transport.ts';
import type {
  AuditPage,
  AuditQuery,
  CreateOptions,
  CreateSandboxParams,
  ListSandboxesQuery,
  SandboxRecord,
  Usage,
  UsageQuery,
} from './types.ts';
import { Volumes } from './volumes.ts';
import { poll } from './wait.ts';
import { Webhooks } from './webhooks.ts';

export class Client extends ApiClient {
  readonly sandboxes: Sandboxes;
  readonly snapshots: Snapshots;
  readonly exports: Exports;
  readonly templates: Templates;
  readonly registries: Registries;
  readonly webhooks: Webhooks;
  readonly volumes: Volumes;

  constructor(opts: ClientOptions = {}) {
    super(opts);
    this.sandboxes = new Sandboxes(this, this.transport);
    this.snapshots = new Snapshots(this, this.transport);
    this.exports = new Exports(this.transport);
    this.templates = new Templates(this.transport);
    this.registries = new Registries(this.transport);
    this.webhooks = new Webhooks(this.transport);
    this.volumes = new Volumes(this.transport);
  }

  /** Organization usage per state over `start`..`end` (RFC3339; default the last 24 h). */
  usage(opts: UsageQuery = {}): Promise<Usage> {
    return this.transport.call({ idempotent: true }, (signal) =>
      this.transport.api.GET('/usage', { params: { query: opts }, signal }),
    );
  }

  /** The organization's mutating calls, newest first; pass `next_before` as `before` for more. */
  audit(opts: AuditQuery = {}): Promise<AuditPage> {
    return this.transport.call({ idempotent: true }, (signal) =>
      this.transport.api.GET('/audit', { params: { query: opts }, signal }),
    );
  }
}

export const TEMPLATE_WAIT_MS = 600_000;

export class Sandboxes {
  readonly #client: Client;
  readonly #t: Transport;

  constructor(client: Client, transport: Transport) {
    this.#client = client;
    this.#t = transport;
  }

  /** A Sandbox object for a record the API returned. */
  wrap(record: SandboxRecord): Sandbox {
    return new Sandbox(this.#client, this.#t, record);
  }

  /**
   * Creates a sandbox from `image`, `template` or `snapshot_id` (none: the default sandbox).
   * Safe to call once per intent: the vm_id is chosen here and reused on every retry.
   */
  async create(params: CreateSandboxParams = {}, opts: CreateOptions = {}): Promise<Sandbox> {
    const body = { ...params, vm_id: params.vm_id ?? crypto.randomUUID() };
    const timeoutMs = Math.max(CREATE_TIMEOUT_MS, this.#t.timeoutMs);
    const deadline = Date.now() + (opts.templateTimeoutMs ?? TEMPLATE_WAIT_MS);
    for (let lost = 0; ; ) {
      try {
        const record = await this.#t.call({ idempotent: false, timeoutMs }, (signal) =>
          this.#t.api.POST('/vms', { body, signal }),
        );
        return this.wrap(record);
      } catch (err) {
        if (err instanceof TemplateBuildingError && err.templateId) {
          await this.#client.templates.wait(err.templateId, { timeoutMs: Math.max(0, deadline - Date.now()) });
          continue;
        }
        if (!(err instanceof TransportError || err instanceof ServerError) || ++lost > 4) throw err;
        // The answer may have been lost after the sandbox was made: look before creating again.
        const found = await this.#find(body.vm_id);
        if (found) return this.wrap(await this.#settled(found, timeoutMs));
      }
    }
  }

  async #find(vmId: string): Promise<SandboxRecord | undefined> {
    try {
      return await this.record(vmId);
    } catch (err) {
      if (err instanceof NotFoundError) return undefined;
      throw err;
    }
  }

  /** A sandbox still `creating` after a lost answer, once it is past that. */
  #settled(record: SandboxRecord, timeoutMs: number): Promise<SandboxRecord> {
    if (record.state !== 'creating') return Promise.resolve(record);
    return poll(`sandbox ${record.vm_id} creating`, timeoutMs, 1000, async () => {
      const r = await this.record(record.vm_id);
      return r.state === 'creating' ? undefined : r;
    });
  }

  async get(vmId: string): Promise<Sandbox> {
    return this.wrap(await this.record(vmId));
  }

  /** The plain record of a sandbox. */
  record(vmId: string): Promise<SandboxRecord> {
    return this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.GET('/vms/{id}', { params: { path: { id: vmId } }, signal }),
    );
  }

  /**
   * The organization's sandboxes, oldest first; with `labels` ({k: v}: label k equals v; a list of
   * keys: those labels present) and `state`, those that match every one.
   */
  async list(
    filter: { labels?: Record<string, string> | string[]; state?: ListSandboxesQuery['state'] } = {},
  ): Promise<Sandbox[]> {
    const label = Array.isArray(filter.labels)
      ? filter.labels
      : Object.entries(filter.labels ?? {}).map(([k, v]) => `${k}=${v}`);
    const query: ListSandboxesQuery = {
      ...(label.length > 0 ? { label } : {}),
      ...(filter.state ? { state: filter.state } : {}),
    };
    const answer = await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.GET('/vms', { params: { query }, signal }),
    );
    return answer.vms.map((r) => this.wrap(r));
  }

  /** Deletes a sandbox; repeating it (or an unknown id) is a no-op. */
  async delete(vmId: string): Promise<void> {
    await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.DELETE('/vms/{id}', { params: { path: { id: vmId } }, signal }),
    );
  }
}
