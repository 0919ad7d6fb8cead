// The Connect protocol as envd's clients speak it (docs/e2b.md, "envd"): JSON codec only, unary
// calls (a JSON body in, a JSON body out) and server streams (one enveloped message in; enveloped
// messages out, then the end-of-stream envelope carrying `{}` or the error). An envelope is a flags
// byte (0: a message, 2: the end of the stream), a big-endian u32 length and that many bytes of
// JSON. Errors are `{code, message}` with Connect's code words. Written from the protocol's
// specification: the handful of messages envd has needs no generated code (docs/e2b.md says why).

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';

export type Request = IncomingMessage | Http2ServerRequest;
export type Response = ServerResponse | Http2ServerResponse;

export type ConnectCode =
  | 'canceled'
  | 'unknown'
  | 'invalid_argument'
  | 'deadline_exceeded'
  | 'not_found'
  | 'already_exists'
  | 'permission_denied'
  | 'resource_exhausted'
  | 'failed_precondition'
  | 'unimplemented'
  | 'internal'
  | 'unavailable'
  | 'unauthenticated';

/** The HTTP status of a unary call that fails with each code (Connect's table). */
const STATUS: Record<ConnectCode, number> = {
  canceled: 499,
  unknown: 500,
  invalid_argument: 400,
  deadline_exceeded: 504,
  not_found: 404,
  already_exists: 409,
  permission_denied: 403,
  resource_exhausted: 429,
  failed_precondition: 400,
  unimplemented: 501,
  internal: 500,
  unavailable: 503,
  unauthenticated: 401,
};

export class ConnectError extends Error {
  readonly code: ConnectCode;
  /** An HTTP status other than the code's own, for failures before the call starts (502: gone). */
  readonly status: number;
  constructor(code: ConnectCode, message: string, status?: number) {
    super(message);
    this.code = code;
    this.status = status ?? STATUS[code];
  }
}

const FLAG_END = 0x02;
const FLAG_COMPRESSED = 0x01;

