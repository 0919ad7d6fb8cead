// The checkpoints' schemas shared by their routes: the Snapshot resource (POST /vms/{id}/snapshot
// answers one too). Export and template schemas live in their route files.

import { Type as T } from '@sinclair/typebox';

export const Snapshot = T.Object(
  {
    snapshot_id: T.String(),
    vm_id: T.String({ description: 'source sandbox' }),
    parent_snapshot_id: T.String({ description: 'the previous snapshot in this line, or empty' }),
    state: T.String({ description: 'ready' }),
    durable: T.Boolean({ description: 'true once uploaded to object storage' }),
    image: T.String(),
    logical_bytes: T.Integer(),
    created_unix_ns: T.Integer(),
  },
  { title: 'Snapshot' },
);
