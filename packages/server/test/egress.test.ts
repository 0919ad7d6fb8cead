// Egress rules (docs/network.md) on real busybox microVMs through the public API: `network` at
// create and with PUT /vms/{id}/network, enforced on the host whatever the guest does.
//
// The world outside is the test's own (egress-world.ts): a namespace on 198.51.100.0/24 with a DNS
// server the host agent's resolvers ask (egressDns), and HTTP, HTTPS and plain TCP servers that
// answer with the address they were reached at and the name the client gave. No other address is
// ever used: a sandbox without rules is only ever pointed at the world's raw addresses.

import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import tls from 'node:tls';
import { type EgressWorld, METADATA_IP, NAMES, startEgressWorld, WORLD_ROOT_IP } from './egress-world.ts';
import { startTestServer, type TestServer } from './helpers.ts';

/** Seconds a guest waits for a connection or an answer. */
const WAIT_S = 3;
const ALLOWED = NAMES['allowed.test'];
const OTHER = NAMES['other.test'];

type Vm = { vm_id: string; guest_ip: string; [k: string]: unknown };

let world: EgressWorld;
let t: TestServer;
let ruled: Vm;
let plain: Vm;
/** A listener on the host's own address in the world (what `host.test` resolves to), port 80. */
let hostListener: net.Server;

/** The bytes of a TLS ClientHello naming `sni` (none: no SNI), as Node's TLS client sends it. */
async function clientHello(sni?: string): Promise<Buffer> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  const first = new Promise<Buffer>((resolve) => server.once('connection', (s) => s.once('data', resolve)));
  const client = tls.connect({ host: '127.0.0.1', port, servername: sni, rejectUnauthorized: false });
  client.on('error', () => undefined);
  const hello = await first;
  client.destroy();
  server.close();
  return hello;
}

/** Writes a ClientHello naming `sni` into the guest, as /tmp/hello-<sni>. */
async function putHello(vmId: string, sni?: string): Promise<string> {
  const path = `/tmp/hello-${sni ?? 'none'}`;
  const r = await t.client.call('PUT', `/vms/${vmId}/files?path=${encodeURIComponent(path)}`, await clientHello(sni));
  assert.equal(r.status, 204, JSON.stringify(r.body));
  return path;
}

/** GET / on port 80 of `target` (a name or an address) with Host `host`; the answer's body or why not. */
async function http(vmId: string, target: string, host = target): Promise<string> {
  const r = await t.client.sh(
    vmId,
    `printf 'GET / HTTP/1.0\\r\\nHost: ${host}\\r\\n\\r\\n' | nc -w ${WAIT_S} ${target} 80 2>&1; echo "exit=$?"`,
  );
  const ok = /HTTP\/1\.[01] 200/.test(r.stdout);
  return ok
    ? (r.stdout
        .replace(/exit=\d+\n$/, '')
        .trim()
        .split('\n')
        .pop() ?? '')
    : `failed: ${r.stdout.trim()}`;
}

/** A ClientHello naming `sni` sent to `target`:443; 'handshake' if a TLS server answered it. */
async function https(vmId: string, target: string, sni?: string): Promise<string> {
  const hello = await putHello(vmId, sni);
  const r = await t.client.sh(
    vmId,
    `(cat ${hello}; sleep ${WAIT_S}) | nc -w ${WAIT_S} ${target} 443 2>&1 | head -c 3 | od -An -tx1`,
  );
  return /^\s*16 03 0[13]\s*$/.test(r.stdout) ? 'handshake' : `failed: ${r.stdout.trim()}`;
}

/** Plain TCP to `target`:8080 (no proxy); the address the world saw us reach, or why not. */
async function tcp(vmId: string, target: string, port = 8080): Promise<string> {
  const r = await t.client.sh(vmId, `nc -w ${WAIT_S} ${target} ${port} </dev/null 2>&1; echo "exit=$?"`);
  const line = r.stdout.replace(/exit=\d+\n?$/, '').trim();
  return /^\d+\.\d+\.\d+\.\d+$/.test(line) ? line : `failed: ${r.stdout.trim()}`;
}

