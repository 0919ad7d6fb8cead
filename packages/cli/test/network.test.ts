// `warren sandbox create --allow-out/--deny-out` and `warren sandbox network` (node_modules/.bin/warren)
// against a real server and a real microVM (docs/network.md). What the rules do to a guest's
// connections is packages/server/test/egress.test.ts.

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../server/test/helpers.ts';

const WARREN = resolve(import.meta.dirname, '../../../node_modules/.bin/warren');

let t: TestServer;
let env: Record<string, string>;

function warren(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(WARREN, args, { env, timeout: 300_000 }, (err, stdout, stderr) => {
      done({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}
async function ok(args: string[]): Promise<string> {
  const r = await warren(args);
  if (r.code !== 0) throw new Error(`warren ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

before(async () => {
  t = await startTestServer();
  env = { PATH: process.env.PATH ?? '', SVC_TOKEN: t.client.key, SVC_API_URL: t.server.url };
});
after(async () => {
  await t.close();
});

describe('warren sandbox with egress rules', () => {
  it('create --allow-out --deny-out; sandbox network replaces, empties and removes them', async () => {
    const vm = (
      await ok([
        'sandbox',
        'create',
        '--image',
        'busybox',
        '--cpus',
        '1',
        '--memory',
        '256',
        '--allow-out',
        'pypi.org,*.pythonhosted.org',
        '--allow-out',
        '10.1.0.0/16',
        '--deny-out',
        'evil.pypi.org',
      ])
    ).trim();
    const got = JSON.parse(await ok(['sandbox', 'get', vm, '--json']));
    assert.deepEqual(got.network, {
      allow_out: ['pypi.org', '*.pythonhosted.org', '10.1.0.0/16'],
      deny_out: ['evil.pypi.org'],
    });
    const changed = await ok(['sandbox', 'network', vm, '--deny-out', '192.0.2.7']);
    assert.match(changed, /deny_out: +192\.0\.2\.7\/32/);
    const nowhere = JSON.parse(await ok(['sandbox', 'network', vm, '--allow-out', '', '--json']));
    assert.deepEqual(nowhere.network, { allow_out: [] });
    assert.equal((await ok(['sandbox', 'network', vm])).trim(), 'no egress rules');
    const bad = await warren(['sandbox', 'network', vm, '--allow-out', '10.0.0.1/8']);
    assert.notEqual(bad.code, 0);
    assert.match(bad.stderr, /invalid request|bits set/);
    await ok(['sandbox', 'delete', vm]);
  });
});
