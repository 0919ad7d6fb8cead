// The volume's schemas (docs/volumes.md): the Volume and VolumeSnapshot resources, their create,
// patch and list requests, and a sandbox's mounts in POST /vms. Each is the validation, the
// TypeScript type and the OpenAPI document at once.

import { type Static, Type as T } from '@sinclair/typebox';
import { LABEL_KEY_PATTERN, MAX_LABEL_VALUE, MAX_LABELS } from '../../control/labels.ts';
import { MAX_MOUNT_PATH, MAX_MOUNTS } from '../../control/volumes/mounts.ts';
import { MAX_SIZE_MB, MIN_SIZE_MB, VOLUME_NAME_PATTERN } from '../../control/volumes/service.ts';
import { PageParams } from '../schemas.ts';

const Labels = T.Record(T.String({ pattern: LABEL_KEY_PATTERN }), T.String({ maxLength: MAX_LABEL_VALUE }), {
  maxProperties: MAX_LABELS,
  additionalProperties: false,
  description: "string to string, as a sandbox's labels",
});

const SizeMb = T.Integer({
  minimum: MIN_SIZE_MB,
  maximum: MAX_SIZE_MB,
  description: `size in MiB (${MIN_SIZE_MB}-${MAX_SIZE_MB}); writing past it is ENOSPC in the guest`,
});

export const Volume = T.Object(
  {
    volume_id: T.String(),
    name: T.String(),
    size_mb: T.Integer(),
    state: T.String({ description: 'creating, ready, deleting' }),
    node: T.String({ description: 'the host its files live on; sandboxes mounting it are placed there' }),
    labels: Labels,
    bytes_used: T.Integer({ description: 'bytes its files and directories take' }),
    files_used: T.Integer({ description: 'files, directories and links in it' }),
    mounted_by: T.Array(T.Object({ vm_id: T.String(), state: T.String(), path: T.String(), read_only: T.Boolean() }), {
      description: 'sandboxes (not deleted, archived ones too) that mount it',
    }),
    from_snapshot_id: T.Union([T.String(), T.Null()], { description: 'the volume snapshot it was made from' }),
    created_unix_ns: T.Integer(),
  },
  { title: 'Volume' },
);

export const CreateVolume = T.Object(
  {
    name: T.String({ pattern: VOLUME_NAME_PATTERN, description: "unique among the organization's volumes" }),
    size_mb: T.Optional(SizeMb),
    labels: T.Optional(Labels),
    snapshot_id: T.Optional(
      T.String({ minLength: 1, description: 'a durable volume snapshot whose files it starts with (any host)' }),
    ),
  },
  { additionalProperties: false },
);
export type CreateVolume = Static<typeof CreateVolume>;

export const PatchVolume = T.Object(
  {
    size_mb: T.Optional(
      T.Integer({
        minimum: MIN_SIZE_MB,
        maximum: MAX_SIZE_MB,
        description: 'grows the volume (never shrinks), in use or not',
      }),
    ),
    labels: T.Optional(Labels),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type PatchVolume = Static<typeof PatchVolume>;

export const ListVolumesQuery = T.Object({
  label: T.Optional(
    T.Union([T.String(), T.Array(T.String())], {
      description: 'repeatable: k=v (label k equals v) or k (label k present); every one must match',
    }),
  ),
  ...PageParams,
});
export type ListVolumesQuery = Static<typeof ListVolumesQuery>;

export const VolumeSnapshot = T.Object(
  {
    volume_snapshot_id: T.String(),
    volume_id: T.String(),
    volume_name: T.String(),
    size_mb: T.Integer(),
    state: T.String({ description: 'pending, ready or failed' }),
    durable: T.Boolean({ description: 'in the object store: a volume can be made from it on any host' }),
    bytes: T.Integer({ description: 'bytes of the compressed copy in the object store' }),
    bytes_used: T.Integer(),
    created_unix_ns: T.Integer(),
  },
  { title: 'VolumeSnapshot' },
);

export const VolumeParams = T.Object({ id: T.String() });
export type VolumeParams = Static<typeof VolumeParams>;

export const VolumePathQuery = T.Object({
  path: T.String({ minLength: 1, description: "absolute path below the volume's root, e.g. /data/x.csv" }),
});

export const VolumeWriteQuery = T.Object({
  path: T.String({ minLength: 1 }),
  mode: T.Optional(T.String({ pattern: '^[0-7]{3,4}$', description: 'octal permission bits, default 644' })),
});

/** A sandbox's mounts, in POST /vms. */
export const VolumeMounts = T.Array(
  T.Object(
    {
      volume: T.String({ minLength: 1, maxLength: 128, description: 'volume id or name' }),
      path: T.String({
        minLength: 2,
        maxLength: MAX_MOUNT_PATH,
        pattern: '^/',
        description: 'absolute, clean; not /, and not in /proc, /sys or /dev',
      }),
      read_only: T.Optional(T.Boolean({ description: 'default false' })),
    },
    { additionalProperties: false },
  ),
  {
    maxItems: MAX_MOUNTS,
    description: `volumes mounted in the sandbox: one per 128 MiB of its memory, at most ${MAX_MOUNTS}; docs/volumes.md`,
  },
);