/** Whether the guest's resolver (the host's, for a ruled sandbox) gives `name` an address. */
async function resolves(vmId: string, name: string): Promise<boolean> {
  const r = await t.client.sh(vmId, `nslookup ${name} 2>&1; echo "exit=$?"`);
  return new RegExp(`Address:?\\s+${(NAMES[name] ?? 'x').replaceAll('.', '\\.')}`).test(r.stdout);
}

/**
 * Probes that must each fail, awaited side by side: a blocked connection waits out its WAIT_S, so
 * one after another they would add up. Keyed by what each probe tries.
 */
async function allFail(probes: Record<string, Promise<string>>): Promise<void> {
  const outcomes = await Promise.all(Object.values(probes));
  for (const [i, what] of Object.keys(probes).entries()) assert.match(outcomes[i], /^failed/, what);
}

async function putNetwork(client: TestServer['client'], vmId: string, body: unknown) {
  return client.call('PUT', `/vms/${vmId}/network`, body);
}

before(async () => {
  world = await startEgressWorld();
  t = await startTestServer({ egressDns: world.dns });
  hostListener = net.createServer((c) => c.end('HTTP/1.0 200 OK\r\n\r\nthe host itself\n'));
  await new Promise<void>((r) => hostListener.listen(80, WORLD_ROOT_IP, r));
  [ruled, plain] = await Promise.all([
    t.client.createSmall({ memory_mb: 128, network: { allow_out: ['Allowed.test', '*.wild.test'] } }),
    t.client.createSmall({ memory_mb: 128 }),
  ]);
});

after(async () => {
  hostListener?.close();
  await t?.close();
  await world?.close();
});

describe('network at create', () => {
  it('is readable on the sandbox, normalized', async () => {
    const r = await t.client.get(`/vms/${ruled.vm_id}`);
    assert.deepEqual(r.body.network, { allow_out: ['allowed.test', '*.wild.test'] });
    assert.equal((await t.client.get(`/vms/${plain.vm_id}`)).body.network, null);
  });

  it('an allowed domain works: resolved, reached over HTTP, HTTPS (SNI) and plain TCP', async () => {
    assert.equal(await resolves(ruled.vm_id, 'allowed.test'), true);
    assert.equal(await http(ruled.vm_id, 'allowed.test'), `${ALLOWED} allowed.test`);
    assert.equal(await https(ruled.vm_id, ALLOWED, 'allowed.test'), 'handshake');
    assert.equal(await tcp(ruled.vm_id, 'allowed.test'), ALLOWED);
  });

  it('a denied domain does not resolve, and its raw address is not reached', async () => {
    assert.equal(await resolves(ruled.vm_id, 'other.test'), false);
    await allFail({
      'TCP to its address': tcp(ruled.vm_id, OTHER),
      'HTTP to its address with its Host': http(ruled.vm_id, OTHER, 'other.test'),
      'HTTPS to its address with its SNI': https(ruled.vm_id, OTHER, 'other.test'),
    });
  });

  it('a raw IP is not reached, even an allowed name’s address without its name', async () => {
    assert.match(await https(ruled.vm_id, ALLOWED), /^failed/); // no SNI
    assert.match(await http(ruled.vm_id, ALLOWED, ALLOWED), /^failed/); // Host is the address
  });

  it('a spoofed SNI or Host fails: an allowed name to another address, another name to an allowed address', async () => {
    await allFail({
      'HTTP to another address with Host allowed.test': http(ruled.vm_id, OTHER, 'allowed.test'),
      'HTTPS to another address with SNI allowed.test': https(ruled.vm_id, OTHER, 'allowed.test'),
      'HTTP to the allowed address with Host other.test': http(ruled.vm_id, ALLOWED, 'other.test'),
      'HTTPS to the allowed address with SNI other.test': https(ruled.vm_id, ALLOWED, 'other.test'),
    });
  });

  it('*.domain matches subdomains only, not the apex', async () => {
    assert.equal(await http(ruled.vm_id, 'a.wild.test'), `${NAMES['a.wild.test']} a.wild.test`);
    assert.equal(await resolves(ruled.vm_id, 'wild.test'), false);
    assert.match(await tcp(ruled.vm_id, NAMES['wild.test']), /^failed/);
  });

  it('without network a sandbox reaches any address as before', async () => {
    assert.equal(await tcp(plain.vm_id, OTHER), OTHER);
    assert.equal(await http(plain.vm_id, OTHER, 'anything.example'), `${OTHER} anything.example`);
  });

  it('disable_internet wins over the rules', async () => {
    const offline = await t.client.createSmall({
      memory_mb: 128,
      disable_internet: true,
      network: { allow_out: ['allowed.test'] },
    });
    const view = (await t.client.get(`/vms/${offline.vm_id}`)).body;
    assert.equal(view.disable_internet, true);
    assert.deepEqual(view.network, { allow_out: ['allowed.test'] });
    assert.match(await tcp(offline.vm_id, ALLOWED), /^failed/);
    await t.client.delete(`/vms/${offline.vm_id}`);
  });
});

