// The sandbox's schemas: the Sandbox resource and its create, patch, list and extend requests,
// exec and its result, files and the event timeline. Each is the validation, the TypeScript type
// and the OpenAPI document at once; routes import them and nothing validates by hand what a
// schema can say.

import { type Static, Type as T } from '@sinclair/typebox';
import { MAX_IDLE_AFTER_S, MAX_LIFETIME_S } from '../../control/lifetimes/lifecycle.ts';
import { LABEL_KEY_PATTERN, MAX_LABEL_VALUE, MAX_LABELS } from '../../control/sandboxes/labels.ts';
import { NetworkRules } from '../network/schemas.ts';
import { PageParams } from '../schemas.ts';
import { VolumeMounts } from '../volumes/schemas.ts';

const LABEL_RULES = `string to string; at most ${MAX_LABELS}; keys 1-63 characters of letters, digits and ._/- starting with a letter or digit; values at most ${MAX_LABEL_VALUE} characters`;

const labelsSchema = (description: string) =>
  T.Record(T.String({ pattern: LABEL_KEY_PATTERN }), T.String({ maxLength: MAX_LABEL_VALUE }), {
    maxProperties: MAX_LABELS,
    additionalProperties: false,
    description,
  });

export const Labels = labelsSchema(LABEL_RULES);

export const SANDBOX_STATES = [
  'creating',
  'running',
  'paused',
  'slept',
  'archived',
  'interrupted',
  'migrating',
  'deleting',
  'failed',
] as const;

const OnIdle = T.Union([T.Literal('sleep'), T.Literal('archive'), T.Literal('delete')]);

const OnExpiry = T.Union([T.Literal('archive'), T.Literal('delete')]);

export const LifecycleSettings = T.Object(
  {
    idle_after_s: T.Optional(
      T.Integer({
        minimum: 1,
        maximum: MAX_IDLE_AFTER_S,
        description: "seconds without activity before on_idle acts (default: the server's idle period, 60 s)",
      }),
    ),
    on_idle: T.Optional(OnIdle),
    max_lifetime_s: T.Optional(
      T.Union([T.Integer({ minimum: 1, maximum: MAX_LIFETIME_S }), T.Null()], {
        description: 'seconds from creation until on_expiry acts; null or absent: no expiry',
      }),
    ),
    on_expiry: T.Optional(OnExpiry),
  },
  { additionalProperties: false },
);

export const Lifecycle = T.Object({
  idle_after_s: T.Integer(),
  on_idle: OnIdle,
  max_lifetime_s: T.Union([T.Integer(), T.Null()]),
  on_expiry: OnExpiry,
  expires_unix_ns: T.Union([T.Integer(), T.Null()], { description: 'when on_expiry acts; null: never' }),
});

export const Sandbox = T.Object(
  {
    vm_id: T.String(),
    tenant: T.String({ description: 'organization id' }),
    state: T.String({
      description: 'creating, running, paused, slept, archived, interrupted, migrating, deleting, failed',
    }),
    image: T.String(),
    cpus: T.Integer(),
    memory_mb: T.Integer(),
    guest_ip: T.String({ description: 'changes on reboot' }),
    runtime: T.String(),
    created_unix_ns: T.Integer(),
    parent_vm_id: T.Optional(T.String({ description: 'set only on a fork child' })),
    node: T.String(),
    shard: T.String(),
    mgmtd_addr: T.String(),
    disable_internet: T.Boolean(),
    labels: Labels,
    lifecycle: Lifecycle,
    network: T.Union([NetworkRules, T.Null()], { description: 'egress rules (docs/network.md); null: none' }),
    volumes: T.Optional(
      T.Array(T.Object({ volume_id: T.String(), path: T.String(), read_only: T.Boolean() }), {
        description: 'present when it mounts volumes (docs/volumes.md)',
      }),
    ),
  },
  { title: 'Sandbox' },
);

export const CreateVm = T.Object(
  {
    image: T.Optional(T.String({ minLength: 1, description: 'OCI image reference' })),
    template: T.Optional(T.String({ minLength: 1, description: 'template id, name or name:version' })),
    snapshot_id: T.Optional(T.String({ minLength: 1 })),
    cpus: T.Optional(T.Integer({ minimum: 1, maximum: 4 })),
    memory_mb: T.Optional(T.Integer({ minimum: 128, maximum: 8192 })),
    runtime: T.Optional(T.Union([T.Literal('container'), T.Literal('vm')])),
    disable_internet: T.Optional(T.Boolean()),
    writable_size_bytes: T.Optional(T.Integer({ description: 'must equal 17179869184 (16 GiB)' })),
    vm_id: T.Optional(T.String({ format: 'uuid', description: 'caller-chosen id; makes a retry safe' })),
    labels: T.Optional(Labels),
    lifecycle: T.Optional(LifecycleSettings),
    network: T.Optional(NetworkRules),
    volumes: T.Optional(VolumeMounts),
  },
  { additionalProperties: false },
);
export type CreateVm = Static<typeof CreateVm>;

