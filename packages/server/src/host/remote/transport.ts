// The control plane's connection to one host's internal API: keep-alive HTTP/1.1 (Node's own
// http.Agent: measured in bench/cluster.ts), the cluster secret on every request, and what a
// failure to reach the host reads as. Anything that stops a request before its whole response
// arrived (refused, no TCP connection within the connect timeout, reset, dropped mid-call, the
// host declared lost by the mirror) rejects with HostUnavailableError, at once: no retries, since
// the host may have acted on the request. A certificate that is not trusted is a plain Error (a
// configuration mistake, like a wrong secret). There is no overall deadline: a start may take minutes
// under TCG.

import http from 'node:http';
import https from 'node:https';
import type { Duplex } from 'node:stream';
import { HostUnavailableError } from '../types.ts';
import { bearer } from './auth.ts';
import { CONTENT_TYPE } from './wire.ts';

export const CONNECT_TIMEOUT_MS = 3_000;
/** Short requests (hello, a state snapshot) are answered within this, or the host is unavailable. */
export const SHORT_ANSWER_MS = 8_000;

export interface HostEndpoint {
  /** http://HOST:PORT or https://HOST:PORT of the host's internal API (its mgmtd_addr). */
  url: string;
  secret: string;
  /** Give up on a TCP connection not made within this. Default CONNECT_TIMEOUT_MS. */
  connectTimeoutMs?: number;
  /** CA certificate(s) an https host's certificate must chain to (default: the system's). */
  ca?: string | Buffer;
}

export interface HostResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export type UpgradeOutcome = { socket: Duplex } | HostResponse;

export class HostTransport {
  /** The host's node name once known (hello), its URL before: used in error messages. */
  node: string;
  readonly #url: URL;
  readonly #secret: string;
  readonly #connectTimeoutMs: number;
  readonly #agent: http.Agent;
  readonly #request: typeof http.request;
  readonly #inFlight = new Set<http.ClientRequest>();

  constructor(endpoint: HostEndpoint) {
    this.#url = new URL(endpoint.url);
    this.node = this.#url.host;
    this.#secret = endpoint.secret;
    this.#connectTimeoutMs = endpoint.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
    const tls = this.#url.protocol === 'https:';
    const options = { keepAlive: true, keepAliveMsecs: 1_000, ...(tls && endpoint.ca ? { ca: endpoint.ca } : {}) };
    this.#agent = tls ? new https.Agent(options) : new http.Agent(options);
    this.#request = tls ? https.request : http.request;
  }

  /**
   * One request and its whole response (any status). `answerWithinMs` bounds the wait for the
   * whole answer (short requests such as hello); calls have none.
   */
  send(method: string, path: string, body?: Buffer[], answerWithinMs?: number): Promise<HostResponse> {
    return new Promise((resolve, reject) => {
      const req = this.#open(method, path, body ? { 'content-type': CONTENT_TYPE } : {}, reject);
      this.#deadline(req, answerWithinMs);
      req.on('response', (res) => this.collect(req, res).then(resolve, reject));
      this.#end(req, body);
    });
  }

  /**
   * A request whose answer is read as it comes: resolves with the response once its head arrived
   * (within `headWithinMs` if given); the caller reads it. It counts as in flight until it closes.
   */
  stream(method: string, path: string, body?: Buffer[], headWithinMs?: number): Promise<http.IncomingMessage> {
    return new Promise((resolve, reject) => {
      const req = this.#open(method, path, body ? { 'content-type': CONTENT_TYPE } : {}, reject);
      const timer = this.#deadline(req, headWithinMs);
      req.on('response', (res) => {
        clearTimeout(timer);
        resolve(res);
      });
      this.#end(req, body);
    });
  }

