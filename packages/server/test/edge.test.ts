// The public edge on real microVMs: the Ingress routes (expose, list, delete, limits, other
// organizations) and what a public URL speaks: HTTP/1.1 and h2 over TLS from the local CA, 426 for
// HTTP/1.0, 502 until the guest listens, X-Forwarded-*, WebSocket, streaming both ways, a 50 MB
// download intact, and no way from one public port to anything but its own sandbox's port.

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { caCert, createPython, curl, startGuestServer, TEST_EDGE_PORTS, waitServing } from './edge-helpers.ts';
import { SCRATCH, startTestServer, type TestServer } from './helpers.ts';

const GUEST_PORT = 8000;

let t: TestServer;
let a: { vm_id: string; guest_ip: string };
let b: { vm_id: string; guest_ip: string };
let urlA: string;
let urlB: string;
let ingressA: Record<string, any>;

before(async () => {
  t = await startTestServer({ edge: { ports: TEST_EDGE_PORTS } });
  [a, b] = await Promise.all([createPython(t.client), createPython(t.client)]);
});

after(async () => {
  await t?.close();
});

describe('POST /vms/{id}/expose', () => {
  it('answers 201 with ingress_id, guest_port, gateway_node, public_port and an https public_url', async () => {
    const r = await t.client.post(`/vms/${a.vm_id}/expose`, { guest_port: GUEST_PORT });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    ingressA = r.body;
    assert.match(r.body.ingress_id, /^[0-9a-f-]{36}$/);
    assert.equal(r.body.guest_port, GUEST_PORT);
    assert.equal(r.body.gateway_node, 'local');
    assert.ok(r.body.public_port >= TEST_EDGE_PORTS.first && r.body.public_port <= TEST_EDGE_PORTS.last);
    assert.equal(r.body.public_url, `https://localhost:${r.body.public_port}`);
    urlA = r.body.public_url;
    const ev = (await t.client.get(`/vms/${a.vm_id}/events?limit=1`)).body.events[0];
    assert.equal(ev.kind, 'exposed');
    assert.match(ev.detail, new RegExp(`guest port ${GUEST_PORT}`));
  });

  it('exposing the same guest port again returns the existing ingress (safe retry)', async () => {
    const r = await t.client.post(`/vms/${a.vm_id}/expose`, { guest_port: GUEST_PORT, public_port: 0 });
    assert.equal(r.status, 201);
    assert.deepEqual(r.body, ingressA);
  });

  it('a public_port already taken is 409 with a clear message', async () => {
    const r = await t.client.post(`/vms/${b.vm_id}/expose`, {
      guest_port: GUEST_PORT,
      public_port: ingressA.public_port,
    });
    assert.equal(r.status, 409);
    assert.equal(r.body.error, 'public port in use');
    assert.match(r.body.message, new RegExp(String(ingressA.public_port)));
  });

  it('a public_port held by another program on the machine is 409 too', async () => {
    const port = TEST_EDGE_PORTS.last;
    const squatter = net.createServer();
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
    try {
      const r = await t.client.post(`/vms/${b.vm_id}/expose`, { guest_port: 9, public_port: port });
      assert.equal(r.status, 409);
      assert.equal(r.body.error, 'public port in use');
    } finally {
      squatter.close();
    }
  });

  it('an explicit public_port in the range is honoured', async () => {
    const port = TEST_EDGE_PORTS.first + 50;
    const r = await t.client.post(`/vms/${b.vm_id}/expose`, { guest_port: GUEST_PORT, public_port: port });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.equal(r.body.public_port, port);
    urlB = r.body.public_url;
  });

  it('guest_port outside 1-65535, a public_port outside the range and unknown fields are 400', async () => {
    for (const body of [
      { guest_port: 0 },
      { guest_port: 65536 },
      { guest_port: '8000' },
      {},
      { guest_port: 80, public_port: 443 },
      { guest_port: 80, public_port: TEST_EDGE_PORTS.last + 1 },
      { guest_port: 80, port: 1 },
    ]) {
      const r = await t.client.post(`/vms/${a.vm_id}/expose`, body);
      assert.equal(r.status, 400, JSON.stringify(body));
    }
    const r = await t.client.post(`/vms/${a.vm_id}/expose`, { guest_port: 80, public_port: 443 });
    assert.match(r.body.message, new RegExp(`${TEST_EDGE_PORTS.first}-${TEST_EDGE_PORTS.last}`));
  });

  it('a sandbox exposes at most 8 ports; the 9th is 409 with the limit named', async () => {
    const made: string[] = [];
    for (let port = 1; port <= 7; port++) {
      const r = await t.client.post(`/vms/${a.vm_id}/expose`, { guest_port: 9000 + port });
      assert.equal(r.status, 201);
      made.push(r.body.ingress_id);
    }
    const r = await t.client.post(`/vms/${a.vm_id}/expose`, { guest_port: 9100 });
    assert.equal(r.status, 409);
    assert.equal(r.body.error, 'ingress limit (8) reached');
    for (const id of made) assert.equal((await t.client.delete(`/ingress/${id}`)).status, 204);
  });

  it("another organization's sandbox answers 404, and an unknown sandbox too", async () => {
    assert.equal((await t.other.post(`/vms/${a.vm_id}/expose`, { guest_port: 80 })).status, 404);
    assert.equal((await t.client.post('/vms/nope/expose', { guest_port: 80 })).status, 404);
  });
});

