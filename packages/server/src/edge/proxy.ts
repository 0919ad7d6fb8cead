// Forwarding of one public request to its guest port: HTTP/1.1 and h2 requests become HTTP/1.1
// requests to the guest over pooled keep-alive streams; protocol upgrades (WebSocket) become a
// byte tunnel. Bodies stream both ways (nothing is buffered whole), so server-sent events and slow
// downloads reach the client as the guest produces them. Which guest and port a request leads to
// is the router's answer (by the public port it came to, or on a sandbox origin by its headers or
// host); the stream to it is the host agent's (HostAgent.openGuestPort). A router may instead
// answer with a handler of the server's own that stands for a port (envd's, docs/e2b.md). This
// module never opens a connection anywhere else.

import http from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { ApiError, hostUnavailable } from '../errors.ts';
import { GuestPortRefusedError, HostUnavailableError } from '../host/types.ts';
import { requestHeaders, requestPath, responseHeaders } from './headers.ts';

/** Where a public port leads now. */
export interface EdgeTarget {
  vmId: string;
  guestPort: number;
  /** The sandbox's current address: pooled streams to an older one (before a reboot) are dropped. */
  guestIp: string;
}

/** A port the server answers itself, in place of the guest's (envd, docs/e2b.md). */
export interface LocalTarget {
  local: (req: Request, res: Response) => void;
}

export type EdgeRoute = EdgeTarget | LocalTarget;

/** Resolves a public port to its target, waking a slept sandbox; throws ApiError (404, 503). */
export type EdgeRouter = (publicPort: number) => Promise<EdgeTarget>;
/** Resolves a request to a sandbox origin (its headers or host) to its target; throws ApiError. */
export type OriginRouter = (req: Request) => Promise<EdgeRoute>;
/** Opens a byte stream to a guest port (HostAgent.openGuestPort). */
export type GuestPortOpener = (vmId: string, port: number) => Promise<Duplex>;

export type Request = http.IncomingMessage | Http2ServerRequest;
export type Response = http.ServerResponse | Http2ServerResponse;

/** Idle pooled streams to a guest are closed after this. */
const IDLE_UPSTREAM_MS = 15_000;
const MAX_UPSTREAM_SOCKETS = 256;

export class GuestProxy {
  readonly #route: OriginRouter;
  readonly #open: GuestPortOpener;
  /** Keep-alive pools, one per vmId|guestIp|guestPort. */
  readonly #agents = new Map<string, http.Agent>();

  constructor(route: OriginRouter, open: GuestPortOpener) {
    this.#route = route;
    this.#open = open;
  }

  /** An HTTP/1.x or h2 request arriving on a public port. */
  async request(req: Request, res: Response): Promise<void> {
    if (req.httpVersion === '1.0') return sendError(res, upgradeRequired());
    let target: EdgeRoute;
    try {
      target = await this.#route(req);
    } catch (err) {
      return sendError(res, asApiError(err));
    }
    if ('local' in target) return target.local(req, res);
    this.#forward(req, res, target, true);
  }

