// envd's plain HTTP file routes (docs/e2b.md, "Files"): GET /files downloads a file, POST /files
// uploads one or more (multipart parts named by their destination path, or one raw body, gzip or
// not, to `?path=`), with X-Metadata-* headers kept as the files' metadata. Both go through
// Warren's file operations as the user the request names (`username`), relative paths under its
// home. Who may call was checked by the handler (the access token or a signed URL).

import type { ServerResponse } from 'node:http';
import { posix } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { SandboxService } from '../../control/sandboxes/service.ts';
import { type Account, resolvePath } from './accounts.ts';
import type { Call } from './call.ts';
import { ConnectError, readBody } from './connect.ts';
import { METADATA_XATTR } from './entries.ts';
import { boundaryOf, parseMultipart } from './multipart.ts';

/** The largest file read or written through /files (Warren's file operations hold it whole). */
export const MAX_FILE_BYTES = 16 * 1024 * 1024;
/** The largest upload body (several files in one multipart request). */
const MAX_UPLOAD_BYTES = 32 * 1024 * 1024;
/** Metadata of a file: at most this many bytes of keys and values together. */
const MAX_METADATA_BYTES = 4096;

export class FileRoutes {
  readonly #sandboxes: SandboxService;

  constructor(sandboxes: SandboxService) {
    this.#sandboxes = sandboxes;
  }

  async download(call: Call, account: Account, query: URLSearchParams): Promise<void> {
    const path = resolvePath(query.get('path') ?? '', account);
    const data = await this.#sandboxes.guest(call.caller, call.vmId, (h) =>
      h.readFile(call.vmId, path, MAX_FILE_BYTES),
    );
    (call.res as ServerResponse).writeHead(200, {
      'content-type': 'application/octet-stream',
      'content-length': data.length,
      'content-disposition': `attachment; filename="${posix.basename(path).replace(/["\\\r\n]/g, '_')}"`,
    });
    call.res.end(data);
  }

  async upload(call: Call, account: Account, query: URLSearchParams): Promise<void> {
    const xattrs = metadataOf(call);
    const type = String(call.req.headers['content-type'] ?? '');
    const body = await readBody(call.req, MAX_UPLOAD_BYTES);
    const files: { path: string; data: Buffer }[] = [];
    if (/^multipart\/form-data/i.test(type)) {
      const boundary = boundaryOf(type);
      if (!boundary) throw new ConnectError('invalid_argument', 'multipart body without a boundary');
      const parts = parseMultipart(body, boundary).filter((p) => p.name === 'file');
      const given = query.get('path');
      for (const part of parts) {
        const name = parts.length === 1 && given ? given : part.filename;
        if (!name) throw new ConnectError('invalid_argument', 'a file part names no path (its filename)');
        files.push({ path: resolvePath(name, account), data: part.data });
      }
    } else {
      const given = query.get('path');
      if (!given) throw new ConnectError('invalid_argument', 'path is required for a raw upload');
      files.push({ path: resolvePath(given, account), data: decoded(call, body) });
    }
    if (files.length === 0) throw new ConnectError('invalid_argument', 'no file in the request');
    if (new Set(files.map((f) => f.path)).size !== files.length) {
      throw new ConnectError('invalid_argument', 'two files of the request have the same path');
    }
    for (const f of files) {
      if (f.data.length > MAX_FILE_BYTES) {
        throw new ConnectError('resource_exhausted', `${f.path} is over ${MAX_FILE_BYTES} bytes`, 413);
      }
    }
    for (const f of files) {
      await this.#sandboxes.guest(call.caller, call.vmId, (h) =>
        h.writeFile(call.vmId, f.path, f.data, { user: account.name, xattrs }),
      );
    }
    const answer = JSON.stringify(
      files.map((f) => ({
        name: posix.basename(f.path),
        type: 'file',
        path: f.path,
        ...(Object.keys(xattrs).length > 0 ? { metadata: metadataView(xattrs) } : {}),
      })),
    );
    (call.res as ServerResponse).writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(answer),
    });
    call.res.end(answer);
  }
}

/** A raw upload's bytes, gunzipped when sent with Content-Encoding: gzip. */
function decoded(call: Call, body: Buffer): Buffer {
  const encoding = String(call.req.headers['content-encoding'] ?? '').toLowerCase();
  if (encoding === '' || encoding === 'identity') return body;
  if (encoding !== 'gzip') throw new ConnectError('invalid_argument', `unsupported content-encoding ${encoding}`);
  try {
    return gunzipSync(body, { maxOutputLength: MAX_FILE_BYTES + 1 });
  } catch (err) {
    throw new ConnectError('invalid_argument', `the gzip body does not decode: ${(err as Error).message}`);
  }
}

/** X-Metadata-<key>: <value> headers as the extended attributes that keep them. */
function metadataOf(call: Call): Record<string, string> {
  const out: Record<string, string> = {};
  let size = 0;
  for (const [name, value] of Object.entries(call.req.headers)) {
    if (!name.startsWith('x-metadata-') || typeof value !== 'string') continue;
    const key = name.slice('x-metadata-'.length).toLowerCase();
    if (key === '' || !/^[\x20-\x7e]*$/.test(value)) {
      throw new ConnectError('invalid_argument', `metadata ${key}: printable ASCII only`);
    }
    size += key.length + value.length;
    out[METADATA_XATTR + key] = value;
  }
  if (size > MAX_METADATA_BYTES)
    throw new ConnectError('invalid_argument', `metadata over ${MAX_METADATA_BYTES} bytes`);
  return out;
}

function metadataView(xattrs: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(xattrs).map(([k, v]) => [k.slice(METADATA_XATTR.length), v]));
}
