// The internal API of one host (docs/hosts.md): what `warren host` serves at its mgmtd_addr so a
// control plane elsewhere can drive its HostAgent. Plain node:http (HTTPS with a certificate):
// a handful of routes whose bodies are wire.ts frames, for which a framework would only add
// latency to every exec.
//   GET  /v1/hello          {node, accel, clones, protocol}
//   GET  /v1/state          the VM mirror's snapshot; /v1/state/stream: snapshot, deltas (state-feed.ts)
//   POST /v1/call/<method>  arguments in, result out (methods.ts), or 422 with the error as a value;
//                           records when the arguments hold callbacks (answerCall)
//   GET  /v1/guest-port     Upgrade: a byte stream to a guest port (tunnel.ts)
// Every request carries the cluster secret (auth.ts), else 401. Every answer to a call names the
// state version it left behind (x-warren-state) for the client's mirror.

import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { HostAgent } from '../types.ts';
import { authorized, checkSecret } from './auth.ts';
import { errorToWire } from './errors.ts';
import { type CallName, isCall } from './methods.ts';
import { STATE_PATH, STATE_STREAM_PATH } from './mirror.ts';
import { StateFeed } from './state-feed.ts';
import { serveTunnel, TUNNEL_PATH } from './tunnel.ts';
import { CONTENT_TYPE, decodeBody, encodeBody, encodeRecord, RECORDS_CONTENT_TYPE } from './wire.ts';

/** Version of this API; a client refuses a host speaking another. */
export const PROTOCOL = 1;
export const STATE_HEADER = 'x-warren-state';
const CALL_PREFIX = '/v1/call/';
/** Above the guest protocol's largest frame (40 MiB): no call needs more. */
const MAX_BODY_BYTES = 64 * 1024 * 1024;
/** Idle keep-alive connections are kept this long (clients learn it from the Keep-Alive header). */
const KEEP_ALIVE_MS = 60_000;

export interface HostServerOptions {
  host: string;
  port: number;
  secret: string;
  /** Serve HTTPS with this certificate and key (PEM files). */
  tls?: { certFile: string; keyFile: string };
}

export interface HostServer {
  /** http(s)://HOST:PORT as bound (port 0 resolved). */
  readonly url: string;
  close(): Promise<void>;
}

export async function serveHostAgent(agent: HostAgent, opts: HostServerOptions): Promise<HostServer> {
  checkSecret(opts.secret);
  const feed = new StateFeed(agent);
  const tunnels = new Set<Duplex>();
  const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
    route(agent, feed, opts.secret, req, res).catch((err) => {
      console.error(`host API: ${req.method} ${req.url}: ${(err as Error).message}`);
      if (!res.headersSent) json(res, 500, { kind: 'Error', message: (err as Error).message });
      else res.destroy();
    });
  };
  const server = opts.tls
    ? https.createServer({ cert: fs.readFileSync(opts.tls.certFile), key: fs.readFileSync(opts.tls.keyFile) }, handler)
    : http.createServer(handler);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Calls such as start or checkpoint may take minutes under TCG: no request deadline.
  server.requestTimeout = 0;
  server.on('connection', (socket) => socket.setNoDelay(true));
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!authorized(req.headers.authorization, opts.secret)) {
      socket.end('HTTP/1.1 401 Unauthorized\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
      return;
    }
    if (new URL(req.url ?? '/', 'http://host').pathname !== TUNNEL_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
      return;
    }
    tunnels.add(socket);
    socket.on('close', () => tunnels.delete(socket));
    socket.on('error', () => socket.destroy());
    serveTunnel(agent, req, socket, head).catch((err) => {
      console.error(`host API: guest port stream: ${(err as Error).message}`);
      socket.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = opts.host.includes(':') ? `[${opts.host}]` : opts.host;
  return {
    url: `${opts.tls ? 'https' : 'http'}://${host}:${port}`,
    close: async () => {
      feed.close();
      for (const s of tunnels) s.destroy();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

async function route(
  agent: HostAgent,
  feed: StateFeed,
  secret: string,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  if (!authorized(req.headers.authorization, secret)) {
    req.resume();
    return json(res, 401, { kind: 'Unauthorized', message: 'missing or wrong cluster secret' });
  }
  const path = new URL(req.url ?? '/', 'http://host').pathname;
  if (req.method === 'GET' && path === '/v1/hello') {
    return json(res, 200, { node: agent.node, accel: agent.accel, clones: agent.clones, protocol: PROTOCOL });
  }
  if (req.method === 'GET' && path === STATE_PATH) return json(res, 200, feed.snapshot());
  if (req.method === 'GET' && path === STATE_STREAM_PATH) return feed.subscribe(res);
  if (req.method === 'POST' && path.startsWith(CALL_PREFIX)) {
    const name = path.slice(CALL_PREFIX.length);
    if (!isCall(name)) {
      req.resume();
      return json(res, 404, { kind: 'Error', message: `no host call ${name}` });
    }
    const body = await readBody(req);
    if (body === null)
      return json(res, 413, { kind: 'Error', message: `a call body is at most ${MAX_BODY_BYTES} bytes` });
    return answerCall(agent, feed, name, body, res);
  }
  req.resume();
  json(res, 404, { kind: 'Error', message: `no route ${req.method} ${path}` });
}

/**
 * Runs one call and answers it: the result as a body (200), or the error as a value (422). A call
 * whose arguments hold callbacks (prepareImage's onProgress) is answered as records instead, each
 * callback invocation one {cb, args} record as it happens, then {ok} or {err}, with the state
 * version inside since the head went out first.
 */
async function answerCall(
  agent: HostAgent,
  feed: StateFeed,
  name: CallName,
  body: Buffer,
  res: http.ServerResponse,
): Promise<void> {
  let records = false;
  const writeRecord = (value: unknown) => {
    if (!res.writable) return;
    res.cork();
    for (const c of encodeRecord(value)) res.write(c);
    res.uncork();
  };
  let args: unknown;
  try {
    args = decodeBody(body, (index) => {
      records = true;
      return (...cbArgs: unknown[]) => writeRecord({ cb: index, args: cbArgs });
    });
  } catch (err) {
    return json(res, 400, { kind: 'Error', message: (err as Error).message });
  }
  if (!Array.isArray(args)) return json(res, 400, { kind: 'Error', message: 'a call body holds its arguments' });
  if (records) res.writeHead(200, { 'content-type': RECORDS_CONTENT_TYPE });
  let result: unknown;
  try {
    result = await (agent[name] as (...a: unknown[]) => unknown)(...args);
  } catch (err) {
    feed.refresh();
    if (!records) return json(res, 422, errorToWire(err), { [STATE_HEADER]: feed.version });
    writeRecord({ err: errorToWire(err), state: feed.version });
    res.end();
    return;
  }
  feed.refresh();
  if (records) {
    writeRecord({ ok: result, state: feed.version });
    res.end();
    return;
  }
  const chunks = encodeBody(result);
  res.writeHead(200, {
    'content-type': CONTENT_TYPE,
    'content-length': chunks.reduce((n, c) => n + c.length, 0),
    [STATE_HEADER]: feed.version,
  });
  res.cork();
  for (const c of chunks) res.write(c);
  res.end();
}

/** The whole request body, or null when it is larger than MAX_BODY_BYTES. */
function readBody(req: http.IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY_BYTES) chunks.push(c);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function json(res: http.ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    ...headers,
  });
  res.end(body);
}
