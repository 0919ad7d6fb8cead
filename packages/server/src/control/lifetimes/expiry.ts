// The lifetime policy (docs/lifecycle.md, "Lifetime"): a sandbox with a max_lifetime_s expires at
// its creation plus that (pushed by POST /vms/{id}/extend). `noticeMs` before it expires the
// timeline gets an `expiring` event, once per expiry (at once, when the lifetime is shorter); when
// it expires the sandbox is archived or deleted as on_expiry says, whatever it is doing, with the
// `archived` or `deleted` event saying why. An action that fails (the object store refused the
// archive, the guest agent did not answer) is tried again on the next pass. Runs on the background
// lease's holder, like the idle policy; the store's conditional writes make each notice and each
// action happen once even when the lease moves mid-pass.

import { nowNs, type SandboxRow, type Store } from '../../store/index.ts';
import type { SandboxOps } from '../sandbox-ops.ts';
import { onExpiry } from './lifecycle.ts';

export interface LifetimeConfig {
  /** How long before an expiry its `expiring` event is written. */
  noticeMs: number;
  checkEveryMs: number;
}

export const DEFAULT_LIFETIMES: LifetimeConfig = { noticeMs: 300_000, checkEveryMs: 5_000 };

/** States whose sandbox an expiry leaves alone for now (being made or deleted) or for good (failed). */
const UNTOUCHED = new Set(['creating', 'deleting', 'failed']);

export class ExpiryPolicy {
  readonly #store: Store;
  readonly #sandboxes: SandboxOps;
  readonly #config: LifetimeConfig;
  #timer: NodeJS.Timeout | undefined;
  #checking = false;

  constructor(store: Store, sandboxes: SandboxOps, config: LifetimeConfig) {
    this.#store = store;
    this.#sandboxes = sandboxes;
    this.#config = config;
  }

  start(): void {
    clearInterval(this.#timer);
    this.#timer = setInterval(() => void this.check(), this.#config.checkEveryMs);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
  }

  /** One pass: notices of expiries within noticeMs, actions on those past. Overlapping passes are skipped. */
  async check(): Promise<void> {
    if (this.#checking) return;
    this.#checking = true;
    try {
      const now = nowNs();
      for (const row of await this.#store.lifecycle.expiringBy(now + this.#config.noticeMs * 1e6)) {
        if (UNTOUCHED.has(row.state)) continue;
        await this.#expire(row, now).catch((err) => {
          console.error(`lifetime policy: ${row.vm_id}: ${(err as Error).message}`);
        });
      }
    } finally {
      this.#checking = false;
    }
  }

  async #expire(row: SandboxRow, now: number): Promise<void> {
    const expires = row.expires_unix_ns as number;
    const action = onExpiry(row);
    if (row.expiry_noticed_unix_ns !== expires && (await this.#store.lifecycle.noteExpiring(row.vm_id, expires))) {
      const inS = Math.max(0, Math.round((expires - now) / 1e9));
      await this.#sandboxes.event(row, 'expiring', `${action} in ${inS} s (expires_unix_ns ${expires})`);
    }
    if (expires > now) return;
    // Nothing to do for an archived sandbox that is to be archived, or one whose host was lost.
    const nothingToDo = action === 'archive' && (row.state === 'archived' || row.state === 'interrupted');
    if (!(await this.#store.lifecycle.takeExpiry(row.vm_id, expires)) || nothingToDo) return;
    try {
      if (action === 'delete') await this.#sandboxes.deleteRow(row, 'max lifetime reached');
      else await this.#sandboxes.archiveRow(row, 'max lifetime reached');
    } catch (err) {
      await this.#store.lifecycle.putBackExpiry(row.vm_id, expires);
      throw err;
    }
  }
}
