// @warren/sdk against a real server and real microVMs: creating sandboxes (through the 503
// `template building` flow), run in its forms, sessions, files, the lifecycle and its 409s,
// fork, events and the older names.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { waitServing } from '../../server/test/edge-helpers.ts';
import { startTestServer, type TestServer } from '../../server/test/helpers.ts';
import {
  Client,
  ConflictError,
  InvalidRequestError,
  NotFoundError,
  type Sandbox,
  SandboxPausedError,
  SandboxStoppedError,
} from '../src/index.ts';
import { startProxy } from './proxy.ts';

let t: TestServer;
let client: Client;
let vm: Sandbox;
before(async () => {
  t = await startTestServer({
    idle: { idleAfterMs: 600_000, checkEveryMs: 600_000 },
    edge: { ports: { first: 31740, last: 31749 } },
  });
  client = new Client({ token: t.client.key, apiUrl: t.server.url });
});
after(async () => {
  client.close();
  await t.close();
});

describe('sandboxes.create', () => {
  it('waits out 503 template building on first use of an image and retries with the same vm_id', async () => {
    const proxy = await startProxy(t.server.url, () => 'pass');
    try {
      const c = new Client({ token: t.client.key, apiUrl: proxy.url });
      const made = await c.sandboxes.create({ image: 'busybox', cpus: 1, memory_mb: 128 });
      vm = await client.sandboxes.get(made.vm_id); // the proxy goes away after this test
      const creates = proxy.seen.flatMap((key, i) => (key === 'POST /vms' ? [JSON.parse(proxy.bodies[i])] : []));
      assert.equal(creates.length, 2, 'one 503 template building, then the retry');
      assert.deepEqual(
        creates.map((b) => b.vm_id),
        [vm.vm_id, vm.vm_id],
        'both tries carried the one vm_id',
      );
      assert.ok(
        proxy.seen.some((key) => key.startsWith('GET /templates/')),
        'it polled the template',
      );
    } finally {
      await proxy.close();
    }
    assert.equal(vm.state, 'running');
    assert.equal(vm.image, 'busybox');
    assert.equal(vm.memory_mb, 128);
    const templates = await client.templates.list();
    assert.equal(templates.length, 1, 'one template build was registered');
    assert.equal(templates[0].status, 'ready');
  });

  it('get, list and refresh return the sandbox with the specification fields', async () => {
    const got = await client.sandboxes.get(vm.vm_id);
    assert.equal(got.vm_id, vm.vm_id);
    for (const field of ['tenant', 'guest_ip', 'runtime', 'created_unix_ns', 'node', 'shard', 'disable_internet']) {
      assert.ok(field in got, `has ${field}`);
    }
    assert.deepEqual(
      (await client.sandboxes.list()).map((s) => s.vm_id),
      [vm.vm_id],
    );
    assert.equal((await got.refresh()).state, 'running');
    assert.equal(JSON.parse(JSON.stringify(got)).vm_id, vm.vm_id, 'serializes as its record');
  });

  it('refuses a shape out of range with InvalidRequestError (400) and an unknown id with NotFoundError', async () => {
    await assert.rejects(client.sandboxes.create({ image: 'busybox', cpus: 9 }), (err: InvalidRequestError) => {
      assert.ok(err instanceof InvalidRequestError);
      assert.equal(err.status, 400);
      assert.equal(err.body.error, 'invalid request');
      return true;
    });
    await assert.rejects(client.sandboxes.get(crypto.randomUUID()), NotFoundError);
  });
});

describe('sandbox.run', () => {
  it('runs a string through sh -c and a list as argv; a non-zero exit is a result, not an error', async () => {
    const shell = await vm.run('echo $((6 * 7)); echo oops >&2; exit 3');
    assert.deepEqual(shell, {
      exit_code: 3,
      stdout: '42\n',
      stderr: 'oops\n',
      stdout_truncated: false,
      stderr_truncated: false,
    });
    const argv = await vm.run(['echo', '$HOME', 'a b']);
    assert.equal(argv.stdout, '$HOME a b\n', 'no shell: nothing expanded');
  });

  it('feeds stdin as text or bytes', async () => {
    assert.equal((await vm.run(['cat'], { stdin: 'héllo' })).stdout, 'héllo');
    const bytes = new Uint8Array(256).map((_, i) => i);
    assert.equal((await vm.run('wc -c', { stdin: bytes })).stdout.trim(), '256');
  });

  it('background starts a shell command detached and answers with its pid', async () => {
    const started = await vm.run('sleep 1; echo done > /tmp/bg.part && mv /tmp/bg.part /tmp/bg', {
      background: true,
    });
    assert.equal(started.background, true);
    assert.ok(started.pid > 0);
    for (let i = 0; i < 50 && !(await vm.files.exists('/tmp/bg')); i++) await new Promise((r) => setTimeout(r, 200));
    assert.equal(await vm.files.read('/tmp/bg'), 'done\n');
  });

  it('background needs a string and cannot combine with stdin; stdin is at most 4 MiB', async () => {
    await assert.rejects(vm.run(['sleep', '1'] as unknown as string, { background: true }), TypeError);
    await assert.rejects(vm.run('cat', { background: true, stdin: 'x' } as never), TypeError);
    await assert.rejects(vm.run(['cat'], { stdin: new Uint8Array(4 * 1024 * 1024 + 1) }), RangeError);
  });

  it('keeps the older names exec and execBackground', async () => {
    assert.equal((await vm.exec('echo old')).stdout, 'old\n');
    assert.ok((await vm.execBackground('true')).pid > 0);
  });
});

