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
import { createInvitation } from '../src/index.ts';
import { type Browser, signUp } from './accounts-fixture.ts';
import {
  crossOrgRequests,
  defang,
  type FuzzRequest,
  fuzzRequests,
  type IdChoice,
  type IdKind,
  jsonText,
  type OpenApiDoc,
  type Operation,
  operations,
  SPARES,
} from './fuzz-requests.ts';
import { type Client, startTestServer, type TestServer } from './helpers.ts';

const SEED = process.env.WARREN_FUZZ_SEED ? Number(process.env.WARREN_FUZZ_SEED) : Date.now() % 2 ** 31;
const PATH = process.env.WARREN_FUZZ_PATH;
const RUNS = Number(process.env.WARREN_FUZZ_RUNS ?? 600);
const CROSS_RUNS = Math.max(50, Math.round(RUNS / 3));

/** One organization's real objects, by kind, its throwaway ones, and a member's console session. */
interface Org {
  client: Client;
  session: Browser;
  fixtures: Partial<Record<IdKind, string>>;
  spares: Partial<Record<IdKind, string[]>>;
}

let t: TestServer;
let ops: Operation[];
let acme: Org;
let globex: Org;
const seen = new Map<string, number>();

/** A member of the key's organization, signed in to the console (the accounts routes want one). */
async function memberSession(client: Client, name: string): Promise<Browser> {
  const orgId = (await client.get('/org')).body.org_id as string;
  const email = `fuzz@${name}.example`;
  const inv = await createInvitation(t.server.store, { email, orgId, invitedBy: 'operator', ttlS: 3600 });
  return signUp(t, `${t.server.url}/console/invite?token=${inv.token}`, email, 'fuzz-password');
}

