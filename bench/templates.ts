// Templates benchmark: create from a ready template to first exec result, one at a time and 16 at
// once, against cold boot to first exec measured in the same run (the ratio is what templates
// buy), a restore of the template without the pool (what a create costs once creates outrun the
// pool's refill), a pull of an image already cached (bytes moved), and the local container
// baseline, `crun run` of `true` (bench/crun.ts), one run after each sequential create. "Ready" is
// the steady state of a template in use: its warm pool full (as deep as the memory budget allows).
//   node bench/templates.ts [--write]

import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultConfig } from '../packages/server/src/config.ts';
import type { QemuHostAgentApi } from '../packages/server/src/host/host-agent.ts';
import { findLocalImage } from '../packages/server/src/images/local.ts';
import { pullImage } from '../packages/server/src/images/pull.ts';
import { parseReference } from '../packages/server/src/images/reference.ts';
import { SCRATCH, startTestServer, until } from '../packages/server/test/helpers.ts';
import { buildConfig, buildLayer, pushImage, startRegistry } from '../packages/server/test/registry-fixture.ts';
import { crunBundle } from './crun.ts';
import { writeSection } from './results.ts';
import { machine, summarize, table, timed } from './stats.ts';

const SEQUENTIAL = 20;
const BURST = 16;
const COLD = 5;
const shape = { image: 'busybox', cpus: 1, memory_mb: 128 };
/** The server's default pool (the test helpers' default is smaller). */
const warmPool = defaultConfig().warmPool;
const poolDepth = Math.min(warmPool.perSource, Math.floor(warmPool.memoryMb / shape.memory_mb));

const t = await startTestServer({ warmPool });
const registry = await startRegistry('open');
const cache = mkdtempSync(join(SCRATCH, 'warren-bench-cache-'));
const crun = crunBundle();
try {
  const warmup = await t.client.createSmall(shape);
  await t.client.delete(`/vms/${warmup.vm_id}`);
  const template = (await t.client.get('/templates')).body.templates.find(
    (x: { source_image: string }) => x.source_image === 'busybox',
  );
  const checkpointId: string = template.base_snapshot_id;
  const host = t.server.host.agents()[0] as QemuHostAgentApi;
  const poolFull = () =>
    until('warm pool full', async () => (host.warmCount(checkpointId, false) >= poolDepth ? true : undefined), 120_000);
  await poolFull();

  const sequential: number[] = [];
  const crunRuns: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const [ms, id] = await timed(async () => {
      const r = await t.client.post('/vms', shape);
      if (r.status !== 201) throw new Error(`create: ${r.status} ${JSON.stringify(r.body)}`);
      await t.client.exec(r.body.vm_id, ['true']);
      return r.body.vm_id as string;
    });
    sequential.push(ms);
    await t.client.delete(`/vms/${id}`);
    crunRuns.push(crun.runTrue());
  }

  await poolFull();
  const started = performance.now();
  const burst = await Promise.all(
    Array.from({ length: BURST }, async () => {
      const r = await t.client.post('/vms', shape);
      if (r.status !== 201) throw new Error(`burst create: ${r.status} ${JSON.stringify(r.body)}`);
      await t.client.exec(r.body.vm_id, ['true']);
      return { ms: performance.now() - started, id: r.body.vm_id as string };
    }),
  );
  for (const b of burst) await t.client.delete(`/vms/${b.id}`);

  const busybox = findLocalImage(t.config.buildDir, 'busybox', parseReference('busybox')!)!;
  const cold: number[] = [];
  for (let i = 0; i < COLD; i++) {
    const vmId = randomUUID();
    const [ms] = await timed(async () => {
      await t.server.host.start({
        vmId,
        cpus: 1,
        memoryMb: 128,
        runtime: 'container',
        disableInternet: false,
        image: busybox!,
      });
      await t.server.host.exec(vmId, { args: ['true'] });
    });
    cold.push(ms);
    await t.server.host.destroy(vmId);
  }

  // disable_internet restores are keyed apart in the pool and none were asked for: each is a
  // restore from scratch, as a create is once the pool is drained.
  const unpooled: number[] = [];
  for (let i = 0; i < COLD; i++) {
    const vmId = randomUUID();
    const [ms] = await timed(async () => {
      await host.restore({ vmId, cpus: 1, memoryMb: 128, runtime: 'container', disableInternet: true }, checkpointId);
      await host.exec(vmId, { args: ['true'] });
    });
    unpooled.push(ms);
    await host.destroy(vmId);
  }

  const layer = await buildLayer('gzip', async (dir) => {
    await mkdir(join(dir, 'bin'), { recursive: true });
    copyFileSync('/bin/busybox', join(dir, 'bin/busybox'));
    await symlink('busybox', join(dir, 'bin/sh'));
  });
  await pushImage(registry, 'bench/tiny', 'latest', [layer], buildConfig([layer], { Cmd: ['sh'] }));
  const ref = `${registry.host}/bench/tiny:latest`;
  const first = await pullImage({ ref, cacheDir: cache });
  const [cachedMs, cached] = await timed(() => pullImage({ ref, cacheDir: cache }));

  const seq = summarize('create from ready template to first exec, sequential', sequential);
  const b = summarize(
    `burst of ${BURST} creates to first exec (time from the start)`,
    burst.map((x) => x.ms),
  );
  const c = summarize('cold boot to first exec (same shape, no template)', cold);
  const u = summarize('restore of the template without the pool, to first exec', unpooled);
  const k = summarize('`crun run` of `true` (local container baseline)', crunRuns);
  const text = [
    `Accelerator: ${t.server.host.accel}. Machine: ${machine()}. Image busybox, 1 vCPU, 128 MiB.`,
    '',
    table([seq, b, c, u, k], {
      [seq.name]: 'median under 150 ms, p95 under 300 ms; at most 2x crun',
      [b.name]: 'all within 3 s',
    }),
    '',
    `A create to first exec costs ${(seq.median / k.median).toFixed(2)}x a \`crun run\` of \`true\` (median against median, interleaved in one run).`,
    `Templates make a create ${(c.median / seq.median).toFixed(1)}x faster than a cold boot (median against median).`,
    `Ready means the template's warm pool was full (${poolDepth} restores: ${warmPool.perSource} per template within ${warmPool.memoryMb} MiB) before each run. Creates that outrun its refill (one restore at a time in the background) cost what the last row shows.`,
    '',
    `Pull of a cached image: ${cached.bytesDownloaded} layer bytes moved (first pull moved ${first.bytesDownloaded}), ${cachedMs.toFixed(0)} ms.`,
  ].join('\n');
  console.log(text);
  if (process.argv.includes('--write')) writeSection('templates', 'Templates (bench/templates.ts)', text);
} finally {
  await t.close();
  await registry.stop();
  rmSync(cache, { recursive: true, force: true });
  crun.remove();
}
