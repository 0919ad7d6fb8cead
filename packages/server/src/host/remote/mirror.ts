// The control plane's copy of a remote host's VM set and paused flags, so has(), list() and
// isPaused() answer without I/O (docs/hosts.md, "The mirror"). It follows the host's state feed
// (state-feed.ts), re-established with a fresh snapshot after every reconnect. Every call's answer
// names the state version it left behind; catchUp() holds the call's result until the mirror has
// reached that version (the feed's line usually arrives first), fetching a snapshot if the feed
// lags, so the mirror is right when a call returns. No word from the host (feed data, or a feed
// re-established) for longer than a few heartbeats means a hung host or a cut network: the client
// fails its in-flight calls (onLost), and keeps failing new ones each second until it hears again.

import type { IncomingMessage } from 'node:http';
import type { StateDelta, StateSnapshot } from './state-feed.ts';
import { HEARTBEAT_MS } from './state-feed.ts';
import { type HostTransport, SHORT_ANSWER_MS } from './transport.ts';

/** A host not heard from this long is lost (a hung host, a cut network). */
const SILENCE_MS = 4 * HEARTBEAT_MS;
const LIVENESS_CHECK_MS = 1_000;
/** A call's answer waits this long for the feed before the mirror fetches a snapshot. */
const FEED_LAG_MS = 500;
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 2_000;

export const STATE_PATH = '/v1/state';
export const STATE_STREAM_PATH = '/v1/state/stream';

interface Waiter {
  boot: string;
  seq: number;
  resolve: () => void;
}

export class VmMirror {
  #boot = '';
  #seq = -1;
  #vms = new Map<string, boolean>();
  readonly #transport: HostTransport;
  readonly #onLost: (reason: string) => void;
  readonly #onRestart: () => void;
  #waiters: Waiter[] = [];
  #feed: IncomingMessage | null = null;
  #lastHeard = performance.now();
  #liveness: NodeJS.Timeout;
  #retry: NodeJS.Timeout | null = null;
  #closed = false;

  private constructor(transport: HostTransport, onLost: (reason: string) => void, onRestart: () => void) {
    this.#transport = transport;
    this.#onLost = onLost;
    this.#onRestart = onRestart;
    this.#liveness = setInterval(() => this.#checkLiveness(), LIVENESS_CHECK_MS);
    this.#liveness.unref();
  }

  /**
   * Follows the host's feed; resolves once the first snapshot arrived. `onRestart`: a later
   * snapshot came from a new run of the host (it restarted, adopting what VMs it could).
   */
  static async follow(
    transport: HostTransport,
    onLost: (reason: string) => void,
    onRestart: () => void,
  ): Promise<VmMirror> {
    const mirror = new VmMirror(transport, onLost, onRestart);
    try {
      await mirror.#connect();
    } catch (err) {
      mirror.close();
      throw err;
    }
    return mirror;
  }

  has(vmId: string): boolean {
    return this.#vms.has(vmId);
  }

