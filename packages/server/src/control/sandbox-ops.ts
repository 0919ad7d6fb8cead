// What the rooms below sandboxes/ may ask of a sandbox. SandboxService (sandboxes/service.ts) does
// all of it; lifetimes/ (the idle and lifetime policies) and network/ (egress rules at runtime,
// public ports) name only this interface, so that they never import the room above them and data
// flows one way: sandboxes/ uses them, they act on a sandbox through what server.ts hands them
// (docs/architecture.md, "Rooms of the control plane").

import type { HostAgent } from '../host/types.ts';
import type { SandboxRow } from '../store/index.ts';
import type { Caller } from './access/keys.ts';

export interface SandboxOps {
  /** The host agent every sandbox of this control plane runs on. */
  readonly host: HostAgent;
  /** The caller's sandbox, else 404 `sandbox`; counts as a call naming it (the idle clock). */
  get(caller: Caller, vmId: string): Promise<SandboxRow>;
  /** Writes an event on the sandbox's timeline (and its webhook notice). */
  event(row: Pick<SandboxRow, 'vm_id' | 'org_id' | 'node'>, kind: string, detail: string): Promise<void>;
  /** Activity other than an API call (a request to a public port): the idle clock starts again. */
  noteActivity(vmId: string): void;
  /** When the sandbox was last named by a call; one never seen, or serving a call now, counts from `now`. */
  lastActivity(vmId: string, now: number): number;
  /** A call is in flight, or one was made through any replica since `calledBefore` was read. */
  calledSince(vmId: string, calledBefore: number | undefined): Promise<boolean>;
  /** Puts an idle running sandbox at rest (paused, state slept); false if it had work or a call came. */
  restIdle(row: SandboxRow, calledBefore: number | undefined, exposure: boolean): Promise<boolean>;
  /** Wakes a slept sandbox (`why` goes on its `woke` event). */
  wakeSlept(vmId: string, why: string): Promise<void>;
  /** Archives a resident sandbox for a policy; `unless` true after the checkpoint keeps it running. */
  archiveRow(row: SandboxRow, reason: string, unless?: () => Promise<boolean>): Promise<void>;
  /** Deletes a sandbox for a policy (`detail`: why, on the `deleted` event). */
  deleteRow(row: SandboxRow, detail: string): Promise<void>;
}
