// The control plane and the host agent as separate roles (docs/hosts.md): the API of `warren api`
// (an in-process server with `remoteHost`) drives a `warren host` child process with its own data
// directory, both on one S3-compatible bucket, and is used only through the public API. The API
// runs no VM itself; snapshots are pushed by the host; public URLs reach the guest through the
// host; an API restart leaves sandboxes running; a host that is gone makes calls answer 503
// `Unavailable` with Retry-After, not hang; a host that restarts adopts its VMs, and one it lost
// becomes `interrupted`, recovered from its durable snapshot as a new sandbox.

import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createKey } from '../src/control/access/keys.ts';
import { startServer } from '../src/server.ts';
import { waitServing } from './edge-helpers.ts';
import { Client, qemuPids, SCRATCH, startTestServer, type TestServer, until } from './helpers.ts';
import { WarrenHost } from './host-process-fixture.ts';
import { type S3Server, startS3 } from './s3-fixture.ts';

let s3: S3Server;
let hostDir: string;
let host: WarrenHost;
let t: TestServer;

before(async () => {
  s3 = await startS3();
  hostDir = mkdtempSync(join(SCRATCH, 'warren-host-a-'));
  host = new WarrenHost({ dataDir: hostDir, node: 'host-a', s3: s3.config, warmPool: 1 });
  await host.start();
  t = await startTestServer({
    remoteHost: { url: host.url, secret: host.secret },
    s3: s3.config,
    edge: { ports: { first: 31600, last: 31609 } },
  });
});

after(async () => {
  await t?.close();
  await host?.stop();
  rmSync(hostDir, { recursive: true, force: true });
  await s3?.stop();
});