  list(): string[] {
    return [...this.#vms.keys()];
  }

  isPaused(vmId: string): boolean {
    const paused = this.#vms.get(vmId);
    if (paused === undefined) throw new Error(`no sandbox ${vmId} on host ${this.#transport.node}`);
    return paused;
  }

  /** Resolves once the mirror holds state `version` (`<boot>.<seq>`); null when it already does. */
  catchUp(version: string | undefined): Promise<void> | null {
    const dot = version?.lastIndexOf('.') ?? -1;
    if (!version || dot < 0) return null;
    const target = { boot: version.slice(0, dot), seq: Number(version.slice(dot + 1)) };
    if (this.#reached(target)) return null;
    return new Promise((resolve) => {
      const waiter = { ...target, resolve };
      this.#waiters.push(waiter);
      setTimeout(() => {
        if (!this.#waiters.includes(waiter)) return;
        this.#fetchSnapshot().finally(() => this.#release(waiter));
      }, FEED_LAG_MS);
    });
  }

  close(): void {
    this.#closed = true;
    if (this.#retry) clearTimeout(this.#retry);
    clearInterval(this.#liveness);
    this.#feed?.destroy();
    for (const w of this.#waiters) w.resolve();
    this.#waiters = [];
  }

  #reached(t: { boot: string; seq: number }): boolean {
    return t.boot === this.#boot && t.seq <= this.#seq;
  }

  #release(waiter: Waiter): void {
    this.#waiters = this.#waiters.filter((w) => w !== waiter);
    waiter.resolve();
  }

  #applied(): void {
    const [done, waiting] = [
      this.#waiters.filter((w) => this.#reached(w)),
      this.#waiters.filter((w) => !this.#reached(w)),
    ];
    this.#waiters = waiting;
    for (const w of done) w.resolve();
  }

  #applySnapshot(s: StateSnapshot): void {
    if (s.boot === this.#boot && s.seq <= this.#seq) return;
    const restarted = this.#boot !== '' && s.boot !== this.#boot;
    this.#boot = s.boot;
    this.#seq = s.seq;
    this.#vms = new Map(Object.entries(s.vms));
    this.#applied();
    if (restarted) this.#onRestart();
  }

  /** A delta of the feed of host run `boot` (a feed's deltas follow its own snapshot). */
  #applyDelta(boot: string, d: StateDelta): void {
    if (boot !== this.#boot || d.seq <= this.#seq) return;
    for (const id of d.gone ?? []) this.#vms.delete(id);
    for (const [id, paused] of Object.entries(d.set ?? {})) this.#vms.set(id, paused);
    this.#seq = d.seq;
    this.#applied();
  }

  async #fetchSnapshot(): Promise<void> {
    try {
      const res = await this.#transport.send('GET', STATE_PATH, undefined, SHORT_ANSWER_MS);
      if (res.status === 200) this.#applySnapshot(JSON.parse(res.body.toString('utf8')));
    } catch (err) {
      console.error(`host ${this.#transport.node}: state snapshot: ${(err as Error).message}`);
    }
  }

  /** Opens the feed; resolves with its first snapshot applied, rejects if the host cannot be reached. */
  #connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#transport.stream('GET', STATE_STREAM_PATH, undefined, SHORT_ANSWER_MS).then((feed) => {
        if (feed.statusCode !== 200) {
          feed.resume();
          reject(new Error(`host ${this.#transport.node} answered ${feed.statusCode} to the state feed`));
          return;
        }
        if (this.#closed) {
          feed.destroy();
          resolve();
          return;
        }
        this.#feed = feed;
        this.#lastHeard = performance.now();
        let pending = '';
        let first = true;
        let boot = '';
        feed.setEncoding('utf8');
        feed.on('data', (chunk: string) => {
          this.#lastHeard = performance.now();
          pending += chunk;
          for (let nl = pending.indexOf('\n'); nl >= 0; nl = pending.indexOf('\n')) {
            const line = pending.slice(0, nl);
            pending = pending.slice(nl + 1);
            if (line === '') continue;
            let msg: unknown;
            try {
              msg = JSON.parse(line);
            } catch {
              console.error(`host ${this.#transport.node}: state feed sent a line that is not JSON; reconnecting`);
              feed.destroy();
              return;
            }
            if (first) {
              first = false;
              boot = (msg as StateSnapshot).boot;
              this.#applySnapshot(msg as StateSnapshot);
              resolve();
            } else this.#applyDelta(boot, msg as StateDelta);
          }
        });
        // A feed that breaks closes too; the close reconnects.
        feed.on('error', (err) => console.error(`host ${this.#transport.node}: state feed: ${err.message}`));
        feed.on('close', () => {
          if (first) reject(this.#transport.unavailable('the state feed closed before its snapshot'));
          if (this.#feed === feed) this.#feed = null;
          this.#reconnect(RECONNECT_MIN_MS);
        });
      }, reject);
    });
  }

  /** Fails the client's calls while the host has not been heard from in SILENCE_MS. */
  #checkLiveness(): void {
    const quiet = performance.now() - this.#lastHeard;
    if (this.#closed || quiet < SILENCE_MS) return;
    // A feed that went quiet is dropped; its close reconnects.
    this.#feed?.destroy();
    this.#onLost(`no word from the host in ${Math.round(quiet)} ms`);
  }

  #reconnect(delayMs: number): void {
    if (this.#closed || this.#retry) return;
    this.#retry = setTimeout(() => {
      this.#retry = null;
      if (this.#closed) return;
      this.#connect().catch(() => this.#reconnect(Math.min(delayMs * 2, RECONNECT_MAX_MS)));
    }, delayMs);
    this.#retry.unref();
  }
}
