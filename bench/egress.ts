// Egress rules' cost (docs/network.md): connection setup from a guest through a slot with rules
// against one without, in the same run. No QEMU: each slot's guest is a stand-in namespace
// (packages/server/test/egress-world.ts), so the figures are the host's share alone, not a TCG
// guest's. Measured from inside the guest, per round: TCP to port 80 until the first byte of the
// answer to a GET (the ruled slot's proxy reads the Host, checks it and connects onward); TLS to
// 443 until the first byte of the answer (the proxy reads the SNI); and TCP to 8080 until the
// first byte (no proxy: the slot's nft set of resolved answers). Target: under 1 ms added at p50.
//
//   node_modules/.bin/node bench/egress.ts [--rounds N] [--write]

import { EgressSlots } from '../packages/server/src/host/egress/egress-slots.ts';
import { parseUpstream } from '../packages/server/src/host/egress/upstream.ts';
import { ipBatch } from '../packages/server/src/host/ip.ts';
import { runInNetns } from '../packages/server/src/host/netns.ts';
import { createSlot, destroySlot, setupHostNetwork } from '../packages/server/src/host/network.ts';
import { attachStandInGuest, NAMES, startEgressWorld, WORLD_DNS } from '../packages/server/test/egress-world.ts';
import { writeSection } from './results.ts';
import { machine, type Summary, summarize, table } from './stats.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const ROUNDS = Number(arg('--rounds') ?? 300);
const WRITE = process.argv.includes('--write');
const PLAIN = 4084;
const RULED = 4085;

// Runs in a guest: resolves the name once, then times ROUNDS setups of each kind, interleaved.
const CLIENT = `
const net = require('node:net');
const tls = require('node:tls');
const dns = require('node:dns');
const [name, dnsIp, rounds] = process.argv.slice(1);
const firstByte = (open, hello) => new Promise((resolve, reject) => {
  const t0 = process.hrtime.bigint();
  const s = open();
  s.once('error', reject);
  s.once(hello, () => s.write('GET / HTTP/1.1\\r\\nHost: ' + name + '\\r\\nConnection: close\\r\\n\\r\\n'));
  s.once('data', () => { resolve(Number(process.hrtime.bigint() - t0) / 1e6); s.destroy(); });
});
(async () => {
  const r = new dns.promises.Resolver();
  r.setServers([dnsIp]);
  const [ip] = await r.resolve4(name);
  const out = { http: [], https: [], tcp: [] };
  for (let i = 0; i < Number(rounds); i++) {
    out.http.push(await firstByte(() => net.connect(80, ip), 'connect'));
    out.https.push(await firstByte(() => tls.connect({ host: ip, port: 443, servername: name, rejectUnauthorized: false }), 'secureConnect'));
    const t0 = process.hrtime.bigint();
    await new Promise((resolve, reject) => net.connect(8080, ip).once('data', resolve).once('error', reject));
    out.tcp.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  console.log(JSON.stringify(out));
})().catch((e) => { console.error(e.message); process.exit(1); });
`;

type Samples = { http: number[]; https: number[]; tcp: number[] };

async function measure(guest: string): Promise<Samples> {
  const res = await runInNetns(guest, [process.execPath, '-e', CLIENT, 'allowed.test', WORLD_DNS, String(ROUNDS)]);
  return JSON.parse(res.stdout) as Samples;
}

async function main(): Promise<void> {
  const world = await startEgressWorld();
  const egress = new EgressSlots(parseUpstream(world.dns));
  const guests = ['wtest-egb-plain', 'wtest-egb-ruled'];
  try {
    for (const g of guests) await ipBatch([`netns del ${g}`]).catch(() => undefined);
    await setupHostNetwork();
    const plain = await createSlot(PLAIN, { disableInternet: false });
    const ruled = await createSlot(RULED, { disableInternet: false });
    await attachStandInGuest(plain, guests[0]);
    await attachStandInGuest(ruled, guests[1]);
    await egress.apply(ruled, { allow_out: ['allowed.test'] }, false);
    // One warm-up pass each, then the measured ones, alternating so load hits both alike.
    await measure(guests[0]);
    await measure(guests[1]);
    const [a, b] = [await measure(guests[0]), await measure(guests[1])];
    const rows: Summary[] = [];
    const targets: Record<string, string> = {};
    for (const kind of ['http', 'https', 'tcp'] as const) {
      const none = summarize(`${kind}: no rules`, a[kind]);
      const rules = summarize(`${kind}: rules`, b[kind]);
      const added = rules.median - none.median;
      rows.push(none, rules);
      targets[rules.name] = `+${added.toFixed(2)} ms at p50 (target < 1 ms)`;
    }
    const text =
      `Machine: ${machine()}. ${ROUNDS} rounds per kind, from a stand-in guest namespace through its slot to ` +
      `${NAMES['allowed.test']} in the test world (no QEMU). http: TCP connect, GET, first byte of the answer ` +
      '(ruled: through the proxy, which reads the Host); https: TLS handshake with SNI, GET, first byte ' +
      '(ruled: the proxy reads the SNI); tcp: connect to 8080 until the first byte (ruled: the nft set of ' +
      'resolved answers, no proxy).\n\n' +
      table(rows, targets);
    console.log(text);
    if (WRITE) writeSection('egress', 'Egress rules (bench/egress.ts)', text);
  } finally {
    egress.close();
    for (const g of guests) await ipBatch([`netns del ${g}`]).catch(() => undefined);
    await destroySlot(PLAIN);
    await destroySlot(RULED);
    await world.close();
  }
}

await main();
