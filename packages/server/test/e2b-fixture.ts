// Setup of the E2B-compatible API's tests (e2b.test.ts): a Warren server with the front on (its
// header-routed sandbox origin, and the wildcard origin for *.e2b.test over TLS), a DNS server of
// the test's own that answers every name under that domain with 127.0.0.1, and the runner of the
// SDK in a process of its own whose resolver is that DNS server (a mount namespace with its own
// /etc/resolv.conf): what a machine with wildcard DNS and the edge's CA trusted looks like.

import { spawn } from 'node:child_process';
import dgram from 'node:dgram';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import dnsPacket from 'dns-packet';
import type { ServerConfig } from '../src/index.ts';
import { SCRATCH, startTestServer, type TestServer } from './helpers.ts';

export const E2B_DOMAIN = 'e2b.test';
/** A sandbox's envd access token, which the E2B SDKs keep to themselves (sent on envd and /execute calls). */
export const tokenOf = (s: object) => (s as { envdAccessToken?: string }).envdAccessToken ?? '';

/** The shape of the front's sandboxes in these tests: small guests, every vCPU is emulated here (TCG). */
export const E2B_SHAPE = { cpus: 1, memory_mb: 512 };

export async function startE2bServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  return startTestServer({
    e2b: {
      listen: { host: '127.0.0.1', port: 0 },
      sandboxListen: { host: '127.0.0.1', port: 0 },
      domain: E2B_DOMAIN,
      domainListen: { host: '127.0.0.1', port: 0 },
      shape: E2B_SHAPE,
    },
    // Timeouts act within a second or two.
    lifetimes: { noticeMs: 0, checkEveryMs: 500 },
    ...overrides,
  });
}

/**
 * Waits out the build of the default image's template at the front's shape (boot, the warm Python
 * kernel, a checkpoint: minutes under TCG on a loaded machine), through Warren's own API, so that
 * the SDK's first create finds it made: the SDK's HTTP client gives up on an answer after 300 s.
 */
export async function buildDefaultTemplate(t: TestServer): Promise<void> {
  const r = await t.client.post('/vms', { image: t.config.defaultImage, ...E2B_SHAPE });
  if (r.status === 201) {
    await t.client.delete(`/vms/${r.body.vm_id}`);
    return;
  }
  if (r.status !== 503 || r.body.error !== 'template building') {
    throw new Error(`create: ${r.status} ${JSON.stringify(r.body)}`);
  }
  await t.client.waitTemplate(r.body.template_id, 20 * 60_000);
}

/** A DNS server answering A queries under `domain` with 127.0.0.1 (others: NXDOMAIN), on a loopback address. */
export async function startWildcardDns(domain: string): Promise<{ address: string; close(): Promise<void> }> {
  const address = `127.${53 + (process.pid % 150)}.0.53`;
  const socket = dgram.createSocket('udp4');
  socket.on('message', (msg, from) => {
    let q: dnsPacket.Packet;
    try {
      q = dnsPacket.decode(msg);
    } catch {
      return;
    }
    const question = q.questions?.[0];
    const name = question?.name.toLowerCase() ?? '';
    const ours = name === domain || name.endsWith(`.${domain}`);
    const answers: dnsPacket.Answer[] =
      ours && question?.type === 'A' ? [{ type: 'A', name, ttl: 5, data: '127.0.0.1' }] : [];
    const reply = dnsPacket.encode({
      type: 'response',
      id: q.id,
      flags: dnsPacket.RECURSION_AVAILABLE | (ours ? 0 : 3),
      questions: q.questions,
      answers,
    });
    socket.send(reply, from.port, from.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(53, address, () => resolve());
  });
  return { address, close: () => new Promise<void>((r) => socket.close(() => r())) };
}

/**
 * Runs e2b-domain-client.ts as a user's program would run with E2B_DOMAIN set: its own process,
 * the edge's CA in NODE_EXTRA_CA_CERTS, names resolved by `dns`. Answers what it printed.
 */
export async function runDomainClient(t: TestServer, dns: string): Promise<Record<string, any>> {
  const dir = mkdtempSync(join(SCRATCH, 'e2b-client-'));
  const resolv = join(dir, 'resolv.conf');
  writeFileSync(resolv, `nameserver ${dns}\noptions timeout:1 attempts:2\n`);
  const e2b = t.server.e2b;
  if (!e2b?.domain || !t.server.edge.caCertFile) throw new Error('the server has no wildcard origin');
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    E2B_API_URL: e2b.apiUrl,
    E2B_DOMAIN: e2b.domain,
    E2B_API_KEY: t.client.key,
    NODE_EXTRA_CA_CERTS: t.server.edge.caCertFile,
  };
  const client = new URL('./e2b-domain-client.ts', import.meta.url).pathname;
  const script = 'mount --bind "$0" /etc/resolv.conf && exec "$@"';
  const args = ['--mount', '--propagation', 'private', 'sh', '-c', script, resolv];
  args.push(process.execPath, '--disable-warning=ExperimentalWarning', client);
  try {
    const child = spawn('unshare', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    if (code !== 0) throw new Error(`the SDK's program failed (${code}): ${err.slice(-2000)}`);
    return JSON.parse(out.trim().split('\n').pop() ?? '{}');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