  /** An HTTP/1.1 Upgrade: the raw socket on 101, the answer otherwise. */
  upgrade(path: string, protocol: string): Promise<UpgradeOutcome> {
    return new Promise((resolve, reject) => {
      const req = this.#open('GET', path, { connection: 'Upgrade', upgrade: protocol }, reject);
      req.on('upgrade', (_res, socket, head) => {
        this.#inFlight.delete(req);
        socket.setNoDelay(true);
        if (head.length > 0) socket.unshift(head);
        resolve({ socket });
      });
      req.on('response', (res) => this.collect(req, res).then(resolve, reject));
      req.end();
    });
  }

  /** Fails every request still waiting for its answer (the host was declared lost). */
  failAll(reason: string): void {
    for (const req of this.#inFlight) req.destroy(this.unavailable(reason));
  }

  unavailable(reason: string): HostUnavailableError {
    return new HostUnavailableError(this.node, reason);
  }

  close(): void {
    this.failAll('the connection was closed');
    this.#agent.destroy();
  }

  #open(
    method: string,
    path: string,
    headers: Record<string, string>,
    reject: (err: Error) => void,
  ): http.ClientRequest {
    const req = this.#request(new URL(path, this.#url), {
      method,
      agent: this.#agent,
      headers: { authorization: bearer(this.#secret), ...headers },
    });
    this.#inFlight.add(req);
    req.on('close', () => this.#inFlight.delete(req));
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err instanceof HostUnavailableError) reject(err);
      else if (isTlsRefusal(err))
        reject(new Error(`host ${this.node}: its certificate is not trusted: ${err.message}`));
      else reject(this.unavailable(err.message));
    });
    req.on('socket', (socket) => {
      socket.setNoDelay(true);
      if (!socket.connecting) return;
      const timer = setTimeout(
        () => req.destroy(this.unavailable(`no connection within ${this.#connectTimeoutMs} ms`)),
        this.#connectTimeoutMs,
      );
      socket.once('connect', () => clearTimeout(timer));
      socket.once('close', () => clearTimeout(timer));
    });
    return req;
  }

  /** Sends `body` (if any) in one write and ends the request. */
  #end(req: http.ClientRequest, body: Buffer[] | undefined): void {
    if (body) {
      req.setHeader(
        'content-length',
        body.reduce((n, b) => n + b.length, 0),
      );
      req.cork();
      for (const chunk of body) req.write(chunk);
      req.uncork();
    }
    req.end();
  }

  /** Destroys `req` if it has not closed within `ms` (none if undefined). */
  #deadline(req: http.ClientRequest, ms: number | undefined): NodeJS.Timeout | undefined {
    if (ms === undefined) return undefined;
    const timer = setTimeout(() => req.destroy(this.unavailable(`no answer within ${ms} ms`)), ms);
    req.once('close', () => clearTimeout(timer));
    return timer;
  }

  /** Reads a whole answer (`req` leaves the in-flight set once it is in). */
  collect(req: http.ClientRequest, res: http.IncomingMessage): Promise<HostResponse> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        this.#inFlight.delete(req);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      });
      res.on('error', (err) => reject(this.unavailable(err.message)));
      res.on('close', () => {
        if (!res.complete) reject(this.unavailable('the connection dropped mid-answer'));
      });
    });
  }
}

/** The certificate verification failures of Node's TLS (tls.TLSSocket authorizationError codes). */
const TLS_REFUSALS = new Set([
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_DECRYPT_CERT_SIGNATURE',
  'UNABLE_TO_DECODE_ISSUER_PUBLIC_KEY',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'CERT_SIGNATURE_FAILURE',
  'CERT_NOT_YET_VALID',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'CERT_CHAIN_TOO_LONG',
  'CERT_REVOKED',
  'INVALID_CA',
  'PATH_LENGTH_EXCEEDED',
  'INVALID_PURPOSE',
  'CERT_UNTRUSTED',
  'CERT_REJECTED',
  'HOSTNAME_MISMATCH',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/** A certificate this client does not trust: a configuration mistake, not an unavailable host. */
function isTlsRefusal(err: NodeJS.ErrnoException): boolean {
  return TLS_REFUSALS.has(err.code ?? '');
}
