// The meter: every `sampleEveryMs` it reads the host's counters of each sandbox on this node
// (HostAgent.sampleVms: host files only, never the guest) and the sandboxes' state timeline, and
// records (1) a recent sample per sandbox, (2) what each sandbox did per minute and state, and
// (3) once a minute has ended, the organization's usage for it. It also applies retention. It
// answers the recent-metrics and history routes. Usage queries: usage.ts. docs/observability.md.
// It also writes the events of a VM the host's disk reserve stopped and let go on (VmCounters
// diskPaused; host/disk-reserve.ts), since the host's counters are where the control plane sees it.

import { badRequest, notFound } from '../../errors.ts';
import type { VmCounters } from '../../host/types.ts';
import type { SandboxRow, Store } from '../../store/index.ts';
import type { MetricSampleRow, UsageMinuteRow, VmMinuteRow } from '../../store/metrics.ts';
import type { Caller } from '../access/keys.ts';

export interface MetricsConfig {
  /** A host sample of every sandbox this often (30 s). */
  sampleEveryMs: number;
  /** Length of a history point and of a usage sample, in seconds: 60 (shorter only in tests). */
  minuteS: number;
  /** Recent samples are kept this long (about 2 h). */
  samplesKeepMs: number;
  /** Per-minute history is kept this long (15 days). */
  historyKeepMs: number;
  /** Usage per organization and minute is kept this long (35 days: a 32-day window and slack). */
  usageKeepMs: number;
  /** Sandbox events are kept this long, also after the sandbox is deleted (30 days). */
  eventsKeepMs: number;
  /** Retention runs this often. */
  pruneEveryMs: number;
}

const DAY_MS = 86_400_000;
export const DEFAULT_METRICS: MetricsConfig = {
  sampleEveryMs: 30_000,
  minuteS: 60,
  samplesKeepMs: 2 * 3_600_000,
  historyKeepMs: 15 * DAY_MS,
  usageKeepMs: 35 * DAY_MS,
  eventsKeepMs: 30 * DAY_MS,
  pruneEveryMs: 10 * 60_000,
};

/** States a sandbox is billed for, one 60-s sample per minute it spent (most of) in them. */
export const METERED_STATES = new Set(['creating', 'running', 'paused', 'slept', 'archived', 'migrating']);
/** States that hold the sandbox's memory on its host (memory_mb_seconds). */
export const RESIDENT_STATES = new Set(['creating', 'running', 'paused', 'slept', 'migrating']);

const MIB = 1024 * 1024;

/** What the meter saw of a sandbox's VM at its previous pass. */
interface Seen {
  incarnation: string;
  cpuMs: number;
  rxBytes: number;
  txBytes: number;
  atMs: number;
}

type Metered = Pick<SandboxRow, 'vm_id' | 'org_id' | 'state' | 'memory_mb' | 'created_unix_ns' | 'deleted_unix_ns'>;

export class Meter {
  readonly #store: Store;
  readonly #node: string;
  readonly #sample: () => Promise<VmCounters[]>;
  readonly config: MetricsConfig;
  readonly #seen = new Map<string, Seen>();
  /** Each sandbox's state at the end of the previous pass. */
  readonly #state = new Map<string, string>();
  /** Sandboxes seen stopped by their host's disk reserve at the previous pass. */
  readonly #diskPaused = new Set<string>();
  #lastPassMs: number;
  readonly #startedMs: number;
  #lastPruneMs = 0;
  #timer: NodeJS.Timeout | undefined;
  #passing: Promise<void> | undefined;

  constructor(
    store: Store,
    node: string,
    sample: () => Promise<VmCounters[]>,
    config: MetricsConfig,
    nowMs = Date.now(),
  ) {
    this.#store = store;
    this.#node = node;
    this.#sample = sample;
    this.config = config;
    // Time before the meter started is not measured: a server that was down leaves a gap.
    this.#lastPassMs = nowMs;
    this.#startedMs = nowMs;
  }

  /** End of the newest pass: history is measured up to here. */
  get lastPassMs(): number {
    return this.#lastPassMs;
  }

