// Generated requests for the fuzz (fuzz.test.ts, bench/fuzz.ts): fast-check arbitraries built from
// the server's own /openapi.json. A request is generated as data with symbolic ids ("the
// organization's sandbox", "a throwaway key", "an id that names nothing"), so a seed replays the
// same requests against a new server whose fixtures have other ids.
//
// Generated: wrong types, boundary and non-finite numbers (as raw JSON tokens such as 1e309, which
// JSON.stringify cannot write), huge and odd strings (unicode, NUL, lone surrogates, path
// traversal, CRLF), missing and extra fields, bad and foreign ids, bad JSON, wrong content types,
// bodies past the size limits, and an absent or wrong API key.
//
// What may touch the fixtures: see `mayTargetFixture` and `defang` (reads, file operations under
// /tmp/fuzz, `echo` execs, resume and start). Everything else (deletes, lifecycle, snapshots, forks,
// exports, exposes, creates) is aimed only at ids that name nothing, another organization's ids, or
// throwaway objects made for the fuzz, and creates are given a source that cannot be built.

import fc from 'fast-check';

export interface OpenApiDoc {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  format?: string;
  pattern?: string;
};

/** One operation of the document, with what the fuzz needs to know of it. */
export interface Operation {
  method: string;
  path: string;
  pathParams: { name: string; kind: IdKind }[];
  query: { name: string; schema: Schema }[];
  body?: Schema;
  /** Takes raw bytes (PUT /vms/{id}/files). */
  bytes: boolean;
}

/** What an id in a path names. */
export type IdKind =
  | 'sandbox'
  | 'snapshot'
  | 'export'
  | 'template'
  | 'registry'
  | 'ingress'
  | 'key'
  | 'oauth-client'
  | 'invitation'
  | 'member'
  | 'token';

export function idKind(path: string, param: string): IdKind {
  if (param === 'snapshot_id') return 'snapshot';
  if (param === 'export_id') return 'export';
  if (param === 'template_id') return 'template';
  if (param === 'ingress_id') return 'ingress';
  if (param === 'host') return 'registry';
  if (param === 'token') return 'token';
  if (path.startsWith('/keys/')) return 'key';
  if (path.startsWith('/oauth/clients/')) return 'oauth-client';
  if (path.startsWith('/invitations/')) return 'invitation';
  if (path.startsWith('/members/')) return 'member';
  return 'sandbox';
}

export function operations(doc: OpenApiDoc): Operation[] {
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const params = op.parameters ?? [];
      out.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, kind: idKind(path, p.name) })),
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: op.requestBody?.content['application/json']?.schema,
        bytes: method === 'put' && path === '/vms/{id}/files',
      });
    }
  }
  return out;
}

// Reads and the cheap, confined writes may be aimed at the fixtures; the rest never are.
const FIXTURE_SAFE = new Set([
  'PUT /vms/{id}/files',
  'DELETE /vms/{id}/files',
  'POST /vms/{id}/files/mkdir',
  'POST /vms/{id}/files/rename',
  'POST /vms/{id}/exec',
  'POST /vms/{id}/resume',
  'POST /vms/{id}/start',
]);
export const mayTargetFixture = (op: Operation) => op.method === 'GET' || FIXTURE_SAFE.has(`${op.method} ${op.path}`);
/** Kinds of which the fuzz makes throwaway objects that any operation may be aimed at. */
export const SPARE_KINDS: ReadonlySet<IdKind> = new Set(['key', 'oauth-client', 'invitation', 'registry']);

/** An id as generated: resolved to a real one only when the request is sent. */
export type IdChoice =
  | { kind: 'fixture' }
  | { kind: 'spare'; index: number }
  | { kind: 'foreign' }
  | { kind: 'unknown'; id: string }
  | { kind: 'odd'; text: string };

/** A number written into JSON as it stands (1e309, -0, a 400-digit integer). */
export class RawNumber {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType: string }
  | { kind: 'text'; text: string; contentType?: string }
  | { kind: 'bytes'; size: number; contentType?: string };

export interface FuzzRequest {
  op: Operation;
  ids: Record<string, IdChoice>;
  /** Query pairs as sent, already encoded. */
  query: [string, string][];
  body: Body;
  /** The organization's API key, a member's console session (cookie and CSRF header), or neither. */
  auth: 'own' | 'session' | 'none' | 'garbage';
}

// --- values -------------------------------------------------------------------------------

