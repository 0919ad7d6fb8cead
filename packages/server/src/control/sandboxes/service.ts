// The sandbox state machine for the API: create, read, delete, reboot, and the guest operations
// (exec, sessions, files) that need a running sandbox. It owns the rules of the spec's "States
// and transitions" table; the host agent owns the machines, the store owns the records.

import { randomUUID } from 'node:crypto';
import { CAPACITY_RETRY_S } from '../../cluster/placement.ts';
import {
  ApiError,
  agentUnreachable,
  badRequest,
  capacity,
  conflict,
  notFound,
  quotaCap,
  sandboxPaused,
  sandboxStopped,
} from '../../errors.ts';
import type { HostAgent } from '../../host/types.ts';
import { AgentUnreachableError } from '../../host/types.ts';
import { nowNs, type PageRequest, type SandboxFilter, type SandboxRow, type SnapshotRow } from '../../store/index.ts';
import { crashPoint } from '../../sys/crash-points.ts';
import { KeyedQueue } from '../../sys/keyed-queue.ts';
import type { Caller } from '../access/keys.ts';
import { guestErrorToApi, hostErrorToApi } from '../guest-errors.ts';
import {
  expiryFromNow,
  extendedExpiry,
  inheritedLifecycle,
  type LifecycleRequest,
  type OnExpiry,
  patchedLifecycle,
} from '../lifetimes/lifecycle.ts';
import type { SandboxOps } from '../sandbox-ops.ts';
import { readMounts } from '../volumes/mounts.ts';
import { sandboxNotice } from '../webhooks/events.ts';
import { Creates } from './creates.ts';
import type { SandboxServiceDeps } from './deps.ts';
import { type Labels, writeLabels } from './labels.ts';
import { type CreateRequest, type ForkRequest, WRITABLE_SIZE_BYTES } from './requests.ts';
import { Starts } from './starts.ts';
import { type SandboxView, viewSandbox } from './view.ts';

/** CPU a sandbox may burn, in ms over the sampling window, and still count as idle. */
const IDLE_CPU_MS = 20;
const BUSY_SAMPLE_MS = 200;

/** How long a guest agent may take to answer before a checkpoint of it is refused (slow under TCG). */
const AGENT_CHECK_MS = 5_000;
/** A failed archive is worth retrying once the object store's trouble may have passed. */
const ARCHIVE_RETRY_S = 30;

export class SandboxService implements SandboxOps {
  readonly #d: SandboxServiceDeps;
  /** Time of the last API call naming each sandbox (for the idle policy). */
  readonly #activity = new Map<string, number>();
  /** Guest operations (exec, files, sessions) in progress per sandbox: a sandbox serving one is not idle. */
  readonly #inFlight = new Map<string, number>();
  readonly #snapshotIds = new KeyedQueue();
  readonly #starts: Starts;
  readonly #creates: Creates;