  #forward(req: Request, res: Response, target: EdgeTarget, mayRetry: boolean): void {
    const upstream = http.request({
      agent: this.#agent(target),
      method: req.method,
      path: requestPath(req.url ?? '/'),
      headers: requestHeaders(req.rawHeaders, forwarded(req)),
      setHost: false,
    });
    upstream.on('response', (answer) => {
      let written = false;
      const head = () => {
        if (written) return;
        written = true;
        const headers = responseHeaders(answer.headers);
        if (isH2(res)) res.writeHead(answer.statusCode ?? 502, headers);
        else res.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
      };
      // A body of unknown length (an event stream, which may be silent a while) gets its headers
      // now. One of known length gets them with its first bytes (or its end), in the same TLS
      // record and socket write: a write costs more than the rest of a small request here, and
      // h2 would send its HEADERS frame on its own. These listeners come before the pipe's.
      if (answer.headers['content-length'] === undefined) {
        head();
        if (!isH2(res)) res.flushHeaders();
      } else {
        answer.once('data', head);
        answer.once('end', head);
      }
      answer.pipe(res as NodeJS.WritableStream);
      answer.on('error', () => res.destroy());
    });
    upstream.on('error', (err: NodeJS.ErrnoException) => {
      // A pooled stream the guest closed while idle: a request without a body is safely sent again.
      if (mayRetry && upstream.reusedSocket && err.code === 'ECONNRESET' && !hasBody(req)) {
        return this.#forward(req, res, target, false);
      }
      if (!res.headersSent) sendError(res, guestError(err, target.guestPort));
      else res.destroy();
    });
    // The client went away before the answer was complete: stop the guest's side too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    // A request without a body (most GETs) is sent whole at once, without a pipe.
    if (hasBody(req)) req.pipe(upstream);
    else upstream.end();
  }

  /** An HTTP/1.1 protocol upgrade (WebSocket): a byte tunnel once the request is passed on. */
  async upgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    socket.on('error', () => socket.destroy());
    if (req.httpVersion === '1.0') return endRaw(socket, upgradeRequired());
    let stream: Duplex;
    try {
      const target = await this.#route(req);
      if ('local' in target) throw new ApiError(404, 'not found', 'this port takes no protocol upgrade');
      stream = await this.#open(target.vmId, target.guestPort);
    } catch (err) {
      return endRaw(socket, asApiError(err));
    }
    if (socket.destroyed) return void stream.destroy();
    const headers = requestHeaders(req.rawHeaders, { ...forwarded(req), upgrade: true });
    let text = `${req.method} ${requestPath(req.url ?? '/')} HTTP/1.1\r\n`;
    for (let i = 0; i < headers.length; i += 2) text += `${headers[i]}: ${headers[i + 1]}\r\n`;
    stream.write(`${text}\r\n`);
    if (head.length > 0) stream.write(head);
    stream.pipe(socket).pipe(stream);
    stream.on('error', () => socket.destroy());
    stream.on('close', () => socket.destroy());
    socket.on('close', () => stream.destroy());
  }

  /** Drops the pooled streams of a sandbox (of one guest port, if given): it is gone or unexposed. */
  forget(vmId: string, guestPort?: number): void {
    for (const [key, agent] of this.#agents) {
      const [id, , port] = key.split('|');
      if (id === vmId && (guestPort === undefined || Number(port) === guestPort)) {
        agent.destroy();
        this.#agents.delete(key);
      }
    }
  }

  /** Keep-alive pools held now. */
  get pools(): number {
    return this.#agents.size;
  }

  close(): void {
    for (const agent of this.#agents.values()) agent.destroy();
    this.#agents.clear();
  }

  #agent(t: EdgeTarget): http.Agent {
    const key = `${t.vmId}|${t.guestIp}|${t.guestPort}`;
    let agent = this.#agents.get(key);
    if (agent) return agent;
    for (const [k, old] of this.#agents) {
      const [id, ip, port] = k.split('|');
      // The sandbox moved (reboot, unarchive): its streams to the old address are useless. A pool
      // with no stream left (its idle ones timed out, or its sandbox is gone) is dropped too, so
      // sandboxes made and deleted one after another leave no pool each behind.
      const moved = id === t.vmId && Number(port) === t.guestPort && ip !== t.guestIp;
      if (moved || isEmpty(old)) {
        old.destroy();
        this.#agents.delete(k);
      }
    }
    agent = new http.Agent({
      keepAlive: true,
      maxSockets: MAX_UPSTREAM_SOCKETS,
      timeout: IDLE_UPSTREAM_MS,
      scheduling: 'lifo',
    });
    const open = this.#open;
    // The stream comes from the host agent, asynchronously (the callback form of createConnection).
    agent.createConnection = (_options, callback) => {
      open(t.vmId, t.guestPort).then(
        (stream) => callback?.(null, asSocket(stream)),
        (err: Error) => callback?.(err, undefined as unknown as Duplex),
      );
      return undefined as unknown as Duplex;
    };
    this.#agents.set(key, agent);
    return agent;
  }
}

