// The SQL of observability and accounting: the state timeline of sandboxes, recent host samples,
// per-minute history, the per-organization usage roll-up, and their retention. Reached through
// `Store.metrics`; the rules (what a minute is, how usage adds up) live in control/metering/metrics.ts and
// control/metering/usage.ts.

import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type {
  Database,
  Dialect,
  MetricSampleTable,
  UsageHourTable,
  UsageMinuteTable,
  VmMinuteTable,
} from './schema.ts';

export type MetricSampleRow = Selectable<MetricSampleTable>;
export type VmMinuteRow = Selectable<VmMinuteTable>;
export type UsageMinuteRow = Selectable<UsageMinuteTable>;
export type UsageHourRow = Selectable<UsageHourTable>;
export interface StateChange {
  vm_id: string;
  state: string;
  at_unix_ns: number;
}
export interface UsageByState {
  state: string;
  vm_seconds: number;
  cpu_ms: number;
  memory_mb_seconds: number;
}

// Bounds compared with integer columns (minutes, ms, ns) are made whole, keeping what they select:
// PostgreSQL refuses 1795470380.977 for a bigint, where SQLite compares it. `col >= x` and
// `col < x` select the same rows with ceil(x); `col > x` and `col <= x` with floor(x).
const atLeast = Math.ceil;
const below = Math.ceil;
const above = Math.floor;
const atMost = Math.floor;

/** SQLite binds at most 32766 variables per statement; inserts go in chunks well below that. */
const CHUNK = 500;

/** Appends state changes (called by the store wherever a sandbox's state is written). */
export async function insertStateChanges(
  db: Kysely<Database> | Transaction<Database>,
  rows: { vm_id: string; org_id: string; state: string }[],
  atNs: number,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('state_changes')
    .values(rows.map((r) => ({ vm_id: r.vm_id, org_id: r.org_id, state: r.state, at_unix_ns: atNs })))
    .execute();
}

export class MetricsStore {
  readonly #db: Kysely<Database>;
  readonly #dialect: Dialect;

  constructor(db: Kysely<Database>, dialect: Dialect) {
    this.#db = db;
    this.#dialect = dialect;
  }

  /** Records a state change at a given time (the meter's benchmarks replay days of them). */
  recordStateChange(r: { vm_id: string; org_id: string; state: string }, atNs: number): Promise<void> {
    return insertStateChanges(this.#db, [r], atNs);
  }

  // --- the meter's inputs ---

  /** Sandboxes placed on `node` that are not deleted, or were deleted after `sinceNs`. */
  sandboxesToMeter(node: string, sinceNs: number) {
    return this.#db
      .selectFrom('sandboxes')
      .select(['vm_id', 'org_id', 'state', 'cpus', 'memory_mb', 'created_unix_ns', 'deleted_unix_ns'])
      .where('node', '=', node)
      .where((eb) => eb.or([eb('deleted_unix_ns', 'is', null), eb('deleted_unix_ns', '>', above(sinceNs))]))
      .execute();
  }

  /** State changes of these sandboxes in (fromNs, toNs], oldest first. */
  async stateChangesBetween(vmIds: string[], fromNs: number, toNs: number): Promise<StateChange[]> {
    const out: StateChange[] = [];
    for (let i = 0; i < vmIds.length; i += CHUNK) {
      const rows = await this.#db
        .selectFrom('state_changes')
        .select(['vm_id', 'state', 'at_unix_ns'])
        .where('vm_id', 'in', vmIds.slice(i, i + CHUNK))
        .where('at_unix_ns', '>', above(fromNs))
        .where('at_unix_ns', '<=', atMost(toNs))
        .orderBy('id')
        .execute();
      out.push(...rows);
    }
    return out;
  }

  /** The state a sandbox was in at `atNs` (its latest change at or before it), if recorded. */
  async stateAt(vmId: string, atNs: number): Promise<string | undefined> {
    const row = await this.#db
      .selectFrom('state_changes')
      .select('state')
      .where('vm_id', '=', vmId)
      .where('at_unix_ns', '<=', atMost(atNs))
      .orderBy('at_unix_ns', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row?.state;
  }

  async closedUntil(node: string): Promise<number | undefined> {
    const row = await this.#db
      .selectFrom('meter_state')
      .select('closed_until')
      .where('node', '=', node)
      .executeTakeFirst();
    return row ? Number(row.closed_until) : undefined;
  }

  /**
   * One meter pass, in one transaction: recent samples, and additions to the per-minute rows
   * (summed into rows already there; memory keeps the largest).
   */
  async recordSamples(samples: MetricSampleRow[], minutes: VmMinuteRow[]): Promise<void> {
    await this.#db.transaction().execute(async (tx) => {
      for (let i = 0; i < samples.length; i += CHUNK) {
        await tx
          .insertInto('metric_samples')
          .values(samples.slice(i, i + CHUNK))
          .execute();
      }
      for (let i = 0; i < minutes.length; i += CHUNK) {
        await tx
          .insertInto('vm_minutes')
          .values(minutes.slice(i, i + CHUNK))
          .onConflict((oc) =>
            oc.columns(['vm_id', 'minute', 'state']).doUpdateSet({
              util_ms: sql`vm_minutes.util_ms + excluded.util_ms`,
              cpu_ms: sql`vm_minutes.cpu_ms + excluded.cpu_ms`,
              // The larger of two values: SQLite's two-argument max(), PostgreSQL's greatest().
              mem_mb:
                this.#dialect === 'postgres'
                  ? sql`greatest(vm_minutes.mem_mb, excluded.mem_mb)`
                  : sql`max(vm_minutes.mem_mb, excluded.mem_mb)`,
              rx_bytes: sql`vm_minutes.rx_bytes + excluded.rx_bytes`,
              tx_bytes: sql`vm_minutes.tx_bytes + excluded.tx_bytes`,
            }),
          )
          .execute();
      }
    });
  }

