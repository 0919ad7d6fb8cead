// The one default sandbox a test process shares (default-image.test.ts and the code cases it
// runs): a real server whose default image is build/images/default, and a sandbox created with
// `{}` from its template, which holds a warm Python kernel (docs/code.md). Under TCG the template
// build (boot, kernel start, numpy/pandas/matplotlib imports) takes a minute or more, so it is
// paid once per process. Also the calls of run_code the cases share.

import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startTestServer, type TestServer } from './helpers.ts';

/** The output cap of the test server: small, so the cap is reached in a second under TCG. */
export const CAP = 1 << 20;

export interface DefaultSandbox {
  t: TestServer;
  /** The shared sandbox's id and its creation answer. */
  vm: string;
  created: Record<string, any>;
}

/** Starts the server and creates the default sandbox, waiting out its template build. */
export async function startDefaultSandbox(): Promise<DefaultSandbox> {
  // No idle policy during the test: the cases sleep the sandbox themselves.
  const t = await startTestServer({
    defaultImage: 'default',
    idle: { idleAfterMs: 3_600_000, checkEveryMs: 3_600_000 },
    code: { maxOutputBytes: CAP },
  });
  const disk = join(t.config.buildDir, 'images', 'default', 'disk.ext4');
  assert.ok(existsSync(disk), `${disk} is missing: run guest/images/default.sh`);
  for (;;) {
    const r = await t.client.post('/vms', {});
    if (r.status === 201) return { t, vm: r.body.vm_id, created: r.body };
    assert.equal(r.status, 503, JSON.stringify(r.body));
    await t.client.waitTemplate(r.body.template_id, 600_000);
  }
}

/** A run's JSON answer (docs/code.md); fails loudly on a status other than 200. */
export async function runCode(t: TestServer, vm: string, body: Record<string, unknown>): Promise<any> {
  const r = await t.client.post(`/vms/${vm}/run_code`, body);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body;
}

/** A streamed run's NDJSON lines, as they came. */
export async function runStreamed(t: TestServer, vm: string, body: Record<string, unknown>): Promise<any[]> {
  const res = await fetch(`${t.server.url}/vms/${vm}/run_code`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${t.client.key}`,
      'content-type': 'application/json',
      accept: 'application/x-ndjson',
    },
    body: JSON.stringify(body),
  });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /application\/x-ndjson/);
  return (await res.text())
    .split('\n')
    .filter((l) => l)
    .map((l) => JSON.parse(l));
}

/** The PNG signature, base64 as a MIME bundle holds it. */
export const PNG_BASE64 = 'iVBORw0KGgo';
