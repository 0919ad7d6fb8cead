// Labels and lists through the API on real microVMs: labels at create and with PATCH (limits are
// 400s), GET /vms filtered by labels and state and paged with a stable cursor, the same paging on
// /snapshots, /templates and /exports, lists without the new parameters as they always were, and
// what forks and restores carry (docs/lifecycle.md, "Labels").

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type Response, startTestServer, type TestServer } from './helpers.ts';

let t: TestServer;
let a: string;
let b: string;
let c: string;
before(async () => {
  t = await startTestServer();
  a = (await t.client.createSmall({ labels: { team: 'infra', env: 'prod' } })).vm_id;
  b = (await t.client.createSmall({ labels: { team: 'infra', env: 'dev' } })).vm_id;
  c = (await t.client.createSmall()).vm_id;
});
after(() => t.close());

const ids = (r: { body: { vms: { vm_id: string }[] } }) => r.body.vms.map((s) => s.vm_id);

describe('labels at create and with PATCH /vms/{id}', () => {
  it('a create’s labels are on the sandbox; a sandbox created without has none', async () => {
    assert.deepEqual((await t.client.get(`/vms/${a}`)).body.labels, { env: 'prod', team: 'infra' });
    assert.deepEqual((await t.client.get(`/vms/${c}`)).body.labels, {});
  });

  it('PATCH replaces every label, answers the sandbox, and is audited', async () => {
    const r = await t.client.call('PATCH', `/vms/${c}`, { labels: { team: 'data', 'example.com/owner': 'ada' } });
    assert.equal(r.status, 200);
    assert.deepEqual(r.body.labels, { 'example.com/owner': 'ada', team: 'data' });
    assert.equal(r.body.state, 'running');
    assert.deepEqual((await t.client.get(`/vms/${c}`)).body.labels, r.body.labels);
    const audit = (await t.client.get('/audit?limit=5')).body.records;
    assert.ok(
      audit.some((x: { action: string; resource: string }) => x.action === 'PATCH /vms/:id' && x.resource === c),
    );
  });

  it('limits on count, key and value are 400s, and nothing changes', async () => {
    const many = Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`k${i}`, 'v']));
    const bad = [
      many,
      { ['k'.repeat(64)]: 'v' },
      { '-leading': 'v' },
      { 'has space': 'v' },
      { k: 'v'.repeat(256) },
      { k: 1 },
    ];
    for (const labels of bad) {
      const r = await t.client.call('PATCH', `/vms/${c}`, { labels });
      assert.equal(r.status, 400, JSON.stringify(labels).slice(0, 60));
      assert.equal(r.body.error, 'invalid request');
    }
    assert.equal((await t.client.post('/vms', { image: 'busybox', labels: many })).status, 400);
    assert.equal((await t.client.call('PATCH', `/vms/${c}`, {})).status, 400, 'an empty change is refused');
    assert.equal((await t.client.call('PATCH', `/vms/${c}`, { label: {} })).status, 400, 'unknown field');
    assert.deepEqual((await t.client.get(`/vms/${c}`)).body.labels, { 'example.com/owner': 'ada', team: 'data' });
    const limits = Object.fromEntries(Array.from({ length: 32 }, (_, i) => [`k${i}`, 'v'.repeat(255)]));
    limits[`${'k'.repeat(60)}/ab`] = '';
    delete limits.k0;
    assert.equal((await t.client.call('PATCH', `/vms/${c}`, { labels: limits })).status, 200, 'at the limits');
    assert.equal((await t.client.call('PATCH', `/vms/${c}`, { labels: {} })).status, 200);
    assert.deepEqual((await t.client.get(`/vms/${c}`)).body.labels, {});
  });

  it('another organization’s sandbox is 404', async () => {
    assert.equal((await t.other.call('PATCH', `/vms/${a}`, { labels: {} })).status, 404);
    assert.deepEqual((await t.client.get(`/vms/${a}`)).body.labels, { env: 'prod', team: 'infra' });
  });
});

