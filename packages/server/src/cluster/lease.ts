// A lease on work one api replica does for all (docs/deploy.md, "Several api replicas"): the idle
// policy, the meter, the host-loss sweep. Held through the store (store/cluster.ts: one upsert
// decides), renewed every third of its time to live; a replica that dies lets it expire and
// another takes it within `ttlMs`. `onChange` hears when this replica gains or loses it.

import type { Store } from '../store/index.ts';

/** What holds the background work: a Lease, or soleLease for a replica that is alone. */
export interface Holder {
  readonly held: boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A lone control plane (`warren serve`, `warren api --host`) holds it without asking anyone. */
export function soleLease(onChange: (held: boolean) => void): Holder {
  let held = false;
  return {
    get held() {
      return held;
    },
    async start() {
      held = true;
      onChange(true);
    },
    async stop() {
      held = false;
    },
  };
}

export class Lease implements Holder {
  readonly #store: Store;
  readonly #name: string;
  readonly #holder: string;
  readonly #ttlMs: number;
  readonly #onChange: (held: boolean) => void;
  #held = false;
  #timer: NodeJS.Timeout | undefined;

  constructor(store: Store, name: string, holder: string, ttlMs: number, onChange: (held: boolean) => void) {
    this.#store = store;
    this.#name = name;
    this.#holder = holder;
    this.#ttlMs = ttlMs;
    this.#onChange = onChange;
  }

  get held(): boolean {
    return this.#held;
  }

  /** Tries once now (so a lone replica holds it before it serves), then keeps trying. */
  async start(): Promise<void> {
    await this.#renew();
    this.#timer = setInterval(() => void this.#renew(), Math.max(100, Math.floor(this.#ttlMs / 3)));
    this.#timer.unref();
  }

  async #renew(): Promise<void> {
    let held: boolean;
    try {
      held = await this.#store.cluster.acquireLease(this.#name, this.#holder, this.#ttlMs);
    } catch (err) {
      // The store cannot be reached: another replica may take over, so stop doing the work.
      console.error(`lease ${this.#name}: ${(err as Error).message}`);
      held = false;
    }
    if (held !== this.#held) {
      this.#held = held;
      this.#onChange(held);
    }
  }

  /**
   * Stops renewing and gives the lease up, so another replica takes it at once. The caller stops
   * the work itself first (onChange is not called).
   */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    if (this.#held) {
      this.#held = false;
      await this.#store.cluster.releaseLease(this.#name, this.#holder).catch(() => undefined);
    }
  }
}
