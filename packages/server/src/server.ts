// `warren serve`: the embedded service in one process (api + host agent) on SQLite.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './api/app.ts';
import { dbPath, type ServerConfig } from './config.ts';
import { ExportService } from './control/exports.ts';
import { IdlePolicy } from './control/idle.ts';
import { Meter } from './control/metrics.ts';
import { RegistryService } from './control/registries.ts';
import { SandboxService } from './control/sandboxes.ts';
import { SecretBox } from './control/secret-box.ts';
import { SnapshotService } from './control/snapshots.ts';
import { TemplateService } from './control/templates.ts';
import { UsageService } from './control/usage.ts';
import { openHostAgent } from './host/host-agent.ts';
import { clearScratch, scratchDir } from './host/scratch.ts';
import type { HostAgent } from './host/types.ts';
import { LocalObjectStore } from './objects/local.ts';
import { openStore, type Store } from './store/index.ts';

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  store: Store;
  host: HostAgent;
  meter: Meter;
  close(): Promise<void>;
}

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  // First: a missing or bad key file stops the start before anything runs.
  mkdirSync(config.dataDir, { recursive: true });
  // What a killed earlier run left in the scratch space goes before anything can use it.
  clearScratch(config.dataDir);
  const box = config.secretKeyFile
    ? SecretBox.fromFile(config.secretKeyFile, { create: false })
    : SecretBox.fromFile(join(config.dataDir, 'secret.key'), { create: true });
  const store = await openStore({ sqlitePath: dbPath(config) });
  const host = await openHostAgent({
    dataDir: config.dataDir,
    buildDir: config.buildDir,
    accel: config.accel,
    node: config.node,
    warm: config.warmPool,
  });
  let url = '';
  const objects = new LocalObjectStore(join(config.dataDir, 'objects'), () => url, box.derive('presigned links'));
  const snapshots = new SnapshotService({ store, host, objects, checkpointRoot: join(config.dataDir, 'checkpoints') });
  const registries = new RegistryService(store, box);
  const templates = new TemplateService({
    store,
    host,
    snapshots,
    registries,
    buildDir: config.buildDir,
    imageCacheDir: join(config.dataDir, 'images'),
  });
  const sandboxes = new SandboxService({
    store,
    host,
    snapshots,
    templates,
    buildDir: config.buildDir,
    sandboxCap: config.sandboxCap,
    defaultImage: config.defaultImage,
    hostMemoryMb: config.hostMemoryMb,
  });
  await markLostSandboxes(store, host, sandboxes);
  await objects.removeUnfinished();
  const idle = new IdlePolicy(store, sandboxes, host.node, config.idle);
  idle.start();
  const meter = new Meter(store, host.node, () => host.sampleVms(), config.metrics);
  meter.start();
  await snapshots.durability.resume(host.node);
  const exports = new ExportService(store, objects, snapshots, scratchDir(config.dataDir));
  await exports.resume();
  await templates.resume();
  const app = await buildApp({
    store,
    sandboxes,
    snapshots,
    registries,
    rateLimits: config.rateLimits,
    exports,
    templates,
    downloads: objects,
    meter,
    usage: new UsageService(store, config.metrics.minuteS),
  });
  await app.listen({ host: config.listen.host, port: config.listen.port });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.listen.port;
  url = `http://${config.listen.host.includes(':') ? `[${config.listen.host}]` : config.listen.host}:${port}`;
  return {
    url,
    app,
    store,
    host,
    meter,
    async close() {
      idle.stop();
      await meter.stop();
      await app.close();
      await exports.idle();
      await templates.idle();
      // After the template builds (they take checkpoints), before the store goes.
      await snapshots.durability.close();
      await host.close();
      await store.close();
    },
  };
}

/**
 * After a restart, sandboxes this node held whose VM is gone were lost with the old process: a
 * sandbox that never finished starting becomes `failed`, or `archived` again if it was being
 * unarchived (its archive checkpoint is intact); one that ran becomes `interrupted` (as after host
 * loss) rather than pretending to run.
 */
async function markLostSandboxes(store: Store, host: HostAgent, sandboxes: SandboxService): Promise<void> {
  for (const row of await store.liveSandboxesOnNode(host.node)) {
    if (host.has(row.vm_id) || ['archived', 'interrupted', 'failed'].includes(row.state)) continue;
    const unarchiving =
      row.state === 'creating' &&
      row.checkpoint_id !== null &&
      (await store.getSnapshotAnyOrg(row.checkpoint_id))?.kind === 'archive';
    const state = unarchiving ? 'archived' : row.state === 'creating' ? 'failed' : 'interrupted';
    await store.updateSandbox(row.vm_id, { state });
    await sandboxes.event(row, state, `the host agent restarted; the VM was ${row.state} and is gone`);
  }
}
