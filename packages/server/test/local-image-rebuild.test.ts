// A template of an image built on this host (build/images/<name>) belongs to one build of it: after
// the image is rebuilt (guest/images/default.sh does so when its inputs change), the next create
// builds a new template rather than restoring a checkpoint whose disk layer was written over the
// old base disk. Tested with a copy of the busybox image in a build directory of the test's own.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SCRATCH, startTestServer, type TestServer } from './helpers.ts';
import { BUILD } from './host-fixture.ts';

let t: TestServer;
let buildDir: string;
const image = () => join(buildDir, 'images', 'mini');

/** Puts a fresh copy of the busybox image at build/images/mini (a new file, as a rebuild makes). */
function buildMini(): void {
  rmSync(image(), { recursive: true, force: true });
  mkdirSync(image(), { recursive: true });
  for (const f of ['disk.ext4', 'config.json']) {
    execFileSync('cp', ['--sparse=always', '--reflink=auto', join(BUILD, 'images', 'busybox', f), join(image(), f)]);
  }
}

before(async () => {
  buildDir = mkdtempSync(join(SCRATCH, 'warren-build-'));
  symlinkSync(join(BUILD, 'guest'), join(buildDir, 'guest'));
  symlinkSync(join(BUILD, 'jail'), join(buildDir, 'jail'));
  buildMini();
  t = await startTestServer({ buildDir });
});
after(async () => {
  await t.close();
  rmSync(buildDir, { recursive: true, force: true });
});

/** POST /vms of the local image: the template it used (first answer) and the sandbox made. */
async function create(): Promise<{ templateId?: string; vmId: string }> {
  const first = await t.client.post('/vms', { image: 'mini', cpus: 1, memory_mb: 128 });
  const r = first.status === 503 ? await t.client.create({ image: 'mini', cpus: 1, memory_mb: 128 }) : first;
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return { templateId: first.status === 503 ? first.body.template_id : undefined, vmId: r.body.vm_id };
}

describe('templates of a locally built image', () => {
  let firstTemplate: string;

  it('the first create builds a template; the next restores it', async () => {
    const a = await create();
    assert.ok(a.templateId, 'the first create answered 503 template building');
    firstTemplate = a.templateId;
    const b = await create();
    assert.equal(b.templateId, undefined, 'the second create restored the ready template');
    assert.equal((await t.client.exec(b.vmId, ['echo', 'ok'])).stdout, 'ok\n');
  });

  it('after the image is rebuilt (a new disk file), the next create builds a new template', async () => {
    buildMini();
    const c = await create();
    assert.ok(c.templateId, 'answered 503 template building again');
    assert.notEqual(c.templateId, firstTemplate);
    assert.equal((await t.client.exec(c.vmId, ['echo', 'rebuilt'])).stdout, 'rebuilt\n');
    assert.equal((await t.client.get(`/templates/${firstTemplate}`)).status, 404, 'the stale template is gone');
    const d = await create();
    assert.equal(d.templateId, undefined, 'and the new one is then restored');
  });
});
