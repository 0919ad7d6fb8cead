// Where webhooks may send (docs/webhooks.md, "Targets"): http or https URLs whose host resolves
// only to public addresses, so that a webhook cannot be aimed at the service's own network
// (loopback, private ranges, link-local and cloud metadata, the sandboxes' addresses). An operator
// allows more with `--webhook-allow CIDR` (repeatable; tests allow 127.0.0.1/32 for a receiver on
// loopback). The check is made at creation for an address in the URL, and at every attempt on
// the addresses its host resolves to, by the lookup the request connects with: a name that
// resolves elsewhere later (DNS rebinding) is refused, not followed.

import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { badRequest } from '../../errors.ts';

/** Ranges a webhook may not reach unless the operator allows them. */
const BLOCKED: [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['::ffff:0:0', 96, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

/** A CIDR as `--webhook-allow` takes it (a bare address is one address). */
function parseCidr(cidr: string): [string, number, 'ipv4' | 'ipv6'] {
  const [addr, bits] = cidr.split('/');
  const family = isIP(addr);
  if (family === 0) throw new Error(`--webhook-allow ${cidr}: not an IP address or CIDR`);
  const max = family === 4 ? 32 : 128;
  const prefix = bits === undefined ? max : Number(bits);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > max) throw new Error(`--webhook-allow ${cidr}: bad prefix`);
  return [addr, prefix, family === 4 ? 'ipv4' : 'ipv6'];
}

export class WebhookTargets {
  readonly #blocked = new BlockList();
  readonly #allowed = new BlockList();

  /** `allow`: CIDRs the operator allows beyond public addresses (validated here: a bad one throws). */
  constructor(allow: string[]) {
    for (const [addr, prefix, family] of BLOCKED) this.#blocked.addSubnet(addr, prefix, family);
    for (const cidr of allow) {
      const [addr, prefix, family] = parseCidr(cidr);
      this.#allowed.addSubnet(addr, prefix, family);
    }
  }

  /** Whether a webhook may connect to `address`. */
  allows(address: string): boolean {
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (this.#allowed.check(address, family)) return true;
    // An IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return this.allows(mapped[1]);
    return !this.#blocked.check(address, family);
  }

  /** A webhook URL as created: http(s), a host, no credentials; an address in it must be allowed. 400 otherwise. */
  checkUrl(raw: string): URL {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw badRequest('url is not a URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest('url must be http:// or https://');
    if (url.username || url.password) throw badRequest('url must not carry credentials (the signature authenticates)');
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !this.allows(host)) {
      throw badRequest(`url: ${host} is not a target webhooks may reach (docs/webhooks.md, "Targets")`, {
        reason: 'target not allowed',
      });
    }
    return url;
  }

  /** The lookup a delivery connects with: the host's addresses, refused if any is not allowed. */
  readonly lookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as LookupAddress[];
      const refused = list.find((a) => !this.allows(a.address));
      if (refused) {
        return callback(
          new Error(`${hostname} resolves to ${refused.address}, not a target webhooks may reach`),
          '',
          0,
        );
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}
