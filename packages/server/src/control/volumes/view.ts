// The Volume and VolumeSnapshot resources as the API shows them (docs/volumes.md, "API").

import type { VolumeRow, VolumeSnapshotRow } from '../../store/index.ts';
import { readLabels } from '../labels.ts';

export interface MountView {
  vm_id: string;
  state: string;
  path: string;
  read_only: boolean;
}

export interface VolumeView {
  volume_id: string;
  name: string;
  size_mb: number;
  state: string;
  node: string;
  labels: Record<string, string>;
  bytes_used: number;
  files_used: number;
  mounted_by: MountView[];
  from_snapshot_id: string | null;
  created_unix_ns: number;
}

export function viewVolume(row: VolumeRow, mountedBy: MountView[]): VolumeView {
  return {
    volume_id: row.volume_id,
    name: row.name,
    size_mb: row.size_mb,
    state: row.state,
    node: row.node,
    labels: readLabels(row.labels),
    bytes_used: Number(row.bytes_used),
    files_used: Number(row.files_used),
    mounted_by: mountedBy,
    from_snapshot_id: row.from_snapshot_id,
    created_unix_ns: Number(row.created_unix_ns),
  };
}

export interface VolumeSnapshotView {
  volume_snapshot_id: string;
  volume_id: string;
  volume_name: string;
  size_mb: number;
  state: string;
  durable: boolean;
  bytes: number;
  bytes_used: number;
  created_unix_ns: number;
}

export function viewVolumeSnapshot(row: VolumeSnapshotRow): VolumeSnapshotView {
  return {
    volume_snapshot_id: row.volume_snapshot_id,
    volume_id: row.volume_id,
    volume_name: row.volume_name,
    size_mb: row.size_mb,
    state: row.state,
    durable: row.state === 'ready',
    bytes: Number(row.bytes),
    bytes_used: Number(row.bytes_used),
    created_unix_ns: Number(row.created_unix_ns),
  };
}
