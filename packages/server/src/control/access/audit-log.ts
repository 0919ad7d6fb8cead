// The writer of the organization's audit log: every mutating call of every front (Warren's API,
// the E2B-compatible one) is recorded, whatever its outcome. Writes run one after another, in the
// order the fronts hand them in (the order their answers go out): on PostgreSQL two writes on two
// pooled connections could otherwise take ids in the other order, and a caller's calls would not
// read back newest first. A reader waits for the writes in flight (settled), so a caller reading
// the log right after any call finds it. Reading the log is api/audit.ts's.

import type { Store } from '../../store/index.ts';

export interface AuditEntry {
  org_id: string;
  key_id: string;
  /** `METHOD /route` (the E2B front's prefixed `e2b `). */
  action: string;
  resource: string;
  outcome: number;
  request_id: string;
}

export class AuditLog {
  readonly #store: Store;
  readonly #inFlight = new Set<Promise<void>>();
  #last: Promise<void> = Promise.resolve();

  constructor(store: Store) {
    this.#store = store;
  }

  /** Queues the record of a call; a failed write is logged, never turned into the call's error. */
  record(entry: AuditEntry): void {
    const write = this.#last
      .then(() => this.#store.audit.add(entry))
      .catch((err: Error) => {
        console.error(`audit: ${entry.action} (request ${entry.request_id}) not recorded: ${err.message}`);
      })
      .finally(() => this.#inFlight.delete(write));
    this.#inFlight.add(write);
    this.#last = write;
  }

  /** Resolves once every record queued so far is written (or failed). */
  async settled(): Promise<void> {
    await Promise.all(this.#inFlight);
  }
}
