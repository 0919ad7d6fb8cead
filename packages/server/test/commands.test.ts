// Commands the way agents run them (docs/commands.md), on real microVMs through the public API:
// exec's env, cwd and timeout_s; commands started at once and followed live from a cursor as
// NDJSON, resumed after a cut with no gap and no repeat; 64 MiB byte-exact; stdin, terminals and
// resize, signals, the WebSocket attach; a command outliving its client, sleep/wake, pause,
// archive/unarchive and a `warren serve` restart (the server is a child process, killed and started
// again); the spec's errors.

import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { Client, outputBytes, readOutput, until } from './helpers.ts';
import { ServeProcess } from './serve-process-fixture.ts';

const serve = new ServeProcess('warren-commands-');
let c: Client;
/** A client of another organization. */
let other: Client;
let vm: string;

const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

async function startCommand(body: Record<string, unknown>, vmId = vm) {
  const r = await c.post(`/vms/${vmId}/commands`, body);
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body as { command_id: string; pid: number; state: string; started_unix_ns: number };
}

/** Follows a command to its end line and returns every line. */
async function follow(commandId: string, cursor = 0, client = c, vmId = vm) {
  const out = await readOutput(client, vmId, commandId, { cursor, follow: true });
  assert.equal(out.status, 200);
  const end = out.lines.at(-1);
  assert.ok(end?.end, `the answer ended without its end line: ${JSON.stringify(end)}`);
  return { lines: out.lines, end };
}

before(async () => {
  await serve.init();
  c = serve.client;
  serve.cli('org', 'create', 'globex');
  other = new Client(c.url, serve.cli('key', 'create', '--org', 'globex'));
  vm = (await c.createSmall()).vm_id;
});

after(() => serve.close());

describe('POST /vms/{id}/exec: env, cwd and timeout_s', () => {
  it('env and cwd are honoured in the argument-list form', async () => {
    const r = await c.exec(vm, ['sh', '-c', 'echo "$GREETING"; pwd'], { env: { GREETING: 'hi there' }, cwd: '/tmp' });
    assert.equal(r.stdout, 'hi there\n/tmp\n');
    assert.equal('timed_out' in r, false, 'without timeout_s nothing changes');
  });

  it('in the session form env and cwd are set in the session, so they last', async () => {
    const s = { session_id: 'envs' };
    let r = await c.post(`/vms/${vm}/exec`, { ...s, command: 'echo $A; pwd', env: { A: 'one' }, cwd: '/tmp' });
    assert.equal(r.body.stdout, 'one\n/tmp\n');
    r = await c.post(`/vms/${vm}/exec`, { ...s, command: 'echo $A; pwd' });
    assert.equal(r.body.stdout, 'one\n/tmp\n');
    r = await c.post(`/vms/${vm}/exec`, { ...s, command: 'true', cwd: '/no/such' });
    assert.equal(r.body.exit_code, 126);
  });

  it('a timeout kills the whole process tree and says so', async () => {
    const t0 = performance.now();
    const r = await c.post(`/vms/${vm}/exec`, {
      args: ['sh', '-c', 'sleep 1001 & (setsid sleep 1002 &); sleep 1003'],
      timeout_s: 1,
    });
    assert.equal(r.status, 200);
    assert.equal(r.body.timed_out, true);
    assert.equal(r.body.exit_code, 137);
    assert.ok(performance.now() - t0 < 8_000, 'the answer came long after the timeout');
    const ps = await c.sh(vm, 'ps -o args | grep "sleep 100[123]" || true');
    assert.equal(ps.stdout, '', `survivors:\n${ps.stdout}`);
  });

  it('a session command that times out is killed, and the session lives on', async () => {
    const s = { session_id: 'timeouts' };
    await c.post(`/vms/${vm}/exec`, { ...s, command: 'cd /tmp; X=kept' });
    const r = await c.post(`/vms/${vm}/exec`, { ...s, command: 'sleep 1004', timeout_s: 1 });
    assert.equal(r.body.timed_out, true);
    const after = await c.post(`/vms/${vm}/exec`, { ...s, command: 'pwd; echo $X' });
    assert.equal(after.body.stdout, '/tmp\nkept\n');
  });

  it('bad values are 400', async () => {
    for (const extra of [{ timeout_s: 0 }, { timeout_s: 86_401 }, { cwd: 'relative' }, { env: { 'A=B': 'x' } }]) {
      const r = await c.post(`/vms/${vm}/exec`, { args: ['true'], ...extra });
      assert.equal(r.status, 400, JSON.stringify(extra));
    }
    const bg = await c.post(`/vms/${vm}/exec`, { args: ['true'], background: true, timeout_s: 5 });
    assert.equal(bg.status, 400);
  });
});

