// The name check on TCP 80/443 of a ruled slot (docs/network.md, "Proxy"). The slot routes each
// new guest connection to those ports (unless its address is in an allowed CIDR) to these
// listeners in its own namespace, which accept it as the address the guest dialled; so the
// accepted socket's local address is the destination. The proxy reads the first bytes (a TLS
// ClientHello's SNI, its extension read by read-tls-client-hello; an HTTP request's Host), asks the slot
// whether that name may reach that address, and then either splices the connection to the
// destination, first bytes included, or resets it. It decides nothing itself (`allows`).
//
// The upstream connection is made from the host agent's own namespace, so the far end sees the
// host's address (as with the slot's NAT), and `allows` must refuse what the host's own rules
// would have dropped (egress-slot.ts: link-local, the host, other sandboxes).

import net from 'node:net';
import { extensionParsers } from 'read-tls-client-hello';
import { canonicalName } from './policy.ts';

/** A client that has not sent its first request or ClientHello in this long is dropped. */
const FIRST_BYTES_MS = 10_000;
/** A request head or TLS record longer than this names nothing we accept (a record is at most 16 KiB + 5). */
const MAX_HEAD = 16 * 1024 + 5;

export interface ProxyDeps {
  /** May a connection naming `name` (null: it names none) reach `ip`? */
  allows(name: string | null, ip: string): boolean;
  /** May the proxy open a connection to `ip` before it knows the name (the slot may reach it)? */
  mayOpen(ip: string): boolean;
}

export class SniProxy {
  readonly #servers: net.Server[];
  readonly #deps: ProxyDeps;
  readonly #open = new Set<net.Socket>();

