// The idle policy: a running sandbox with no API call for `idleAfterMs` and no work of any kind
// (SandboxService.busy) is put to sleep; the next command, file operation or resume wakes it. A
// sandbox doing work is never put to sleep. In a cluster the policy runs on one replica and sees
// the calls of all of them (control/shared-activity.ts).

import type { Store } from '../store/index.ts';
import type { SandboxService } from './sandboxes.ts';
import type { SharedActivity } from './shared-activity.ts';

export interface IdlePolicyConfig {
  idleAfterMs: number;
  checkEveryMs: number;
}

export class IdlePolicy {
  readonly #store: Store;
  readonly #sandboxes: SandboxService;
  /** Nodes whose sandboxes it watches (every host of this control plane). */
  readonly #nodes: () => string[];
  readonly #config: IdlePolicyConfig;
  readonly #shared: SharedActivity | undefined;
  #timer: NodeJS.Timeout | undefined;
  #checking = false;

  constructor(
    store: Store,
    sandboxes: SandboxService,
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

  /** One pass over the running sandboxes of its nodes. Overlapping passes are skipped. */
  async check(now = Date.now()): Promise<void> {
    if (this.#checking) return;
    this.#checking = true;
    try {
      const rows = [];
      for (const node of this.#nodes()) rows.push(...(await this.#store.liveSandboxesOnNode(node)));
      const running = rows.filter((r) => r.state === 'running');
      const elsewhere = (await this.#shared?.lastCalls(running.map((r) => r.vm_id))) ?? new Map<string, number>();
      for (const row of running) {
        const last = Math.max(this.#sandboxes.lastActivity(row.vm_id, now), elsewhere.get(row.vm_id) ?? 0);
        if (now - last < this.#config.idleAfterMs) continue;
        await this.#sandboxes.sleepIdle(row, elsewhere.get(row.vm_id)).catch((err) => {
          console.error(`idle policy: ${row.vm_id}: ${(err as Error).message}`);
        });
      }
    } finally {
      this.#checking = false;
    }
  }
}
