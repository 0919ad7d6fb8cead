// What E2B's SDK sends the code interpreter, read as Warren's words (docs/e2b.md, "The code
// interpreter"): a language by E2B's names (lowercased and trimmed as E2B's server does, `js` for
// javascript), environment variables, and the refusals when they are none of Warren's. Pure.

import { LANGUAGES, type Language } from '../../control/code/runners.ts';
import { badRequest } from '../../errors.ts';

/** The language a request names, or undefined when it names none (null, absent, empty). */
export function languageOf(value: unknown): Language | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw badRequest('language must be a string');
  const name = value.trim().toLowerCase();
  const language = LANGUAGES.find((l) => l === (name === 'js' ? 'javascript' : name));
  if (!language) {
    throw badRequest(`language ${JSON.stringify(value)} is not served: Warren's contexts are ${LANGUAGES.join(', ')}`);
  }
  return language;
}

/** A map of environment variables (names without "=" or NUL, string values), or {} when absent. */
export function envOf(value: unknown, field: string): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest(`${field} must be an object`);
  const env: Record<string, string> = {};
  for (const [name, v] of Object.entries(value)) {
    if (typeof v !== 'string') throw badRequest(`${field}.${name} must be a string`);
    if (name === '' || /[=\0]/.test(name) || v.includes('\0')) throw badRequest(`${field}: ${JSON.stringify(name)}`);
    env[name] = v;
  }
  return env;
}

/** An optional string field (null reads as absent, as the Python SDK sends nulls). */
export function optionalString(body: Record<string, unknown>, field: string): string | undefined {
  const v = body[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw badRequest(`${field} must be a string`);
  return v;
}
