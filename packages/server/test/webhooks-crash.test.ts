// Webhooks across a crash, for real: `warren serve` runs as its own process and is killed with
// SIGKILL while deliveries are in flight (the receiver holds them unanswered) and others wait in
// the outbox. Started again on the same data directory, it delivers every event the sandbox's
// timeline recorded, each under the one delivery id it was given before the crash: none lost,
// none given a second id.

import assert from 'node:assert/strict';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { REPO_ROOT } from '../src/index.ts';
import { Client, SCRATCH, until } from './helpers.ts';
import { freePort } from './registry-fixture.ts';
import { Receiver } from './webhook-receiver.ts';

const NODE = process.execPath;
const CLI = join(REPO_ROOT, 'packages/cli/src/main.ts');
const dataDir = mkdtempSync(join(SCRATCH, 'warren-webhooks-crash-'));
let port: number;
let server: ChildProcess | undefined;
let c: Client;
let rx: Receiver;

function cli(...args: string[]): string {
  return execFileSync(NODE, ['--disable-warning=ExperimentalWarning', CLI, ...args, '--data', dataDir], {
    encoding: 'utf8',
  }).trim();
}

async function start(): Promise<void> {
  const args = ['serve', '--listen', `127.0.0.1:${port}`, '--data', dataDir, '--warm-pool', '1'];
  server = spawn(NODE, ['--disable-warning=ExperimentalWarning', CLI, ...args, '--webhook-allow', '127.0.0.1/32'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server?.stdout?.on('data', (b: Buffer) => {
      if (b.toString().includes('serving')) resolve();
    });
    server?.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

async function kill(): Promise<void> {
  const s = server;
  server = undefined;
  if (!s || s.exitCode !== null) return;
  const exited = new Promise((r) => s.once('exit', r));
  s.kill('SIGKILL');
  await exited;
}

before(async () => {
  port = await freePort();
  rx = await Receiver.start();
  await start();
  cli('org', 'create', 'acme');
  c = new Client(`http://127.0.0.1:${port}`, cli('key', 'create', '--org', 'acme'));
});

after(async () => {
  if (server) {
    const s = server;
    const exited = new Promise((r) => s.once('exit', r));
    s.kill('SIGTERM');
    await exited;
  }
  await rx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('webhook deliveries across a SIGKILL of the server', () => {
  it('every event is delivered after the restart, each under the one id it had', { timeout: 600_000 }, async () => {
    const hook = await c.post('/webhooks', { url: rx.url });
    assert.equal(hook.status, 201);
    // Nothing is answered before the crash: the first attempts hang, the rest wait their turn.
    rx.answer = () => 'hang';
    const vm = (await c.createSmall()).vm_id;
    assert.equal((await c.post(`/vms/${vm}/sleep`)).body.slept, true);
    await c.sh(vm, 'true');
    assert.equal((await c.delete(`/vms/${vm}`)).status, 204);
    await until('an attempt in flight', async () => (rx.received.length > 0 ? true : undefined));
    const before = (await c.get(`/webhooks/${hook.body.webhook_id}/deliveries`)).body.deliveries as {
      delivery_id: string;
      event_type: string;
    }[];
    await kill();

    rx.answer = () => 200;
    await start();
    const expected = ['sandbox.created', 'sandbox.slept', 'sandbox.woke', 'sandbox.deleted'];
    const log = await until(
      'every delivery delivered after the restart',
      async () => {
        const l = (await c.get(`/webhooks/${hook.body.webhook_id}/deliveries`)).body.deliveries as {
          delivery_id: string;
          event_type: string;
          state: string;
        }[];
        return l.length >= expected.length && l.every((d) => d.state === 'delivered') ? l : undefined;
      },
      120_000,
    );
    assert.deepEqual(log.map((d) => d.event_type).sort(), [...expected].sort(), 'one delivery per event');
    assert.deepEqual(
      log.map((d) => d.delivery_id).sort(),
      before.map((d) => d.delivery_id).sort(),
      'the ids given before the crash',
    );
    for (const type of expected) {
      const got = rx.of(type, vm).filter((r) => r.json.data.vm_id === vm);
      assert.ok(got.length >= 1, `${type} arrived`);
      assert.equal(new Set(got.map((r) => r.id)).size, 1, `${type} under one delivery id`);
    }
  });
});
