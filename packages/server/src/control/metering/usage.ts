// The usage report of an organization (and of all of them, for the operator): per state, the
// sandbox-seconds, CPU-seconds and memory-MiB-seconds of finished minutes (rolled up by the meter,
// metrics.ts), plus the logical bytes of held snapshots and the size of held volumes integrated
// over time. Also the time windows these and the history route accept. Arithmetic: docs/observability.md, "Usage".

import { badRequest } from '../../errors.ts';
import type { Store } from '../../store/index.ts';
import type { UsageByState } from '../../store/metrics.ts';
import type { Caller } from '../access/keys.ts';

export interface WindowQuery {
  hours?: number;
  start?: string;
  end?: string;
}

/** A time window in ms: `hours` back from now, or `start`/`end` (RFC3339; each defaults). */
export function parseWindow(q: WindowQuery, opts: { defaultMs: number; maxMs: number }, nowMs = Date.now()) {
  if (q.hours !== undefined && (q.start !== undefined || q.end !== undefined)) {
    throw badRequest('give hours, or start and end, not both');
  }
  if (q.hours !== undefined) return { startMs: nowMs - q.hours * 3_600_000, endMs: nowMs };
  const endMs = q.end === undefined ? nowMs : parseTime(q.end, 'end');
  const startMs = q.start === undefined ? endMs - opts.defaultMs : parseTime(q.start, 'start');
  if (startMs >= endMs) throw badRequest('start must be before end');
  if (endMs - startMs > opts.maxMs) {
    throw badRequest(`the window is at most ${Math.round(opts.maxMs / 86_400_000)} days`);
  }
  return { startMs, endMs: Math.min(endMs, nowMs) };
}

function parseTime(text: string, name: string): number {
  const ms = Date.parse(text);
  if (!Number.isFinite(ms)) throw badRequest(`${name} is not an RFC3339 time: ${text}`);
  return ms;
}

export const USAGE_DEFAULT_MS = 24 * 3_600_000;
export const USAGE_MAX_MS = 32 * 86_400_000;

export interface StateUsage {
  state: string;
  vm_seconds: number;
  cpu_seconds: number;
  memory_mb_seconds: number;
}

export interface UsageReport {
  start: string;
  end: string;
  states: StateUsage[];
  snapshot_byte_seconds: number;
  /** Volumes' size (their space is allocated when made) integrated over the window (docs/volumes.md). */
  volume_byte_seconds: number;
}

/** Series buckets: the first of these steps that gives at most this many buckets. */
const SERIES_MAX_BUCKETS = 200;
const SERIES_STEPS_S = [300, 3600, 86_400];

export class UsageService {
  readonly #store: Store;
  readonly #minuteS: number;

  constructor(store: Store, minuteS: number) {
    this.#store = store;
    this.#minuteS = minuteS;
  }

  /** Usage of the caller's organization over minutes starting in [startMs, endMs). */
  async usage(caller: Caller, startMs: number, endMs: number): Promise<UsageReport> {
    const [rows, snapshots, volumes] = await Promise.all([
      this.#store.metrics.usageByState(caller.orgId, startMs / 1000, endMs / 1000),
      this.#store.metrics.heldSnapshots(caller.orgId, startMs * 1e6, endMs * 1e6),
      this.#store.volumes.held(caller.orgId, startMs * 1e6, endMs * 1e6),
    ]);
    return {
      start: iso(startMs),
      end: iso(endMs),
      states: rows.map(viewState),
      snapshot_byte_seconds: byteSeconds(snapshots, startMs, endMs),
      volume_byte_seconds: byteSeconds(volumes.map(asBytes), startMs, endMs),
    };
  }

  /**
   * The same figures per bucket, every bucket present (empty ones too), for a chart to draw
   * directly. Buckets are aligned to multiples of `step_s` since the epoch (UTC).
   */
  async series(caller: Caller, startMs: number, endMs: number) {
    const spanS = (endMs - startMs) / 1000;
    const step =
      [this.#minuteS, ...SERIES_STEPS_S].find((s) => spanS / s <= SERIES_MAX_BUCKETS) ??
      SERIES_STEPS_S[SERIES_STEPS_S.length - 1];
    const base = Math.floor(startMs / 1000 / step) * step;
    const [rows, snapshots] = await Promise.all([
      this.#store.metrics.usageSeries(caller.orgId, startMs / 1000, endMs / 1000, base, step),
      this.#store.metrics.heldSnapshots(caller.orgId, startMs * 1e6, endMs * 1e6),
    ]);
    const buckets = [];
    for (let b = base, i = 0; b < endMs / 1000; b += step, i++) {
      const fromMs = Math.max(startMs, b * 1000);
      const toMs = Math.min(endMs, (b + step) * 1000);
      buckets.push({
        start_unix: b,
        start: iso(b * 1000),
        states: rows.filter((r) => Number(r.bucket) === i).map(viewState),
        snapshot_byte_seconds: byteSeconds(snapshots, fromMs, toMs),
      });
    }
    return { start: iso(startMs), end: iso(endMs), step_s: step, buckets };
  }

  /** Every organization's usage over the window (operators only; the route checks). */
  async export(startMs: number, endMs: number) {
    const [orgs, rows, snapshots] = await Promise.all([
      this.#store.metrics.orgs(),
      this.#store.metrics.usageAllOrgs(startMs / 1000, endMs / 1000),
      this.#store.metrics.heldSnapshots(null, startMs * 1e6, endMs * 1e6),
    ]);
    return {
      start: iso(startMs),
      end: iso(endMs),
      generated_at: iso(Date.now()),
      organizations: orgs.map((o) => ({
        org_id: o.id,
        name: o.name,
        states: rows.filter((r) => r.org_id === o.id).map(viewState),
        snapshot_byte_seconds: byteSeconds(
          snapshots.filter((s) => s.org_id === o.id),
          startMs,
          endMs,
        ),
      })),
    };
  }
}

/** A volume as held bytes: its size (counted at its current size over its whole life). */
function asBytes(v: { size_mb: number; created_unix_ns: number; deleted_unix_ns: number | null }) {
  return {
    logical_bytes: v.size_mb * 1024 * 1024,
    created_unix_ns: v.created_unix_ns,
    deleted_unix_ns: v.deleted_unix_ns,
  };
}

function viewState(r: UsageByState): StateUsage {
  return {
    state: r.state,
    vm_seconds: Number(r.vm_seconds),
    cpu_seconds: Math.round(Number(r.cpu_ms)) / 1000,
    memory_mb_seconds: Number(r.memory_mb_seconds),
  };
}

/** Logical bytes of snapshots integrated over the part of [fromMs, toMs) each was held. */
function byteSeconds(
  snapshots: { logical_bytes: number; created_unix_ns: number; deleted_unix_ns: number | null }[],
  fromMs: number,
  toMs: number,
): number {
  let total = 0;
  for (const s of snapshots) {
    const heldFrom = Math.max(fromMs, Number(s.created_unix_ns) / 1e6);
    const heldTo = Math.min(toMs, s.deleted_unix_ns === null ? toMs : Number(s.deleted_unix_ns) / 1e6);
    if (heldTo > heldFrom) total += (Number(s.logical_bytes) * (heldTo - heldFrom)) / 1000;
  }
  return Math.round(total);
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}