describe('POST /vms/{id}/commands', () => {
  it('answers 201 at once with the command running', async () => {
    const t0 = performance.now();
    const cmd = await startCommand({ args: ['sleep', '3'] });
    assert.ok(performance.now() - t0 < 2_000);
    assert.equal(cmd.state, 'running');
    assert.ok(cmd.pid > 0);
    assert.ok(cmd.started_unix_ns > 0);
    assert.match(cmd.command_id, /^[0-9a-f-]{36}$/);
  });

  it('env and cwd are honoured; a program that cannot start ends with 127', async () => {
    const cmd = await startCommand({ command: 'echo "$X"; pwd', env: { X: 'y' }, cwd: '/tmp' });
    const { lines, end } = await follow(cmd.command_id);
    assert.equal(outputBytes(lines, 'stdout').toString(), 'y\n/tmp\n');
    assert.equal(end.exit_code, 0);
    const missing = await startCommand({ args: ['no-such-program'] });
    const m = await follow(missing.command_id);
    assert.equal(m.end.exit_code, 127);
    assert.match(outputBytes(m.lines, 'stderr').toString(), /not found/);
  });

  it('a timeout kills the process tree and the end line says so', async () => {
    const cmd = await startCommand({ command: 'sleep 1011 & (setsid sleep 1012 &); sleep 1013', timeout_s: 1 });
    const { end } = await follow(cmd.command_id);
    assert.equal(end.timed_out, true);
    assert.equal(end.exit_code, 137);
    const ps = await c.sh(vm, 'ps -o args | grep "sleep 101[123]" || true');
    assert.equal(ps.stdout, '');
    const got = await c.get(`/vms/${vm}/commands/${cmd.command_id}`);
    assert.equal(got.body.timed_out, true);
  });

  it('bad bodies are 400', async () => {
    assert.equal((await c.post(`/vms/${vm}/commands`)).status, 400, 'no body');
    for (const body of [
      {},
      { args: ['true'], command: 'true' },
      { args: [] },
      { command: 'true', pty: { cols: 0, rows: 10 } },
      { command: 'true', timeout_s: 0 },
      { command: 'true', extra: 1 },
    ]) {
      const r = await c.post(`/vms/${vm}/commands`, body);
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.equal(typeof r.body.error, 'string');
    }
  });
});

