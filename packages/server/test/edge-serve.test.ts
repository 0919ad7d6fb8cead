// `warren serve` with the edge flags, as its own process: it prints the edge's URL range and where
// the CA certificate is; a public URL carries --public-host and answers through the CA; after a
// restart the edge listens again on the ports of live ingresses (the sandbox, stopped with the old
// process by --stop-sandboxes-on-exit, answers 404 "sandbox is interrupted"), and deleting the
// sandbox closes its URL at once. The E2B-compatible API is on in plain `warren serve`, printed, and
// asks for a key (docs/e2b.md).

import assert from 'node:assert/strict';
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../src/index.ts';
import { Client, SCRATCH, until } from './helpers.ts';
import { freePort } from './registry-fixture.ts';

const exec = promisify(execFile);
const CLI = join(REPO_ROOT, 'packages/cli/src/main.ts');
const HOST = 'sandbox.example.test';
const PORTS = '31620-31629';
const dataDir = mkdtempSync(join(SCRATCH, 'warren-edge-serve-'));
const ca = join(dataDir, 'edge', 'ca.crt');
let port: number;
let server: ChildProcess | undefined;
let printed = '';
let c: Client;

async function start(): Promise<void> {
  printed = '';
  const argv = [
    'serve',
    '--listen',
    `127.0.0.1:${port}`,
    '--data',
    dataDir,
    '--warm-pool',
    '0',
    // A stop takes the sandbox down (by default the next start would adopt it): the lost-sandbox case.
    '--stop-sandboxes-on-exit',
  ];
  server = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', CLI, ...argv, '--public-host', HOST, '--edge-ports', PORTS],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    server?.stdout?.on('data', (b: Buffer) => {
      printed += b.toString();
      if (printed.includes('warren: edge')) resolve();
    });
    server?.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

async function stop(): Promise<void> {
  const s = server;
  server = undefined;
  if (!s) return;
  const exited = new Promise((r) => s.once('exit', r));
  s.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 60_000)))]);
  clearTimeout(timer);
}

/** curl to a public URL of HOST, resolved to loopback; exit code and body. */
async function get(publicPort: number): Promise<{ code: number; body: string }> {
  const args = ['-sS', '--max-time', '20', '--cacert', ca, '--resolve', `${HOST}:${publicPort}:127.0.0.1`];
  try {
    const { stdout } = await exec('curl', [...args, `https://${HOST}:${publicPort}/`]);
    return { code: 0, body: stdout };
  } catch (err) {
    return { code: Number((err as { code?: number }).code), body: '' };
  }
}

before(async () => {
  port = await freePort();
  const cli = (...args: string[]) =>
    execFileSync(process.execPath, ['--disable-warning=ExperimentalWarning', CLI, ...args, '--data', dataDir], {
      encoding: 'utf8',
    }).trim();
  cli('org', 'create', 'acme');
  c = new Client(`http://127.0.0.1:${port}`, cli('key', 'create', '--org', 'acme'));
  await start();
});

after(async () => {
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('warren serve and the edge', () => {
  let vm: string;
  let publicPort: number;

  it('prints the public URL range and the CA certificate to trust', () => {
    assert.match(printed, new RegExp(`warren: edge https://${HOST}:${PORTS} \\(CA certificate ${ca}\\)`));
  });

  it('the E2B-compatible API is on by default: its lines are printed, it asks for a key', async () => {
    const lines = await until('the E2B lines', async () => {
      const m = /export E2B_API_URL=(\S+) E2B_SANDBOX_URL=(\S+) E2B_API_KEY=<a Warren key>/.exec(printed);
      return m ?? undefined;
    });
    const [, apiUrl, sandboxUrl] = lines;
    const none = await fetch(`${apiUrl}/v2/sandboxes`);
    assert.equal(none.status, 401);
    assert.equal(((await none.json()) as { code: number }).code, 401);
    const listed = await fetch(`${apiUrl}/v2/sandboxes`, { headers: { 'x-api-key': c.key } });
    assert.equal(listed.status, 200);
    assert.deepEqual(await listed.json(), []);
    // A sandbox origin reaches only sandboxes the E2B API made: an unknown one is gone (502).
    const gone = await fetch(`${sandboxUrl}/health`, {
      headers: { 'e2b-sandbox-id': '00000000-0000-0000-0000-000000000000', 'e2b-sandbox-port': '49983' },
    });
    assert.equal(gone.status, 502);
  });

  it('a public URL carries --public-host and answers through the local CA', async () => {
    vm = (await c.createSmall({ memory_mb: 128 })).vm_id;
    await c.sh(vm, 'mkdir -p /www && echo served > /www/index.html && httpd -p 8080 -h /www');
    const r = await c.post(`/vms/${vm}/expose`, { guest_port: 8080 });
    assert.equal(r.status, 201);
    publicPort = r.body.public_port;
    assert.equal(r.body.public_url, `https://${HOST}:${publicPort}`);
    const page = await until('the URL answers', async () => {
      const g = await get(publicPort);
      return g.body.includes('served') ? g : undefined;
    });
    assert.equal(page.body, 'served\n');
  });

  it('after a restart the port listens again; the lost sandbox answers 404; its delete closes the URL', async () => {
    await stop();
    await start();
    const raw = await exec('curl', [
      '-sS',
      '--cacert',
      ca,
      '--resolve',
      `${HOST}:${publicPort}:127.0.0.1`,
      '-w',
      '%{http_code}',
      '-o',
      '/dev/null',
      `https://${HOST}:${publicPort}/`,
    ]);
    assert.equal(raw.stdout, '404');
    assert.equal((await c.get(`/vms/${vm}`)).body.state, 'interrupted');
    assert.equal((await c.delete(`/vms/${vm}`)).status, 204);
    assert.equal((await get(publicPort)).code, 7, 'connection refused');
  });
});
