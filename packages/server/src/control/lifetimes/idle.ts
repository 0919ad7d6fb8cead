// The idle policy: a sandbox with no activity for its idle period (its own `idle_after_s`, else
// the server's) is acted on as its `on_idle` says (docs/lifecycle.md, "Idle"):
// - sleep (the default): a running sandbox with no work of any kind (SandboxService.busy, an
//   exposed port included) is put to sleep; the next command, file operation, request to one of
//   its public ports or resume wakes it. A sandbox doing work is never put to sleep.
// - archive, delete: a running sandbox with no work (an exposed port is not work by itself; a
//   request to it is activity), or a slept one, is archived or deleted.
// Activity is an API call naming the sandbox, a command or file operation in progress, and a
// request through its public ports (SandboxService.noteActivity); work is a background process or
// session, an established connection, or CPU. In a cluster the policy runs on one replica (the
// background lease's holder) and sees the calls of all of them (control/lifetimes/shared-activity.ts).

import type { SandboxRow, Store } from '../../store/index.ts';
import type { SandboxOps } from '../sandbox-ops.ts';
import { idleAfterMs, onIdle } from './lifecycle.ts';
import type { SharedActivity } from './shared-activity.ts';

export interface IdlePolicyConfig {
  idleAfterMs: number;
  checkEveryMs: number;
}

export class IdlePolicy {
  readonly #store: Store;
  readonly #sandboxes: SandboxOps;
  /** Nodes whose sandboxes it watches (every host of this control plane). */
  readonly #nodes: () => string[];
  readonly #config: IdlePolicyConfig;
  readonly #shared: SharedActivity | undefined;
  #timer: NodeJS.Timeout | undefined;
  #checking = false;

  constructor(
    store: Store,
    sandboxes: SandboxOps,
    nodes: () => string[],
    config: IdlePolicyConfig,
    shared?: SharedActivity,
  ) {
    this.#store = store;
    this.#sandboxes = sandboxes;
    this.#nodes = nodes;
    this.#config = config;
    this.#shared = shared;
  }

  start(): void {
    clearInterval(this.#timer);
    this.#timer = setInterval(() => void this.check(), this.#config.checkEveryMs);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
  }

  /** One pass over the running (and, for archive and delete, slept) sandboxes of its nodes. Overlapping passes are skipped. */
  async check(now = Date.now()): Promise<void> {
    if (this.#checking) return;
    this.#checking = true;
    try {
      const rows = [];
      for (const node of this.#nodes()) rows.push(...(await this.#store.sandboxes.liveOnNode(node)));
      const watched = rows.filter((r) => r.state === 'running' || (r.state === 'slept' && onIdle(r) !== 'sleep'));
      const elsewhere = (await this.#shared?.lastCalls(watched.map((r) => r.vm_id))) ?? new Map<string, number>();
      for (const row of watched) {
        const last = Math.max(this.#sandboxes.lastActivity(row.vm_id, now), elsewhere.get(row.vm_id) ?? 0);
        if (now - last < idleAfterMs(row, this.#config.idleAfterMs)) continue;
        await this.#act(row, elsewhere.get(row.vm_id)).catch((err) => {
          console.error(`idle policy: ${row.vm_id}: ${(err as Error).message}`);
        });
      }
    } finally {
      this.#checking = false;
    }
  }

  /** Acts on an idle sandbox; `calledBefore`: its last call through any replica, as read. */
  async #act(row: SandboxRow, calledBefore: number | undefined): Promise<void> {
    const s = this.#sandboxes;
    const action = onIdle(row);
    if (action === 'sleep') {
      if (await s.restIdle(row, calledBefore, true)) await s.event(row, 'slept', 'idle');
      return;
    }
    if (row.state === 'running') {
      // At rest first, as for sleep, so that a call arriving meanwhile finds it and wakes it.
      if (!(await s.restIdle(row, calledBefore, false))) return;
      row = { ...row, state: 'slept' };
    }
    if (action === 'archive') {
      await s.archiveRow(row, this.#why(row), () => s.calledSince(row.vm_id, calledBefore));
      return;
    }
    // A call that overtook the rest wakes the sandbox itself; it is not deleted.
    if (await s.calledSince(row.vm_id, calledBefore)) return;
    await s.deleteRow(row, this.#why(row));
  }

  #why(row: SandboxRow): string {
    return `idle for ${Math.round(idleAfterMs(row, this.#config.idleAfterMs) / 1000)} s`;
  }
}
