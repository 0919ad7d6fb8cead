// Bad input never breaks the server: requests generated from its own /openapi.json (fast-check,
// fuzz-requests.ts) against a real server with a real busybox sandbox per organization, other
// organizations' keys against one organization's real ids, raw-socket oddities, and the file
// routes given paths the guest refuses. Asserted: no 5xx, every 4xx a JSON error of the API's shape
// ({error, message}), no 2xx across organizations, and the fixtures whole afterwards.
//
// Seeded: the seed is printed; WARREN_FUZZ_SEED=<seed> (and WARREN_FUZZ_PATH=<path> from a
// failure's report) replays a run. WARREN_FUZZ_RUNS sets the budget (default 600 generated
// requests plus 200 across organizations, which fits CI); bench/fuzz.ts runs a bigger one.
//
// Destructive operations (deletes, stop, sleep, pause, reboot, snapshots, forks, exports, exposes,
// creates) are never aimed at the fixtures: only at ids that name nothing, the other organization's
// ids (which must be 404), and throwaway keys, OAuth clients and registry credentials made for the
// fuzz (fuzz-requests.ts: mayTargetFixture, defang).

import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { assertWellFormed, encode, type FuzzTarget, fuzzSettings, send, startFuzzTarget } from './fuzz-fixture.ts';
import { crossOrgRequests, fuzzRequests } from './fuzz-requests.ts';

const { seed, runs, fcOptions } = fuzzSettings(600);

let target: FuzzTarget;
before(async () => {
  target = await startFuzzTarget();
  console.log(
    `fuzz seed ${seed} (replay with WARREN_FUZZ_SEED=${seed}), ${runs} requests, ${target.ops.length} operations`,
  );
});
after(async () => {
  console.log(`fuzz statuses: ${JSON.stringify(Object.fromEntries([...(target?.seen ?? [])].sort()))}`);
  await target?.t.close();
});

describe('generated requests against every operation of /openapi.json', () => {
  it('no 5xx, and every 4xx is a JSON error {error, message}', async () => {
    await fc.assert(
      fc.asyncProperty(fuzzRequests(target.ops), async (r) => {
        const a = await send(target, r, target.acme, target.acme, target.globex);
        if (a) assertWellFormed(r, a);
      }),
      fcOptions(runs),
    );
  });
});

describe("another organization's key against this organization's real ids", () => {
  it('is never a 2xx, whatever the operation', async () => {
    await fc.assert(
      fc.asyncProperty(crossOrgRequests(target.ops), async (r) => {
        const a = await send(target, r, target.acme, target.globex, target.acme);
        if (!a) return;
        assertWellFormed(r, a);
        // A registry credential is named by host within the caller's own list: deleting a host
        // not in it is 204 by design (README), and the other list keeps its own (checked below).
        if (r.op.method === 'DELETE' && r.op.path === '/registries/{host}') return;
        assert.ok(a.status >= 300, `${r.op.method} ${r.op.path} with the other organization's key: ${a.status}`);
      }),
      fcOptions(Math.max(50, Math.round(runs / 3))),
    );
  });
});

describe('DELETE /members/{id} of a member of another organization', () => {
  it('is 404, and the member stays', async () => {
    const r = await target.globex.session.delete(`/members/${target.acme.fixtures.member}`);
    assert.equal(r.status, 404, JSON.stringify(r.body));
    assert.equal(r.body.error, 'not found');
    assert.equal((await target.acme.session.get('/auth/session')).status, 200);
  });
});

describe('the fixtures after the fuzz', () => {
  it("each organization's sandbox still runs commands, its snapshot, key and session are whole, and no sandbox was added", async () => {
    for (const org of [target.acme, target.globex]) {
      assert.equal((await org.client.exec(org.fixtures.sandbox as string, ['echo', 'ok'])).stdout, 'ok\n');
      assert.equal((await org.client.get(`/snapshots/${org.fixtures.snapshot}`)).status, 200);
      assert.equal((await org.session.get('/org')).status, 200, "the member's session is still signed in");
      const hosts = (await org.client.get('/registries')).body.registries.map((r: { host: string }) => r.host);
      assert.ok(hosts.includes(org.fixtures.registry), `${org.fixtures.registry} kept: ${hosts}`);
      const vms = (await org.client.get('/vms')).body.vms as { vm_id: string }[];
      assert.deepEqual(
        vms.map((v) => v.vm_id),
        [org.fixtures.sandbox],
        'no sandbox was created by the fuzz',
      );
    }
  });
});

