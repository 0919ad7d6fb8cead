// @warren/sdk's commands (docs/commands.md) against a real server and a real microVM: run's env,
// cwd, timeoutS and output callbacks; commands.start with output() followed live and resumed by
// itself after its connection is cut (the proxy cuts it); stdin and EOF; signals; list and get;
// a terminal (sandbox.pty) driven over attach, resized.

import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../server/test/helpers.ts';
import { Client, type Command, ConflictError, NotFoundError, type Sandbox } from '../src/index.ts';
import { CUT_AFTER_BYTES, startProxy } from './proxy.ts';

let t: TestServer;
let client: Client;
let vm: Sandbox;

const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest('hex');

/** Every frame of a command's output, followed to its end, joined. */
async function followAll(cmd: Command): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const f of cmd.output({ follow: true })) parts.push(f.data);
  return Buffer.concat(parts);
}

before(async () => {
  t = await startTestServer({ idle: { idleAfterMs: 600_000, checkEveryMs: 600_000 } });
  client = new Client({ token: t.client.key, apiUrl: t.server.url });
  vm = await client.sandboxes.create({ image: 'busybox', cpus: 1, memory_mb: 128 });
});
after(async () => {
  await vm?.delete();
  client.close();
  await t.close();
});

describe('sandbox.run: env, cwd, timeoutS', () => {
  it('honours env and cwd; without a timeout there is no timed_out', async () => {
    const r = await vm.run('echo "$GREETING"; pwd', { env: { GREETING: 'hi there' }, cwd: '/tmp' });
    assert.equal(r.stdout, 'hi there\n/tmp\n');
    assert.equal('timed_out' in r, false);
  });

  it('a timeout kills the process tree and says so', async () => {
    const r = await vm.run('sleep 1001 & sleep 1002', { timeoutS: 1 });
    assert.equal(r.timed_out, true);
    assert.equal(r.exit_code, 137);
    assert.equal((await vm.run('ps -o args | grep "sleep 100[12]" || true')).stdout, '');
  });

  it('session.run takes env and cwd too', async () => {
    const s = vm.session();
    assert.equal((await s.run('echo $A; pwd', { env: { A: 'one' }, cwd: '/tmp' })).stdout, 'one\n/tmp\n');
    assert.equal((await s.run('echo $A')).stdout, 'one\n', 'set in the session, so it lasts');
    await s.close();
  });
});

describe('sandbox.run with onStdout and onStderr', () => {
  it('streams lines printed a second apart about a second apart, and answers what exec would', async () => {
    const seen: { stream: string; text: string; at: number }[] = [];
    const r = await vm.run('for i in 1 2 3; do echo "out $i"; echo "err $i" >&2; sleep 1; done; exit 5', {
      onStdout: (text) => seen.push({ stream: 'stdout', text, at: performance.now() }),
      onStderr: (text) => seen.push({ stream: 'stderr', text, at: performance.now() }),
    });
    assert.equal(r.exit_code, 5);
    assert.equal(r.stdout, 'out 1\nout 2\nout 3\n');
    assert.equal(r.stderr, 'err 1\nerr 2\nerr 3\n');
    assert.equal(r.stdout_truncated, false);
    const outs = seen.filter((s) => s.stream === 'stdout');
    assert.equal(outs.map((s) => s.text).join(''), r.stdout);
    const at = (line: string) => outs.find((s) => s.text.includes(line))?.at ?? Number.NaN;
    for (const [a, b] of [
      ['out 1', 'out 2'],
      ['out 2', 'out 3'],
    ]) {
      const gap = at(b) - at(a);
      // Streamed as printed, a second apart: lines held back to the end would arrive together. (No
      // upper bound: a loaded host stretches the loop, and how much is not this test's business.)
      assert.ok(gap > 700, `${a} to ${b}: ${gap.toFixed(0)} ms apart`);
    }
  });

  it('feeds stdin and keeps a character split across frames whole', async () => {
    const out: string[] = [];
    const r = await vm.run(['sh', '-c', "cat; printf '\\303'; sleep 0.3; printf '\\251\\n'"], {
      stdin: 'fed\n',
      onStdout: (text) => out.push(text),
    });
    assert.equal(r.stdout, 'fed\né\n');
    assert.equal(out.join(''), 'fed\né\n');
    assert.ok(!out.join('').includes('\ufffd'));
  });
});