describe('GET /vms/{id}/ingress and DELETE /ingress/{ingress_id}', () => {
  it('lists the ingresses of the sandbox', async () => {
    const r = await t.client.get(`/vms/${a.vm_id}/ingress`);
    assert.equal(r.status, 200);
    assert.deepEqual(r.body.ingresses, [ingressA]);
  });

  it('another organization gets 404 on list and delete, and the ingress stays', async () => {
    assert.equal((await t.other.get(`/vms/${a.vm_id}/ingress`)).status, 404);
    const del = await t.other.delete(`/ingress/${ingressA.ingress_id}`);
    assert.equal(del.status, 404);
    assert.equal((await t.client.get(`/vms/${a.vm_id}/ingress`)).body.ingresses.length, 1);
    assert.equal((await t.client.delete('/ingress/00000000-0000-0000-0000-000000000000')).status, 404);
  });

  it('DELETE is 204 and repeatable; the URL stops answering at once', async () => {
    const r = await t.client.post(`/vms/${a.vm_id}/expose`, { guest_port: 7000 });
    assert.equal((await curl(t, r.body.public_url)).status, 502);
    assert.equal((await t.client.delete(`/ingress/${r.body.ingress_id}`)).status, 204);
    assert.equal((await curl(t, r.body.public_url)).code, 7, 'connection refused');
    assert.equal((await t.client.delete(`/ingress/${r.body.ingress_id}`)).status, 204);
    const ev = (await t.client.get(`/vms/${a.vm_id}/events?limit=1`)).body.events[0];
    assert.equal(ev.kind, 'unexposed');
  });
});

describe('the ingress routes in the API', () => {
  it('are in /openapi.json, and mutating calls are audited with their resource', async () => {
    const doc = await fetch(`${t.server.url}/openapi.json`).then((r) => r.json() as Promise<{ paths: object }>);
    for (const path of ['/vms/{id}/expose', '/vms/{id}/ingress', '/ingress/{ingress_id}']) {
      assert.ok(path in doc.paths, path);
    }
    const records = (await t.client.get('/audit?limit=50')).body.records as { action: string; resource: string }[];
    assert.ok(records.some((r) => r.action === 'POST /vms/:id/expose' && r.resource === a.vm_id));
    assert.ok(records.some((r) => r.action === 'DELETE /ingress/:ingress_id' && /^[0-9a-f-]{36}$/.test(r.resource)));
  });
});

