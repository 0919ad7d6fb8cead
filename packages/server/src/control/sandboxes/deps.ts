// What a SandboxService is made of (server.ts wires it); also what its creates and starts use
// (creates.ts, starts.ts), which take it from here rather than from the service above them.

import type { Placement } from '../../cluster/placement.ts';
import type { HostAgent } from '../../host/types.ts';
import type { SandboxRow, Store } from '../../store/index.ts';
import type { SnapshotService } from '../checkpoints/snapshots.ts';
import type { TemplateService } from '../checkpoints/templates.ts';
import type { SharedActivity } from '../lifetimes/shared-activity.ts';
import type { VolumeService } from '../volumes/service.ts';
import type { CreateClaims } from './claims.ts';

export interface SandboxServiceDeps {
  store: Store;
  host: HostAgent;
  snapshots: SnapshotService;
  templates: TemplateService;
  sandboxCap: number;
  defaultImage: string;
  /** Which host a new sandbox goes to (cluster/placement.ts). */
  placement: Placement;
  /** Called when a sandbox's delete is accepted, before the 204 (its public ports close). */
  onDelete?: (row: SandboxRow) => Promise<void>;
  /** Who is starting each sandbox, so that a retry can take over a create whose replica died. */
  claims: CreateClaims;
  /** In a cluster: the API calls of every replica, for the idle policy. */
  shared?: SharedActivity;
  /** The server's idle period: a sandbox's own idle_after_s replaces it. */
  idleAfterMs: number;
  /** Volumes a sandbox mounts (control/volumes/). */
  volumes: VolumeService;
}
