// The egress rules of a host's slots (docs/network.md): for each slot whose sandbox has rules (and
// no disable_internet, which wins), its ruleset with the rules' sets, its resolver and proxy on
// sockets inside the slot, and what the resolver answered. Keyed by slot index: a slot carries its
// rules from the moment it is given them until it is released, whichever VM runs behind it. The
// host agent calls apply() before a guest can send anything through a slot (a new slot before
// QEMU starts, a warm instance before its vCPUs continue) and whenever the rules change.

import os from 'node:os';
import type { NetworkSlot } from '../network.ts';
import { resolvedElementsScript, SANDBOX_NETS, type SlotEgress, slotRuleset } from '../network.ts';
import { nftApply } from '../nft.ts';
import { Answers } from './answers.ts';
import { openSlotSockets, type SlotSockets } from './netns-sockets.ts';
import { EgressPolicy, type EgressRules, ipv4ToInt } from './policy.ts';
import { SlotResolver } from './resolver.ts';
import { SniProxy } from './sni-proxy.ts';
import type { Upstream } from './upstream.ts';

/** Never reachable through the proxy, whatever the rules say (the slot's and host's nft drop the rest). */
const ALWAYS_BLOCKED = ['0.0.0.0/8', '127.0.0.0/8', '169.254.0.0/16', SANDBOX_NETS, '224.0.0.0/3'].map((c) => {
  const [a, bits] = c.split('/');
  const mask = (0xffffffff << (32 - Number(bits))) >>> 0;
  return { net: ipv4ToInt(a) & mask, mask };
});
/** The host's own addresses are read again after this long (interfaces come and go). */
const HOST_ADDRESSES_MS = 1_000;

interface RuledSlot {
  slot: NetworkSlot;
  policy: EgressPolicy;
  answers: Answers;
  sockets: SlotSockets;
  resolver: SlotResolver;
  proxy: SniProxy;
  /** nft changes of this slot, one at a time (a set update must not race a table replace). */
  nft: Promise<void>;
}

export class EgressSlots {
  readonly #upstream: Upstream | null;
  readonly #ruled = new Map<number, RuledSlot>();
  #hostAddresses = { at: 0, set: new Set<string>() };

  constructor(upstream: Upstream | null) {
    this.#upstream = upstream;
  }

  /** Whether slot `index` runs under egress rules now. */
  has(index: number): boolean {
    return this.#ruled.has(index);
  }

  /**
   * Gives slot `slot` these rules (null: none), effective for new connections when this returns.
   * A slot losing its rules gets its plain ruleset back; its open connections go on.
   */
  async apply(slot: NetworkSlot, rules: EgressRules | null, disableInternet: boolean): Promise<void> {
    const ruled = this.#ruled.get(slot.index);
    if (!rules || disableInternet) {
      if (!ruled) return;
      this.#ruled.delete(slot.index);
      await this.#queue(ruled, () => nftApply(slotRuleset(slot.index, { disableInternet }), slot.netns));
      ruled.resolver.close();
      ruled.proxy.stopListening();
      return;
    }
    const policy = new EgressPolicy(rules);
    if (ruled) {
      ruled.policy = policy;
      ruled.answers.retain((name) => policy.nameAllowed(name));
      await this.#queue(ruled, () => this.#replaceRuleset(ruled));
      return;
    }
    const [sockets] = await Promise.all([
      openSlotSockets(slot.netns, slot.gatewayIp),
      nftApply(slotRuleset(slot.index, { disableInternet, egress: slotEgress(policy, new Answers()) }), slot.netns),
    ]);
    const entry = this.#start(slot, policy, sockets);
    this.#ruled.set(slot.index, entry);
  }

  /** Slot `index` is going away: its resolver and proxy stop, its proxied connections are cut. */
  release(index: number): void {
    const ruled = this.#ruled.get(index);
    if (!ruled) return;
    this.#ruled.delete(index);
    ruled.resolver.close();
    ruled.proxy.close();
  }