describe('`warren api` driving a `warren host`', () => {
  let vm: string;
  /** A process in `vm` that must outlive restarts. */
  let pid: string;

  it('creates sandboxes on the host: node is the host, exec and files work, the API runs no VM', async () => {
    const sb = await t.client.createSmall({ memory_mb: 128 });
    vm = sb.vm_id;
    assert.equal(sb.node, 'host-a');
    assert.equal((await t.client.exec(vm, ['echo', 'on host a'])).stdout, 'on host a\n');
    const put = await t.client.call('PUT', `/vms/${vm}/files?path=/tmp/note`, Buffer.from('remote bytes'));
    assert.equal(put.status, 204, JSON.stringify(put.body));
    assert.equal((await t.client.sh(vm, 'cat /tmp/note')).stdout, 'remote bytes');
    assert.ok(qemuPids(hostDir).length >= 1, 'the VM runs under the host');
    assert.deepEqual(qemuPids(t.config.dataDir), [], 'none under the API');
  });

  it('serves the console log from the host', async () => {
    const r = await t.client.get(`/vms/${vm}/logs?tail_bytes=4096`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(typeof r.body.content, 'string');
    assert.ok(r.body.content.length > 0, 'the guest wrote to its console');
  });

  it('a snapshot is pushed to the bucket by the host, and restores', async () => {
    await t.client.sh(vm, 'echo kept > /tmp/kept; sync');
    const s = await t.client.post(`/vms/${vm}/snapshot`);
    assert.equal(s.status, 201, JSON.stringify(s.body));
    await until(
      'durable',
      async () => ((await t.client.get(`/snapshots/${s.body.snapshot_id}`)).body.durable ? true : undefined),
      60_000,
    );
    assert.ok(
      s3.requests().some((r) => r.startsWith('PUT') && r.includes(`checkpoints/${s.body.snapshot_id}/checkpoint.json`)),
      'the commit marker reached the bucket',
    );
    const r = await t.client.post('/vms', { snapshot_id: s.body.snapshot_id });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.equal(r.body.node, 'host-a');
    assert.equal((await t.client.exec(r.body.vm_id, ['cat', '/tmp/kept'])).stdout, 'kept\n');
    assert.equal((await t.client.delete(`/vms/${r.body.vm_id}`)).status, 204);
  });

  it("a public URL reaches the guest through the edge and the host's internal API", async () => {
    await t.client.sh(vm, 'mkdir -p /www && echo served by host-a > /www/index.html && httpd -p 8080 -h /www');
    const e = await t.client.post(`/vms/${vm}/expose`, { guest_port: 8080 });
    assert.equal(e.status, 201, JSON.stringify(e.body));
    const r = await waitServing(t, e.body.public_url);
    assert.equal(r.body, 'served by host-a\n');
  });

  it('a restart of the API leaves the sandbox running with its processes', async () => {
    pid = (await t.client.sh(vm, 'sleep 1000 > /dev/null 2>&1 & echo $!')).stdout.trim();
    await t.server.close();
    const again = await startServer(t.config);
    const client = new Client(again.url, t.client.key);
    t = {
      ...t,
      server: again,
      client,
      async close() {
        await again.close();
        rmSync(t.config.dataDir, { recursive: true, force: true });
      },
    };
    const sb = await client.get(`/vms/${vm}`);
    assert.equal(sb.body.state, 'running');
    assert.equal((await client.sh(vm, `kill -0 ${pid} && echo alive`)).stdout, 'alive\n');
  });

  it('a host that is gone: calls answer 503 Unavailable with Retry-After within seconds', async () => {
    await host.kill();
    const started = performance.now();
    const r = await t.client.post(`/vms/${vm}/exec`, { args: ['true'] });
    const ms = performance.now() - started;
    assert.equal(r.status, 503, JSON.stringify(r.body));
    assert.equal(r.body.error, 'Unavailable');
    assert.ok(Number(r.headers.get('retry-after')) > 0);
    assert.ok(ms < 15_000, `answered after ${ms.toFixed(0)} ms`);
  });

  it('a host that restarts adopts its VMs: the same sandbox answers, its process alive', async () => {
    await host.start();
    const alive = await until(
      'the sandbox answers again',
      async () => {
        const r = await t.client.post(`/vms/${vm}/exec`, { args: ['sh', '-c', `kill -0 ${pid} && echo alive`] });
        return r.status === 200 ? r.body.stdout : undefined;
      },
      30_000,
    );
    assert.equal(alive, 'alive\n');
    assert.equal((await t.client.get(`/vms/${vm}`)).body.state, 'running');
    // The reconciliation that writes the event runs as the restart is noticed, alongside the calls
    // that already reach the host again.
    await until('the adopted event', async () => {
      const events = (await t.client.get(`/vms/${vm}/events`)).body.events as { kind: string; detail: string }[];
      return events.some((e) => e.kind === 'adopted' && e.detail.startsWith('host host-a restarted'))
        ? true
        : undefined;
    });
  });

  it('a VM lost while its host was down: interrupted, never resurrected; recover brings it back from its durable snapshot', async () => {
    await host.kill();
    // The run directory keeps the QEMU's pid (a claimed warm VM's command line names another directory).
    process.kill(Number(readFileSync(join(hostDir, 'run', vm, 'qemu.pid'), 'utf8')), 'SIGKILL');
    await host.start();
    await until('interrupted', async () =>
      (await t.client.get(`/vms/${vm}`)).body.state === 'interrupted' ? true : undefined,
    );
    const events = (await t.client.get(`/vms/${vm}/events`)).body.events as { kind: string; detail: string }[];
    assert.ok(
      events.some((e) => e.kind === 'interrupted' && e.detail.startsWith('host host-a restarted')),
      JSON.stringify(events),
    );
    assert.equal((await t.client.post(`/vms/${vm}/exec`, { args: ['true'] })).status, 409);
    const operator = new Client(t.server.url, (await createKey(t.server.store, 'acme', { operator: true })).key);
    const r = await operator.post(`/vms/${vm}/recover`);
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.notEqual(r.body.vm_id, vm, 'a new sandbox, not the old id');
    assert.equal(r.body.node, 'host-a');
    assert.equal((await t.client.exec(r.body.vm_id, ['cat', '/tmp/kept'])).stdout, 'kept\n');
  });
});
