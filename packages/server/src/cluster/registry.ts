// The hosts of a cluster as the store knows them (docs/deploy.md): every `warren host` started with
// a store registers itself and heartbeats (host/remote/registration.ts); each api replica reads
// those rows every `pollMs`, connects to hosts it does not know yet, and takes a host whose
// heartbeat is older than `lossTimeoutMs` out of placement. The replica holding the background
// lease also marks a lost host's sandboxes `interrupted` (`failed` if still starting), with an
// event saying why; a host that comes back tears their VMs down when it is reconciled.

import { connectRemoteHost } from '../host/remote/client.ts';
import { type HostRow, nowNs, type Store } from '../store/index.ts';
import type { HostSet } from './host-set.ts';

export interface RegistryConfig {
  /** The cluster secret every host checks. */
  secret: string;
  /** CA certificate (PEM) https hosts' certificates chain to. */
  ca?: string;
  /** A host silent this long is lost. */
  lossTimeoutMs: number;
  /** How often the hosts' rows are read. */
  pollMs: number;
}

export interface LostSandbox {
  vm_id: string;
  org_id: string;
  node: string | null;
  /** `interrupted` or `failed`. */
  now: string;
}

export class HostRegistry {
  readonly #store: Store;
  readonly #hosts: HostSet;
  readonly #config: RegistryConfig;
  /** Whether this replica marks lost hosts' sandboxes (it holds the background lease). */
  readonly #sweeps: () => boolean;
  readonly #onLost: (row: LostSandbox, detail: string) => Promise<void>;
  /** Mgmtd_addr each member was connected at (a host that moved is connected again). */
  readonly #addrs = new Map<string, string>();
  readonly #connecting = new Set<string>();
  #timer: NodeJS.Timeout | undefined;
  #refreshing: Promise<void> | undefined;

  constructor(
    store: Store,
    hosts: HostSet,
    config: RegistryConfig,
    opts: { sweeps: () => boolean; onLost: (row: LostSandbox, detail: string) => Promise<void> },
  ) {
    this.#store = store;
    this.#hosts = hosts;
    this.#config = config;
    this.#sweeps = opts.sweeps;
    this.#onLost = opts.onLost;
  }

  /** Reads the hosts once (connecting to every live one before it returns), then every `pollMs`. */
  async start(): Promise<void> {
    await this.refresh();
    this.#timer = setInterval(() => {
      this.refresh().catch((err) => console.error(`hosts: ${(err as Error).message}`));
    }, this.#config.pollMs);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
  }

  /** One pass over the hosts' rows (overlapping passes share one). */
  refresh(): Promise<void> {
    this.#refreshing ??= this.#refresh().finally(() => {
      this.#refreshing = undefined;
    });
    return this.#refreshing;
  }

  async #refresh(): Promise<void> {
    const now = nowNs();
    const rows = await this.#store.cluster.hosts();
    await Promise.all(
      rows.map(async (row) => {
        const silentMs = (now - row.heartbeat_unix_ns) / 1e6;
        const fresh = silentMs <= this.#config.lossTimeoutMs;
        const member = this.#hosts.member(row.node);
        if (member) {
          member.memoryMb = row.memory_mb;
          member.aliveUntilNs = this.#aliveUntil(row);
          if (fresh && this.#addrs.get(row.node) !== row.mgmtd_addr) await this.#reconnect(row);
        } else if (fresh) {
          await this.#connect(row);
        }
        if (!fresh && this.#sweeps()) await this.#interrupt(row, silentMs);
      }),
    );
  }

  async #connect(row: HostRow): Promise<void> {
    if (this.#connecting.has(row.node)) return;
    this.#connecting.add(row.node);
    try {
      const agent = await connectRemoteHost({ url: row.mgmtd_addr, secret: this.#config.secret, ca: this.#config.ca });
      this.#addrs.set(row.node, row.mgmtd_addr);
      this.#hosts.add(agent, row.memory_mb, this.#aliveUntil(row));
    } catch (err) {
      console.error(`host ${row.node} at ${row.mgmtd_addr}: ${(err as Error).message}`);
    } finally {
      this.#connecting.delete(row.node);
    }
  }

  #aliveUntil(row: HostRow): number {
    return row.heartbeat_unix_ns + this.#config.lossTimeoutMs * 1e6;
  }

  async #reconnect(row: HostRow): Promise<void> {
    await this.#hosts.drop(row.node);
    this.#addrs.delete(row.node);
    await this.#connect(row);
  }

  /** A lost host's sandboxes, each changed once however many replicas sweep. */
  async #interrupt(row: HostRow, silentMs: number): Promise<void> {
    const detail = `host ${row.node} sent no heartbeat for ${Math.round(silentMs / 1000)} s (lost after ${Math.round(this.#config.lossTimeoutMs / 1000)} s)`;
    for (const lost of await this.#store.cluster.interruptNode(row.node)) await this.#onLost(lost, detail);
  }
}