describe('GET /vms/{id}/commands/{command_id}/output', () => {
  it('lines printed a second apart arrive about a second apart', async () => {
    const cmd = await startCommand({ command: 'for i in 1 2 3 4; do echo line $i; sleep 1; done' });
    const { lines } = await follow(cmd.command_id);
    const data = lines.filter((l) => l.stream === 'stdout');
    assert.equal(outputBytes(data).toString(), 'line 1\nline 2\nline 3\nline 4\n');
    assert.equal(data.length, 4);
    for (let i = 1; i < data.length; i++) {
      const gap = data[i].arrivedMs - data[i - 1].arrivedMs;
      assert.ok(gap > 700 && gap < 1_500, `line ${i + 1} arrived ${gap.toFixed(0)} ms after the one before`);
    }
  });

  it('answers NDJSON in seq order, and without follow ends with what exists now', async () => {
    const cmd = await startCommand({ command: 'echo a; echo b >&2; sleep 30' });
    await until('two frames', async () => {
      const now = await readOutput(c, vm, cmd.command_id);
      return now.lines.length === 2 ? true : undefined;
    });
    const now = await readOutput(c, vm, cmd.command_id);
    assert.equal(now.contentType, 'application/x-ndjson');
    assert.deepEqual(
      now.lines.map((l) => [l.seq, l.stream]),
      [
        [0, 'stdout'],
        [1, 'stderr'],
      ],
    );
    assert.ok(now.lines.every((l) => !l.end && typeof l.at_unix_ns === 'number'));
    const rest = await readOutput(c, vm, cmd.command_id, { cursor: 1 });
    assert.deepEqual(
      rest.lines.map((l) => l.seq),
      [1],
    );
    await c.post(`/vms/${vm}/commands/${cmd.command_id}/signal`, { signal: 'KILL' });
    const { end } = await follow(cmd.command_id, 2);
    assert.deepEqual([end.seq, end.exit_code, end.timed_out], [2, 137, false]);
  });

  it('without follow, a command that never stops printing still gets an answer that ends', async () => {
    const cmd = await startCommand({ command: 'while :; do echo spam; done' });
    await until('some output', async () => ((await readOutput(c, vm, cmd.command_id)).lines.length ? true : undefined));
    const now = await readOutput(c, vm, cmd.command_id);
    assert.equal(now.status, 200);
    assert.ok(now.lines.length > 0 && !now.lines.at(-1)?.end);
    await c.post(`/vms/${vm}/commands/${cmd.command_id}/signal`, { signal: 'KILL' });
  });

  it("a follower cut off mid-stream and resumed from its cursor ends with the sha256 of exec's output", async () => {
    const script =
      'i=0; while [ $i -lt 3000 ]; do echo "line $i of the output"; i=$((i+1)); [ $((i % 300)) = 0 ] && sleep 0.2; done';
    const cmd = await startCommand({ command: script });
    const seen: Buffer[] = [];
    let cursor = 0;
    let cuts = 0;
    for (;;) {
      // Cut every connection after 400 lines (of about 3000): each resume starts from the next seq.
      let n = 0;
      const part = await readOutput(c, vm, cmd.command_id, { cursor, follow: true, cutAfter: () => ++n === 400 });
      for (const l of part.lines) {
        assert.equal(l.seq, cursor, 'a gap or a repeat');
        if (l.data_b64) seen.push(Buffer.from(l.data_b64, 'base64'));
        cursor = l.seq + 1;
      }
      if (part.lines.at(-1)?.end) break;
      cuts++;
    }
    assert.ok(cuts >= 3, `only ${cuts} cuts`);
    const exec = await c.exec(vm, ['sh', '-c', script]);
    assert.equal(sha256(Buffer.concat(seen)), sha256(exec.stdout));
  });

  it('64 MiB of output arrives byte-exact', async () => {
    const size = 64 * 1024 * 1024;
    const pattern = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-_+=\n';
    const expected = createHash('sha256');
    const whole = Buffer.from(pattern.repeat(Math.ceil(size / pattern.length))).subarray(0, size);
    expected.update(whole);
    const t0 = performance.now();
    const cmd = await startCommand({ command: `yes '${pattern.slice(0, -1)}' | head -c ${size}` });
    const out = await readOutput(c, vm, cmd.command_id, { follow: true });
    const ms = performance.now() - t0;
    const got = outputBytes(out.lines);
    assert.equal(out.lines.at(-1)?.exit_code, 0);
    assert.ok(!out.lines.some((l) => l.dropped_bytes), 'output was dropped while followed');
    assert.equal(got.length, size);
    assert.equal(sha256(got), expected.digest('hex'));
    console.log(`# 64 MiB streamed in ${ms.toFixed(0)} ms (${(((size / ms) * 1000) / 1048576).toFixed(1)} MiB/s)`);
  });

  it('an unknown command is 404, a bad cursor 400', async () => {
    assert.equal((await readOutput(c, vm, 'no-such-command')).status, 404);
    const r = await c.get(`/vms/${vm}/commands/x/output?cursor=-1`);
    assert.equal(r.status, 400);
  });
});

