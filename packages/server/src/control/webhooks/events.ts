// What webhooks hear (docs/webhooks.md, "Events"): the event types, the sandbox timeline kinds
// that are sent, and the JSON body of each delivery. A body is made once per delivery, in the
// transaction that records the event (store/webhooks.ts), and sent as it is on every attempt.

import type { ExportRow, Notice, SandboxRow, SnapshotRow, VolumeRow } from '../../store/index.ts';

/** Timeline kinds sent to webhooks, as `sandbox.<kind>`. */
const SANDBOX_KINDS = [
  'created',
  'slept',
  'woke',
  'archived',
  'unarchived',
  'rebooted',
  'forked',
  'expiring',
  'interrupted',
  'deleted',
] as const;

export const EVENT_TYPES = [
  ...SANDBOX_KINDS.map((k) => `sandbox.${k}` as const),
  'snapshot.durable',
  'export.ready',
  'export.failed',
  'volume.created',
  'volume.deleted',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

const SENT = new Set<string>(SANDBOX_KINDS);

function notice(orgId: string, type: EventType, data: Record<string, unknown>): Notice {
  return {
    orgId,
    type,
    body: (id, at) => JSON.stringify({ id, type, created_unix_ns: at, tenant: orgId, data }),
  };
}

/** The notice of a sandbox's timeline event, or undefined for a kind webhooks do not get. */
export function sandboxNotice(
  row: Pick<SandboxRow, 'vm_id' | 'org_id' | 'node'>,
  kind: string,
  detail: string,
): Notice | undefined {
  if (!SENT.has(kind)) return undefined;
  return notice(row.org_id, `sandbox.${kind}` as EventType, { vm_id: row.vm_id, detail, node: row.node ?? '' });
}

/** A user's snapshot became durable (survives its host; can be exported). */
export function snapshotDurableNotice(snap: SnapshotRow): Notice {
  return notice(snap.org_id, 'snapshot.durable', {
    snapshot_id: snap.snapshot_id,
    vm_id: snap.vm_id,
    logical_bytes: snap.logical_bytes,
  });
}

/** An export is ready (its files can be downloaded: GET /exports/{id}) or failed. */
export function exportNotice(row: ExportRow, state: 'ready' | 'failed', error?: string): Notice {
  return notice(row.org_id, state === 'ready' ? 'export.ready' : 'export.failed', {
    export_id: row.export_id,
    snapshot_id: row.snapshot_id,
    ...(error === undefined ? {} : { error }),
  });
}

/** A volume was made (it can be mounted) or deleted (its files are gone). */
export function volumeNotice(row: VolumeRow, kind: 'created' | 'deleted'): Notice {
  return notice(row.org_id, kind === 'created' ? 'volume.created' : 'volume.deleted', {
    volume_id: row.volume_id,
    name: row.name,
    size_mb: row.size_mb,
    node: row.node,
  });
}
