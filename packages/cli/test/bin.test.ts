// The installed entry points: npm links `node_modules/.bin/warren`, which must run the CLI on the
// repository's Node 24 even when the `node` on the PATH is the system's older one (which cannot
// run .ts files). Checked with a PATH that holds only the system's directories.

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';

const REPO = resolve(import.meta.dirname, '../../..');
const BIN = join(REPO, 'node_modules', '.bin');
/** Only the system's directories: a `node` found there is not the repository's. */
const SYSTEM_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
const run = (file: string, args: string[]) =>
  promisify(execFile)(file, args, { env: { PATH: SYSTEM_PATH }, timeout: 60_000 });

describe('installed entry points', () => {
  it('every bin of the workspace packages is linked in node_modules/.bin to a shim, not to a .ts file', () => {
    for (const pkg of ['cli', 'server']) {
      const manifest = JSON.parse(readFileSync(join(REPO, 'packages', pkg, 'package.json'), 'utf8'));
      for (const [name, target] of Object.entries<string>(manifest.bin ?? {})) {
        assert.doesNotMatch(target, /\.ts$/, `${pkg}: bin ${name} must not be a .ts file`);
        assert.equal(realpathSync(join(BIN, name)), realpathSync(join(REPO, 'packages', pkg, target)));
      }
    }
  });

  it('node_modules/.bin/warren runs on Node 24 with the system`s node first on the PATH', async () => {
    const help = await run(join(BIN, 'warren'), ['--help']);
    assert.match(help.stdout, /^usage:\n {2}warren serve/);
    assert.equal(help.stderr, '', 'no warnings either');
  });

  it('node_modules/.bin/warren does real work: an organization, its limits and a key in a data directory', async () => {
    const data = mkdtempSync(join(tmpdir(), 'warren-bin-test-'));
    try {
      const org = await run(join(BIN, 'warren'), ['org', 'create', 'acme', '--data', data]);
      assert.match(org.stdout, /^[0-9a-f-]{36}\n$/);
      const limits = await run(join(BIN, 'warren'), ['org', 'limits', 'acme', '--acquisitions', '7', '--data', data]);
      assert.equal(limits.stdout, 'acquisitions 7 per minute\nother 12000 per minute (default)\n');
      const key = await run(join(BIN, 'warren'), ['key', 'create', '--org', 'acme', '--data', data]);
      assert.match(key.stdout, /^wrn_sk_[A-Za-z0-9]{32}\n$/);
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  });

  it('fails clearly, exit 2 and the usage, on an unknown command', async () => {
    await assert.rejects(run(join(BIN, 'warren'), ['frobnicate']), (err: { code: number; stderr: string }) => {
      assert.equal(err.code, 2);
      assert.match(err.stderr, /^usage:/);
      return true;
    });
  });
});
