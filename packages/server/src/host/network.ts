// Network slots: the per-sandbox network namespace a QEMU process runs in, and the root
// namespace's part of isolating them. Owns addresses, interface names, routes and nftables rules
// of sandboxes; knows nothing about QEMU or guests beyond the TAP name and the addresses the guest
// agent must configure. Design and address plan: docs/networking.md.
//
//   guest eth0 ── tap0 ┊ warren-<i> netns ┊ veth0 ══ wrn<i> ┊ root netns ┊ uplink ── internet
//   guestIp/30    gatewayIp    (NAT)      nsIp/30   hostIp/30    (NAT)
//
// Every slot index maps to fixed addresses, names and a MAC, so nothing is stored: the kernel's
// state is the truth, and listSlots() reads it back after a crash.

import { access, readdir } from 'node:fs/promises';
import { ipBatch } from './ip.ts';
import { listNetns, netnsPath } from './netns.ts';
import { nftApply } from './nft.ts';
import { setSysctls } from './sysctl.ts';

export interface NetworkSlot {
  index: number;
  /** Named network namespace QEMU runs in (`ip netns exec <netns> qemu-system-x86_64 ...`). */
  netns: string;
  /** Persistent TAP inside `netns` for `-netdev tap,ifname=<tap>,script=no,downscript=no`. */
  tap: string;
  /** Address the guest puts on its eth0, with `prefix`. Reachable from the root namespace. */
  guestIp: string;
  /** The guest's default route (the TAP's address inside the namespace). */
  gatewayIp: string;
  prefix: number;
  /** MAC for the guest's NIC (`-device virtio-net-device,netdev=...,mac=<mac>`). */
  mac: string;
}

export const MAX_SLOTS = 4096;

/** Guest links: slot i owns GUEST_NET + 4i .. +3 (/30). 100.96.0.0/18. */
const GUEST_NET = ipv4ToInt('100.96.0.0');
/** Host links (veth pairs): slot i owns LINK_NET + 4i .. +3 (/30). 100.96.64.0/18. */
const LINK_NET = ipv4ToInt('100.96.64.0');
const SLOT_PREFIX = 30;
/** Every address a slot can have, for documentation and for rules that name them all. */
export const SANDBOX_NETS = '100.96.0.0/17';

const NETNS_PREFIX = 'warren-';
/** Root-side veth names start with this; the root ruleset matches `wrn*`. */
const ROOT_VETH_PREFIX = 'wrn';
/** Names inside a slot's namespace: the same in every slot, so the slot ruleset is one text. */
const TAP = 'tap0';
const NS_VETH = 'veth0';
/** Locally administered unicast prefix 02:57:52 ("WR"); the last two octets are the index. */
const MAC_PREFIX = '02:57:52:00';

const LINK_LOCAL = '169.254.0.0/16';

/**
 * Packets a slot with egress rules sends to TCP 80/443 carry this mark, which routes them to the
 * slot's own local delivery (the host's name-checking proxy listens there; docs/network.md).
 */
export const EGRESS_MARK = 0x57;
/** Ports whose new connections a ruled slot hands to the proxy (HTTP Host, TLS SNI). */
export const PROXIED_PORTS = [80, 443] as const;
/** The routing table holding a slot's real local addresses (the `local` table holds 0.0.0.0/0). */
const REAL_LOCAL_TABLE = 58;

/**
 * What a slot's ruleset needs of its sandbox's egress rules (egress/policy.ts): the address sets
 * and the resolved answers with the seconds each has left. Without it the slot has no rules.
 */
export interface SlotEgress {
  /** No allow_out: everything not denied is allowed. */
  allowAll: boolean;
  allowNets: string[];
  denyNets: string[];
  resolved: { ip: string; timeoutS: number }[];
}

export function slotNetns(index: number): string {
  return `${NETNS_PREFIX}${index}`;
}

export function slotRootVeth(index: number): string {
  return `${ROOT_VETH_PREFIX}${index}`;
}

/** Addresses of slot `index`: guest link (gateway/guest) and host link (root side/namespace side). */
export function slotAddresses(index: number): { gatewayIp: string; guestIp: string; hostIp: string; nsIp: string } {
  checkIndex(index);
  const g = GUEST_NET + 4 * index;
  const l = LINK_NET + 4 * index;
  return {
    gatewayIp: intToIpv4(g + 1),
    guestIp: intToIpv4(g + 2),
    hostIp: intToIpv4(l + 1),
    nsIp: intToIpv4(l + 2),
  };
}

