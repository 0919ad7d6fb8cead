// Makes checkpoints durable: has the host holding a checkpoint push its files to the object store
// (host/checkpoint-store.ts; `checkpoint.json` goes last and is the commit marker) and marks it
// durable only once it, and every checkpoint its disk is stacked on, is there. So a crash
// mid-upload leaves no object that claims to be complete, and no row claims durable before the
// upload finished. A failed upload is tried again in the background, with backoff, for as long as
// the checkpoint still wants it. Fetch is the way back: a host pulls a checkpoint and its chain.

import type { HostAgent } from '../../host/types.ts';
import type { ObjectStore } from '../../objects/types.ts';
import type { Store } from '../../store/index.ts';
import { snapshotDurableNotice } from '../webhooks/events.ts';

/** Backoff between tries of a failed upload: the object store may be down for a while. */
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 60_000;

export class Durability {
  readonly #store: Store;
  readonly #objects: ObjectStore;
  readonly #host: HostAgent;
  /** Uploads in flight, by checkpoint id, so concurrent requests share one upload. */
  readonly #uploads = new Map<string, Promise<void>>();
  /** Background upload loops by checkpoint id; a loop tries until it succeeds or is not wanted. */
  readonly #loops = new Map<string, Promise<void>>();
  /** Wakes the loops waiting between tries, so they notice close() at once. */
  readonly #wakers = new Set<() => void>();
  #closed = false;

  constructor(store: Store, objects: ObjectStore, host: HostAgent) {
    this.#store = store;
    this.#objects = objects;
    this.#host = host;
  }

  /** Starts making a checkpoint durable in the background; failures are logged and retried later. */
  enqueue(id: string): void {
    // A loop already trying covers this checkpoint.
    if (this.#closed || this.#loops.has(id)) return;
    const loop = this.#keepTrying(id)
      .catch((err) => console.error(`upload of checkpoint ${id}: giving up: ${(err as Error).message}`))
      .finally(() => this.#loops.delete(id));
    this.#loops.set(id, loop);
  }

  /**
   * Uploads a checkpoint, trying again with backoff after a failure (the object store may be down
   * for a while) until the checkpoint is no longer wanted or the service closes.
   */
  async #keepTrying(id: string): Promise<void> {
    for (let delayMs = FIRST_RETRY_MS; !this.#closed; delayMs = Math.min(delayMs * 2, MAX_RETRY_MS)) {
      try {
        await this.upload(id);
        return;
      } catch (err) {
        // Deleted while it was being packed or copied (its files went from under it): not a failure.
        if (!(await this.#wanted(id).catch(() => true))) return;
        console.error(`upload of checkpoint ${id}: ${(err as Error).message}; next try in ${delayMs / 1000} s`);
      }
      await this.#pause(delayMs);
      if (!(await this.#wanted(id))) return;
    }
  }

  /** Whether an upload is still worth trying: the checkpoint is live, not durable, and on this host. */
  async #wanted(id: string): Promise<boolean> {
    const row = await this.#store.snapshots.getAnyOrg(id);
    return !!row && !row.durable && row.deleted_unix_ns === null && (await this.#host.hasCheckpoint(id));
  }

  /** Waits `ms`, or less if the service closes; never keeps the process alive by itself. */
  #pause(ms: number): Promise<void> {
    if (this.#closed) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.#wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      timer.unref();
      this.#wakers.add(wake);
    });
  }

  /**
   * Stops background uploads for good and waits for those in flight, so none touches the store
   * after the server closes it. A checkpoint left undurable is uploaded by resume() after a restart.
   */
  async close(): Promise<void> {
    this.#closed = true;
    for (const wake of [...this.#wakers]) wake();
    await Promise.allSettled([...this.#loops.values(), ...this.#uploads.values()]);
  }

  /** Uploads a checkpoint (and the chain beneath it) unless already durable. */
  upload(id: string): Promise<void> {
    let p = this.#uploads.get(id);
    if (!p) {
      p = this.#upload(id).finally(() => this.#uploads.delete(id));
      this.#uploads.set(id, p);
    }
    return p;
  }

  async #upload(id: string): Promise<void> {
    const row = await this.#store.snapshots.getAnyOrg(id);
    if (!row || row.durable) return;
    if (row.chain_parent) await this.upload(row.chain_parent);
    await this.#host.pushCheckpoint(id);
    // Webhooks hear of the user's snapshots, not of internal checkpoints (forks, archives, templates).
    await this.#store.snapshots.markDurable(id, row.kind === 'snapshot' ? snapshotDurableNotice(row) : undefined);
  }

  /**
   * Uploads every checkpoint on `node` that should be durable and is not (after a restart; in a
   * cluster, also the uploads of a replica that died: those taken before `takenBeforeNs`).
   */
  async resume(node: string, takenBeforeNs = Number.POSITIVE_INFINITY): Promise<void> {
    for (const r of await this.#store.snapshots.onNode(node)) {
      if (
        !r.durable &&
        r.kind !== 'fork' &&
        r.deleted_unix_ns === null &&
        r.created_unix_ns < takenBeforeNs &&
        (await this.#host.hasCheckpoint(r.snapshot_id))
      ) {
        this.enqueue(r.snapshot_id);
      }
    }
  }

  /**
   * Makes sure a checkpoint (and its chain) is on a host (any host of the set by default), fetching what is gone from the object
   * store; parents first, since a checkpoint's disk names theirs.
   */
  async ensureLocal(id: string, host: HostAgent = this.#host): Promise<void> {
    if (await host.hasCheckpoint(id)) return;
    const row = await this.#store.snapshots.getAnyOrg(id);
    if (!row?.durable) throw new Error(`checkpoint ${id} is neither on host ${host.node} nor durable`);
    if (row.chain_parent) await this.ensureLocal(row.chain_parent, host);
    await host.pullCheckpoint(id);
  }

  /** Removes a checkpoint's objects (its files on the host are the collector's). */
  async forget(id: string): Promise<void> {
    // An upload in flight would otherwise write objects after they were deleted.
    await this.#uploads.get(id)?.catch(() => undefined);
    await this.#objects.deletePrefix(`checkpoints/${id}`);
  }
}