export const PatchVm = T.Object(
  {
    labels: T.Optional(labelsSchema(`replaces every label; {} removes them all (${LABEL_RULES})`)),
    lifecycle: T.Optional(
      T.Object(LifecycleSettings.properties, {
        additionalProperties: false,
        description: 'changes the settings it names; a new max_lifetime_s counts from creation',
      }),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type PatchVm = Static<typeof PatchVm>;

export const ExtendBody = T.Object(
  {
    by_s: T.Integer({
      minimum: 1,
      maximum: MAX_LIFETIME_S,
      description: 'seconds added to the expiry (to now, if the expiry has passed)',
    }),
  },
  { additionalProperties: false },
);
export type ExtendBody = Static<typeof ExtendBody>;

export const ListVmsQuery = T.Object({
  label: T.Optional(
    T.Union([T.String(), T.Array(T.String())], {
      description: 'repeatable: k=v (label k equals v) or k (label k present); every one must match',
    }),
  ),
  state: T.Optional(T.Union(SANDBOX_STATES.map((s) => T.Literal(s)))),
  ...PageParams,
});
export type ListVmsQuery = Static<typeof ListVmsQuery>;

export const MAX_ARG_BYTES = 131_071;

export const MAX_STDIN_BYTES = 4 * 1024 * 1024;

export const MAX_TIMEOUT_S = 86_400;

/** Fields exec and commands share (docs/commands.md). */
export const EnvField = T.Record(T.String({ pattern: '^[^=\\u0000]+$' }), T.String(), {
  additionalProperties: false,
  description: 'environment variables for the command, over the image environment (names without "=")',
});

export const CwdField = T.String({ minLength: 1, pattern: '^/', description: 'absolute working directory' });

export const UserField = T.String({
  minLength: 1,
  maxLength: 32,
  pattern: '^[A-Za-z_][A-Za-z0-9_.-]*\\$?$',
  description:
    "run as this account of the image's /etc/passwd, in its home unless cwd says otherwise (default: root, " +
    "the image's working directory); files written or directories made belong to it",
});

export const TimeoutField = T.Integer({
  minimum: 1,
  maximum: MAX_TIMEOUT_S,
  description: "seconds; at the limit the command's whole process tree is killed and timed_out is true",
});

export const ExecBody = T.Object(
  {
    args: T.Optional(
      T.Array(T.String({ maxLength: MAX_ARG_BYTES }), {
        minItems: 1,
        description: 'argument list, no shell; each at most 131,071 bytes',
      }),
    ),
    stdin_b64: T.Optional(T.String({ description: 'base64, at most 4 MiB decoded' })),
    background: T.Optional(
      T.Boolean({
        description: 'with args: start the process detached and answer at once with its pid; its output is discarded',
      }),
    ),
    session_id: T.Optional(T.String({ minLength: 1, maxLength: 256 })),
    command: T.Optional(T.String({ description: 'shell command run in the session' })),
    close_session: T.Optional(T.Boolean()),
    env: T.Optional(EnvField),
    cwd: T.Optional(CwdField),
    timeout_s: T.Optional(TimeoutField),
    user: T.Optional(UserField),
  },
  { additionalProperties: false },
);
export type ExecBody = Static<typeof ExecBody>;

export const ExecResult = T.Object(
  {
    exit_code: T.Integer(),
    stdout: T.String(),
    stderr: T.String(),
    stdout_truncated: T.Boolean(),
    stderr_truncated: T.Boolean(),
    closed: T.Optional(T.Boolean({ description: 'session form with close_session: whether a session was closed' })),
    timed_out: T.Optional(
      T.Boolean({ description: "present and true when timeout_s killed the command's process tree" }),
    ),
  },
  { title: 'ExecResult' },
);

export const BackgroundStarted = T.Object({ pid: T.Integer(), background: T.Literal(true) });

export const SessionClosed = T.Object({ session_id: T.String(), closed: T.Boolean() });

export const PathQuery = T.Object({ path: T.String({ minLength: 1, description: 'absolute path in the guest' }) });

export const WriteQuery = T.Object({
  path: T.String({ minLength: 1 }),
  mode: T.Optional(T.String({ pattern: '^[0-7]{3,4}$', description: 'octal permission bits, default 644' })),
  user: T.Optional(UserField),
});

export const MkdirBody = T.Object(
  { path: T.String({ minLength: 1 }), user: T.Optional(UserField) },
  { additionalProperties: false },
);

export const RenameBody = T.Object(
  { from: T.String({ minLength: 1 }), to: T.String({ minLength: 1 }) },
  { additionalProperties: false },
);

export const FileEntry = T.Object({
  name: T.String(),
  kind: T.String({ description: 'file, dir, symlink or other' }),
  size: T.Integer(),
  mode: T.Integer(),
  mtime_unix_ns: T.Integer(),
});

export const FileStat = T.Object({
  exists: T.Boolean(),
  kind: T.Optional(T.String()),
  size: T.Optional(T.Integer()),
  mode: T.Optional(T.Integer()),
  mtime_unix_ns: T.Optional(T.Integer()),
});

export const Event = T.Object({
  kind: T.String(),
  detail: T.String(),
  node: T.String(),
  at: T.String({ description: 'RFC3339 time with nanoseconds' }),
  at_unix_ns: T.Integer(),
});
