// Ready-made instances of recently used sources, so that taking one costs a claim instead of a
// start. The host agent keeps restores of template checkpoints here (docs/checkpoints.md, "Warm
// pool"). Knows nothing about VMs: it fills, hands out and discards opaque instances, one fill at
// a time so that a refill never takes more than one core from the sandboxes being served.

export interface WarmPoolLimits {
  /** Ready instances kept per source. */
  perSource: number;
  /** Guest memory all ready instances may hold together (MiB); less recently used sources give way. */
  memoryMb: number;
}

interface Source<P, T> {
  params: P;
  /** Guest memory of one instance (MiB). */
  sizeMb: number;
  /** Ready instances wanted (at most the pool's perSource). */
  depth: number;
  ready: T[];
  lastUsed: number;
  /** Fills failed in a row; the source stops being filled until it is used again. */
  failures: number;
}

const MAX_FAILURES = 3;

export class WarmPool<P, T> {
  readonly #limits: WarmPoolLimits;
  readonly #make: (params: P, hurried: Promise<void>) => Promise<T>;
  readonly #discard: (item: T) => Promise<void>;
  readonly #sources = new Map<string, Source<P, T>>();
  #filling: Promise<void> | null = null;
  /** The source whose instance is being made now, that instance's preparation, and its hurry. */
  #preparing: { id: string; done: Promise<void>; hurry: () => void } | null = null;
  #closed = false;
  /** Counts uses so that two in the same millisecond still order. */
  #clock = 0;

  /**
   * `make` prepares an instance in the background; `hurried` resolves if a take() starts waiting
   * for it (the maker may then give it more of the host).
   */
  constructor(
    limits: WarmPoolLimits,
    make: (params: P, hurried: Promise<void>) => Promise<T>,
    discard: (item: T) => Promise<void>,
  ) {
    this.#limits = limits;
    this.#make = make;
    this.#discard = discard;
  }

  /**
   * Notes a use of source `id`, whose instances hold `sizeMb` each, and tops it up to `depth`
   * instances (the pool's perSource at most) in the background.
   */
  want(id: string, params: P, sizeMb: number, depth = this.#limits.perSource): void {
    if (this.#closed || this.#limits.perSource <= 0 || depth <= 0 || sizeMb > this.#limits.memoryMb) return;
    const source = this.#sources.get(id) ?? { params, sizeMb, depth, ready: [], lastUsed: 0, failures: 0 };
    source.depth = Math.min(depth, this.#limits.perSource);
    source.lastUsed = ++this.#clock;
    source.failures = 0;
    this.#sources.set(id, source);
    this.#startFill();
  }

  /**
   * A ready instance of source `id`, which is the caller's from now on; undefined if none. With
   * none ready but one of `id` being made, waits for it: the rest of a preparation under way is
   * never longer than a start of its own, which would also compete with it for the host's CPUs.
   */
  async take(id: string): Promise<T | undefined> {
    const source = this.#sources.get(id);
    const preparing = this.#preparing;
    if (source && source.ready.length === 0 && preparing?.id === id) {
      preparing.hurry();
      await preparing.done;
    }
    const item = source?.ready.shift();
    if (item !== undefined) this.#startFill();
    return item;
  }

  /** Ready instances of source `id` (for tests and status). */
  readyCount(id: string): number {
    return this.#sources.get(id)?.ready.length ?? 0;
  }

  /**
   * Discards the instances of every source `matches` selects and stops filling them. Returns once
   * none is left, including one being made now (the caller may remove what instances are made of).
   */
  async drop(matches: (id: string) => boolean): Promise<void> {
    const items: T[] = [];
    for (const [id, source] of this.#sources) {
      if (!matches(id)) continue;
      this.#sources.delete(id);
      items.push(...source.ready);
    }
    const discarded = items.map((item) => this.#discardLogged(item));
    const preparing = this.#preparing;
    if (preparing && matches(preparing.id)) {
      // Its source is gone, so #prepare discards it once made; sooner at normal priority.
      preparing.hurry();
      discarded.push(preparing.done);
    }
    await Promise.all(discarded);
  }

  /** Stops filling and discards everything (a fill in progress finishes and is discarded). */
  async close(): Promise<void> {
    this.#closed = true;
    await this.#filling;
    await this.drop(() => true);
  }

  #startFill(): void {
    if (this.#filling || this.#closed) return;
    this.#filling = this.#fill().finally(() => {
      this.#filling = null;
    });
  }

  async #fill(): Promise<void> {
    for (;;) {
      const next = this.#nextToFill();
      if (!next) return;
      const [id, source] = next;
      let hurry = () => {};
      const hurried = new Promise<void>((resolve) => {
        hurry = resolve;
      });
      const done = this.#prepare(id, source, hurried);
      this.#preparing = { id, done, hurry };
      await done;
      this.#preparing = null;
    }
  }

  /** Makes one instance of `source` and adds it to its ready list (or discards it if unwanted now). */
  async #prepare(id: string, source: Source<P, T>, hurried: Promise<void>): Promise<void> {
    let item: T;
    try {
      item = await this.#make(source.params, hurried);
    } catch (err) {
      source.failures++;
      console.error(`warm pool: preparing ${id}: ${(err as Error).message}`);
      return;
    }
    if (this.#closed || this.#sources.get(id) !== source) await this.#discardLogged(item);
    else source.ready.push(item);
  }

  /** Discards an instance; a failure is logged (the instance's owner cleans up leftovers on start). */
  async #discardLogged(item: T): Promise<void> {
    try {
      await this.#discard(item);
    } catch (err) {
      console.error(`warm pool: discarding: ${(err as Error).message}`);
    }
  }

  /**
   * The most recently used source short of instances. Without room in the memory budget,
   * instances of less recently used sources are discarded to make it; if that is not enough,
   * nothing is filled.
   */
  #nextToFill(): [string, Source<P, T>] | undefined {
    if (this.#closed) return undefined;
    const byUse = [...this.#sources].sort((a, b) => b[1].lastUsed - a[1].lastUsed);
    const wanting = byUse.find(([, s]) => s.ready.length < s.depth && s.failures < MAX_FAILURES);
    if (!wanting) return undefined;
    const held = byUse.reduce((mb, [, s]) => mb + s.ready.length * s.sizeMb, 0);
    const older = byUse.filter(([, s]) => s.lastUsed < wanting[1].lastUsed);
    const reclaimable = older.reduce((mb, [, s]) => mb + s.ready.length * s.sizeMb, 0);
    let short = held + wanting[1].sizeMb - this.#limits.memoryMb;
    if (short > reclaimable) return undefined;
    for (const [, victim] of older.reverse()) {
      while (short > 0 && victim.ready.length > 0) {
        void this.#discardLogged(victim.ready.pop() as T);
        short -= victim.sizeMb;
      }
    }
    return wanting;
  }
}
