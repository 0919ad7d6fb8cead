// How a sandbox row in `creating` becomes a running VM: placement and the insert within the
// organization's cap, the create's claim (control/sandboxes/claims.ts), the restore from a checkpoint
// fetched to the chosen host, and what a retry of a create does (waits for it, or takes it over
// when the replica starting it died). Used by SandboxService for creates, forks and unarchive.

import { CAPACITY_RETRY_S, type Placement, type Where } from '../../cluster/placement.ts';
import { ApiError, capacity, conflict, notFound, quotaCap } from '../../errors.ts';
import {
  AgentUnreachableError,
  DiskReserveError,
  type HostAgent,
  type RestoreSpec,
  type Runtime,
} from '../../host/types.ts';
import { nowNs, SANDBOX_DEFAULTS, type SandboxRow, type Store } from '../../store/index.ts';
import { crashPoint } from '../../sys/crash-points.ts';
import type { Caller } from '../access/keys.ts';
import type { SnapshotService } from '../checkpoints/snapshots.ts';
import { hostErrorToApi } from '../guest-errors.ts';
import { readEgress } from '../network/egress.ts';
import { readMounts } from '../volumes/mounts.ts';
import { type CreateClaims, isClaimedCreate } from './claims.ts';

export interface StartsDeps {
  store: Store;
  host: HostAgent;
  snapshots: SnapshotService;
  placement: Placement;
  sandboxCap: number;
  claims: CreateClaims;
}

type Event = (row: SandboxRow, kind: string, detail: string) => Promise<void>;

const WAIT_POLL_MS = 50;
/** Placements tried for one insert before it answers 503 `capacity`. */
const PLACE_ATTEMPTS = 5;
/** How often a retried create asks whether the create it waits for is still claimed. */
const CLAIM_POLL_MS = 1_000;

export class Starts {
  readonly #d: StartsDeps;
  readonly #event: Event;

  constructor(deps: StartsDeps, event: Event) {
    this.#d = deps;
    this.#event = event;
  }

  newRow(
    caller: Caller,
    vmId: string,
    shape: Partial<SandboxRow> & Pick<SandboxRow, 'image' | 'cpus' | 'memory_mb' | 'runtime' | 'disable_internet'>,
  ): SandboxRow {
    return {
      vm_id: vmId,
      org_id: caller.orgId,
      state: 'creating',
      guest_ip: null,
      // Placement's choice, made as the row is inserted (insert).
      node: null,
      parent_vm_id: null,
      created_unix_ns: nowNs(),
      deleted_unix_ns: null,
      checkpoint_id: null,
      last_snapshot_id: null,
      ...SANDBOX_DEFAULTS,
      ...shape,
    };
  }

  /**
   * Places new sandboxes on one host (503 `capacity` if none fits them all) and inserts them if the
   * organization's cap allows all of them. Returns the existing sandbox instead when a concurrent
   * identical create won the insert. A host that another create filled since placement chose it
   * is passed over: placement runs again, with the new figures.
   */
  async insert(caller: Caller, rows: SandboxRow[], where: Where = {}): Promise<SandboxRow | undefined> {
    const wanted = rows.reduce((sum, r) => sum + r.memory_mb, 0);
    for (let attempt = 1; ; attempt++) {
      const { node, hostMb } = await this.#d.placement.place(wanted, where);
      for (const row of rows) row.node = node;
      let inserted: boolean | 'host full';
      try {
        inserted = await this.#d.store.sandboxes.insertWithinCap(rows, this.#d.sandboxCap, hostMb);
      } catch (err) {
        // A concurrent create with the same vm_id won the insert: answer like a retry.
        const raced = rows.length === 1 ? await this.#d.store.sandboxes.getAnyOrg(rows[0].vm_id) : undefined;
        if (raced) return this.retried(caller, raced);
        throw err;
      }
      if (inserted === false) throw quotaCap(this.#d.sandboxCap);
      if (inserted === true) return undefined;
      // Hosts filling faster than placement can follow: the caller comes back later.
      if (attempt === PLACE_ATTEMPTS) throw capacity(CAPACITY_RETRY_S);
    }
  }

  /**
   * Places an existing sandbox (an unarchive) on a host with room, checked again as its node is
   * written, as insert does; returns the node.
   */
  async move(row: SandboxRow, where: Where): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      const { node, hostMb } = await this.#d.placement.place(row.memory_mb, where);
      if (await this.#d.store.sandboxes.moveWithinHost(row.vm_id, node, row.memory_mb, hostMb)) return node;
      if (attempt === PLACE_ATTEMPTS) throw capacity(CAPACITY_RETRY_S);
    }
  }

