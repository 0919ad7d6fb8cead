// Schemas of the code routes (api/code/routes.ts, docs/code.md): the validation, the types and the
// OpenAPI document at once.

import { type Static, Type as T } from '@sinclair/typebox';
import { MAX_CONTEXTS } from '../../control/code/contexts.ts';
import { CONTEXT_ID_PATTERN } from '../../control/code/runners.ts';
import { DEFAULT_TIMEOUT_S, MAX_CODE_BYTES, MAX_OUTPUT_BYTES, MAX_TIMEOUT_S } from '../../control/code/runs.ts';
import { CwdField } from '../sandboxes/schemas.ts';

export const Language = T.Union([T.Literal('python'), T.Literal('javascript'), T.Literal('bash')], {
  description: 'python: an IPython kernel; javascript: Node with top-level await; bash: one long-lived shell',
});

const CodeEnv = T.Record(T.String({ pattern: '^[^=\\u0000]+$', maxLength: 256 }), T.String({ maxLength: 32768 }), {
  additionalProperties: false,
  maxProperties: 256,
  description: 'environment variables (names without "=")',
});

export const ContextParams = T.Object({ id: T.String(), context_id: T.String() });
export type ContextParams = Static<typeof ContextParams>;

export const NewContextBody = T.Object(
  {
    language: T.Optional(Language),
    cwd: T.Optional(CwdField),
    env: T.Optional(CodeEnv),
  },
  { additionalProperties: false },
);
export type NewContextBody = Static<typeof NewContextBody>;

export const Context = T.Object(
  {
    context_id: T.String({ description: "the language's name for its default context, else a UUID" }),
    language: Language,
    cwd: T.Union([T.String(), T.Null()], { description: "null: the image's working directory" }),
    state: T.Union([T.Literal('running'), T.Literal('dead')], { description: 'dead: restart it' }),
    exit_code: T.Union([T.Integer(), T.Null()]),
    command_id: T.String({ description: 'its runner, a command of the sandbox (GET /vms/{id}/commands/{command_id})' }),
    started_unix_ns: T.Integer(),
  },
  { title: 'CodeContext' },
);
export const ContextList = T.Object({ contexts: T.Array(Context, { description: 'oldest first' }) });

export const RunCodeBody = T.Object(
  {
    code: T.String({ description: `at most ${MAX_CODE_BYTES} bytes of UTF-8 (413 past it)` }),
    context_id: T.Optional(T.String({ pattern: CONTEXT_ID_PATTERN, description: 'a context of this sandbox' })),
    language: T.Optional(
      T.Union([T.Literal('python'), T.Literal('javascript'), T.Literal('bash')], {
        description: "without context_id: the language's default context (made on first use); default python",
      }),
    ),
    env: T.Optional(CodeEnv),
    timeout_s: T.Optional(
      T.Integer({
        minimum: 1,
        maximum: MAX_TIMEOUT_S,
        description: `default ${DEFAULT_TIMEOUT_S}; at the limit the run is interrupted (SIGINT) and the context lives on`,
      }),
    ),
  },
  { additionalProperties: false },
);
export type RunCodeBody = Static<typeof RunCodeBody>;

const MimeBundle = T.Record(T.String(), T.Unknown(), {
  description: 'MIME type to value: text/plain, text/html, image/png (base64), application/json, ...',
});
const ErrorFields = {
  name: T.String({ description: 'the exception class (KeyboardInterrupt, ContextDied, BashError, ...)' }),
  value: T.String(),
  traceback: T.String(),
};
const EndFields = {
  context_id: T.String(),
  language: Language,
  status: T.Union(
    [T.Literal('ok'), T.Literal('error'), T.Literal('interrupted'), T.Literal('died'), T.Literal('timeout')],
    { description: 'timeout: interrupted but not stopped within 10 s (context_state busy)' },
  ),
  timed_out: T.Boolean(),
  truncated: T.Boolean({ description: `output past ${MAX_OUTPUT_BYTES} bytes was dropped` }),
  context_state: T.Union([T.Literal('running'), T.Literal('dead'), T.Literal('busy')]),
  execution_count: T.Union([T.Integer(), T.Null()]),
};

/** The lines of a streamed run (application/x-ndjson), documented in OpenAPI only. */
export const RunLine = T.Union(
  [
    T.Object({ type: T.Union([T.Literal('stdout'), T.Literal('stderr')]), text: T.String() }),
    T.Object({ type: T.Literal('result'), data: MimeBundle, is_main_result: T.Literal(true) }),
    T.Object({ type: T.Literal('display_data'), data: MimeBundle }),
    T.Object({ type: T.Literal('error'), ...ErrorFields }),
    T.Object({ type: T.Literal('execution_count'), execution_count: T.Integer() }),
    T.Object({ type: T.Literal('end'), ...EndFields }),
  ],
  { title: 'RunCodeLine' },
);

export const RunResult = T.Object(
  {
    ...EndFields,
    stdout: T.String(),
    stderr: T.String(),
    results: T.Array(
      T.Object({
        data: MimeBundle,
        is_main_result: T.Boolean({ description: "true: the value of the cell's last expression; false: a display" }),
      }),
      { description: 'results and displays (plt.show(), display()) in the order they came' },
    ),
    error: T.Union([T.Object(ErrorFields), T.Null()]),
  },
  { title: 'RunCodeResult' },
);

export const CONTEXT_LIMIT_NOTE = `at most ${MAX_CONTEXTS} live contexts per sandbox (409 past it)`;
