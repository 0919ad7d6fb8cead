// The plain HTTP of the code interpreter's port (49999): a request as the edge hands it over
// (HTTP/1.1 or h2 compatibility objects), its JSON body read within a bound, and the answers E2B's
// server gives: JSON, or a plain-text error whose body the SDK shows (for 404 and 502).

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import { ApiError, badRequest } from '../../errors.ts';

export type Request = IncomingMessage | Http2ServerRequest;
export type Response = ServerResponse | Http2ServerResponse;

/** The request's JSON body (an object; `{}` when empty), refused past `maxBytes`. */
export async function readJson(req: Request, maxBytes: number): Promise<Record<string, unknown>> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new ApiError(413, 'too large', `the body is over ${maxBytes} bytes`);
    parts.push(chunk);
  }
  const text = Buffer.concat(parts).toString('utf8').trim();
  if (text === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('the body is not JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('the body is not an object');
  return body as Record<string, unknown>;
}

export function sendJson(res: Response, status: number, value: unknown): void {
  const body = JSON.stringify(value);
  (res as ServerResponse).writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

export function sendText(res: Response, status: number, text: string): void {
  (res as ServerResponse).writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

export function header(req: Request, name: string): string | undefined {
  const v = req.headers[name];
  return typeof v === 'string' ? v : undefined;
}
