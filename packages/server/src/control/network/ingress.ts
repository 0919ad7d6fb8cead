// Ingresses: a sandbox's guest port exposed on a public HTTPS port of the edge. Owns the rules:
// which public port an expose gets, limits, retries, the life of an exposure along its sandbox's
// (archived: 404 until unarchived; slept: woken by the first request; paused: 503; deleted: the
// port closes at once), and where a public port leads for the edge. Fork children and restores
// do not inherit exposures: an ingress belongs to one vm_id. Listeners themselves are the edge's.
// The same rules route the implicit exposures of a sandbox origin (routeSandboxPort: every port of
// a sandbox the E2B-compatible API made, docs/e2b.md); which sandboxes have them is that front's.

import { randomUUID } from 'node:crypto';
import { ApiError, badRequest, conflict, notFound } from '../../errors.ts';
import { type IngressRow, nowNs, type SandboxRow, type Store } from '../../store/index.ts';
import { KeyedQueue } from '../../sys/keyed-queue.ts';
import type { Caller } from '../access/keys.ts';
import type { SandboxOps } from '../sandbox-ops.ts';

/**
 * How long a "running, forward to this guest" answer is reused for requests to the same public
 * port, instead of reading the store per request (it costs more than the edge itself). Every
 * answer, cached or not, is checked against the host agent's own flag before it is used: a VM
 * paused or put to sleep meanwhile is asked about again, so a request to it is woken or refused,
 * never held by a stopped guest. The ingress fixes the sandbox, so a stale answer never leads
 * elsewhere; one archived meanwhile answers 502 instead of 404. Deleting an ingress or its sandbox
 * closes the port at once, whatever this.
 */
const ROUTE_CACHE_MS = 250;
/**
 * The store says running while the host agent has stopped the VM: a pause or sleep is being
 * written. The route is asked again every SETTLE_POLL_MS, for at most SETTLE_MS.
 */
const SETTLE_POLL_MS = 10;
const SETTLE_MS = 5_000;

/** Exposed ports per sandbox (the spec leaves it open). */
export const MAX_INGRESSES_PER_SANDBOX = 8;

/** The edge's listeners, as the rules need them. */
export interface PublicPorts {
  /** Opens a public port; false when something else on the machine holds it. */
  listen(port: number): Promise<boolean>;
  /** Closes a public port and its connections. */
  unlisten(port: number): Promise<void>;
  /** Drops pooled streams to a sandbox's guest port. */
  forget(vmId: string, guestPort?: number): void;
}

export interface IngressConfig {
  /** Public ports handed out, inclusive. */
  ports: { first: number; last: number };
  /** Host name (or address) in public URLs. */
  publicHost: string;
}

export interface IngressView {
  ingress_id: string;
  guest_port: number;
  gateway_node: string;
  public_port: number;
  public_url: string;
}

export interface ExposeRequest {
  guest_port: number;
  public_port?: number;
}

/** Where a public port leads: the edge's router answer. */
export interface IngressTarget {
  vmId: string;
  guestPort: number;
  guestIp: string;
}

export interface IngressServiceDeps {
  store: Store;
  sandboxes: SandboxOps;
  ports: PublicPorts;
  /** The node whose edge this is (gateway_node). */
  node: string;
  config: IngressConfig;
  /** Whether the host agent holds the VM with its vCPUs stopped (paused or slept) now; no I/O. */
  vmStopped(vmId: string): boolean;
}

export class IngressService {
  readonly #d: IngressServiceDeps;
  /** Exposes run one at a time: choosing a free port and taking it is one step. */
  readonly #exposing = new KeyedQueue();
  /** Wakes in progress per sandbox, so a burst of requests to a slept sandbox wakes it once. */
  readonly #waking = new Map<string, Promise<void>>();
  /** Recent "running" answers per public port, or per `vmId:port` of a sandbox origin (ROUTE_CACHE_MS). */
  readonly #routes = new Map<number | string, { target: IngressTarget; until: number }>();

  constructor(deps: IngressServiceDeps) {
    this.#d = deps;
  }

  view(row: IngressRow): IngressView {
    const host = this.#d.config.publicHost;
    return {
      ingress_id: row.ingress_id,
      guest_port: row.guest_port,
      gateway_node: row.gateway_node,
      public_port: row.public_port,
      public_url: `https://${host.includes(':') ? `[${host}]` : host}:${row.public_port}`,
    };
  }

  /**
   * Exposes a guest port. Exposing the same guest port again returns its ingress (a safe retry).
   * The URL is live at once: it answers 502 until the guest listens.
   */
  expose(caller: Caller, vmId: string, req: ExposeRequest): Promise<IngressRow> {
    return this.#exposing.run('expose', () => this.#expose(caller, vmId, req));
  }

