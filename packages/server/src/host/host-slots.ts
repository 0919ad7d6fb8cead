// The network slots of one host agent's VMs (network.ts): the indices it holds (claimed
// machine-wide, slot-claims.ts, so several agents on one machine never share one), its ready
// spares (spare-slots.ts), and the egress rules put in force on a slot before it is handed out
// (egress/).

import type { EgressSlots } from './egress/egress-slots.ts';
import type { NetworkSlot } from './network.ts';
import { createSlot, destroySlot, listSlots } from './network.ts';
import { SlotClaims } from './slot-claims.ts';
import { SpareSlots } from './spare-slots.ts';
import type { StartSpec } from './types.ts';

/** Enough for the largest fork fan-out (4 children) without building a slot. */
const SPARE_SLOTS = 4;

export class HostSlots {
  /** Indices this agent holds: its VMs' slots and its spares. */
  readonly used = new Set<number>();
  readonly claims = new SlotClaims();
  #spares: SpareSlots | null = null;
  readonly #egress: EgressSlots;

  constructor(egress: EgressSlots) {
    this.#egress = egress;
  }

  /** Starts keeping `count` slots built ahead (once the host's network is set up). */
  keepSpares(count = SPARE_SLOTS): void {
    this.#spares = new SpareSlots(count, { alloc: () => this.#alloc(), free: (index) => this.free(index) });
  }

  get spareCount(): number {
    return this.#spares?.readyCount ?? 0;
  }

  /**
   * A built slot for a new VM: a ready spare if `spare`, or built now; with the sandbox's egress
   * rules (if any) in force when it is returned.
   */
  async acquire(spec: Pick<StartSpec, 'disableInternet' | 'egress'>, spare: boolean): Promise<NetworkSlot> {
    const { disableInternet } = spec;
    let slot = spare ? await this.#spares?.take({ disableInternet }) : undefined;
    if (!slot) {
      const index = await this.#alloc();
      try {
        slot = await createSlot(index, { disableInternet });
      } catch (err) {
        this.free(index);
        throw err;
      }
    }
    try {
      await this.#egress.apply(slot, spec.egress ?? null, disableInternet);
    } catch (err) {
      await this.release(slot);
      throw err;
    }
    return slot;
  }

  /** Tears a slot down and gives its index back. */
  async release(slot: NetworkSlot): Promise<void> {
    this.#egress.release(slot.index);
    await destroySlot(slot.index);
    this.free(slot.index);
  }

  /** Gives an index back without touching its slot (one a kept VM still uses, or one never built). */
  free(index: number): void {
    this.used.delete(index);
    this.claims.release(index);
  }

  async close(): Promise<void> {
    await this.#spares?.close();
  }

  /** The lowest slot index neither this agent nor anything else on the machine uses. */
  async #alloc(): Promise<number> {
    const present = new Set(await listSlots());
    for (let i = 0; ; i++) {
      if (!this.used.has(i) && !present.has(i) && this.claims.tryClaim(i)) {
        this.used.add(i);
        return i;
      }
    }
  }
}