describe('file routes given a path the guest refuses', () => {
  const stat = (path: string) =>
    target.acme.client.get(`/vms/${target.acme.fixtures.sandbox}/files/stat?path=${encode(path)}`);
  const read = (path: string) =>
    target.acme.client.get(`/vms/${target.acme.fixtures.sandbox}/files?path=${encode(path)}`);

  it('a 4,000-byte name is 400 `name too long`, on every file route', async () => {
    const long = `/tmp/${'a'.repeat(4000)}`;
    const vm = `/vms/${target.acme.fixtures.sandbox}`;
    for (const [method, url, body] of [
      ['GET', `${vm}/files/stat?path=${long}`],
      ['GET', `${vm}/files?path=${long}`],
      ['GET', `${vm}/files/list?path=${long}`],
      ['DELETE', `${vm}/files?path=${long}`],
      ['PUT', `${vm}/files?path=${long}`, new Uint8Array(1)],
      ['POST', `${vm}/files/mkdir`, { path: long }],
      ['POST', `${vm}/files/rename`, { from: '/tmp', to: long }],
    ] as [string, string, unknown?][]) {
      const r = await target.acme.client.call(method, url, body);
      assert.equal(r.status, 400, `${method} ${url.slice(0, 60)}: ${JSON.stringify(r.body)}`);
      assert.equal(r.body.error, 'name too long');
    }
  });

  it('a path past 4,095 bytes of short names is 400 `name too long`', async () => {
    const r = await stat(`/tmp${'/abcdefg'.repeat(520)}`);
    assert.equal(r.status, 400);
    assert.equal(r.body.error, 'name too long');
  });

  it('a path through a symlink loop (ELOOP) is 400 `symlink loop`', async () => {
    await target.acme.client.sh(
      target.acme.fixtures.sandbox as string,
      'ln -sf /tmp/loop-b /tmp/loop-a; ln -sf /tmp/loop-a /tmp/loop-b',
    );
    for (const r of [await stat('/tmp/loop-a/x'), await read('/tmp/loop-a')]) {
      assert.equal(r.status, 400, JSON.stringify(r.body));
      assert.equal(r.body.error, 'symlink loop');
    }
  });

  it('a path through a file (ENOTDIR) is 400 `not a directory`', async () => {
    const r = await read('/etc/passwd/x');
    assert.equal(r.status, 400, JSON.stringify(r.body));
    assert.equal(r.body.error, 'not a directory');
  });

  it('renaming a directory into itself (EINVAL) is 400 `invalid request`', async () => {
    const vm = target.acme.fixtures.sandbox as string;
    assert.equal((await target.acme.client.post(`/vms/${vm}/files/mkdir`, { path: '/tmp/into' })).status, 204);
    const r = await target.acme.client.post(`/vms/${vm}/files/rename`, { from: '/tmp/into', to: '/tmp/into/self' });
    assert.equal(r.status, 400, JSON.stringify(r.body));
    assert.equal(r.body.error, 'invalid request');
  });
});

/** Writes raw bytes to the server and returns what came back before it closed (or `timeoutMs`). */
function raw(bytes: string | Buffer, timeoutMs = 10_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const url = new URL(target.t.server.url);
    const socket = connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer and no close within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', () => {}); // a reset is a close; what was read is the answer
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('latin1'));
    });
    socket.end(bytes);
  });
}

describe('raw-socket oddities', () => {
  const auth = () => `Authorization: Bearer ${target.acme.client.key}\r\n`;
  const cases: [string, () => string | Buffer][] = [
    ['a request line of garbage', () => 'HELLO\r\n\r\n'],
    ['an unknown HTTP version', () => 'GET /vms HTTP/9.9\r\n\r\n'],
    ['a header without a colon', () => `GET /vms HTTP/1.1\r\nHost: x\r\n${auth()}Broken header\r\n\r\n`],
    ['a 100 KiB header', () => `GET /vms HTTP/1.1\r\nHost: x\r\n${auth()}X-Big: ${'a'.repeat(100 * 1024)}\r\n\r\n`],
    [
      'bad chunked encoding',
      () =>
        `POST /registries HTTP/1.1\r\nHost: x\r\n${auth()}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
    ],
    [
      'both Content-Length and Transfer-Encoding',
      () =>
        `POST /registries HTTP/1.1\r\nHost: x\r\n${auth()}Content-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    ],
    ['a negative Content-Length', () => `POST /keys HTTP/1.1\r\nHost: x\r\n${auth()}Content-Length: -5\r\n\r\n`],
    [
      'a body shorter than its Content-Length, then the end',
      () =>
        `POST /keys HTTP/1.1\r\nHost: x\r\n${auth()}Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":`,
    ],
    ['a request cut inside its headers', () => `GET /vms HTTP/1.1\r\nHost: x\r\nAuthor`],
    ['NUL in the path', () => `GET /vms/\0 HTTP/1.1\r\nHost: x\r\n${auth()}\r\n`],
    ['a lone LF between headers', () => `GET /vms HTTP/1.1\nHost: x\n${auth().replace('\r', '')}\n`],
    ['bytes that are not text', () => Buffer.from([0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xfc, 0x03, 0x03])],
  ];
  for (const [name, bytes] of cases) {
    it(`${name}: a 4xx or a closed connection, and the server goes on`, async () => {
      const answer = await raw(bytes());
      if (answer) {
        const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1]);
        assert.ok(status >= 400 && status < 500, `answered: ${answer.slice(0, 200)}`);
      }
      const health = await fetch(`${target.t.server.url}/healthz`);
      assert.equal(health.status, 200);
    });
  }
});
