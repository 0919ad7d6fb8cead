// The fuzz's server and what it aims at (fuzz.test.ts, bench/fuzz.ts): a real test server with,
// for each of two organizations, a busybox sandbox, a snapshot (and for acme a template of its own), a member's
// console session, and a registry credential, OAuth client, API key and invitation that are never
// destroyed plus throwaway ones that may be; and the one way a generated request is sent and
// judged.

import assert from 'node:assert/strict';
import { createInvitation, type ServerConfig } from '../src/index.ts';
import { type Browser, signUp } from './accounts-fixture.ts';
import {
  defang,
  type FuzzRequest,
  type IdChoice,
  type IdKind,
  jsonText,
  type OpenApiDoc,
  type Operation,
  operations,
  SPARES,
} from './fuzz-requests.ts';
import { type Client, startTestServer, type TestServer } from './helpers.ts';

/** The seed (printed; WARREN_FUZZ_SEED replays it), the replay path and the budget of a run. */
export function fuzzSettings(defaultRuns: number) {
  const seed = process.env.WARREN_FUZZ_SEED ? Number(process.env.WARREN_FUZZ_SEED) : Date.now() % 2 ** 31;
  const path = process.env.WARREN_FUZZ_PATH;
  const runs = Number(process.env.WARREN_FUZZ_RUNS ?? defaultRuns);
  return { seed, runs, fcOptions: (numRuns: number) => ({ seed, numRuns, ...(path ? { path } : {}) }) };
}

export interface FuzzTarget {
  t: TestServer;
  ops: Operation[];
  acme: Org;
  globex: Org;
  /** Answers seen, by "METHOD path status". */
  seen: Map<string, number>;
}

export async function startFuzzTarget(overrides: Partial<ServerConfig> = {}): Promise<FuzzTarget> {
  const t = await startTestServer({
    // The fuzz is about what requests do, not about the budget: no 429 in the way.
    rateLimits: { acquisitionsPerMinute: 1_000_000, otherPerMinute: 1_000_000, replicas: 1 },
    idle: { idleAfterMs: 3_600_000, checkEveryMs: 3_600_000 },
    // Generated volume sizes reach 1 TiB: a cap both organizations' volumes fit under on the host's
    // store, so that past it they get 403 quota rather than 503 capacity of a full store.
    volumeCapMb: 4096,
    ...overrides,
  });
  try {
    const ops = operations((await fetch(`${t.server.url}/openapi.json`).then((r) => r.json())) as OpenApiDoc);
    const acme = await makeOrg(t, t.client, 'acme', true);
    const globex = await makeOrg(t, t.other, 'globex', false);
    return { t, ops, acme, globex, seen: new Map() };
  } catch (err) {
    await t.close();
    throw err;
  }
}

/** One organization's real objects, by kind, its throwaway ones, and a member's console session. */
export interface Org {
  client: Client;
  session: Browser;
  fixtures: Partial<Record<IdKind, string>>;
  spares: Partial<Record<IdKind, string[]>>;
}

/** A member of the key's organization, signed in to the console (the accounts routes want one). */
async function memberSession(t: TestServer, client: Client, name: string): Promise<Browser> {
  const orgId = (await client.get('/org')).body.org_id as string;
  const email = `fuzz@${name}.example`;
  const inv = await createInvitation(t.server.store, { email, orgId, invitedBy: 'operator', ttlS: 3600 });
  return signUp(t, `${t.server.url}/console/invite?token=${inv.token}`, email, 'fuzz-password');
}

/** `ownTemplate`: build a template of the organization's own (a template build: only acme's is aimed at across organizations). */
async function makeOrg(t: TestServer, client: Client, name: string, ownTemplate: boolean): Promise<Org> {
  const ok = (r: { status: number; body: unknown }, what: string) => {
    if (r.status >= 300) throw new Error(`fuzz fixture, ${what}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body as Record<string, string>;
  };
  const vm = (await client.createSmall({ memory_mb: 128 })).vm_id;
  const snapshot = ok(await client.post(`/vms/${vm}/snapshot`), 'snapshot').snapshot_id;
  // The one its sandbox came from is shared by every organization, so not a cross-organization target.
  let template: string | undefined;
  if (ownTemplate) {
    const built = ok(
      await client.post('/templates', { name: `fuzz-${name}`, image: 'busybox', memory_mb: 128 }),
      'template',
    );
    template = (await client.waitTemplate(built.template_id)).template_id as string;
  }
  const session = await memberSession(t, client, name);
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

/** Percent-encodes every byte but the unreserved ones (lone surrogates become U+FFFD). */
export const encode = (s: string) =>
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

export interface Answer {
  status: number;
  type: string;
  body: unknown;
}

/**
 * Sends a generated request: ids resolved against `owner` (whose fixtures "fixture" means) with
 * `caller`'s key. Returns undefined when fetch itself refuses to send it (never a server fault).
 */
export async function send(
  target: FuzzTarget,
  r: FuzzRequest,
  owner: Org,
  caller: Org,
  foreign: Org,
): Promise<Answer | undefined> {
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
    res = await fetch(`${target.t.server.url}${path}${query ? `?${query}` : ''}`, {
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
  target.seen.set(key, (target.seen.get(key) ?? 0) + 1);
  return { status: res.status, type, body: parsed };
}

/** What every answer must be: no 5xx, and a 4xx carries `{error, message}` as JSON. */
export function assertWellFormed(r: FuzzRequest, a: Answer) {
  const what = `${r.op.method} ${r.op.path}`;
  assert.ok(a.status < 500, `${what} answered ${a.status}: ${JSON.stringify(a.body).slice(0, 500)}`);
  if (a.status >= 400) {
    assert.match(a.type, /application\/json/, `${what} ${a.status} without a JSON body`);
    const body = a.body as { error?: unknown; message?: unknown };
    assert.equal(typeof body.error, 'string', `${what} ${a.status}: ${JSON.stringify(body)}`);
    assert.equal(typeof body.message, 'string', `${what} ${a.status}: ${JSON.stringify(body)}`);
  }
}