describe('POST /vms/{id}/commands/{command_id}/stdin', () => {
  it('stdin reaches cat and EOF ends it', async () => {
    const cmd = await startCommand({ args: ['cat'], stdin: true });
    const w = (data: string, eof?: boolean) =>
      c.post(`/vms/${vm}/commands/${cmd.command_id}/stdin`, {
        data_b64: Buffer.from(data).toString('base64'),
        ...(eof ? { eof } : {}),
      });
    assert.equal((await w('hello ')).status, 204);
    assert.equal((await w('world', true)).status, 204);
    const { lines, end } = await follow(cmd.command_id);
    assert.equal(outputBytes(lines).toString(), 'hello world');
    assert.equal(end.exit_code, 0);
    assert.equal((await w('late')).status, 409, 'stdin of an exited command');
  });

  it('a command started without stdin reads nothing and refuses writes with 409', async () => {
    const cmd = await startCommand({ command: 'cat; sleep 30' });
    const r = await c.post(`/vms/${vm}/commands/${cmd.command_id}/stdin`, { data_b64: 'eA==' });
    assert.equal(r.status, 409);
    assert.equal((await c.post(`/vms/${vm}/commands/${cmd.command_id}/stdin`, { data_b64: '!!' })).status, 400);
    await c.post(`/vms/${vm}/commands/${cmd.command_id}/signal`, { signal: 'KILL' });
  });
});

describe('terminals: POST /vms/{id}/commands/{command_id}/resize', () => {
  it('`stty size` on a terminal follows a resize', async () => {
    const cmd = await startCommand({ command: 'stty size; read x; stty size', pty: { cols: 80, rows: 24 } });
    await until('the first size', async () => {
      const now = await readOutput(c, vm, cmd.command_id);
      return outputBytes(now.lines).toString().includes('24 80') ? true : undefined;
    });
    assert.equal((await c.post(`/vms/${vm}/commands/${cmd.command_id}/resize`, { cols: 132, rows: 50 })).status, 204);
    const w = await c.post(`/vms/${vm}/commands/${cmd.command_id}/stdin`, {
      data_b64: Buffer.from('\n').toString('base64'),
    });
    assert.equal(w.status, 204);
    const { lines, end } = await follow(cmd.command_id);
    assert.ok(lines.every((l) => l.end || l.stream === 'pty'));
    assert.match(outputBytes(lines).toString(), /24 80[\s\S]*50 132/);
    assert.equal(end.exit_code, 0);
    const got = await c.get(`/vms/${vm}/commands/${cmd.command_id}`);
    assert.deepEqual(got.body.pty, { cols: 132, rows: 50 });
  });

  it('a command without a terminal answers 409', async () => {
    const cmd = await startCommand({ args: ['sleep', '5'] });
    const r = await c.post(`/vms/${vm}/commands/${cmd.command_id}/resize`, { cols: 10, rows: 10 });
    assert.equal(r.status, 409);
    assert.equal(r.body.error, 'command has no terminal');
  });
});

describe('POST /vms/{id}/commands/{command_id}/signal', () => {
  it('INT reaches the command; KILL ends it with 137', async () => {
    const cmd = await startCommand({
      command: "trap 'echo got INT; exit 3' INT; echo ready; while :; do sleep 1; done",
    });
    await until('ready', async () => ((await readOutput(c, vm, cmd.command_id)).lines.length ? true : undefined));
    assert.equal((await c.post(`/vms/${vm}/commands/${cmd.command_id}/signal`, { signal: 'INT' })).status, 204);
    const { lines, end } = await follow(cmd.command_id);
    assert.match(outputBytes(lines).toString(), /got INT/);
    assert.equal(end.exit_code, 3);
    const again = await c.post(`/vms/${vm}/commands/${cmd.command_id}/signal`, { signal: 'INT' });
    assert.equal(again.status, 409);
    assert.equal((await c.post(`/vms/${vm}/commands/${cmd.command_id}/signal`, { signal: 'STOP' })).status, 400);
  });
});

