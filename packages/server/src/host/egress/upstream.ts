// The resolver ruled slots' resolvers ask (docs/network.md, "Resolver"): the operator's
// `--egress-dns HOST:PORT`, else the first nameserver of the host's /etc/resolv.conf. Queries go
// from the host agent's own process, so a resolver on the host's loopback works too. Owns only
// the exchange of one query and its answer (UDP, or TCP with the two-byte length prefix).

import dgram from 'node:dgram';
import fs from 'node:fs';
import net from 'node:net';

export interface Upstream {
  host: string;
  port: number;
}

/** An upstream query that gets no answer in this long fails (the guest's resolver retries). */
const QUERY_TIMEOUT_MS = 3_000;
/** The largest DNS message over UDP we take (EDNS0 buffers are at most this in practice). */
const MAX_UDP_BYTES = 65_535;

/** `HOST:PORT` (an IPv4 address; the port defaults to 53). */
export function parseUpstream(s: string): Upstream {
  const m = /^(\d{1,3}(?:\.\d{1,3}){3})(?::(\d{1,5}))?$/.exec(s.trim());
  const port = Number(m?.[2] ?? 53);
  if (!m || net.isIPv4(m[1]) === false || port < 1 || port > 65_535) {
    throw new Error(`egress DNS ${JSON.stringify(s)}: want an IPv4 HOST[:PORT]`);
  }
  return { host: m[1], port };
}

/** The host's first IPv4 nameserver (read now: a changed resolv.conf counts from the next start). */
export function hostUpstream(resolvConf = '/etc/resolv.conf'): Upstream | null {
  let text: string;
  try {
    text = fs.readFileSync(resolvConf, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const m = /^nameserver\s+(\d+\.\d+\.\d+\.\d+)\s*$/m.exec(text);
  return m ? { host: m[1], port: 53 } : null;
}

/** Sends one DNS message to `upstream` and returns its answer (the raw message). */
export function exchange(upstream: Upstream, query: Buffer, tcp: boolean): Promise<Buffer> {
  return tcp ? exchangeTcp(upstream, query) : exchangeUdp(upstream, query);
}

function exchangeUdp(upstream: Upstream, query: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = dgram.createSocket({ type: 'udp4', recvBufferSize: MAX_UDP_BYTES });
    const finish = (err: Error | null, answer?: Buffer) => {
      clearTimeout(timer);
      socket.close();
      if (err) reject(err);
      else resolve(answer as Buffer);
    };
    const timer = setTimeout(() => finish(new Error('upstream DNS timed out')), QUERY_TIMEOUT_MS);
    socket.on('error', (err) => finish(err));
    socket.on('message', (msg, from) => {
      // Only the upstream's answer to this query's id.
      if (from.address !== upstream.host || msg.length < 2 || msg.readUInt16BE(0) !== query.readUInt16BE(0)) return;
      finish(null, msg);
    });
    socket.send(query, upstream.port, upstream.host);
  });
}

function exchangeTcp(upstream: Upstream, query: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: upstream.host, port: upstream.port });
    let buf = Buffer.alloc(0);
    const finish = (err: Error | null, answer?: Buffer) => {
      clearTimeout(timer);
      socket.destroy();
      if (err) reject(err);
      else resolve(answer as Buffer);
    };
    const timer = setTimeout(() => finish(new Error('upstream DNS timed out')), QUERY_TIMEOUT_MS);
    socket.on('error', (err) => finish(err));
    socket.on('connect', () => socket.write(Buffer.concat([u16(query.length), query])));
    socket.on('data', (chunk: Buffer) => {
      buf = Buffer.concat([buf, chunk]);
      if (buf.length >= 2 && buf.length >= 2 + buf.readUInt16BE(0))
        finish(null, buf.subarray(2, 2 + buf.readUInt16BE(0)));
    });
    socket.on('end', () => finish(new Error('upstream DNS closed the connection')));
  });
}

export function u16(n: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
}
