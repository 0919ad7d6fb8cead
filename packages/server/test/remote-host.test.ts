// The remote host agent (docs/hosts.md): a real host agent (busybox microVMs) served over loopback
// with serveHostAgent and driven only through RemoteHostAgent, as a control plane on another
// machine drives `warren host`: every HostAgent call, binary data byte-exact, errors as the same
// classes, a guest port as a byte stream, the VM mirror; the cluster secret; and a host that is
// unreachable, hung, killed mid-call or restarted (a `warren host` child process).

import assert from 'node:assert/strict';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { CheckpointError } from '../src/host/checkpoint.ts';
import type { QemuHostAgentApi } from '../src/host/host-agent.ts';
import { openHostAgent } from '../src/host/host-agent.ts';
import { DEFAULT_UIDS } from '../src/host/jail/jail.ts';
import { connectRemoteHost, type RemoteHostAgent } from '../src/host/remote/client.ts';
import { type HostServer, serveHostAgent } from '../src/host/remote/serve.ts';
import { decodeBody, encodeBody } from '../src/host/remote/wire.ts';
import { GuestError, GuestPortRefusedError, HostUnavailableError } from '../src/host/types.ts';
import { PullError } from '../src/images/errors.ts';
import { LocalObjectStore } from '../src/objects/local.ts';
import { issueServerCert, makeCa } from '../src/sys/openssl.ts';
import { until } from './helpers.ts';
import { BUILD, MIB, qemuPids, SCRATCH, spec } from './host-fixture.ts';
import { assertConfined, qemuPidOf } from './jail-fixture.ts';
import { buildConfig, buildLayer, pushImage, startRegistry } from './registry-fixture.ts';

const SECRET = randomBytes(24).toString('base64');
const REPO = path.resolve(import.meta.dirname, '../../..');
const NODE = path.join(REPO, 'node_modules/.bin/node');
const CLI = path.join(REPO, 'packages/cli/src/main.ts');
const ACCEL = (process.env.WARREN_ACCEL as 'tcg' | undefined) ?? 'auto';

let agent: QemuHostAgentApi;
let server: HostServer;
let remote: RemoteHostAgent;
let dataDir: string;
let objects: LocalObjectStore;
const VM = 'remote-main';
const CP = 'remote-cp-1';
const COPY = 'remote-copy';

async function sh(vmId: string, script: string): Promise<string> {
  const r = await remote.exec(vmId, { args: ['sh', '-c', script] });
  assert.equal(r.exitCode, 0, `${script}: ${r.stderr.toString()}`);
  return r.stdout.toString();
}

/** The rejection of `p`, and how long it took to come. */
async function rejection(p: Promise<unknown>): Promise<{ err: Error; ms: number }> {
  const t0 = performance.now();
  try {
    await p;
  } catch (err) {
    return { err: err as Error, ms: performance.now() - t0 };
  }
  assert.fail('expected a rejection');
}

/** Everything a stream sends until it ends. */
function readAll(stream: Duplex, timeoutMs = 20_000): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => reject(new Error('the stream did not end')), timeoutMs);
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
    stream.on('error', reject);
  });
}

before(async () => {
  dataDir = fs.mkdtempSync(path.join(SCRATCH, 'warren-remote-'));
  objects = new LocalObjectStore(path.join(dataDir, 'objects'), () => 'http://127.0.0.1', randomBytes(32));
  agent = await openHostAgent({ objects, dataDir, buildDir: BUILD, accel: ACCEL, node: 'host-a' });
  server = await serveHostAgent(agent, { host: '127.0.0.1', port: 0, secret: SECRET });
  remote = await connectRemoteHost({ url: server.url, secret: SECRET });
});