export function slotMac(index: number): string {
  checkIndex(index);
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  return `${MAC_PREFIX}:${hex(index >> 8)}:${hex(index & 0xff)}`;
}

/** The slot's description; pure, creates nothing. */
export function describeSlot(index: number): NetworkSlot {
  const a = slotAddresses(index);
  return {
    index,
    netns: slotNetns(index),
    tap: TAP,
    guestIp: a.guestIp,
    gatewayIp: a.gatewayIp,
    prefix: SLOT_PREFIX,
    mac: slotMac(index),
  };
}

/**
 * Root namespace: IPv4 forwarding on, and the `inet warren` table (replaced whole, so running
 * this again, or after an upgrade changed the rules, is safe). Call once at host agent start,
 * before any createSlot.
 */
export async function setupHostNetwork(): Promise<void> {
  await setSysctls({ 'net.ipv4.ip_forward': 1 });
  await nftApply(rootRuleset());
}

/**
 * Creates slot `index` from nothing (an existing one is destroyed first) and returns it. `nice`
 * runs its programs at that CPU priority (slots built ahead, in the background).
 */
export async function createSlot(
  index: number,
  opts: { disableInternet: boolean; egress?: SlotEgress | null; nice?: number },
): Promise<NetworkSlot> {
  const slot = describeSlot(index);
  const a = slotAddresses(index);
  const veth = slotRootVeth(index);
  const niced = { nice: opts.nice };
  await destroySlot(index);
  try {
    // Root side: the namespace, the veth pair with its inner end born inside the namespace (no
    // name clash between slots), and a route so the host reaches the guest at guestIp.
    await ipBatch(
      [
        `netns add ${slot.netns}`,
        `link add ${veth} type veth peer name ${NS_VETH} netns ${slot.netns}`,
        `addr add ${a.hostIp}/${SLOT_PREFIX} dev ${veth}`,
        `link set ${veth} up`,
        `route add ${a.guestIp}/32 via ${a.nsIp} dev ${veth} onlink`,
      ],
      undefined,
      niced,
    );
    // Inside the namespace: links, sysctls and rules are independent of each other (rules match
    // interface names), so they go in parallel. QEMU starts only after all three are done.
    await Promise.all([
      ipBatch(
        [
          `tuntap add dev ${TAP} mode tap`,
          `addr add ${a.gatewayIp}/${SLOT_PREFIX} dev ${TAP}`,
          `addr add ${a.nsIp}/${SLOT_PREFIX} dev ${NS_VETH}`,
          'link set lo up',
          `link set ${NS_VETH} up`,
          `link set ${TAP} up`,
          `route add default via ${a.hostIp} dev ${NS_VETH}`,
          ...anyAddressRouting(a),
        ],
        slot.netns,
        niced,
      ),
      setSysctls(
        {
          'net.ipv4.ip_forward': 1,
          // Outbound traffic is IPv4 only; also keeps the namespace's links quiet.
          'net.ipv6.conf.all.disable_ipv6': 1,
          'net.ipv6.conf.default.disable_ipv6': 1,
        },
        slot.netns,
        niced,
      ),
      nftApply(slotRuleset(index, opts), slot.netns, niced),
    ]);
  } catch (err) {
    await destroySlot(index);
    throw err;
  }
  return slot;
}

/**
 * The routing that lets a ruled slot's proxy accept a guest's connection to any address as that
 * address (so the accepted socket's local address is where the guest wanted to go): the `local`
 * table, which the kernel also asks whether an address is its own, says every address is; it is
 * looked up only for packets carrying EGRESS_MARK, and every other lookup goes through a table
 * of the namespace's real local addresses, then `main`. Unmarked traffic is routed as before.
 * Installed in every slot (it costs nothing in the same batch), so rules can come later.
 */
function anyAddressRouting(a: { gatewayIp: string; nsIp: string }): string[] {
  return [
    'route add local 0.0.0.0/0 dev lo table local',
    `route add local ${a.gatewayIp} dev lo table ${REAL_LOCAL_TABLE}`,
    `route add local ${a.nsIp} dev lo table ${REAL_LOCAL_TABLE}`,
    `route add local 127.0.0.0/8 dev lo table ${REAL_LOCAL_TABLE}`,
    `rule add pref 10 fwmark ${EGRESS_MARK} lookup local`,
    `rule add pref 20 lookup ${REAL_LOCAL_TABLE}`,
    'rule del pref 0',
  ];
}

/**
 * Removes slot `index`: its root-side veth (which takes the inner end with it) and its
 * namespace (and with it the TAP). Idempotent; a missing part is not an error. The QEMU process
 * must be gone first, or the namespace lives on (unnamed) until it exits.
 */