/**
 * A pool with no stream open, idle, asked for or being opened (our streams open asynchronously, and
 * only the agent's count holds one in the making).
 */
function isEmpty(agent: http.Agent): boolean {
  const opening = (agent as http.Agent & { totalSocketCount?: number }).totalSocketCount ?? 0;
  return opening === 0 && [agent.sockets, agent.freeSockets, agent.requests].every((m) => Object.keys(m).length === 0);
}

/** The port of the listener a request came to (a public port: which ingress). */
export function publicPort(req: Request): number {
  return (req.socket as Socket).localPort ?? 0;
}

function forwarded(req: Request) {
  const remote = (req.socket as Socket).remoteAddress ?? '';
  const host = (req.headers[':authority'] as string | undefined) ?? req.headers.host ?? '';
  return { clientIp: remote.replace(/^::ffff:/, ''), host };
}

function isH2(res: Response): res is Http2ServerResponse {
  return 'stream' in res;
}

function hasBody(req: Request): boolean {
  if (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0') return true;
  if (req.headers['transfer-encoding'] !== undefined) return true;
  // h2 marks a request without a body by ending its stream with the headers.
  return 'stream' in req && !req.stream.readableEnded && !req.stream.endAfterHeaders;
}

/**
 * http.Agent keeps a pooled stream alive with net.Socket's setKeepAlive/ref/unref. A host agent
 * may hand back another kind of Duplex (a stream relayed from another machine), which needs none
 * of them.
 */
function asSocket(stream: Duplex): Duplex {
  const s = stream as Duplex & Partial<Pick<Socket, 'setKeepAlive' | 'ref' | 'unref' | 'setNoDelay'>>;
  s.setKeepAlive ??= () => s as Socket;
  s.ref ??= () => s as Socket;
  s.unref ??= () => s as Socket;
  s.setNoDelay ??= () => s as Socket;
  return s;
}

function upgradeRequired(): ApiError {
  return new ApiError(
    426,
    'upgrade required',
    'the edge speaks HTTP/1.1 and h2 only',
    {},
    { upgrade: 'HTTP/1.1', connection: 'close' },
  );
}

function guestError(err: NodeJS.ErrnoException, guestPort: number): ApiError {
  // The sandbox's host cannot be reached (docs/hosts.md): 503 with Retry-After, as on the API.
  if (err instanceof HostUnavailableError) return hostUnavailable();
  if (err instanceof GuestPortRefusedError) {
    return new ApiError(502, 'not listening', `the sandbox is not listening on port ${guestPort} yet`);
  }
  return new ApiError(502, 'bad gateway', `the sandbox's port ${guestPort} did not answer: ${err.message}`);
}

function asApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof GuestPortRefusedError) return guestError(err, err.port);
  if (err instanceof HostUnavailableError) return hostUnavailable();
  console.error(`edge: ${(err as Error).message}`);
  return new ApiError(502, 'bad gateway', (err as Error).message);
}

function sendError(res: Response, err: ApiError): void {
  const body = JSON.stringify(err.body());
  const headers: Record<string, string | number> = {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  };
  for (const [k, v] of Object.entries(err.headers)) {
    // h2 has no connection-level headers.
    if (!isH2(res) || (k !== 'connection' && k !== 'upgrade')) headers[k] = v;
  }
  (res as http.ServerResponse).writeHead(err.status, headers);
  res.end(body);
}

/** An error answer written on a raw socket (an upgrade that cannot go through), then closed. */
function endRaw(socket: Duplex, err: ApiError): void {
  const body = JSON.stringify(err.body());
  let text = `HTTP/1.1 ${err.status} ${http.STATUS_CODES[err.status] ?? ''}\r\n`;
  text += `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n`;
  for (const [k, v] of Object.entries(err.headers)) if (k !== 'connection') text += `${k}: ${v}\r\n`;
  socket.end(`${text}\r\n${body}`);
}
