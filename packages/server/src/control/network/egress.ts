// A sandbox's egress rules in the control plane (docs/network.md): reading and writing the stored
// column (validated and normalized; 400 past the rules' limits), and replacing the rules of a
// sandbox at runtime (PUT /vms/{id}/network): on its VM first when it has one, then in its record,
// which its restores, fork children and snapshots carry. Enforcement is the host's (host/egress/).

import { badRequest, conflict } from '../../errors.ts';
import { type EgressRules, egressRulesError, normalizeEgressRules } from '../../host/egress/policy.ts';
import type { SandboxRow, Store } from '../../store/index.ts';
import type { Caller } from '../access/keys.ts';
import { guestErrorToApi } from '../guest-errors.ts';
import type { SandboxOps } from '../sandbox-ops.ts';

/** The rules' limits, for the API's schema (api/network/schemas.ts). */
export { EGRESS_ENTRY_PATTERN, MAX_EGRESS_ENTRIES, MAX_EGRESS_ENTRY_LENGTH } from '../../host/egress/policy.ts';
export type { EgressRules };

/** The stored column as rules (null: none). */
export function readEgress(column: string | null): EgressRules | null {
  return column === null ? null : (JSON.parse(column) as EgressRules);
}

/** Rules as a stored column: checked (400 `invalid request`), normalized; null for none. */
export function writeEgress(rules: EgressRules | null | undefined): string | null {
  if (!rules) return null;
  const error = egressRulesError(rules);
  if (error) throw badRequest(`network.${error}`);
  const normal = normalizeEgressRules(rules);
  return normal ? JSON.stringify(normal) : null;
}

/** States whose VM is on its host: the rules change there at once. */
const RESIDENT = ['running', 'paused', 'slept'];

export class SandboxEgress {
  readonly #store: Store;
  readonly #sandboxes: SandboxOps;

  constructor(store: Store, sandboxes: SandboxOps) {
    this.#store = store;
    this.#sandboxes = sandboxes;
  }

  /**
   * Replaces a sandbox's rules (`{}`: none). A resident sandbox's VM has them for its next
   * connection when this returns; an archived one gets them when it starts again. 404 for another
   * organization's id, 409 in any other state.
   */
  async replace(caller: Caller, vmId: string, rules: EgressRules): Promise<SandboxRow> {
    const egress = writeEgress(rules);
    const row = await this.#sandboxes.get(caller, vmId);
    if (!RESIDENT.includes(row.state) && row.state !== 'archived') throw conflict(`sandbox is ${row.state}`);
    if (RESIDENT.includes(row.state)) {
      try {
        await this.#sandboxes.host.setEgress(vmId, readEgress(egress));
      } catch (err) {
        throw guestErrorToApi(err);
      }
    }
    await this.#store.sandboxes.update(vmId, { egress });
    await this.#sandboxes.event(row, 'network', egress === null ? 'egress rules removed' : `egress rules ${egress}`);
    return this.#sandboxes.get(caller, vmId);
  }
}