  async #expose(caller: Caller, vmId: string, req: ExposeRequest): Promise<IngressRow> {
    const { store, node, config } = this.#d;
    const { first, last } = config.ports;
    const sandbox = await this.#d.sandboxes.get(caller, vmId);
    if (['failed', 'interrupted', 'deleting'].includes(sandbox.state)) throw conflict(`sandbox is ${sandbox.state}`);
    const wanted = req.public_port ?? 0;
    if (wanted !== 0 && (wanted < first || wanted > last)) {
      throw badRequest(`public_port must be 0 (assigned) or within ${first}-${last}`);
    }
    const existing = await store.ingress.listForSandbox(vmId);
    const same = existing.find((i) => i.guest_port === req.guest_port);
    if (same) {
      if (wanted === 0 || wanted === same.public_port) return same;
      throw conflict(
        'guest port already exposed',
        `guest port ${req.guest_port} is already exposed on public port ${same.public_port}`,
      );
    }
    if (existing.length >= MAX_INGRESSES_PER_SANDBOX) {
      throw conflict(
        `ingress limit (${MAX_INGRESSES_PER_SANDBOX}) reached`,
        `a sandbox exposes at most ${MAX_INGRESSES_PER_SANDBOX} ports; delete one first`,
      );
    }
    const taken = await store.ingress.portsOnNode(node);
    if (wanted !== 0 && taken.has(wanted)) throw publicPortTaken(wanted);
    const candidates = wanted !== 0 ? [wanted] : range(first, last).filter((p) => !taken.has(p));
    for (const port of candidates) {
      if (!(await this.#d.ports.listen(port))) {
        if (wanted !== 0) throw publicPortTaken(wanted);
        continue; // another program holds it: the next one
      }
      const row: IngressRow = {
        ingress_id: randomUUID(),
        org_id: caller.orgId,
        vm_id: vmId,
        guest_port: req.guest_port,
        gateway_node: node,
        public_port: port,
        created_unix_ns: nowNs(),
        deleted_unix_ns: null,
      };
      if (await store.ingress.insert(row)) {
        await this.#d.sandboxes.event(
          sandbox,
          'exposed',
          `guest port ${row.guest_port} on ${this.view(row).public_url}`,
        );
        return row;
      }
      // Another server on this store took the port meanwhile.
      await this.#d.ports.unlisten(port);
      if (wanted !== 0) throw publicPortTaken(wanted);
    }
    throw new ApiError(
      503,
      'capacity',
      `every public port (${first}-${last}) is taken; delete an ingress`,
      { kind: 'public port' },
      { 'retry-after': '30' },
    );
  }

  async list(caller: Caller, vmId: string): Promise<IngressRow[]> {
    await this.#d.sandboxes.get(caller, vmId);
    return this.#d.store.ingress.listForSandbox(vmId);
  }

  /** Deletes an ingress: its public port closes at once. Repeating it is a no-op. */
  async unexpose(caller: Caller, ingressId: string): Promise<void> {
    const row = await this.#d.store.ingress.getAnyOrg(ingressId);
    if (!row || row.org_id !== caller.orgId) throw notFound('ingress');
    if (!(await this.#d.store.ingress.markDeleted(ingressId, nowNs()))) return;
    await this.#close(row);
    await this.#d.sandboxes.event(
      { vm_id: row.vm_id, org_id: row.org_id, node: row.gateway_node },
      'unexposed',
      `guest port ${row.guest_port} (public port ${row.public_port})`,
    );
  }

  /** The sandbox was deleted: its public ports close now. */
  async sandboxDeleted(sandbox: Pick<SandboxRow, 'vm_id' | 'org_id' | 'node'>): Promise<void> {
    const rows = await this.#d.store.ingress.markSandboxDeleted(sandbox.vm_id, nowNs());
    for (const row of rows) {
      await this.#close(row);
      await this.#d.sandboxes.event(
        sandbox,
        'unexposed',
        `guest port ${row.guest_port} (public port ${row.public_port}): sandbox deleted`,
      );
    }
    this.#d.ports.forget(sandbox.vm_id);
    for (const key of this.#routes.keys()) {
      if (typeof key === 'string' && key.startsWith(`${sandbox.vm_id}:`)) this.#routes.delete(key);
    }
  }

  /** At start: ingresses of sandboxes deleted during a crash are dropped, the others listen again. */
  async resume(): Promise<void> {
    await this.#d.store.ingress.sweepDeletedSandboxes(nowNs());
    for (const row of await this.#d.store.ingress.liveOnNode(this.#d.node)) {
      if (!(await this.#d.ports.listen(row.public_port))) {
        console.error(`edge: public port ${row.public_port} (ingress ${row.ingress_id}) is held by another program`);
      }
    }
  }

  /**
   * Where a request to `publicPort` goes. A slept sandbox is woken first; a paused one answers 503,
   * an archived (or otherwise absent) one 404.
   */
  route(publicPort: number): Promise<IngressTarget> {
    return this.#settled(publicPort, () => this.#lookup(publicPort));
  }

  /**
   * Where a request to guest port `guestPort` of sandbox `vmId` goes, on a sandbox origin (an
   * implicit exposure: the front that routes it decides which sandboxes have one). The same states
   * answer as for a public port; a sandbox that does not exist (or no longer) is 502.
   */
  routeSandboxPort(vmId: string, guestPort: number): Promise<IngressTarget> {
    const key = `${vmId}:${guestPort}`;
    return this.#settled(key, async () => {
      const cached = this.#routes.get(key);
      if (cached && cached.until > Date.now()) return cached.target;
      const row = await this.#d.store.sandboxes.getAnyOrg(vmId);
      if (!row || row.deleted_unix_ns !== null)
        throw new ApiError(502, 'sandbox not found', 'the sandbox was not found');
      return this.#target({ ...row, guest_port: guestPort }, key, `by a request to its port ${guestPort}`);
    });
  }

  /** Asks `lookup` until the host agent's flag agrees the VM runs (see SETTLE_MS). */
  async #settled(key: number | string, lookup: () => Promise<IngressTarget>): Promise<IngressTarget> {
    const deadline = Date.now() + SETTLE_MS;
    for (;;) {
      const target = await lookup();
      if (!this.#d.vmStopped(target.vmId)) {
        // A request is activity: the idle policy's clock starts again (control/lifetimes/idle.ts).
        this.#d.sandboxes.noteActivity(target.vmId);
        return target;
      }
      // Stopped, but the store still says running: its new state is being written. Ask again.
      this.#routes.delete(key);
      if (Date.now() > deadline) {
        throw new ApiError(503, 'sandbox is changing state', 'the sandbox is being paused or put to sleep; try again');
      }
      await new Promise((r) => setTimeout(r, SETTLE_POLL_MS));
    }
  }

  async #lookup(publicPort: number): Promise<IngressTarget> {
    const cached = this.#routes.get(publicPort);
    if (cached && cached.until > Date.now()) return cached.target;
    const r = await this.#d.store.ingress.route(this.#d.node, publicPort);
    if (!r) throw new ApiError(404, 'not found', 'nothing is exposed on this port');
    return this.#target(r, publicPort, `by a request to public port ${publicPort}`);
  }

  /** The target of a sandbox's guest port by its state: woken if slept, refused if at rest. */
  async #target(
    r: { vm_id: string; guest_port: number; guest_ip: string | null; state: string },
    key: number | string,
    why: string,
  ): Promise<IngressTarget> {
    if (r.state === 'slept') await this.#wake(r.vm_id, why);
    else if (r.state === 'paused') {
      throw new ApiError(503, 'sandbox is paused', 'the sandbox is paused; resume it to reach this port');
    } else if (r.state === 'archived') {
      throw new ApiError(
        404,
        'sandbox is archived',
        'the sandbox is archived; start (unarchive) it to reach this port',
      );
    } else if (r.state !== 'running') {
      throw new ApiError(404, `sandbox is ${r.state}`, `the sandbox is ${r.state}`);
    }
    const target = { vmId: r.vm_id, guestPort: r.guest_port, guestIp: r.guest_ip ?? '' };
    if (r.state === 'running') this.#routes.set(key, { target, until: Date.now() + ROUTE_CACHE_MS });
    else this.#routes.delete(key);
    return target;
  }

  #wake(vmId: string, why: string): Promise<void> {
    let waking = this.#waking.get(vmId);
    if (!waking) {
      waking = this.#d.sandboxes.wakeSlept(vmId, why).finally(() => this.#waking.delete(vmId));
      this.#waking.set(vmId, waking);
    }
    return waking;
  }

  async #close(row: IngressRow): Promise<void> {
    this.#routes.delete(row.public_port);
    await this.#d.ports.unlisten(row.public_port);
    this.#d.ports.forget(row.vm_id, row.guest_port);
  }
}

function publicPortTaken(port: number): ApiError {
  return conflict('public port in use', `public port ${port} is taken`);
}

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
