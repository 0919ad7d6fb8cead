// The DNS resolver the host agent runs for a ruled slot (docs/network.md, "Resolver"). The slot
// redirects every DNS query its guest sends (UDP or TCP, port 53, any address) to this resolver's
// sockets on the gateway. A name the rules allow is asked upstream and the answer relayed as it
// came, after its A records are recorded as reachable for their TTL (`learn`, which awaits the
// slot's nft set, so the guest can connect the moment it reads the answer). A name they refuse gets
// NXDOMAIN without an SOA, so nothing caches the refusal past a rule change. Wire format: dns-packet.

import type dgram from 'node:dgram';
import type net from 'node:net';
import * as dnsPacket from 'dns-packet';
import type { EgressPolicy } from './policy.ts';
import { canonicalName } from './policy.ts';
import { exchange, type Upstream, u16 } from './upstream.ts';

const NXDOMAIN = 3;
const SERVFAIL = 2;
/** A TCP client that sends nothing for this long is dropped. */
const TCP_IDLE_MS = 10_000;

export interface ResolverDeps {
  /** The slot's rules now (they change at runtime). */
  policy(): EgressPolicy;
  upstream: Upstream;
  /** Records an allowed name's A answers (answers and nft set) before the guest sees them. */
  learn(name: string, answers: { ip: string; ttlS: number }[]): Promise<void>;
}

export class SlotResolver {
  readonly #udp: dgram.Socket;
  readonly #tcp: net.Server;
  readonly #deps: ResolverDeps;
  readonly #clients = new Set<net.Socket>();

  constructor(udp: dgram.Socket, tcp: net.Server, deps: ResolverDeps) {
    this.#udp = udp;
    this.#tcp = tcp;
    this.#deps = deps;
    udp.on('message', (msg, from) => {
      this.answer(msg, false).then(
        (reply) => {
          if (reply) udp.send(reply, from.port, from.address);
        },
        (err: Error) => console.error(`egress resolver: ${err.message}`),
      );
    });
    udp.on('error', (err) => console.error(`egress resolver (udp): ${err.message}`));
    tcp.on('connection', (socket: net.Socket) => this.#serveTcp(socket));
    tcp.on('error', (err) => console.error(`egress resolver (tcp): ${err.message}`));
  }

  /** The reply to one query (null: not a query we answer at all). */
  async answer(query: Buffer, tcp: boolean): Promise<Buffer | null> {
    let packet: dnsPacket.DecodedPacket;
    try {
      packet = dnsPacket.decode(query);
    } catch {
      return null; // not DNS: a resolver ignores it
    }
    const question = packet.questions?.[0];
    if (packet.type !== 'query' || !question) return null;
    const name = canonicalName(question.name);
    if (!this.#deps.policy().nameAllowed(name)) return refusal(packet, NXDOMAIN);
    let reply: Buffer;
    try {
      reply = await exchange(this.#deps.upstream, query, tcp);
    } catch (err) {
      console.error(`egress resolver: ${name}: ${(err as Error).message}`);
      return refusal(packet, SERVFAIL);
    }
    let decoded: dnsPacket.DecodedPacket;
    try {
      decoded = dnsPacket.decode(reply);
    } catch {
      return refusal(packet, SERVFAIL);
    }
    const addresses = (decoded.answers ?? []).flatMap((a) =>
      a.type === 'A' && typeof a.data === 'string' ? [{ ip: a.data, ttlS: a.ttl ?? 0 }] : [],
    );
    // The rules may have changed while upstream answered: asked again, as the answer is used.
    if (!this.#deps.policy().nameAllowed(name)) return refusal(packet, NXDOMAIN);
    if (addresses.length > 0) await this.#deps.learn(name, addresses);
    return reply;
  }

  close(): void {
    this.#udp.close();
    this.#tcp.close();
    for (const c of this.#clients) c.destroy();
  }

  /** DNS over TCP: two-byte length, message; several per connection, answered in order. */
  #serveTcp(socket: net.Socket): void {
    this.#clients.add(socket);
    socket.on('close', () => this.#clients.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setTimeout(TCP_IDLE_MS, () => socket.destroy());
    let buf = Buffer.alloc(0);
    let queue = Promise.resolve();
    socket.on('data', (chunk: Buffer) => {
      buf = Buffer.concat([buf, chunk]);
      while (buf.length >= 2 && buf.length >= 2 + buf.readUInt16BE(0)) {
        const query = buf.subarray(2, 2 + buf.readUInt16BE(0));
        buf = buf.subarray(2 + query.length);
        queue = queue.then(async () => {
          const reply = await this.answer(query, true).catch(() => null);
          if (!reply) socket.destroy();
          else if (!socket.destroyed) socket.write(Buffer.concat([u16(reply.length), reply]));
        });
      }
    });
    socket.resume();
  }
}

/** An answer with only the question and `rcode`: no records, no SOA (so not cached). */
function refusal(query: dnsPacket.DecodedPacket, rcode: number): Buffer {
  return dnsPacket.encode({
    type: 'response',
    id: query.id,
    flags: (query.flag_rd ? dnsPacket.RECURSION_DESIRED : 0) | dnsPacket.RECURSION_AVAILABLE | rcode,
    questions: query.questions,
  });
}