describe('PUT /vms/{id}/network', () => {
  it('a rule change applies to the next connection', async () => {
    const r = await putNetwork(t.client, ruled.vm_id, { allow_out: ['other.test'] });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(r.body.network, { allow_out: ['other.test'] });
    assert.equal(await http(ruled.vm_id, 'other.test'), `${OTHER} other.test`);
    assert.equal(await resolves(ruled.vm_id, 'allowed.test'), false);
    assert.match(await tcp(ruled.vm_id, ALLOWED), /^failed/);
    assert.match(await http(ruled.vm_id, ALLOWED, 'allowed.test'), /^failed/);
  });

  it('link-local and the host stay blocked with rules that would allow them', async () => {
    const r = await putNetwork(t.client, ruled.vm_id, {
      allow_out: ['169.254.0.0/16', `${WORLD_ROOT_IP}/32`, 'meta.test', 'host.test'],
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    await allFail({
      'TCP to the metadata address': tcp(ruled.vm_id, METADATA_IP),
      'HTTP to the metadata address': http(ruled.vm_id, METADATA_IP),
      'HTTP to meta.test': http(ruled.vm_id, 'meta.test'),
      "HTTP to the host's address": http(ruled.vm_id, WORLD_ROOT_IP),
      'HTTP to host.test': http(ruled.vm_id, 'host.test'),
      // The host's listener is there: the sandbox without rules is kept from it by the host's rules.
      "HTTP to the host's address from the sandbox without rules": http(plain.vm_id, WORLD_ROOT_IP),
    });
  });

  it('allow_out: [] denies everything', async () => {
    assert.equal((await putNetwork(t.client, ruled.vm_id, { allow_out: [] })).status, 200);
    assert.equal(await resolves(ruled.vm_id, 'allowed.test'), false);
    assert.match(await tcp(ruled.vm_id, ALLOWED), /^failed/);
    assert.match(await http(ruled.vm_id, ALLOWED, 'allowed.test'), /^failed/);
  });

  it('deny_out alone denies only what it names; a denied CIDR wins over everything', async () => {
    const r = await putNetwork(t.client, ruled.vm_id, {
      deny_out: ['other.test', `${NAMES['a.wild.test']}/32`],
    });
    assert.equal(r.status, 200);
    assert.equal(await http(ruled.vm_id, 'allowed.test'), `${ALLOWED} allowed.test`);
    assert.equal(await resolves(ruled.vm_id, 'other.test'), false);
    assert.match(await http(ruled.vm_id, OTHER, 'other.test'), /^failed/);
    assert.match(await tcp(ruled.vm_id, 'a.wild.test'), /^failed/);
    assert.equal(await tcp(ruled.vm_id, NAMES['wild.test']), NAMES['wild.test']);
  });

  it('{} removes the rules: the sandbox is back to no rules', async () => {
    const r = await putNetwork(t.client, ruled.vm_id, {});
    assert.equal(r.status, 200);
    assert.equal(r.body.network, null);
    assert.equal(await tcp(ruled.vm_id, OTHER), OTHER);
  });

  it('bad rules are 400 with a JSON error, at PUT and at create', async () => {
    const bad = [
      { allow_out: ['10.0.0.1/8'] },
      { allow_out: ['1.2.3.4/33'] },
      { allow_out: ['256.1.1.1'] },
      { allow_out: ['*.'] },
      { allow_out: ['a..b'] },
      { allow_out: ['*.*.a.test'] },
      { allow_out: ['-a.test'] },
      { deny_out: ['http://a.test'] },
      { allow_out: [`${'a'.repeat(250)}.test`] },
      { allow_out: Array.from({ length: 257 }, (_, i) => `n${i}.test`) },
      { allow_out: 'a.test' },
      { allow: ['a.test'] },
    ];
    for (const body of bad) {
      const r = await putNetwork(t.client, ruled.vm_id, body);
      assert.equal(r.status, 400, JSON.stringify(body).slice(0, 80));
      assert.equal(typeof r.body.error, 'string');
    }
    const c = await t.client.post('/vms', { image: 'busybox', network: { allow_out: ['10.0.0.1/8'] } });
    assert.equal(c.status, 400);
    assert.equal(typeof c.body.error, 'string');
  });

  it("another organization's sandbox is 404, and every change is in the audit log", async () => {
    assert.equal((await putNetwork(t.other, ruled.vm_id, { allow_out: [] })).status, 404);
    const audit = await t.client.get('/audit?limit=50');
    const puts = audit.body.records.filter((a: { action: string }) => a.action === 'PUT /vms/:id/network');
    assert.ok(puts.length >= 5, `${puts.length} audit records of PUT /vms/:id/network`);
  });
});

describe('rules carry to restores, unarchives and fork children', () => {
  before(async () => {
    const r = await putNetwork(t.client, ruled.vm_id, { allow_out: ['allowed.test'] });
    assert.equal(r.status, 200);
  });

  it('a sandbox restored from a snapshot has the snapshot’s rules, enforced', async () => {
    const snap = await t.client.post(`/vms/${ruled.vm_id}/snapshot`, {});
    assert.equal(snap.status, 201, JSON.stringify(snap.body));
    const restored = await t.client.create({ snapshot_id: snap.body.snapshot_id });
    assert.equal(restored.status, 201, JSON.stringify(restored.body));
    assert.deepEqual(restored.body.network, { allow_out: ['allowed.test'] });
    assert.equal(await http(restored.body.vm_id, 'allowed.test'), `${ALLOWED} allowed.test`);
    assert.match(await tcp(restored.body.vm_id, OTHER), /^failed/);
    await t.client.delete(`/vms/${restored.body.vm_id}`);
  });

  it('an archived sandbox takes new rules and starts again with them, enforced', async () => {
    const sb = await t.client.createSmall({ memory_mb: 128, network: { allow_out: ['other.test'] } });
    assert.equal((await t.client.post(`/vms/${sb.vm_id}/stop`)).status, 200);
    const r = await putNetwork(t.client, sb.vm_id, { allow_out: ['allowed.test'] });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.state, 'archived');
    assert.equal((await t.client.post(`/vms/${sb.vm_id}/start`)).status, 200);
    assert.deepEqual((await t.client.get(`/vms/${sb.vm_id}`)).body.network, { allow_out: ['allowed.test'] });
    assert.equal(await tcp(sb.vm_id, 'allowed.test'), ALLOWED);
    assert.equal(await resolves(sb.vm_id, 'other.test'), false);
    await t.client.delete(`/vms/${sb.vm_id}`);
  });

  it('a fork child has its parent’s rules, enforced', async () => {
    const fork = await t.client.post(`/vms/${ruled.vm_id}/branch`, {});
    assert.equal(fork.status, 201, JSON.stringify(fork.body));
    assert.deepEqual(fork.body.network, { allow_out: ['allowed.test'] });
    assert.equal(await tcp(fork.body.vm_id, 'allowed.test'), ALLOWED);
    assert.match(await http(fork.body.vm_id, OTHER, 'allowed.test'), /^failed/);
    await t.client.delete(`/vms/${fork.body.vm_id}`);
  });
});