  constructor(http: net.Server, https: net.Server, deps: ProxyDeps) {
    this.#servers = [http, https];
    this.#deps = deps;
    http.on('connection', (s: net.Socket) => this.#serve(s, readHttpHost));
    https.on('connection', (s: net.Socket) => this.#serve(s, readSni));
    for (const server of this.#servers) server.on('error', (err) => console.error(`egress proxy: ${err.message}`));
  }

  /** Stops taking connections; those it carries go on until they close. */
  stopListening(): void {
    for (const server of this.#servers) server.close();
  }

  /** Stops listening and cuts every connection it carries. */
  close(): void {
    this.stopListening();
    for (const s of this.#open) s.destroy();
  }

  async #serve(guest: net.Socket, readName: (s: net.Socket) => Promise<string | null>): Promise<void> {
    this.#track(guest);
    // A client may end its side after its request (an HTTP/1.0 `nc`): the answer still comes back.
    guest.allowHalfOpen = true;
    guest.setNoDelay(true);
    guest.on('error', () => guest.destroy());
    const ip = (guest.localAddress ?? '').replace(/^::ffff:/, '');
    const port = guest.localPort ?? 0;
    // To an address the slot may reach anyway (its nft set lets any port through), the onward
    // connection is opened while the first bytes come, so its handshake is not added to the
    // guest's; nothing is sent on it before the name is checked.
    let upstream = this.#deps.mayOpen(ip) ? this.#connect(ip, port) : null;
    const timer = setTimeout(() => guest.destroy(), FIRST_BYTES_MS);
    let name: string | null;
    try {
      name = await readName(guest);
    } catch {
      name = null;
    } finally {
      clearTimeout(timer);
    }
    if (guest.destroyed || !this.#deps.allows(name, ip)) {
      upstream?.destroy();
      guest.resetAndDestroy();
      return;
    }
    upstream ??= this.#connect(ip, port);
    const up = upstream;
    up.on('error', () => guest.resetAndDestroy());
    guest.on('close', () => up.destroy());
    up.on('close', () => guest.destroy());
    guest.pipe(up);
    up.pipe(guest);
  }

  #connect(ip: string, port: number): net.Socket {
    const up = net.connect({ host: ip, port, noDelay: true, allowHalfOpen: true });
    this.#track(up);
    // Until it is spliced: a failure is seen then (its 'error' handler resets the guest).
    up.on('error', () => up.destroy());
    return up;
  }

  #track(s: net.Socket): void {
    this.#open.add(s);
    s.once('close', () => this.#open.delete(s));
  }
}

/**
 * The SNI of a TLS ClientHello (null without one); the bytes read go back onto the socket. The
 * first record is collected here and walked down to its extensions (fixed framing, RFC 8446 4.1.2);
 * the server_name extension itself is read by read-tls-client-hello's parser. (Its own
 * readTlsClientHello reads a stream byte field by byte field through promises: ~0.3-0.5 ms a
 * hello on the development machine, most of the proxy's budget.)
 */
function readSni(socket: net.Socket): Promise<string | null> {
  return readHead(socket, (head) => {
    if (head.length < 5) return undefined;
    if (head[0] !== TLS_HANDSHAKE) return null;
    const end = 5 + head.readUInt16BE(3);
    return head.length < end ? undefined : sniOf(head.subarray(5, end));
  });
}

const TLS_HANDSHAKE = 0x16;
const CLIENT_HELLO = 0x01;
const SERVER_NAME = 0x0000;

/** The server name in a ClientHello handshake message (a record's body), or null. */
export function sniOf(msg: Buffer): string | null {
  try {
    if (msg[0] !== CLIENT_HELLO) return null;
    let at = 4 + 2 + 32; // type and length, legacy_version, random
    at += 1 + msg[at]; // legacy_session_id
    at += 2 + msg.readUInt16BE(at); // cipher_suites
    at += 1 + msg[at]; // legacy_compression_methods
    const end = Math.min(msg.length, at + 2 + msg.readUInt16BE(at));
    at += 2;
    while (at + 4 <= end) {
      const type = msg.readUInt16BE(at);
      const length = msg.readUInt16BE(at + 2);
      if (type === SERVER_NAME) {
        const name = extensionParsers[SERVER_NAME](msg.subarray(at + 4, at + 4 + length))?.serverName;
        return name ? canonicalName(name) : null;
      }
      at += 4 + length;
    }
    return null;
  } catch {
    return null; // a truncated or malformed hello names nothing
  }
}

/**
 * The host an HTTP/1.x request names: its Host header, which an absolute-form target must agree
 * with (null otherwise, or when it is not HTTP); the bytes read go back onto the socket.
 */
function readHttpHost(socket: net.Socket): Promise<string | null> {
  return readHead(socket, (head) => {
    const end = head.indexOf('\r\n\r\n');
    if (end >= 0) return hostOf(head.subarray(0, end).toString('latin1'));
    return undefined;
  });
}

/**
 * Reads from `socket` until `decide` says something (undefined: more bytes needed; a head longer
 * than MAX_HEAD names nothing), then puts every byte read back onto the socket, paused.
 */
function readHead(socket: net.Socket, decide: (head: Buffer) => string | null | undefined): Promise<string | null> {
  return new Promise((resolve, reject) => {
    let head: Buffer = Buffer.alloc(0);
    const finish = (name: string | null) => {
      socket.off('data', onData);
      socket.off('end', onEnd);
      socket.pause();
      socket.unshift(head);
      resolve(name);
    };
    const onData = (chunk: Buffer) => {
      head = head.length === 0 ? chunk : Buffer.concat([head, chunk]);
      const name = decide(head);
      if (name !== undefined) finish(name);
      else if (head.length > MAX_HEAD) finish(null);
    };
    const onEnd = () => {
      socket.off('data', onData);
      reject(new Error('closed before its first request'));
    };
    socket.on('data', onData);
    socket.on('end', onEnd);
    socket.resume();
  });
}

/** The host an HTTP/1.x request head (without its blank line) names, or null. */
export function hostOf(head: string): string | null {
  const [requestLine, ...headers] = head.split('\r\n');
  if (!/^[A-Z]+ \S+ HTTP\/1\.[01]$/.test(requestLine)) return null;
  const hosts = headers.filter((h) => /^host:/i.test(h)).map((h) => stripPort(h.slice(5).trim()));
  if (hosts.length !== 1 || !hosts[0]) return null;
  const target = requestLine.split(' ')[1];
  if (/^https?:\/\//i.test(target)) {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return null;
    }
    if (canonicalName(url.hostname) !== hosts[0]) return null;
  }
  return hosts[0];
}

function stripPort(host: string): string {
  return canonicalName(host.replace(/:\d+$/, ''));
}