async function makeOrg(client: Client, name: string): Promise<Org> {
  const ok = (r: { status: number; body: unknown }, what: string) => {
    assert.ok(r.status < 300, `${what}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body as Record<string, string>;
  };
  const vm = (await client.createSmall({ memory_mb: 128 })).vm_id;
  const snapshot = ok(await client.post(`/vms/${vm}/snapshot`), 'snapshot').snapshot_id;
  // The organization's own template (the one its sandbox came from is shared by every organization).
  const built = ok(
    await client.post('/templates', { name: `fuzz-${name}`, image: 'busybox', memory_mb: 128 }),
    'template',
  );
  const template = (await client.waitTemplate(built.template_id)).template_id as string;
  const session = await memberSession(client, name);
  const members = (await session.get('/members')).body.members as { user_id: string }[];
  const org: Org = {
    client,
    session,
    fixtures: { sandbox: vm, snapshot, template, member: members[0]?.user_id },
    spares: {},
  };
  const made = async (kind: IdKind, create: (i: number) => Promise<string>) => {
    const ids = [];
    for (let i = 0; i <= SPARES; i++) ids.push(await create(i));
    // The first is a fixture (never deleted); the rest are the fuzz's to destroy.
    org.fixtures[kind] = ids[0];
    org.spares[kind] = ids.slice(1);
  };
  await made('registry', async (i) => {
    const host = `registry${i}.${name}.example`;
    ok(await client.post('/registries', { kind: 'static', host, username: 'u', secret: 's' }), 'registry');
    return host;
  });
  await made(
    'oauth-client',
    async (i) => ok(await session.post('/oauth/clients', { name: `fuzz ${i}` }), 'client').client_id,
  );
  await made('key', async (i) => ok(await session.post('/keys', { name: `fuzz ${i}` }), 'key').key_id);
  await made(
    'invitation',
    async (i) =>
      ok(await session.post('/invitations', { email: `invited${i}@${name}.example` }), 'invitation').invitation_id,
  );
  return org;
}

before(async () => {
  t = await startTestServer({
    // The fuzz is about what requests do, not about the budget: no 429 in the way.
    rateLimits: { acquisitionsPerMinute: 1_000_000, otherPerMinute: 1_000_000, replicas: 1 },
    idle: { idleAfterMs: 3_600_000, checkEveryMs: 3_600_000 },
  });
  ops = operations((await fetch(`${t.server.url}/openapi.json`).then((r) => r.json())) as OpenApiDoc);
  acme = await makeOrg(t.client, 'acme');
  globex = await makeOrg(t.other, 'globex');
  console.log(`fuzz seed ${SEED} (replay with WARREN_FUZZ_SEED=${SEED}), ${RUNS} requests, ${ops.length} operations`);
});
after(async () => {
  console.log(`fuzz statuses: ${JSON.stringify(Object.fromEntries([...seen].sort()))}`);
  await t?.close();
});

/** Percent-encodes every byte but the unreserved ones (lone surrogates become U+FFFD). */
const encode = (s: string) =>
  [...Buffer.from(s, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`,
    )
    .join('');

function resolveId(choice: IdChoice, kind: IdKind, owner: Org, foreign: Org): string {
  switch (choice.kind) {
    case 'fixture':
      return owner.fixtures[kind] ?? '00000000-0000-4000-8000-000000000000';
    case 'spare':
      return owner.spares[kind]?.[choice.index] ?? '00000000-0000-4000-8000-000000000001';
    case 'foreign':
      return foreign.fixtures[kind] ?? '00000000-0000-4000-8000-000000000002';
    case 'unknown':
      return choice.id;
    case 'odd':
      return choice.text;
  }
}

interface Answer {
  status: number;
  type: string;
  body: unknown;
}

/**
 * Sends a generated request: ids resolved against `owner` (whose fixtures "fixture" means) with
 * `caller`'s key. Returns undefined when fetch itself refuses to send it (never a server fault).
 */
async function send(r: FuzzRequest, owner: Org, caller: Org, foreign: Org): Promise<Answer | undefined> {
  const targetsFixture = Object.values(r.ids).some((c) => c.kind === 'fixture');
  const req = defang(r, targetsFixture || caller !== owner);
  const path = req.op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const param = req.op.pathParams.find((p) => p.name === name);
    return encode(resolveId(req.ids[name], param?.kind ?? 'sandbox', owner, foreign));
  });
  const query = req.query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
  const headers: Record<string, string> = {};
  if (req.auth === 'own') headers.authorization = `Bearer ${caller.client.key}`;
  if (req.auth === 'session') {
    headers.cookie = caller.session.cookie;
    headers['x-csrf-token'] = caller.session.csrf;
  }
  if (req.auth === 'garbage') headers.authorization = 'Bearer wrn_sk_\u00ff\u00fe';
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (req.body.kind === 'json') {
    body = jsonText(req.body.value);
    headers['content-type'] = req.body.contentType;
  } else if (req.body.kind === 'text') {
    body = req.body.text;
    if (req.body.contentType !== undefined) headers['content-type'] = req.body.contentType;
  } else if (req.body.kind === 'bytes') {
    body = new Uint8Array(req.body.size).fill(0x7b);
    if (req.body.contentType !== undefined) headers['content-type'] = req.body.contentType;
  }
  if (req.op.method === 'GET') body = undefined;
  let res: Response;
  try {
    res = await fetch(`${t.server.url}${path}${query ? `?${query}` : ''}`, {
      method: req.op.method,
      headers,
      body,
      signal: AbortSignal.timeout(120_000),
    });
  } catch (err) {
    if (err instanceof TypeError && !(err as { cause?: { code?: string } }).cause?.code) return undefined;
    throw err;
  }
  const type = res.headers.get('content-type') ?? '';
  const raw = await res.text();
  let parsed: unknown = raw;
  if (type.includes('application/json')) parsed = JSON.parse(raw);
  const key = `${req.op.method} ${req.op.path} ${res.status}`;
  seen.set(key, (seen.get(key) ?? 0) + 1);
  return { status: res.status, type, body: parsed };
}

/** What every answer must be: no 5xx, and a 4xx carries `{error, message}` as JSON. */
function assertWellFormed(r: FuzzRequest, a: Answer) {
  const what = `${r.op.method} ${r.op.path}`;
  assert.ok(a.status < 500, `${what} answered ${a.status}: ${JSON.stringify(a.body).slice(0, 500)}`);
  if (a.status >= 400) {
    assert.match(a.type, /application\/json/, `${what} ${a.status} without a JSON body`);
    const body = a.body as { error?: unknown; message?: unknown };
    assert.equal(typeof body.error, 'string', `${what} ${a.status}: ${JSON.stringify(body)}`);
    assert.equal(typeof body.message, 'string', `${what} ${a.status}: ${JSON.stringify(body)}`);
  }
}

