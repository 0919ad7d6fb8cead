// The sandbox state machine for the API: create, read, delete, reboot, and the guest operations
// (exec, sessions, files) that need a running sandbox. It owns the rules of the spec's "States
// and transitions" table; the host agent owns the machines, the store owns the records.

import { randomUUID } from 'node:crypto';
import {
  ApiError,
  agentUnreachable,
  badRequest,
  conflict,
  notFound,
  quotaCap,
  sandboxPaused,
  sandboxStopped,
} from '../errors.ts';
import type { HostAgent, LocalImage, Runtime } from '../host/types.ts';
import { AgentUnreachableError, GuestError } from '../host/types.ts';
import { findLocalImage, localImageNames } from '../images/local.ts';
import { parseReference } from '../images/reference.ts';
import { nowNs, type SandboxRow, type Store } from '../store/index.ts';
import type { Caller } from './keys.ts';

export const WRITABLE_SIZE_BYTES = 16 * 1024 ** 3;

export interface CreateRequest {
  image?: string;
  template?: string;
  snapshot_id?: string;
  cpus?: number;
  memory_mb?: number;
  runtime?: Runtime;
  disable_internet?: boolean;
  writable_size_bytes?: number;
  vm_id?: string;
}

export interface SandboxView {
  vm_id: string;
  tenant: string;
  state: string;
  image: string;
  cpus: number;
  memory_mb: number;
  guest_ip: string;
  runtime: string;
  created_unix_ns: number;
  parent_vm_id?: string;
  node: string;
  shard: string;
  mgmtd_addr: string;
  disable_internet: boolean;
}

export function viewSandbox(row: SandboxRow): SandboxView {
  return {
    vm_id: row.vm_id,
    tenant: row.org_id,
    state: row.state,
    image: row.image,
    cpus: row.cpus,
    memory_mb: row.memory_mb,
    guest_ip: row.guest_ip ?? '',
    runtime: row.runtime,
    created_unix_ns: Number(row.created_unix_ns),
    ...(row.parent_vm_id ? { parent_vm_id: row.parent_vm_id } : {}),
    node: row.node ?? '',
    // One host agent per node in the embedded service, so the shard is the node's only one.
    shard: row.node ? `${row.node}/0` : '',
    mgmtd_addr: row.node ? 'embedded' : '',
    disable_internet: Boolean(row.disable_internet),
  };
}

export interface SandboxServiceDeps {
  store: Store;
  host: HostAgent;
  buildDir: string;
  sandboxCap: number;
  defaultImage: string;
}

const WAIT_POLL_MS = 50;

export class SandboxService {
  readonly #d: SandboxServiceDeps;

  constructor(deps: SandboxServiceDeps) {
    this.#d = deps;
  }

  get host(): HostAgent {
    return this.#d.host;
  }

  async create(caller: Caller, req: CreateRequest): Promise<SandboxRow> {
    const sources = [req.image, req.template, req.snapshot_id].filter((s) => s !== undefined);
    if (sources.length > 1) throw badRequest('give at most one source: image, template or snapshot_id');
    if (req.writable_size_bytes !== undefined && req.writable_size_bytes !== WRITABLE_SIZE_BYTES) {
      throw badRequest(`writable_size_bytes must equal ${WRITABLE_SIZE_BYTES} (16 GiB)`);
    }
    if (req.template !== undefined) throw notFound('template');
    if (req.snapshot_id !== undefined) throw notFound('snapshot');
    const imageText = req.image ?? this.#d.defaultImage;
    const image = this.#resolveImage(imageText);

    const vmId = req.vm_id ?? randomUUID();
    const existing = await this.#d.store.getSandboxAnyOrg(vmId);
    if (existing) return this.#retriedCreate(caller, existing);

    const row: SandboxRow = {
      vm_id: vmId,
      org_id: caller.orgId,
      state: 'creating',
      image: imageText,
      cpus: req.cpus ?? 2,
      memory_mb: req.memory_mb ?? 1024,
      runtime: req.runtime ?? 'container',
      disable_internet: req.disable_internet ? 1 : 0,
      guest_ip: null,
      node: this.#d.host.node,
      parent_vm_id: null,
      created_unix_ns: nowNs(),
      deleted_unix_ns: null,
    };
    let inserted: boolean;
    try {
      inserted = await this.#d.store.insertSandboxWithinCap(row, this.#d.sandboxCap);
    } catch (err) {
      // A concurrent create with the same vm_id won the insert: answer like a retry.
      const raced = await this.#d.store.getSandboxAnyOrg(vmId);
      if (raced) return this.#retriedCreate(caller, raced);
      throw err;
    }
    if (!inserted) throw quotaCap(this.#d.sandboxCap);
    return this.#boot(row, image);
  }

  async #boot(row: SandboxRow, image: LocalImage): Promise<SandboxRow> {
    const { store, host } = this.#d;
    try {
      const placement = await host.start({
        vmId: row.vm_id,
        cpus: row.cpus,
        memoryMb: row.memory_mb,
        runtime: row.runtime as Runtime,
        disableInternet: Boolean(row.disable_internet),
        image,
      });
      await store.updateSandbox(row.vm_id, { state: 'running', guest_ip: placement.guestIp, node: placement.node });
      await this.event(
        row,
        'created',
        `image ${row.image}, ${row.cpus} vCPU, ${row.memory_mb} MiB; accelerator ${host.accel}`,
      );
    } catch (err) {
      await host.destroy(row.vm_id).catch(() => undefined);
      await store.updateSandbox(row.vm_id, { state: 'failed' });
      await this.event(row, 'failed', `boot failed: ${(err as Error).message}`);
      throw new ApiError(500, 'boot failed', `the sandbox did not boot: ${(err as Error).message}`);
    }
    const fresh = await store.getSandboxAnyOrg(row.vm_id);
    if (!fresh || fresh.deleted_unix_ns !== null) {
      // Deleted while it booted: the delete already answered 204, so finish its work here.
      await host.destroy(row.vm_id);
      throw notFound('sandbox');
    }
    return fresh;
  }

