// Sandbox networking on real microVMs: egress through NAT works, and link-local, the host's own
// addresses and other sandboxes are unreachable; with disable_internet a connect hangs.
//
// No packet leaves this machine: the "internet host" is a namespace of this test on 203.0.113.0/24
// (TEST-NET-3), and 169.254.169.254 is routed into it as well, so a broken link-local rule shows
// up as a reachable listener there rather than as traffic on the real uplink.
//
// A probe that is not answered waits out WAIT_S; the cases are independent probes, so they run
// side by side.

import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { ipBatch } from '../src/host/ip.ts';
import { run } from '../src/sys/run.ts';
import { startTestServer, type TestServer } from './helpers.ts';

const INET_NS = 'wtest-vm-inet';
const INET_ROOT_VETH = 'wtvinet';
const INET_IP = '203.0.113.1';
const INET_ROOT_IP = '203.0.113.254';
const METADATA_IP = '169.254.169.254';
const PORT = 8080;
/** Seconds a guest waits for a connection; "hangs" means no answer within this. */
const WAIT_S = 3;

// An HTTP listener that answers with the address the request came from.
const LISTENER = `
require('node:http').createServer((q, s) => s.end(q.socket.remoteAddress.replace(/^::ffff:/, '') + '\\n'))
  .listen(${PORT}, '0.0.0.0', () => console.log('ready'));
`;

const children: ChildProcess[] = [];
function listen(netns?: string): Promise<void> {
  const argv = netns
    ? ['nsenter', `--net=/run/netns/${netns}`, '--', process.execPath, '-e', LISTENER]
    : [process.execPath, '-e', LISTENER];
  const child = spawn(argv[0], argv.slice(1), { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`listener exited with ${code}`)));
  });
}

/** The source address the host would use toward the outside (a route lookup; nothing is sent). */
async function uplinkAddress(): Promise<string> {
  const { stdout } = await run(['ip', '-4', 'route', 'get', '192.0.2.1']);
  return /src (\S+)/.exec(stdout)?.[1] ?? INET_ROOT_IP;
}

let t: TestServer;
let a: { vm_id: string; guest_ip: string };
let b: { vm_id: string; guest_ip: string };
let offline: { vm_id: string; guest_ip: string };

/**
 * Fetches http://host:port/ from inside a sandbox with busybox nc (Debian's static busybox wget
 * crashes); returns the body, or 'timeout'/'refused'.
 */
async function fetchFromGuest(vmId: string, host: string, port = PORT) {
  const started = Date.now();
  const r = await t.client.sh(
    vmId,
    `printf 'GET / HTTP/1.0\\r\\n\\r\\n' | nc -w ${WAIT_S} ${host} ${port} 2>&1; echo "exit=$?"`,
  );
  const ms = Date.now() - started;
  if (/HTTP\/1\.[01] 200/.test(r.stdout)) {
    const body = r.stdout
      .replace(/exit=\d+\n$/, '')
      .trim()
      .split('\n')
      .pop()
      ?.trim();
    return { outcome: 'connected', body, ms };
  }
  if (/refused/i.test(r.stdout)) return { outcome: 'refused', ms };
  return { outcome: 'timeout', ms, output: r.stdout };
}

before(async () => {
  t = await startTestServer();
  await ipBatch([`netns add ${INET_NS}`]).catch(() => undefined);
  await ipBatch([`link del ${INET_ROOT_VETH}`]).catch(() => undefined);
  await ipBatch([
    `link add ${INET_ROOT_VETH} type veth peer name eth0 netns ${INET_NS}`,
    `addr add ${INET_ROOT_IP}/24 dev ${INET_ROOT_VETH}`,
    `link set ${INET_ROOT_VETH} up`,
    `route replace ${METADATA_IP}/32 via ${INET_IP} dev ${INET_ROOT_VETH}`,
  ]);
  await ipBatch(
    [
      'link set lo up',
      `addr add ${INET_IP}/24 dev eth0`,
      `addr add ${METADATA_IP}/32 dev eth0`,
      'link set eth0 up',
      `route add default via ${INET_ROOT_IP}`,
    ],
    INET_NS,
  );
  await listen(INET_NS);
  await listen(); // on every address of the host itself
  [a, b, offline] = await Promise.all([
    t.client.createSmall({ memory_mb: 128 }),
    t.client.createSmall({ memory_mb: 128 }),
    t.client.createSmall({ memory_mb: 128, disable_internet: true }),
  ]);
  await t.client.post(`/vms/${b.vm_id}/exec`, {
    args: ['sh', '-c', `mkdir -p /www && echo b > /www/index.html && httpd -p ${PORT} -h /www`],
  });
});

after(async () => {
  for (const c of children) c.kill();
  await t.close();
  await ipBatch([`route del ${METADATA_IP}/32`]).catch(() => undefined);
  await ipBatch([`link del ${INET_ROOT_VETH}`, `netns del ${INET_NS}`]).catch(() => undefined);
});

describe('sandbox egress', { concurrency: true }, () => {
  it('reaches a host beyond the machine through NAT; the far end does not see the guest IP', async () => {
    const r = await fetchFromGuest(a.vm_id, INET_IP);
    assert.equal(r.outcome, 'connected');
    assert.notEqual(r.body, a.guest_ip);
    assert.match(r.body ?? '', /^\d+\.\d+\.\d+\.\d+$/);
  });

  it('169.254.169.254 is blackholed', async () => {
    const r = await fetchFromGuest(a.vm_id, METADATA_IP);
    assert.equal(r.outcome, 'timeout');
  });

  it("the host's own addresses are unreachable", async () => {
    const hosts = [INET_ROOT_IP, await uplinkAddress()];
    const outcomes = await Promise.all(hosts.map((host) => fetchFromGuest(a.vm_id, host)));
    for (const [i, r] of outcomes.entries()) assert.notEqual(r.outcome, 'connected', hosts[i]);
  });

  it('another sandbox is unreachable, though it serves', async () => {
    assert.equal((await fetchFromGuest(b.vm_id, '127.0.0.1')).body, 'b');
    const r = await fetchFromGuest(a.vm_id, b.guest_ip);
    assert.equal(r.outcome, 'timeout');
  });

  it('with disable_internet a connect hangs until the client gives up', async () => {
    const r = await fetchFromGuest(offline.vm_id, INET_IP);
    assert.equal(r.outcome, 'timeout');
    assert.ok(r.ms >= WAIT_S * 1000 - 100, `gave up after ${r.ms} ms: not a fast rejection`);
    assert.equal((await t.client.get(`/vms/${offline.vm_id}`)).body.disable_internet, true);
  });
});
