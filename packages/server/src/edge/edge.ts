// The public edge: one TLS listener per public port in use, on Node's own tls, http and http2.
// TLS offers h2 and http/1.1 by ALPN; a client offering only another protocol (HTTP/1.0) still
// gets its connection, so that the HTTP layer can answer 426. h2 connections go to one shared
// HTTP/2 server, everything else to one shared HTTP/1.1 server; both hand requests to the proxy
// (proxy.ts), which learns the public port from the connection. Ports open when an ingress takes
// them and close, with every connection on them, when it goes: a deleted sandbox's URL fails at
// once. Sandbox origins (openOrigin) are listeners of their own whose requests a router places by
// their headers or host instead (the E2B-compatible front's, docs/e2b.md): plain HTTP/1.1, or TLS
// with the same certificate, protocols and limits as the public ports. Owns listeners and
// connections; not which port leads where (the routers') nor how the guest is reached (the host
// agent's).

import http from 'node:http';
import http2 from 'node:http2';
import type { Socket } from 'node:net';
import tls from 'node:tls';
import { type EdgeRouter, type GuestPortOpener, GuestProxy, type OriginRouter, publicPort } from './proxy.ts';

export interface EdgeOptions {
  /** Address the listeners bind (the API's listen host). */
  bindHost: string;
  cert: Buffer;
  key: Buffer;
  route: EdgeRouter;
  open: GuestPortOpener;
}

interface Listener {
  server: tls.Server | http.Server;
  connections: Set<Socket>;
}

/** A sandbox origin: requests placed by their headers or host (docs/e2b.md, "Routing"). */
export interface OriginOptions {
  host: string;
  /** 0: any free port. */
  port: number;
  /** TLS with the edge's certificate (h2 and http/1.1 by ALPN), else plain HTTP/1.1. */
  tls: boolean;
  route: OriginRouter;
}

/** The HTTP/1.1 and h2 servers that hand a listener's requests to one proxy. */
function httpServers(proxy: GuestProxy): { h1: http.Server; h2: http2.Http2Server } {
  const onRequest = (
    req: http.IncomingMessage | http2.Http2ServerRequest,
    res: http.ServerResponse | http2.Http2ServerResponse,
  ) => {
    proxy.request(req, res).catch((err: Error) => {
      console.error(`edge: ${err.message}`);
      res.destroy();
    });
  };
  // Public requests may stream for as long as they like (uploads, event streams).
  const h1 = http.createServer({ requestTimeout: 0, noDelay: true }, onRequest);
  h1.on('upgrade', (req: http.IncomingMessage, socket: Socket, head: Buffer) => {
    proxy.upgrade(req, socket, head).catch((err: Error) => {
      console.error(`edge: ${err.message}`);
      socket.destroy();
    });
  });
  return { h1, h2: http2.createServer({}, onRequest) };
}

export class Edge {
  readonly #options: EdgeOptions;
  readonly #proxy: GuestProxy;
  readonly #listeners = new Map<number, Listener>();
  readonly #h1: http.Server;
  readonly #h2: http2.Http2Server;
  readonly #origins: { listener: Listener; proxy: GuestProxy }[] = [];

  constructor(options: EdgeOptions) {
    this.#options = options;
    const route = options.route;
    this.#proxy = new GuestProxy((req) => route(publicPort(req)), options.open);
    ({ h1: this.#h1, h2: this.#h2 } = httpServers(this.#proxy));
  }

  /** Opens public port `port`; false when something else on this machine holds it. */
  async listen(port: number): Promise<boolean> {
    if (this.#listeners.has(port)) return true;
    const listener = this.#tlsListener(this.#h1, this.#h2);
    if (!(await bind(listener.server, this.#options.bindHost, port))) return false;
    listener.server.on('error', (err) => console.error(`edge: port ${port}: ${err.message}`));
    this.#listeners.set(port, listener);
    return true;
  }

  /**
   * Opens a sandbox origin (OriginOptions) and answers the port it listens on; fails when the port
   * is taken. It stays open until close().
   */
  async openOrigin(o: OriginOptions): Promise<number> {
    const proxy = new GuestProxy(o.route, this.#options.open);
    const { h1, h2 } = httpServers(proxy);
    let listener: Listener;
    if (o.tls) listener = this.#tlsListener(h1, h2);
    else {
      listener = { server: h1, connections: new Set() };
      track(h1, listener.connections);
    }
    if (!(await bind(listener.server, o.host, o.port))) throw new Error(`edge: port ${o.port} of ${o.host} is taken`);
    listener.server.on('error', (err) => console.error(`edge: sandbox origin: ${err.message}`));
    this.#origins.push({ listener, proxy });
    const addr = listener.server.address();
    return typeof addr === 'object' && addr ? addr.port : o.port;
  }

  /** A TLS listener with the edge's certificate whose connections go to h1 or h2 by ALPN. */
  #tlsListener(h1: http.Server, h2: http2.Http2Server): Listener {
    const connections = new Set<Socket>();
    const server = tls.createServer({
      cert: this.#options.cert,
      key: this.#options.key,
      ALPNCallback: ({ protocols }) => chooseProtocol(protocols),
    });
    track(server, connections);
    server.on('secureConnection', (socket: tls.TLSSocket) => {
      socket.setNoDelay(true);
      (socket.alpnProtocol === 'h2' ? h2 : h1).emit('connection', socket);
    });
    return { server, connections };
  }

  /** Closes public port `port` and every connection on it (WebSocket tunnels and streams too). */
  async unlisten(port: number): Promise<void> {
    const l = this.#listeners.get(port);
    if (!l) return;
    this.#listeners.delete(port);
    await closeListener(l);
  }

  /** Drops pooled streams to a sandbox (one guest port of it, if given). */
  forget(vmId: string, guestPort?: number): void {
    this.#proxy.forget(vmId, guestPort);
    for (const o of this.#origins) o.proxy.forget(vmId, guestPort);
  }

  /** Ports open now. */
  ports(): number[] {
    return [...this.#listeners.keys()];
  }

  async close(): Promise<void> {
    await Promise.all(this.ports().map((p) => this.unlisten(p)));
    this.#proxy.close();
    await Promise.all(this.#origins.map((o) => closeListener(o.listener)));
    for (const o of this.#origins) o.proxy.close();
    this.#origins.length = 0;
  }
}

function track(server: tls.Server | http.Server, connections: Set<Socket>): void {
  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
}

/** Binds a listener; false when the port is taken (or not ours to take). */
function bind(server: tls.Server | http.Server, host: string, port: number): Promise<boolean> {
  return new Promise<boolean>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE' || err.code === 'EACCES') resolve(false);
      else reject(err);
    });
    server.listen({ host, port, exclusive: true }, () => resolve(true));
  });
}

async function closeListener(l: Listener): Promise<void> {
  const closed = new Promise<void>((resolve) => l.server.close(() => resolve()));
  for (const socket of l.connections) socket.destroy();
  await closed;
}

/**
 * h2 when offered, else http/1.1; a client offering neither (curl --http1.0 offers only
 * "http/1.0") gets its first choice, and the HTTP layer answers 426.
 */
function chooseProtocol(protocols: string[]): string | undefined {
  if (protocols.includes('h2')) return 'h2';
  if (protocols.includes('http/1.1')) return 'http/1.1';
  return protocols[0];
}