describe('GET /vms/{id}/commands and GET /vms/{id}/commands/{command_id}', () => {
  it('lists newest first and shows one with its fields', async () => {
    const a = await startCommand({ args: ['echo', 'a'] });
    const b = await startCommand({ command: 'exit 4' });
    await follow(b.command_id);
    const list = await c.get(`/vms/${vm}/commands`);
    assert.equal(list.status, 200);
    const ids = list.body.commands.map((x: { command_id: string }) => x.command_id);
    assert.ok(ids.indexOf(b.command_id) < ids.indexOf(a.command_id));
    const got = await c.get(`/vms/${vm}/commands/${b.command_id}`);
    assert.equal(got.body.state, 'exited');
    assert.equal(got.body.exit_code, 4);
    assert.equal(got.body.command, 'exit 4');
    assert.equal(got.body.pty, null);
    assert.ok(got.body.ended_unix_ns >= got.body.started_unix_ns);
    const running = await startCommand({ args: ['sleep', '3'] });
    const r = await c.get(`/vms/${vm}/commands/${running.command_id}`);
    assert.deepEqual([r.body.state, r.body.exit_code, r.body.ended_unix_ns], ['running', null, null]);
    assert.deepEqual(r.body.args, ['sleep', '3']);
  });

  it("another organization's sandbox is 404 on every command route", async () => {
    const cmd = await startCommand({ args: ['true'] });
    const base = `/vms/${vm}/commands`;
    const o = other;
    assert.equal((await o.post(base, { args: ['true'] })).status, 404);
    assert.equal((await o.get(base)).status, 404);
    assert.equal((await o.get(`${base}/${cmd.command_id}`)).status, 404);
    assert.equal((await readOutput(o, vm, cmd.command_id)).status, 404);
    assert.equal((await o.post(`${base}/${cmd.command_id}/stdin`, { data_b64: '' })).status, 404);
    assert.equal((await o.post(`${base}/${cmd.command_id}/signal`, { signal: 'KILL' })).status, 404);
    assert.equal((await o.post(`${base}/${cmd.command_id}/resize`, { cols: 1, rows: 1 })).status, 404);
    assert.equal((await c.get(`${base}/no-such-command`)).status, 404);
  });
});

/** Opens the attach WebSocket of a command; messages are collected as they come. */
async function attach(commandId: string, client = c, vmId = vm) {
  const url = `${client.url.replace('http', 'ws')}/vms/${vmId}/commands/${commandId}/attach`;
  const ws = new WebSocket(url, { headers: { authorization: `Bearer ${client.key}` } });
  const received: Buffer[] = [];
  const texts: string[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  ws.on('message', (data: Buffer, isBinary: boolean) => {
    if (isBinary) received.push(data);
    else texts.push(data.toString());
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) => reject(new Error(`attach answered ${res.statusCode}`)));
    ws.once('error', reject);
  });
  return { ws, received, texts, closed, text: () => Buffer.concat(received).toString() };
}

describe('GET /vms/{id}/commands/{command_id}/attach (WebSocket)', () => {
  it('binary frames are stdin and output, a text frame resizes, the close frame carries the exit', async () => {
    const cmd = await startCommand({ args: ['sh'], pty: { cols: 80, rows: 24 } });
    const a = await attach(cmd.command_id);
    a.ws.send(Buffer.from('echo hello-$((6*7))\n'));
    await until('the echo', async () => (a.text().includes('hello-42') ? true : undefined));
    a.ws.send(JSON.stringify({ resize: { cols: 100, rows: 40 } }));
    await until('the resize', async () => {
      const r = await c.get(`/vms/${vm}/commands/${cmd.command_id}`);
      return r.body.pty.cols === 100 ? true : undefined;
    });
    a.ws.send(Buffer.from('stty size; exit 5\n'));
    const close = await a.closed;
    assert.equal(close.code, 1000);
    assert.deepEqual(JSON.parse(close.reason), { exit_code: 5, timed_out: false });
    assert.match(a.text(), /40 100/);
  });

  it('detaching leaves the command running; a new attach replays from its cursor', async () => {
    const cmd = await startCommand({ args: ['sh'], pty: { cols: 80, rows: 24 } });
    const first = await attach(cmd.command_id);
    first.ws.send(Buffer.from('echo first-$((1+1))\n'));
    await until('the first echo', async () => (first.text().includes('first-2') ? true : undefined));
    first.ws.close();
    await first.closed;
    assert.equal((await c.get(`/vms/${vm}/commands/${cmd.command_id}`)).body.state, 'running');
    const second = await attach(cmd.command_id);
    await until('the replay', async () => (second.text().includes('first-2') ? true : undefined));
    second.ws.send(JSON.stringify({ signal: 'KILL' }));
    const close = await second.closed;
    assert.equal(JSON.parse(close.reason).exit_code, 137);
  });

  it('an unknown command or another organization is 404 before the upgrade', async () => {
    await assert.rejects(attach('no-such-command'));
    const cmd = await startCommand({ args: ['true'] });
    await assert.rejects(attach(cmd.command_id, other));
    const plain = await c.get(`/vms/${vm}/commands/${cmd.command_id}/attach`);
    assert.equal(plain.status, 426, 'a request without an upgrade');
  });
});

