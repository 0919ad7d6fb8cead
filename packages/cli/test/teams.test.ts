// The team commands of `warren` (node_modules/.bin/warren) against a real server and real
// microVMs: sandbox create with --label and lifecycle flags, sandbox list --label/--state,
// sandbox label, sandbox extend, and webhook create/list/deliveries/delete.

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../server/test/helpers.ts';
import { Receiver } from '../../server/test/webhook-receiver.ts';

const WARREN = resolve(import.meta.dirname, '../../../node_modules/.bin/warren');

let t: TestServer;
let env: Record<string, string>;
let rx: Receiver;
const FAST = { timeoutMs: 2_000, firstRetryMs: 200, maxRetryMs: 1_000, giveUpAfterMs: 10_000, pollMs: 100 };

function ok(args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    execFile(WARREN, args, { env, timeout: 300_000 }, (err, stdout, stderr) => {
      if (err) fail(new Error(`warren ${args.join(' ')}: ${stderr}`));
      else done(stdout);
    });
  });
}
const json = async (args: string[]) => JSON.parse(await ok([...args, '--json']));

before(async () => {
  rx = await Receiver.start();
  t = await startTestServer({ webhooks: { allow: ['127.0.0.1/32'], delivery: FAST } });
  env = { PATH: process.env.PATH ?? '', SVC_TOKEN: t.client.key, SVC_API_URL: t.server.url };
});
after(async () => {
  await t.close();
  await rx.close();
});

describe('warren sandbox with labels and lifetimes', () => {
  it('create --label --max-lifetime; list --label --state; label; extend', async () => {
    const base = ['sandbox', 'create', '--image', 'busybox', '--cpus', '1', '--memory', '256'];
    const a = (await ok([...base, '--label', 'team=infra', '--label', 'env=prod', '--max-lifetime', '3600'])).trim();
    const b = (await ok([...base, '--label', 'team=data', '--on-idle', 'archive', '--idle-after', '600'])).trim();
    const got = await json(['sandbox', 'get', a]);
    assert.deepEqual(got.labels, { env: 'prod', team: 'infra' });
    assert.equal(got.lifecycle.max_lifetime_s, 3600);
    assert.deepEqual((await json(['sandbox', 'get', b])).lifecycle.on_idle, 'archive');
    const ids = async (args: string[]) =>
      (await json(['sandbox', 'list', ...args])).map((s: { vm_id: string }) => s.vm_id);
    assert.deepEqual(await ids(['--label', 'team=infra']), [a]);
    assert.deepEqual(await ids(['--label', 'team', '--state', 'running']), [a, b]);
    assert.deepEqual(await ids(['--label', 'team=infra', '--label', 'env=dev']), []);
    assert.match(await ok(['sandbox', 'get', b]), /labels: +\{"team":"data"\}/);
    assert.equal((await ok(['sandbox', 'label', b, 'team=infra', 'env=dev'])).trim(), 'env=dev\nteam=infra');
    assert.deepEqual(await ids(['--label', 'team=infra', '--label', 'env=dev']), [b]);
    const extended = await json(['sandbox', 'extend', a, '60']);
    assert.equal(extended.lifecycle.expires_unix_ns, got.lifecycle.expires_unix_ns + 60e9);
    await ok(['sandbox', 'delete', a, b]);
  });
});

describe('warren webhook', () => {
  it('create prints the secret once; list; deliveries; delete', async () => {
    const made = await json(['webhook', 'create', rx.url, '--event', 'sandbox.deleted']);
    assert.match(made.secret, /^whsec_/);
    assert.match(await ok(['webhook', 'list']), new RegExp(`${made.webhook_id} +${rx.url} +sandbox.deleted`));
    const vm = (await ok(['sandbox', 'create', '--image', 'busybox', '--cpus', '1', '--memory', '256'])).trim();
    await ok(['sandbox', 'delete', vm]);
    for (let i = 0; i < 100 && rx.of('sandbox.deleted', vm).length === 0; i++)
      await new Promise((r) => setTimeout(r, 100));
    const log = await json(['webhook', 'deliveries', made.webhook_id]);
    assert.deepEqual(
      log.map((d: { event_type: string }) => d.event_type),
      ['sandbox.deleted'],
    );
    assert.equal((await ok(['webhook', 'delete', made.webhook_id])).trim(), `deleted ${made.webhook_id}`);
    assert.deepEqual(await json(['webhook', 'list']), []);
  });
});
