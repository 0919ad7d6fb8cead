// Placement (docs/deploy.md, "Placement"): which host a new sandbox goes to. A host fits when its
// registered memory, less the memory_mb of the resident sandboxes the store places on it, holds the
// new ones. Among the hosts that fit, the one with the most free memory wins, except that a host
// already holding the source checkpoint (a template's, a snapshot's) is preferred while it has at
// least half as much free memory as the best: its warm pool and files are used instead of a fetch,
// and sandboxes still spread once it fills. Nothing fits: 503 `capacity` with Retry-After.

import { capacity } from '../errors.ts';
import type { HostAgent } from '../host/types.ts';
import type { Store } from '../store/index.ts';
import { alive, type HostSet, type Member } from './host-set.ts';

/** How long a caller refused for capacity should wait before trying again. */
export const CAPACITY_RETRY_S = 10;

export interface Where {
  /** Only this node will do (a fork stays with its parent; a checkpoint not yet durable is only there). */
  on?: string;
  /** The checkpoint the sandbox starts from: hosts holding it are preferred. */
  source?: string;
}

export class Placement {
  readonly #store: Store;
  readonly #hosts: HostSet;

  constructor(store: Store, hosts: HostSet) {
    this.#store = store;
    this.#hosts = hosts;
  }

  /**
   * The host for `memoryMb` more of resident sandboxes (all of a fan-out go together), and the
   * memory it offers in all (the insert checks the room again: store.sandboxes.insertWithinCap).
   */
  async place(memoryMb: number, where: Where = {}): Promise<{ node: string; agent: HostAgent; hostMb: number }> {
    const free = await this.#free();
    const members = this.#hosts.members();
    // With one host there is nowhere else to be.
    const on = members.length > 1 ? where.on : undefined;
    const fits = members
      .filter((m) => alive(m) && (on === undefined || m.agent.node === on) && free(m) >= memoryMb)
      .sort((a, b) => free(b) - free(a));
    if (fits.length === 0) throw capacity(CAPACITY_RETRY_S);
    let chosen = fits[0];
    if (where.source && fits.length > 1) {
      const holders = new Set(await this.#hosts.holders(where.source));
      const near = fits.find((m) => holders.has(m.agent));
      if (near && free(near) * 2 >= free(chosen)) chosen = near;
    }
    return { node: chosen.agent.node, agent: chosen.agent, hostMb: chosen.memoryMb };
  }

  /**
   * The live host with the most free memory, whether or not anything fits (a template build, which
   * holds no sandbox's memory for long).
   */
  async any(): Promise<{ node: string; agent: HostAgent }> {
    const free = await this.#free();
    const [best] = this.#hosts
      .members()
      .filter(alive)
      .sort((a, b) => free(b) - free(a));
    if (!best) throw capacity(CAPACITY_RETRY_S);
    return { node: best.agent.node, agent: best.agent };
  }

  /** Each member's free memory: what it registered, less its resident sandboxes' memory_mb. */
  async #free(): Promise<(m: Member) => number> {
    const resident = await this.#store.cluster.residentMemoryByNode();
    return (m) => m.memoryMb - (resident.get(m.agent.node) ?? 0);
  }

  /** The agent of a node (for work that must run where something already is). */
  agent(node: string): HostAgent | undefined {
    return this.#hosts.member(node)?.agent;
  }
}