  close(): void {
    for (const index of [...this.#ruled.keys()]) this.release(index);
  }

  #start(slot: NetworkSlot, policy: EgressPolicy, sockets: SlotSockets): RuledSlot {
    const entry = { slot, policy, answers: new Answers(), sockets, nft: Promise.resolve() } as RuledSlot;
    const upstream = this.#upstream;
    entry.resolver = new SlotResolver(sockets.dnsUdp, sockets.dnsTcp, {
      policy: () => entry.policy,
      upstream: upstream ?? { host: '0.0.0.0', port: 53 },
      learn: (name, answers) => this.#learn(entry, name, answers),
    });
    entry.proxy = new SniProxy(sockets.http, sockets.https, {
      allows: (name, ip) => this.#allows(entry, name, ip),
      mayOpen: (ip) => this.#reachable(entry, ip),
    });
    if (!upstream) console.error('egress: no upstream resolver (--egress-dns, or a nameserver in /etc/resolv.conf)');
    return entry;
  }

  /** Records a name's answers; with allow_out, adds them to the slot's `resolved` set first. */
  async #learn(entry: RuledSlot, name: string, answers: { ip: string; ttlS: number }[]): Promise<void> {
    const added = entry.answers.add(name, answers);
    if (entry.policy.allowAll || added.length === 0) return;
    await this.#queue(entry, async () => {
      if (this.#ruled.get(entry.slot.index) !== entry) return;
      try {
        await nftApply(resolvedElementsScript(added), entry.slot.netns);
      } catch {
        // An element timed out between our look and the delete: add them without it.
        await nftApply(resolvedElementsScript(added.map((a) => ({ ...a, present: false }))), entry.slot.netns);
      }
    });
  }

  /** Whether the proxy may splice a connection naming `name` (null: none) to `ip`. */
  #allows(entry: RuledSlot, name: string | null, ip: string): boolean {
    const { policy, answers } = entry;
    if (this.#blocked(ip) || policy.addressDenied(ip)) return false;
    if (name !== null && policy.nameDenied(name)) return false;
    if (policy.allowAll || policy.addressAllowed(ip)) return true;
    return name !== null && policy.nameAllowed(name) && answers.includes(name, ip);
  }

  /** Whether the slot reaches `ip` on other ports: an allowed CIDR, or a resolved answer. */
  #reachable(entry: RuledSlot, ip: string): boolean {
    const { policy, answers } = entry;
    if (this.#blocked(ip) || policy.addressDenied(ip)) return false;
    return policy.allowAll || policy.addressAllowed(ip) || answers.addresses().has(ip);
  }

  #blocked(ip: string): boolean {
    const n = ipv4ToInt(ip);
    if (ALWAYS_BLOCKED.some((b) => (n & b.mask) >>> 0 === b.net)) return true;
    const now = Date.now();
    if (now - this.#hostAddresses.at > HOST_ADDRESSES_MS) {
      const all = Object.values(os.networkInterfaces()).flatMap((list) => list ?? []);
      this.#hostAddresses = { at: now, set: new Set(all.filter((a) => a.family === 'IPv4').map((a) => a.address)) };
    }
    return this.#hostAddresses.set.has(ip);
  }

  async #replaceRuleset(entry: RuledSlot): Promise<void> {
    const { slot } = entry;
    await nftApply(
      slotRuleset(slot.index, { disableInternet: false, egress: slotEgress(entry.policy, entry.answers) }),
      slot.netns,
    );
  }

  #queue(entry: RuledSlot, op: () => Promise<unknown>): Promise<void> {
    const next = entry.nft.then(op).then(() => undefined);
    entry.nft = next.catch(() => undefined);
    return next;
  }
}

/** The slot ruleset's view of a policy, with the answers still usable and their seconds left. */
function slotEgress(policy: EgressPolicy, answers: Answers): SlotEgress {
  const now = Date.now();
  return {
    allowAll: policy.allowAll,
    allowNets: policy.allowNets,
    denyNets: policy.denyNets,
    resolved: [...answers.addresses(now)].map(([ip, until]) => ({
      ip,
      timeoutS: Math.max(1, Math.ceil((until - now) / 1000)),
    })),
  };
}
