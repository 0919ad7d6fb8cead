// Webhooks through the API with a receiver on loopback (docs/webhooks.md): POST/GET/DELETE
// /webhooks (the secret shown once; targets checked), deliveries of a real sandbox's lifecycle
// events, a durable snapshot and an export as signed JSON (verified with the Standard Webhooks
// reference library), the events filter, retries of a failing receiver with one delivery id, a
// delivery given up after its time, and the delivery log.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { startTestServer, type TestServer, until } from './helpers.ts';
import { Receiver } from './webhook-receiver.ts';

/** A delivery not answered 2xx this long after its event is failed (attempts 0.2, 0.6, 1.4 s in). */
const GIVE_UP_MS = 2_000;

let t: TestServer;
let rx: Receiver;
before(async () => {
  rx = await Receiver.start();
  t = await startTestServer({
    webhooks: {
      allow: ['127.0.0.1/32'],
      delivery: { timeoutMs: 2_000, firstRetryMs: 200, maxRetryMs: 800, giveUpAfterMs: GIVE_UP_MS, pollMs: 100 },
    },
  });
});
after(async () => {
  await t?.close();
  await rx?.close();
});

describe('POST, GET and DELETE /webhooks', () => {
  it('creates a webhook; its secret is in the 201 only; another organization cannot see it', async () => {
    const r = await t.client.post('/webhooks', { url: rx.url, events: ['sandbox.deleted'] });
    assert.equal(r.status, 201);
    assert.match(r.body.secret, /^whsec_[A-Za-z0-9+/=]{32}$/);
    assert.equal(r.body.url, rx.url);
    assert.deepEqual(r.body.events, ['sandbox.deleted']);
    const id = r.body.webhook_id;
    const got = await t.client.get(`/webhooks/${id}`);
    assert.equal(got.status, 200);
    assert.ok(!('secret' in got.body));
    assert.deepEqual(
      (await t.client.get('/webhooks')).body.webhooks.map((w: { webhook_id: string }) => w.webhook_id),
      [id],
    );
    assert.deepEqual((await t.other.get('/webhooks')).body, { webhooks: [] });
    for (const path of [`/webhooks/${id}`, `/webhooks/${id}/deliveries`])
      assert.equal((await t.other.get(path)).status, 404);
    assert.equal((await t.other.delete(`/webhooks/${id}`)).status, 404);
    const audit = (await t.client.get('/audit?limit=1')).body.records[0];
    assert.deepEqual([audit.action, audit.resource], ['POST /webhooks', id]);
    assert.equal((await t.client.delete(`/webhooks/${id}`)).status, 204);
    assert.equal((await t.client.delete(`/webhooks/${id}`)).status, 204, 'repeating a delete is a no-op');
    assert.equal((await t.client.get(`/webhooks/${id}`)).status, 404);
    assert.deepEqual((await t.client.get('/webhooks')).body, { webhooks: [] });
  });

  it('refuses a bad URL, a target webhooks may not reach, and an unknown event type with 400', async () => {
    for (const body of [
      { url: 'ftp://example.com/hook' },
      { url: 'not a url' },
      { url: 'http://user:pw@example.com/hook' },
      { url: 'http://10.1.2.3/hook' },
      { url: 'http://169.254.169.254/latest/meta-data' },
      { url: 'http://[::1]:8080/hook' },
      { url: 'http://127.0.0.2/hook' },
      { url: rx.url, events: ['sandbox.exploded'] },
      { url: rx.url, secret: 'mine' },
    ]) {
      const r = await t.client.post('/webhooks', body);
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.equal(r.body.error, 'invalid request');
    }
  });
});

