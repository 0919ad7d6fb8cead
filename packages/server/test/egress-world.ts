// The outside world of the egress tests and bench (docs/network.md): one network namespace of the
// test's own on 198.51.100.0/24 (TEST-NET-2) behind a veth, holding a DNS server (dns-packet), an
// HTTP server on 80, an HTTPS server on 443 (a self-signed certificate) and a plain TCP service on
// 8080, on every address the names below resolve to. Each server answers with the address it was
// reached at and the name the client gave, so a test sees where a connection really went.
// 169.254.169.254 is routed into the namespace too: a broken link-local rule shows up as an answer
// here, never as traffic leaving the machine. No other address is used.

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ipBatch } from '../src/host/ip.ts';
import type { NetworkSlot } from '../src/host/network.ts';
import { makeCa } from '../src/sys/openssl.ts';
import { SCRATCH } from './host-fixture.ts';

export const WORLD_NS = 'wtest-egress-world';
const ROOT_VETH = 'wtegw';
/** The host's own address on the world's link (so a rule naming it must still not reach it). */
export const WORLD_ROOT_IP = '198.51.100.254';
export const WORLD_DNS = '198.51.100.53';
export const METADATA_IP = '169.254.169.254';

/** Names the world's DNS server answers (TTL 60), and where they lead. */
export const NAMES: Record<string, string> = {
  'allowed.test': '198.51.100.10',
  'other.test': '198.51.100.11',
  'a.wild.test': '198.51.100.12',
  'wild.test': '198.51.100.13',
  // Names that lead where no rule may take a sandbox.
  'meta.test': METADATA_IP,
  'host.test': WORLD_ROOT_IP,
};

const SERVERS = `
const [dnsPacketPath, dnsIp, namesJson, certFile, keyFile] = process.argv.slice(1);
const dnsPacket = require(dnsPacketPath);
const names = JSON.parse(namesJson);
const fs = require('node:fs');
const net = require('node:net');
const dgram = require('node:dgram');
const http = require('node:http');
const https = require('node:https');
const answer = (query) => {
  const q = dnsPacket.decode(query);
  const name = (q.questions[0]?.name ?? '').toLowerCase();
  const ip = names[name];
  const answers = ip && q.questions[0].type === 'A' ? [{ type: 'A', name, ttl: 60, data: ip }] : [];
  return dnsPacket.encode({
    type: 'response', id: q.id, flags: dnsPacket.RECURSION_AVAILABLE | (ip ? 0 : 3),
    questions: q.questions, answers,
  });
};
const udp = dgram.createSocket('udp4');
udp.on('message', (m, r) => udp.send(answer(m), r.port, r.address));
udp.bind(53, dnsIp);
net.createServer((c) => {
  let buf = Buffer.alloc(0);
  c.on('data', (d) => {
    buf = Buffer.concat([buf, d]);
    if (buf.length >= 2 && buf.length >= 2 + buf.readUInt16BE(0)) {
      const a = answer(buf.subarray(2, 2 + buf.readUInt16BE(0)));
      const len = Buffer.alloc(2); len.writeUInt16BE(a.length);
      c.end(Buffer.concat([len, a]));
    }
  });
}).listen(53, dnsIp);
const where = (req) => req.socket.localAddress.replace(/^::ffff:/, '') + ' ' + (req.headers.host ?? '') + '\\n';
http.createServer((req, res) => res.end(where(req))).listen(80, '0.0.0.0');
https.createServer({ cert: fs.readFileSync(certFile), key: fs.readFileSync(keyFile) }, (req, res) => res.end(where(req)))
  .listen(443, '0.0.0.0');
net.createServer((c) => c.end(c.localAddress.replace(/^::ffff:/, '') + '\\n'))
  .listen(8080, '0.0.0.0', () => console.log('ready'));
`;

export interface EgressWorld {
  /** `HOST:PORT` of its DNS server, for the host agent's egressDns. */
  dns: string;
  close(): Promise<void>;
}

export async function startEgressWorld(): Promise<EgressWorld> {
  await removeWorld();
  const addresses = [...new Set([WORLD_DNS, ...Object.values(NAMES).filter((ip) => ip !== WORLD_ROOT_IP)])];
  await ipBatch([
    `netns add ${WORLD_NS}`,
    `link add ${ROOT_VETH} type veth peer name eth0 netns ${WORLD_NS}`,
    `addr add ${WORLD_ROOT_IP}/24 dev ${ROOT_VETH}`,
    `link set ${ROOT_VETH} up`,
    `route replace ${METADATA_IP}/32 via ${NAMES['allowed.test']} dev ${ROOT_VETH}`,
  ]);
  await ipBatch(
    [
      'link set lo up',
      ...addresses.map((ip) => `addr add ${ip}/${ip === METADATA_IP ? 32 : 24} dev eth0`),
      'link set eth0 up',
      `route add default via ${WORLD_ROOT_IP}`,
    ],
    WORLD_NS,
  );
  const dir = mkdtempSync(join(SCRATCH, 'egress-world-'));
  const tls = { certFile: join(dir, 'server.crt'), keyFile: join(dir, 'server.key') };
  await makeCa({ ...tls, commonName: 'allowed.test', days: 1 });
  const child: ChildProcess = spawn(
    'nsenter',
    [
      `--net=/run/netns/${WORLD_NS}`,
      '--',
      process.execPath,
      '-e',
      SERVERS,
      createRequire(import.meta.url).resolve('dns-packet'),
      WORLD_DNS,
      JSON.stringify(NAMES),
      tls.certFile,
      tls.keyFile,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`egress world servers exited with ${code}`)));
  });
  return {
    dns: `${WORLD_DNS}:53`,
    async close() {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
      await removeWorld();
    },
  };
}

async function removeWorld(): Promise<void> {
  await ipBatch([`route del ${METADATA_IP}/32 dev ${ROOT_VETH}`]).catch(() => undefined);
  await ipBatch([`link del ${ROOT_VETH}`]).catch(() => undefined);
  await ipBatch([`netns del ${WORLD_NS}`]).catch(() => undefined);
}

/**
 * Puts a stand-in guest behind slot `slot` (no QEMU): its TAP is replaced by a veth named like it,
 * whose far end sits in namespace `name`, configured as the guest agent would configure eth0.
 * The slot's rules match interface names, so they apply to it as to a VM (network.test.ts does the same).
 */
export async function attachStandInGuest(slot: NetworkSlot, name: string): Promise<void> {
  await ipBatch([`netns add ${name}`]);
  await ipBatch(
    [
      `link del ${slot.tap}`,
      `link add ${slot.tap} type veth peer name eth0 netns ${name}`,
      `addr add ${slot.gatewayIp}/${slot.prefix} dev ${slot.tap}`,
      `link set ${slot.tap} up`,
    ],
    slot.netns,
  );
  await ipBatch(
    [
      'link set lo up',
      `link set eth0 address ${slot.mac}`,
      `addr add ${slot.guestIp}/${slot.prefix} dev eth0`,
      'link set eth0 up',
      `route add default via ${slot.gatewayIp}`,
    ],
    name,
  );
}
