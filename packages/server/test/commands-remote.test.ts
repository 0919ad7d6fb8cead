// Commands (docs/commands.md) through `warren api` + `warren host` (docs/deploy.md): every call
// crosses the internal host API, the follower's long polls included. Output streams live and is
// resumed from a cursor on another replica, stdin and a terminal work, the attach WebSocket works,
// and a command outlives a restart of the `warren api` replica and of its `warren host`.

import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { createKey, createOrg } from '../src/control/access/keys.ts';
import { openStore } from '../src/store/index.ts';
import { type Cluster, startCluster } from './cluster-fixture.ts';
import { Client, outputBytes, readOutput, until } from './helpers.ts';

let cluster: Cluster;
/** One client per replica, same organization. */
let c: [Client, Client];
let key: string;
let vm: string;

before(async () => {
  cluster = await startCluster({ prefix: 'warren-commands-', hostMb: 2048, lossS: 60, edgePortBase: 32600 });
  const store = await openStore({ sqlitePath: '', postgresUrl: cluster.postgres });
  await createOrg(store, 'acme');
  key = (await createKey(store, 'acme')).key;
  await store.close();
  c = [new Client(cluster.apis[0].url, key), new Client(cluster.apis[1].url, key)];
  vm = (await c[0].createSmall()).vm_id;
});

after(() => cluster?.stop());

async function start(body: Record<string, unknown>, client = c[0]) {
  const r = await client.post(`/vms/${vm}/commands`, body);
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.command_id as string;
}

async function follow(id: string, client = c[0], cursor = 0) {
  const out = await readOutput(client, vm, id, { cursor, follow: true });
  assert.equal(out.status, 200);
  const end = out.lines.at(-1);
  assert.ok(end?.end, 'no end line');
  return { lines: out.lines, end };
}

/** The replica's node of the sandbox: its host. */
async function hostOf(): Promise<'a' | 'b'> {
  const r = await c[0].get(`/vms/${vm}`);
  return r.body.node === 'host-a' ? 'a' : 'b';
}

describe('commands through `warren api` + `warren host`', () => {
  it('lines printed a second apart arrive about a second apart', async () => {
    const id = await start({ command: 'for i in 1 2 3; do echo $i; sleep 1; done' });
    const { lines, end } = await follow(id);
    const data = lines.filter((l) => l.stream === 'stdout');
    assert.equal(outputBytes(data).toString(), '1\n2\n3\n');
    for (let i = 1; i < data.length; i++) {
      const gap = data[i].arrivedMs - data[i - 1].arrivedMs;
      assert.ok(gap > 700 && gap < 1_500, `gap ${gap.toFixed(0)} ms`);
    }
    assert.equal(end.exit_code, 0);
  });

  it('a follower cut off on one replica resumes on the other with no gap and no repeat; 8 MiB byte-exact', async () => {
    const size = 8 * 1024 * 1024;
    const id = await start({ command: `yes 0123456789abcdef | head -c ${size}` });
    let n = 0;
    const first = await readOutput(c[0], vm, id, { follow: true, cutAfter: () => ++n === 20 });
    const cursor = (first.lines.at(-1)?.seq ?? -1) + 1;
    const rest = await follow(id, c[1], cursor);
    const all = [...first.lines, ...rest.lines];
    for (const [i, l] of all.entries()) assert.equal(l.seq, i);
    const got = outputBytes(all);
    const want = Buffer.from('0123456789abcdef\n'.repeat(Math.ceil(size / 17))).subarray(0, size);
    assert.equal(createHash('sha256').update(got).digest('hex'), createHash('sha256').update(want).digest('hex'));
  });

  it('stdin, a terminal and its resize, a timeout, exec env/cwd/timeout_s', async () => {
    const cat = await start({ args: ['cat'], stdin: true });
    await c[1].post(`/vms/${vm}/commands/${cat}/stdin`, { data_b64: Buffer.from('abc').toString('base64'), eof: true });
    assert.equal(outputBytes((await follow(cat)).lines).toString(), 'abc');

    const tty = await start({ command: 'stty size; read x; stty size', pty: { cols: 80, rows: 24 } });
    await until('the first size', async () =>
      outputBytes((await readOutput(c[0], vm, tty)).lines).includes('24 80') ? true : undefined,
    );
    assert.equal((await c[0].post(`/vms/${vm}/commands/${tty}/resize`, { cols: 90, rows: 33 })).status, 204);
    await c[0].post(`/vms/${vm}/commands/${tty}/stdin`, { data_b64: Buffer.from('\n').toString('base64') });
    assert.match(outputBytes((await follow(tty)).lines).toString(), /33 90/);

    const slow = await start({ command: 'sleep 1021 & sleep 1022', timeout_s: 1 });
    assert.equal((await follow(slow)).end.timed_out, true);

    const r = await c[0].post(`/vms/${vm}/exec`, {
      args: ['sh', '-c', 'echo $V; pwd; sleep 30'],
      env: { V: 'v' },
      cwd: '/tmp',
      timeout_s: 1,
    });
    assert.deepEqual([r.body.stdout, r.body.timed_out, r.body.exit_code], ['v\n/tmp\n', true, 137]);
  });

  it('attach: a WebSocket on a replica drives a shell on the host', async () => {
    const id = await start({ args: ['sh'], pty: { cols: 80, rows: 24 } });
    const ws = new WebSocket(`${c[1].url.replace('http', 'ws')}/vms/${vm}/commands/${id}/attach`, {
      headers: { authorization: `Bearer ${key}` },
    });
    const got: Buffer[] = [];
    ws.on('message', (d: Buffer, binary: boolean) => binary && got.push(d));
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    ws.send(Buffer.from('echo remote-$((2*21)); exit 9\n'));
    const close = await closed;
    assert.deepEqual(JSON.parse(close.reason), { exit_code: 9, timed_out: false });
    assert.match(Buffer.concat(got).toString(), /remote-42/);
  });

  it('a command outlives a restart of `warren api` and of its `warren host`', async () => {
    const id = await start({ command: 'for i in 1 2 3 4 5 6 7 8; do echo n$i; sleep 1; done' });
    let n = 0;
    const first = await readOutput(c[0], vm, id, { follow: true, cutAfter: () => ++n === 1 });
    await cluster.apis[0].kill();
    await cluster.apis[0].start();
    const host = cluster.hosts[await hostOf()];
    await host.kill();
    await host.start();
    const again = new Client(cluster.apis[0].url, key);
    const rest = await until(
      'the host back',
      async () => {
        const out = await readOutput(again, vm, id, { cursor: first.lines[0].seq + 1, follow: true });
        return out.status === 200 && out.lines.at(-1)?.end ? out : undefined;
      },
      60_000,
    );
    assert.equal(outputBytes([...first.lines, ...rest.lines]).toString(), 'n1\nn2\nn3\nn4\nn5\nn6\nn7\nn8\n');
    assert.equal(rest.lines.at(-1)?.exit_code, 0);
  });
});
