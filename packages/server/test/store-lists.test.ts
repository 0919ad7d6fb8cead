// The store's paged and filtered lists on both dialects: sandboxes by label (value or presence)
// and state, and keyset pages of sandboxes, snapshots, templates and exports that together hold
// every row once, in the list's own order, also when rows share a creation time or arrive
// between two pages.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, test } from 'node:test';
import type { PageRequest, SnapshotRow, Store } from '../src/store/index.ts';
import { forEachDialect, sandboxRecord } from './store-fixture.ts';

/** Every row of a list read page by page (`size` a page), following the last row of each. */
async function allPages<R>(
  size: number,
  read: (page: PageRequest) => Promise<R[]>,
  key: (r: R) => { at: number; id: string },
): Promise<R[][]> {
  const pages: R[][] = [];
  let after: { at: number; id: string } | undefined;
  for (;;) {
    const rows = await read({ limit: size, after });
    pages.push(rows);
    if (rows.length < size) return pages;
    after = key(rows[rows.length - 1]);
  }
}

function snapshotRecord(orgId: string, vmId: string, at: number): SnapshotRow {
  return {
    snapshot_id: randomUUID(),
    org_id: orgId,
    vm_id: vmId,
    parent_snapshot_id: null,
    kind: 'snapshot',
    state: 'ready',
    durable: 0,
    image: 'busybox',
    cpus: 1,
    memory_mb: 256,
    runtime: 'container',
    volumes: null,
    disable_internet: 0,
    logical_bytes: 1,
    node: 'local',
    chain_parent: null,
    created_unix_ns: at,
    deleted_unix_ns: null,
    labels: '{}',
    egress: null,
  };
}