  start(): void {
    clearInterval(this.#timer);
    this.#timer = setInterval(() => {
      this.pass().catch((err) => console.error(`meter: ${(err as Error).message}`));
    }, this.config.sampleEveryMs);
    this.#timer.unref();
  }

  /** Stops the timer after a last pass, so a graceful shutdown leaves no unmeasured tail. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#passing?.catch(() => undefined);
    await this.pass().catch((err) => console.error(`meter: ${(err as Error).message}`));
  }

  /** One pass up to `nowMs` (overlapping passes are skipped: the next covers their time). */
  async pass(nowMs = Date.now(), counters?: VmCounters[]): Promise<void> {
    if (this.#passing) return;
    this.#passing = this.#pass(nowMs, counters);
    try {
      await this.#passing;
    } finally {
      this.#passing = undefined;
    }
  }

  async #pass(nowMs: number, given?: VmCounters[]): Promise<void> {
    const fromMs = this.#lastPassMs;
    if (nowMs <= fromMs) return;
    const sandboxes = await this.#store.metrics.sandboxesToMeter(this.#node, fromMs * 1e6);
    const counters = new Map((given ?? (await this.#sample())).map((c) => [c.vmId, c]));
    const changes = groupBy(
      await this.#store.metrics.stateChangesBetween(
        sandboxes.map((s) => s.vm_id),
        fromMs * 1e6,
        nowMs * 1e6,
      ),
      (c) => c.vm_id,
    );
    const samples: MetricSampleRow[] = [];
    const minutes: VmMinuteRow[] = [];
    for (const sb of sandboxes) {
      const startMs = Math.max(fromMs, Number(sb.created_unix_ns) / 1e6);
      const endMs = Math.min(nowMs, sb.deleted_unix_ns === null ? nowMs : Number(sb.deleted_unix_ns) / 1e6);
      const mine = changes.get(sb.vm_id) ?? [];
      const initial =
        this.#state.get(sb.vm_id) ??
        (await this.#store.metrics.stateAt(sb.vm_id, startMs * 1e6)) ??
        mine[0]?.state ??
        sb.state;
      const { segments, last: state } = timeline(initial, mine, startMs, endMs);
      this.#state.set(sb.vm_id, state);
      if (endMs <= startMs) continue;
      await this.#diskEvent(sb, counters.get(sb.vm_id));
      const usage = this.#delta(sb.vm_id, counters.get(sb.vm_id), nowMs);
      samples.push({
        vm_id: sb.vm_id,
        org_id: sb.org_id,
        at_ms: nowMs,
        interval_ms: Math.round(nowMs - (usage.sinceMs ?? startMs)),
        cpu_ms: usage.cpuMs,
        mem_mb: usage.memMb,
        rx_bytes: usage.rxBytes,
        tx_bytes: usage.txBytes,
        state,
      });
      minutes.push(...this.#minuteRows(sb, segments, usage));
    }
    await this.#store.metrics.recordSamples(samples, minutes);
    this.#lastPassMs = nowMs;
    await this.#closeMinutes(nowMs);
    this.#forget(new Set(sandboxes.filter((s) => s.deleted_unix_ns === null).map((s) => s.vm_id)));
    if (nowMs - this.#lastPruneMs >= this.config.pruneEveryMs) {
      this.#lastPruneMs = nowMs;
      await this.prune(nowMs);
    }
  }

  /** An event when the host's disk reserve stopped the sandbox's VM, and one when it let it go on. */
  async #diskEvent(sb: Metered, c: VmCounters | undefined): Promise<void> {
    const was = this.#diskPaused.has(sb.vm_id);
    const now = c?.diskPaused === true;
    if (!c || now === was) return;
    if (now) this.#diskPaused.add(sb.vm_id);
    else this.#diskPaused.delete(sb.vm_id);
    await this.#store.events.add({
      vmId: sb.vm_id,
      orgId: sb.org_id,
      kind: now ? 'disk paused' : 'disk resumed',
      detail: now
        ? "the host's disk reserve is reached: the sandbox is paused until the host has space again"
        : 'the host has disk space again',
      node: this.#node,
    });
  }

  /** What a sandbox's VM used since the previous pass (zero if it has no VM on this host). */
  #delta(vmId: string, c: VmCounters | undefined, nowMs: number): Used {
    const prev = this.#seen.get(vmId);
    if (!c) {
      this.#seen.delete(vmId);
      return { cpuMs: 0, memMb: 0, rxBytes: 0, txBytes: 0, sinceMs: prev?.atMs };
    }
    this.#seen.set(vmId, {
      incarnation: c.incarnation,
      cpuMs: c.cpuMs,
      rxBytes: c.rxBytes,
      txBytes: c.txBytes,
      atMs: nowMs,
    });
    // A new incarnation (reboot, unarchive) counts from zero.
    const base = prev?.incarnation === c.incarnation ? prev : { cpuMs: 0, rxBytes: 0, txBytes: 0 };
    return {
      cpuMs: Math.max(0, c.cpuMs - base.cpuMs),
      memMb: Math.round(c.residentBytes / MIB),
      rxBytes: Math.max(0, c.rxBytes - base.rxBytes),
      txBytes: Math.max(0, c.txBytes - base.txBytes),
      sinceMs: prev?.atMs,
    };
  }

  /**
   * The pass's time of one sandbox cut at minute boundaries and state changes. CPU and network
   * go to the pieces it was running in, else to those its VM was on its host in, by duration;
   * none go to pieces after it left (archived): what its VM used while torn down is not billed.
   */
  #minuteRows(sb: Metered, segments: Segment[], usage: Used): VmMinuteRow[] {
    const stepMs = this.config.minuteS * 1000;
    const rows = new Map<string, VmMinuteRow>();
    const pieces: { row: VmMinuteRow; ms: number }[] = [];
    for (const seg of segments) {
      for (let t = seg.fromMs; t < seg.toMs; ) {
        const minuteStartMs = Math.floor(t / stepMs) * stepMs;
        const until = Math.min(seg.toMs, minuteStartMs + stepMs);
        const key = `${minuteStartMs}|${seg.state}`;
        let row = rows.get(key);
        if (!row) {
          row = {
            vm_id: sb.vm_id,
            minute: minuteStartMs / 1000,
            state: seg.state,
            org_id: sb.org_id,
            node: this.#node,
            memory_mb: sb.memory_mb,
            util_ms: 0,
            cpu_ms: 0,
            mem_mb: usage.memMb,
            rx_bytes: 0,
            tx_bytes: 0,
          };
          rows.set(key, row);
        }
        row.util_ms += until - t;
        pieces.push({ row, ms: until - t });
        t = until;
      }
    }
    const running = pieces.filter((p) => p.row.state === 'running');
    const takers = running.length > 0 ? running : pieces.filter((p) => RESIDENT_STATES.has(p.row.state));
    const total = takers.reduce((n, p) => n + p.ms, 0);
    for (const p of takers) {
      const share = total > 0 ? p.ms / total : 0;
      p.row.cpu_ms += usage.cpuMs * share;
      p.row.rx_bytes += Math.round(usage.rxBytes * share);
      p.row.tx_bytes += Math.round(usage.txBytes * share);
    }
    return [...rows.values()];
  }

  /**
   * Rolls every minute that has ended into usage: per sandbox and minute, one sample of
   * `minuteS` seconds in the state it spent most of that minute in, with all of that minute's CPU.
   */
  async #closeMinutes(nowMs: number): Promise<void> {
    const step = this.config.minuteS;
    const closeTo = Math.floor(nowMs / 1000 / step) * step;
    const oldest = Math.floor((nowMs - this.config.historyKeepMs) / 1000 / step) * step;
    // A node metered for the first time starts at the minute its meter started.
    const firstMinute = Math.floor(this.#startedMs / 1000 / step) * step;
    const closedUntil = Math.max(oldest, (await this.#store.metrics.closedUntil(this.#node)) ?? firstMinute);
    if (closedUntil >= closeTo) return;
    const rows = await this.#store.metrics.minutesOnNode(this.#node, closedUntil, closeTo);
    const byVmMinute = groupBy(rows, (r) => `${r.vm_id}|${r.minute}`);
    const usage = new Map<string, UsageMinuteRow>();
    for (const group of byVmMinute.values()) {
      const main = mainRow(group);
      if (!METERED_STATES.has(main.state)) continue;
      const key = `${main.org_id}|${main.minute}|${main.state}`;
      const u = usage.get(key) ?? {
        org_id: main.org_id,
        minute: main.minute,
        state: main.state,
        vm_seconds: 0,
        cpu_ms: 0,
        memory_mb_seconds: 0,
      };
      u.vm_seconds += step;
      u.cpu_ms += group.reduce((n, r) => n + r.cpu_ms, 0);
      if (RESIDENT_STATES.has(main.state)) u.memory_mb_seconds += main.memory_mb * step;
      usage.set(key, u);
    }
    await this.#store.metrics.closeMinutes(this.#node, [...usage.values()], closeTo);
  }

  #forget(live: Set<string>): void {
    for (const id of this.#state.keys()) if (!live.has(id)) this.#state.delete(id);
    for (const id of this.#seen.keys()) if (!live.has(id)) this.#seen.delete(id);
    for (const id of this.#diskPaused) if (!live.has(id)) this.#diskPaused.delete(id);
  }

  /** Removes samples, history, usage, state changes and events past their retention. */
  prune(nowMs = Date.now()): Promise<number> {
    const c = this.config;
    return this.#store.metrics.prune({
      samplesMs: nowMs - c.samplesKeepMs,
      minute: Math.floor((nowMs - c.historyKeepMs) / 1000),
      usageMinute: Math.floor((nowMs - c.usageKeepMs) / 1000),
      eventsNs: (nowMs - c.eventsKeepMs) * 1e6,
      stateChangesNs: (nowMs - c.usageKeepMs) * 1e6,
    });
  }

  // ---- reads ------------------------------------------------------------------------------

  /** A sandbox of the caller's organization, deleted or not (history outlives the sandbox). */
  async #sandbox(caller: Caller, vmId: string, opts: { deleted: boolean }): Promise<SandboxRow> {
    const row = await this.#store.sandboxes.getAnyOrg(vmId);
    if (row?.org_id !== caller.orgId || (row.deleted_unix_ns !== null && !opts.deleted)) throw notFound('sandbox');
    return row;
  }

  /** Recent samples (the newest `max_samples` whose at_unix is after `since_unix`), oldest first. */
  async recent(caller: Caller, vmId: string, q: { since_unix?: number; max_samples: number }) {
    const row = await this.#sandbox(caller, vmId, { deleted: false });
    const sinceMs = q.since_unix === undefined ? 0 : (q.since_unix + 1) * 1000 - 1;
    const rows = await this.#store.metrics.recentSamples(vmId, sinceMs, q.max_samples);
    return {
      cpus: row.cpus,
      interval_s: this.config.sampleEveryMs / 1000,
      samples: rows.map((r) => ({
        at_unix: Math.floor(Number(r.at_ms) / 1000),
        interval_s: Number(r.interval_ms) / 1000,
        cpu_ms: Math.round(Number(r.cpu_ms)),
        mem_mb: Number(r.mem_mb),
        rx_bytes: Number(r.rx_bytes),
        tx_bytes: Number(r.tx_bytes),
        state: r.state,
      })),
    };
  }

  /**
   * Per-minute points of a sandbox over [startMs, endMs), within its life and up to the meter's
   * latest pass. A minute with nothing measured is `measured: false` with null figures.
   */
  async history(caller: Caller, vmId: string, startMs: number, endMs: number) {
    const row = await this.#sandbox(caller, vmId, { deleted: true });
    const stepS = this.config.minuteS;
    const oldestMs = Date.now() - this.config.historyKeepMs - stepS * 1000;
    if (startMs < oldestMs) {
      throw badRequest(`history goes back at most ${Math.round(this.config.historyKeepMs / DAY_MS)} days`);
    }
    const lifeEndMs = row.deleted_unix_ns === null ? this.#lastPassMs : Number(row.deleted_unix_ns) / 1e6;
    const first = Math.floor(Math.max(startMs, Number(row.created_unix_ns) / 1e6) / 1000 / stepS) * stepS;
    const stop = Math.min(endMs, lifeEndMs) / 1000;
    const rows = await this.#store.metrics.vmMinutes(vmId, first, Math.ceil(stop / stepS) * stepS);
    // Rows come by minute: one walk pairs each minute with its rows (one per state it was in).
    const points: HistoryPoint[] = [];
    let next = 0;
    for (let m = first; m < stop; m += stepS) {
      while (next < rows.length && Number(rows[next].minute) < m) next++;
      let end = next;
      while (end < rows.length && Number(rows[end].minute) === m) end++;
      if (end === next) {
        points.push({
          at_unix: m,
          measured: false,
          util_seconds: 0,
          state: null,
          cpu_ms: null,
          cpu_fraction: null,
          mem_mb: null,
          rx_bytes: null,
          tx_bytes: null,
        });
        continue;
      }
      let util = 0;
      let cpu = 0;
      let mem = Number.NEGATIVE_INFINITY;
      let rx = 0;
      let tx = 0;
      let main = rows[next];
      for (let i = next; i < end; i++) {
        const r = rows[i];
        util += Number(r.util_ms);
        cpu += Number(r.cpu_ms);
        mem = Math.max(mem, Number(r.mem_mb));
        rx += Number(r.rx_bytes);
        tx += Number(r.tx_bytes);
        if (i > next) main = mainOfTwo(main, r);
      }
      next = end;
      points.push({
        at_unix: m,
        measured: true,
        util_seconds: Math.round(util) / 1000,
        state: main.state,
        cpu_ms: Math.round(cpu),
        cpu_fraction: util > 0 ? Math.round((cpu / (util * row.cpus)) * 10_000) / 10_000 : 0,
        mem_mb: mem,
        rx_bytes: rx,
        tx_bytes: tx,
      });
    }
    return { cpus: row.cpus, step_s: stepS, points };
  }
}

