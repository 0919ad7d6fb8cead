// What a create or fork request may ask for, and the rule that a sandbox made from a template or
// snapshot keeps the source's configuration (the spec's shape rules).

import { badRequest } from '../../errors.ts';
import type { EgressRules, Runtime } from '../../host/types.ts';
import type { LifecycleRequest } from '../lifetimes/lifecycle.ts';
import type { MountRequest } from '../volumes/mounts.ts';

export const WRITABLE_SIZE_BYTES = 16 * 1024 ** 3;

export interface CreateRequest {
  image?: string;
  template?: string;
  snapshot_id?: string;
  cpus?: number;
  memory_mb?: number;
  runtime?: Runtime;
  disable_internet?: boolean;
  writable_size_bytes?: number;
  vm_id?: string;
  labels?: Record<string, string>;
  lifecycle?: LifecycleRequest;
  /** Egress rules (control/network/egress.ts); a snapshot's own when absent from a restore. */
  network?: EgressRules;
  /** Volumes to mount (docs/volumes.md); a restore mounts its snapshot's. */
  volumes?: MountRequest[];
}

export interface ForkRequest {
  count?: number;
  child_vm_id?: string;
}

/** Refuses fields the source fixes (a template's or snapshot's shape). */
export function refuseOverrides(req: CreateRequest, fields: (keyof CreateRequest)[], source: string): void {
  const given = fields.filter((k) => req[k] !== undefined);
  if (given.length > 0) throw badRequest(`a ${source} keeps its own configuration: remove ${given.join(', ')}`);
}