  /**
   * Starts a create's sandbox under its claim. A retry through another replica may already have
   * claimed it (it thought this one dead): that one finishes it.
   */
  async start(caller: Caller, row: SandboxRow, checkpointId: string, how: string): Promise<SandboxRow> {
    if (!(await this.#d.claims.claim(row.vm_id))) return this.retried(caller, row);
    try {
      return await this.launch(row, checkpointId, how);
    } finally {
      await this.#d.claims.release(row.vm_id);
    }
  }

  /** Restores a sandbox whose row is in `creating` from a checkpoint, fetched to its host if need be. */
  async launch(row: SandboxRow, checkpointId: string, how: string): Promise<SandboxRow> {
    const { store, host } = this.#d;
    try {
      await this.fetchTo(row.node as string, checkpointId);
      const placement = await host.restore(this.spec(row), checkpointId);
      await crashPoint('start:restored');
      await store.sandboxes.update(row.vm_id, { state: 'running', guest_ip: placement.guestIp, node: placement.node });
      await this.#event(row, 'created', `${how}, ${row.cpus} vCPU, ${row.memory_mb} MiB; accelerator ${host.accel}`);
    } catch (err) {
      await host.destroy(row.vm_id).catch(() => undefined);
      const full = err instanceof DiskReserveError;
      // A host down to its disk reserve refused before starting anything: the create is answered
      // 503 `capacity`, to be retried, so it leaves no failed sandbox behind.
      await store.sandboxes.update(row.vm_id, { state: 'failed' });
      await this.#event(row, 'failed', `start failed: ${(err as Error).message}`);
      if (full) {
        await store.sandboxes.markDeleted(row.vm_id);
        throw hostErrorToApi(err);
      }
      // A host too loaded for the guest to answer in time (its agent's socket, its hello): 503
      // `capacity`, to be retried. The sandbox stays `failed`: a retry with its vm_id starts it
      // again from its checkpoint (retried), a delete removes it.
      if (err instanceof AgentUnreachableError) {
        throw capacity(CAPACITY_RETRY_S, `the host did not bring the sandbox up in time: ${err.message}`, 'start');
      }
      throw new ApiError(500, 'start failed', `the sandbox did not start: ${(err as Error).message}`);
    }
    const fresh = await store.sandboxes.getAnyOrg(row.vm_id);
    if (!fresh || fresh.deleted_unix_ns !== null) {
      // Deleted while it started: the delete already answered 204, so finish its work here.
      await host.destroy(row.vm_id);
      await this.#d.snapshots.collect();
      throw notFound('sandbox');
    }
    return fresh;
  }

  /**
   * Where a sandbox restored from a checkpoint may go: a host holding it is preferred; one not yet
   * in the object store (a template or snapshot just taken) can only be restored where its files are.
   */
  async near(checkpointId: string): Promise<Where> {
    const row = await this.#d.store.snapshots.getAnyOrg(checkpointId);
    return row && !row.durable ? { source: checkpointId, on: row.node } : { source: checkpointId };
  }

  /** Makes sure a checkpoint (and its chain) is on `node`, fetching it from the object store. */
  async fetchTo(node: string, checkpointId: string): Promise<void> {
    await this.#d.snapshots.durability.ensureLocal(checkpointId, this.#d.placement.agent(node));
  }

  spec(row: SandboxRow): RestoreSpec {
    return {
      vmId: row.vm_id,
      cpus: row.cpus,
      memoryMb: row.memory_mb,
      runtime: row.runtime as Runtime,
      disableInternet: Boolean(row.disable_internet),
      egress: readEgress(row.egress),
      volumes: readMounts(row.volumes),
    };
  }

  /**
   * A create whose vm_id already exists: the same caller's retry gets the sandbox back, once it
   * has started. If the create's claim lapses meanwhile (its replica died), this one finishes it.
   */
  async retried(caller: Caller, existing: SandboxRow): Promise<SandboxRow> {
    if (existing.org_id !== caller.orgId) throw conflict('vm_id in use', 'vm_id is already taken');
    if (existing.deleted_unix_ns !== null) throw conflict('vm_id in use', 'vm_id belonged to a deleted sandbox');
    let row: SandboxRow | undefined = existing;
    let claimAt = Date.now() + CLAIM_POLL_MS;
    while (row && row.state === 'creating') {
      if (Date.now() >= claimAt) {
        claimAt = Date.now() + CLAIM_POLL_MS;
        const taken = await this.#takeOver(row);
        if (taken) return taken;
      }
      await new Promise((r) => setTimeout(r, WAIT_POLL_MS));
      row = await this.#d.store.sandboxes.get(caller.orgId, existing.vm_id);
    }
    if (!row) throw notFound('sandbox');
    if (row.state === 'failed') return this.#startAgain(caller, row);
    return row;
  }

  /**
   * A retried create (or fork child) whose start failed, e.g. cut short by a restart: started again
   * from its checkpoint, within the cap and on a host with room, so that a 201 is a usable sandbox.
   * One cut before its checkpoint existed cannot be: 409 `create failed` says what to do.
   */
  async #startAgain(caller: Caller, row: SandboxRow): Promise<SandboxRow> {
    const checkpointId = row.checkpoint_id;
    if (!checkpointId) {
      throw conflict(
        'create failed',
        `sandbox ${row.vm_id} did not start and cannot be started again (its events say why); delete it and create a new one`,
      );
    }
    const { store, sandboxCap } = this.#d;
    if (!(await store.sandboxes.reclaimSlotWithinCap(caller.orgId, row.vm_id, 'failed', sandboxCap))) {
      const now = await store.sandboxes.get(caller.orgId, row.vm_id);
      if (now && now.state !== 'failed') return this.retried(caller, now);
      throw quotaCap(sandboxCap);
    }
    if (!(await this.#d.claims.claim(row.vm_id))) return this.retried(caller, { ...row, state: 'creating' });
    try {
      await this.#d.host.destroy(row.vm_id).catch(() => undefined);
      const node = await this.move(row, await this.near(checkpointId)).catch(async (err) => {
        await store.sandboxes.update(row.vm_id, { state: 'failed' });
        throw err;
      });
      return await this.launch(
        { ...row, node, state: 'creating' },
        checkpointId,
        `from checkpoint ${checkpointId}, started again by a retry`,
      );
    } finally {
      await this.#d.claims.release(row.vm_id);
    }
  }

  /**
   * Finishes a create nobody holds a claim on any more: tears down whatever the replica that died
   * left on the host, and starts the sandbox again from the create's checkpoint. Undefined if the
   * create is still claimed, or is not a create (a fork's child, an unarchive).
   */
  async #takeOver(row: SandboxRow): Promise<SandboxRow | undefined> {
    if (!(await isClaimedCreate(this.#d.store, row))) return undefined;
    const checkpointId = row.checkpoint_id as string;
    if (!(await this.#d.claims.claim(row.vm_id))) return undefined;
    try {
      const fresh = await this.#d.store.sandboxes.getAnyOrg(row.vm_id);
      if (fresh?.state !== 'creating' || fresh.deleted_unix_ns !== null) return undefined;
      await this.#d.host.destroy(row.vm_id).catch(() => undefined);
      return await this.launch(
        fresh,
        checkpointId,
        `from checkpoint ${checkpointId}, taken over from a stopped replica`,
      );
    } finally {
      await this.#d.claims.release(row.vm_id);
    }
  }
}