forEachDialect('paged and filtered lists', (store: () => Store) => {
  let org: string;
  before(async () => {
    org = randomUUID();
    await store().accounts.createOrg(org, `lists-${org}`);
  });

  test('sandboxes filter by a label value, a label present, several labels and a state', async () => {
    const o = randomUUID();
    await store().accounts.createOrg(o, `labels-${o}`);
    const rows = [
      sandboxRecord(o, { labels: JSON.stringify({ team: 'a', env: 'prod' }) }),
      sandboxRecord(o, { labels: JSON.stringify({ team: 'a', env: 'dev' }), state: 'slept' }),
      sandboxRecord(o, { labels: JSON.stringify({ team: 'b' }) }),
      sandboxRecord(o, { labels: JSON.stringify({ 'example.com/owner': 'x=y' }) }),
      sandboxRecord(o),
    ];
    await store().sandboxes.insertWithinCap(rows, 100);
    const ids = async (filter: Parameters<Store['sandboxes']['list']>[1]) =>
      (await store().sandboxes.list(o, filter)).map((r) => r.vm_id).sort();
    const of = (...i: number[]) => i.map((n) => rows[n].vm_id).sort();
    assert.deepEqual(await ids({ labels: [{ key: 'team', value: 'a' }] }), of(0, 1));
    assert.deepEqual(await ids({ labels: [{ key: 'team', value: null }] }), of(0, 1, 2));
    assert.deepEqual(
      await ids({
        labels: [
          { key: 'team', value: 'a' },
          { key: 'env', value: 'dev' },
        ],
      }),
      of(1),
    );
    assert.deepEqual(await ids({ labels: [{ key: 'team', value: 'a' }], state: 'running' }), of(0));
    assert.deepEqual(await ids({ labels: [{ key: 'example.com/owner', value: 'x=y' }] }), of(3));
    assert.deepEqual(await ids({ labels: [{ key: 'team', value: '' }] }), []);
    assert.deepEqual(await ids({}), of(0, 1, 2, 3, 4));
    assert.deepEqual(await ids({ state: 'slept' }), of(1));
    // Several states, and the sandboxes the E2B-compatible front made (store.e2b).
    assert.deepEqual(await ids({ state: ['slept', 'running'] }), of(0, 1, 2, 3, 4));
    assert.deepEqual(await ids({ state: [] }), []);
    const e2bRow = { org_id: o, template_id: 'base', env_vars: '{}', secure: 1, public_traffic: 1, auto_pause: 0 };
    await store().e2b.insert({ ...e2bRow, vm_id: rows[1].vm_id, created_unix_ns: Date.now() * 1e6 });
    await store().e2b.insert({ ...e2bRow, vm_id: rows[1].vm_id, created_unix_ns: 1 });
    assert.deepEqual(await ids({ e2b: true }), of(1));
    assert.deepEqual(await ids({ e2b: true, state: ['running'] }), []);
    assert.equal((await store().e2b.get(rows[1].vm_id))?.template_id, 'base');
    assert.deepEqual(
      (await store().e2b.many([rows[0].vm_id, rows[1].vm_id])).map((r) => r.vm_id),
      [rows[1].vm_id],
    );
    assert.deepEqual(
      await store().sandboxes.list(randomUUID(), { labels: [{ key: 'team', value: 'a' }] }),
      [],
      'another organization sees none',
    );
  });

  test('sandbox pages hold every sandbox once, oldest first, across equal creation times', async () => {
    const o = randomUUID();
    await store().accounts.createOrg(o, `pages-${o}`);
    const at = 1.75e18;
    // Three share a creation time: the id orders them.
    const rows = [0, 1, 1, 1, 2, 3, 4].map((d) => sandboxRecord(o, { created_unix_ns: at + d * 1024 }));
    await store().sandboxes.insertWithinCap(rows, 100);
    const whole = await store().sandboxes.list(o);
    const pages = await allPages(
      2,
      (page) => store().sandboxes.list(o, {}, page),
      (r) => ({ at: r.created_unix_ns, id: r.vm_id }),
    );
    assert.deepEqual(
      pages.map((p) => p.length),
      [2, 2, 2, 1],
    );
    assert.deepEqual(
      pages.flat().map((r) => r.vm_id),
      whole.map((r) => r.vm_id),
    );
    assert.deepEqual(
      whole.map((r) => r.created_unix_ns),
      [...whole.map((r) => r.created_unix_ns)].sort((a, b) => a - b),
    );
  });

  test('a sandbox created between two pages is on a later page; none is read twice', async () => {
    const o = randomUUID();
    await store().accounts.createOrg(o, `between-${o}`);
    await store().sandboxes.insertWithinCap(
      [1, 2, 3].map((d) => sandboxRecord(o, { created_unix_ns: 1.7e18 + d * 1024 })),
      100,
    );
    const first = await store().sandboxes.list(o, {}, { limit: 2 });
    const late = sandboxRecord(o, { created_unix_ns: 1.8e18 });
    await store().sandboxes.insertWithinCap([late], 100);
    const last = first[first.length - 1];
    const rest = await store().sandboxes.list(
      o,
      {},
      { limit: 10, after: { at: last.created_unix_ns, id: last.vm_id } },
    );
    assert.equal(rest.length, 2);
    assert.equal(rest[1].vm_id, late.vm_id);
    assert.equal(new Set([...first, ...rest].map((r) => r.vm_id)).size, 4);
  });

  test('snapshot pages: oldest first, of the organization or of one sandbox', async () => {
    const vm = sandboxRecord(org);
    await store().sandboxes.insertWithinCap([vm], 100);
    const snaps = [5, 1, 3, 3, 2].map((d) => snapshotRecord(org, vm.vm_id, 1.7e18 + d * 1024));
    for (const s of snaps) await store().snapshots.insertCheckpoint(s, { checkpoint_id: s.snapshot_id });
    const whole = await store().snapshots.list(org, vm.vm_id);
    const pages = await allPages(
      2,
      (page) => store().snapshots.list(org, vm.vm_id, page),
      (r) => ({ at: r.created_unix_ns, id: r.snapshot_id }),
    );
    assert.deepEqual(
      pages.flat().map((r) => r.snapshot_id),
      whole.map((r) => r.snapshot_id),
    );
    assert.equal(whole.length, 5);
    assert.deepEqual(
      whole.map((r) => (r.created_unix_ns - 1.7e18) / 1024),
      [1, 2, 3, 3, 5],
    );
  });

  test('template pages: own and used shared ones, oldest first', async () => {
    const mk = (orgId: string | null, d: number) => ({
      template_id: randomUUID(),
      org_id: orgId,
      name: `t${d}`,
      version: 'latest',
      source_image: 'busybox',
      cpus: 1,
      memory_mb: 256,
      runtime: 'container',
      disable_internet: 0,
      status: 'ready',
      status_detail: '',
      base_snapshot_id: null,
      builder_org_id: org,
      created_unix_ns: 1.7e18 + d * 1024,
      last_used_unix_ns: 1.7e18 + d * 1024,
      deleted_unix_ns: null,
    });
    const own = [mk(org, 3), mk(org, 1), mk(org, 2)];
    const shared = mk(null, 2);
    for (const t of [...own, shared]) await store().templates.insert(t);
    await store().templates.recordUse(org, shared.template_id);
    const whole = await store().templates.list(org);
    assert.equal(whole.length, 4);
    const pages = await allPages(
      3,
      (page) => store().templates.list(org, page),
      (r) => ({ at: r.created_unix_ns, id: r.template_id }),
    );
    assert.deepEqual(
      pages.flat().map((r) => r.template_id),
      whole.map((r) => r.template_id),
    );
  });

  test('export pages: newest first', async () => {
    const o = randomUUID();
    await store().accounts.createOrg(o, `exports-${o}`);
    for (const d of [1, 4, 2, 2, 3]) {
      await store().exports.insert({
        export_id: randomUUID(),
        org_id: o,
        snapshot_id: 'snap',
        state: 'pending',
        files: null,
        error: null,
        attempts: 0,
        created_unix_ns: 1.7e18 + d * 1024,
        deleted_unix_ns: null,
      });
    }
    const whole = await store().exports.list(o);
    assert.deepEqual(
      whole.map((r) => (r.created_unix_ns - 1.7e18) / 1024),
      [4, 3, 2, 2, 1],
    );
    const pages = await allPages(
      2,
      (page) => store().exports.list(o, page),
      (r) => ({ at: r.created_unix_ns, id: r.export_id }),
    );
    assert.deepEqual(
      pages.flat().map((r) => r.export_id),
      whole.map((r) => r.export_id),
    );
  });
});
