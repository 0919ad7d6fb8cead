// Images, registries and templates through the API: every create is a restore of a template; the
// first use of an (image, shape) answers 503 `template building`; templates of public images are
// shared; private images pull with the organization's stored credentials. Images come from real
// registries on loopback (Debian's docker-registry), built here.

import assert from 'node:assert/strict';
import { copyFileSync, existsSync } from 'node:fs';
import { mkdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { QemuHostAgentApi } from '../src/host/host-agent.ts';
import { type Client, startTestServer, type TestServer, until } from './helpers.ts';
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

/** Polls a template until its build has ended, ready or failed; returns its view. */
function settled(client: Client, templateId: string): Promise<any> {
  return until(
    `build of ${templateId}`,
    async () => {
      const x = (await client.get(`/templates/${templateId}`)).body;
      return x.status === 'building' ? undefined : x;
    },
    180_000,
  );
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
  it('without credentials the template fails, naming the cause and the repository', async () => {
    const r = await t.client.post('/vms', { image: privateRef, cpus: 1, memory_mb: 128 });
    assert.equal(r.status, 503);
    const final = await settled(t.client, r.body.template_id);
    assert.equal(final.status, 'failed');
    assert.match(final.status_detail, /^unauthorized: /);
    assert.ok(final.status_detail.includes(`${basic.host}/team/tiny`), final.status_detail);
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
    const final = await settled(t.other, r.body.template_id);
    assert.equal(tpl.status, 200);
    assert.equal(final.status, 'failed');
    assert.match(final.status_detail, /^unauthorized: /);
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

  it('a missing image fails the template as not found, naming the image', async () => {
    const r = await t.client.post('/vms', { image: `${open.host}/library/nope:latest`, cpus: 1, memory_mb: 128 });
    assert.equal(r.status, 503);
    const final = await settled(t.client, r.body.template_id);
    assert.equal(final.status, 'failed');
    assert.match(final.status_detail, /^not found: /);
    assert.ok(final.status_detail.includes(`${open.host}/library/nope:latest`), final.status_detail);
  });
});

describe('POST /templates', () => {
  let id: string;

  it('answers 201 building; creates from it answer 409 template not ready until ready', async () => {
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
    // A build boots and checkpoints a VM (seconds): this create comes well before that.
    const early = await t.client.post('/vms', { template: 'tiny:v1' });
    assert.equal(early.status, 409, JSON.stringify(early.body));
    assert.equal(early.body.error, 'template not ready');
    await t.client.waitTemplate(id);
  });

  it('a failed template answers 409 template not ready', async () => {
    const r = await t.client.post('/templates', {
      name: 'broken',
      image: `${open.host}/library/nope:latest`,
      cpus: 1,
      memory_mb: 128,
    });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.equal((await settled(t.client, r.body.template_id)).status, 'failed');
    const create = await t.client.post('/vms', { template: 'broken' });
    assert.equal(create.status, 409, JSON.stringify(create.body));
    assert.equal(create.body.error, 'template not ready');
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

describe('DELETE /templates/{id}', () => {
  const host = () => t.server.host.agents()[0] as QemuHostAgentApi;
  const warmCount = (snapshotId: string) => host().warmCount(snapshotId, false);

  it('frees the checkpoint once no sandbox made from it is left', async () => {
    const r = await t.client.post('/templates', { name: 'short-lived', image: publicRef, cpus: 1, memory_mb: 128 });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const snapshotId = (await t.client.waitTemplate(r.body.template_id)).base_snapshot_id;
    const dir = host().checkpointDir(snapshotId);
    const sb = await t.client.post('/vms', { template: r.body.template_id });
    assert.equal(sb.status, 201, JSON.stringify(sb.body));
    // The create refills the pool; wait for that, so the delete finds a ready restore to drop.
    await until('pooled', async () => (warmCount(snapshotId) === 1 ? true : undefined), 60_000);

    assert.equal((await t.client.delete(`/templates/${r.body.template_id}`)).status, 204);
    assert.equal(warmCount(snapshotId), 0, 'its warm pool goes with the template');
    assert.ok(existsSync(dir), 'a running sandbox still sits on the checkpoint');
    assert.equal((await t.client.exec(sb.body.vm_id, ['echo', 'still here'])).stdout, 'still here\n');

    assert.equal((await t.client.delete(`/vms/${sb.body.vm_id}`)).status, 204);
    await until('checkpoint removed', async () => (existsSync(dir) ? undefined : true), 60_000);
  });

  it('during its build: the build frees its checkpoint and pools nothing', async () => {
    const r = await t.client.post('/templates', { name: 'stillborn', image: publicRef, cpus: 1, memory_mb: 128 });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const id = r.body.template_id;
    assert.equal((await t.client.delete(`/templates/${id}`)).status, 204);
    assert.equal((await t.client.get(`/templates/${id}`)).status, 404);

    // The API shows a deleted template no more; the store still has the row the build writes to.
    const row = await until(
      'the build to checkpoint',
      async () => {
        const x = await t.server.store.db
          .selectFrom('templates')
          .selectAll()
          .where('template_id', '=', id)
          .executeTakeFirstOrThrow();
        return x.status === 'building' ? undefined : x;
      },
      180_000,
    );
    assert.ok(row.base_snapshot_id, `the build got to its checkpoint: ${row.status_detail}`);
    assert.notEqual(row.deleted_unix_ns, null, 'the template stays deleted');
    const dir = host().checkpointDir(row.base_snapshot_id);
    await until('checkpoint removed', async () => (existsSync(dir) ? undefined : true), 60_000);
    const snap = await t.server.store.db
      .selectFrom('snapshots')
      .select('deleted_unix_ns')
      .where('snapshot_id', '=', row.base_snapshot_id)
      .executeTakeFirstOrThrow();
    assert.notEqual(snap.deleted_unix_ns, null);
    assert.equal(warmCount(row.base_snapshot_id), 0, 'no warm pool for a deleted template');
    assert.equal((await t.client.get(`/templates/${id}`)).status, 404);
  });
});