export async function destroySlot(index: number): Promise<void> {
  checkIndex(index);
  const veth = `/sys/class/net/${slotRootVeth(index)}`;
  const ns = netnsPath(slotNetns(index));
  for (let attempt = 1; ; attempt++) {
    const commands: string[] = [];
    // The veth goes first and explicitly: deleting a namespace destroys its devices asynchronously,
    // so an immediate createSlot of the same index could still find wrn<i> in place.
    if (await exists(veth)) commands.push(`link del ${slotRootVeth(index)}`);
    if (await exists(ns)) commands.push(`netns del ${slotNetns(index)}`);
    if (commands.length === 0) return;
    try {
      await ipBatch(commands);
      return;
    } catch (err) {
      // Something went away between our look and the command: the veth of a namespace deleted a
      // moment ago is torn down asynchronously, and two agents starting at once may both clean up
      // a dead agent's slot. Look again and delete what is left.
      if (attempt === DESTROY_ATTEMPTS) {
        if ((await exists(veth)) || (await exists(ns))) throw err;
        return;
      }
      await new Promise((r) => setTimeout(r, 50 * attempt));
    }
  }
}

const DESTROY_ATTEMPTS = 4;

/** Indexes of slots with anything left on this host (a namespace or a root-side veth), sorted. */
export async function listSlots(): Promise<number[]> {
  const found = new Set<number>();
  for (const name of await listNetns()) {
    const i = parseIndex(name, NETNS_PREFIX);
    if (i !== null) found.add(i);
  }
  for (const name of await readdir('/sys/class/net')) {
    const i = parseIndex(name, ROOT_VETH_PREFIX);
    if (i !== null) found.add(i);
  }
  return [...found].sort((x, y) => x - y);
}

/**
 * Root namespace rules, for every slot at once (matched by the wrn* interface names):
 * - input: a sandbox reaches none of the host's own addresses; only replies to connections the
 *   host opened (e.g. the edge forwarding to a guest port) come back.
 * - forward: no sandbox-to-sandbox traffic, no link-local, no IPv6; nothing from outside may open
 *   a connection into a sandbox (the host reaches guests from its own stack, which is output).
 * - postrouting: sandbox egress leaving through any other interface is masqueraded.
 * Drops, never rejects: a sandbox learns nothing from a fast refusal.
 */
export function rootRuleset(): string {
  const v = `"${ROOT_VETH_PREFIX}*"`;
  return `table inet warren {}
delete table inet warren
table inet warren {
  chain input {
    type filter hook input priority filter - 5; policy accept;
    iifname ${v} ct state established,related accept
    iifname ${v} drop
  }
  chain forward {
    type filter hook forward priority filter - 5; policy accept;
    iifname ${v} meta nfproto ipv6 drop
    iifname ${v} oifname ${v} drop
    iifname ${v} ip daddr ${LINK_LOCAL} drop
    oifname ${v} ct state established,related accept
    oifname ${v} drop
  }
  chain postrouting {
    type nat hook postrouting priority srcnat; policy accept;
    iifname ${v} oifname != ${v} masquerade
  }
}
`;
}

/**
 * Rules inside slot `index`'s namespace. The guest's traffic is masqueraded to the namespace's
 * veth address, so the host side sees one unique address per slot whatever the guest claims to
 * be. Link-local is dropped here already; with disableInternet everything the guest sends past
 * the gateway (and to the gateway itself) is dropped, so connects hang until the client's timeout.
 * Connections the host opens to the guest are let through in both modes. With `egress` (and
 * without disableInternet, which wins) the sandbox's egress rules apply: see egressRules().
 */
export function slotRuleset(index: number, opts: { disableInternet: boolean; egress?: SlotEgress | null }): string {
  const a = slotAddresses(index);
  const ruled = !opts.disableInternet && opts.egress ? egressRules(a.gatewayIp, opts.egress) : null;
  const egress = opts.disableInternet
    ? '    # disable_internet: no egress at all; the policy drops it'
    : (ruled?.forward ??
      `    iifname "${TAP}" oifname "${NS_VETH}" ip daddr ${LINK_LOCAL} drop
    iifname "${TAP}" oifname "${NS_VETH}" meta nfproto ipv4 accept`);
  return `table inet warren {}
delete table inet warren
table inet warren {
${ruled?.head ?? ''}  chain proxied {
    type filter hook prerouting priority mangle; policy accept;
    iifname "${TAP}" ct mark ${EGRESS_MARK} meta mark set ${EGRESS_MARK}
${ruled?.mark ?? ''}  }
  chain input {
    type filter hook input priority filter; policy accept;
    iifname "${TAP}" ct state established,related accept
${ruled?.input ?? ''}    iifname "${TAP}" drop
  }
  chain forward {
    type filter hook forward priority filter; policy drop;
    ct state established,related accept
    iifname "${NS_VETH}" oifname "${TAP}" ip saddr ${a.hostIp} accept
${egress}
  }
  chain postrouting {
    type nat hook postrouting priority srcnat; policy accept;
    iifname "${TAP}" oifname "${NS_VETH}" masquerade
  }
}
`;
}

