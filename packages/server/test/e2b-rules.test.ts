// The E2B front's pure rules, no VM (docs/e2b.md): the signature of file URLs (the SDK's own test
// vectors), Connect's envelopes and keepalives, multipart bodies as the SDK sends them, paths
// under a user's home, list filters as the SDK encodes them, and E2B's network settings as
// egress rules.

import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, test } from 'node:test';
import { egressOf, listFilter, networkView } from '../src/e2b/api/translate.ts';
import { resolvePath } from '../src/e2b/envd/accounts.ts';
import { ConnectError, ServerStream } from '../src/e2b/envd/connect.ts';
import { permissions } from '../src/e2b/envd/entries.ts';
import { boundaryOf, parseMultipart } from '../src/e2b/envd/multipart.ts';
import { fileSignature, signatureValid } from '../src/e2b/envd/signature.ts';

describe('signed file URLs', () => {
  test("the SDK's algorithm: v1_ and the unpadded base64 of sha256(path:operation:user:token[:expiry])", () => {
    assert.equal(
      fileSignature('/home/user/a.txt', 'write', '', 'tok123'),
      'v1_0Hi825hc98GSYIE1rg1hKYt5QuzguY2QeakyJLpEALg',
    );
    assert.equal(
      fileSignature('/home/user/a.txt', 'read', 'root', 'tok123', 1795797982),
      'v1_BFO4y3+Zvat4TROUTOCkSKqLxG+YShwXoHIk3SJuBtE',
    );
  });

  test('a signature is valid for its path, operation, user and token, until it expires', () => {
    const sig = fileSignature('/a', 'read', '', 't', 2000);
    const q = (extra: Record<string, string>) => new URLSearchParams({ path: '/a', signature: sig, ...extra });
    assert.equal(signatureValid(q({ signature_expiration: '2000' }), 'read', 't', 1999), true);
    assert.equal(signatureValid(q({ signature_expiration: '2000' }), 'read', 't', 2001), false, 'expired');
    assert.equal(signatureValid(q({ signature_expiration: '2000' }), 'write', 't', 1999), false, 'another operation');
    assert.equal(signatureValid(q({ signature_expiration: '2000', username: 'root' }), 'read', 't', 1999), false);
    assert.equal(signatureValid(q({ signature_expiration: '2000' }), 'read', 'u', 1999), false, 'another token');
    assert.equal(signatureValid(q({}), 'read', 't', 1999), false, 'the expiry is signed too');
  });
});

describe('Connect server streams', () => {
  test('messages are enveloped, a quiet stream gets keepalives, the end carries the error', async () => {
    const server = http.createServer((_req, res) => {
      const stream = new ServerStream(res, 100, () => ({ keepalive: {} }));
      stream.send({ start: {} });
      setTimeout(() => stream.end(new ConnectError('deadline_exceeded', 'too long')), 350);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      assert.equal(res.headers.get('content-type'), 'application/connect+json');
      let body = Buffer.from(await res.arrayBuffer());
      const frames: { flags: number; json: unknown }[] = [];
      while (body.length >= 5) {
        const length = body.readUInt32BE(1);
        frames.push({ flags: body[0], json: JSON.parse(body.subarray(5, 5 + length).toString()) });
        body = body.subarray(5 + length);
      }
      assert.deepEqual(frames[0], { flags: 0, json: { start: {} } });
      assert.ok(frames.filter((f) => JSON.stringify(f.json) === '{"keepalive":{}}').length >= 2);
      assert.deepEqual(frames.at(-1), {
        flags: 2,
        json: { error: { code: 'deadline_exceeded', message: 'too long' } },
      });
    } finally {
      server.close();
    }
  });
});

describe('multipart uploads', () => {
  test('one part per file, the filename kept whole as its path', () => {
    const boundary = '----formdata-undici-0123';
    const part = (path: string, data: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${path}"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n${data}\r\n`;
    const body = Buffer.from(`${part('/home/user/a.txt', 'one\r\ntwo')}${part('rel/b.txt', '')}--${boundary}--\r\n`);
    assert.equal(boundaryOf(`multipart/form-data; boundary=${boundary}`), boundary);
    const parts = parseMultipart(body, boundary);
    assert.deepEqual(
      parts.map((p) => [p.name, p.filename, p.data.toString()]),
      [
        ['file', '/home/user/a.txt', 'one\r\ntwo'],
        ['file', 'rel/b.txt', ''],
      ],
    );
    assert.throws(() => parseMultipart(Buffer.from('no boundary here'), boundary), ConnectError);
  });
});

describe('paths, permissions, filters, network', () => {
  test('relative paths and ~ are under the home; the rest is normalized', () => {
    const user = { name: 'user', home: '/home/user' };
    assert.equal(resolvePath('', user), '/home/user');
    assert.equal(resolvePath('~/x/../y', user), '/home/user/y');
    assert.equal(resolvePath('notes/a.txt', user), '/home/user/notes/a.txt');
    assert.equal(resolvePath('/tmp//a/', user), '/tmp/a');
    assert.throws(() => resolvePath('/a\0b', user), ConnectError);
  });

  test('modes as Go writes them', () => {
    assert.equal(permissions('file', 0o644), '-rw-r--r--');
    assert.equal(permissions('dir', 0o755), 'drwxr-xr-x');
    assert.equal(permissions('symlink', 0o777), 'Lrwxrwxrwx');
  });

  test("metadata filters decode as the SDK encodes them; states are E2B's two", () => {
    // The SDK encodes each key and value, joins them as a query string and the whole is encoded
    // once more: {"k.y": "v&1", "pct": "100%"} arrives, once the query itself is decoded, as this.
    const filter = listFilter('k.y=v%25261&pct=100%2525', 'running,paused');
    assert.deepEqual(filter.labels, [
      { key: 'k.y', value: 'v&1' },
      { key: 'pct', value: '100%' },
    ]);
    assert.deepEqual(filter.state, ['running', 'slept', 'creating', 'paused', 'archived']);
    assert.deepEqual(listFilter(undefined, 'paused').state, ['paused', 'archived']);
    assert.throws(() => listFilter('bad%2520key=1', undefined), /not a label key/);
    assert.throws(() => listFilter(undefined, 'asleep'), /running or paused/);
  });

  test("E2B's network settings as egress rules, and back", () => {
    assert.equal(egressOf(undefined, undefined), undefined);
    assert.deepEqual(egressOf(false, undefined), { allow_out: [] });
    assert.deepEqual(egressOf(undefined, { denyOut: ['0.0.0.0/0'], allowOut: ['a.test'] }), { allow_out: ['a.test'] });
    assert.deepEqual(egressOf(true, { denyOut: ['10.0.0.0/8'] }), { deny_out: ['10.0.0.0/8'] });
    assert.deepEqual(networkView({ allow_out: ['a.test'] }), { allowOut: ['a.test'], denyOut: ['0.0.0.0/0'] });
    assert.deepEqual(networkView(null), {});
  });
});
