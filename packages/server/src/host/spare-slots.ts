// Network slots built ahead of need. Building one (namespace, veth pair, TAP, addresses, sysctls,
// ruleset) is ~100 ms of `ip`, `sysctl` and `nft` processes that a start, restore or fork would
// otherwise wait for before its QEMU can launch. Spares are built with internet access; taking one
// for a disable_internet sandbox replaces its ruleset, one nft transaction, before any guest runs
// behind it. Knows slots, not VMs: the taker owns a slot from then on and destroys it as usual.

import type { NetworkSlot } from './network.ts';
import { createSlot, destroySlot, slotRuleset } from './network.ts';
import { nftApply } from './nft.ts';

/** Spares are built with CPU nothing else wants, so a refill never slows the restores that took them. */
const SPARE_NICE = 19;

/** Slot indexes come from, and go back to, the host agent's allocator (claims on the machine). */
export interface SlotIndexes {
  alloc(): Promise<number>;
  free(index: number): void;
}

export class SpareSlots {
  readonly #count: number;
  readonly #indexes: SlotIndexes;
  readonly #ready: NetworkSlot[] = [];
  #filling: Promise<void> | null = null;
  #closed = false;

  /** Keeps `count` spares, starting now, in the background. */
  constructor(count: number, indexes: SlotIndexes) {
    this.#count = count;
    this.#indexes = indexes;
    this.#fill();
  }

  get readyCount(): number {
    return this.#ready.length;
  }

  /** A built slot in the given mode, or undefined when none is ready (build one yourself). */
  async take(opts: { disableInternet: boolean }): Promise<NetworkSlot | undefined> {
    const slot = this.#ready.shift();
    this.#fill();
    if (!slot || !opts.disableInternet) return slot;
    try {
      await nftApply(slotRuleset(slot.index, opts), slot.netns);
      return slot;
    } catch (err) {
      console.error(`spare network slot ${slot.index}: ${(err as Error).message}`);
      await this.#discard(slot);
      return undefined;
    }
  }

  /** Waits for a build in progress, then destroys every spare. */
  async close(): Promise<void> {
    this.#closed = true;
    await this.#filling;
    await Promise.all(this.#ready.splice(0).map((slot) => this.#discard(slot)));
  }

  /** Builds spares one at a time until there are enough; a failed build stops until the next take. */
  #fill(): void {
    if (this.#filling || this.#closed || this.#ready.length >= this.#count) return;
    this.#filling = (async () => {
      while (!this.#closed && this.#ready.length < this.#count) {
        const index = await this.#indexes.alloc();
        try {
          this.#ready.push(await createSlot(index, { disableInternet: false, nice: SPARE_NICE }));
        } catch (err) {
          this.#indexes.free(index);
          console.error(`spare network slot ${index}: ${(err as Error).message}`);
          return;
        }
      }
    })().finally(() => {
      this.#filling = null;
    });
  }

  async #discard(slot: NetworkSlot): Promise<void> {
    try {
      await destroySlot(slot.index);
    } catch (err) {
      // Its index stays taken: the allocator skips slots it finds on the machine.
      console.error(`spare network slot ${slot.index}: ${(err as Error).message}`);
    }
    this.#indexes.free(slot.index);
  }
}
