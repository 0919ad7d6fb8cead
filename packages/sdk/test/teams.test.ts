// @warren/sdk's team controls against a real server and real microVMs: labels at create, list
// filtered by labels and state, update (labels, lifecycle), extend and its `no expiry` conflict,
// and webhooks (create with the secret, list, get, the delivery log, delete).

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer, until } from '../../server/test/helpers.ts';
import { Receiver } from '../../server/test/webhook-receiver.ts';
import { Client, ConflictError, InvalidRequestError, NotFoundError } from '../src/index.ts';

let t: TestServer;
let client: Client;
let rx: Receiver;
before(async () => {
  rx = await Receiver.start();
  t = await startTestServer({
    webhooks: {
      allow: ['127.0.0.1/32'],
      delivery: { timeoutMs: 2_000, firstRetryMs: 200, maxRetryMs: 1_000, giveUpAfterMs: 10_000, pollMs: 100 },
    },
  });
  client = new Client({ token: t.client.key, apiUrl: t.server.url });
});
after(async () => {
  client.close();
  await t.close();
  await rx.close();
});

describe('labels, lists and lifecycle', () => {
  it('create with labels and lifecycle, list by labels and state, update, extend', async () => {
    const a = await client.sandboxes.create({
      image: 'busybox',
      cpus: 1,
      memory_mb: 256,
      labels: { team: 'infra' },
      lifecycle: { max_lifetime_s: 3600 },
    });
    const b = await client.sandboxes.create({ image: 'busybox', cpus: 1, memory_mb: 256, labels: { team: 'data' } });
    try {
      assert.deepEqual(a.labels, { team: 'infra' });
      assert.deepEqual(
        (await client.sandboxes.list({ labels: { team: 'infra' } })).map((s) => s.vm_id),
        [a.vm_id],
      );
      assert.deepEqual(
        (await client.sandboxes.list({ labels: ['team'], state: 'running' })).map((s) => s.vm_id),
        [a.vm_id, b.vm_id],
      );
      await b.update({ labels: { team: 'infra', env: 'dev' }, lifecycle: { on_idle: 'archive' } });
      assert.deepEqual(b.labels, { env: 'dev', team: 'infra' });
      assert.equal(b.lifecycle.on_idle, 'archive');
      assert.equal((await client.sandboxes.list({ labels: { team: 'infra' } })).length, 2);
      const before = a.lifecycle.expires_unix_ns as number;
      await a.extend(60);
      assert.equal(a.lifecycle.expires_unix_ns, before + 60e9);
      await assert.rejects(b.extend(60), (err) => err instanceof ConflictError && err.body.error === 'no expiry');
      await assert.rejects(b.update({ labels: { ' bad': 'x' } }), InvalidRequestError);
    } finally {
      await a.delete();
      await b.delete();
    }
  });
});

describe('webhooks', () => {
  it('create (with its secret), list, get, deliveries, delete', async () => {
    const hook = await client.webhooks.create({ url: rx.url, events: ['sandbox.created'] });
    assert.match(hook.secret, /^whsec_/);
    assert.deepEqual(
      (await client.webhooks.list()).map((w) => w.webhook_id),
      [hook.webhook_id],
    );
    assert.equal((await client.webhooks.get(hook.webhook_id)).url, rx.url);
    const vm = await client.sandboxes.create({ image: 'busybox', cpus: 1, memory_mb: 256 });
    await vm.delete();
    const log = await until('delivered', async () => {
      const d = await client.webhooks.deliveries(hook.webhook_id);
      return d.length === 1 && d[0].state === 'delivered' ? d : undefined;
    });
    assert.equal(log[0].event_type, 'sandbox.created');
    assert.equal(rx.of('sandbox.created', vm.vm_id)[0].id, log[0].delivery_id);
    await client.webhooks.delete(hook.webhook_id);
    await assert.rejects(client.webhooks.get(hook.webhook_id), NotFoundError);
  });
});
