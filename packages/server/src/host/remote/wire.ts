// The body format of the internal host API (docs/hosts.md): one JSON value whose Buffers travel
// as raw bytes after it, so exec output and file bodies are never base64-inflated. A body is
//   u32 big-endian length of the header | header JSON | buffer 0 | buffer 1 | ...
// where the header is {"v": value, "b": [length of buffer 0, ...]} and each Buffer inside `v` is
// replaced by {"\u0000b": index}. `undefined` inside arrays (an optional argument left out before a
// given one) is kept as {"\u0000u": 0}, so a call's arguments arrive as they were passed.
// Owns only the bytes; which values are sent is methods.ts's, errors are errors.ts's.

export const CONTENT_TYPE = 'application/x-warren-host';

const BUF = '\u0000b';
const UNDEF = '\u0000u';

/** Encodes `value` as the chunks of one body (written in order; the buffers are not copied). */
export function encodeBody(value: unknown): Buffer[] {
  const buffers: Buffer[] = [];
  const v = pack(value, buffers);
  const header = Buffer.from(JSON.stringify({ v, b: buffers.map((b) => b.length) }));
  const prefix = Buffer.allocUnsafe(4);
  prefix.writeUInt32BE(header.length);
  return [prefix, header, ...buffers];
}

/** Decodes a whole body; the Buffers in the value are views of `body`. */
export function decodeBody(body: Buffer): unknown {
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
  return unpack(header.v, buffers);
}

function pack(value: unknown, buffers: Buffer[]): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) {
    const buf = Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    buffers.push(buf);
    return { [BUF]: buffers.length - 1 };
  }
  if (Array.isArray(value)) return value.map((x) => (x === undefined ? { [UNDEF]: 0 } : pack(x, buffers)));
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(value)) if (x !== undefined) out[k] = pack(x, buffers);
  return out;
}

function unpack(value: unknown, buffers: Buffer[]): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((x) => unpack(x, buffers));
  const obj = value as Record<string, unknown>;
  if (BUF in obj) {
    const buf = buffers[obj[BUF] as number];
    if (!buf) throw new Error('host API body: reference to a missing buffer');
    return buf;
  }
  if (UNDEF in obj) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(obj)) out[k] = unpack(x, buffers);
  return out;
}
