// What a ruled slot's resolver answered: for each name asked, the IPv4 addresses upstream gave and
// until when each may be used (its TTL, held between MIN_ANSWER_S and MAX_ANSWER_S). The proxy
// asks it whether a name's answers include a destination; the slot's nft `resolved` set holds the
// same addresses with the same timeouts (egress-slot.ts keeps the two in step).

/** An answer is usable at least this long, so a TTL of 0 still lets the asker connect. */
export const MIN_ANSWER_S = 10;
/** And at most this long, whatever upstream says. */
export const MAX_ANSWER_S = 86_400;

export class Answers {
  /** name -> address -> expiry (ms since the epoch). */
  readonly #byName = new Map<string, Map<string, number>>();

  /**
   * Records `name`'s answers; returns each address with the seconds it is usable for and whether
   * it was already usable through some name before (its set element then exists).
   */
  add(name: string, answers: { ip: string; ttlS: number }[], now = Date.now()): AddedAnswer[] {
    this.#prune(now);
    const known = this.addresses(now);
    const entry = this.#byName.get(name) ?? new Map<string, number>();
    this.#byName.set(name, entry);
    const added: AddedAnswer[] = [];
    for (const a of answers) {
      const timeoutS = Math.min(MAX_ANSWER_S, Math.max(MIN_ANSWER_S, Math.ceil(a.ttlS)));
      const until = now + timeoutS * 1000;
      entry.set(a.ip, Math.max(entry.get(a.ip) ?? 0, until));
      const before = known.get(a.ip);
      // Only a later expiry changes the set element.
      if (before === undefined || before < until) added.push({ ip: a.ip, timeoutS, present: before !== undefined });
    }
    return added;
  }

  /** `name` resolved to `ip`, and that answer has not expired. */
  includes(name: string, ip: string, now = Date.now()): boolean {
    const until = this.#byName.get(name)?.get(ip);
    return until !== undefined && until > now;
  }

  /** Forgets the answers of names `keep` refuses now (a rule change). */
  retain(keep: (name: string) => boolean): void {
    for (const name of this.#byName.keys()) if (!keep(name)) this.#byName.delete(name);
  }

  /** Every usable address, with its latest expiry over all names. */
  addresses(now = Date.now()): Map<string, number> {
    const out = new Map<string, number>();
    for (const entry of this.#byName.values()) {
      for (const [ip, until] of entry) if (until > now && (out.get(ip) ?? 0) < until) out.set(ip, until);
    }
    return out;
  }

  #prune(now: number): void {
    for (const [name, entry] of this.#byName) {
      for (const [ip, until] of entry) if (until <= now) entry.delete(ip);
      if (entry.size === 0) this.#byName.delete(name);
    }
  }
}

export interface AddedAnswer {
  ip: string;
  timeoutS: number;
  present: boolean;
}
