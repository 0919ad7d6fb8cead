// How the meter bills a minute that holds a state change (docs/observability.md, "Usage"): whole
// minutes round up, so a minute that began slept and ended archived is a minute slept, and an
// archived minute holds no CPU, not even what the VM used while it was torn down. A real server and
// store; the meter is fed 30-s passes for a sandbox record, with the host's counters given (as a
// remote host agent would report them), on minutes in the past.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_METRICS, Meter } from '../src/index.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { sandboxRecord } from './store-fixture.ts';

const MINUTE = 60_000;
let t: TestServer;
const vm = randomUUID();
/** The start of a minute ten minutes ago: minute k is [base + k * MINUTE, base + (k + 1) * MINUTE). */
const base = Math.floor((Date.now() - 10 * MINUTE) / MINUTE) * MINUTE;

before(async () => {
  t = await startTestServer({ metrics: { ...DEFAULT_METRICS, sampleEveryMs: 3_600_000 } });
  const org = await t.server.store.accounts.findOrgByName('acme');
  assert.ok(org);
  const node = 'usage-minutes-node';
  const row = sandboxRecord(org.id, { vm_id: vm, state: 'slept', node, created_unix_ns: base * 1e6 });
  await t.server.store.sandboxes.insertWithinCap([row], 20);
  await t.server.store.metrics.recordStateChange(row, base * 1e6);
  // Archived 10 s into minute 2: 10 s slept, 50 s archived.
  const archivedAt = base + 2 * MINUTE + 10_000;
  await t.server.store.metrics.recordStateChange({ ...row, state: 'archived' }, archivedAt * 1e6);
  const meter = new Meter(t.server.store, node, async () => [], DEFAULT_METRICS, base);
  let cpu = 0;
  for (let at = base + 30_000; at <= base + 5 * MINUTE; at += 30_000) {
    // Slept, the VM uses 1 s of CPU a pass; its QEMU is still there one pass after the archive
    // (the teardown), using 0.5 s more; then it is gone.
    const present = at <= archivedAt + 50_000;
    cpu += at <= archivedAt + 20_000 ? 1000 : 500;
    const counters = present
      ? [{ vmId: vm, incarnation: 'a', cpuMs: cpu, residentBytes: 2 ** 27, rxBytes: 0, txBytes: 0, paused: true }]
      : [];
    await meter.pass(at, counters);
  }
});
after(() => t?.close());

describe('a minute with a state change in it', () => {
  it('is billed in the state its VM was on its host in: three minutes slept, then archived ones', async () => {
    const start = new Date(base).toISOString();
    const end = new Date(base + 5 * MINUTE).toISOString();
    const r = await t.client.get(`/usage?start=${start}&end=${end}`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const by = Object.fromEntries(r.body.states.map((s: { state: string }) => [s.state, s]));
    assert.equal(by.slept.vm_seconds, 180);
    assert.equal(by.slept.memory_mb_seconds, 180 * 256);
    assert.equal(by.slept.cpu_seconds, 5, 'the five passes while slept, nothing of the teardown');
    assert.equal(by.archived.vm_seconds, 120);
    assert.equal(by.archived.cpu_seconds, 0);
    assert.equal(by.archived.memory_mb_seconds, 0);
  });

  it('shows the same in the history: minute 2 slept, archived minutes without CPU', async () => {
    const start = new Date(base).toISOString();
    const end = new Date(base + 5 * MINUTE).toISOString();
    const r = await t.client.get(`/vms/${vm}/metrics/history?start=${start}&end=${end}`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const points = r.body.points as { at_unix: number; state: string; cpu_ms: number }[];
    assert.deepEqual(
      points.map((p) => [p.at_unix, p.state, p.cpu_ms]),
      [
        [base / 1000, 'slept', 2000],
        [base / 1000 + 60, 'slept', 2000],
        [base / 1000 + 120, 'slept', 1000],
        [base / 1000 + 180, 'archived', 0],
        [base / 1000 + 240, 'archived', 0],
      ],
    );
  });
});