  /**
   * Adds finished minutes to usage (and to their hours' sums) and moves the node's closed mark, in
   * one transaction.
   */
  async closeMinutes(node: string, usage: UsageMinuteRow[], closedUntil: number): Promise<void> {
    await this.#db.transaction().execute(async (tx) => {
      for (let i = 0; i < usage.length; i += CHUNK) {
        await tx
          .insertInto('usage_minutes')
          .values(usage.slice(i, i + CHUNK))
          .onConflict((oc) => oc.columns(['org_id', 'minute', 'state']).doUpdateSet(addedSums('usage_minutes')))
          .execute();
      }
      const hours = toHours(usage);
      for (let i = 0; i < hours.length; i += CHUNK) {
        await tx
          .insertInto('usage_hours')
          .values(hours.slice(i, i + CHUNK))
          .onConflict((oc) => oc.columns(['org_id', 'hour', 'state']).doUpdateSet(addedSums('usage_hours')))
          .execute();
      }
      await tx
        .insertInto('meter_state')
        .values({ node, closed_until: closedUntil })
        .onConflict((oc) => oc.column('node').doUpdateSet({ closed_until: closedUntil }))
        .execute();
    });
  }

  /** Per-minute rows of sandboxes on `node` for minutes in [fromMinute, toMinute). */
  minutesOnNode(node: string, fromMinute: number, toMinute: number): Promise<VmMinuteRow[]> {
    return this.#db
      .selectFrom('vm_minutes')
      .selectAll()
      .where('node', '=', node)
      .where('minute', '>=', atLeast(fromMinute))
      .where('minute', '<', below(toMinute))
      .execute();
  }

  // --- reads for the API ---

  /** The newest `limit` samples of a sandbox taken after `sinceMs`, oldest first. */
  async recentSamples(vmId: string, sinceMs: number, limit: number): Promise<MetricSampleRow[]> {
    const rows = await this.#db
      .selectFrom('metric_samples')
      .selectAll()
      .where('vm_id', '=', vmId)
      .where('at_ms', '>', above(sinceMs))
      .orderBy('at_ms', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse();
  }

  /** A sandbox's per-minute rows for minutes in [fromMinute, toMinute), by minute. */
  vmMinutes(vmId: string, fromMinute: number, toMinute: number) {
    return this.#db
      .selectFrom('vm_minutes')
      .select(['minute', 'state', 'util_ms', 'cpu_ms', 'mem_mb', 'rx_bytes', 'tx_bytes'])
      .where('vm_id', '=', vmId)
      .where('minute', '>=', atLeast(fromMinute))
      .where('minute', '<', below(toMinute))
      .orderBy('minute')
      .execute();
  }

  /**
   * An organization's usage per state over minutes in [fromMinute, toMinute): whole hours from
   * usage_hours, the minutes at either ragged edge from usage_minutes.
   */
  async usageByState(orgId: string, fromMinute: number, toMinute: number): Promise<UsageByState[]> {
    const split = splitHours(fromMinute, toMinute);
    const parts = await Promise.all([
      ...split.minutes.map(([from, to]) =>
        this.#db
          .selectFrom('usage_minutes')
          .select(['state', ...USAGE_SUMS])
          .where('org_id', '=', orgId)
          .where('minute', '>=', atLeast(from))
          .where('minute', '<', below(to))
          .groupBy('state')
          .execute(),
      ),
      ...(split.hours
        ? [
            this.#db
              .selectFrom('usage_hours')
              .select(['state', ...USAGE_SUMS])
              .where('org_id', '=', orgId)
              .where('hour', '>=', split.hours[0])
              .where('hour', '<', split.hours[1])
              .groupBy('state')
              .execute(),
          ]
        : []),
    ]);
    const byState = new Map<string, UsageByState>();
    for (const r of parts.flat()) add(byState, r.state, r);
    return [...byState.values()].sort((x, y) => (x.state < y.state ? -1 : x.state > y.state ? 1 : 0));
  }

  /**
   * An organization's usage per state and bucket over [fromMinute, toMinute); bucket i starts at
   * `base + i * stepS`. Buckets of whole hours are summed from usage_hours (and edge minutes).
   */
  async usageSeries(orgId: string, fromMinute: number, toMinute: number, base: number, stepS: number) {
    const hourly = stepS % 3600 === 0 && base % 3600 === 0;
    const split = hourly ? splitHours(fromMinute, toMinute) : { minutes: [[fromMinute, toMinute]], hours: null };
    const parts = await Promise.all([
      ...split.minutes.map(([from, to]) =>
        this.#db
          .selectFrom('usage_minutes')
          .select(['minute as start', 'state', 'vm_seconds', 'cpu_ms', 'memory_mb_seconds'])
          .where('org_id', '=', orgId)
          .where('minute', '>=', atLeast(from))
          .where('minute', '<', below(to))
          .execute(),
      ),
      ...(split.hours
        ? [
            this.#db
              .selectFrom('usage_hours')
              .select(['hour as start', 'state', 'vm_seconds', 'cpu_ms', 'memory_mb_seconds'])
              .where('org_id', '=', orgId)
              .where('hour', '>=', split.hours[0])
              .where('hour', '<', split.hours[1])
              .execute(),
          ]
        : []),
    ]);
    const buckets = new Map<string, UsageByState & { bucket: number }>();
    for (const r of parts.flat()) {
      const bucket = Math.trunc((Number(r.start) - Math.trunc(base)) / Math.trunc(stepS));
      const key = `${bucket}|${r.state}`;
      if (!buckets.has(key))
        buckets.set(key, { bucket, state: r.state, vm_seconds: 0, cpu_ms: 0, memory_mb_seconds: 0 });
      add(buckets, key, r);
    }
    return [...buckets.values()];
  }

  /** Every organization's usage per state over minutes in [fromMinute, toMinute). */
  usageAllOrgs(fromMinute: number, toMinute: number) {
    return this.#db
      .selectFrom('usage_minutes')
      .select(['org_id', 'state', ...USAGE_SUMS])
      .where('minute', '>=', atLeast(fromMinute))
      .where('minute', '<', below(toMinute))
      .groupBy(['org_id', 'state'])
      .execute();
  }

  /** User snapshots (of one organization, or all) held at some time in [fromNs, toNs). */
  heldSnapshots(orgId: string | null, fromNs: number, toNs: number) {
    let q = this.#db
      .selectFrom('snapshots')
      .select(['org_id', 'logical_bytes', 'created_unix_ns', 'deleted_unix_ns'])
      .where('kind', '=', 'snapshot')
      .where('created_unix_ns', '<', below(toNs))
      .where((eb) => eb.or([eb('deleted_unix_ns', 'is', null), eb('deleted_unix_ns', '>', above(fromNs))]));
    if (orgId !== null) q = q.where('org_id', '=', orgId);
    return q.execute();
  }

  orgs() {
    return this.#db.selectFrom('orgs').select(['id', 'name']).orderBy('name').execute();
  }

  // --- retention ---

  /** Removes what is older than each cutoff; returns the number of rows removed. */
  async prune(cutoff: {
    samplesMs: number;
    minute: number;
    usageMinute: number;
    eventsNs: number;
    stateChangesNs: number;
  }): Promise<number> {
    const usageHour = Math.floor(cutoff.usageMinute / 3600) * 3600;
    const results = await Promise.all([
      this.#db.deleteFrom('metric_samples').where('at_ms', '<', below(cutoff.samplesMs)).executeTakeFirst(),
      this.#db.deleteFrom('vm_minutes').where('minute', '<', below(cutoff.minute)).executeTakeFirst(),
      // Usage goes by whole hours, so that usage_hours and usage_minutes always agree.
      this.#db.deleteFrom('usage_minutes').where('minute', '<', usageHour).executeTakeFirst(),
      this.#db.deleteFrom('usage_hours').where('hour', '<', usageHour).executeTakeFirst(),
      this.#db.deleteFrom('events').where('at_unix_ns', '<', below(cutoff.eventsNs)).executeTakeFirst(),
      this.#db.deleteFrom('state_changes').where('at_unix_ns', '<', below(cutoff.stateChangesNs)).executeTakeFirst(),
    ]);
    return results.reduce((n, r) => n + Number(r.numDeletedRows), 0);
  }
}

