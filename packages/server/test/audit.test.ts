// GET /audit: every mutating call of the organization, failures included, with id, key_id,
// action, resource, outcome, request_id and at, newest first; `next_before` pages through all of
// it without gaps or repeats.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { type Response, startTestServer, type TestServer } from './helpers.ts';

let t: TestServer;
before(async () => {
  t = await startTestServer();
});
after(() => t.close());

interface AuditRecord {
  id: number;
  key_id: string;
  action: string;
  resource: string;
  outcome: number;
  request_id: string;
  at: string;
}

/** Pages through the whole log `limit` records at a time, checking each page's cursor. */
async function readAll(limit: number, between?: () => Promise<void>): Promise<AuditRecord[]> {
  const all: AuditRecord[] = [];
  let before: number | null | undefined;
  for (;;) {
    const r = await t.client.get(`/audit?limit=${limit}${before ? `&before=${before}` : ''}`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    all.push(...r.body.records);
    if (r.body.next_before === null) {
      assert.ok(r.body.records.length <= limit);
      return all;
    }
    assert.equal(r.body.records.length, limit, 'only the last page is short');
    assert.equal(r.body.next_before, r.body.records.at(-1).id);
    before = r.body.next_before;
    await between?.();
  }
}

describe('GET /audit', () => {
  it('records a failed call at once: action, resource, outcome, request_id, key_id and at', async () => {
    const started = Date.now();
    const vmId = randomUUID();
    const refused = await t.client.post('/vms', { image: 'busybox', cpus: 99, vm_id: vmId });
    assert.equal(refused.status, 400);
    const missing = await t.client.delete(`/vms/${vmId}`);
    assert.equal(missing.status, 404);

    const r = await t.client.get('/audit?limit=2');
    assert.equal(r.status, 200);
    const [newest, older] = r.body.records as AuditRecord[];
    assert.deepEqual(
      { action: newest.action, resource: newest.resource, outcome: newest.outcome },
      { action: 'DELETE /vms/:id', resource: vmId, outcome: 404 },
    );
    assert.deepEqual({ action: older.action, outcome: older.outcome }, { action: 'POST /vms', outcome: 400 });
    assert.equal(newest.request_id, missing.headers.get('x-request-id'));
    assert.equal(older.request_id, refused.headers.get('x-request-id'));
    assert.ok(newest.id > older.id);
    assert.match(newest.key_id, /^[0-9a-f-]{36}$/);
    assert.equal(newest.key_id, older.key_id, 'both calls were made with the one key');
    assert.match(newest.at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{9}Z$/, 'RFC3339 with nanoseconds');
    const at = Date.parse(newest.at);
    assert.ok(at >= started - 1000 && at <= Date.now() + 1000, `at ${newest.at} is when the call was made`);
    assert.equal(r.body.next_before, null, 'nothing older: the organization made no other call');
  });

  it('does not record reads, and keeps each organization to its own log', async () => {
    const before = (await t.client.get('/audit?limit=1')).body.records[0].id;
    await t.client.get('/vms');
    await t.client.get(`/vms/${randomUUID()}`);
    assert.equal((await t.client.get('/audit?limit=1')).body.records[0].id, before);
    assert.deepEqual((await t.other.get('/audit')).body, { records: [], next_before: null });
  });

  it('pages across 500 records newest first, without gaps or repeats, even as new calls arrive', async () => {
    // 500 mutating calls of three kinds: successes (204), refusals (400) and not-found (404).
    const made: Response[] = [];
    for (let i = 0; i < 500; i++) {
      const host = `registry-${i}.test`;
      if (i % 3 === 0)
        made.push(await t.client.post('/registries', { host, kind: 'static', username: 'u', secret: 's' }));
      else if (i % 3 === 1) made.push(await t.client.post('/vms', { image: 'busybox', cpus: 0 }));
      else made.push(await t.client.delete(`/snapshots/${randomUUID()}`));
    }
    assert.deepEqual([...new Set(made.map((r) => r.status))].sort(), [204, 400, 404]);
    const expected = made.map((r) => r.headers.get('x-request-id')).reverse();

    // New calls made between pages are newer than every cursor: they must not shift the pages.
    let extra = 0;
    const all = await readAll(37, async () => {
      extra++;
      await t.client.delete(`/vms/${randomUUID()}`);
    });
    assert.equal(extra + 1, Math.ceil(502 / 37), 'pages of 37');
    const ids = all.map((r) => r.id);
    assert.equal(new Set(ids).size, ids.length, 'no record twice');
    for (let i = 1; i < ids.length; i++) assert.ok(ids[i] < ids[i - 1], 'newest first');
    // The 500 calls, newest first, one after another; then the two calls of the first test.
    assert.deepEqual(
      all.slice(0, 500).map((r) => r.request_id),
      expected,
    );
    assert.equal(all.length, 500 + 2, 'and nothing else: reads are not recorded');
    const outcomes = all.slice(0, 500).map((r) => r.outcome);
    assert.deepEqual(outcomes, made.map((r) => r.status).reverse());

    // Whole log again, in pages of a size that divides it exactly: the last page is full and
    // says there is no more, rather than leaving an empty page to fetch.
    const total = (await readAll(1000)).length;
    assert.equal(total, 502 + extra);
    const exact = await readAll(total % 2 === 0 ? total / 2 : total);
    assert.equal(exact.length, total);
  });

  it('refuses a limit outside 1-1000 and a cursor that is not a positive integer (400)', async () => {
    for (const q of ['limit=0', 'limit=1001', 'before=0', 'before=abc', 'limit=x']) {
      const r = await t.client.get(`/audit?${q}`);
      assert.equal(r.status, 400, q);
      assert.equal(r.body.error, 'invalid request', q);
    }
  });
});
