// GET /vms/{id}/metrics/history, GET /usage, /usage/series and /usage-export on real microVMs with
// known lifetimes: a sandbox runs, is snapshotted (the snapshot is deleted later), sleeps, is
// archived, lives through a server restart (the time the server was down is a gap, measured:
// false) and is deleted; its history and events still answer afterwards. Usage adds up across
// states, matches the history minute for minute, and a short-lived sandbox rounds up to a whole
// minute. The meter samples every 0.5 s here and a "minute" is 2 s (MetricsConfig.minuteS), so
// the whole life fits in about a minute of test time; the arithmetic is the same as at 60 s.

import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { createKey, DEFAULT_METRICS, type RunningServer, startServer } from '../src/index.ts';
import { Client, startTestServer, type TestServer } from './helpers.ts';

const STEP = 2;
const MEMORY_MB = 256;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const iso = (ms: number) => new Date(ms).toISOString();

let t: TestServer;
let server2: RunningServer;
let c: Client;
let other: Client;
const at: Record<string, number> = {};
let vm: string;
let snapshotBytes: number;
let shortLife: number;

interface StateUsage {
  state: string;
  vm_seconds: number;
  cpu_seconds: number;
  memory_mb_seconds: number;
}
const byState = (states: StateUsage[]) => Object.fromEntries(states.map((s) => [s.state, s]));

before(async () => {
  t = await startTestServer({
    idle: { idleAfterMs: 600_000, checkEveryMs: 600_000 },
    metrics: { ...DEFAULT_METRICS, sampleEveryMs: 500, minuteS: STEP },
  });
  c = t.client;
  other = t.other;
  at.begin = Date.now();
  const created = await c.createSmall({ memory_mb: MEMORY_MB });
  vm = created.vm_id;
  at.created = Number(created.created_unix_ns) / 1e6;
  await c.sh(vm, 'end=$(($(date +%s)+2)); while [ $(date +%s) -lt $end ]; do :; done');
  const snap = await c.post(`/vms/${vm}/snapshot`, {});
  assert.equal(snap.status, 201);
  snapshotBytes = (await c.get(`/snapshots/${snap.body.snapshot_id}`)).body.logical_bytes;
  at.snapshot = snap.body.created_unix_ns / 1e6;
  await sleep(3000);
  assert.equal((await c.delete(`/snapshots/${snap.body.snapshot_id}`)).status, 204);
  at.snapshotDeleted = Date.now();
  await sleep(Math.max(0, at.created + 9000 - Date.now()));
  at.sleepCalled = Date.now();
  assert.equal((await c.post(`/vms/${vm}/sleep`)).body.slept, true);
  at.slept = Date.now();
  await sleep(6000);
  at.archiveCalled = Date.now();
  assert.equal((await c.post(`/vms/${vm}/stop`)).status, 200);
  at.archived = Date.now();
  await sleep(5000);

  // Another organization's sandbox that lives well under a "minute".
  const short = await other.createSmall({ memory_mb: MEMORY_MB });
  assert.equal((await other.delete(`/vms/${short.vm_id}`)).status, 204);
  shortLife = Date.now() - Number(short.created_unix_ns) / 1e6;

  // The server goes down for a while, and comes back on the same data directory.
  at.down = Date.now();
  await t.server.close();
  await sleep(7000);
  server2 = await startServer(t.config);
  at.up = Date.now(); // the new meter started just before
  c = new Client(server2.url, t.client.key);
  other = new Client(server2.url, t.other.key);
  await sleep(6000);
  assert.equal((await c.delete(`/vms/${vm}`)).status, 204);
  at.deleted = Date.now();
  // The deletion's minute ends within a STEP, and the meter's next pass (every 0.5 s) rolls it
  // into usage: another STEP is room to spare.
  await sleep(2 * STEP * 1000);
});
after(async () => {
  await server2?.close();
  rmSync(t.config.dataDir, { recursive: true, force: true });
});