/** One minute of a sandbox's history (the route adds its RFC3339 `at`). */
export interface HistoryPoint {
  at_unix: number;
  measured: boolean;
  util_seconds: number;
  state: string | null;
  cpu_ms: number | null;
  cpu_fraction: number | null;
  mem_mb: number | null;
  rx_bytes: number | null;
  tx_bytes: number | null;
}

/** What a sandbox's VM used over one pass. */
interface Used {
  cpuMs: number;
  memMb: number;
  rxBytes: number;
  txBytes: number;
  /** End of the previous pass that measured its VM, if one did. */
  sinceMs: number | undefined;
}

interface Segment {
  state: string;
  fromMs: number;
  toMs: number;
}

/**
 * A sandbox's states over [startMs, endMs): `initial` until its first change, and so on; and the
 * state it is in at the end. Time after its deletion is not its own.
 */
function timeline(
  initial: string,
  changes: { state: string; at_unix_ns: number }[],
  startMs: number,
  endMs: number,
): { segments: Segment[]; last: string } {
  const segments: Segment[] = [];
  let state = initial;
  let from = startMs;
  for (const c of changes) {
    const at = Math.min(Math.max(Number(c.at_unix_ns) / 1e6, startMs), endMs);
    if (at > from) {
      if (state !== 'deleting') segments.push({ state, fromMs: from, toMs: at });
      from = at;
    }
    state = c.state;
  }
  if (endMs > from && state !== 'deleting') segments.push({ state, fromMs: from, toMs: endMs });
  return { segments, last: state };
}

/**
 * The row of the state a sandbox spent most of a minute in (ties: the first state by name), among
 * the states its VM was on its host in if it was there at all: whole minutes round up, so a minute
 * that began slept and ended archived is a minute slept, and an archived minute never holds CPU.
 */
function mainRow<R extends { state: string; util_ms: number }>(group: R[]): R {
  return group.reduce(mainOfTwo);
}

/** mainRow of two rows; reducing a minute's rows with it gives mainRow. */
function mainOfTwo<R extends { state: string; util_ms: number }>(a: R, b: R): R {
  const aHere = RESIDENT_STATES.has(a.state);
  if (aHere !== RESIDENT_STATES.has(b.state)) return aHere ? a : b;
  return Number(b.util_ms) > Number(a.util_ms) || (Number(b.util_ms) === Number(a.util_ms) && b.state < a.state)
    ? b
    : a;
}

function groupBy<T, K>(items: T[], key: (t: T) => K): Map<K, T[]> {
  const m = new Map<K, T[]>();
  for (const it of items) {
    const k = key(it);
    const list = m.get(k);
    if (list) list.push(it);
    else m.set(k, [it]);
  }
  return m;
}
