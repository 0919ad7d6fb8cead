// Network slots against the real kernel: namespaces, veths, nftables. Needs root.
//
// QEMU is not involved. Each slot's TAP is put aside and a veth named `tap0` takes its place,
// its other end in a "guest" namespace of the test's own that configures eth0 exactly as the
// guest agent would (guestIp/prefix, MAC, default route via gatewayIp). The slot's rules match
// interface names, so they apply to the stand-in as they would to QEMU's TAP.
//
// No packet leaves this machine: the "internet host" is a namespace on 203.0.113.0/24 (TEST-NET-3)
// behind a veth the test owns, and 169.254.169.254 is routed to that namespace too, so a broken
// link-local rule would show up as a connection there rather than as traffic on the real uplink.

import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { ipBatch } from '../src/host/ip.ts';
import { listNetns, runInNetns } from '../src/host/netns.ts';
import {
  createSlot,
  destroySlot,
  listSlots,
  type NetworkSlot,
  setupHostNetwork,
  slotAddresses,
  slotRootVeth,
} from '../src/host/network.ts';
import { nftApply } from '../src/host/nft.ts';
import { SpareSlots } from '../src/host/spare-slots.ts';
import { attachStandInGuest as attachStandIn } from './egress-world.ts';

// High indexes, so a QEMU test running on the same host at the low end is not disturbed.
const A = 4090;
const B = 4091;
const OFFLINE = 4092;
const SCRATCH = 4093;
const ORPHAN_NETNS = 4094;
const ORPHAN_VETH = 4095;
const ALL = [A, B, OFFLINE, SCRATCH, ORPHAN_NETNS, ORPHAN_VETH];

const INET_NS = 'wtest-inet';
const INET_ROOT_VETH = 'wtinet';
const INET_IP = '203.0.113.1';
const INET_ROOT_IP = '203.0.113.254';
const METADATA_IP = '169.254.169.254';
const PORT = 8080;
const CLOSED_PORT = 9;
/** How long a probe waits for a connect; "hangs" means no answer within this. */
const PROBE_TIMEOUT_MS = 700;

const guestNetns = (index: number) => `wtest-g${index}`;

type Outcome = { outcome: 'connected'; peerSaw: string } | { outcome: 'refused' } | { outcome: 'timeout' };

// A TCP client run inside a namespace: connects, reads what the listener says it saw as our
// address, and prints one JSON line.
const PROBE = `
const net = require('node:net');
const [host, port, ms] = process.argv.slice(1);
process.stdin.resume(); // read our (empty) stdin, so the parent's write to it never meets a closed pipe
const s = net.connect({ host, port: Number(port) });
let data = '';
const done = (o) => { console.log(JSON.stringify(o)); process.exit(0); };
const timer = setTimeout(() => done({ outcome: 'timeout' }), Number(ms));
s.on('data', (b) => { data += b; });
s.on('end', () => { clearTimeout(timer); done({ outcome: 'connected', peerSaw: data.trim() }); });
s.on('error', (e) => { clearTimeout(timer); done(e.code === 'ECONNREFUSED' ? { outcome: 'refused' } : { outcome: 'error', code: e.code }); });
`;

// A TCP listener run inside a namespace: tells each client the address it came from.
const LISTENER = `
const net = require('node:net');
const srv = net.createServer((c) => c.end(c.remoteAddress.replace(/^::ffff:/, '') + '\\n'));
srv.listen(Number(process.argv[1]), '0.0.0.0', () => console.log('ready'));
`;

async function probe(netns: string, host: string, port: number): Promise<Outcome> {
  const res = await runInNetns(netns, [process.execPath, '-e', PROBE, host, String(port), String(PROBE_TIMEOUT_MS)]);
  return JSON.parse(res.stdout) as Outcome;
}

const listeners: ChildProcess[] = [];

/** Starts a listener in `netns` on 0.0.0.0:port; resolves once it accepts. */
function startListener(netns: string, port: number): Promise<void> {
  // Long-lived, so not through sys/run (which waits for exit); killed in after().
  const child = spawn('nsenter', [`--net=/run/netns/${netns}`, '--', process.execPath, '-e', LISTENER, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  listeners.push(child);
  return new Promise((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`listener in ${netns} exited with ${code}`)));
  });
}