/** An organization's usage summed over the rows a query selects (minutes or hours). */
const USAGE_SUMS = [
  sql<number>`sum(vm_seconds)`.as('vm_seconds'),
  sql<number>`sum(cpu_ms)`.as('cpu_ms'),
  sql<number>`sum(memory_mb_seconds)`.as('memory_mb_seconds'),
] as const;

/** An upsert's update of usage sums: what the row had plus what comes in. */
function addedSums(table: 'usage_minutes' | 'usage_hours') {
  const plus = (column: string) => sql<number>`${sql.ref(`${table}.${column}`)} + ${sql.ref(`excluded.${column}`)}`;
  return {
    vm_seconds: plus('vm_seconds'),
    cpu_ms: plus('cpu_ms'),
    memory_mb_seconds: plus('memory_mb_seconds'),
  };
}

/** [from, to) as the whole hours in it and the minutes on either side of them. */
function splitHours(from: number, to: number): { hours: [number, number] | null; minutes: [number, number][] } {
  const h0 = Math.ceil(from / 3600) * 3600;
  const h1 = Math.floor(to / 3600) * 3600;
  if (h0 >= h1) return { hours: null, minutes: [[from, to]] };
  return {
    hours: [h0, h1],
    minutes: [
      [from, h0],
      [h1, to],
    ].filter(([a, b]) => a < b) as [number, number][],
  };
}

