// The lines of E2B's `/execute` stream (docs/e2b.md, "The code interpreter") made from the events
// of a Warren run (control/code/runs.ts): the same facts under E2B's names. `execution_count` is
// `number_of_executions`, `end` is `end_of_execution`, a result and a display are both `result`
// (told apart by `is_main_result`), and a MIME bundle's types become the short names of E2B's
// Result (`text/plain` → `text`, `image/png` → `png`, ...), the others kept under `extra`, as E2B's
// server sends them. Pure.

import type { MimeBundle } from '../../control/code/frames.ts';
import type { RunEvent } from '../../control/code/runs.ts';

/** One line of the stream: a JSON object with its `type`. */
export type E2bLine = { type: string } & Record<string, unknown>;

/** Jupyter's MIME types by the names of E2B's Result. */
const SHORT_NAMES: Record<string, string> = {
  'text/plain': 'text',
  'text/html': 'html',
  'text/markdown': 'markdown',
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'application/pdf': 'pdf',
  'text/latex': 'latex',
  'application/json': 'json',
  'application/javascript': 'javascript',
  'e2b/data': 'data',
  'e2b/chart': 'chart',
};

/** What E2B's server sends when a stream goes quiet, so that a client that is gone is noticed. */
export const KEEPALIVE: E2bLine = { type: 'keepalive' };

/** The line of one event of a run. */
export function lineOf(e: RunEvent, now: Date = new Date()): E2bLine {
  switch (e.type) {
    case 'stdout':
    case 'stderr':
      // E2B's Python client requires the timestamp (its JavaScript client ignores it).
      return { type: e.type, text: e.text, timestamp: now.toISOString() };
    case 'result':
      return { type: 'result', ...resultFields(e.data), is_main_result: true };
    case 'display_data':
      return { type: 'result', ...resultFields(e.data), is_main_result: false };
    case 'error':
      return { type: 'error', name: e.name, value: e.value, traceback: e.traceback };
    case 'execution_count':
      return { type: 'number_of_executions', execution_count: e.execution_count };
    case 'end':
      return { type: 'end_of_execution' };
  }
}

/** A MIME bundle as E2B's Result fields: short names, the rest in `extra` (left out when empty). */
export function resultFields(data: MimeBundle): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const extra: Record<string, unknown> = {};
  for (const [mime, value] of Object.entries(data)) {
    const name = SHORT_NAMES[mime];
    if (name === undefined) extra[mime] = value;
    else fields[name] = value;
  }
  // E2B's server strips one pair of quotes from a string's repr: `'hi'` reads `hi`.
  if (typeof fields.text === 'string') fields.text = unquoted(fields.text);
  if (Object.keys(extra).length > 0) fields.extra = extra;
  return fields;
}

function unquoted(text: string): string {
  const q = text[0];
  return text.length >= 2 && (q === "'" || q === '"') && text.endsWith(q) ? text.slice(1, -1) : text;
}
