// Sign-in rate limit: failed attempts counted per email and per client address in fixed windows.
// Once either count reaches its limit, every attempt (even with the right password) is refused
// until that window ends, so guessing costs the attacker the whole window. Held in memory, per api
// replica (docs/accounts.md).

export interface SignInLimits {
  /** Failed attempts allowed for one email per window. */
  perEmail: number;
  /** Failed attempts allowed from one client address per window. */
  perAddress: number;
  windowS: number;
}

interface Window {
  start: number;
  failures: number;
}

export class SignInLimiter {
  readonly #limits: SignInLimits;
  readonly #windows = new Map<string, Window>();
  readonly #now: () => number;

  constructor(limits: SignInLimits, now: () => number = Date.now) {
    this.#limits = limits;
    this.#now = now;
  }

  /** Seconds until another attempt is allowed, or 0 if one is allowed now. */
  retryAfter(email: string, address: string): number {
    return Math.max(
      this.#wait(`email:${email}`, this.#limits.perEmail),
      this.#wait(`address:${address}`, this.#limits.perAddress),
    );
  }

  failed(email: string, address: string): void {
    this.#count(`email:${email}`);
    this.#count(`address:${address}`);
  }

  /** A right password clears the email's count (not the address's: one address may try many emails). */
  succeeded(email: string): void {
    this.#windows.delete(`email:${email}`);
  }

  #current(key: string): Window | undefined {
    const w = this.#windows.get(key);
    if (w && this.#now() - w.start >= this.#limits.windowS * 1000) {
      this.#windows.delete(key);
      return undefined;
    }
    return w;
  }

  #wait(key: string, limit: number): number {
    const w = this.#current(key);
    if (!w || w.failures < limit) return 0;
    return Math.max(1, Math.ceil((w.start + this.#limits.windowS * 1000 - this.#now()) / 1000));
  }

  #count(key: string): void {
    const w = this.#current(key);
    if (w) w.failures++;
    else this.#windows.set(key, { start: this.#now(), failures: 1 });
    // Forget ended windows now and then so the map cannot grow without bound.
    if (this.#windows.size > 10_000) for (const k of [...this.#windows.keys()]) this.#current(k);
  }
}
