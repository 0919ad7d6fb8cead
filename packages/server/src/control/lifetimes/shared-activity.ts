// The API calls of every replica, as the idle policy sees them (docs/deploy.md, "Several api
// replicas"). The policy runs on one replica (the background lease's holder), but calls reach the
// others too; each replica writes, at most every few seconds per sandbox (sharedEveryMs: well
// inside the idle period), when a call last named it (store.cluster.touchCalls), and keeps writing
// it while a call of its own is in flight. So the time the policy reads is never older than the
// idle period for a sandbox some replica is still serving.
// The first call after a quiet spell is written before it reaches the guest, so a sleep that read
// the time before the write sees the write once it has paused the VM, and undoes itself
// (SandboxService.restIdle). The embedded `warren serve` has one replica and does without.

import { nowNs, type Store } from '../../store/index.ts';

/** How stale the shared time of a sandbox's last call may get: 5 s, or a third of a shorter idle period. */
export function sharedEveryMs(idleAfterMs: number): number {
  return Math.min(5_000, Math.floor(idleAfterMs / 3));
}

export class SharedActivity {
  readonly #store: Store;
  readonly #everyMs: number;
  /** When this replica last wrote each sandbox's call time (ms). */
  readonly #written = new Map<string, number>();
  #timer: NodeJS.Timeout | undefined;

  constructor(store: Store, everyMs: number) {
    this.#store = store;
    this.#everyMs = everyMs;
  }

  /** Keeps writing the sandboxes `inFlight()` names (long calls) as called now. */
  start(inFlight: () => Iterable<string>): void {
    clearInterval(this.#timer);
    this.#timer = setInterval(() => {
      // An entry this old is as good as none (note writes through); dropping them keeps the map small.
      const now = Date.now();
      for (const [id, t] of this.#written) if (now - t >= this.#everyMs) this.#written.delete(id);
      const ids = [...inFlight()];
      this.#write(ids).catch((err) => console.error(`shared activity: ${(err as Error).message}`));
    }, this.#everyMs);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
  }

  /** A call names `vmId`: written through unless this replica wrote it within the last #everyMs. */
  async note(vmId: string): Promise<void> {
    const last = this.#written.get(vmId);
    if (last !== undefined && Date.now() - last < this.#everyMs) return;
    await this.#write([vmId]);
  }

  /** The last call naming each sandbox through any replica, in ms (those never named are absent). */
  async lastCalls(vmIds: string[]): Promise<Map<string, number>> {
    const ns = await this.#store.cluster.lastCalls(vmIds);
    return new Map([...ns].map(([id, t]) => [id, t / 1e6]));
  }

  async forget(vmId: string): Promise<void> {
    this.#written.delete(vmId);
    await this.#store.cluster.forgetCalls(vmId);
  }

  async #write(vmIds: string[]): Promise<void> {
    if (vmIds.length === 0) return;
    const now = Date.now();
    await this.#store.cluster.touchCalls(vmIds, nowNs());
    for (const id of vmIds) this.#written.set(id, now);
  }
}