/** Usage rows summed per organization, hour and state. */
function toHours(usage: UsageMinuteRow[]): UsageHourRow[] {
  const hours = new Map<string, UsageHourRow>();
  for (const u of usage) {
    const hour = Math.floor(Number(u.minute) / 3600) * 3600;
    const key = `${u.org_id}|${hour}|${u.state}`;
    const h = hours.get(key) ?? {
      org_id: u.org_id,
      hour,
      state: u.state,
      vm_seconds: 0,
      cpu_ms: 0,
      memory_mb_seconds: 0,
    };
    h.vm_seconds += Number(u.vm_seconds);
    h.cpu_ms += Number(u.cpu_ms);
    h.memory_mb_seconds += Number(u.memory_mb_seconds);
    hours.set(key, h);
  }
  return [...hours.values()];
}

/** Adds a row's sums into the entry at `key` (made for `state` if missing). */
function add<K>(
  into: Map<K, UsageByState>,
  key: K,
  r: { state: string; vm_seconds: number; cpu_ms: number; memory_mb_seconds: number },
): void {
  let u = into.get(key);
  if (!u) {
    u = { state: r.state, vm_seconds: 0, cpu_ms: 0, memory_mb_seconds: 0 };
    into.set(key, u);
  }
  u.vm_seconds += Number(r.vm_seconds);
  u.cpu_ms += Number(r.cpu_ms);
  u.memory_mb_seconds += Number(r.memory_mb_seconds);
}