interface Point {
  at: string;
  at_unix: number;
  measured: boolean;
  util_seconds: number;
  state: string | null;
  cpu_ms: number | null;
  mem_mb: number | null;
}

async function history(): Promise<Point[]> {
  const r = await c.get(`/vms/${vm}/metrics/history?hours=1`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.equal(r.body.step_s, STEP);
  return r.body.points;
}

describe('GET /vms/{id}/metrics/history', () => {
  it('answers for a deleted sandbox: a point per minute of its life, states in order', async () => {
    const points = await history();
    for (let i = 1; i < points.length; i++) assert.equal(points[i].at_unix - points[i - 1].at_unix, STEP);
    assert.ok(points[0].at_unix <= at.created / 1000 && at.created / 1000 < points[0].at_unix + STEP);
    assert.ok(points[points.length - 1].at_unix <= at.deleted / 1000);
    const states = points.filter((p) => p.measured).map((p) => p.state);
    const order = states.filter((s, i) => s !== states[i - 1]);
    // The first minute may be mostly the restore (`creating`) when the create came late in it.
    assert.deepEqual(order[0] === 'creating' ? order.slice(1) : order, ['running', 'slept', 'archived']);
    for (const p of points.filter((q) => q.measured)) {
      assert.ok(p.util_seconds > 0 && p.util_seconds <= STEP + 0.01, JSON.stringify(p));
      assert.match(p.at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000000000Z$/);
      assert.equal(Date.parse(p.at), p.at_unix * 1000, 'at and at_unix name the same minute');
    }
    const running = points.filter((p) => p.state === 'running');
    assert.ok(running.some((p) => (p.cpu_ms ?? 0) > 0));
    assert.ok(running.every((p) => (p.mem_mb ?? 0) > 0));
    // Once archived there is no VM: no CPU, no memory (the archive's own minute may hold the
    // VM's last sample, taken before it was removed).
    const archived = points.filter((p) => p.state === 'archived');
    assert.ok(
      archived.slice(1).every((p) => p.cpu_ms === 0 && p.mem_mb === 0),
      JSON.stringify(archived),
    );
  });

  it('marks the minutes the server was down measured: false (a gap, never a zero)', async () => {
    const points = await history();
    const gap = points.filter((p) => !p.measured);
    assert.ok(gap.length >= 2, `gap of ${gap.length} points`);
    for (const p of gap) {
      assert.ok(p.at_unix + STEP > at.down / 1000 && p.at_unix < at.up / 1000, JSON.stringify(p));
      assert.equal(p.util_seconds, 0);
      assert.equal(p.cpu_ms, null);
      assert.equal(p.state, null);
    }
    // Measured again after the restart, as archived.
    const afterUp = points.filter((p) => p.at_unix > at.up / 1000);
    assert.ok(afterUp.every((p) => p.measured));
    assert.ok(afterUp.length >= 2);
    assert.ok(afterUp.every((p) => p.state === 'archived'));
  });

  it('its events are kept after the delete', async () => {
    const r = await c.get(`/vms/${vm}/events`);
    assert.equal(r.status, 200);
    const kinds = r.body.events.map((e: { kind: string }) => e.kind).reverse();
    for (const k of ['created', 'snapshotted', 'slept', 'archived', 'deleted']) assert.ok(kinds.includes(k), k);
    assert.equal(kinds[kinds.length - 1], 'deleted');
  });

  it('refuses windows it cannot answer with 400, and other organizations with 404', async () => {
    assert.equal((await c.get(`/vms/${vm}/metrics/history?hours=361`)).status, 400);
    assert.equal((await c.get(`/vms/${vm}/metrics/history?hours=0`)).status, 400);
    const old = iso(Date.now() - 16 * 86_400_000);
    assert.equal((await c.get(`/vms/${vm}/metrics/history?start=${old}&end=${iso(Date.now())}`)).status, 400);
    assert.equal((await c.get(`/vms/${vm}/metrics/history?start=yesterday&end=today`)).status, 400);
    assert.equal((await c.get(`/vms/${vm}/metrics/history?hours=1&start=${iso(Date.now())}`)).status, 400);
    assert.equal((await other.get(`/vms/${vm}/metrics/history`)).status, 404);
  });
});

describe('GET /usage', () => {
  const window = () => `start=${iso(at.begin - 10_000)}&end=${iso(Date.now())}`;

  it('adds up across states for a sandbox with known lifetimes', async () => {
    const r = await c.get(`/usage?${window()}`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const u = byState(r.body.states);
    const expected: Record<string, number> = {
      running: (at.slept - at.created) / 1000,
      slept: (at.archived - at.slept) / 1000,
      archived: (at.down - at.archived + at.deleted - at.up) / 1000,
    };
    // The state changes somewhere inside each call (sleep first checks the guest is idle; the
    // archive uploads first), and a loaded host makes the calls long.
    const slack = (at.slept - at.sleepCalled + at.archived - at.archiveCalled) / 1000;
    for (const [state, seconds] of Object.entries(expected)) {
      assert.ok(u[state], `no ${state} in ${JSON.stringify(r.body.states)}`);
      // Whole minutes: within two of the time it really spent (more for the restart's edges).
      assert.ok(
        Math.abs(u[state].vm_seconds - seconds) <= 2 * STEP + slack + (state === 'archived' ? 2 * STEP : 0),
        `${state}: ${u[state].vm_seconds} s billed, ${seconds} s lived`,
      );
      assert.equal(u[state].vm_seconds % STEP, 0);
    }
    assert.equal(u.running.memory_mb_seconds, MEMORY_MB * u.running.vm_seconds);
    assert.equal(u.slept.memory_mb_seconds, MEMORY_MB * u.slept.vm_seconds);
    assert.equal(u.archived.memory_mb_seconds, 0);
    assert.equal(u.archived.cpu_seconds, 0);
    assert.ok(u.running.cpu_seconds > 0.2, `running cpu ${u.running.cpu_seconds}`);
  });

  it('is the history, minute for minute: one minute is one sample of its main state', async () => {
    const u = byState((await c.get(`/usage?${window()}`)).body.states);
    const points = (await history()).filter((p) => p.measured);
    for (const state of ['running', 'slept', 'archived']) {
      const mine = points.filter((p) => p.state === state);
      assert.equal(u[state].vm_seconds, mine.length * STEP, state);
      const cpu = mine.reduce((n, p) => n + (p.cpu_ms ?? 0), 0) / 1000;
      assert.ok(Math.abs(u[state].cpu_seconds - cpu) <= 0.001 * mine.length + 0.001, `${state} cpu`);
    }
  });

  it('counts snapshot byte-seconds while the snapshot is held, and not after its delete', async () => {
    const first = (await c.get(`/usage?start=${iso(at.begin - 10_000)}`)).body.snapshot_byte_seconds;
    // Held from its creation until its delete was accepted: at least the 3 s the test waited.
    const most = (at.snapshotDeleted - at.snapshot) / 1000;
    assert.ok(snapshotBytes > 0);
    assert.ok(
      first >= snapshotBytes * 3 && first <= snapshotBytes * most,
      `${first} vs ${snapshotBytes} B × 3-${most} s`,
    );
    await sleep(1500);
    const later = (await c.get(`/usage?start=${iso(at.begin - 10_000)}`)).body.snapshot_byte_seconds;
    assert.equal(later, first);
  });

  it('rounds a short-lived sandbox up to a whole minute', async () => {
    const r = await other.get(`/usage?${window()}`);
    const total = r.body.states.reduce((n: number, s: StateUsage) => n + s.vm_seconds, 0);
    assert.ok(shortLife / 1000 < STEP, `lived ${shortLife} ms`);
    assert.ok(total === STEP || total === 2 * STEP, JSON.stringify(r.body.states));
    for (const s of r.body.states) assert.ok(['creating', 'running'].includes(s.state), s.state);
  });

  it('an empty states array when nothing was used', async () => {
    const day = 86_400_000;
    const r = await c.get(`/usage?start=${iso(Date.now() - 3 * day)}&end=${iso(Date.now() - 2 * day)}`);
    assert.equal(r.status, 200);
    assert.deepEqual(r.body.states, []);
    assert.equal(r.body.snapshot_byte_seconds, 0);
    assert.equal(r.body.start, iso(Date.now() - 3 * day).slice(0, 13) + r.body.start.slice(13));
  });

  it('a window over 32 days, a bad time or start after end is a 400', async () => {
    const now = Date.now();
    assert.equal((await c.get(`/usage?start=${iso(now - 33 * 86_400_000)}&end=${iso(now)}`)).status, 400);
    assert.equal((await c.get(`/usage?start=${iso(now - 32 * 86_400_000)}&end=${iso(now)}`)).status, 200);
    assert.equal((await c.get('/usage?start=2025-13-01')).status, 400);
    assert.equal((await c.get(`/usage?start=${iso(now)}&end=${iso(now - 1000)}`)).status, 400);
    assert.equal((await c.get('/usage?hours=2')).status, 400);
  });
});

describe('GET /usage/series', () => {
  it('buckets that add up to the usage of the same window, every bucket present', async () => {
    const q = `start=${iso(at.begin - 10_000)}&end=${iso(at.deleted + 4000)}`;
    const u = byState((await c.get(`/usage?${q}`)).body.states);
    const r = await c.get(`/usage/series?${q}`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.step_s, STEP);
    const buckets = r.body.buckets;
    for (let i = 1; i < buckets.length; i++) assert.equal(buckets[i].start_unix - buckets[i - 1].start_unix, STEP);
    const sums: Record<string, number> = {};
    for (const b of buckets) for (const s of b.states) sums[s.state] = (sums[s.state] ?? 0) + s.vm_seconds;
    assert.deepEqual(sums, Object.fromEntries(Object.entries(u).map(([k, v]) => [k, v.vm_seconds])));
    const bytes = buckets.reduce((n: number, b: { snapshot_byte_seconds: number }) => n + b.snapshot_byte_seconds, 0);
    const total = (await c.get(`/usage?${q}`)).body.snapshot_byte_seconds;
    assert.ok(Math.abs(bytes - total) <= buckets.length, `${bytes} vs ${total}`);
    assert.equal((await c.get('/usage/series?hours=12')).body.step_s, 300);
    assert.equal((await c.get('/usage/series?hours=24')).body.step_s, 3600);
    assert.equal((await c.get('/usage/series?hours=768')).body.step_s, 86_400);
    assert.equal((await c.get('/usage/series?hours=769')).status, 400);
  });
});

describe('GET /usage-export', () => {
  it('is 403 for an ordinary key', async () => {
    const r = await c.get('/usage-export');
    assert.equal(r.status, 403);
    assert.equal(r.body.error, 'forbidden');
  });

  it("gives an operator key every organization's usage, as /usage reports it", async () => {
    const op = new Client(server2.url, (await createKey(server2.store, 'acme', { operator: true })).key);
    const q = `start=${iso(at.begin - 10_000)}&end=${iso(at.deleted + 4000)}`;
    const r = await op.get(`/usage-export?${q}`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const orgs = Object.fromEntries(r.body.organizations.map((o: { name: string }) => [o.name, o]));
    assert.deepEqual(Object.keys(orgs).sort(), ['acme', 'globex']);
    assert.deepEqual(orgs.acme.states, (await c.get(`/usage?${q}`)).body.states);
    assert.deepEqual(orgs.globex.states, (await other.get(`/usage?${q}`)).body.states);
    assert.equal(orgs.acme.snapshot_byte_seconds, (await c.get(`/usage?${q}`)).body.snapshot_byte_seconds);
  });
});
