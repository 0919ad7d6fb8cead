// The public edge: one TLS listener per public port in use, on Node's own tls, http and http2.
// TLS offers h2 and http/1.1 by ALPN; a client offering only another protocol (HTTP/1.0) still
// gets its connection, so that the HTTP layer can answer 426. h2 connections go to one shared
// HTTP/2 server, everything else to one shared HTTP/1.1 server; both hand requests to the proxy
// (proxy.ts), which learns the public port from the connection. Ports open when an ingress takes
// them and close, with every connection on them, when it goes: a deleted sandbox's URL fails at
// once. Owns listeners and connections; not which port leads where (the router's) nor how the
// guest is reached (the host agent's).

import http from 'node:http';
import http2 from 'node:http2';
import type { Socket } from 'node:net';
import tls from 'node:tls';
import { type EdgeRouter, type GuestPortOpener, GuestProxy } from './proxy.ts';

export interface EdgeOptions {
  /** Address the listeners bind (the API's listen host). */
  bindHost: string;
  cert: Buffer;
  key: Buffer;
  route: EdgeRouter;
  open: GuestPortOpener;
}

interface Listener {
  server: tls.Server;
  connections: Set<Socket>;
}

export class Edge {
  readonly #options: EdgeOptions;
  readonly #proxy: GuestProxy;
  readonly #listeners = new Map<number, Listener>();
  readonly #h1: http.Server;
  readonly #h2: http2.Http2Server;

  constructor(options: EdgeOptions) {
    this.#options = options;
    this.#proxy = new GuestProxy(options.route, options.open);
    const onRequest = (
      req: http.IncomingMessage | http2.Http2ServerRequest,
      res: http.ServerResponse | http2.Http2ServerResponse,
    ) => {
      this.#proxy.request(req, res).catch((err: Error) => {
        console.error(`edge: ${err.message}`);
        res.destroy();
      });
    };
    // Public requests may stream for as long as they like (uploads, event streams).
    this.#h1 = http.createServer({ requestTimeout: 0, noDelay: true }, onRequest);
    this.#h1.on('upgrade', (req: http.IncomingMessage, socket: Socket, head: Buffer) => {
      this.#proxy.upgrade(req, socket, head).catch((err: Error) => {
        console.error(`edge: ${err.message}`);
        socket.destroy();
      });
    });
    this.#h2 = http2.createServer({}, onRequest);
  }

  /** Opens public port `port`; false when something else on this machine holds it. */
  async listen(port: number): Promise<boolean> {
    if (this.#listeners.has(port)) return true;
    const connections = new Set<Socket>();
    const server = tls.createServer({
      cert: this.#options.cert,
      key: this.#options.key,
      ALPNCallback: ({ protocols }) => chooseProtocol(protocols),
    });
    server.on('connection', (socket: Socket) => {
      connections.add(socket);
      socket.once('close', () => connections.delete(socket));
    });
    server.on('secureConnection', (socket: tls.TLSSocket) => {
      socket.setNoDelay(true);
      (socket.alpnProtocol === 'h2' ? this.#h2 : this.#h1).emit('connection', socket);
    });
    const listening = await new Promise<boolean>((resolve, reject) => {
      server.once('error', (err: NodeJS.ErrnoException) => {
        if (err.code === 'EADDRINUSE' || err.code === 'EACCES') resolve(false);
        else reject(err);
      });
      server.listen({ host: this.#options.bindHost, port, exclusive: true }, () => resolve(true));
    });
    if (!listening) return false;
    server.on('error', (err) => console.error(`edge: port ${port}: ${err.message}`));
    this.#listeners.set(port, { server, connections });
    return true;
  }

  /** Closes public port `port` and every connection on it (WebSocket tunnels and streams too). */
  async unlisten(port: number): Promise<void> {
    const l = this.#listeners.get(port);
    if (!l) return;
    this.#listeners.delete(port);
    const closed = new Promise<void>((resolve) => l.server.close(() => resolve()));
    for (const socket of l.connections) socket.destroy();
    await closed;
  }

  /** Drops pooled streams to a sandbox (one guest port of it, if given). */
  forget(vmId: string, guestPort?: number): void {
    this.#proxy.forget(vmId, guestPort);
  }

  /** Ports open now. */
  ports(): number[] {
    return [...this.#listeners.keys()];
  }

  async close(): Promise<void> {
    await Promise.all(this.ports().map((p) => this.unlisten(p)));
    this.#proxy.close();
  }
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