/** Reads a request body whole, refusing more than `limit` bytes. */
export async function readBody(req: Request, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new ConnectError('resource_exhausted', `request body over ${limit} bytes`, 413);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The message of a call: the JSON body of a unary call, the one envelope of a server stream's. */
export async function readMessage(req: Request, streaming: boolean, limit: number): Promise<Record<string, unknown>> {
  let body = await readBody(req, limit + 5);
  if (streaming) {
    if (body.length < 5) throw new ConnectError('invalid_argument', 'a stream request carries one enveloped message');
    if (body[0] & FLAG_COMPRESSED) throw new ConnectError('unimplemented', 'compressed messages are not supported');
    const length = body.readUInt32BE(1);
    if (body.length < 5 + length) throw new ConnectError('invalid_argument', 'the envelope is shorter than it says');
    body = body.subarray(5, 5 + length);
  }
  if (body.length === 0) return {};
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch (err) {
    throw new ConnectError('invalid_argument', `malformed JSON: ${(err as Error).message}`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ConnectError('invalid_argument', 'the message must be a JSON object');
  }
  return value as Record<string, unknown>;
}

export function sendUnary(res: Response, message: unknown): void {
  const body = JSON.stringify(message);
  (res as ServerResponse).writeHead(200, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** A failed unary call (or any call refused before it starts, such as a gone sandbox's: 502). */
export function sendError(res: Response, err: ConnectError, streaming = false): void {
  if (streaming && err.status === STATUS[err.code]) {
    // A stream that fails at once still answers 200 with its end: the message survives.
    const stream = new ServerStream(res, 0, () => ({}));
    stream.end(err);
    return;
  }
  const body = JSON.stringify({ code: err.code, message: err.message });
  (res as ServerResponse).writeHead(err.status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/**
 * The response of a server stream. Messages go out as they are sent; while nothing was sent for
 * `keepaliveMs` a keepalive message (the stream's own shape, from `keepalive()`) goes out, so that
 * nothing between idles the connection out. `closed` is set when the client went away.
 */
export class ServerStream {
  readonly #res: Response;
  readonly #keepalive: () => unknown;
  #timer: NodeJS.Timeout | undefined;
  #ended = false;
  closed = false;
  readonly #onClose = new Set<() => void>();

  constructor(res: Response, keepaliveMs: number, keepalive: () => unknown) {
    this.#res = res;
    this.#keepalive = keepalive;
    (res as ServerResponse).writeHead(200, { 'content-type': 'application/connect+json' });
    res.on('close', () => {
      this.closed = true;
      clearTimeout(this.#timer);
      for (const f of this.#onClose) f();
    });
    if (keepaliveMs > 0) {
      const beat = () => {
        this.#timer = setTimeout(() => {
          this.send(this.#keepalive());
        }, keepaliveMs);
        this.#timer.unref();
      };
      this.#arm = beat;
      beat();
    }
  }

  #arm: () => void = () => {};

  /** Calls `f` when the client goes away before the end. */
  onClose(f: () => void): void {
    if (this.closed) f();
    else this.#onClose.add(f);
  }

  send(message: unknown): void {
    if (this.#ended || this.closed) return;
    clearTimeout(this.#timer);
    (this.#res as ServerResponse).write(envelope(0, message));
    this.#arm();
  }

  /** The end of the stream: `{}`, or the error the call ended with. */
  end(err?: ConnectError): void {
    if (this.#ended) return;
    this.#ended = true;
    clearTimeout(this.#timer);
    if (this.closed) return;
    this.#res.end(envelope(FLAG_END, err ? { error: { code: err.code, message: err.message } } : {}));
  }
}

function envelope(flags: number, message: unknown): Buffer {
  const json = Buffer.from(JSON.stringify(message));
  const head = Buffer.alloc(5);
  head[0] = flags;
  head.writeUInt32BE(json.length, 1);
  return Buffer.concat([head, json]);
}

/** The keepalive interval a client asks for (Keepalive-Ping-Interval, seconds), at most 50 s. */
export function keepaliveMs(req: Request): number {
  const asked = Number(req.headers['keepalive-ping-interval']);
  return (Number.isFinite(asked) && asked > 0 ? Math.min(asked, 50) : 50) * 1000;
}

/** The call's deadline from Connect-Timeout-Ms, in ms from now (undefined: none). */
export function timeoutMs(req: Request): number | undefined {
  const raw = req.headers['connect-timeout-ms'];
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw)) return undefined;
  const ms = Number(raw);
  return ms > 0 ? ms : undefined;
}

// ---- the JSON codec's rules for the fields envd has (proto3 JSON) -------------------------------

/** A field by its JSON name or its proto name (the codec accepts both). */
export function field(msg: Record<string, unknown>, json: string, proto = json): unknown {
  return msg[json] ?? msg[proto];
}

export function str(msg: Record<string, unknown>, json: string, proto = json): string {
  const v = field(msg, json, proto);
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string') throw new ConnectError('invalid_argument', `${json} must be a string`);
  return v;
}

export function uint(msg: Record<string, unknown>, json: string, proto = json): number {
  const v = field(msg, json, proto);
  if (v === undefined || v === null) return 0;
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 0xffffffff) {
    throw new ConnectError('invalid_argument', `${json} must be an unsigned integer`);
  }
  return n;
}

export function bool(msg: Record<string, unknown>, json: string, proto = json): boolean | undefined {
  const v = field(msg, json, proto);
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'boolean') throw new ConnectError('invalid_argument', `${json} must be a boolean`);
  return v;
}

export function obj(msg: Record<string, unknown>, json: string, proto = json): Record<string, unknown> | undefined {
  const v = field(msg, json, proto);
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v))
    throw new ConnectError('invalid_argument', `${json} must be an object`);
  return v as Record<string, unknown>;
}

export function strings(msg: Record<string, unknown>, json: string): string[] {
  const v = msg[json];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || v.some((s) => typeof s !== 'string')) {
    throw new ConnectError('invalid_argument', `${json} must be a list of strings`);
  }
  return v as string[];
}

export function stringMap(msg: Record<string, unknown>, json: string): Record<string, string> {
  const v = obj(msg, json) ?? {};
  for (const [k, s] of Object.entries(v)) {
    if (typeof s !== 'string') throw new ConnectError('invalid_argument', `${json}.${k} must be a string`);
  }
  return v as Record<string, string>;
}

/** A `bytes` field: standard or URL-safe base64, padded or not. */
export function bytes(v: unknown, name: string): Buffer {
  if (typeof v !== 'string' || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(v)) {
    throw new ConnectError('invalid_argument', `${name} must be base64`);
  }
  return Buffer.from(v.replaceAll('-', '+').replaceAll('_', '/'), 'base64');
}
