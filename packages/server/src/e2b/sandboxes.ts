// The sandboxes of the E2B-compatible API as both of its rooms (api/, envd/) see them: a Warren
// sandbox of the caller's organization that this API made (it has a row in store.e2b), with its
// E2B state, its tokens and the environment its processes get. Everything else about a sandbox is
// Warren's own (control/sandboxes/); this only finds and names them.

import type { Caller } from '../control/access/keys.ts';
import type { SandboxService } from '../control/sandboxes/service.ts';
import { notFound } from '../errors.ts';
import type { E2bSandboxRow, SandboxRow, Store } from '../store/index.ts';
import type { E2bTokens } from './tokens.ts';

export interface E2bSandbox {
  row: SandboxRow;
  e2b: E2bSandboxRow;
}

/** E2B shows two states: a sandbox that can run now, and one at rest that connect resumes. */
export type E2bState = 'running' | 'paused';

/** Warren's states of each E2B state (docs/e2b.md, "States"). */
export const WARREN_STATES: Record<E2bState, string[]> = {
  running: ['running', 'slept', 'creating'],
  paused: ['paused', 'archived'],
};

export function e2bState(state: string): E2bState {
  return WARREN_STATES.paused.includes(state) ? 'paused' : 'running';
}

/** The version of envd the answers advertise: every feature of the SDK (2.51) up to it is served. */
export const ENVD_VERSION = '0.6.4';

export class E2bSandboxes {
  readonly #store: Store;
  readonly #sandboxes: SandboxService;
  readonly tokens: E2bTokens;

  constructor(store: Store, sandboxes: SandboxService, tokens: E2bTokens) {
    this.#store = store;
    this.#sandboxes = sandboxes;
    this.tokens = tokens;
  }

  /** The caller's sandbox made through this API; 404 for anything else (another organization's too). */
  async get(caller: Caller, vmId: string): Promise<E2bSandbox> {
    const e2b = await this.#store.e2b.get(vmId);
    if (!e2b || e2b.org_id !== caller.orgId) throw notFound('sandbox');
    return { row: await this.#sandboxes.get(caller, vmId), e2b };
  }

  /** A sandbox made through this API, by id alone, if it is not deleted (the sandbox origins' lookup). */
  async find(vmId: string): Promise<E2bSandbox | undefined> {
    const e2b = await this.#store.e2b.get(vmId);
    if (!e2b) return undefined;
    const row = await this.#store.sandboxes.getAnyOrg(vmId);
    if (!row || row.deleted_unix_ns !== null) return undefined;
    return { row, e2b };
  }

  /** The rows this API keeps of these sandboxes, by vm_id. */
  async rows(vmIds: string[]): Promise<Map<string, E2bSandboxRow>> {
    return new Map((await this.#store.e2b.many(vmIds)).map((r) => [r.vm_id, r]));
  }

  async record(row: E2bSandboxRow): Promise<void> {
    await this.#store.e2b.insert(row);
  }

  /** Who acts when a sandbox's envd is called (it has no API key): its organization, named as envd. */
  callerOf(e2b: E2bSandboxRow): Caller {
    return { orgId: e2b.org_id, keyId: `e2b-envd:${e2b.vm_id}`, operator: false };
  }

  /** The access token envd asks of this sandbox's callers, or undefined when it is not secure. */
  envdToken(e2b: E2bSandboxRow): string | undefined {
    return e2b.secure ? this.tokens.envd(e2b.vm_id) : undefined;
  }

  /** The token its ports ask for, or undefined when its traffic is public. */
  trafficToken(e2b: E2bSandboxRow): string | undefined {
    return e2b.public_traffic ? undefined : this.tokens.traffic(e2b.vm_id);
  }
}

/** The environment every process started through envd gets (the create's envVars). */
export function envVars(e2b: E2bSandboxRow): Record<string, string> {
  return JSON.parse(e2b.env_vars) as Record<string, string>;
}