describe('sandbox.commands', () => {
  it('start answers at once with id and pid; output follows; a cut connection resumes with no gap and no repeat', async () => {
    // About 1 MiB in bursts, so the cut falls in the middle of the stream.
    const script = 'i=0; while [ $i -lt 20 ]; do seq 1 10000; i=$((i+1)); sleep 0.05; done';
    const proxy = await startProxy(t.server.url, (req, n) =>
      req.url?.includes('/output') && n === 1 ? 'cut-answer' : 'pass',
    );
    try {
      const c = new Client({ token: t.client.key, apiUrl: proxy.url });
      const t0 = performance.now();
      const cmd = await (await c.sandboxes.get(vm.vm_id)).commands.start(script);
      assert.ok(performance.now() - t0 < 5000, 'answered at once');
      assert.match(cmd.id, /^[0-9a-f-]{36}$/);
      assert.ok(cmd.pid > 0);
      assert.equal(cmd.info.state, 'running');
      const got = await followAll(cmd);
      const outputs = proxy.seen.filter((key) => key.endsWith('/output'));
      assert.ok(outputs.length >= 2, `the follow was cut and resumed: ${outputs.join(', ')}`);
      assert.ok(got.length > CUT_AFTER_BYTES, 'more came than the first answer carried');
      const exec = await vm.run(script);
      assert.equal(sha256(got), sha256(exec.stdout), 'the resumed output equals the same command from exec');
      assert.deepEqual(cmd.exit, { exit_code: 0, timed_out: false });
      c.close();
    } finally {
      await proxy.close();
    }
  });

  it('output without follow ends with what exists; from a cursor it reads on after a seq', async () => {
    const cmd = await vm.commands.start(['sh', '-c', 'echo one; echo two >&2; sleep 30']);
    await new Promise((r) => setTimeout(r, 500));
    const frames = [];
    for await (const f of cmd.output()) frames.push(f);
    // stdout and stderr are read apart in the sandbox: their frames' order between them is not the script's.
    assert.deepEqual(frames.map((f) => [f.stream, Buffer.from(f.data).toString()]).sort(), [
      ['stderr', 'two\n'],
      ['stdout', 'one\n'],
    ]);
    assert.equal(frames[1].seq, frames[0].seq + 1);
    const rest = [];
    for await (const f of cmd.output({ cursor: frames[0].seq + 1 })) rest.push(f.seq);
    assert.deepEqual(rest, [frames[1].seq]);
    await cmd.kill();
    assert.deepEqual(await cmd.wait(), { exit_code: 137, timed_out: false });
  });

  it('sendStdin reaches cat and closeStdin ends it', async () => {
    const cmd = await vm.commands.start(['cat'], { stdin: true });
    await cmd.sendStdin('hello ');
    await cmd.sendStdin(new Uint8Array([0xff, 0x00, 0x0a]));
    await cmd.closeStdin();
    assert.deepEqual(await cmd.wait(), { exit_code: 0, timed_out: false });
    assert.deepEqual(await followAll(cmd), Buffer.from([...Buffer.from('hello '), 0xff, 0x00, 0x0a]));
  });

  it('signal INT ends a sleep with 130; env, cwd and timeoutS apply to a started command', async () => {
    const sleeper = await vm.commands.start('sleep 60');
    await sleeper.signal('INT');
    assert.equal((await sleeper.wait()).exit_code, 130);
    const cmd = await vm.commands.start('echo $X; pwd; sleep 60', { env: { X: 'y' }, cwd: '/tmp', timeoutS: 1 });
    assert.deepEqual(await cmd.wait(), { exit_code: 137, timed_out: true });
    assert.equal((await followAll(cmd)).toString(), 'y\n/tmp\n');
  });

  it('list answers the commands newest first; get one by id; an unknown id is NotFoundError', async () => {
    const cmd = await vm.commands.start(['true']);
    await cmd.wait();
    const listed = await vm.commands.list();
    assert.equal(listed[0].id, cmd.id);
    const got = await vm.commands.get(cmd.id);
    assert.equal(got.info.state, 'exited');
    assert.deepEqual(got.exit, { exit_code: 0, timed_out: false });
    assert.deepEqual(got.info.args, ['true']);
    await assert.rejects(vm.commands.get('no-such-command'), NotFoundError);
  });

  it('resize of a command without a terminal is ConflictError', async () => {
    const cmd = await vm.commands.start(['sleep', '30']);
    await assert.rejects(cmd.resize(80, 24), ConflictError);
    await cmd.kill();
  });
});

describe('sandbox.pty and attach', () => {
  it('drives a terminal over the WebSocket: stty size follows a resize; exit ends it with its code', async () => {
    const term = await vm.pty({ cols: 80, rows: 24 });
    assert.deepEqual(term.info.pty, { cols: 80, rows: 24 });
    let screen = '';
    const a = await term.attach({ onOutput: (d) => (screen += Buffer.from(d).toString()) });
    const waitFor = async (re: RegExp) => {
      for (let i = 0; i < 100 && !re.test(screen); i++) await new Promise((r) => setTimeout(r, 100));
      assert.match(screen, re);
    };
    a.write('stty size\n');
    await waitFor(/24 80/);
    a.resize(100, 30);
    a.write('stty size\n');
    await waitFor(/30 100/);
    a.write('exit 3\n');
    assert.deepEqual(await a.closed, { exit_code: 3, timed_out: false });
    assert.deepEqual(term.exit, { exit_code: 3, timed_out: false });
  });

  it('detach leaves the command running; a second attach replays the ledger', async () => {
    const cmd = await vm.commands.start('echo ready; cat', { stdin: true });
    let first = '';
    const a = await cmd.attach({ onOutput: (d) => (first += Buffer.from(d).toString()) });
    a.write('typed\n');
    for (let i = 0; i < 50 && !first.includes('typed'); i++) await new Promise((r) => setTimeout(r, 100));
    a.detach();
    assert.equal(await a.closed, null);
    assert.equal((await cmd.refresh()).state, 'running');
    let second = '';
    const b = await cmd.attach({ onOutput: (d) => (second += Buffer.from(d).toString()) });
    b.closeStdin();
    assert.deepEqual(await b.closed, { exit_code: 0, timed_out: false });
    assert.equal(second, 'ready\ntyped\n');
  });
});
