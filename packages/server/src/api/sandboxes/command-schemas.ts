// Schemas of the command routes (api/sandboxes/commands.ts): the validation, the types and the OpenAPI
// document at once. The fields they share with exec (env, cwd, timeout_s) are in schemas.ts.

import { type Static, Type as T } from '@sinclair/typebox';
import { CwdField, EnvField, MAX_ARG_BYTES, TimeoutField, UserField } from './schemas.ts';

const PtySize = T.Object(
  { cols: T.Integer({ minimum: 1, maximum: 65535 }), rows: T.Integer({ minimum: 1, maximum: 65535 }) },
  { additionalProperties: false },
);

export const CommandParams = T.Object({ id: T.String(), command_id: T.String() });
export type CommandParams = Static<typeof CommandParams>;

export const StartCommandBody = T.Object(
  {
    args: T.Optional(
      T.Array(T.String({ maxLength: MAX_ARG_BYTES }), { minItems: 1, description: 'argument list, no shell' }),
    ),
    command: T.Optional(T.String({ minLength: 1, description: 'shell command (run with /bin/sh -c)' })),
    env: T.Optional(EnvField),
    cwd: T.Optional(CwdField),
    timeout_s: T.Optional(TimeoutField),
    stdin: T.Optional(T.Boolean({ description: 'keep stdin open for writes (default: stdin is empty)' })),
    pty: T.Optional(PtySize),
    user: T.Optional(UserField),
  },
  { additionalProperties: false },
);
export type StartCommandBody = Static<typeof StartCommandBody>;

export const Command = T.Object(
  {
    command_id: T.String(),
    pid: T.Integer({ description: 'as seen inside the sandbox; 0 if the program could not start' }),
    state: T.Union([T.Literal('running'), T.Literal('exited')]),
    exit_code: T.Union([T.Integer(), T.Null()], { description: 'null while running' }),
    timed_out: T.Boolean(),
    started_unix_ns: T.Integer(),
    ended_unix_ns: T.Union([T.Integer(), T.Null()]),
    args: T.Optional(T.Array(T.String())),
    command: T.Optional(T.String()),
    pty: T.Union([PtySize, T.Null()]),
  },
  { title: 'Command' },
);
export const CommandList = T.Object({ commands: T.Array(Command, { description: 'newest first' }) });

export const OutputQuery = T.Object({
  cursor: T.Optional(T.Integer({ minimum: 0, default: 0, description: 'the first seq wanted' })),
  follow: T.Optional(T.Boolean({ default: false, description: 'stay open until the end line' })),
});
export type OutputQuery = Static<typeof OutputQuery>;

export const AttachQuery = T.Object({
  cursor: T.Optional(T.Integer({ minimum: 0, default: 0, description: 'the first seq sent' })),
});
export type AttachQuery = Static<typeof AttachQuery>;

export const StdinBody = T.Object(
  {
    data_b64: T.String({ description: 'base64, at most 4 MiB decoded' }),
    eof: T.Optional(T.Boolean({ description: 'close stdin after the data (on a terminal: send ^D)' })),
  },
  { additionalProperties: false },
);
export type StdinBody = Static<typeof StdinBody>;

export const SignalBody = T.Object(
  { signal: T.Union([T.Literal('INT'), T.Literal('TERM'), T.Literal('KILL'), T.Literal('HUP')]) },
  { additionalProperties: false },
);
export type SignalBody = Static<typeof SignalBody>;

export const ResizeBody = PtySize;
export type ResizeBody = Static<typeof ResizeBody>;

/** The lines of GET .../output (application/x-ndjson), documented in OpenAPI only. */
export const OutputLine = T.Union(
  [
    T.Object({
      seq: T.Integer(),
      stream: T.Union([T.Literal('stdout'), T.Literal('stderr'), T.Literal('pty')]),
      data_b64: T.String(),
      at_unix_ns: T.Integer(),
    }),
    T.Object({ seq: T.Integer(), dropped_bytes: T.Integer() }),
    T.Object({ seq: T.Integer(), end: T.Literal(true), exit_code: T.Integer(), timed_out: T.Boolean() }),
  ],
  { title: 'CommandOutputLine' },
);
