// @warren/sdk: the TypeScript client of the Warren sandbox API. `fetch` only, so it runs in Node
// and in browsers. Wire types are generated from the server's OpenAPI document (src/generated).

export { Client, Sandboxes } from './client.ts';
export {
  type CodeContext,
  type CodeError,
  CodeResult,
  Contexts,
  Execution,
  type Language,
  type NewContextParams,
  type RunCodeLine,
  type RunCodeOptions,
} from './code.ts';
export {
  Attachment,
  type AttachOptions,
  Command,
  type CommandExit,
  type CommandInfo,
  type CommandSignal,
  Commands,
  MAX_STDIN_CHUNK,
  type OutputFrame,
  type OutputOptions,
  type PtySize,
  RUN_KEEP_BYTES,
  type StartOptions,
} from './commands.ts';
export * from './errors.ts';
export { Files, MAX_WRITE_BYTES } from './files.ts';
export { Exports, Registries, Snapshots, Templates } from './resources.ts';
export { ApiClient, type Routes } from './routes.ts';
export { MAX_FORK, MAX_STDIN_BYTES, type RunOptions, Sandbox, Session, type SnapshotOptions } from './sandbox.ts';
export { type ClientOptions, CSRF_HEADER } from './transport.ts';
export type * from './types.ts';
export { MAX_VOLUME_READ_BYTES, MAX_VOLUME_WRITE_BYTES, VolumeFiles, Volumes } from './volumes.ts';
export { Webhooks } from './webhooks.ts';
