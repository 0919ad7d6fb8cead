// The edge's certificates: by default a local CA made in the data directory on first start issues
// the edge's certificate (verifiable with the CA alone, for the public host name), kept across
// starts; an operator's certificate and key are served as given; `warren doctor` says where the CA
// certificate is. The edge here is the real one, forwarding to a real HTTP server on loopback.

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { edgeCertificate } from '../src/edge/certificates.ts';
import { Edge } from '../src/edge/edge.ts';
import { connectGuestPort } from '../src/host/guest-port.ts';
import { issueServerCert, makeCa } from '../src/sys/openssl.ts';
import { SCRATCH } from './helpers.ts';

const exec = promisify(execFile);
const PUBLIC_PORT = 31490;
let dir: string;
let upstream: http.Server;
let upstreamPort: number;

before(async () => {
  dir = mkdtempSync(join(SCRATCH, 'warren-edge-certs-'));
  upstream = http.createServer((req, res) => res.end(`upstream saw ${req.headers['x-forwarded-proto']}`));
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamPort = (upstream.address() as net.AddressInfo).port;
});

after(() => {
  upstream?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function serveThrough(cert: { cert: Buffer; key: Buffer }, fn: () => Promise<void>): Promise<void> {
  const edge = new Edge({
    bindHost: '127.0.0.1',
    ...cert,
    route: async () => ({ vmId: 'loopback', guestPort: upstreamPort, guestIp: '127.0.0.1' }),
    open: (_vmId, port) => connectGuestPort('127.0.0.1', port),
  });
  assert.equal(await edge.listen(PUBLIC_PORT), true);
  try {
    await fn();
  } finally {
    await edge.close();
  }
}

async function curlAs(host: string, ca: string): Promise<string> {
  const { stdout } = await exec('curl', [
    '-sS',
    '--max-time',
    '20',
    '--cacert',
    ca,
    '--resolve',
    `${host}:${PUBLIC_PORT}:127.0.0.1`,
    `https://${host}:${PUBLIC_PORT}/`,
  ]);
  return stdout;
}

describe('the local certificate authority', () => {
  it('is made in the data directory on first start and issues a certificate for the public host', async () => {
    const data = join(dir, 'data');
    const cert = await edgeCertificate(data, ['sandbox.example.test', 'localhost', '127.0.0.1']);
    assert.equal(cert.caCertFile, join(data, 'edge', 'ca.crt'));
    const ca = cert.caCertFile as string;
    const san = (
      await exec('openssl', ['x509', '-in', join(data, 'edge', 'server.crt'), '-noout', '-ext', 'subjectAltName'])
    ).stdout;
    assert.match(san, /DNS:sandbox\.example\.test, DNS:localhost, IP Address:127\.0\.0\.1/);
    await serveThrough(cert, async () => {
      assert.equal(await curlAs('sandbox.example.test', ca), 'upstream saw https');
    });
  });

  it('is kept across starts; the next start issues a new certificate from the same CA', async () => {
    const data = join(dir, 'data');
    const caBefore = readFileSync(join(data, 'edge', 'ca.crt'));
    const cert = await edgeCertificate(data, ['other.example.test']);
    assert.ok(readFileSync(cert.caCertFile as string).equals(caBefore));
    await serveThrough(cert, async () => {
      assert.equal(await curlAs('other.example.test', cert.caCertFile as string), 'upstream saw https');
    });
  });
});

describe("an operator's certificate and key", () => {
  it('are served as given (a client trusting only the operator CA connects)', async () => {
    const own = join(dir, 'operator');
    const ca = { certFile: `${own}-ca.crt`, keyFile: `${own}-ca.key` };
    await makeCa({ ...ca, commonName: 'operator test CA', days: 2 });
    const files = { certFile: `${own}.crt`, keyFile: `${own}.key` };
    await issueServerCert({
      ca,
      ...files,
      names: ['edge.example.test'],
      days: 2,
      serialHex: '0badc0de',
      workFile: own,
    });
    const data = join(dir, 'data-operator');
    const cert = await edgeCertificate(data, ['ignored.example.test'], files);
    assert.equal(cert.caCertFile, undefined, 'no local CA is made or named');
    await serveThrough(cert, async () => {
      assert.equal(await curlAs('edge.example.test', ca.certFile), 'upstream saw https');
    });
  });

  it('a missing file stops the start with its name', async () => {
    const missing = { certFile: join(dir, 'nope.crt'), keyFile: join(dir, 'nope.key') };
    await assert.rejects(edgeCertificate(join(dir, 'x'), ['a'], missing), /nope\.crt does not exist/);
  });
});

describe('warren doctor', () => {
  it('prints where the CA certificate is, and every layer of the jail active', async () => {
    const data = join(dir, 'doctor');
    const cli = join(import.meta.dirname, '..', '..', 'cli', 'src', 'main.ts');
    const r = await exec(process.execPath, ['--disable-warning=ExperimentalWarning', cli, 'doctor', '--data', data], {
      timeout: 120_000,
    }).catch((err: { stdout: string }) => err);
    assert.match(r.stdout, new RegExp(`edge CA certificate: ${join(data, 'edge', 'ca.crt')}`));
    // Each layer of the jail, read back from a real jailed QEMU (host/jail/probe.ts).
    for (const layer of [
      'uid',
      'capabilities',
      'no_new_privs',
      'seccomp',
      'mount namespace',
      'cgroups',
      'time slice',
    ]) {
      assert.match(r.stdout, new RegExp(`^jail ${layer}: active \\(`, 'm'), r.stdout);
    }
  });
});
