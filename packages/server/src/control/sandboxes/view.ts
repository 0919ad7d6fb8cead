// A sandbox as the API shows it (the spec's Sandbox resource), made from its stored record.

import type { SandboxRow } from '../../store/index.ts';
import { type LifecycleView, viewLifecycle } from '../lifetimes/lifecycle.ts';
import { type EgressRules, readEgress } from '../network/egress.ts';
import { readMounts } from '../volumes/mounts.ts';
import { type Labels, readLabels } from './labels.ts';

export interface SandboxView {
  vm_id: string;
  tenant: string;
  state: string;
  image: string;
  cpus: number;
  memory_mb: number;
  guest_ip: string;
  runtime: string;
  created_unix_ns: number;
  parent_vm_id?: string;
  node: string;
  shard: string;
  mgmtd_addr: string;
  disable_internet: boolean;
  labels: Labels;
  lifecycle: LifecycleView;
  network: EgressRules | null;
  /** Present when it mounts volumes (docs/volumes.md). */
  volumes?: { volume_id: string; path: string; read_only: boolean }[];
}

/** `idleAfterS`: the server's idle period, shown for a sandbox that did not choose its own. */
export function viewSandbox(row: SandboxRow, idleAfterS: number): SandboxView {
  return {
    vm_id: row.vm_id,
    tenant: row.org_id,
    state: row.state,
    image: row.image,
    cpus: row.cpus,
    memory_mb: row.memory_mb,
    guest_ip: row.guest_ip ?? '',
    runtime: row.runtime,
    created_unix_ns: Number(row.created_unix_ns),
    ...(row.parent_vm_id ? { parent_vm_id: row.parent_vm_id } : {}),
    node: row.node ?? '',
    // One host agent per node in the embedded service, so the shard is the node's only one.
    shard: row.node ? `${row.node}/0` : '',
    mgmtd_addr: row.node ? 'embedded' : '',
    disable_internet: Boolean(row.disable_internet),
    labels: readLabels(row.labels),
    lifecycle: viewLifecycle(row, idleAfterS),
    network: readEgress(row.egress),
    ...(row.volumes
      ? {
          volumes: readMounts(row.volumes).map((m) => ({ volume_id: m.volumeId, path: m.path, read_only: m.readOnly })),
        }
      : {}),
  };
}