describe('sandbox.session', () => {
  it('keeps the working directory and environment between runs until closed', async () => {
    const session = vm.session();
    await session.run('cd /tmp && export GREETING=hi');
    const r = await session.run('echo $GREETING from $(pwd)');
    assert.equal(r.stdout, 'hi from /tmp\n');
    assert.equal(await session.close(), true);
    const fresh = await vm.session(session.id).run('echo [$GREETING]');
    assert.equal(fresh.stdout, '[]\n', 'closing ended the shell; the same id starts a new one');
    await vm.session(session.id).close();
  });
});

describe('sandbox.files', () => {
  it('write creates parents and replaces; read, readBytes, list, exists', async () => {
    await vm.files.write('/work/deep/a.txt', 'first version');
    await vm.files.write('/work/deep/a.txt', 'second');
    assert.equal(await vm.files.read('/work/deep/a.txt'), 'second', 'write replaces, does not append');
    const bytes = new Uint8Array(256).map((_, i) => 255 - i);
    await vm.files.write('/work/deep/b.bin', bytes);
    assert.deepEqual(await vm.files.readBytes('/work/deep/b.bin'), bytes);
    const names = (await vm.files.list('/work/deep')).map((e) => `${e.name}:${e.kind}:${e.size}`).sort();
    assert.deepEqual(names, ['a.txt:file:6', 'b.bin:file:256']);
    assert.deepEqual(await vm.files.ls('/work/deep'), await vm.files.list('/work/deep'), 'ls is list');
    assert.equal(await vm.files.exists('/work/deep/a.txt'), true);
    assert.equal(await vm.files.exists('/work/nope'), false);
  });

  it('mkdir, rename and a recursive remove', async () => {
    await vm.files.mkdir('/work/x/y/z');
    assert.equal(await vm.files.exists('/work/x/y/z'), true);
    await vm.files.rename('/work/deep', '/work/x/y/z/moved');
    assert.equal(await vm.files.read('/work/x/y/z/moved/a.txt'), 'second');
    await vm.files.remove('/work/x');
    assert.equal(await vm.files.exists('/work/x'), false);
    await vm.files.remove('/work/x'); // removing a missing path is not an error
  });

  it('refuses a write over 4 MiB before sending it', async () => {
    await assert.rejects(vm.files.write('/tmp/big', new Uint8Array(4 * 1024 * 1024 + 1)), RangeError);
  });
});

