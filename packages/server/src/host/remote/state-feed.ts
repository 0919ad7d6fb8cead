// The host side of the VM mirror (docs/hosts.md, "The mirror"): which VMs the agent runs and
// which of them are paused, published with a version `<boot>.<seq>` that grows with every change.
// Changes are found by comparing the agent's list()/isPaused() with what was last published,
// right after every call the host API answers and on a short timer (a VM the host destroyed by
// itself, adoption after a restart). Subscribers get newline-delimited JSON: a snapshot, then
// deltas, and an empty line as a heartbeat. Never touches a VM: it reads the agent's memory only.

import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { HostAgent } from '../types.ts';

/** A VM set as published: vm id -> paused. */
export type VmStates = Record<string, boolean>;

export interface StateSnapshot {
  boot: string;
  seq: number;
  vms: VmStates;
}

export interface StateDelta {
  seq: number;
  set?: VmStates;
  gone?: string[];
}

export const HEARTBEAT_MS = 2_000;
const POLL_MS = 200;

export class StateFeed {
  /** Changes when the host process restarts: its seq starts again from 0. */
  readonly boot = randomUUID();
  #seq = 0;
  #vms: VmStates = {};
  readonly #agent: HostAgent;
  readonly #subscribers = new Set<ServerResponse>();
  readonly #timers: NodeJS.Timeout[];

  constructor(agent: HostAgent) {
    this.#agent = agent;
    this.#vms = this.#read();
    this.#timers = [
      setInterval(() => this.refresh(), POLL_MS),
      setInterval(() => {
        for (const res of this.#subscribers) res.write('\n');
      }, HEARTBEAT_MS),
    ];
    for (const t of this.#timers) t.unref();
  }

  /** The version of the state as published: `<boot>.<seq>`. */
  get version(): string {
    return `${this.boot}.${this.#seq}`;
  }

  snapshot(): StateSnapshot {
    return { boot: this.boot, seq: this.#seq, vms: { ...this.#vms } };
  }

  /** Publishes what changed in the agent's VM set since the last call. */
  refresh(): void {
    const now = this.#read();
    const set: VmStates = {};
    const gone = Object.keys(this.#vms).filter((id) => !(id in now));
    for (const [id, paused] of Object.entries(now)) if (this.#vms[id] !== paused) set[id] = paused;
    if (gone.length === 0 && Object.keys(set).length === 0) return;
    this.#vms = now;
    this.#seq++;
    const line = `${JSON.stringify({ seq: this.#seq, set, gone } satisfies StateDelta)}\n`;
    for (const res of this.#subscribers) res.write(line);
  }

  /** Streams the state to `res` until either side closes. */
  subscribe(res: ServerResponse): void {
    res.writeHead(200, { 'content-type': 'application/x-ndjson', 'cache-control': 'no-store' });
    res.write(`${JSON.stringify(this.snapshot())}\n`);
    this.#subscribers.add(res);
    res.on('close', () => this.#subscribers.delete(res));
  }

  close(): void {
    for (const t of this.#timers) clearInterval(t);
    for (const res of this.#subscribers) res.end();
    this.#subscribers.clear();
  }

  #read(): VmStates {
    const out: VmStates = {};
    for (const id of this.#agent.list()) out[id] = this.#agent.isPaused(id);
    return out;
  }
}