const NUMBER_TOKENS = [
  '0',
  '-0',
  '1',
  '-1',
  '1.5',
  '2',
  '1e3',
  '1e20',
  '1e309',
  '-1e309',
  '9007199254740993',
  '-9223372036854775809',
  '18446744073709551616',
  '4.9e-324',
  '1.7976931348623157e308',
  '9'.repeat(400),
];
const QUERY_NUMBER_TOKENS = [
  ...NUMBER_TOKENS,
  'Infinity',
  '-Infinity',
  'NaN',
  '0x10',
  ' 5',
  '1_000',
  '',
  '9'.repeat(5000),
];
const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u0627\u0644',
  '\u{1F600}'.repeat(64),
  'e\u0301\u0301\u0301',
  '\r\nX-Injected: 1',
  '../../../../etc/passwd',
  '/../../../../etc/shadow',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '%zz',
  '$' + '{jndi:ldap://x}', // the text a log4j-style lookup would act on
  "'; DROP TABLE sandboxes; --",
  '<script>alert(1)</script>',
  '{{7*7}}',
  'null',
  'undefined',
  '[object Object]',
  '__proto__',
  'constructor',
  'a'.repeat(256),
  'a'.repeat(4000),
  '/'.repeat(5000),
  'x'.repeat(70_000),
];

export const oddString = (): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...ODD_STRINGS), weight: 4 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 1 },
    { arbitrary: fc.string({ maxLength: 12 }), weight: 2 },
  );

/** Any JSON value of a type other than the schema's (or just any value). */
const wrongValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.constantFrom(...NUMBER_TOKENS).map((t) => new RawNumber(t)),
    oddString(),
    fc.constant([]),
    fc.constant({}),
    fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  );

const typesOf = (s: Schema): string[] => ([] as string[]).concat(s.type ?? []);

/** A value meant to satisfy the schema (the fuzz mostly breaks it afterwards). */
export function valueFor(s: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union?.length) return fc.oneof(...union.map((u) => valueFor(u, depth)));
  const type = typesOf(s)[0];
  if (type === 'integer' || type === 'number') {
    const min = s.minimum ?? -1000;
    const max = s.maximum ?? Math.max(min + 1000, 1000);
    return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
  }
  if (type === 'boolean') return fc.boolean();
  if (type === 'string') {
    if (s.format === 'uuid') return fc.uuid();
    if (s.pattern) {
      const max = s.maxLength ?? 64;
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length >= (s.minLength ?? 0) && v.length <= max);
    }
    const minLength = s.minLength ?? 0;
    return fc.string({ minLength, maxLength: Math.min(s.maxLength ?? 24, minLength + 24) });
  }
  if (type === 'array') {
    if (depth > 3) return fc.constant([]);
    return fc.array(valueFor(s.items ?? {}, depth + 1), { minLength: s.minItems ?? 0, maxLength: 3 });
  }
  if (type === 'object' || s.properties) {
    if (depth > 3) return fc.constant({});
    const props = s.properties ?? {};
    const required = new Set(s.required ?? []);
    const entries = Object.entries(props).map(
      ([k, v]) =>
        [k, required.has(k) ? valueFor(v, depth + 1) : fc.option(valueFor(v, depth + 1), { nil: undefined })] as const,
    );
    return fc
      .record(Object.fromEntries(entries))
      .map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
  }
  return fc.jsonValue({ maxDepth: 2 });
}

/** The schema's value, then broken in one of the ways a careless or hostile client breaks it. */
function brokenValueFor(s: Schema): fc.Arbitrary<unknown> {
  const props = Object.keys(s.properties ?? {});
  return fc
    .tuple(valueFor(s), fc.nat(), wrongValue(), fc.string({ maxLength: 10 }), fc.nat(3))
    .map(([value, pick, wrong, extra, how]) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return how === 0 ? value : wrong;
      const o = { ...(value as Record<string, unknown>) };
      const field = props.length ? props[pick % props.length] : undefined;
      if (how === 0 && field)
        delete o[field]; // a missing field
      else if (how === 1)
        o[`x${extra}`] = wrong; // an unknown field
      else if (field) o[field] = wrong; // a field of the wrong type or an odd value
      return o;
    });
}

/** JSON text that may carry raw number tokens. */
export function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_k, v) => {
    if (v instanceof RawNumber) {
      raws.push(v.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return v;
  });
  return (text ?? 'null').replace(/"\\u0001raw(\d+)\\u0001"/g, (_m, i) => raws[Number(i)]);
}