describe('sandbox lifecycle', () => {
  it('pause makes guest operations fail with SandboxPausedError (a ConflictError) until resume', async () => {
    await vm.pause();
    await assert.rejects(vm.run('true'), (err: SandboxPausedError) => {
      assert.ok(err instanceof SandboxPausedError && err instanceof ConflictError);
      assert.equal(err.status, 409);
      assert.equal(err.word, 'sandbox is paused');
      return true;
    });
    await vm.resume();
    assert.equal((await vm.run('echo back')).stdout, 'back\n');
  });

  it('sleep answers true for an idle sandbox; wake brings it back without a command', async () => {
    await vm.run('pkill sleep; true');
    assert.equal(await vm.sleep(), true);
    assert.equal((await vm.refresh()).state, 'slept');
    await vm.wake();
    assert.equal((await vm.refresh()).state, 'running');
  });

  it('archive refuses commands with SandboxStoppedError; unarchive continues; stop/start are the same', async () => {
    await vm.files.write('/tmp/kept', 'across archive');
    await vm.archive();
    assert.equal((await vm.refresh()).state, 'archived');
    await assert.rejects(vm.run('true'), (err: SandboxStoppedError) => {
      assert.ok(err instanceof SandboxStoppedError && err instanceof ConflictError);
      return true;
    });
    await vm.unarchive();
    assert.equal(vm.state, 'running');
    assert.equal(typeof vm.node, 'string');
    assert.equal(await vm.files.read('/tmp/kept'), 'across archive');
    await vm.stop();
    assert.equal((await vm.refresh()).state, 'archived');
    await vm.start();
    assert.equal((await vm.refresh()).state, 'running');
  });

  it('reboot keeps the disk and loses processes', async () => {
    await vm.files.write('/tmp/disk', 'kept');
    await vm.run('sleep 300', { background: true });
    // The answer comes once its shell started; `sleep` is there once that shell has run it.
    let running = false;
    for (let i = 0; i < 50 && !running; i++) {
      running = (await vm.run('pidof sleep')).exit_code === 0;
      if (!running) await new Promise((r) => setTimeout(r, 100));
    }
    assert.ok(running, 'running before');
    const rebooted = await vm.reboot();
    assert.equal(rebooted, vm);
    assert.equal(vm.state, 'running');
    assert.equal(await vm.files.read('/tmp/disk'), 'kept');
    assert.equal((await vm.run('pidof sleep')).exit_code, 1, 'processes were lost');
  });
});

describe('sandbox.fork', () => {
  it('without n gives one child; with n a list from one point in time; branch is the older name', async () => {
    await vm.files.write('/tmp/forked', 'from parent');
    const child = await vm.fork();
    assert.equal(child.parent_vm_id, vm.vm_id);
    assert.equal(await child.files.read('/tmp/forked'), 'from parent');
    const twins = await vm.fork(2);
    assert.equal(twins.length, 2);
    for (const twin of twins) assert.equal(twin.parent_vm_id, vm.vm_id);
    const [one] = await vm.branch(1);
    assert.equal(one.parent_vm_id, vm.vm_id);
    await assert.rejects(vm.fork(5), RangeError);
    for (const s of [child, ...twins, one]) await s.delete();
  });
});

describe('sandbox.events', () => {
  it('lists the timeline newest first', async () => {
    const kinds = (await vm.events()).map((e) => e.kind);
    assert.equal(kinds.at(-1), 'created');
    for (const kind of ['slept', 'archived', 'rebooted', 'forked']) assert.ok(kinds.includes(kind), `has ${kind}`);
    assert.equal((await vm.events({ limit: 2 })).length, 2);
  });
});

describe('sandbox.expose', () => {
  it('publishes a guest port on a public HTTPS URL; ingresses lists it; unexpose removes it', async () => {
    await vm.files.write('/www/index.html', 'served from the guest\n');
    await vm.run('httpd -p 8080 -h /www', { background: false });
    const ingress = await vm.expose(8080);
    assert.equal(ingress.guest_port, 8080);
    assert.match(ingress.public_url, /^https:\/\//);
    const page = await waitServing(t, ingress.public_url);
    assert.equal(page.body, 'served from the guest\n');
    assert.deepEqual(
      (await vm.ingresses()).map((i) => i.ingress_id),
      [ingress.ingress_id],
    );
    await vm.unexpose(ingress.ingress_id);
    assert.deepEqual(await vm.ingresses(), []);
    await vm.run('killall httpd; true');
  });
});

describe('sandbox.logs, metrics, metricsHistory and client.usage', () => {
  it('logs is the serial console tail; metrics the recent samples and cpus; usage per state', async () => {
    const log = await vm.logs({ tail_bytes: 4096 });
    assert.equal(typeof log.content, 'string');
    assert.ok(log.content.length <= 4096);
    assert.equal(typeof log.truncated, 'boolean');
    const metrics = await vm.metrics();
    assert.equal(metrics.cpus, 1);
    assert.ok(Array.isArray(metrics.samples));
    const history = await vm.metricsHistory({ hours: 1 });
    assert.ok(Array.isArray(history.points));
    const usage = await client.usage();
    assert.ok(Array.isArray(usage.states));
    assert.equal(typeof usage.snapshot_byte_seconds, 'number');
    await assert.rejects(vm.logs({ tail_bytes: 10 * 1024 * 1024 }), InvalidRequestError);
  });
});

describe('sandbox.delete', () => {
  it('deletes; the record answers NotFoundError at once; deleting again is harmless', async () => {
    await vm.delete();
    await assert.rejects(client.sandboxes.get(vm.vm_id), NotFoundError);
    await client.sandboxes.delete(vm.vm_id);
  });
});
