// The metrics half of the store (`store.metrics`) on both dialects: the state timeline written
// with every state change, samples and per-minute rows summed on conflict (memory keeps the
// largest), the usage roll-up, its sums and buckets, and retention.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nowNs, type SandboxRow } from '../src/store/index.ts';
import type { MetricSampleRow, UsageMinuteRow, VmMinuteRow } from '../src/store/metrics.ts';
import { forEachDialect, sandboxRecord } from './store-fixture.ts';

let seq = 0;
const id = (p: string) => `${p}-${++seq}`;

function sandbox(orgId: string, node: string): SandboxRow {
  return sandboxRecord(orgId, { vm_id: id('vm'), state: 'creating', node });
}

const minute = (vmId: string, orgId: string, node: string, m: number, o: Partial<VmMinuteRow> = {}): VmMinuteRow => ({
  vm_id: vmId,
  minute: m,
  state: 'running',
  org_id: orgId,
  node,
  memory_mb: 256,
  util_ms: 1000.5,
  cpu_ms: 250.25,
  mem_mb: 100,
  rx_bytes: 2 ** 40,
  tx_bytes: 10,
  ...o,
});

forEachDialect('metrics store', (store) => {
  const newOrg = async () => {
    const o = id('org');
    await store().accounts.createOrg(o, o);
    return o;
  };

  test('every state written is on the timeline, in order, with the state at any time', async () => {
    const o = await newOrg();
    const vm = sandbox(o, 'n1');
    const t0 = nowNs();
    await store().sandboxes.insertWithinCap([vm], 100);
    await store().sandboxes.update(vm.vm_id, { state: 'running' });
    await store().sandboxes.update(vm.vm_id, { guest_ip: '10.0.0.2' });
    await store().sandboxes.update(vm.vm_id, { state: 'paused' });
    await store().sandboxes.markDeleted(vm.vm_id);
    const changes = await store().metrics.stateChangesBetween([vm.vm_id], t0 - 1, nowNs() + 1);
    assert.deepEqual(
      changes.map((c) => c.state),
      ['creating', 'running', 'paused', 'deleting'],
    );
    assert.equal(typeof changes[0].at_unix_ns, 'number');
    assert.equal(await store().metrics.stateAt(vm.vm_id, t0 - 1e9), undefined);
    // Changes at given times (the ones above may share a millisecond): the latest at or before.
    const other = id('vm');
    await store().metrics.recordStateChange({ vm_id: other, org_id: o, state: 'running' }, 1e18);
    await store().metrics.recordStateChange({ vm_id: other, org_id: o, state: 'slept' }, 2e18);
    assert.equal(await store().metrics.stateAt(other, 1.5e18), 'running');
    assert.equal(await store().metrics.stateAt(other, 2e18), 'slept');
    assert.equal(await store().metrics.stateAt(other, 0.5e18), undefined);
  });

  test('sandboxes to meter: live ones on the node and ones deleted since', async () => {
    const o = await newOrg();
    const node = id('node');
    const live = sandbox(o, node);
    const gone = sandbox(o, node);
    await store().sandboxes.insertWithinCap([live, gone, sandbox(o, 'elsewhere')], 100);
    const before = nowNs() - 1e6; // a millisecond: nowNs() is exact to 256 ns only
    await store().sandboxes.markDeleted(gone.vm_id);
    const ids = (rows: { vm_id: string }[]) => rows.map((r) => r.vm_id).sort();
    assert.deepEqual(ids(await store().metrics.sandboxesToMeter(node, before)), [live.vm_id, gone.vm_id].sort());
    assert.deepEqual(ids(await store().metrics.sandboxesToMeter(node, nowNs() + 1)), [live.vm_id]);
  });

  test('samples and minutes: a second pass adds to the minute, memory keeps the larger', async () => {
    const o = await newOrg();
    const node = id('node');
    const vmId = id('vm');
    const sample = (at: number): MetricSampleRow => ({
      vm_id: vmId,
      org_id: o,
      at_ms: at,
      interval_ms: 1000,
      cpu_ms: 12.5,
      mem_mb: 90,
      rx_bytes: 5,
      tx_bytes: 6,
      state: 'running',
    });
    await store().metrics.recordSamples([sample(1_000), sample(2_000)], [minute(vmId, o, node, 60)]);
    await store().metrics.recordSamples([sample(3_000)], [minute(vmId, o, node, 60, { mem_mb: 180 })]);
    await store().metrics.recordSamples([], [minute(vmId, o, node, 60, { mem_mb: 50 })]);
    const [row] = await store().metrics.vmMinutes(vmId, 0, 120);
    assert.deepEqual(row, {
      minute: 60,
      state: 'running',
      util_ms: 3001.5,
      cpu_ms: 750.75,
      mem_mb: 180,
      rx_bytes: 3 * 2 ** 40,
      tx_bytes: 30,
    });
    assert.deepEqual(
      (await store().metrics.recentSamples(vmId, 1_999.5, 10)).map((s) => s.at_ms),
      [2_000, 3_000],
    );
    assert.deepEqual(
      (await store().metrics.recentSamples(vmId, 1_500, 10)).map((s) => s.at_ms),
      [2_000, 3_000],
    );
    assert.deepEqual(
      (await store().metrics.recentSamples(vmId, 0, 2)).map((s) => s.at_ms),
      [2_000, 3_000],
      'the newest, oldest first',
    );
    assert.equal((await store().metrics.minutesOnNode(node, 0, 120)).length, 1);
    assert.equal((await store().metrics.minutesOnNode(node, 61, 120)).length, 0);
  });

  test('closing minutes adds to usage and moves the node’s mark, summed per state and bucketed', async () => {
    const o = await newOrg();
    const node = id('node');
    const usage = (m: number, state: string, vmSeconds: number): UsageMinuteRow => ({
      org_id: o,
      minute: m,
      state,
      vm_seconds: vmSeconds,
      cpu_ms: 0.5,
      memory_mb_seconds: vmSeconds * 256,
    });
    assert.equal(await store().metrics.closedUntil(node), undefined);
    await store().metrics.closeMinutes(node, [usage(0, 'running', 60), usage(60, 'running', 30)], 120);
    await store().metrics.closeMinutes(node, [usage(60, 'running', 30), usage(120, 'paused', 60)], 180);
    assert.equal(await store().metrics.closedUntil(node), 180);
    assert.deepEqual(await store().metrics.usageByState(o, 0, 600), [
      { state: 'paused', vm_seconds: 60, cpu_ms: 0.5, memory_mb_seconds: 60 * 256 },
      { state: 'running', vm_seconds: 120, cpu_ms: 1.5, memory_mb_seconds: 120 * 256 },
    ]);
    // Bounds with a fraction (seconds from milliseconds) select the same whole minutes.
    assert.deepEqual(await store().metrics.usageByState(o, -0.5, 599.9), await store().metrics.usageByState(o, 0, 600));
    assert.deepEqual(await store().metrics.usageByState(o, 0.001, 600), await store().metrics.usageByState(o, 60, 600));
    const series = await store().metrics.usageSeries(o, 0, 600, 0, 120);
    const byKey = Object.fromEntries(series.map((r) => [`${r.bucket}:${r.state}`, r.vm_seconds]));
    assert.deepEqual(byKey, { '0:running': 120, '1:paused': 60 });
    const all = await store().metrics.usageAllOrgs(0, 600);
    assert.deepEqual(
      all.filter((r) => r.org_id === o).map((r) => [r.state, r.vm_seconds]),
      [
        ['paused', 60],
        ['running', 120],
      ].sort(),
    );
    assert.ok((await store().metrics.orgs()).some((r) => r.id === o));
  });

  test('held snapshots: those alive at some time in the window', async () => {
    const o = await newOrg();
    const snap = (created: number, deleted: number | null, kind = 'snapshot') => ({
      snapshot_id: id('snap'),
      org_id: o,
      vm_id: 'vm',
      parent_snapshot_id: null,
      kind,
      state: 'ready',
      durable: 1,
      image: 'busybox',
      cpus: 1,
      memory_mb: 256,
      runtime: 'container',
      disable_internet: 0,
      logical_bytes: 1e9,
      node: 'n',
      chain_parent: null,
      created_unix_ns: created,
      deleted_unix_ns: deleted,
    });
    const vm = sandbox(o, 'n');
    await store().sandboxes.insertWithinCap([vm], 100);
    const rows = [snap(10, null), snap(10, 20), snap(50, null), snap(10, null, 'fork')];
    for (const r of rows)
      await store().snapshots.insertCheckpoint({ ...r, vm_id: vm.vm_id }, { checkpoint_id: r.snapshot_id });
    const held = await store().metrics.heldSnapshots(o, 30, 40);
    assert.deepEqual(held, [{ org_id: o, logical_bytes: 1e9, created_unix_ns: 10, deleted_unix_ns: null }]);
    assert.equal((await store().metrics.heldSnapshots(null, 0, 100)).filter((r) => r.org_id === o).length, 3);
  });

  test('retention removes what is older than each cutoff and counts it', async () => {
    const o = await newOrg();
    const node = id('node');
    const vmId = id('vm');
    // Times before 1970: nothing another test wrote is older, so the count is this test's alone.
    const sample: MetricSampleRow = {
      vm_id: vmId,
      org_id: o,
      at_ms: -10,
      interval_ms: 1,
      cpu_ms: 1,
      mem_mb: 1,
      rx_bytes: 0,
      tx_bytes: 0,
      state: 'running',
    };
    await store().metrics.recordSamples([sample], [minute(vmId, o, node, -600), minute(vmId, o, node, -60)]);
    const removed = await store().metrics.prune({
      samplesMs: -9,
      minute: -120,
      usageMinute: -1e9,
      eventsNs: -1e18,
      stateChangesNs: -1e18,
    });
    assert.equal(removed, 2);
    assert.deepEqual(
      (await store().metrics.vmMinutes(vmId, -10_000, 10_000)).map((m) => m.minute),
      [-60],
    );
    assert.deepEqual(await store().metrics.recentSamples(vmId, -1e9, 10), []);
  });
});