describe('the public URL', () => {
  it('answers 502 saying the sandbox is not listening on the port yet, until the guest serves', async () => {
    const r = await curl(t, urlA);
    assert.equal(r.status, 502);
    assert.match(JSON.parse(r.body).message, /not listening on port 8000 yet/);
    await Promise.all([
      startGuestServer(t.client, a.vm_id, GUEST_PORT, 'a'),
      startGuestServer(t.client, b.vm_id, GUEST_PORT, 'b'),
    ]);
    const ok = await waitServing(t, urlA);
    assert.equal(ok.body, 'hello from a');
    assert.equal((await waitServing(t, urlB)).body, 'hello from b');
  });

  it('speaks HTTP/1.1 and h2 over TLS (ALPN), trusted through the local CA; no API key needed', async () => {
    const h1 = await curl(t, `${urlA}/`, ['--http1.1', '-w', '\n%{http_version}\n%{http_code}']);
    assert.equal(h1.status, 200);
    assert.equal(h1.body, 'hello from a\n1.1');
    const h2 = await curl(t, `${urlA}/`, ['--http2', '-w', '\n%{http_version}\n%{http_code}']);
    assert.equal(h2.status, 200);
    assert.equal(h2.body, 'hello from a\n2');
  });

  it("passes the guest's status and headers on an empty answer of known length, over HTTP/1.1 and h2", async () => {
    for (const proto of ['--http1.1', '--http2']) {
      const r = await curl(t, `${urlA}/moved`, [proto, '-D', '-']);
      assert.equal(r.status, 301, proto);
      assert.match(r.body, /^location: \/\r?$/im, proto);
      assert.match(r.body, /^content-length: 0\r?$/im, proto);
    }
  });

  it('HTTP/1.0 gets 426', async () => {
    const r = await curl(t, urlA, ['--http1.0', '-D', '-']);
    assert.equal(r.status, 426);
    assert.match(r.body, /^upgrade: HTTP\/1\.1/im);
    assert.match(r.body, /HTTP\/1\.1 and h2 only/);
  });

  it('sets X-Forwarded-For, -Proto and -Host; a client cannot choose them; Authorization reaches only the guest', async () => {
    for (const proto of ['--http1.1', '--http2']) {
      const r = await curl(t, `${urlA}/headers`, [
        proto,
        '-H',
        'X-Forwarded-For: 6.6.6.6',
        '-H',
        'Authorization: Bearer app-token',
      ]);
      const h = JSON.parse(r.body);
      assert.equal(h['x-forwarded-for'], '127.0.0.1', proto);
      assert.equal(h['x-forwarded-proto'], 'https');
      assert.equal(h['x-forwarded-host'], `localhost:${ingressA.public_port}`);
      assert.equal(h.host, `localhost:${ingressA.public_port}`);
      assert.equal(h.authorization, 'Bearer app-token', 'the guest application does its own authentication');
    }
  });

  it('a WebSocket upgrade works end to end over HTTP/1.1', async () => {
    const ws = new WebSocket(`${urlA.replace('https', 'wss')}/ws`, { ca: readFileSync(caCert(t)) });
    const echoed: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no echo in 30 s')), 30_000);
      ws.on('open', () => {
        ws.send('hello');
        ws.send(Buffer.alloc(70_000, 7));
      });
      ws.on('message', (data, binary) => {
        echoed.push(binary ? `binary ${(data as Buffer).length}` : String(data));
        if (echoed.length === 2) {
          clearTimeout(timer);
          resolve();
        }
      });
      ws.on('error', reject);
    });
    ws.close();
    assert.deepEqual(echoed, ['hello', 'binary 70000']);
  });

  it('a server-sent event stream arrives as it is produced, not when it ends', async () => {
    // One stream per protocol, side by side (each takes its four seconds; the guest serves both).
    const protos = ['--http1.1', '--http2'];
    const streams = protos.map(
      (proto) =>
        new Promise<number[]>((resolve, reject) => {
          const started = Date.now();
          const times: number[] = [];
          const c = spawn('curl', ['-sN', proto, '--cacert', caCert(t), '--max-time', '30', `${urlA}/sse`]);
          c.stdout.on('data', (d: Buffer) => {
            for (const _ of d.toString().matchAll(/^data: /gm)) times.push(Date.now() - started);
          });
          c.on('close', () => resolve(times));
          c.on('error', reject);
        }),
    );
    for (const [i, arrivals] of (await Promise.all(streams)).entries()) {
      const proto = protos[i];
      assert.equal(arrivals.length, 4, proto);
      // Events are a second apart in the guest; buffered, they would all arrive together at the end.
      assert.ok(arrivals[3] - arrivals[0] > 2000, `${proto}: ${arrivals.join(', ')} ms`);
    }
  });

  it('a 50 MB download arrives intact (checksum), over HTTP/1.1 and h2', async () => {
    const made = await t.client.sh(a.vm_id, 'head -c 52428800 /dev/urandom > /srv/big && sha256sum /srv/big');
    const want = made.stdout.split(' ')[0];
    for (const proto of ['--http1.1', '--http2']) {
      const file = join(SCRATCH, `edge-download-${process.pid}`);
      const r = await curl(t, `${urlA}/file/big`, [proto, '-o', file], 300);
      assert.equal(r.status, 200, r.stderr);
      const got = createHash('sha256').update(readFileSync(file)).digest('hex');
      rmSync(file, { force: true });
      assert.equal(got, want, proto);
    }
  });

  it('request bodies stream through to the guest and back (5 MB echoed, HTTP/1.1 and h2)', async () => {
    const file = join(SCRATCH, `edge-upload-${process.pid}`);
    const data = randomBytes(5 * 1024 * 1024);
    writeFileSync(file, data);
    try {
      for (const proto of ['--http1.1', '--http2']) {
        const out = `${file}.out`;
        const r = await curl(t, `${urlA}/echo`, [proto, '--data-binary', `@${file}`, '-o', out], 300);
        assert.equal(r.status, 200, r.stderr);
        assert.ok(readFileSync(out).equals(data), proto);
        rmSync(out, { force: true });
      }
    } finally {
      rmSync(file, { force: true });
    }
  });
});

