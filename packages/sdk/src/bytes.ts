// Text and bytes in both Node and browsers: UTF-8 encoding and base64 without Node's Buffer
// (used where there is one, as it is faster).

type NodeBuffer = { from(data: Uint8Array | ArrayBuffer): { toString(enc: 'base64'): string } };
const NodeBuffer = (globalThis as { Buffer?: NodeBuffer }).Buffer;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export const utf8 = (text: string): Uint8Array => encoder.encode(text);
export const fromUtf8 = (data: Uint8Array): string => decoder.decode(data);

/** Bytes of a string (UTF-8) or the bytes themselves. */
export const toBytes = (data: string | Uint8Array): Uint8Array => (typeof data === 'string' ? utf8(data) : data);

export function base64(data: Uint8Array): string {
  if (NodeBuffer) return NodeBuffer.from(data).toString('base64');
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < data.length; i += CHUNK) binary += String.fromCharCode(...data.subarray(i, i + CHUNK));
  return btoa(binary);
}
