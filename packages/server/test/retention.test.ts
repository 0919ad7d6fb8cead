// Retention of what the meter keeps (docs/observability.md, "Retention"): recent samples about
// 2 h, per-minute history 15 days, events 30 days (also after the sandbox is deleted), usage 35
// days. A real server and store; the meter is fed ten minutes of 30-s passes for a sandbox record
// (the host's counters given, as a remote host agent would report them), then retention runs as
// if later and later, and the API shows each kind of data go at its time and not before.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_METRICS, Meter } from '../src/index.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { sandboxRecord } from './store-fixture.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let t: TestServer;
let meter: Meter;
const vm = randomUUID();
const now = Date.now();

before(async () => {
  t = await startTestServer({ metrics: { ...DEFAULT_METRICS, sampleEveryMs: 3_600_000 } });
  const org = await t.server.store.accounts.findOrgByName('acme');
  assert.ok(org);
  const node = 'retention-node';
  const start = now - 10 * 60_000;
  const row = sandboxRecord(org.id, { vm_id: vm, node, created_unix_ns: start * 1e6 });
  await t.server.store.sandboxes.insertWithinCap([row], 20);
  await t.server.store.metrics.recordStateChange(row, start * 1e6);
  await t.server.store.events.add({ vmId: vm, orgId: org.id, kind: 'created', detail: '', node });
  meter = new Meter(t.server.store, node, async () => [], DEFAULT_METRICS, start);
  for (let at = start + 30_000, cpu = 0; at <= now; at += 30_000) {
    cpu += 3000;
    const counters = [
      { vmId: vm, incarnation: 'a', cpuMs: cpu, residentBytes: 2 ** 27, rxBytes: 0, txBytes: 0, paused: false },
    ];
    await meter.pass(at, counters);
  }
});
after(() => t.close());

const samples = async () => (await t.client.get(`/vms/${vm}/metrics`)).body.samples.length;
const measured = async () =>
  (await t.client.get(`/vms/${vm}/metrics/history?hours=1`)).body.points.filter(
    (p: { measured: boolean }) => p.measured,
  ).length;
const usage = async () => (await t.client.get('/usage')).body.states.length;
const events = async () => (await t.client.get(`/vms/${vm}/events`)).body.events.length;

describe('retention', () => {
  it('keeps everything while it is young', async () => {
    assert.equal(await samples(), 20);
    assert.ok((await measured()) >= 9);
    assert.equal(await usage(), 1);
    await meter.prune(now + HOUR);
    assert.equal(await samples(), 20);
  });

  it('recent samples go after about 2 hours; history stays', async () => {
    await meter.prune(now + 2 * HOUR + 60_000);
    assert.equal(await samples(), 0);
    assert.ok((await measured()) >= 9);
  });

  it('history goes after 15 days; usage and events stay', async () => {
    await meter.prune(now + 14 * DAY);
    assert.ok((await measured()) >= 9);
    await meter.prune(now + 15 * DAY + HOUR);
    assert.equal(await measured(), 0);
    assert.equal(await usage(), 1);
    assert.equal(await events(), 1);
  });

  it('events go after 30 days, also of a deleted sandbox; usage after 35', async () => {
    assert.equal((await t.client.delete(`/vms/${vm}`)).status, 204);
    assert.equal(await events(), 2);
    await meter.prune(now + 31 * DAY);
    assert.equal(await events(), 0);
    assert.equal(await usage(), 1);
    await meter.prune(now + 36 * DAY);
    assert.equal(await usage(), 0);
  });
});