/**
 * A ruled slot's parts (docs/network.md): the sets (allowed and denied CIDRs, and `resolved`, the
 * answers the host's resolver gave for allowed names, each for its TTL); DNS to any address
 * redirected to the resolver on the gateway; new TCP 80/443 connections not to an allowed CIDR
 * marked for the proxy (EGRESS_MARK), which the input chain lets in; and the forward rules: link-local and denied CIDRs dropped,
 * then allowed CIDRs and resolved answers accepted (or, without allow_out, everything else).
 */
function egressRules(gatewayIp: string, e: SlotEgress): { head: string; mark: string; input: string; forward: string } {
  const set = (name: string, flags: string, elements: string[]) =>
    `  set ${name} {
    type ipv4_addr; flags ${flags};${elements.length > 0 ? `\n    elements = { ${elements.join(', ')} }` : ''}
  }
`;
  const ports = `{ ${PROXIED_PORTS.join(', ')} }`;
  const out = `iifname "${TAP}" oifname "${NS_VETH}"`;
  const head =
    set('allow_nets', 'interval', e.allowNets) +
    set('deny_nets', 'interval', e.denyNets) +
    set(
      'resolved',
      'timeout',
      e.resolved.map((r) => `${r.ip} timeout ${r.timeoutS}s`),
    ) +
    `  chain dns_redirect {
    type nat hook prerouting priority dstnat; policy accept;
    iifname "${TAP}" meta l4proto { tcp, udp } th dport 53 dnat ip to ${gatewayIp}
  }
`;
  // The connection is marked at its first packet (ct mark), so it keeps its path when the rules
  // change: a proxied one stays proxied, one that went direct stays direct (every slot's ruleset
  // carries the ct mark over to each packet, above).
  const mark = `    iifname "${TAP}" ct state new tcp dport ${ports} ip daddr != @allow_nets ct mark set ${EGRESS_MARK} meta mark set ${EGRESS_MARK}
`;
  const input = `    iifname "${TAP}" ip daddr ${gatewayIp} meta l4proto { tcp, udp } th dport 53 accept
    iifname "${TAP}" meta mark ${EGRESS_MARK} tcp dport ${ports} accept
`;
  const forward = `    ${out} ip daddr ${LINK_LOCAL} drop
    ${out} ip daddr @deny_nets drop
${
  e.allowAll
    ? `    ${out} meta nfproto ipv4 accept`
    : `    ${out} ip daddr @allow_nets accept
    ${out} ip daddr @resolved accept`
}`;
  return { head, mark, input, forward };
}

/**
 * An nft script adding resolved answers to a ruled slot's `resolved` set for `timeoutS` each. An
 * element already there is deleted first (`present`), since older kernels keep an element's
 * old timeout on a second add.
 */
export function resolvedElementsScript(add: { ip: string; timeoutS: number; present: boolean }[]): string {
  const present = add.filter((x) => x.present).map((x) => x.ip);
  const lines = present.length > 0 ? [`delete element inet warren resolved { ${present.join(', ')} }`] : [];
  lines.push(`add element inet warren resolved { ${add.map((x) => `${x.ip} timeout ${x.timeoutS}s`).join(', ')} }`);
  return `${lines.join('\n')}\n`;
}

function parseIndex(name: string, prefix: string): number | null {
  if (!name.startsWith(prefix)) return null;
  const rest = name.slice(prefix.length);
  if (!/^(0|[1-9][0-9]{0,3})$/.test(rest)) return null;
  const i = Number(rest);
  return i < MAX_SLOTS ? i : null;
}

function checkIndex(index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= MAX_SLOTS) {
    throw new RangeError(`network slot index must be an integer in 0..${MAX_SLOTS - 1}, got ${index}`);
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}

function ipv4ToInt(s: string): number {
  const p = s.split('.').map(Number);
  return ((p[0] << 24) | (p[1] << 16) | (p[2] << 8) | p[3]) >>> 0;
}

function intToIpv4(n: number): string {
  return [n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff].join('.');
}