describe('deliveries', () => {
  let all: { webhook_id: string; secret: string };
  let onlyDeleted: { webhook_id: string };
  let vm: string;
  let child: string;
  before(async () => {
    all = (await t.client.post('/webhooks', { url: rx.url })).body;
    onlyDeleted = (await t.client.post('/webhooks', { url: `${rx.url}?only=deleted`, events: ['sandbox.deleted'] }))
      .body;
  });

  it('a sandbox’s lifecycle arrives as signed JSON, one delivery id per event', { timeout: 300_000 }, async () => {
    vm = (await t.client.createSmall()).vm_id;
    assert.equal((await t.client.post(`/vms/${vm}/sleep`)).body.slept, true);
    await t.client.sh(vm, 'true'); // woke
    assert.equal((await t.client.post(`/vms/${vm}/reboot`)).status, 200);
    assert.equal((await t.client.post(`/vms/${vm}/stop`)).status, 200);
    assert.equal((await t.client.post(`/vms/${vm}/start`)).status, 200);
    child = (await t.client.post(`/vms/${vm}/branch`)).body.vm_id;
    assert.equal((await t.client.delete(`/vms/${child}`)).status, 204);
    const kinds = ['created', 'slept', 'woke', 'rebooted', 'archived', 'unarchived', 'forked', 'deleted'];
    await until(
      'every event delivered',
      async () =>
        kinds.every((k) => rx.of(`sandbox.${k}`, k === 'deleted' ? child : vm).length > 0) ? true : undefined,
      60_000,
    );
    const hook = new Webhook(all.secret);
    const mine = rx.received.filter((r) => r.path === '/hook');
    assert.ok(mine.length >= kinds.length);
    for (const r of mine) {
      // The reference library checks the signature and the timestamp (within 5 minutes).
      const verified = hook.verify(r.body, {
        'webhook-id': r.id,
        'webhook-timestamp': r.timestamp,
        'webhook-signature': r.signature,
      }) as { id: string };
      assert.equal(verified.id, r.id, 'the body carries the delivery id');
    }
    const created = rx.of('sandbox.created', vm)[0].json;
    assert.equal(created.tenant, (await t.client.get(`/vms/${vm}`)).body.tenant);
    assert.equal(created.data.vm_id, vm);
    assert.match(String(created.data.detail), /busybox/);
    assert.ok(rx.of('sandbox.created', child).length > 0, 'the fork child’s creation too');
    // Exactly one delivery id per (event, webhook).
    const ids = new Set(rx.received.map((r) => r.id));
    assert.equal(ids.size, rx.received.length, 'nothing was sent twice');
  });

  it('the events filter: a webhook asking for sandbox.deleted gets only that', async () => {
    const only = await until(
      'the filtered delivery',
      async () => {
        const log = (await t.client.get(`/webhooks/${onlyDeleted.webhook_id}/deliveries`)).body.deliveries;
        return log.length > 0 && log.every((d: { state: string }) => d.state === 'delivered') ? log : undefined;
      },
      20_000,
    );
    assert.deepEqual(
      only.map((d: { event_type: string }) => d.event_type),
      ['sandbox.deleted'],
    );
  });

  it('snapshot durable and export ready are delivered too', { timeout: 300_000 }, async () => {
    const snap = (await t.client.post(`/vms/${vm}/snapshot`)).body.snapshot_id;
    await until('snapshot.durable', async () => (rx.of('snapshot.durable', snap).length ? true : undefined), 120_000);
    assert.equal(rx.of('snapshot.durable', snap)[0].json.data.vm_id, vm);
    const exp = (await t.client.post(`/snapshots/${snap}/export`)).body.export_id;
    const ready = await until('export.ready', async () => rx.of('export.ready', exp)[0], 240_000);
    assert.equal(ready.json.data.snapshot_id, snap);
    assert.equal((await t.client.get(`/exports/${exp}`)).body.state, 'ready');
  });

  it('a failing receiver gets retries of the same delivery id and body until it answers 2xx', async () => {
    const tries = new Map<string, number>();
    rx.answer = (r) => {
      if (r.json.type !== 'sandbox.rebooted') return 200;
      const n = (tries.get(r.id) ?? 0) + 1;
      tries.set(r.id, n);
      return n <= 2 ? 500 : 200;
    };
    try {
      assert.equal((await t.client.post(`/vms/${vm}/reboot`)).status, 200);
      const done = await until(
        'the reboot delivered',
        async () => {
          const log = (await t.client.get(`/webhooks/${all.webhook_id}/deliveries?limit=5`)).body.deliveries;
          const d = log.find((x: { event_type: string }) => x.event_type === 'sandbox.rebooted');
          return d?.state === 'delivered' && d.attempts === 3 && tries.get(d.delivery_id) === 3 ? d : undefined;
        },
        20_000,
      );
      assert.equal(done.last_status, 200);
      const attempts = rx.received.filter((r) => r.id === done.delivery_id);
      assert.equal(attempts.length, 3);
      assert.equal(new Set(attempts.map((r) => r.body)).size, 1, 'the same body each time');
      assert.ok(attempts[2].at - attempts[0].at >= 200 + 400 - 50, 'with growing delays between attempts');
    } finally {
      rx.answer = () => 200;
    }
  });

  it('a receiver that never succeeds: the delivery is failed after the give-up time, with its last error', async () => {
    rx.answer = (r) => (r.json.type === 'sandbox.slept' ? 503 : 200);
    try {
      assert.equal((await t.client.post(`/vms/${vm}/sleep`)).body.slept, true);
      const failed = await until(
        'the delivery given up',
        async () => {
          const log = (await t.client.get(`/webhooks/${all.webhook_id}/deliveries?limit=3`)).body.deliveries;
          const d = log.find((x: { event_type: string }) => x.event_type === 'sandbox.slept');
          return d?.state === 'failed' ? d : undefined;
        },
        20_000,
      );
      assert.equal(failed.last_status, 503);
      assert.match(failed.last_error, /^HTTP 503: nope$/);
      assert.ok(failed.attempts >= 3);
      assert.equal(failed.next_attempt_unix_ns, null);
      assert.ok(failed.finished_unix_ns - failed.created_unix_ns <= (GIVE_UP_MS + 1_500) * 1e6);
    } finally {
      rx.answer = () => 200;
    }
  });

  it('the delivery log pages newest first with limit and cursor', async () => {
    const path = `/webhooks/${all.webhook_id}/deliveries`;
    const whole = (await t.client.get(path)).body.deliveries.map((d: { delivery_id: string }) => d.delivery_id);
    assert.ok(whole.length >= 10);
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const r: { body: { deliveries: { delivery_id: string }[]; next_cursor: string | null } } = await t.client.get(
        `${path}?limit=4${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...r.body.deliveries.map((d) => d.delivery_id));
      cursor = r.body.next_cursor;
    }
    assert.deepEqual(seen, whole);
  });

  it('deleting a webhook stops its deliveries', async () => {
    assert.equal((await t.client.delete(`/webhooks/${onlyDeleted.webhook_id}`)).status, 204);
    const before = rx.received.filter((r) => r.json.type === 'sandbox.deleted').length;
    assert.equal((await t.client.delete(`/vms/${vm}`)).status, 204);
    await until('the other webhook’s delivery', async () => (rx.of('sandbox.deleted', vm).length ? true : undefined));
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(rx.received.filter((r) => r.json.type === 'sandbox.deleted').length, before + 1);
  });
});
