// How request schemas become validators: the Ajv instances for bodies and for the other parts of a
// request (query, path, headers), and the rules every schema gets without saying so: numbers are
// finite and integers fit in a JavaScript number, and a body may be left out only where `{}` would
// do. Route files declare schemas; nothing here knows a route.

import Ajv, { _, type KeywordCxt } from 'ajv';
import type { FastifySchema } from 'fastify';

// Bodies must have the declared types exactly (a string "2" is not an integer), and unknown
// fields are refused rather than dropped, so a typo like "cpu" is a 400 and not a silent default.
// Query strings and path parameters are text by nature, so there numbers are coerced.
const bodyAjv = new Ajv.default({
  coerceTypes: false,
  useDefaults: true,
  removeAdditional: false,
  allErrors: false,
  strictNumbers: true,
});
const textAjv = new Ajv.default({ coerceTypes: true, useDefaults: true, removeAdditional: false, strictNumbers: true });

// Ajv's coercion turns "Infinity", "1e309" or a 5,000-digit number into a non-finite number
// without checking it again (ajv-validator/ajv#2212), and its minimum and maximum let a non-finite
// number through; this keyword, added to every numeric schema, refuses it after coercion. It is
// untyped because Ajv skips its keywords for numbers when the number is not finite.
const finite = {
  keyword: 'x-finite',
  schemaType: 'boolean' as const,
  error: { message: 'must be a finite number' },
  code(cxt: KeywordCxt) {
    cxt.fail(_`typeof ${cxt.data} == "number" && !isFinite(${cxt.data})`);
  },
};
for (const ajv of [bodyAjv, textAjv]) {
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  ajv.addKeyword('example');
  ajv.addKeyword(finite);
}

type Schema = Record<string, unknown>;

// Keywords whose value holds data rather than a schema, and those whose value names schemas.
const DATA_KEYWORDS = new Set(['default', 'const', 'enum', 'example', 'examples']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions']);
// One copy per schema object, so a schema shared by routes (VmParams) is compiled once, as before.
const bounded = new WeakMap<object, unknown>();

/**
 * A copy of `schema` in which every number is finite and every integer lies within
 * ±Number.MAX_SAFE_INTEGER unless it says narrower (a bigger one would reach SQL as a float or be
 * rounded). The route's own schema, which the OpenAPI document shows, is left as it is.
 */
export function boundNumbers(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(boundNumbers);
  if (schema === null || typeof schema !== 'object') return schema;
  const known = bounded.get(schema);
  if (known) return known;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DATA_KEYWORDS.has(key)) out[key] = value;
    else if (SCHEMA_MAPS.has(key) && value && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, boundNumbers(v)]));
    } else out[key] = boundNumbers(value);
  }
  const types = ([] as unknown[]).concat(out.type);
  if (types.includes('number') || types.includes('integer')) out['x-finite'] = true;
  if (types.includes('integer')) {
    out.maximum ??= Number.MAX_SAFE_INTEGER;
    out.minimum ??= -Number.MAX_SAFE_INTEGER;
  }
  bounded.set(schema, out);
  return out;
}

/** Fastify's validator compiler for every route (app.setValidatorCompiler). */
export function compileRequestValidator({ schema, httpPart }: { schema: FastifySchema; httpPart?: string }) {
  const copy = boundNumbers(schema) as Schema;
  if (httpPart !== 'body') return textAjv.compile(copy);
  const validate = bodyAjv.compile(copy);
  // A body whose fields are all optional may be left out entirely (POST /vms/{id}/snapshot), as
  // may an empty body sent as application/json (the parser reads it as none). Whether it may is
  // whether an empty object would pass; a body that must say something (POST /registries) is
  // refused when missing, rather than reaching its handler as nothing.
  const optional = validate({});
  let missing = false;
  // Fastify hands a missing body to the validator as null.
  const check = (data: unknown) => {
    missing = data == null;
    return missing ? optional : validate(data);
  };
  // Fastify reads the errors off the function it was given, after calling it.
  return Object.defineProperty(check, 'errors', { get: () => (missing ? MISSING_BODY : validate.errors) });
}

const MISSING_BODY = [{ instancePath: '', schemaPath: '#', keyword: 'required', params: {}, message: 'is required' }];
