// The store's rows that coordinate a cluster, on both dialects: concurrent creates and unarchives
// never place more on a node than its memory, and the time of each sandbox's last call that the
// replicas share for the idle policy.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { nowNs, type SandboxRow, type Store } from '../src/store/index.ts';
import { openTestStore, sandboxRecord } from './store-fixture.ts';

let seq = 0;
const id = (p: string) => `${p}-${++seq}`;

function sandbox(orgId: string, o: Partial<SandboxRow> = {}): SandboxRow {
  return sandboxRecord(orgId, { vm_id: id('vm'), state: 'creating', created_unix_ns: nowNs() + seq, ...o });
}

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe(`cluster rows on ${dialect}`, () => {
    let store: Store;
    let org: string;
    before(async () => {
      store = await openTestStore(dialect);
      org = id('org');
      await store.accounts.createOrg(org, `acme-${org}`);
    });
    after(() => store.close());

    test('concurrent creates of several organizations never take a node past its memory', async () => {
      const orgs = [id('org'), id('org')];
      for (const o of orgs) await store.accounts.createOrg(o, o);
      const node = id('node');
      await Promise.all(Array.from({ length: 10 }, () => store.ping()));
      // 512 MiB: four sandboxes of 128 MiB; a deleted or stopped one holds none.
      await store.sandboxes.insertWithinCap([sandbox(orgs[0], { node, memory_mb: 128, state: 'archived' })], 100, 512);
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          store.sandboxes.insertWithinCap([sandbox(orgs[i % 2], { node, memory_mb: 128 })], 100, 512),
        ),
      );
      assert.equal(results.filter((r) => r === true).length, 4);
      assert.equal(results.filter((r) => r === 'host full').length, 8);
      const elsewhere = await store.sandboxes.insertWithinCap([sandbox(orgs[0], { node: id('node') })], 100, 512);
      assert.equal(elsewhere, true, 'another node has its own room');
    });

    test("concurrent unarchives never take a node past its memory; a sandbox's own memory is not counted twice", async () => {
      const node = id('node');
      const archived = Array.from({ length: 6 }, () => sandbox(org, { node: id('node'), memory_mb: 128 }));
      await store.sandboxes.insertWithinCap(archived, 100);
      await Promise.all(Array.from({ length: 10 }, () => store.ping()));
      const moved = await Promise.all(archived.map((s) => store.sandboxes.moveWithinHost(s.vm_id, node, 128, 512)));
      assert.equal(moved.filter(Boolean).length, 4);
      const on = (await store.sandboxes.list(org)).filter((s) => s.node === node);
      assert.equal(on.length, 4);
      // Placed again on the node it is on: its own 128 MiB is not counted against it.
      assert.equal(await store.sandboxes.moveWithinHost(on[0].vm_id, node, 128, 512), true);
    });

    test('sandbox calls shared by replicas: the latest time stays, an older write changes nothing', async () => {
      const [x, y, never] = [id('vm'), id('vm'), id('vm')];
      await store.cluster.touchCalls([x, y], 2_000);
      await store.cluster.touchCalls([x], 3_000);
      // Another replica's write of an older call (its clock, or a slow write) does not go back.
      await store.cluster.touchCalls([y], 1_000);
      assert.deepEqual(
        await store.cluster.lastCalls([x, y, never]),
        new Map([
          [x, 3_000],
          [y, 2_000],
        ]),
      );
      await store.cluster.forgetCalls(x);
      assert.deepEqual(await store.cluster.lastCalls([x, y]), new Map([[y, 2_000]]));
      assert.deepEqual(await store.cluster.lastCalls([]), new Map());
    });
  });
}
