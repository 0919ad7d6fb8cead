// `warren api` refuses a bad start with a clear line and its exit status, before serving anything:
// a missing flag is bad usage (2); a bad host URL or a host that cannot be reached is an error (1),
// within seconds (docs/hosts.md).

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';

const REPO = resolve(import.meta.dirname, '../../..');
const NODE = join(REPO, 'node_modules/.bin/node');
const CLI = join(REPO, 'packages/cli/src/main.ts');

let dir: string;
let secretFile: string;

const warren = (args: string[]) =>
  spawnSync(NODE, ['--disable-warning=ExperimentalWarning', CLI, ...args], { encoding: 'utf8', timeout: 60_000 });

/** A loopback port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'warren-api-role-'));
  secretFile = join(dir, 'cluster.secret');
  writeFileSync(secretFile, `${randomBytes(24).toString('base64')}\n`, { mode: 0o600 });
});
after(() => rmSync(dir, { recursive: true, force: true }));

describe('`warren api` refuses a bad start', () => {
  it('without --host: bad usage, exit 2', () => {
    const r = warren(['api', '--host-secret-file', secretFile, '--data', join(dir, 'data')]);
    assert.equal(r.status, 2, r.stderr);
    assert.match(r.stderr, /--host/);
  });

  it('a --host that is not an http(s) URL: exit 1, saying what it wants', () => {
    const r = warren(['api', '--host', 'ftp://example', '--host-secret-file', secretFile, '--data', join(dir, 'data')]);
    assert.equal(r.status, 1, r.stderr);
    assert.match(r.stderr, /--host wants http:\/\/HOST:PORT/);
  });

  it('a host that is not listening: exit 1 within seconds, saying it is unavailable', async () => {
    const port = await closedPort();
    const started = performance.now();
    const r = warren([
      'api',
      ...['--host', `http://127.0.0.1:${port}`, '--host-secret-file', secretFile],
      ...['--data', join(dir, 'data'), '--listen', '127.0.0.1:0'],
    ]);
    assert.equal(r.status, 1, r.stderr);
    assert.match(r.stderr, /unavailable/);
    assert.ok(performance.now() - started < 30_000);
  });
});