after(async () => {
  await remote?.close();
  await server?.close();
  await agent?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the body format', () => {
  it('carries Buffers as raw bytes after the JSON header, nested anywhere, and undefined arguments in place', () => {
    const a = randomBytes(1000);
    const value = ['vm', undefined, { stdin: a, nested: [Buffer.alloc(0), { x: Buffer.from('hi') }] }, 7];
    const chunks = encodeBody(value);
    const body = Buffer.concat(chunks);
    assert.ok(body.length < a.length + 200, 'no base64: the body is the bytes plus a small header');
    assert.ok(chunks.includes(a), 'the buffer is written as it is, not copied');
    const back = decodeBody(body) as unknown[];
    assert.equal(back.length, 4);
    assert.equal(back[1], undefined);
    const third = back[2] as { stdin: Buffer; nested: [Buffer, { x: Buffer }] };
    assert.ok(third.stdin.equals(a));
    assert.equal(third.nested[0].length, 0);
    assert.equal(third.nested[1].x.toString(), 'hi');
    assert.equal(back[3], 7);
  });

  it('refuses a truncated or padded body, and a function where none may be', () => {
    const body = Buffer.concat(encodeBody([Buffer.from('abc')]));
    assert.throws(() => decodeBody(body.subarray(0, body.length - 1)), /bad buffer length/);
    assert.throws(() => decodeBody(Buffer.concat([body, Buffer.from('x')])), /trailing bytes/);
    assert.throws(() => encodeBody([() => 1]), /a function cannot be sent here/);
  });
});

describe('`warren host` refuses a bad start', () => {
  const host = (args: string[]) =>
    spawnSync(NODE, ['--disable-warning=ExperimentalWarning', CLI, 'host', ...args], { encoding: 'utf8' });

  it('without --secret-file (usage, exit 2) or with a secret shorter than 16 bytes (exit 1)', () => {
    const none = host([]);
    assert.equal(none.status, 2);
    assert.match(none.stderr, /--secret-file/);
    const file = path.join(dataDir, 'short-secret');
    fs.writeFileSync(file, 'short\n');
    const short = host(['--secret-file', file, '--data', path.join(dataDir, 'never')]);
    assert.equal(short.status, 1);
    assert.match(short.stderr, /at least 16 bytes/);
  });
});