const fcOptions = (numRuns: number) => ({ seed: SEED, numRuns, ...(PATH ? { path: PATH } : {}) });

describe('generated requests against every operation of /openapi.json', () => {
  it('no 5xx, and every 4xx is a JSON error {error, message}', async () => {
    await fc.assert(
      fc.asyncProperty(fuzzRequests(ops), async (r) => {
        const a = await send(r, acme, acme, globex);
        if (a) assertWellFormed(r, a);
      }),
      fcOptions(RUNS),
    );
  });
});

describe("another organization's key against this organization's real ids", () => {
  it('is never a 2xx, whatever the operation', async () => {
    await fc.assert(
      fc.asyncProperty(crossOrgRequests(ops), async (r) => {
        const a = await send(r, acme, globex, acme);
        if (!a) return;
        assertWellFormed(r, a);
        // A registry credential is named by host within the caller's own list: deleting a host
        // not in it is 204 by design (README), and the other list keeps its own (checked below).
        if (r.op.method === 'DELETE' && r.op.path === '/registries/{host}') return;
        assert.ok(a.status >= 300, `${r.op.method} ${r.op.path} with the other organization's key: ${a.status}`);
      }),
      fcOptions(CROSS_RUNS),
    );
  });
});

describe('DELETE /members/{id} of a member of another organization', () => {
  it('is 404, and the member stays', async () => {
    const r = await globex.session.delete(`/members/${acme.fixtures.member}`);
    assert.equal(r.status, 404, JSON.stringify(r.body));
    assert.equal(r.body.error, 'not found');
    assert.equal((await acme.session.get('/auth/session')).status, 200);
  });
});

describe('the fixtures after the fuzz', () => {
  it("each organization's sandbox still runs commands, its snapshot, key and session are whole, and no sandbox was added", async () => {
    for (const org of [acme, globex]) {
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
  const stat = (path: string) => acme.client.get(`/vms/${acme.fixtures.sandbox}/files/stat?path=${encode(path)}`);
  const read = (path: string) => acme.client.get(`/vms/${acme.fixtures.sandbox}/files?path=${encode(path)}`);

  it('a 4,000-byte name is 400 `name too long`, on every file route', async () => {
    const long = `/tmp/${'a'.repeat(4000)}`;
    const vm = `/vms/${acme.fixtures.sandbox}`;
    for (const [method, url, body] of [
      ['GET', `${vm}/files/stat?path=${long}`],
      ['GET', `${vm}/files?path=${long}`],
      ['GET', `${vm}/files/list?path=${long}`],
      ['DELETE', `${vm}/files?path=${long}`],
      ['PUT', `${vm}/files?path=${long}`, new Uint8Array(1)],
      ['POST', `${vm}/files/mkdir`, { path: long }],
      ['POST', `${vm}/files/rename`, { from: '/tmp', to: long }],
    ] as [string, string, unknown?][]) {
      const r = await acme.client.call(method, url, body);
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
    await acme.client.sh(
      acme.fixtures.sandbox as string,
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
    const vm = acme.fixtures.sandbox as string;
    assert.equal((await acme.client.post(`/vms/${vm}/files/mkdir`, { path: '/tmp/into' })).status, 204);
    const r = await acme.client.post(`/vms/${vm}/files/rename`, { from: '/tmp/into', to: '/tmp/into/self' });
    assert.equal(r.status, 400, JSON.stringify(r.body));
    assert.equal(r.body.error, 'invalid request');
  });
});

/** Writes raw bytes to the server and returns what came back before it closed (or `timeoutMs`). */
function raw(bytes: string | Buffer, timeoutMs = 10_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const url = new URL(t.server.url);
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
  const auth = () => `Authorization: Bearer ${acme.client.key}\r\n`;
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
      const health = await fetch(`${t.server.url}/healthz`);
      assert.equal(health.status, 200);
    });
  }
});