describe('a command outlives its client: sleep/wake, pause, archive/unarchive', () => {
  it('a running command is work: the sandbox does not sleep', async () => {
    const cmd = await startCommand({ args: ['sleep', '20'] });
    const r = await c.post(`/vms/${vm}/sleep`);
    assert.equal(r.status === 409 || r.body.slept === false, true, JSON.stringify(r.body));
    await c.post(`/vms/${vm}/commands/${cmd.command_id}/signal`, { signal: 'KILL' });
  });

  it('output keeps filling while nobody follows, and is all there after sleep and wake', async () => {
    const own = (await c.createSmall()).vm_id;
    const cmd = await startCommand({ command: 'for i in 1 2 3; do echo tick $i; sleep 0.5; done' }, own);
    await until('the end', async () => {
      const r = await c.get(`/vms/${own}/commands/${cmd.command_id}`);
      return r.body.state === 'exited' ? true : undefined;
    });
    assert.equal((await c.post(`/vms/${own}/sleep`)).body.slept, true);
    const { lines } = await follow(cmd.command_id, 0, c, own);
    assert.equal(outputBytes(lines).toString(), 'tick 1\ntick 2\ntick 3\n');
    await c.delete(`/vms/${own}`);
  });

  it('a paused sandbox answers 409; after resume the command went on', async () => {
    const cmd = await startCommand({ command: 'echo before; sleep 2; echo after' });
    assert.equal((await c.post(`/vms/${vm}/pause`)).status, 204);
    const r = await c.get(`/vms/${vm}/commands/${cmd.command_id}`);
    assert.equal(r.status, 409);
    assert.equal(r.body.error, 'sandbox is paused');
    assert.equal((await readOutput(c, vm, cmd.command_id)).status, 409);
    assert.equal((await c.post(`/vms/${vm}/resume`)).status, 204);
    const { lines } = await follow(cmd.command_id);
    assert.equal(outputBytes(lines).toString(), 'before\nafter\n');
  });

  it('an archived sandbox answers 409; after unarchive a running command goes on and its output is whole', async () => {
    const own = (await c.createSmall()).vm_id;
    const cmd = await startCommand({ command: 'echo one; sleep 4; echo two' }, own);
    await until('one', async () => ((await readOutput(c, own, cmd.command_id)).lines.length ? true : undefined));
    const stop = await c.post(`/vms/${own}/stop`);
    assert.equal(stop.status, 200, JSON.stringify(stop.body));
    assert.equal((await c.get(`/vms/${own}/commands`)).status, 409);
    assert.equal((await c.post(`/vms/${own}/start`)).status, 200);
    const { lines, end } = await follow(cmd.command_id, 0, c, own);
    assert.equal(outputBytes(lines).toString(), 'one\ntwo\n');
    assert.equal(end.exit_code, 0);
    await c.delete(`/vms/${own}`);
  });
});

describe('a command outlives a `warren serve` restart', () => {
  it('the re-adopted sandbox still runs it, and a follower resumes from its cursor', async () => {
    const cmd = await startCommand({ command: 'for i in 1 2 3 4 5 6; do echo n$i; sleep 1; done' });
    let n = 0;
    const part = await readOutput(c, vm, cmd.command_id, { follow: true, cutAfter: () => ++n === 1 });
    const cursor = part.lines[0].seq + 1;
    serve.kill();
    await serve.start();
    const { lines, end } = await follow(cmd.command_id, cursor);
    assert.equal(outputBytes([...part.lines, ...lines]).toString(), 'n1\nn2\nn3\nn4\nn5\nn6\n');
    assert.equal(end.exit_code, 0);
  });
});