/** Replaces the slot's TAP by a veth whose far end is a stand-in guest configured as the agent would. */
async function attachStandInGuest(slot: NetworkSlot): Promise<string> {
  const g = guestNetns(slot.index);
  await attachStandIn(slot, g);
  return g;
}

async function removeTestNamespaces(): Promise<void> {
  // The veth first (it takes its peer and the metadata route with it): a deleted namespace tears
  // its devices down asynchronously, so it could vanish between our look and the `link del`.
  if (await exists(`/sys/class/net/${INET_ROOT_VETH}`)) await ipBatch([`link del ${INET_ROOT_VETH}`]);
  for (const name of await listNetns()) {
    if (name.startsWith('wtest-')) await ipBatch([`netns del ${name}`]);
  }
  for (const i of ALL) await destroySlot(i);
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

describe('network slots', { timeout: 120_000 }, () => {
  const slots = new Map<number, NetworkSlot>();
  const guests = new Map<number, string>();
  let hostListener: net.Server;
  let hostPort = 0;

  before(async () => {
    await removeTestNamespaces();
    await setupHostNetwork();

    // The test's "internet": 203.0.113.1 in its own namespace, and the metadata address routed
    // there as well, so nothing aimed at either can leave the machine.
    await ipBatch([
      `netns add ${INET_NS}`,
      `link add ${INET_ROOT_VETH} type veth peer name eth0 netns ${INET_NS}`,
      `addr add ${INET_ROOT_IP}/24 dev ${INET_ROOT_VETH}`,
      `link set ${INET_ROOT_VETH} up`,
      `route add ${METADATA_IP}/32 via ${INET_IP} dev ${INET_ROOT_VETH}`,
    ]);
    await ipBatch(
      ['link set lo up', `addr add ${INET_IP}/24 dev eth0`, `addr add ${METADATA_IP}/32 dev eth0`, 'link set eth0 up'],
      INET_NS,
    );

    for (const [i, disableInternet] of [
      [A, false],
      [B, false],
      [OFFLINE, true],
    ] as const) {
      const slot = await createSlot(i, { disableInternet });
      slots.set(i, slot);
      guests.set(i, await attachStandInGuest(slot));
    }

    await Promise.all([
      startListener(INET_NS, PORT),
      startListener(guests.get(B) as string, PORT),
      startListener(guests.get(OFFLINE) as string, PORT),
    ]);

    // A service on the host itself, on every address.
    hostListener = net.createServer((c) => c.end(`${c.remoteAddress}\n`));
    await new Promise<void>((resolve) => hostListener.listen(0, '0.0.0.0', resolve));
    hostPort = (hostListener.address() as net.AddressInfo).port;
  });

  after(async () => {
    for (const l of listeners) l.kill();
    hostListener?.close();
    await removeTestNamespaces();
  });

  it('gives each slot its own namespace, guest_ip, gateway and MAC', () => {
    const a = slots.get(A) as NetworkSlot;
    const b = slots.get(B) as NetworkSlot;
    assert.equal(a.netns, `warren-${A}`);
    assert.equal(a.prefix, 30);
    assert.notEqual(a.guestIp, b.guestIp);
    assert.notEqual(a.gatewayIp, b.gatewayIp);
    assert.notEqual(a.mac, b.mac);
    assert.match(a.mac, /^02(:[0-9a-f]{2}){5}$/);
  });

  it('lets the guest reach the internet through NAT: the far end sees the host, not guest_ip', async () => {
    const res = await probe(guests.get(A) as string, INET_IP, PORT);
    assert.deepEqual(res, { outcome: 'connected', peerSaw: INET_ROOT_IP });
  });

  it('blackholes link-local 169.254.0.0/16 (no answer, not a refusal)', async () => {
    assert.deepEqual(await probe(guests.get(A) as string, METADATA_IP, PORT), { outcome: 'timeout' });
  });

  it("keeps the guest away from the host's own addresses", async () => {
    const g = guests.get(A) as string;
    const own = slotAddresses(A).hostIp;
    const results = await Promise.all([probe(g, INET_ROOT_IP, hostPort), probe(g, own, hostPort)]);
    assert.deepEqual(results, [{ outcome: 'timeout' }, { outcome: 'timeout' }]);
  });

  it('keeps sandboxes apart: no guest reaches another guest or its namespace', async () => {
    const g = guests.get(A) as string;
    const b = slots.get(B) as NetworkSlot;
    const results = await Promise.all([probe(g, b.guestIp, PORT), probe(g, slotAddresses(B).nsIp, PORT)]);
    assert.deepEqual(results, [{ outcome: 'timeout' }, { outcome: 'timeout' }]);
  });

  it('lets the host reach a guest at guest_ip (what the edge needs), with or without internet', async () => {
    for (const i of [B, OFFLINE]) {
      const slot = slots.get(i) as NetworkSlot;
      const saw = await new Promise<string>((resolve, reject) => {
        const s = net.connect({ host: slot.guestIp, port: PORT });
        let data = '';
        s.setTimeout(2000, () => reject(new Error(`host could not reach ${slot.guestIp}`)));
        s.on('data', (d) => {
          data += d;
        });
        s.on('end', () => resolve(data.trim()));
        s.on('error', reject);
      });
      assert.equal(saw, slotAddresses(i).hostIp);
    }
  });

  it('with disable_internet gives no fast rejection: connects hang until the client times out', async () => {
    const g = guests.get(OFFLINE) as string;
    const gw = (slots.get(OFFLINE) as NetworkSlot).gatewayIp;
    // The control: with internet, a closed port is refused at once.
    assert.deepEqual(await probe(guests.get(A) as string, INET_IP, CLOSED_PORT), { outcome: 'refused' });
    const results = await Promise.all([
      probe(g, INET_IP, PORT),
      probe(g, INET_IP, CLOSED_PORT),
      probe(g, gw, CLOSED_PORT),
      probe(g, METADATA_IP, PORT),
    ]);
    assert.deepEqual(results, Array(4).fill({ outcome: 'timeout' }));
  });

  it('holds the same lines in the root namespace even for traffic the slot rules let pass', async () => {
    // Sent by the slot's namespace itself (output, not forwarded), so only the root table stands
    // between it and the target.
    const ns = (slots.get(A) as NetworkSlot).netns;
    const results = await Promise.all([
      probe(ns, METADATA_IP, PORT),
      probe(ns, (slots.get(B) as NetworkSlot).guestIp, PORT),
      probe(ns, INET_ROOT_IP, hostPort),
    ]);
    assert.deepEqual(results, [{ outcome: 'timeout' }, { outcome: 'timeout' }, { outcome: 'timeout' }]);
    assert.deepEqual(await probe(ns, INET_IP, PORT), { outcome: 'connected', peerSaw: INET_ROOT_IP });
  });
});

describe('network slot lifecycle', { timeout: 60_000 }, () => {
  before(async () => {
    await setupHostNetwork();
  });
  after(async () => {
    for (const i of ALL) await destroySlot(i);
  });

  it('setupHostNetwork is idempotent', async () => {
    await setupHostNetwork();
    await setupHostNetwork();
    const tables = await nftApply('list tables\n');
    assert.equal(tables.split('\n').filter((l) => l.trim() === 'table inet warren').length, 1);
  });

  it('createSlot on an existing slot destroys and recreates it', async () => {
    await createSlot(SCRATCH, { disableInternet: true });
    const again = await createSlot(SCRATCH, { disableInternet: false });
    const rules = await nftApply('list table inet warren\n', again.netns);
    assert.match(rules, /meta nfproto ipv4 accept/);
    const taps = await ipBatch(['tuntap show'], again.netns);
    assert.match(taps, new RegExp(`^${again.tap}: tap persist`, 'm'));
  });

  it('destroySlot leaves nothing behind and may be repeated', async () => {
    const slot = await createSlot(SCRATCH, { disableInternet: false });
    await destroySlot(SCRATCH);
    await destroySlot(SCRATCH);
    assert.equal((await listNetns()).includes(slot.netns), false);
    assert.equal(await exists(`/sys/class/net/${slotRootVeth(SCRATCH)}`), false);
    const routes = await ipBatch(['route show']);
    assert.equal(routes.includes(slot.guestIp), false);
    assert.equal((await listSlots()).includes(SCRATCH), false);
  });

  it('listSlots finds leftovers after a crash, and destroySlot clears them', async () => {
    await ipBatch([
      `netns add warren-${ORPHAN_NETNS}`,
      `link add ${slotRootVeth(ORPHAN_VETH)} type veth peer name wtorphan`,
    ]);
    const found = await listSlots();
    assert.ok(found.includes(ORPHAN_NETNS) && found.includes(ORPHAN_VETH), `listSlots gave ${found}`);
    await destroySlot(ORPHAN_NETNS);
    await destroySlot(ORPHAN_VETH);
    const left = await listSlots();
    assert.equal(left.includes(ORPHAN_NETNS) || left.includes(ORPHAN_VETH), false);
  });

  it('rejects indexes outside 0..4095', async () => {
    await assert.rejects(createSlot(4096, { disableInternet: false }), RangeError);
    await assert.rejects(destroySlot(-1), RangeError);
  });

  it('creates and destroys a slot in tens of milliseconds', async (t) => {
    const create: number[] = [];
    const destroy: number[] = [];
    for (let k = 0; k < 10; k++) {
      let t0 = performance.now();
      await createSlot(SCRATCH, { disableInternet: k % 2 === 0 });
      create.push(performance.now() - t0);
      t0 = performance.now();
      await destroySlot(SCRATCH);
      destroy.push(performance.now() - t0);
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
    t.diagnostic(`createSlot median ${median(create).toFixed(1)} ms, max ${Math.max(...create).toFixed(1)} ms`);
    t.diagnostic(`destroySlot median ${median(destroy).toFixed(1)} ms, max ${Math.max(...destroy).toFixed(1)} ms`);
    // Generous bound: this is a regression alarm, not a benchmark.
    assert.ok(median(create) < 500, `createSlot median ${median(create)} ms`);
  });
});

describe('spare slots', { timeout: 60_000 }, () => {
  const INDEXES = [4080, 4081, 4082, 4083];
  const freed: number[] = [];
  let next = 0;
  const indexes = {
    alloc: async () => INDEXES[next++],
    free: (i: number) => {
      freed.push(i);
    },
  };
  const spares = () => new SpareSlots(2, indexes);
  const until = async (what: string, ok: () => boolean) => {
    for (let i = 0; !ok(); i++) {
      if (i > 200) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const rules = (slot: NetworkSlot) => nftApply('list table inet warren\n', slot.netns);

  before(async () => {
    await setupHostNetwork();
  });
  after(async () => {
    for (const i of [...INDEXES, SCRATCH]) await destroySlot(i);
  });

  it('builds its spares ahead, hands them out in either mode, refills and cleans up on close', async () => {
    const pool = spares();
    await until('two spares', () => pool.readyCount === 2);
    assert.deepEqual(
      (await listSlots()).filter((i) => INDEXES.includes(i)),
      [4080, 4081],
    );

    const online = (await pool.take({ disableInternet: false })) as NetworkSlot;
    assert.equal(online.index, 4080);
    assert.match(await rules(online), /meta nfproto ipv4 accept/);

    // A spare taken offline gets exactly the ruleset of a slot built offline.
    const offline = (await pool.take({ disableInternet: true })) as NetworkSlot;
    assert.equal(offline.index, 4081);
    const built = await createSlot(SCRATCH, { disableInternet: true });
    // The rulesets differ only in the slot's own host address.
    const generic = async (slot: NetworkSlot) =>
      (await rules(slot)).replaceAll(slotAddresses(slot.index).hostIp, 'HOST');
    assert.equal(await generic(offline), await generic(built));
    assert.doesNotMatch(await rules(offline), /meta nfproto ipv4 accept/);

    // Taken slots belong to the taker; the pool builds new ones.
    await until('refilled', () => pool.readyCount === 2);
    await pool.close();
    assert.deepEqual(freed.sort(), [4082, 4083]);
    assert.deepEqual(
      (await listSlots()).filter((i) => INDEXES.includes(i)),
      [4080, 4081],
    );
    assert.equal(await pool.take({ disableInternet: false }), undefined);
  });
});