describe("one sandbox's public port never reaches another sandbox", () => {
  it('each URL answers from its own sandbox, whatever Host or request target the client sends', async () => {
    assert.equal((await curl(t, urlA)).body, 'hello from a');
    assert.equal((await curl(t, urlB)).body, 'hello from b');
    const portB = new URL(urlB).port;
    const tricks = [
      ['-H', `Host: localhost:${portB}`],
      ['--http2', '-H', `Host: localhost:${portB}`],
      ['--http1.1', '--request-target', `http://${b.guest_ip}:${GUEST_PORT}/`],
      ['--http1.1', '--request-target', `http://127.0.0.1:${new URL(t.server.url).port}/`],
    ];
    for (const args of tricks) {
      const r = await curl(t, `${urlA}/`, args);
      assert.equal(r.body, 'hello from a', args.join(' '));
    }
    // h2 has no absolute-form: such a request is refused as malformed, and reaches nobody.
    const h2 = await curl(t, `${urlA}/`, ['--http2', '--request-target', `http://${b.guest_ip}:${GUEST_PORT}/`]);
    assert.notEqual(h2.code, 0);
    assert.notEqual(h2.body, 'hello from b');
  });

  it("the API is not reachable through a public URL (the guest's own 404 answers)", async () => {
    const r = await curl(t, `${urlA}/vms`, ['-H', `Authorization: Bearer ${t.client.key}`]);
    assert.equal(r.status, 404);
    assert.equal(r.body, 'no such page in the guest');
  });
});