  /** A create whose vm_id already exists: the same caller's retry gets the sandbox back. */
  async #retriedCreate(caller: Caller, existing: SandboxRow): Promise<SandboxRow> {
    if (existing.org_id !== caller.orgId) throw conflict('vm_id in use', 'vm_id is already taken');
    if (existing.deleted_unix_ns !== null) throw conflict('vm_id in use', 'vm_id belonged to a deleted sandbox');
    let row: SandboxRow | undefined = existing;
    while (row && row.state === 'creating') {
      await new Promise((r) => setTimeout(r, WAIT_POLL_MS));
      row = await this.#d.store.getSandbox(caller.orgId, existing.vm_id);
    }
    if (!row) throw notFound('sandbox');
    return row;
  }

  #resolveImage(text: string): LocalImage {
    const ref = parseReference(text);
    if (!ref) throw badRequest(`invalid image reference: ${JSON.stringify(text)}`);
    const image = findLocalImage(this.#d.buildDir, text, ref);
    if (!image) {
      const known = localImageNames(this.#d.buildDir).join(', ') || 'none';
      throw badRequest(`image ${text} is not available on this server (available: ${known})`, {
        available: localImageNames(this.#d.buildDir),
      });
    }
    return image;
  }

  async get(caller: Caller, vmId: string): Promise<SandboxRow> {
    const row = await this.#d.store.getSandbox(caller.orgId, vmId);
    if (!row) throw notFound('sandbox');
    return row;
  }

  list(caller: Caller): Promise<SandboxRow[]> {
    return this.#d.store.listSandboxes(caller.orgId);
  }

  /** The record answers 404 at once; the VM is torn down in the background. */
  async delete(caller: Caller, vmId: string): Promise<void> {
    const row = await this.#d.store.getSandbox(caller.orgId, vmId);
    if (!row) return; // repeating a delete, or deleting what was never there, is a no-op 204
    if (!(await this.#d.store.markSandboxDeleted(vmId))) return;
    await this.event(row, 'deleted', '');
    if (row.state !== 'creating') {
      this.#d.host.destroy(vmId).catch((err) => console.error(`destroy ${vmId}: ${(err as Error).message}`));
    }
  }

  async reboot(caller: Caller, vmId: string): Promise<SandboxRow> {
    const row = await this.#running(caller, vmId, 'reboot');
    const placement = await this.#guestCall(() => this.#d.host.reboot(vmId));
    await this.#d.store.updateSandbox(vmId, { guest_ip: placement.guestIp, node: placement.node, state: 'running' });
    await this.event(row, 'rebooted', `new guest_ip ${placement.guestIp}`);
    return this.get(caller, vmId);
  }

  /**
   * Runs a guest operation on a sandbox of the caller's organization, mapping the guest's failures
   * to API errors. Used by exec, sessions and file operations.
   */
  async guest<T>(caller: Caller, vmId: string, op: (host: HostAgent) => Promise<T>): Promise<T> {
    await this.#running(caller, vmId, 'guest');
    return this.#guestCall(() => op(this.#d.host));
  }

  async #running(caller: Caller, vmId: string, what: 'guest' | 'reboot'): Promise<SandboxRow> {
    const row = await this.get(caller, vmId);
    switch (row.state) {
      case 'running':
        return row;
      case 'paused':
        if (what === 'reboot') return row;
        throw sandboxPaused();
      case 'archived':
        throw sandboxStopped();
      default:
        throw conflict(`sandbox is ${row.state}`);
    }
  }

  async #guestCall<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      throw guestErrorToApi(err);
    }
  }

  async event(row: Pick<SandboxRow, 'vm_id' | 'org_id' | 'node'>, kind: string, detail: string): Promise<void> {
    await this.#d.store.addEvent({ vmId: row.vm_id, orgId: row.org_id, kind, detail, node: row.node ?? '' });
  }
}

const GUEST_CODES: Record<string, [number, string]> = {
  not_found: [404, 'not found'],
  exists: [409, 'exists'],
  is_directory: [400, 'is a directory'],
  not_directory: [400, 'not a directory'],
  too_large: [413, 'too large'],
  session_limit: [409, 'session limit (256) reached'],
  bad_request: [400, 'invalid request'],
  unsupported: [400, 'unsupported'],
  io: [500, 'guest io error'],
};

export function guestErrorToApi(err: unknown): unknown {
  if (err instanceof ApiError) return err;
  if (err instanceof AgentUnreachableError) return agentUnreachable(503);
  if (err instanceof GuestError) {
    const [status, word] = GUEST_CODES[err.code] ?? [500, 'guest error'];
    return new ApiError(status, word, err.message);
  }
  return err;
}
