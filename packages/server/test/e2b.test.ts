// The E2B-compatible API (docs/e2b.md) driven by the real `e2b` SDK (npm, 2.51) against real
// microVMs, as code written for E2B runs unchanged: the header-routed sandbox origin here
// (E2B_SANDBOX_URL, in this process), the wildcard origin through the edge's TLS in a process of
// its own (E2B_DOMAIN, e2b-domain-client.ts, running beside the rest). Egress rules are tried
// against a world of the test's own (egress-world.ts). One server; a few sandboxes shared by the
// cases, each case saying what the SDK promises in E2B's words. The code interpreter's cases
// (e2b-code-cases.ts) run on the same server, so the default template is built once.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import * as e2b from 'e2b';
import { DEFAULT_METRICS } from '../src/index.ts';
import { describeCodeInterpreter } from './e2b-code-cases.ts';
import {
  buildDefaultTemplate,
  E2B_DOMAIN,
  runDomainClient,
  startE2bServer,
  startWildcardDns,
  tokenOf,
} from './e2b-fixture.ts';
import { type EgressWorld, startEgressWorld } from './egress-world.ts';
import { type TestServer, until } from './helpers.ts';

let t: TestServer;
let world: EgressWorld;
let dns: { address: string; close(): Promise<void> };
let domainRun: Promise<Record<string, any>>;
let sbx: e2b.Sandbox;
const otherKey = () => ({ apiKey: t.other.key });