describe('connecting to a host', () => {
  it('hello gives the host’s node, accelerator and whether it clones files', () => {
    assert.equal(remote.node, 'host-a');
    assert.equal(remote.accel, agent.accel);
    assert.equal(remote.clones, agent.clones);
  });

  it('a wrong or missing cluster secret is refused with 401', async () => {
    const { err } = await rejection(connectRemoteHost({ url: server.url, secret: 'not-the-cluster-secret' }));
    assert.match(err.message, /refused the cluster secret \(401\)/);
    const res = await fetch(`${server.url}/v1/call/sampleVms`, { method: 'POST' });
    assert.equal(res.status, 401);
    const hello = await fetch(`${server.url}/v1/hello`, { headers: { authorization: 'Bearer wrong' } });
    assert.equal(hello.status, 401);
  });

  it('a host not listening fails with HostUnavailableError at once', async () => {
    const closed = net.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((r) => closed.close(r));
    const { err, ms } = await rejection(connectRemoteHost({ url: `http://127.0.0.1:${port}`, secret: SECRET }));
    assert.ok(err instanceof HostUnavailableError, err.message);
    assert.ok(ms < 1000, `${ms} ms`);
  });

  it('a host that accepts no connection fails with HostUnavailableError within the connect timeout', async () => {
    // A listener with a full accept queue: the kernel drops further SYNs, so a connect hangs.
    const python = spawn(
      'python3',
      [
        '-c',
        'import socket,time\ns=socket.socket();s.bind(("127.0.0.1",0));s.listen(0)\nprint(s.getsockname()[1],flush=True)\ntime.sleep(60)',
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const port = Number(await new Promise<string>((r) => python.stdout.once('data', (b: Buffer) => r(b.toString()))));
      const filler = net.connect(port, '127.0.0.1');
      await new Promise((r) => filler.once('connect', r));
      const { err, ms } = await rejection(
        connectRemoteHost({ url: `http://127.0.0.1:${port}`, secret: SECRET, connectTimeoutMs: 1000 }),
      );
      filler.destroy();
      assert.ok(err instanceof HostUnavailableError, err.message);
      assert.match(err.message, /no connection within 1000 ms/);
      assert.ok(ms >= 950 && ms < 3000, `${ms} ms`);
    } finally {
      python.kill();
    }
  });
});

describe('HTTPS', () => {
  it('serves the same API over TLS to a client trusting its CA; a client that does not is refused', async () => {
    const dir = path.join(dataDir, 'tls');
    fs.mkdirSync(dir);
    const ca = { certFile: path.join(dir, 'ca.crt'), keyFile: path.join(dir, 'ca.key') };
    await makeCa({ ...ca, commonName: 'warren cluster test CA', days: 1 });
    const tls = { certFile: path.join(dir, 'host.crt'), keyFile: path.join(dir, 'host.key') };
    await issueServerCert({
      ca,
      ...tls,
      names: ['127.0.0.1'],
      days: 1,
      serialHex: '01',
      workFile: path.join(dir, 'req'),
    });
    const tlsServer = await serveHostAgent(agent, { host: '127.0.0.1', port: 0, secret: SECRET, tls });
    try {
      assert.match(tlsServer.url, /^https:/);
      const c = await connectRemoteHost({ url: tlsServer.url, secret: SECRET, ca: fs.readFileSync(ca.certFile) });
      assert.equal(c.node, 'host-a');
      assert.deepEqual(await c.sampleVms(), []);
      await c.close();
      const { err } = await rejection(connectRemoteHost({ url: tlsServer.url, secret: SECRET }));
      assert.ok(!(err instanceof HostUnavailableError), err.message);
      assert.match(err.message, /certificate is not trusted/);
    } finally {
      await tlsServer.close();
    }
  });
});

describe('a sandbox driven only through RemoteHostAgent', () => {
  it('start: the placement comes back and the mirror has the VM when start returns', async () => {
    const t0 = performance.now();
    const placement = await remote.start(spec(VM, 128));
    console.log(`# start through the remote host: ${(performance.now() - t0).toFixed(0)} ms`);
    assert.equal(placement.node, 'host-a');
    assert.match(placement.guestIp, /^\d+\.\d+\.\d+\.\d+$/);
    assert.equal(remote.has(VM), true);
    assert.deepEqual(remote.list(), [VM]);
    assert.equal(remote.isPaused(VM), false);
  });

  it('exec: exit code, stdout and stderr; stdin and binary output cross byte-exact', async () => {
    const r = await remote.exec(VM, { args: ['sh', '-c', 'echo out; echo err >&2; exit 7'] });
    assert.equal(r.exitCode, 7);
    assert.equal(r.stdout.toString(), 'out\n');
    assert.equal(r.stderr.toString(), 'err\n');
    assert.equal(r.stdoutTruncated, false);
    const input = randomBytes(256 * 1024);
    const echoed = await remote.exec(VM, { args: ['cat'], stdin: input });
    assert.ok(Buffer.isBuffer(echoed.stdout));
    assert.ok(echoed.stdout.equals(input), 'stdin came back as stdout byte for byte');
    const env = await remote.exec(VM, { args: ['sh', '-c', 'pwd; echo $GREETING'], cwd: '/tmp', env: ['GREETING=hi'] });
    assert.equal(env.stdout.toString(), '/tmp\nhi\n');
    const raw = await remote.exec(VM, { args: ['sh', '-c', "printf 'a\\377\\376\\000b'"] });
    assert.deepEqual(raw.stdout, Buffer.from([0x61, 0xff, 0xfe, 0x00, 0x62]));
  });

  it('concurrent calls each get their own answer (keep-alive connections in parallel)', async () => {
    const outs = await Promise.all(
      Array.from({ length: 16 }, (_, i) => remote.exec(VM, { args: ['echo', `call-${i}`] })),
    );
    assert.deepEqual(
      outs.map((o) => o.stdout.toString()),
      Array.from({ length: 16 }, (_, i) => `call-${i}\n`),
    );
  });

  it('a background exec answers with its pid', async () => {
    const r = await remote.exec(VM, { args: ['sleep', '1'], background: true });
    assert.ok((r.pid ?? 0) > 0);
  });

  it('failures come back as the same classes: GuestError with its code, a plain Error with the host’s message', async () => {
    const missing = await rejection(remote.readFile(VM, '/no/such/file', MIB));
    assert.ok(missing.err instanceof GuestError, missing.err.message);
    assert.equal(missing.err.code, 'not_found');
    const unknown = await rejection(remote.exec('no-such-vm', { args: ['true'] }));
    assert.equal(unknown.err.constructor, Error);
    assert.match(unknown.err.message, /no sandbox no-such-vm on this host/);
    const exists = await rejection(remote.start(spec(VM, 128)));
    assert.match(exists.err.message, /already running/);
  });

  it('sessions keep their shell state and close', async () => {
    await remote.sessionExec(VM, 's1', 'cd /tmp && X=42');
    const r = await remote.sessionExec(VM, 's1', 'pwd; echo $X');
    assert.equal(r.stdout.toString(), '/tmp\n42\n');
    assert.equal(await remote.sessionClose(VM, 's1'), true);
    assert.equal(await remote.sessionClose(VM, 's1'), false);
  });

  it('every file method: write, read, stat, list, mkdir, rename, remove', async () => {
    const data = randomBytes(MIB);
    await remote.writeFile(VM, '/tmp/blob', data, { mode: 0o640 });
    const back = await remote.readFile(VM, '/tmp/blob', 2 * MIB);
    assert.ok(back.equals(data), 'a 1 MiB file reads back byte for byte');
    const st = await remote.stat(VM, '/tmp/blob');
    assert.equal(st.exists, true);
    assert.equal(st.kind, 'file');
    assert.equal(st.size, MIB);
    assert.equal((st.mode ?? 0) & 0o777, 0o640);
    assert.deepEqual(await remote.stat(VM, '/tmp/none'), { exists: false });
    await remote.mkdir(VM, '/tmp/d/e');
    await remote.writeFile(VM, '/tmp/d/e/f.txt', Buffer.from('hello'));
    await remote.rename(VM, '/tmp/d/e/f.txt', '/tmp/d/g.txt');
    const entries = await remote.listDir(VM, '/tmp/d');
    assert.deepEqual(entries.map((e) => [e.name, e.kind]).sort(), [
      ['e', 'dir'],
      ['g.txt', 'file'],
    ]);
    assert.equal((await remote.readFile(VM, '/tmp/d/g.txt', MIB)).toString(), 'hello');
    assert.equal(await remote.remove(VM, '/tmp/d'), true);
    assert.equal(await remote.remove(VM, '/tmp/d'), false);
    const dir = await rejection(remote.readFile(VM, '/tmp', MIB));
    assert.ok(dir.err instanceof GuestError);
  });

  it('pause and resume: isPaused is right as soon as each returns', async () => {
    await remote.pause(VM);
    assert.equal(remote.isPaused(VM), true);
    await remote.resume(VM);
    assert.equal(remote.isPaused(VM), false);
    assert.equal(await sh(VM, 'echo alive'), 'alive\n');
  });

  it('stats, sampleVms and consoleTail read the host', async () => {
    // procs counts the sandbox's processes: an idle one may have none, so one is kept running.
    await remote.exec(VM, { args: ['sleep', '60'], background: true });
    const stats = await remote.stats(VM, 5000);
    assert.ok(stats.procs >= 1, `procs ${stats.procs}`);
    const samples = await remote.sampleVms();
    const mine = samples.find((s) => s.vmId === VM);
    assert.ok(mine, 'the VM is sampled');
    assert.ok(mine.cpuMs > 0 && mine.residentBytes > 0);
    const tail = await remote.consoleTail(VM, 4096);
    assert.ok(Buffer.isBuffer(tail.content) && tail.content.length > 0, 'the console has output');
    assert.ok(tail.content.length <= 4096);
  });

  it('openGuestPort: nothing listening is GuestPortRefusedError with the port', async () => {
    const { err } = await rejection(remote.openGuestPort(VM, 7999));
    assert.ok(err instanceof GuestPortRefusedError, err.message);
    assert.equal(err.port, 7999);
  });

  it('openGuestPort: a byte stream to the guest carries bytes both ways and ends in both directions', async () => {
    await remote.writeFile(VM, '/tmp/echo.sh', Buffer.from('#!/bin/sh\necho greeting\ncat\necho bye\n'), {
      mode: 0o755,
    });
    await remote.exec(VM, { args: ['nc', '-l', '-p', '7000', '-e', '/tmp/echo.sh'], background: true });
    const stream = await until('the guest listens', () =>
      remote.openGuestPort(VM, 7000).catch((err) => {
        if (err instanceof GuestPortRefusedError) return undefined;
        throw err;
      }),
    );
    const received = readAll(stream);
    // The guest speaks first: its greeting arrives before we send anything.
    const greeting = await new Promise<Buffer>((r) => stream.once('data', (c: Buffer) => r(c)));
    assert.equal(greeting.toString(), 'greeting\n');
    const payload = randomBytes(300 * 1024);
    stream.write(payload.subarray(0, 1000));
    stream.end(payload.subarray(1000));
    // Our end reaches the guest (cat sees EOF, says bye, exits) and the guest's end reaches us.
    const all = await received;
    assert.equal(all.subarray(all.length - 4).toString(), 'bye\n', 'the guest saw our end');
    assert.ok(all.equals(Buffer.concat([greeting, payload, Buffer.from('bye\n')])), 'echoed byte for byte');
    await until('the stream closed', async () => (stream.destroyed ? true : undefined), 5000);
  });

  it('openGuestPort: destroying the stream closes the guest’s connection too', async () => {
    await remote.exec(VM, { args: ['nc', '-l', '-p', '7001', '-e', 'cat'], background: true });
    const stream = await until('the guest listens', () =>
      remote.openGuestPort(VM, 7001).catch((err) => {
        if (err instanceof GuestPortRefusedError) return undefined;
        throw err;
      }),
    );
    stream.write('ping');
    const echo = await new Promise<Buffer>((r) => stream.once('data', (c: Buffer) => r(c)));
    assert.equal(echo.toString(), 'ping');
    // nc -e execs its program: the connection's process is cat.
    assert.notEqual((await sh(VM, 'pidof cat || true')).trim(), '', 'cat serves the stream');
    stream.destroy();
    await until(
      'the guest’s cat exits',
      async () => ((await sh(VM, 'pidof cat || true')).trim() === '' ? true : undefined),
      10_000,
    );
  });

  it('checkpoint with leavePaused leaves it paused in the mirror; restore starts a copy with its files', async () => {
    await sh(VM, 'echo before > /tmp/before.txt');
    const info = await remote.checkpoint(VM, CP, { leavePaused: true });
    assert.ok(info.logicalBytes > 0 && info.pausedMs > 0);
    assert.equal(info.chainMerged, false);
    assert.equal(remote.isPaused(VM), true);
    await remote.resume(VM);
    const again = await rejection(remote.checkpoint(VM, CP));
    assert.ok(again.err instanceof CheckpointError, again.err.message);
    assert.equal(again.err.code, 'exists');
    assert.equal(await remote.hasCheckpoint(CP), true);
    assert.equal(await remote.hasCheckpoint('no-such-checkpoint'), false);
    assert.equal((await remote.checkpointImage(CP)).ref, 'busybox');
    const { image: _, ...restoreSpec } = spec(COPY, 128);
    const placement = await remote.restore(restoreSpec, CP);
    assert.equal(placement.node, 'host-a');
    assert.equal(remote.has(COPY), true);
    assert.deepEqual(remote.list().sort(), [VM, COPY].sort());
    assert.equal(await sh(COPY, 'cat /tmp/before.txt'), 'before\n');
  });

  it('keepWarm and dropWarm reach the host', async () => {
    remote.keepWarm(CP, { disableInternet: true, memoryMb: 128, depth: 1 });
    await remote.dropWarm(CP);
  });

  it('checkpoint files: pushed to the object store, removed, pulled back (an export of a missing one refused)', async () => {
    const t0 = performance.now();
    await remote.pushCheckpoint(CP);
    assert.ok(await objects.exists(`checkpoints/${CP}/checkpoint.json`), 'the commit marker is stored');
    await remote.removeCheckpoint(CP);
    assert.equal(await remote.hasCheckpoint(CP), false);
    await remote.pullCheckpoint(CP);
    assert.equal(await remote.hasCheckpoint(CP), true);
    console.log(`# push, remove and pull of a 128 MiB checkpoint: ${(performance.now() - t0).toFixed(0)} ms`);
    const missing = await rejection(remote.pushCheckpoint('no-such-checkpoint'));
    assert.match(missing.err.message, /not on this host/);
    // An export flattens the 16 GiB disk (a minute or more here): the exports tests run it; this
    // one shows the call crosses, refused for a checkpoint the host does not have.
    const job = { exportId: 'exp-1', snapshotId: 'no-such-checkpoint', describe: {} };
    const exported = await rejection(remote.exportCheckpoint('no-such-checkpoint', job));
    assert.equal(exported.err.constructor, Error);
  });

  it('prepareImage: a shipped image at once, a pulled one with its progress called back as it happens', async () => {
    assert.equal((await remote.prepareImage('busybox')).ref, 'busybox');
    const registry = await startRegistry('open');
    try {
      const layer = await buildLayer('gzip', async (d) => fs.writeFileSync(path.join(d, 'hello.txt'), 'hi\n'));
      await pushImage(registry, 'tiny', '1', [layer], buildConfig([layer], { Cmd: ['sh'] }));
      const progress: string[] = [];
      const image = await remote.prepareImage(`${registry.host}/tiny:1`, { onProgress: (m) => progress.push(m) });
      assert.equal(image.ref, `${registry.host}/tiny:1`);
      assert.ok(fs.existsSync(image.baseDisk), 'the base disk is on the host');
      assert.ok(progress.length > 0, 'progress was called back');
      const { err } = await rejection(remote.prepareImage(`${registry.host}/absent:1`, { onProgress: () => {} }));
      assert.ok(err instanceof PullError, err.message);
      assert.equal(err.reason, 'not found');
    } finally {
      await registry.stop();
    }
  });

  it('the mirror follows what the host does by itself (a VM destroyed on the host)', async () => {
    await agent.destroy(COPY);
    await until('the mirror drops the VM', async () => (remote.has(COPY) ? undefined : true), 3000);
    assert.deepEqual(remote.list(), [VM]);
  });

  it('destroy: gone from the mirror when it returns', async () => {
    await remote.destroy(VM);
    assert.equal(remote.has(VM), false);
    assert.deepEqual(remote.list(), []);
    assert.throws(() => remote.isPaused(VM), /no sandbox/);
    assert.deepEqual(qemuPids(dataDir), []);
  });
});

describe('a `warren host` that goes away and comes back', () => {
  let hostDir: string;
  let child: ChildProcess | undefined;
  let port = 0;
  let client: RemoteHostAgent;
  const K = 'remote-kill';
  let jailedUid = 0;

  async function startHost(): Promise<void> {
    const proc = spawn(
      NODE,
      [
        '--disable-warning=ExperimentalWarning',
        CLI,
        'host',
        '--secret-file',
        path.join(hostDir, 'secret'),
        '--listen',
        `127.0.0.1:${port}`,
        '--data',
        hostDir,
        '--node',
        'host-b',
        '--accel',
        ACCEL,
        '--warm-pool',
        '0',
        '--orphan-timeout',
        '0',
        '--stop-sandboxes-on-exit',
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    child = proc;
    const line = await new Promise<string>((resolve, reject) => {
      proc.stdout?.on('data', (b: Buffer) => {
        if (b.toString().includes('serving')) resolve(b.toString());
      });
      proc.once('exit', (code) => reject(new Error(`warren host exited with ${code}`)));
    });
    port = Number(/127\.0\.0\.1:(\d+)/.exec(line)?.[1]);
  }

  before(async () => {
    hostDir = fs.mkdtempSync(path.join(SCRATCH, 'warren-remote-b-'));
    fs.writeFileSync(path.join(hostDir, 'secret'), `${SECRET}\n`, { mode: 0o600 });
    await startHost();
    client = await connectRemoteHost({ url: `http://127.0.0.1:${port}`, secret: SECRET });
  });

  after(async () => {
    await client?.close();
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child?.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    for (const pid of qemuPids(hostDir)) process.kill(pid, 'SIGKILL');
    fs.rmSync(hostDir, { recursive: true, force: true });
  });

  it('a host that hangs (SIGSTOP) fails calls with HostUnavailableError within its silence limit, and serves again when it continues', async () => {
    assert.equal(client.node, 'host-b');
    await client.start(spec(K, 128));
    child?.kill('SIGSTOP');
    try {
      const { err, ms } = await rejection(client.exec(K, { args: ['true'] }));
      assert.ok(err instanceof HostUnavailableError, err.message);
      assert.match(err.message, /no word from the host/);
      assert.ok(ms < 11_000, `failed after ${ms.toFixed(0)} ms`);
    } finally {
      child?.kill('SIGCONT');
    }
    const r = await until(
      'calls work again',
      () => client.exec(K, { args: ['echo', 'on'] }).catch(() => undefined),
      20_000,
    );
    assert.equal(r.stdout.toString(), 'on\n');
    // A `warren host` jails its VMs as the embedded server does (confinement.test.ts).
    jailedUid = assertConfined(qemuPidOf(hostDir, K), 128).uid;
  });

  it('a host killed mid-call fails that call with HostUnavailableError at once, and every call while it is down', async () => {
    const long = client.exec(K, { args: ['sleep', '60'] });
    await new Promise((r) => setTimeout(r, 300));
    const killedAt = performance.now();
    child?.kill('SIGKILL');
    const { err } = await rejection(long);
    const ms = performance.now() - killedAt;
    assert.ok(err instanceof HostUnavailableError, err.message);
    assert.equal(err.node, 'host-b');
    assert.ok(ms < 1000, `failed ${ms.toFixed(0)} ms after the kill`);
    const down = await rejection(client.exec(K, { args: ['true'] }));
    assert.ok(down.err instanceof HostUnavailableError, down.err.message);
    assert.ok(down.ms < 1000);
    // What the mirror last knew stays readable without I/O.
    assert.equal(client.has(K), true);
  });

  it('after a restart the host adopts the VM, the mirror reconnects and the same client drives it again', async () => {
    await startHost();
    const r = await until(
      'calls work again',
      () => client.exec(K, { args: ['echo', 'back'] }).catch(() => undefined),
      30_000,
    );
    assert.equal(r.stdout.toString(), 'back\n');
    assert.deepEqual(client.list(), [K]);
    // Adopted, its QEMU keeps its jail, and the new process holds its uid's claim.
    assert.equal(assertConfined(qemuPidOf(hostDir, K), 128).uid, jailedUid);
    const claim = fs.readFileSync(`/run/warren/uid-claims/${jailedUid - DEFAULT_UIDS.first}`, 'utf8');
    assert.equal(Number(claim.split(' ')[0]), child?.pid);
    await client.destroy(K);
    assert.equal(client.has(K), false);
  });
});