  constructor(deps: SandboxServiceDeps) {
    this.#d = deps;
    this.#starts = new Starts(deps, (row, kind, detail) => this.event(row, kind, detail));
    this.#creates = new Creates(deps, this.#starts, (row, kind, detail) => this.event(row, kind, detail));
    deps.shared?.start(() => this.#inFlight.keys());
  }

  get host(): HostAgent {
    return this.#d.host;
  }

  create(caller: Caller, req: CreateRequest): Promise<SandboxRow> {
    return this.#creates.create(caller, req);
  }

  async get(caller: Caller, vmId: string): Promise<SandboxRow> {
    const row = await this.#d.store.sandboxes.get(caller.orgId, vmId);
    if (!row) throw notFound('sandbox');
    this.#activity.set(vmId, Date.now());
    this.#d.shared?.note(vmId).catch((err) => console.error(`shared activity: ${(err as Error).message}`));
    return row;
  }

  /**
   * When the sandbox was last named by an API call; a sandbox never seen, or serving a call now
   * (a long command), counts from `now`.
   */
  lastActivity(vmId: string, now: number): number {
    if (!this.#activity.has(vmId) || this.#inFlight.has(vmId)) this.#activity.set(vmId, now);
    return this.#activity.get(vmId) as number;
  }

  /** The organization's sandboxes that pass `filter`, oldest first (a page of them with `page`). */
  list(caller: Caller, filter: SandboxFilter = {}, page?: PageRequest): Promise<SandboxRow[]> {
    return this.#d.store.sandboxes.list(caller.orgId, filter, page);
  }

  /** Changes what a sandbox's owner may change in any state: its labels and lifecycle settings. */
  async update(
    caller: Caller,
    vmId: string,
    patch: { labels?: Labels; lifecycle?: LifecycleRequest },
  ): Promise<SandboxRow> {
    const row = await this.get(caller, vmId);
    const changes = {
      ...(patch.labels === undefined ? {} : { labels: writeLabels(patch.labels) }),
      ...(patch.lifecycle === undefined ? {} : patchedLifecycle(row, patch.lifecycle)),
    };
    if (Object.keys(changes).length > 0) await this.#d.store.sandboxes.update(vmId, changes);
    return this.get(caller, vmId);
  }

  /** Pushes a sandbox's expiry `byS` seconds later (control/lifetimes/lifecycle.ts, extendedExpiry). */
  async extend(caller: Caller, vmId: string, byS: number): Promise<SandboxRow> {
    const row = await this.get(caller, vmId);
    await this.#d.store.sandboxes.update(vmId, extendedExpiry(row, byS, nowNs()));
    await this.event(row, 'extended', `by ${byS} s`);
    return this.get(caller, vmId);
  }

  /**
   * Makes a sandbox expire `inS` seconds from now, whatever its lifetime was (null: never); the
   * E2B-compatible API's timeouts (control/lifetimes/lifecycle.ts, expiryFromNow).
   */
  async expireIn(
    caller: Caller,
    vmId: string,
    inS: number | null,
    opts: { onExpiry?: OnExpiry; extendOnly?: boolean } = {},
  ): Promise<SandboxRow> {
    const row = await this.get(caller, vmId);
    await this.#d.store.sandboxes.update(vmId, expiryFromNow(row, inS, nowNs(), opts));
    return this.get(caller, vmId);
  }

  /** A sandbox as the API shows it. */
  view(row: SandboxRow): SandboxView {
    return viewSandbox(row, this.#d.idleAfterMs / 1000);
  }

  /**
   * The record answers 404 at once; the VM is torn down in the background. Repeating the delete
   * of one's own sandbox is a no-op; an id that is not the caller's (another organization's, or
   * never made) is 404.
   */
  async delete(caller: Caller, vmId: string): Promise<void> {
    const row = await this.#d.store.sandboxes.getAnyOrg(vmId);
    if (row?.org_id !== caller.orgId) throw notFound('sandbox');
    if (row.deleted_unix_ns !== null) return;
    await this.deleteRow(row, '');
  }

  /** Deletes a sandbox for its owner or a policy (`detail`: why, on the `deleted` event). */
  async deleteRow(row: SandboxRow, detail: string): Promise<void> {
    const vmId = row.vm_id;
    if (!(await this.#d.store.sandboxes.markDeleted(vmId))) return; // a concurrent delete won
    this.#activity.delete(vmId);
    this.#d.shared?.forget(vmId).catch((err) => console.error(`shared activity: ${(err as Error).message}`));
    await this.event(row, 'deleted', detail);
    await this.#d.onDelete?.(row);
    if (row.state !== 'creating') {
      this.#d.host
        .destroy(vmId)
        .then(() => this.#d.snapshots.collect())
        .catch((err) => console.error(`destroy ${vmId}: ${(err as Error).message}`));
    }
  }

  async reboot(caller: Caller, vmId: string): Promise<SandboxRow> {
    const row = await this.get(caller, vmId);
    if (row.state === 'archived') throw sandboxStopped();
    if (!['running', 'paused', 'slept'].includes(row.state)) throw conflict(`sandbox is ${row.state}`);
    const placement = await this.#guestCall(() => this.#d.host.reboot(vmId));
    await this.#d.store.sandboxes.update(vmId, { guest_ip: placement.guestIp, node: placement.node, state: 'running' });
    await this.event(row, 'rebooted', `new guest_ip ${placement.guestIp}`);
    return this.get(caller, vmId);
  }

  // ---- checkpoints ---------------------------------------------------------------------------

  snapshot(caller: Caller, vmId: string, opts: { leavePaused?: boolean; snapshotId?: string }): Promise<SnapshotRow> {
    // Retries of one snapshot_id that arrive together: the later ones find the first one's row.
    const snapshot = () => this.#snapshot(caller, vmId, opts);
    return opts.snapshotId ? this.#snapshotIds.run(opts.snapshotId, snapshot) : snapshot();
  }

  async #snapshot(
    caller: Caller,
    vmId: string,
    opts: { leavePaused?: boolean; snapshotId?: string },
  ): Promise<SnapshotRow> {
    if (opts.snapshotId) {
      const existing = await this.#d.store.snapshots.getAnyOrg(opts.snapshotId);
      if (existing?.org_id === caller.orgId && existing.vm_id === vmId && existing.deleted_unix_ns === null)
        return existing;
    }
    const row = await this.#awake(caller, vmId);
    await this.#checkAgent(vmId, 409);
    const snap = await this.#guestCall(() =>
      this.#d.snapshots.take(row, { kind: 'snapshot', snapshotId: opts.snapshotId, leavePaused: opts.leavePaused }),
    );
    this.#creates.keepSnapshotWarm(snap);
    const paused = snap.paused_ms === undefined ? '' : `, guest paused ${Math.round(snap.paused_ms)} ms`;
    await this.event(
      row,
      'snapshotted',
      `snapshot ${snap.snapshot_id}${paused}${opts.leavePaused ? ', left paused' : ''}`,
    );
    if (opts.leavePaused) {
      // The sandbox rests until the next command or file operation wakes it.
      await this.#d.store.sandboxes.update(vmId, { state: 'slept' });
      await this.event(row, 'slept', `left paused by snapshot ${snap.snapshot_id}`);
    }
    return snap;
  }

  /** Live copies of a running sandbox from one point in time (one, or `count` 2-4 siblings). */
  async fork(caller: Caller, vmId: string, req: ForkRequest): Promise<SandboxRow[]> {
    if (req.count !== undefined && req.child_vm_id !== undefined) {
      throw badRequest('child_vm_id is for a single fork; leave out count');
    }
    if (req.child_vm_id) {
      const existing = await this.#d.store.sandboxes.getAnyOrg(req.child_vm_id);
      if (existing) {
        if (existing.org_id !== caller.orgId || existing.parent_vm_id !== vmId)
          throw conflict('vm_id in use', 'child_vm_id is already taken');
        return [await this.#starts.retried(caller, existing)];
      }
    }
    const parent = await this.#awake(caller, vmId);
    await this.#checkAgent(vmId, 503);
    const ids = req.count ? Array.from({ length: req.count }, () => randomUUID()) : [req.child_vm_id ?? randomUUID()];
    const children = ids.map((id) => {
      const child = this.#starts.newRow(caller, id, {
        image: parent.image,
        cpus: parent.cpus,
        memory_mb: parent.memory_mb,
        runtime: parent.runtime,
        disable_internet: parent.disable_internet,
        egress: parent.egress,
        labels: parent.labels,
        parent_vm_id: vmId,
        last_snapshot_id: parent.last_snapshot_id,
        // Children share their parent's volumes (on the parent's host, where the volumes are).
        volumes: parent.volumes,
      });
      return Object.assign(child, inheritedLifecycle(parent, child.created_unix_ns));
    });
    // A fan-out needs its parent's host to fit all children.
    const raced = await this.#starts.insert(caller, children, { on: parent.node ?? undefined });
    if (raced) return [raced];
    let checkpoint: SnapshotRow & { paused_ms?: number };
    try {
      checkpoint = await this.#guestCall(() => this.#d.snapshots.take(parent, { kind: 'fork' }));
    } catch (err) {
      for (const c of children) await this.#d.store.sandboxes.update(c.vm_id, { state: 'failed' });
      throw err;
    }
    await this.event(
      parent,
      'forked',
      `${ids.length} ${ids.length === 1 ? 'child' : 'children'}: ${ids.join(', ')}; parent paused ${Math.round(checkpoint.paused_ms ?? 0)} ms`,
    );
    for (const c of children) await this.#d.store.sandboxes.update(c.vm_id, { checkpoint_id: checkpoint.snapshot_id });
    return Promise.all(children.map((c) => this.#starts.launch(c, checkpoint.snapshot_id, `forked from ${vmId}`)));
  }

  /**
   * Archives a sandbox: memory and disk saved to the object store, the VM and its cap slot
   * released. Answers once the checkpoint is durable.
   */
  async archive(caller: Caller, vmId: string): Promise<void> {
    const row = await this.get(caller, vmId);
    if (row.state === 'archived') return;
    await this.archiveRow(row, '');
  }

  /**
   * Archives a resident sandbox for its owner or a policy (`reason`: why, on the `archived` event).
   * `unless`: asked once the checkpoint is durable; true means a call overtook a policy's archive:
   * the sandbox then runs on (the checkpoint left it paused) and is not archived.
   */
  async archiveRow(row: SandboxRow, reason: string, unless?: () => Promise<boolean>): Promise<void> {
    const vmId = row.vm_id;
    if (!['running', 'paused', 'slept'].includes(row.state)) throw conflict(`sandbox is ${row.state}`);
    // A paused or slept guest cannot answer; its checkpoint needs only QEMU.
    if (row.state === 'running') await this.#checkAgent(vmId, 503);
    const snap = await this.#guestCall(() => this.#d.snapshots.take(row, { kind: 'archive', leavePaused: true }));
    try {
      await this.#d.snapshots.durability.upload(snap.snapshot_id);
    } catch (err) {
      // Not archived: the sandbox goes on as it was, and the checkpoint's upload is retried.
      console.error(`archive of ${vmId}: ${(err as Error).message}`);
      if (row.state === 'running') await this.#d.host.resume(vmId);
      throw new ApiError(
        503,
        'archive failed',
        'the object store did not take the sandbox; it is unchanged',
        {},
        { 'retry-after': String(ARCHIVE_RETRY_S) },
      );
    }
    if (await unless?.()) {
      await this.#d.host.resume(vmId);
      await this.#d.store.sandboxes.update(vmId, { state: 'running' });
      return;
    }
    // Archived from here on (the checkpoint is durable): a crash before the VM is gone leaves an
    // orphan QEMU the next start kills, not a sandbox marked lost.
    await this.#d.store.sandboxes.update(vmId, { state: 'archived' });
    await this.event(row, 'archived', `checkpoint ${snap.snapshot_id}${reason ? `; ${reason}` : ''}`);
    await this.#d.host.destroy(vmId);
  }

  /** Brings an archived sandbox back: processes, sockets and memory continue. */
  async unarchive(caller: Caller, vmId: string): Promise<SandboxRow> {
    const row = await this.get(caller, vmId);
    if (['running', 'paused', 'slept'].includes(row.state)) return row;
    if (row.state !== 'archived' || !row.checkpoint_id) throw conflict(`sandbox is ${row.state}`);
    if (!(await this.#d.store.sandboxes.reclaimSlotWithinCap(caller.orgId, vmId, 'archived', this.#d.sandboxCap))) {
      const now = await this.get(caller, vmId);
      if (now.state !== 'archived') return this.#starts.retried(caller, now);
      throw quotaCap(this.#d.sandboxCap);
    }
    try {
      // Any host with room (the archive is in the object store), but its volumes' host if it has any.
      const volumeNode = await this.#d.volumes.checkLive(readMounts(row.volumes));
      const node = await this.#starts.move(row, {
        source: row.checkpoint_id,
        ...(volumeNode === undefined ? {} : { on: volumeNode }),
      });
      await this.#starts.fetchTo(node, row.checkpoint_id);
      const placement = await this.#d.host.restore(this.#starts.spec(row), row.checkpoint_id);
      await crashPoint('unarchive:restored');
      await this.#d.store.sandboxes.update(vmId, {
        state: 'running',
        guest_ip: placement.guestIp,
        node: placement.node,
      });
    } catch (err) {
      await this.#d.host.destroy(vmId).catch(() => undefined);
      await this.#d.store.sandboxes.update(vmId, { state: 'archived' });
      if (err instanceof ApiError) throw err;
      const host = hostErrorToApi(err);
      if (host) throw host;
      // A host too loaded to bring the guest up in time: 503, to be retried (it stays archived).
      if (err instanceof AgentUnreachableError) {
        throw capacity(CAPACITY_RETRY_S, `the host did not bring the sandbox up in time: ${err.message}`, 'start');
      }
      throw new ApiError(500, 'start failed', `the sandbox did not come back: ${(err as Error).message}`);
    }
    await this.event(row, 'unarchived', '');
    return this.get(caller, vmId);
  }

  // ---- rest: pause, sleep, wake --------------------------------------------------------------

  async pause(caller: Caller, vmId: string): Promise<void> {
    const row = await this.#resident(caller, vmId);
    if (row.state === 'paused') return;
    if (row.state === 'running') await this.#guestCall(() => this.#d.host.pause(vmId));
    await this.#d.store.sandboxes.update(vmId, { state: 'paused' });
    await this.event(row, 'paused', '');
  }

  async resume(caller: Caller, vmId: string): Promise<void> {
    const row = await this.#resident(caller, vmId);
    if (row.state === 'running') return;
    await this.#wake(row, row.state === 'paused' ? 'resumed' : 'woke');
  }

  /** Puts an idle sandbox to sleep; a busy one keeps running and answers false. */
  async sleep(caller: Caller, vmId: string): Promise<boolean> {
    const row = await this.#resident(caller, vmId);
    if (row.state === 'slept') return true;
    if (row.state === 'paused') throw sandboxPaused();
    if (await this.busy(vmId)) return false;
    await this.#guestCall(() => this.#d.host.pause(vmId));
    await this.#d.store.sandboxes.update(vmId, { state: 'slept' });
    await this.event(row, 'slept', 'by request');
    return true;
  }

  /**
   * Whether a sandbox is doing work: a background process or session, a live connection, or CPU
   * used over a short sample; and, unless `exposure` is false, an exposed port.
   */
  async busy(vmId: string, exposure = true): Promise<boolean> {
    // An exposed port is work: anyone may send a request to it at any time. (A policy that archives
    // or deletes counts the requests it gets instead: noteActivity.)
    if (exposure && (await this.#d.store.ingress.countForSandbox(vmId)) > 0) return true;
    const before = await this.#guestCall(() => this.#d.host.stats(vmId));
    if (before.background > 0 || before.connections > 0) return true;
    await new Promise((r) => setTimeout(r, BUSY_SAMPLE_MS));
    const after = await this.#guestCall(() => this.#d.host.stats(vmId));
    return after.background > 0 || after.connections > 0 || after.cpu_ms - before.cpu_ms > IDLE_CPU_MS;
  }

  /**
   * Puts a running sandbox found idle by the idle policy to rest (state slept, no event); false if
   * it was busy, changed meanwhile, or a call overtook the rest (it is then running as before).
   * `calledBefore`: the last call through any replica as the policy read it (a cluster's);
   * `exposure`: whether an exposed port is work (it is for sleep).
   */
  async restIdle(row: SandboxRow, calledBefore: number | undefined, exposure: boolean): Promise<boolean> {
    if (row.state !== 'running' || this.#inFlight.has(row.vm_id) || (await this.busy(row.vm_id, exposure)))
      return false;
    const fresh = await this.#d.store.sandboxes.getAnyOrg(row.vm_id);
    if (fresh?.state !== 'running' || fresh.deleted_unix_ns !== null) return false;
    await this.#d.host.pause(row.vm_id);
    await this.#d.store.sandboxes.update(row.vm_id, { state: 'slept' });
    if (await this.calledSince(row.vm_id, calledBefore)) {
      // A call started meanwhile (here, or through another replica: control/lifetimes/shared-activity.ts)
      // and may have found the sandbox running: let it finish. A call counted after this check
      // reads the state after it was written, and wakes the sandbox.
      await this.#d.host.resume(row.vm_id);
      await this.#d.store.sandboxes.update(row.vm_id, { state: 'running' });
      return false;
    }
    return true;
  }

  /** Whether a call is in flight here, or one through any replica came after `calledBefore`. */
  async calledSince(vmId: string, calledBefore: number | undefined): Promise<boolean> {
    return this.#inFlight.has(vmId) || (await this.#sharedCall(vmId)) !== calledBefore;
  }

  /** Activity other than an API call (a request to a public port): the idle clock starts again. */
  noteActivity(vmId: string): void {
    this.#activity.set(vmId, Date.now());
    this.#d.shared?.note(vmId).catch((err) => console.error(`shared activity: ${(err as Error).message}`));
  }

  /** The last call naming the sandbox through any replica (a cluster's), else undefined. */
  async #sharedCall(vmId: string): Promise<number | undefined> {
    return (await this.#d.shared?.lastCalls([vmId]))?.get(vmId);
  }

  async #wake(row: SandboxRow, kind: 'woke' | 'resumed', detail = ''): Promise<void> {
    await this.#guestCall(() => this.#d.host.resume(row.vm_id));
    await this.#d.store.sandboxes.update(row.vm_id, { state: 'running' });
    await this.event(row, kind, detail);
  }

  /** Wakes a slept sandbox for something other than an API call (a request to an exposed port). */
  async wakeSlept(vmId: string, detail: string): Promise<void> {
    const row = await this.#d.store.sandboxes.getAnyOrg(vmId);
    if (row?.state !== 'slept' || row.deleted_unix_ns !== null) return;
    await this.#wake(row, 'woke', detail);
    this.#activity.set(vmId, Date.now());
  }

  /** A sandbox whose VM is on its host (running, paused or slept), else the state's 409. */
  async #resident(caller: Caller, vmId: string): Promise<SandboxRow> {
    const row = await this.get(caller, vmId);
    if (row.state === 'archived') throw sandboxStopped();
    if (!['running', 'paused', 'slept'].includes(row.state)) throw conflict(`sandbox is ${row.state}`);
    return row;
  }

  /** A running sandbox; a slept one is woken transparently, a paused one is 409. */
  async #awake(caller: Caller, vmId: string): Promise<SandboxRow> {
    const row = await this.#resident(caller, vmId);
    if (row.state === 'paused') throw sandboxPaused();
    if (row.state === 'slept') {
      await this.#wake(row, 'woke');
      return { ...row, state: 'running' };
    }
    return row;
  }

  /** The guest agent answers quickly, or the operation is refused with `sandbox agent unreachable`. */
  async #checkAgent(vmId: string, status: 409 | 503): Promise<void> {
    try {
      await this.#d.host.stats(vmId, AGENT_CHECK_MS);
    } catch (err) {
      if (err instanceof AgentUnreachableError) throw agentUnreachable(status);
      throw guestErrorToApi(err);
    }
  }

  /**
   * Runs a guest operation on a sandbox of the caller's organization, mapping the guest's failures
   * to API errors. Used by exec, sessions and file operations.
   */
  async guest<T>(caller: Caller, vmId: string, op: (host: HostAgent) => Promise<T>): Promise<T> {
    // Counted before the state is read, so that sleepIdle sees every call that may find it running.
    this.#inFlight.set(vmId, (this.#inFlight.get(vmId) ?? 0) + 1);
    try {
      // Written before the state is read, for the same reason (another replica's sleepIdle).
      await this.#d.shared?.note(vmId);
      await this.#awake(caller, vmId);
      return await this.#guestCall(() => op(this.#d.host));
    } finally {
      const left = (this.#inFlight.get(vmId) ?? 1) - 1;
      if (left > 0) this.#inFlight.set(vmId, left);
      else this.#inFlight.delete(vmId);
      if (this.#activity.has(vmId)) this.#activity.set(vmId, Date.now());
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
    await this.#d.store.events.add(
      { vmId: row.vm_id, orgId: row.org_id, kind, detail, node: row.node ?? '' },
      sandboxNotice(row, kind, detail),
    );
  }
}

export type { CreateRequest, ForkRequest };
export { WRITABLE_SIZE_BYTES };
