// A sandbox's egress rules (docs/network.md): the shape the API takes and stores, their limits,
// and what they mean: which names may be resolved, which addresses reached, and what the proxy
// lets through on 80/443. Pure: no sockets, no nft (the rest of host/egress/ applies it).
//
// Semantics, in one place:
// - `allow_out` absent: everything not denied is allowed (the sandbox's usual internet).
//   `allow_out: []`: nothing is allowed. Given: only the listed CIDRs, and the answers the
//   host's resolver gave for the listed names (for their TTL).
// - `deny_out` wins over `allow_out`: a denied CIDR is unreachable even if an allowed name
//   resolves into it; a denied name is not resolved even if an allowed `*.domain` covers it.
// - `domain` matches that name only; `*.domain` matches any name below it, not the domain itself.
// - Link-local, the host and other sandboxes stay unreachable whatever the rules say.

/** The rules as the API takes, shows and stores them. */
export interface EgressRules {
  allow_out?: string[];
  deny_out?: string[];
}

/** At most this many entries in each of allow_out and deny_out. */
export const MAX_EGRESS_ENTRIES = 256;
/** At most this many characters in an entry (a DNS name's own limit). */
export const MAX_EGRESS_ENTRY_LENGTH = 253;

const OCTET = '(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])';
const LABEL = '[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** An entry: an IPv4 address or CIDR, a domain, or `*.` and a domain (whose last label starts with a letter). */
export const EGRESS_ENTRY_PATTERN =
  `^((${OCTET}\\.){3}${OCTET}(/(3[0-2]|[12]?[0-9]))?` +
  `|(\\*\\.)?(${LABEL}\\.)*[A-Za-z]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)$`;
const ENTRY = new RegExp(EGRESS_ENTRY_PATTERN);
const ADDRESS = /^[0-9.]+(\/[0-9]+)?$/;

/** A CIDR as numbers: the network and its mask. */
interface Net {
  net: number;
  mask: number;
}

/**
 * Why `rules` cannot be used, or null. The API's schema already holds entries to the pattern and
 * the limits; this adds what a pattern cannot say (a CIDR's host bits, a name's total length).
 */
export function egressRulesError(rules: EgressRules): string | null {
  for (const list of ['allow_out', 'deny_out'] as const) {
    const entries = rules[list];
    if (entries === undefined) continue;
    if (entries.length > MAX_EGRESS_ENTRIES) return `${list}: at most ${MAX_EGRESS_ENTRIES} entries`;
    for (const e of entries) {
      if (e.length > MAX_EGRESS_ENTRY_LENGTH || !ENTRY.test(e)) {
        return `${list}: ${JSON.stringify(e)} is not an IPv4 address or CIDR, a domain, or *.domain`;
      }
      if (ADDRESS.test(e)) {
        const { net, mask } = parseNet(e);
        if ((net & ~mask) >>> 0 !== 0) return `${list}: ${e} has bits set beyond its /${e.split('/')[1]}`;
      }
    }
  }
  return null;
}

/**
 * The rules as stored and shown: names lowercased, bare addresses as /32 CIDRs, duplicates
 * dropped, order kept; null when neither list is given (no rules: today's behaviour).
 */
export function normalizeEgressRules(rules: EgressRules | null | undefined): EgressRules | null {
  if (!rules || (rules.allow_out === undefined && rules.deny_out === undefined)) return null;
  const norm = (entries: string[]) => [
    ...new Set(entries.map((e) => (ADDRESS.test(e) ? (e.includes('/') ? e : `${e}/32`) : e.toLowerCase()))),
  ];
  return {
    ...(rules.allow_out === undefined ? {} : { allow_out: norm(rules.allow_out) }),
    ...(rules.deny_out === undefined ? {} : { deny_out: norm(rules.deny_out) }),
  };
}

/** Compiled rules: what the resolver, the proxy and the slot's nft sets ask. */
export class EgressPolicy {
  /** No allow_out: everything not denied is allowed. */
  readonly allowAll: boolean;
  readonly allowNets: string[];
  readonly denyNets: string[];
  readonly #allowNets: Net[];
  readonly #denyNets: Net[];
  readonly #allowNames: NamePatterns;
  readonly #denyNames: NamePatterns;

  constructor(rules: EgressRules) {
    const allow = rules.allow_out ?? [];
    const deny = rules.deny_out ?? [];
    this.allowAll = rules.allow_out === undefined;
    this.allowNets = allow.filter((e) => ADDRESS.test(e)).map(withPrefix);
    this.denyNets = deny.filter((e) => ADDRESS.test(e)).map(withPrefix);
    this.#allowNets = this.allowNets.map(parseNet);
    this.#denyNets = this.denyNets.map(parseNet);
    this.#allowNames = new NamePatterns(allow.filter((e) => !ADDRESS.test(e)));
    this.#denyNames = new NamePatterns(deny.filter((e) => !ADDRESS.test(e)));
  }

  /** The resolver answers this name (from upstream); otherwise NXDOMAIN. */
  nameAllowed(name: string): boolean {
    const n = canonicalName(name);
    if (this.#denyNames.matches(n)) return false;
    return this.allowAll || this.#allowNames.matches(n);
  }

  nameDenied(name: string): boolean {
    return this.#denyNames.matches(canonicalName(name));
  }

  /** An allowed CIDR holds `ip` (and no denied one). */
  addressAllowed(ip: string): boolean {
    return !this.addressDenied(ip) && inNets(ip, this.#allowNets);
  }

  addressDenied(ip: string): boolean {
    return inNets(ip, this.#denyNets);
  }
}

/** A DNS name as rules compare it: lowercase, without the root's trailing dot. */
export function canonicalName(name: string): string {
  return name.toLowerCase().replace(/\.$/, '');
}

/** Exact names and `*.domain` suffixes. */
class NamePatterns {
  readonly #exact = new Set<string>();
  readonly #suffixes: string[] = [];

  constructor(entries: string[]) {
    for (const e of entries.map((x) => x.toLowerCase())) {
      if (e.startsWith('*.')) this.#suffixes.push(e.slice(1));
      else this.#exact.add(e);
    }
  }

  matches(name: string): boolean {
    // `*.a.com` is `.a.com` here: b.a.com and c.b.a.com end with it, a.com does not.
    return this.#exact.has(name) || this.#suffixes.some((s) => name.endsWith(s));
  }
}

function withPrefix(e: string): string {
  return e.includes('/') ? e : `${e}/32`;
}

function parseNet(cidr: string): Net {
  const [addr, bits = '32'] = cidr.split('/');
  const prefix = Number(bits);
  const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
  return { net: ipv4ToInt(addr), mask };
}

function inNets(ip: string, nets: Net[]): boolean {
  const n = ipv4ToInt(ip);
  return nets.some((x) => (n & x.mask) >>> 0 === x.net);
}

export function ipv4ToInt(s: string): number {
  const p = s.split('.').map(Number);
  return ((p[0] << 24) | (p[1] << 16) | (p[2] << 8) | p[3]) >>> 0;
}
