// The body format of the internal host API (docs/hosts.md): one JSON value whose Buffers travel
// as raw bytes after it, so exec output and file bodies are never base64-inflated. A body is
//   u32 big-endian length of the header | header JSON | buffer 0 | buffer 1 | ...
// where the header is {"v": value, "b": [length of buffer 0, ...]} and each Buffer inside `v` is
// replaced by {"\u0000b": index}. `undefined` inside arrays (an optional argument left out before a
// given one) is kept as {"\u0000u": 0}, so a call's arguments arrive as they were passed. A
// function (a progress callback) becomes {"\u0000f": index}: the receiver gets a stand-in that
// reports its calls back (serve.ts answers such a call as records, see encodeRecord).
// Owns only the bytes; which values are sent is methods.ts's, errors are errors.ts's.

export const CONTENT_TYPE = 'application/x-warren-host';
/** A call with callbacks is answered as a sequence of records (encodeRecord). */
export const RECORDS_CONTENT_TYPE = 'application/x-warren-host-records';

const BUF = '\u0000b';
const UNDEF = '\u0000u';
const FN = '\u0000f';

type Callback = (...args: unknown[]) => unknown;

/**
 * Encodes `value` as the chunks of one body (written in order; the buffers are not copied). The
 * functions found in it are pushed on `callbacks`; without that array a function is an error.
 */
export function encodeBody(value: unknown, callbacks?: Callback[]): Buffer[] {
  const buffers: Buffer[] = [];
  const v = pack(value, buffers, callbacks);
  const header = Buffer.from(JSON.stringify({ v, b: buffers.map((b) => b.length) }));
  const prefix = Buffer.allocUnsafe(4);
  prefix.writeUInt32BE(header.length);
  return [prefix, header, ...buffers];
}

/**
 * Decodes a whole body; the Buffers in the value are views of `body`. A function reference
 * becomes `callback(index)`; without `callback` it is an error.
 */
export function decodeBody(body: Buffer, callback?: (index: number) => Callback): unknown {
  if (body.length < 4) throw new Error('host API body: too short');
  const headerEnd = 4 + body.readUInt32BE(0);
  if (headerEnd > body.length) throw new Error('host API body: header runs past the end');
  const header = JSON.parse(body.subarray(4, headerEnd).toString('utf8')) as { v: unknown; b: number[] };
  const buffers: Buffer[] = [];
  let at = headerEnd;
  for (const len of header.b) {
    if (!Number.isInteger(len) || len < 0 || at + len > body.length)
      throw new Error('host API body: bad buffer length');
    buffers.push(body.subarray(at, at + len));
    at += len;
  }
  if (at !== body.length) throw new Error('host API body: trailing bytes');
  return unpack(header.v, buffers, callback);
}

/** One record of an answer with callbacks: u32 big-endian length, then a body (encodeBody). */
export function encodeRecord(value: unknown): Buffer[] {
  const chunks = encodeBody(value);
  const length = Buffer.allocUnsafe(4);
  length.writeUInt32BE(chunks.reduce((n, c) => n + c.length, 0));
  return [length, ...chunks];
}

/** Splits a stream of records as its chunks arrive; each whole record's value goes to `onRecord`. */
export class RecordReader {
  #pending: Buffer = Buffer.alloc(0);
  readonly #onRecord: (value: unknown) => void;

  constructor(onRecord: (value: unknown) => void) {
    this.#onRecord = onRecord;
  }

  push(chunk: Buffer): void {
    this.#pending = this.#pending.length === 0 ? chunk : Buffer.concat([this.#pending, chunk]);
    while (this.#pending.length >= 4) {
      const end = 4 + this.#pending.readUInt32BE(0);
      if (this.#pending.length < end) return;
      const record = this.#pending.subarray(4, end);
      this.#pending = this.#pending.subarray(end);
      this.#onRecord(decodeBody(record));
    }
  }
}

function pack(value: unknown, buffers: Buffer[], callbacks: Callback[] | undefined): unknown {
  if (typeof value === 'function') {
    if (!callbacks) throw new Error('host API body: a function cannot be sent here');
    callbacks.push(value as Callback);
    return { [FN]: callbacks.length - 1 };
  }
  if (value === null || typeof value !== 'object') return value;
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) {
    const buf = Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    buffers.push(buf);
    return { [BUF]: buffers.length - 1 };
  }
  if (Array.isArray(value)) return value.map((x) => (x === undefined ? { [UNDEF]: 0 } : pack(x, buffers, callbacks)));
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(value)) if (x !== undefined) out[k] = pack(x, buffers, callbacks);
  return out;
}

function unpack(value: unknown, buffers: Buffer[], callback: ((index: number) => Callback) | undefined): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((x) => unpack(x, buffers, callback));
  const obj = value as Record<string, unknown>;
  if (BUF in obj) {
    const buf = buffers[obj[BUF] as number];
    if (!buf) throw new Error('host API body: reference to a missing buffer');
    return buf;
  }
  if (UNDEF in obj) return undefined;
  if (FN in obj) {
    if (!callback) throw new Error('host API body: a function reference where none may be');
    return callback(obj[FN] as number);
  }
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(obj)) out[k] = unpack(x, buffers, callback);
  return out;
}
