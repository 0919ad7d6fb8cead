// Runs async work one at a time per key (a VM, a caller-chosen id): each call starts once the
// previous call for the same key has settled, whatever its outcome. Keys with nothing queued
// are forgotten.

export class KeyedQueue {
  readonly #tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const prev = this.#tails.get(key) ?? Promise.resolve();
    const next = prev.catch(() => undefined).then(fn);
    this.#tails.set(key, next);
    const cleanup = () => {
      if (this.#tails.get(key) === next) this.#tails.delete(key);
    };
    next.then(cleanup, cleanup);
    return next;
  }
}