const BAD_JSON = [
  '{',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  '[1,2',
  'nul',
  '\u0000',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `{"a":${'1'.repeat(10_000)}}`,
  '{"a":1}{"b":2}',
];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/xml',
  'application/vnd.api+json',
  'application/json, text/plain',
  '',
  ';;;',
];

function bodyFor(op: Operation): fc.Arbitrary<Body> {
  const json = (value: fc.Arbitrary<unknown>) =>
    value.map((v): Body => ({ kind: 'json', value: v, contentType: 'application/json' }));
  const schema = op.body;
  const garbage = fc.oneof(
    fc.constantFrom(...BAD_JSON).map((text): Body => ({ kind: 'text', text, contentType: 'application/json' })),
    fc
      .tuple(fc.constantFrom(...CONTENT_TYPES), fc.oneof(fc.constantFrom(...BAD_JSON), fc.json()))
      .map(([contentType, text]): Body => ({ kind: 'text', text, contentType })),
    fc.constant<Body>({ kind: 'text', text: '', contentType: 'application/json' }),
    json(wrongValue()),
    // Past the 24 MiB body limit (and the 4 MiB file limit), rarely: each costs a real upload.
    fc.constantFrom(25 * 1024 * 1024, 4 * 1024 * 1024 + 1).map(
      (size): Body => ({
        kind: 'bytes',
        size,
        contentType: 'application/json',
      }),
    ),
  );
  if (op.bytes) {
    return fc.oneof(
      {
        arbitrary: fc.nat(4096).map((size): Body => ({ kind: 'bytes', size, contentType: 'application/octet-stream' })),
        weight: 6,
      },
      { arbitrary: fc.constant<Body>({ kind: 'none' }), weight: 1 },
      { arbitrary: garbage, weight: 2 },
    );
  }
  if (!schema) {
    return fc.oneof({ arbitrary: fc.constant<Body>({ kind: 'none' }), weight: 8 }, { arbitrary: garbage, weight: 1 });
  }
  return fc.oneof(
    { arbitrary: json(valueFor(schema)), weight: 3 },
    { arbitrary: json(brokenValueFor(schema)), weight: 5 },
    { arbitrary: garbage, weight: 2 },
    { arbitrary: fc.constant<Body>({ kind: 'none' }), weight: 1 },
  );
}

function queryFor(op: Operation): fc.Arbitrary<[string, string][]> {
  const valueText = (schema: Schema) =>
    fc.oneof(
      valueFor(schema).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
      typesOf(schema).some((t) => t === 'integer' || t === 'number')
        ? fc.constantFrom(...QUERY_NUMBER_TOKENS)
        : oddString(),
      oddString(),
    );
  const known = op.query.map((q) =>
    fc.option(
      valueText(q.schema).map((v): [string, string][] => [[q.name, v]]),
      { nil: [] as [string, string][], freq: 3 },
    ),
  );
  // An unknown parameter, or a known one given twice.
  const extra = fc.option(
    fc.oneof(
      fc.tuple(fc.string({ maxLength: 8 }), oddString()).map(([k, v]): [string, string][] => [[k, v]]),
      op.query.length
        ? fc
            .tuple(fc.constantFrom(...op.query), fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }))
            .map(([q, a, b]): [string, string][] => [
              [q.name, a],
              [q.name, b],
            ])
        : fc.constant([] as [string, string][]),
    ),
    { nil: [] as [string, string][], freq: 4 },
  );
  return fc.tuple(fc.tuple(...known), extra).map(([pairs, more]) => [...pairs.flat(), ...more]);
}

function idFor(op: Operation, kind: IdKind): fc.Arbitrary<IdChoice> {
  const choices: { arbitrary: fc.Arbitrary<IdChoice>; weight: number }[] = [
    { arbitrary: fc.uuid().map((id): IdChoice => ({ kind: 'unknown', id })), weight: 2 },
    { arbitrary: fc.constant<IdChoice>({ kind: 'foreign' }), weight: 2 },
    { arbitrary: oddString().map((text): IdChoice => ({ kind: 'odd', text })), weight: 2 },
  ];
  if (mayTargetFixture(op)) choices.push({ arbitrary: fc.constant<IdChoice>({ kind: 'fixture' }), weight: 6 });
  if (SPARE_KINDS.has(kind)) {
    choices.push({ arbitrary: fc.nat(SPARES - 1).map((index): IdChoice => ({ kind: 'spare', index })), weight: 3 });
  }
  return fc.oneof(...choices);
}

