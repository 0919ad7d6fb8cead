// GET /vms/{id}/logs and GET /vms/{id}/metrics on real microVMs: the console tail of a guest that
// printed to its console (kept across reboot and sleep, a fork child's own), the 256 KiB cap, the
// 404 of an archived sandbox, and host-side samples whose CPU rises under load, stays flat while
// slept, and matches the QEMU process's own CPU time. Neither route wakes a slept sandbox.
// The meter's timer is off here: the test runs its passes, so it can bracket them with readings
// of QEMU's CPU time from /proc.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_METRICS } from '../src/index.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let t: TestServer;
let vm: string;

before(async () => {
  t = await startTestServer({
    idle: { idleAfterMs: 600_000, checkEveryMs: 600_000 },
    metrics: { ...DEFAULT_METRICS, sampleEveryMs: 3_600_000 },
  });
  vm = (await t.client.createSmall()).vm_id;
});
after(() => t.close());

/** CPU time (user + system) the sandbox's QEMU process has used, in ms, read from /proc. */
function qemuCpuMs(vmId: string): number {
  const pid = Number(readFileSync(join(t.config.dataDir, 'run', vmId, 'qemu.pid'), 'utf8').trim());
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function kinds(vmId: string): Promise<string[]> {
  return (await t.client.get(`/vms/${vmId}/events`)).body.events.map((e: { kind: string }) => e.kind);
}

/** One meter pass, bracketed by readings of QEMU's CPU time; returns the new sample and the bracket. */
async function measuredPass(vmId: string) {
  const before = qemuCpuMs(vmId);
  const t0 = Date.now();
  await t.server.meter.pass();
  const after = qemuCpuMs(vmId);
  const r = await t.client.get(`/vms/${vmId}/metrics?max_samples=1`);
  assert.equal(r.status, 200);
  return { sample: r.body.samples[0], cpus: r.body.cpus, before, after, at: t0 };
}

describe('GET /vms/{id}/logs', () => {
  it('returns the tail of what the guest printed to its console', async () => {
    await t.client.sh(vm, 'echo warren-console-line-1 > /dev/console');
    const r = await t.client.get(`/vms/${vm}/logs`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.match(r.body.content, /warren-console-line-1/);
    assert.equal(r.body.truncated, false);
  });

  it('tail_bytes cuts from the front and says truncated', async () => {
    const r = await t.client.get(`/vms/${vm}/logs?tail_bytes=10`);
    assert.equal(r.status, 200);
    assert.equal(Buffer.byteLength(r.body.content), 10);
    assert.equal(r.body.truncated, true);
    assert.ok(r.body.content.endsWith('line-1\n') || r.body.content.endsWith('line-1\r\n'), r.body.content);
  });

  it('takes at most 256 KiB: 262144 is fine, 262145 is a 400', async () => {
    assert.equal((await t.client.get(`/vms/${vm}/logs?tail_bytes=262144`)).status, 200);
    const r = await t.client.get(`/vms/${vm}/logs?tail_bytes=262145`);
    assert.equal(r.status, 400);
    assert.equal(r.body.error, 'invalid request');
    assert.equal((await t.client.get(`/vms/${vm}/logs?tail_bytes=0`)).status, 400);
  });

  it('keeps the console across a reboot', async () => {
    assert.equal((await t.client.post(`/vms/${vm}/reboot`)).status, 200);
    await t.client.sh(vm, 'echo warren-console-line-2 > /dev/console');
    const { content } = (await t.client.get(`/vms/${vm}/logs`)).body;
    assert.match(content, /warren-console-line-1[\s\S]*warren-console-line-2/);
  });

  it('is 404 for another organization and for an unknown sandbox', async () => {
    assert.equal((await t.other.get(`/vms/${vm}/logs`)).status, 404);
    assert.equal((await t.client.get('/vms/00000000-0000-0000-0000-000000000000/logs')).status, 404);
  });

  it('a fork child starts its own log; the parent keeps its own', async () => {
    const r = await t.client.post(`/vms/${vm}/branch`, {});
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const child = r.body.vm_id;
    await t.client.sh(child, 'echo warren-child-line > /dev/console');
    const childLog = (await t.client.get(`/vms/${child}/logs`)).body.content;
    assert.match(childLog, /warren-child-line/);
    assert.doesNotMatch(childLog, /warren-console-line-1/);
    assert.doesNotMatch((await t.client.get(`/vms/${vm}/logs`)).body.content, /warren-child-line/);
    assert.equal((await t.client.delete(`/vms/${child}`)).status, 204);
  });
});

describe('GET /vms/{id}/metrics', () => {
  it('samples rise under a CPU-busy command, and cpu_ms is the QEMU process CPU time', async () => {
    await measuredPass(vm); // starts the interval
    await new Promise((r) => setTimeout(r, 3000));
    const idle = await measuredPass(vm);
    const idleFraction = idle.sample.cpu_ms / (idle.sample.interval_s * 1000 * idle.cpus);
    const busy = t.client.sh(vm, 'end=$(($(date +%s)+5)); while [ $(date +%s) -lt $end ]; do :; done');
    await new Promise((r) => setTimeout(r, 500));
    const start = await measuredPass(vm);
    await busy;
    const end = await measuredPass(vm);
    const s = end.sample;
    // The pass read QEMU's counter between the test's two readings on each side.
    assert.ok(s.cpu_ms >= end.before - start.after - 10, `${s.cpu_ms} vs /proc ${end.before - start.after}`);
    assert.ok(s.cpu_ms <= end.after - start.before + 10, `${s.cpu_ms} vs /proc ${end.after - start.before}`);
    const fraction = s.cpu_ms / (s.interval_s * 1000 * end.cpus);
    // How much of a core a busy guest gets depends on what else the host runs (TCG, shared cores).
    assert.ok(fraction > 0.05 && fraction > 2 * idleFraction, `busy ${fraction}, idle ${idleFraction}`);
    assert.equal(s.state, 'running');
    assert.ok(s.mem_mb > 0 && s.mem_mb < 512, `mem_mb ${s.mem_mb}`);
    assert.equal(end.cpus, 1);
  });

  it('a slept sandbox shows flat CPU, and neither metrics nor logs wake it', async () => {
    const r = await t.client.post(`/vms/${vm}/sleep`);
    assert.equal(r.body.slept, true);
    const before = await kinds(vm);
    await measuredPass(vm);
    await new Promise((res) => setTimeout(res, 2000));
    const p = await measuredPass(vm);
    assert.equal(p.sample.state, 'slept');
    const fraction = p.sample.cpu_ms / (p.sample.interval_s * 1000 * p.cpus);
    assert.ok(fraction < 0.05, `slept fraction ${fraction} (${p.sample.cpu_ms} ms over ${p.sample.interval_s} s)`);
    assert.ok(p.after - p.before < 200);
    assert.equal((await t.client.get(`/vms/${vm}/logs`)).status, 200);
    assert.equal((await t.client.get(`/vms/${vm}/metrics`)).status, 200);
    assert.equal((await t.client.get(`/vms/${vm}`)).body.state, 'slept');
    assert.deepEqual(await kinds(vm), before);
    // The console survived the sleep, and the next command wakes it as usual.
    await t.client.sh(vm, 'echo warren-console-line-3 > /dev/console');
    assert.match((await t.client.get(`/vms/${vm}/logs`)).body.content, /line-2[\s\S]*line-3/);
  });

  it('since_unix and max_samples choose the newest samples, oldest first', async () => {
    const all = (await t.client.get(`/vms/${vm}/metrics`)).body.samples;
    assert.ok(all.length >= 5);
    const ats = all.map((s: { at_unix: number }) => s.at_unix);
    assert.deepEqual(
      [...ats].sort((a, b) => a - b),
      ats,
    );
    const two = (await t.client.get(`/vms/${vm}/metrics?max_samples=2`)).body.samples;
    assert.deepEqual(two, all.slice(-2));
    const since = (await t.client.get(`/vms/${vm}/metrics?since_unix=${ats[ats.length - 1]}`)).body.samples;
    assert.deepEqual(since, []);
    assert.equal((await t.client.get(`/vms/${vm}/metrics?max_samples=0`)).status, 400);
    assert.equal((await t.other.get(`/vms/${vm}/metrics`)).status, 404);
  });

  it('logs of an archived sandbox are 404; its metrics still answer', async () => {
    const r = await t.client.post(`/vms/${vm}/stop`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const logs = await t.client.get(`/vms/${vm}/logs`);
    assert.equal(logs.status, 404);
    assert.equal(logs.body.error, 'not found');
    await t.server.meter.pass();
    const m = await t.client.get(`/vms/${vm}/metrics?max_samples=1`);
    assert.equal(m.status, 200);
    assert.equal(m.body.samples[0].state, 'archived');
    assert.equal(m.body.samples[0].cpu_ms, 0);
  });
});