/** A raw request to the E2B API, as a client that is not the SDK sends it. */
async function api(method: string, path: string, body?: unknown, key: string | null = t.client.key) {
  const headers: Record<string, string> = key === null ? {} : { 'x-api-key': key };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const init = { method, headers, body: typeof body === 'string' ? body : JSON.stringify(body) };
  const res = await fetch(`${t.server.e2b?.apiUrl}${path}`, body === undefined ? { method, headers } : init);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

/** A raw call of a sandbox's envd through the header-routed origin. */
async function envd(vmId: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.server.e2b?.sandboxUrl}${path}`, {
    method: 'POST',
    headers: { 'e2b-sandbox-id': vmId, 'e2b-sandbox-port': '49983', 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

before(async () => {
  world = await startEgressWorld();
  dns = await startWildcardDns(E2B_DOMAIN);
  t = await startE2bServer({ egressDns: world.dns, metrics: { ...DEFAULT_METRICS, sampleEveryMs: 1000 } });
  const urls = t.server.e2b;
  assert.ok(urls);
  // What a user exports (warren serve prints these lines); the SDK reads them at every call.
  process.env.E2B_API_URL = urls.apiUrl;
  process.env.E2B_SANDBOX_URL = urls.sandboxUrl;
  process.env.E2B_API_KEY = t.client.key;
  await buildDefaultTemplate(t);
  // The shared sandbox may wait on a loaded machine: more than the SDK's default 60 s per request.
  sbx = await e2b.Sandbox.create({
    metadata: { suite: 'e2b', role: 'main' },
    envs: { GREETING: 'hello' },
    requestTimeoutMs: 300_000,
  });
  // The wildcard-routed SDK runs beside the cases below (its own sandboxes, its own process).
  domainRun = runDomainClient(t, dns.address);
  domainRun.catch(() => undefined);
});

after(async () => {
  await sbx?.kill().catch(() => undefined);
  await domainRun?.catch(() => undefined);
  await t?.close();
  await dns?.close();
  await world?.close();
});

describe('the E2B SDK on Warren', { concurrency: true }, () => {
  describe('one shared sandbox, header-routed (E2B_SANDBOX_URL)', { concurrency: 1 }, () => {
    test('create answers once the guest runs, with E2B fields; Warren shows it like any other sandbox', async () => {
      const info = await sbx.getInfo();
      assert.equal(info.templateId, 'base');
      assert.equal(info.state, 'running');
      assert.equal(info.envdVersion, '0.6.4');
      assert.deepEqual(info.metadata, { suite: 'e2b', role: 'main' });
      assert.equal(info.cpuCount, 1);
      assert.equal(info.memoryMB, 512);
      assert.ok(info.endAt.getTime() > Date.now(), 'a default timeout of 300 s');
      assert.ok(await sbx.isRunning());
      // The console lists what Warren's API lists: the same sandbox, its metadata as labels.
      const vm = await t.client.get(`/vms/${sbx.sandboxId}`);
      assert.equal(vm.status, 200);
      assert.deepEqual(vm.body.labels, { suite: 'e2b', role: 'main' });
      assert.equal(vm.body.lifecycle.on_expiry, 'delete');
      assert.ok((await t.client.get('/vms')).body.vms.some((v: { vm_id: string }) => v.vm_id === sbx.sandboxId));
    });

    test('run: output, exit code, the create envs and the call envs, cwd, the user account and root', async () => {
      const r = await sbx.commands.run('echo $GREETING $EXTRA; id -un; echo $HOME; pwd', { envs: { EXTRA: 'there' } });
      assert.equal(r.exitCode, 0);
      assert.equal(r.stdout, 'hello there\nuser\n/home/user\n/home/user\n');
      await assert.rejects(sbx.commands.run('echo oops >&2; exit 3'), (err: Error) => {
        assert.ok(err instanceof e2b.CommandExitError);
        assert.equal(err.exitCode, 3);
        assert.equal(err.stderr, 'oops\n');
        return true;
      });
      assert.equal((await sbx.commands.run('pwd', { cwd: '/tmp' })).stdout, '/tmp\n');
      assert.equal((await sbx.commands.run('id -u', { user: 'root' })).stdout, '0\n');
      // The base image: bash, python3 (also `python`), git, passwordless sudo; files 0644, folders 0755.
      const image = await sbx.commands.run(
        'touch made && mkdir -p madedir && stat -c "%a %U" made madedir && sudo -n id -u && python --version && git --version >/dev/null && echo $BASH_VERSION | cut -c1',
      );
      assert.match(image.stdout, /^644 user\n755 user\n0\nPython 3\.\d+\.\d+\n\d\n$/);
    });

    test('background: list, connect to a running one, stdin and its end, kill', async () => {
      const seen: string[] = [];
      const h = await sbx.commands.run('cat', { background: true, stdin: true, onStdout: (d) => void seen.push(d) });
      await sbx.commands.sendStdin(h.pid, 'ping\n');
      await until('the echo of stdin', async () => (seen.join('') === 'ping\n' ? true : undefined), 20_000);
      assert.ok((await sbx.commands.list()).some((p) => p.pid === h.pid && p.cmd === '/bin/bash'));
      await h.disconnect();
      const again: string[] = [];
      const joined = await sbx.commands.connect(h.pid, { onStdout: (d) => void again.push(d) });
      await sbx.commands.sendStdin(h.pid, 'pong\n');
      await sbx.commands.closeStdin(h.pid);
      const end = await joined.wait();
      assert.equal(end.exitCode, 0);
      assert.equal(again.join(''), 'pong\n', 'connect streams what comes from then on');
      const sleeper = await sbx.commands.run('sleep 600', { background: true });
      assert.equal(await sbx.commands.kill(sleeper.pid), true);
      await until('the kill', async () =>
        (await sbx.commands.list()).some((p) => p.pid === sleeper.pid) ? undefined : true,
      );
      assert.equal(await sbx.commands.kill(sleeper.pid), false, 'an ended process is not found');
    });

    test('streaming: onStdout gets output while the command runs', async () => {
      const chunks: { data: string; at: number }[] = [];
      const r = await sbx.commands.run('for i in 1 2 3; do echo $i; sleep 0.5; done', {
        onStdout: (data) => void chunks.push({ data, at: Date.now() }),
      });
      assert.equal(r.stdout, '1\n2\n3\n');
      assert.ok(chunks.length >= 2, `${chunks.length} chunk(s)`);
      assert.ok(chunks[chunks.length - 1].at - chunks[0].at >= 400, 'the chunks came apart, as produced');
    });

    test('a PTY: input, output, resize, kill', async () => {
      let out = '';
      const decoder = new TextDecoder();
      const onData = (d: Uint8Array) => {
        out += decoder.decode(d);
      };
      const pty = await sbx.pty.create({ cols: 80, rows: 24, onData });
      await sbx.pty.sendInput(pty.pid, new TextEncoder().encode('echo pty-$((6*7))\n'));
      await until('the answer on the terminal', async () => (out.includes('pty-42') ? true : undefined), 20_000);
      await sbx.pty.resize(pty.pid, { cols: 100, rows: 30 });
      await sbx.pty.sendInput(pty.pid, new TextEncoder().encode('stty size\n'));
      await until('the new size', async () => (out.includes('30 100') ? true : undefined), 20_000);
      assert.equal(await sbx.pty.kill(pty.pid), true);
    });

    test('write and read text and bytes, several files at once, gzip, metadata', async () => {
      const info = await sbx.files.write('notes/a.txt', 'some text');
      assert.equal(info.path, '/home/user/notes/a.txt');
      assert.equal(await sbx.files.read('/home/user/notes/a.txt'), 'some text');
      const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
      await sbx.files.write('/home/user/notes/bytes.bin', bytes.buffer);
      assert.deepEqual(await sbx.files.read('/home/user/notes/bytes.bin', { format: 'bytes' }), bytes);
      const many = await sbx.files.write([
        { path: '/home/user/notes/one.txt', data: 'one' },
        { path: '/home/user/notes/two.txt', data: 'two' },
      ]);
      assert.deepEqual(
        many.map((w) => w.path),
        ['/home/user/notes/one.txt', '/home/user/notes/two.txt'],
      );
      await sbx.files.write('/home/user/notes/zipped.txt', 'x'.repeat(10_000), { gzip: true });
      assert.equal(await sbx.files.read('/home/user/notes/zipped.txt'), 'x'.repeat(10_000));
      await sbx.files.write('/home/user/notes/tagged.txt', 'tagged', { metadata: { owner: 'team-a' } });
      const tagged = await sbx.files.getInfo('/home/user/notes/tagged.txt');
      assert.deepEqual(tagged.metadata, { owner: 'team-a' });
      assert.equal(tagged.owner, 'user');
      assert.equal(tagged.permissions, '-rw-r--r--');
      assert.equal(tagged.mode, 0o644);
      // Another upload without metadata leaves none.
      await sbx.files.write('/home/user/notes/tagged.txt', 'again');
      assert.equal((await sbx.files.getInfo('/home/user/notes/tagged.txt')).metadata, undefined);
      // A raw gzip body as the octet-stream form sends it, checked by hand.
      const raw = await fetch(`${t.server.e2b?.sandboxUrl}/files?path=/home/user/notes/raw.txt`, {
        method: 'POST',
        headers: {
          'e2b-sandbox-id': sbx.sandboxId,
          'e2b-sandbox-port': '49983',
          'x-access-token': tokenOf(sbx),
          'content-type': 'application/octet-stream',
          'content-encoding': 'gzip',
        },
        body: gzipSync('raw and zipped'),
      });
      assert.equal(raw.status, 200);
      assert.equal(await sbx.files.read('notes/raw.txt'), 'raw and zipped');
    });

    test('list with depth, make a folder, rename, remove, a missing file', async () => {
      assert.equal(await sbx.files.makeDir('/home/user/tree/a/b'), true);
      assert.equal(await sbx.files.makeDir('/home/user/tree/a/b'), false, 'it exists');
      await sbx.files.write('/home/user/tree/a/b/c.txt', 'deep');
      assert.deepEqual(
        (await sbx.files.list('/home/user/tree')).map((e) => e.name),
        ['a'],
      );
      const deep = await sbx.files.list('/home/user/tree', { depth: 3 });
      assert.deepEqual(deep.map((e) => e.path).sort(), [
        '/home/user/tree/a',
        '/home/user/tree/a/b',
        '/home/user/tree/a/b/c.txt',
      ]);
      assert.equal(deep.find((e) => e.name === 'b')?.type, e2b.FileType.DIR);
      assert.equal(deep.find((e) => e.name === 'b')?.permissions, 'drwxr-xr-x');
      const moved = await sbx.files.rename('/home/user/tree/a/b/c.txt', '/home/user/tree/moved/c.txt');
      assert.equal(moved.path, '/home/user/tree/moved/c.txt');
      assert.equal(await sbx.files.exists('/home/user/tree/a/b/c.txt'), false);
      await sbx.files.remove('/home/user/tree');
      assert.equal(await sbx.files.exists('/home/user/tree'), false);
      await assert.rejects(sbx.files.read('/home/user/tree/moved/c.txt'), e2b.FileNotFoundError);
      await assert.rejects(sbx.files.list('/home/user/notes/a.txt'), e2b.InvalidArgumentError);
    });

    test('watch a folder: its changes arrive as events', async () => {
      await sbx.files.makeDir('/home/user/watched/sub');
      const events: { name: string; type: string }[] = [];
      const handle = await sbx.files.watchDir('/home/user/watched', (e) => void events.push(e), {
        recursive: true,
        timeoutMs: 0,
      });
      const saw = (name: string, type: string) => events.some((e) => e.name === name && e.type === type);
      await sbx.files.write('/home/user/watched/sub/new.txt', 'hi');
      await sbx.files.makeDir('/home/user/watched/fresh');
      await until('the events', async () => (saw('sub/new.txt', 'write') && saw('fresh', 'create') ? true : undefined));
      assert.ok(saw('sub/new.txt', 'create'));
      assert.ok(!events.some((e) => e.name.includes('.warren-')), 'no trace of how the write was made');
      await handle.stop();
    });

    test("the polled watcher (the Python SDK's synchronous watch): create, poll, remove", async () => {
      const token = { 'x-access-token': tokenOf(sbx) };
      await sbx.files.makeDir('/home/user/polled');
      const made = await envd(sbx.sandboxId, '/filesystem.Filesystem/CreateWatcher', { path: 'polled' }, token);
      assert.equal(made.status, 200);
      const watcherId = made.body.watcherId as string;
      await sbx.files.write('/home/user/polled/p.txt', 'polled');
      const events = await until('the events', async () => {
        const got = await envd(sbx.sandboxId, '/filesystem.Filesystem/GetWatcherEvents', { watcherId }, token);
        const list = got.body.events as { name: string; type: string }[];
        return list.length > 0 ? list : undefined;
      });
      assert.deepEqual(
        events.map((e) => `${e.name} ${e.type}`),
        ['p.txt EVENT_TYPE_CREATE', 'p.txt EVENT_TYPE_WRITE'],
      );
      assert.equal(
        (await envd(sbx.sandboxId, '/filesystem.Filesystem/RemoveWatcher', { watcherId }, token)).status,
        200,
      );
      const gone = await envd(sbx.sandboxId, '/filesystem.Filesystem/GetWatcherEvents', { watcherId }, token);
      assert.equal(gone.body.code, 'not_found');
    });

    test("another organization's key sees nothing of these sandboxes", async () => {
      await assert.rejects(e2b.Sandbox.connect(sbx.sandboxId, otherKey()), e2b.SandboxNotFoundError);
      await assert.rejects(e2b.Sandbox.getInfo(sbx.sandboxId, otherKey()), e2b.SandboxNotFoundError);
      assert.equal(await e2b.Sandbox.kill(sbx.sandboxId, otherKey()), false);
      assert.deepEqual(await e2b.Sandbox.list(otherKey()).nextItems(), []);
      assert.deepEqual(await e2b.Sandbox.listSnapshots(otherKey()).nextItems(), []);
      assert.equal((await api('GET', `/sandboxes/${sbx.sandboxId}`, undefined, t.other.key)).body.code, 404);
      assert.ok(await sbx.isRunning(), 'and it is untouched');
    });

    test("envd asks for the sandbox's access token", async () => {
      const call = '/filesystem.Filesystem/Stat';
      const none = await envd(sbx.sandboxId, call, { path: '/etc/hostname' });
      assert.equal(none.status, 401);
      assert.equal(none.body.code, 'unauthenticated');
      const wrong = await envd(sbx.sandboxId, call, { path: '/etc/hostname' }, { 'x-access-token': 'ea_wrong' });
      assert.equal(wrong.status, 401);
      const right = await envd(sbx.sandboxId, call, { path: '/etc/hostname' }, { 'x-access-token': tokenOf(sbx) });
      assert.equal(right.status, 200);
      assert.equal((right.body.entry as { path: string }).path, '/etc/hostname');
      const gone = await envd('00000000-0000-0000-0000-000000000000', call, { path: '/' });
      assert.equal(gone.status, 502);
    });

    test('fuzzed requests to the API and to envd never get a 5xx', async () => {
      const fc = await import('fast-check');
      const token = { 'x-access-token': tokenOf(sbx) };
      // What reads, or changes nothing the other cases use (Remove and Move of random paths would).
      const methods = [
        'filesystem.Filesystem/Stat',
        'filesystem.Filesystem/ListDir',
        'filesystem.Filesystem/GetWatcherEvents',
        'filesystem.Filesystem/RemoveWatcher',
        'process.Process/List',
        'process.Process/Update',
        'process.Process/CloseStdin',
      ];
      await fc.assert(
        fc.asyncProperty(fc.jsonValue(), fc.constantFrom(...methods), fc.string(), async (value, method, path) => {
          const r = await envd(sbx.sandboxId, `/${method}`, value, token);
          assert.ok(r.status < 500, `${method} ${JSON.stringify(value)}: ${r.status} ${JSON.stringify(r.body)}`);
          const q = await envd(sbx.sandboxId, '/filesystem.Filesystem/Stat', { path: `/tmp/${path}` }, token);
          assert.ok(q.status < 500, `Stat ${JSON.stringify(path)}: ${q.status}`);
          for (const route of ['/timeout', '/connect', '/network', '/pause']) {
            const a = await api('POST', `/sandboxes/00000000-0000-0000-0000-000000000000${route}`, value);
            assert.ok(a.status >= 400 && a.status < 500, `${route} ${JSON.stringify(value)}: ${a.status}`);
          }
        }),
        { numRuns: 60 },
      );
    });

    test("Warren's own API: exec, commands and file writes as the account; without it, root as before", async () => {
      const id = sbx.sandboxId;
      assert.equal((await t.client.exec(id, ['id', '-un'], { user: 'user' })).stdout, 'user\n');
      assert.equal((await t.client.exec(id, ['sh', '-c', 'echo $HOME'], { user: 'user' })).stdout, '/home/user\n');
      assert.equal((await t.client.exec(id, ['id', '-un'])).stdout, 'root\n');
      const started = await t.client.post(`/vms/${id}/commands`, { command: 'id -un', user: 'user' });
      assert.equal(started.status, 201);
      const w = await t.client.call(
        'PUT',
        `/vms/${id}/files?path=/home/user/by-warren.txt&user=user`,
        Buffer.from('x'),
      );
      assert.equal(w.status, 204);
      assert.equal((await sbx.files.getInfo('/home/user/by-warren.txt')).owner, 'user');
      const unknown = await t.client.post(`/vms/${id}/exec`, { args: ['true'], user: 'nobody-here' });
      assert.equal(unknown.status, 400);
      assert.equal(unknown.body.error, 'unknown user');
    });
  });

  describe('sandboxes of their own, and the shared one copied', { concurrency: 1 }, () => {
    test('list filters by metadata and pages with nextToken; pause, then connect resumes with memory intact', async () => {
      const made = await Promise.all(
        [1, 2].map(() => e2b.Sandbox.create({ metadata: { suite: 'e2b', role: 'page' } })),
      );
      try {
        const pages: string[][] = [];
        const paginator = e2b.Sandbox.list({ query: { metadata: { role: 'page' } }, limit: 1 });
        while (paginator.hasNext) pages.push((await paginator.nextItems()).map((s) => s.sandboxId));
        assert.deepEqual(pages.flat().sort(), made.map((s) => s.sandboxId).sort());
        assert.ok(pages.filter((p) => p.length > 0).length === 2, 'one sandbox a page');

        const [rest] = made;
        await rest.commands.run('echo kept in memory > /dev/shm/note; sleep 600 >/dev/null 2>&1 &');
        const sleeper = (await rest.commands.run('pgrep -x sleep')).stdout.trim();
        assert.equal(await rest.pause(), true);
        assert.equal(await rest.pause(), false, 'already paused');
        assert.equal((await rest.getInfo()).state, 'paused');
        assert.equal((await t.client.get(`/vms/${rest.sandboxId}`)).body.state, 'paused');
        const paused = await e2b.Sandbox.list({ query: { state: ['paused'], metadata: { role: 'page' } } }).nextItems();
        assert.deepEqual(
          paused.map((s) => s.sandboxId),
          [rest.sandboxId],
        );
        const back = await e2b.Sandbox.connect(rest.sandboxId);
        assert.equal((await back.getInfo()).state, 'running');
        assert.equal(
          (await back.commands.run('cat /dev/shm/note; pgrep -x sleep')).stdout,
          `kept in memory\n${sleeper}\n`,
        );
      } finally {
        await Promise.all(made.map((s) => s.kill()));
      }
    });

    test('setTimeout counts from now, and at the timeout the sandbox is killed', async () => {
      const short = await e2b.Sandbox.create({ timeoutMs: 600_000 });
      const before = Date.now();
      await short.setTimeout(3_000);
      const after = Date.now();
      const end = (await short.getInfo()).endAt.getTime();
      // Counted from the call (the server's clock, in whole milliseconds), not from the create.
      assert.ok(end >= before + 3_000 - 1 && end <= after + 3_000, `endAt ${new Date(end).toISOString()}`);
      await until('the timeout', async () => ((await short.isRunning().catch(() => false)) ? undefined : true), 30_000);
      await assert.rejects(e2b.Sandbox.getInfo(short.sandboxId), e2b.SandboxNotFoundError);
      const events = (await t.client.get(`/vms/${short.sandboxId}/events`)).body.events;
      assert.ok(events.some((e: { kind: string }) => e.kind === 'deleted'));
    });

    test('with onTimeout pause, the timeout pauses it (archived), and connect brings it back whole', async () => {
      const kept = await e2b.Sandbox.create({ timeoutMs: 3_000, lifecycle: { onTimeout: 'pause' } });
      try {
        await kept.files.write('/home/user/kept.txt', 'across the pause');
        assert.equal((await kept.getInfo()).lifecycle?.onTimeout, 'pause');
        await until('the timeout', async () => ((await kept.getInfo()).state === 'paused' ? true : undefined), 60_000);
        assert.equal((await t.client.get(`/vms/${kept.sandboxId}`)).body.state, 'archived');
        const back = await e2b.Sandbox.connect(kept.sandboxId, { timeoutMs: 60_000 });
        assert.equal(await back.files.read('/home/user/kept.txt'), 'across the pause');
      } finally {
        await kept.kill();
      }
    });

    test('a snapshot, and a sandbox created from it', async () => {
      await sbx.files.write('/home/user/snap.txt', 'in the snapshot');
      const snap = await sbx.createSnapshot();
      const listed = await sbx.listSnapshots().nextItems();
      assert.ok(listed.some((s) => s.snapshotId === snap.snapshotId));
      const restored = await e2b.Sandbox.create(snap.snapshotId);
      try {
        assert.equal(await restored.files.read('/home/user/snap.txt'), 'in the snapshot');
        assert.notEqual(restored.sandboxId, sbx.sandboxId);
      } finally {
        await restored.kill();
      }
      assert.equal(await e2b.Sandbox.deleteSnapshot(snap.snapshotId), true);
      assert.ok(!(await e2b.Sandbox.listSnapshots().nextItems()).some((s) => s.snapshotId === snap.snapshotId));
    });

    test("fork: a live copy with the parent's files, and a token of its own", async () => {
      await sbx.files.write('/home/user/fork.txt', 'before the fork');
      const [child] = await sbx.fork();
      assert.ok(child instanceof e2b.Sandbox);
      try {
        assert.equal(await child.files.read('/home/user/fork.txt'), 'before the fork');
        assert.notEqual(tokenOf(child), tokenOf(sbx));
        assert.equal((await child.getInfo()).metadata.role, 'main');
        await child.files.write('/home/user/fork.txt', 'the child wrote');
        assert.equal(await sbx.files.read('/home/user/fork.txt'), 'before the fork');
      } finally {
        await child.kill();
      }
    });

    test('metrics come from the host', async () => {
      const sample = await until(
        'a sample with the memory used',
        async () => (await sbx.getMetrics()).reverse().find((m) => m.memUsed > 0),
        20_000,
      );
      assert.equal(sample.cpuCount, 1);
      assert.equal(sample.memTotal, 512 * 1024 ** 2);
      assert.ok(Math.abs(sample.timestamp.getTime() - Date.now()) < 60_000);
    });

    test('an allow list is Warren egress rules, enforced, and updateNetwork replaces it', async () => {
      const ruled = await e2b.Sandbox.create({ network: { denyOut: [e2b.ALL_TRAFFIC], allowOut: ['allowed.test'] } });
      try {
        // Which of the world's names the sandbox reaches.
        const reached = () =>
          ruled.commands
            .run('for n in allowed.test other.test; do curl -s -m 3 -o /dev/null http://$n/ && echo $n; done; true')
            .then((r) => r.stdout);
        assert.equal(await reached(), 'allowed.test\n');
        assert.deepEqual((await t.client.get(`/vms/${ruled.sandboxId}`)).body.network, { allow_out: ['allowed.test'] });
        await ruled.updateNetwork({ denyOut: [e2b.ALL_TRAFFIC], allowOut: ['other.test'] });
        assert.equal(await reached(), 'other.test\n');
        await ruled.updateNetwork({ allowInternetAccess: false });
        assert.equal((await ruled.getInfo()).allowInternetAccess, false);
        assert.equal(await reached(), '');
      } finally {
        await ruled.kill();
      }
    });
    test("volumeMounts: the organization's Warren volumes by name, shared with Warren's files API", async () => {
      const vol = await t.client.post('/volumes', { name: 'e2b-data', size_mb: 16 });
      assert.equal(vol.status, 201);
      const files = `/volumes/${vol.body.volume_id}/files?path=`;
      assert.equal(
        (await t.client.call('PUT', `${files}/seed.txt`, new Uint8Array(Buffer.from('seeded')))).status,
        204,
      );
      const mounted = await e2b.Sandbox.create({ volumeMounts: { '/mnt/data': 'e2b-data' } });
      try {
        assert.equal(await mounted.files.read('/mnt/data/seed.txt'), 'seeded');
        await mounted.commands.run('echo from-e2b > /mnt/data/out.txt');
        assert.equal((await t.client.get(`${files}/out.txt`)).body.toString(), 'from-e2b\n');
        assert.deepEqual((await mounted.getInfo()).volumeMounts, [{ name: 'e2b-data', path: '/mnt/data' }]);
        const view = (await t.client.get(`/volumes/${vol.body.volume_id}`)).body;
        assert.deepEqual(
          view.mounted_by.map((m: { vm_id: string; path: string }) => [m.vm_id, m.path]),
          [[mounted.sandboxId, '/mnt/data']],
        );
        // Warren's rules and answers: a volume not found, a path in /proc.
        for (const [mounts, code] of [
          [{ '/mnt/x': 'no-such-volume' }, 404],
          [{ '/proc/x': 'e2b-data' }, 400],
        ] as const) {
          await assert.rejects(e2b.Sandbox.create({ volumeMounts: mounts }), (err: Error) => {
            assert.match(err.message, new RegExp(`^${code}: `));
            return true;
          });
        }
      } finally {
        await mounted.kill();
      }
      assert.equal((await t.client.delete(`/volumes/${vol.body.volume_id}`)).status, 204);
    });
  });

  describe('wildcard routing through the edge (E2B_DOMAIN, TLS with the local CA)', () => {
    test('envd, the code interpreter, signed file URLs, guest ports and the traffic token by {port}-{id}.{domain}', async () => {
      const seen = await domainRun;
      assert.match(seen.envdUrlHost, /^49983-[0-9a-f-]{36}\.e2b\.test$/);
      assert.equal(seen.run, 'routed by host\n');
      assert.equal(seen.read, 'signed content');
      assert.deepEqual(seen.signedDownload, { status: 200, text: 'signed content' });
      assert.equal(seen.expiredDownload, 401);
      assert.equal(seen.forgedDownload, 401);
      assert.equal(seen.unsignedDownload, 401);
      assert.equal(seen.signedUpload, 200);
      assert.equal(seen.uploaded, 'uploaded through a signed URL');
      assert.deepEqual(seen.guestPort, { status: 200, text: 'signed content' });
      assert.deepEqual(seen.withTrafficToken, { status: 200, text: 'behind the traffic token' });
      assert.equal(seen.withoutTrafficToken, 403);
      assert.equal(seen.wrongTrafficToken, 403);
      assert.equal(seen.runningAfterKill, false, '/health answers 502 once the sandbox is gone');
      assert.match(seen.codeHost, /^49999-[0-9a-f-]{36}\.e2b\.test$/);
      assert.equal(seen.code, '42', 'the code interpreter by {port}-{id}.{domain}');
    });
  });
});

// The code interpreter's cases (port 49999), on this server once the cases above are done.
describeCodeInterpreter(() => t);

describe('afterwards', () => {
  test('bad input gets a 4xx in E2B shape ({code, message}) and changes nothing', async () => {
    for (const [body, why] of [
      [{ templateID: 5 }, 'a templateID that is not a string'],
      [{}, 'no templateID'],
      ['{"templateID": ', 'malformed JSON'],
      [{ templateID: 'base', timeout: -1 }, 'a negative timeout'],
      [{ templateID: 'base', metadata: { 'bad key!': 'x' } }, 'metadata that no label can hold'],
      [{ templateID: 'base', mcp: { x: {} } }, 'an unserved setting'],
    ] as const) {
      const r = await api('POST', '/v2/sandboxes', body);
      assert.equal(r.status, 400, why);
      assert.equal(r.body.code, 400, why);
      assert.equal(typeof r.body.message, 'string', why);
    }
    assert.deepEqual((await api('GET', '/sandboxes/no-such-id')).body.code, 404);
    assert.equal((await api('GET', '/no/such/route')).body.code, 404);
    assert.equal((await api('GET', '/v2/sandboxes', undefined, null)).status, 401);
    // The Python SDK's key check wants e2b_<hex>: the Warren key's bytes in hex are the same key.
    const hexKey = `e2b_${Buffer.from(t.client.key).toString('hex')}`;
    assert.equal((await api('GET', '/v2/sandboxes', undefined, hexKey)).status, 200);
    assert.equal((await api('GET', '/v2/sandboxes', undefined, 'wrn_sk_notakey')).body.code, 401);
    assert.equal((await api('GET', '/v2/sandboxes?state=asleep')).status, 400);
    assert.equal((await api('POST', `/sandboxes/${sbx.sandboxId}/timeout`, { timeout: 'soon' })).status, 400);
    await assert.rejects(e2b.Sandbox.create({ metadata: { 'no spaces please': 'x' } }), (err: Error) => {
      assert.ok(err instanceof e2b.SandboxError);
      assert.match(err.message, /^400: /);
      return true;
    });
    // An empty path would name the user's home: a call that changes something must name it.
    const empty = await envd(sbx.sandboxId, '/filesystem.Filesystem/Remove', {}, { 'x-access-token': tokenOf(sbx) });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.code, 'invalid_argument');
    assert.ok(await sbx.files.exists('/home/user/notes/a.txt'));
    const vms = (await t.client.get('/vms')).body.vms.filter((v: { state: string }) => v.state === 'running');
    assert.ok(vms.every((v: { labels: Record<string, string> }) => !('bad key!' in v.labels)));
  });

  test("the organization's audit log holds what was done through E2B's API and envd", async () => {
    const records = (await t.client.get('/audit?limit=1000')).body.records as { action: string; resource: string }[];
    assert.ok(records.some((r) => r.action === 'e2b POST /v2/sandboxes' && r.resource === sbx.sandboxId));
    assert.ok(records.some((r) => r.action === 'e2b envd process.Process/Start' && r.resource === sbx.sandboxId));
    assert.ok(records.some((r) => r.action === 'e2b envd POST /files'));
  });
});
