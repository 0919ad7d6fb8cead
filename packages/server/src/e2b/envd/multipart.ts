// multipart/form-data as the SDKs upload files (docs/e2b.md, "Files"): one `file` part per file,
// its filename the destination path (kept whole, not cut to a base name). The body is whole in
// memory already (uploads are bounded), so this only splits it.

import { ConnectError } from './connect.ts';

export interface Part {
  name: string;
  filename: string | undefined;
  data: Buffer;
}

export function boundaryOf(contentType: string): string | undefined {
  const m = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return m?.[1] ?? m?.[2];
}

export function parseMultipart(body: Buffer, boundary: string): Part[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Part[] = [];
  let at = body.indexOf(delimiter);
  if (at < 0) throw bad('no part boundary in the body');
  for (;;) {
    at += delimiter.length;
    if (body.subarray(at, at + 2).toString() === '--') return parts; // the closing delimiter
    if (body.subarray(at, at + 2).toString() !== '\r\n') throw bad('a boundary is not followed by a line end');
    const headEnd = body.indexOf('\r\n\r\n', at + 2);
    if (headEnd < 0) throw bad('a part has no end of headers');
    const head = body.subarray(at + 2, headEnd).toString('utf8');
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headEnd + 4);
    if (next < 0) throw bad('a part has no closing boundary');
    const disposition = /^content-disposition:(.*)$/im.exec(head)?.[1] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? '';
    const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
    parts.push({ name, filename, data: body.subarray(headEnd + 4, next) });
    at = next + 2;
  }
}

function bad(message: string): ConnectError {
  return new ConnectError('invalid_argument', `malformed multipart body: ${message}`);
}
