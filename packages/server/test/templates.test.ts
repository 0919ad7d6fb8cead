// Images, registries and templates through the API: every create is a restore of a template; the
// first use of an (image, shape) answers 503 `template building`; templates of public images are
// shared; private images pull with the organization's stored credentials. Images come from real
// registries on loopback (Debian's docker-registry), built here.

import assert from 'node:assert/strict';
import { copyFileSync } from 'node:fs';
import { mkdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from './helpers.ts';
import { type Blob, buildConfig, buildLayer, pushImage, type Registry, startRegistry } from './registry-fixture.ts';

const USER = { username: 'warren-bot', password: 'S3cret-Pa55word-xyz' };
const APPS = ['sh', 'echo', 'cat', 'ls', 'head', 'od', 'sleep', 'true', 'false', 'wc', 'tr'];

async function busyboxImage(): Promise<{ layer: Blob; config: Blob }> {
  const layer = await buildLayer('gzip', async (dir) => {
    for (const d of ['bin', 'etc', 'tmp', 'proc', 'sys', 'dev']) await mkdir(join(dir, d), { recursive: true });
    copyFileSync('/bin/busybox', join(dir, 'bin/busybox'));
    for (const app of APPS) await symlink('busybox', join(dir, 'bin', app));
  });
  const config = buildConfig([layer], { Entrypoint: null, Cmd: ['sh'], Env: ['PATH=/bin'] });
  return { layer, config };
}

let t: TestServer;
let open: Registry;
let basic: Registry;
let publicRef: string;
let privateRef: string;

before(async () => {
  [open, basic] = await Promise.all([startRegistry('open'), startRegistry('htpasswd', [USER])]);
  const bb = await busyboxImage();
  await pushImage(open, 'library/tiny', 'latest', [bb.layer], bb.config);
  await pushImage(basic, 'team/tiny', 'latest', [bb.layer], bb.config);
  publicRef = `${open.host}/library/tiny:latest`;
  privateRef = `${basic.host}/team/tiny:latest`;
  t = await startTestServer();
});
after(async () => {
  await t.close();
  await Promise.all([open?.stop(), basic?.stop()]);
});

describe('first use of an image at a shape', () => {
  let templateId: string;

  it('answers 503 template building with template_id and Retry-After: 30', async () => {
    const r = await t.client.post('/vms', { image: publicRef, cpus: 1, memory_mb: 128 });
    assert.equal(r.status, 503, JSON.stringify(r.body));
    assert.equal(r.body.error, 'template building');
    assert.equal(r.headers.get('retry-after'), '30');
    templateId = r.body.template_id;
    const again = await t.client.post('/vms', { image: publicRef, cpus: 1, memory_mb: 128 });
    assert.equal(again.body.template_id, templateId, 'creates during the build get the same answer');
  });

  it('GET /templates/{id} works for the shared id named in the 503, until ready', async () => {
    const tpl = await t.client.waitTemplate(templateId);
    assert.equal(tpl.status, 'ready');
    assert.equal(tpl.shared, true);
    assert.equal(tpl.source_image, publicRef);
    assert.ok(tpl.base_snapshot_id);
  });

  it('the retry restores the template and the sandbox works', async () => {
    const r = await t.client.post('/vms', { image: publicRef, cpus: 1, memory_mb: 128 });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.equal(r.body.image, publicRef);
    assert.equal((await t.client.exec(r.body.vm_id, ['echo', 'from the registry'])).stdout, 'from the registry\n');
  });

  it('another shape is another template', async () => {
    const r = await t.client.post('/vms', { image: publicRef, cpus: 1, memory_mb: 192 });
    assert.equal(r.status, 503);
    assert.notEqual(r.body.template_id, templateId);
  });

  it('shared templates are listed for the organizations that used them, read-only', async () => {
    const mine = (await t.client.get('/templates')).body.templates;
    assert.ok(mine.some((x: { template_id: string; shared: boolean }) => x.template_id === templateId && x.shared));
    assert.ok(
      !(await t.other.get('/templates')).body.templates.some(
        (x: { template_id: string }) => x.template_id === templateId,
      ),
    );
    assert.equal((await t.other.get(`/templates/${templateId}`)).status, 200, 'a shared id is readable by anyone');
    assert.equal((await t.client.delete(`/templates/${templateId}`)).status, 403);
  });

  it('two sandboxes from one template never share random state', async () => {
    const [a, b] = await Promise.all([
      t.client.create({ image: publicRef, cpus: 1, memory_mb: 128 }),
      t.client.create({ image: publicRef, cpus: 1, memory_mb: 128 }),
    ]);
    const read = async (id: string) =>
      (await t.client.sh(id, 'cat /proc/sys/kernel/random/uuid; head -c 16 /dev/urandom | od -x')).stdout;
    assert.notEqual(await read(a.body.vm_id), await read(b.body.vm_id));
    assert.notEqual(a.body.guest_ip, b.body.guest_ip);
  });
});

describe('private registries', () => {
  it('without credentials the template fails, naming the cause', async () => {
    const r = await t.client.post('/vms', { image: privateRef, cpus: 1, memory_mb: 128 });
    assert.equal(r.status, 503);
    await assert.rejects(t.client.waitTemplate(r.body.template_id), /unauthorized|credential|401/i);
  });

  it('a wrong password fails without showing the secret', async () => {
    await t.other.post('/registries', {
      host: basic.host,
      kind: 'static',
      username: USER.username,
      secret: 'Wr0ng-Secret-abc',
    });
    const r = await t.other.post('/vms', { image: privateRef, cpus: 1, memory_mb: 128 });
    assert.equal(r.status, 503);
    const tpl = await t.other.get(`/templates/${r.body.template_id}`);
    const final = await (async () => {
      for (;;) {
        const x = (await t.other.get(`/templates/${r.body.template_id}`)).body;
        if (x.status !== 'building') return x;
        await new Promise((res) => setTimeout(res, 250));
      }
    })();
    assert.equal(tpl.status, 200);
    assert.equal(final.status, 'failed');
    assert.ok(!final.status_detail.includes('Wr0ng-Secret-abc'));
  });

  it('with stored credentials the image pulls, into a template of the organization', async () => {
    await t.client.post('/registries', {
      host: basic.host,
      kind: 'static',
      username: USER.username,
      secret: USER.password,
    });
    const r = await t.client.create({ image: privateRef, cpus: 1, memory_mb: 128 });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.equal((await t.client.exec(r.body.vm_id, ['echo', 'private'])).stdout, 'private\n');
    const own = (await t.client.get('/templates')).body.templates.find(
      (x: { source_image: string; status: string }) => x.source_image === privateRef && x.status === 'ready',
    );
    assert.equal(own.shared, false);
    assert.equal((await t.other.get(`/templates/${own.template_id}`)).status, 404);
  });

  it('a missing image fails the template as not found', async () => {
    const r = await t.client.post('/vms', { image: `${open.host}/library/nope:latest`, cpus: 1, memory_mb: 128 });
    assert.equal(r.status, 503);
    await assert.rejects(t.client.waitTemplate(r.body.template_id), /not found|unknown/i);
  });
});

describe('POST /templates', () => {
  let id: string;

  it('answers 201 building; creates from it wait with 409 until ready', async () => {
    const r = await t.client.post('/templates', {
      name: 'tiny',
      version: 'v1',
      image: publicRef,
      cpus: 1,
      memory_mb: 160,
    });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.equal(r.body.status, 'building');
    assert.equal(r.body.shared, false);
    id = r.body.template_id;
    const early = await t.client.post('/vms', { template: 'tiny:v1' });
    if (early.status !== 201) assert.equal(early.status, 409);
    await t.client.waitTemplate(id);
  });

  it('creates by id, name and name:version, with the template shape', async () => {
    for (const template of [id, 'tiny', 'tiny:v1']) {
      const r = await t.client.post('/vms', { template });
      assert.equal(r.status, 201, `${template}: ${JSON.stringify(r.body)}`);
      assert.equal(r.body.memory_mb, 160);
      assert.equal(r.body.cpus, 1);
      await t.client.delete(`/vms/${r.body.vm_id}`);
    }
    const used = (await t.client.get(`/templates/${id}`)).body;
    assert.ok(used.last_used_unix_ns > used.created_unix_ns);
  });

  it('refuses a shape override (400) and a runtime that disagrees (409)', async () => {
    assert.equal((await t.client.post('/vms', { template: 'tiny:v1', memory_mb: 512 })).status, 400);
    assert.equal((await t.client.post('/vms', { template: 'tiny:v1', runtime: 'vm' })).status, 409);
  });

  it("another organization's template is 404; deleting your own is 204", async () => {
    assert.equal((await t.other.post('/vms', { template: id })).status, 404);
    assert.equal((await t.other.delete(`/templates/${id}`)).status, 404);
    assert.equal((await t.client.delete(`/templates/${id}`)).status, 204);
    assert.equal((await t.client.get(`/templates/${id}`)).status, 404);
  });

  it('400 for a bad body', async () => {
    assert.equal((await t.client.post('/templates', { image: publicRef })).status, 400);
    assert.equal((await t.client.post('/templates', { name: 'x', image: 'Bad Ref' })).status, 400);
  });
});
