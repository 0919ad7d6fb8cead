// The S3-compatible server the tests run as a separate process: s3rver (S3's REST protocol:
// objects, listing, multipart uploads, presigned GETs with their expiry) with SigV4 verification
// in front, since s3rver checks only the access key id of a SigV4 request. Each request is
// re-signed with Smithy's SignatureV4 (the AWS SDK's own signer) from the parts the client says
// it signed, and refused with 403 SignatureDoesNotMatch unless the signatures agree.
//
//   node s3-server.ts PORT DIRECTORY BUCKET      (access key and secret in S3_ACCESS_KEY, S3_SECRET)
// prints "ready" once it listens, and appends "METHOD URL" of each request to DIRECTORY.log (so a
// test can see that a big upload went up in parts).

import { createHash, createHmac } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { SignatureV4 } from '@smithy/signature-v4';
import S3rver from 's3rver';
import AWSAccount from 's3rver/lib/models/account.js';

const [port, directory, bucket] = process.argv.slice(2);
const accessKeyId = process.env.S3_ACCESS_KEY ?? '';
const secretAccessKey = process.env.S3_SECRET ?? '';
if (!port || !directory || !bucket || !accessKeyId || !secretAccessKey) {
  console.error('usage: S3_ACCESS_KEY=.. S3_SECRET=.. node s3-server.ts PORT DIRECTORY BUCKET');
  process.exit(2);
}

/** node:crypto in the shape Smithy's signer wants (a hash, or an HMAC when given a secret). */
type Data = string | ArrayBuffer | ArrayBufferView;
const bytes = (d: Data) =>
  typeof d === 'string'
    ? d
    : ArrayBuffer.isView(d)
      ? Buffer.from(d.buffer, d.byteOffset, d.byteLength)
      : Buffer.from(d);

class Sha256 {
  readonly #h: { update(d: string | Buffer): unknown; digest(): Buffer };
  constructor(secret?: Data) {
    this.#h = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }
  update(data: Data): void {
    this.#h.update(bytes(data));
  }
  async digest(): Promise<Uint8Array> {
    return this.#h.digest();
  }
}

interface Ctx {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}

const SIGNED_QUERY = ['X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Expires', 'X-Amz-SignedHeaders'];

function parseAmzDate(s: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(s);
  if (!m) throw new Error(`bad date ${s}`);
  return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]));
}

/** The signature the client should have sent, or undefined for a request with none. */
async function expected(ctx: Ctx): Promise<{ given: string; want: string } | undefined> {
  const [path, rawQuery = ''] = ctx.url.split(/\?(.*)/s);
  const query: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(rawQuery)) query[k] = v;
  const header = (n: string) => {
    const v = ctx.headers[n];
    return Array.isArray(v) ? v.join(',') : (v ?? '');
  };
  const auth = header('authorization');
  const presigned = 'X-Amz-Signature' in query;
  if (!auth && !presigned) return undefined;
  const credential = presigned ? query['X-Amz-Credential'] : (/Credential=([^,]+)/.exec(auth)?.[1] ?? '');
  const signedHeaders = presigned ? query['X-Amz-SignedHeaders'] : (/SignedHeaders=([^,]+)/.exec(auth)?.[1] ?? '');
  const given = presigned ? query['X-Amz-Signature'] : (/Signature=([0-9a-f]+)/.exec(auth)?.[1] ?? '');
  const [key, , region, service] = credential.split('/');
  if (key !== accessKeyId) return { given, want: 'unknown access key' };
  const headers: Record<string, string> = {};
  for (const n of signedHeaders.split(';')) headers[n] = header(n);
  const signer = new SignatureV4({
    credentials: { accessKeyId, secretAccessKey },
    region,
    service,
    sha256: Sha256,
    uriEscapePath: false,
  });
  const request = { method: ctx.method, protocol: 'http:', hostname: '127.0.0.1', path, query, headers };
  if (presigned) {
    const signingDate = parseAmzDate(query['X-Amz-Date']);
    const expiresIn = Number(query['X-Amz-Expires']);
    for (const k of [...SIGNED_QUERY, 'X-Amz-Signature']) delete query[k];
    // The presigner hoists x-amz-* headers into the query; give them back as headers to re-hoist.
    for (const k of Object.keys(query)) {
      if (k.toLowerCase().startsWith('x-amz-')) {
        headers[k] = query[k];
        delete query[k];
      }
    }
    const signed = await signer.presign(request, { signingDate, expiresIn });
    return { given, want: String(signed.query?.['X-Amz-Signature']) };
  }
  const signed = await signer.sign(request, { signingDate: parseAmzDate(header('x-amz-date')) });
  return { given, want: /Signature=([0-9a-f]+)/.exec(String(signed.headers.authorization))?.[1] ?? '' };
}

async function verifySignature(ctx: Ctx, next: () => Promise<void>): Promise<void> {
  appendFileSync(`${directory}.log`, `${ctx.method} ${ctx.url}\n`);
  const check = await expected(ctx);
  if (check && check.given !== check.want) {
    ctx.status = 403;
    ctx.type = 'application/xml';
    ctx.body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code>' +
      '<Message>The request signature we calculated does not match the signature you provided.</Message></Error>';
    return;
  }
  await next();
}

AWSAccount.DUMMY_ACCOUNT.revokeAccessKey('S3RVER');
AWSAccount.DUMMY_ACCOUNT.createKeyPair(accessKeyId, secretAccessKey);
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  directory,
  silent: true,
  configureBuckets: [{ name: bucket, configs: [] }],
});
server.middleware.unshift(verifySignature);
await server.run();
console.log('ready');
for (const sig of ['SIGTERM', 'SIGINT'] as const) process.once(sig, () => server.close().then(() => process.exit(0)));
// Standard input is a pipe from the test process: when it closes, that process is gone (even
// killed with SIGKILL), and this server goes with it.
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