/** Throwaway objects the fuzz makes of each spare kind. */
export const SPARES = 3;

export function requestFor(op: Operation, auth: fc.Arbitrary<FuzzRequest['auth']>): fc.Arbitrary<FuzzRequest> {
  const ids = fc.record(Object.fromEntries(op.pathParams.map((p) => [p.name, idFor(op, p.kind)])));
  return fc.record({ ids, query: queryFor(op), body: bodyFor(op), auth }).map((r) => ({ op, ...r }) as FuzzRequest);
}

/** Requests against every operation of the document, mostly with the organization's own key. */
export function fuzzRequests(ops: Operation[]): fc.Arbitrary<FuzzRequest> {
  const auth = fc.oneof(
    { arbitrary: fc.constant<FuzzRequest['auth']>('own'), weight: 12 },
    { arbitrary: fc.constant<FuzzRequest['auth']>('session'), weight: 6 },
    { arbitrary: fc.constantFrom<FuzzRequest['auth']>('none', 'garbage'), weight: 1 },
  );
  return fc.oneof(...ops.map((op) => requestFor(op, auth)));
}

/** Requests with another organization's key against the first one's fixtures. */
export function crossOrgRequests(ops: Operation[]): fc.Arbitrary<FuzzRequest> {
  const targeted = ops.filter((op) => op.pathParams.length && op.pathParams.every((p) => p.kind !== 'token'));
  return fc.oneof(
    ...targeted.map((op) =>
      requestFor(op, fc.constantFrom<FuzzRequest['auth']>('own', 'session')).map((r) => ({
        ...r,
        ids: Object.fromEntries(op.pathParams.map((p) => [p.name, { kind: 'fixture' } as IdChoice])),
      })),
    ),
  );
}

// --- defanging ------------------------------------------------------------------------------

const shellQuote = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`;
/** A path kept under /tmp/fuzz, whatever it was (no `..` out of it). */
const confined = (p: string) => `/tmp/fuzz/${p.replaceAll('..', '__')}`;

/**
 * What the fuzz sends in place of a generated value where the target is a fixture or the request
 * could build something expensive: exec runs `echo` (in at most two sessions), file writes stay in
 * /tmp/fuzz, and creates name a source that cannot be built (an invalid image reference).
 */
export function defang(r: FuzzRequest, targetsFixture: boolean): FuzzRequest {
  const key = `${r.op.method} ${r.op.path}`;
  const creates = key === 'POST /vms' || key === 'POST /templates';
  if (creates) r = { ...r, body: asJsonObject(r.body) };
  const body = r.body.kind === 'json' && isObject(r.body.value) ? { ...r.body.value } : undefined;
  let query = r.query;
  // Signing out would end the session the rest of the run calls with.
  const auth = key === 'POST /auth/sign-out' && r.auth === 'session' ? 'own' : r.auth;
  if (body && creates) body.image = 'Not A Valid//Reference';
  if (targetsFixture && key === 'POST /vms/{id}/exec' && body) {
    if (Array.isArray(body.args) && body.args.length) body.args = ['echo', ...body.args.slice(1)];
    if (typeof body.command === 'string') body.command = `echo ${shellQuote(body.command)}`;
    if (typeof body.session_id === 'string') body.session_id = body.session_id.length % 2 ? 'fuzz-1' : 'fuzz-2';
    if (body.background === true) body.args = ['echo'];
  }
  if (targetsFixture && key !== 'POST /vms/{id}/exec' && r.op.method !== 'GET') {
    query = query.map(([k, v]) => [k, k === 'path' ? confined(v) : v]);
    for (const field of ['path', 'from', 'to'])
      if (typeof body?.[field] === 'string') body[field] = confined(body[field]);
  }
  return { ...r, auth, query, body: body && r.body.kind === 'json' ? { ...r.body, value: body } : r.body };
}

/**
 * A create's body as a JSON object where it would be read as one (none and empty bodies create the
 * default sandbox; text that parses is read whatever its type), so that defang can reach it.
 */
function asJsonObject(body: Body): Body {
  if (body.kind === 'none') return { kind: 'json', value: {}, contentType: 'application/json' };
  if (body.kind !== 'text') return body;
  if (body.text.trim() === '') return { kind: 'json', value: {}, contentType: body.contentType ?? 'application/json' };
  try {
    const value = JSON.parse(body.text);
    return isObject(value) ? { kind: 'json', value, contentType: body.contentType ?? 'application/json' } : body;
  } catch {
    return body; // not JSON: nothing a create could act on
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