describe('GET /vms with label, state, limit and cursor', () => {
  it('without the new parameters, answers every sandbox oldest first and no next_cursor', async () => {
    const r = await t.client.get('/vms');
    assert.deepEqual(ids(r), [a, b, c]);
    assert.ok(!('next_cursor' in r.body));
  });

  it('label=k=v filters; several must all match; label=k asks for the key with any value', async () => {
    assert.deepEqual(ids(await t.client.get('/vms?label=team=infra')), [a, b]);
    assert.deepEqual(ids(await t.client.get('/vms?label=team=infra&label=env=dev')), [b]);
    assert.deepEqual(ids(await t.client.get('/vms?label=env')), [a, b]);
    assert.deepEqual(ids(await t.client.get('/vms?label=team=nobody')), []);
    assert.deepEqual(ids(await t.other.get('/vms?label=team=infra')), [], 'another organization sees none');
    assert.equal((await t.client.get('/vms?label=%3Dv')).status, 400, 'a filter without a key');
  });

  it('state filters, with labels too', async () => {
    assert.equal((await t.client.post(`/vms/${b}/pause`)).status, 204);
    try {
      assert.deepEqual(ids(await t.client.get('/vms?state=paused')), [b]);
      assert.deepEqual(ids(await t.client.get('/vms?state=running&label=team=infra')), [a]);
      assert.equal((await t.client.get('/vms?state=sleeping')).status, 400);
    } finally {
      await t.client.post(`/vms/${b}/resume`);
    }
  });

  it('limit and cursor page through every sandbox once, next_cursor null on the last page', async () => {
    const first = await t.client.get('/vms?limit=2');
    assert.deepEqual(ids(first), [a, b]);
    assert.equal(typeof first.body.next_cursor, 'string');
    const second = await t.client.get(`/vms?limit=2&cursor=${first.body.next_cursor}`);
    assert.deepEqual(ids(second), [c]);
    assert.equal(second.body.next_cursor, null);
    const exact = await t.client.get('/vms?limit=3');
    assert.equal(exact.body.next_cursor, null, 'a full last page says so');
    // The cursor is stable: a sandbox deleted after a page was read does not shift the next one.
    const filtered = await t.client.get('/vms?label=team=infra&limit=1');
    assert.deepEqual(ids(filtered), [a]);
    const next = await t.client.get(`/vms?label=team=infra&limit=1&cursor=${filtered.body.next_cursor}`);
    assert.deepEqual(ids(next), [b]);
    assert.equal(next.body.next_cursor, null);
  });

  it('a bad cursor or limit is a 400', async () => {
    for (const q of ['cursor=nonsense', 'cursor=W10', 'limit=0', 'limit=1001', 'limit=x']) {
      const r = await t.client.get(`/vms?${q}`);
      assert.equal(r.status, 400, q);
      assert.equal(r.body.error, 'invalid request');
    }
  });
});

describe('what forks and restores carry', () => {
  it('a fork child has its parent’s labels', async () => {
    const child = await t.client.post(`/vms/${a}/branch`);
    assert.equal(child.status, 201, JSON.stringify(child.body));
    assert.deepEqual(child.body.labels, { env: 'prod', team: 'infra' });
    await t.client.delete(`/vms/${child.body.vm_id}`);
  });

  it('a restore has its snapshot’s labels, with the create’s over them', async () => {
    const snap = await t.client.post(`/vms/${a}/snapshot`);
    assert.equal(snap.status, 201);
    await t.client.call('PATCH', `/vms/${a}`, { labels: { changed: 'later' } });
    const plain = await t.client.create({ snapshot_id: snap.body.snapshot_id });
    assert.deepEqual(plain.body.labels, { env: 'prod', team: 'infra' }, 'as when the snapshot was taken');
    const over = await t.client.create({ snapshot_id: snap.body.snapshot_id, labels: { env: 'staging', run: '7' } });
    assert.equal(over.status, 201);
    assert.deepEqual(over.body.labels, { env: 'staging', run: '7', team: 'infra' });
    await t.client.delete(`/vms/${plain.body.vm_id}`);
    await t.client.delete(`/vms/${over.body.vm_id}`);
  });
});

describe('limit and cursor on /snapshots, /vms/{id}/snapshots, /templates and /exports', () => {
  it('page through every row once, in the list’s order; without them the answer is as before', async () => {
    for (let i = 0; i < 2; i++) assert.equal((await t.client.post(`/vms/${b}/snapshot`)).status, 201);
    for (const path of ['/snapshots', `/vms/${b}/snapshots`, '/templates', '/exports']) {
      const field = path.split('/').pop() as string;
      const whole = await t.client.get(path);
      assert.equal(whole.status, 200);
      assert.ok(!('next_cursor' in whole.body), `${path} without paging has no next_cursor`);
      const seen: unknown[] = [];
      let cursor: string | null = '';
      let pages = 0;
      while (cursor !== null) {
        const r: Response = await t.client.get(`${path}?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
        assert.equal(r.status, 200);
        assert.ok(r.body[field].length <= 1);
        seen.push(...r.body[field].map((x: Record<string, unknown>) => x.snapshot_id ?? x.template_id ?? x.export_id));
        cursor = r.body.next_cursor;
        pages++;
      }
      const all = whole.body[field].map((x: Record<string, unknown>) => x.snapshot_id ?? x.template_id ?? x.export_id);
      assert.deepEqual(seen, all, path);
      assert.ok(pages >= Math.max(1, all.length), path);
      assert.equal((await t.client.get(`${path}?cursor=%%%`)).status, 400);
    }
    assert.ok((await t.client.get(`/vms/${b}/snapshots`)).body.snapshots.length >= 2);
  });
});
