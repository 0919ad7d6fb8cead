// `warren serve`: the embedded service in one process (api + host agent + edge), on SQLite and a
// local object directory, or on PostgreSQL and an S3-compatible bucket when configured. `warren
// api` is the same without the host agent: it drives one `warren host` elsewhere (docs/hosts.md),
// or every host registered in its store (config.cluster, docs/deploy.md), as one of several
// replicas; the work done once for all (idle policy, meter, host-loss sweep) is then the lease
// holder's.

import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './api/app.ts';
import { HostSet } from './cluster/host-set.ts';
import { type Holder, Lease, soleLease } from './cluster/lease.ts';
import { Placement } from './cluster/placement.ts';
import { HostRegistry } from './cluster/registry.ts';
import { dbPath, type E2bConfig, publicHost, type ServerConfig } from './config.ts';
import { AccountService } from './control/access/accounts.ts';
import { AuditLog } from './control/access/audit-log.ts';
import { DEFAULT_RATE_LIMITS, RateLimiter } from './control/access/rate-limits.ts';
import { RegistryService } from './control/access/registries.ts';
import { SecretBox } from './control/access/secret-box.ts';
import { ExportService } from './control/checkpoints/exports.ts';
import { SnapshotService } from './control/checkpoints/snapshots.ts';
import { TemplateService } from './control/checkpoints/templates.ts';
import { CodeContexts } from './control/code/contexts.ts';
import { warmContexts } from './control/code/prewarm.ts';
import { CodeRuns } from './control/code/runs.ts';
import { ExpiryPolicy } from './control/lifetimes/expiry.ts';
import { IdlePolicy } from './control/lifetimes/idle.ts';
import { SharedActivity, sharedEveryMs } from './control/lifetimes/shared-activity.ts';
import { Meter } from './control/metering/metrics.ts';
import { UsageService } from './control/metering/usage.ts';
import { IngressService, type IngressTarget } from './control/network/ingress.ts';
import { failAbandonedCreates } from './control/sandboxes/abandoned-creates.ts';
import { localClaims, storeClaims } from './control/sandboxes/claims.ts';
import { reconcileAfterRestart } from './control/sandboxes/restart.ts';
import { SandboxService } from './control/sandboxes/service.ts';
import { VolumeService } from './control/volumes/service.ts';
import { WebhookDispatcher } from './control/webhooks/delivery.ts';
import { WebhookTargets } from './control/webhooks/targets.ts';
import { WebhookService } from './control/webhooks/webhooks.ts';
import { E2bFront, UNROUTED_DOMAIN } from './e2b/front.ts';
import { edgeCertificate } from './edge/certificates.ts';
import { Edge } from './edge/edge.ts';
import { openHostAgent } from './host/host-agent.ts';
import { connectRemoteHost } from './host/remote/client.ts';
import { clearScratch } from './host/scratch.ts';
import type { HostAgent } from './host/types.ts';
import { LocalObjectStore } from './objects/local.ts';
import { S3ObjectStore } from './objects/s3.ts';
import type { ObjectStore } from './objects/types.ts';
import { nowNs, openStore, type SandboxRow, type Store } from './store/index.ts';

/** The background lease's time to live: a dead replica's work moves to another within it. */
const LEASE_TTL_MS = 10_000;
/** A sandbox `creating` for longer than this in a cluster was cut short (its replica died). */
const CREATE_GRACE_MS = 120_000;
/** A create's claim: a retry takes over the create of a replica that died within about this. */
const CREATE_CLAIM_TTL_MS = 6_000;
/** An unclaimed create this old, and not retried, is failed by the background lease's holder. */
const ABANDONED_CREATE_MS = 30_000;
/** A checkpoint not durable this long after it was taken has lost its uploader (a dead replica). */
const ORPHAN_UPLOAD_MS = 120_000;
/** How often the background lease's holder looks for what dead replicas left. */
const CHORES_MS = 10_000;

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  store: Store;
  /** Its hosts, as one HostAgent (one member but for a cluster). */
  host: HostSet;
  meter: Meter;
  /** The public edge: the local CA's certificate to trust (unset with an operator's certificate). */
  edge: { publicHost: string; caCertFile?: string; ports: { first: number; last: number } };
  /** The E2B-compatible front (docs/e2b.md), when on: what E2B_API_URL, E2B_SANDBOX_URL, E2B_DOMAIN are. */
  e2b?: { apiUrl: string; sandboxUrl: string; domain?: string };
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
  const store = await openStore({ sqlitePath: dbPath(config), postgresUrl: config.postgresUrl });
  let url = '';
  const { objects, local, s3 } = openObjects(config, () => url, box);
  // A wrong bucket or credentials stop the start here, not the first upload minutes later.
  await s3?.check().catch(async (err) => {
    s3.close();
    await store.close();
    throw err;
  });
  /** This control plane, as the holder of leases and claims in the store. */
  const replica = `${config.node}:${randomUUID()}`;
  const claims = config.cluster ? storeClaims(store, replica, CREATE_CLAIM_TTL_MS) : localClaims();
  const shared = config.cluster ? new SharedActivity(store, sharedEveryMs(config.idle.idleAfterMs)) : undefined;
  const host = new HostSet(store, config.node);
  await addConfiguredHost(host, config, objects);
  const placement = new Placement(store, host);
  const snapshots = new SnapshotService({ store, host, objects });
  const registries = new RegistryService(store, box);
  const volumes = new VolumeService({ store, host, placement, objects, capMb: config.volumeCapMb });
  const templates = new TemplateService({
    store,
    host,
    snapshots,
    registries,
    placement,
    buildDir: config.buildDir,
    // The default image's template holds a started Python kernel (docs/code.md).
    prepare: warmContexts,
  });
  const sandboxes = new SandboxService({
    store,
    host,
    snapshots,
    templates,
    sandboxCap: config.sandboxCap,
    defaultImage: config.defaultImage,
    placement,
    onDelete: (row): Promise<void> => ingresses.sandboxDeleted(row),
    claims,
    shared,
    idleAfterMs: config.idle.idleAfterMs,
    volumes,
  });
  const publicName = publicHost(config);
  const certificate = await edgeCertificate(
    config.dataDir,
    [...certificateNames(publicName, config.listen.host), ...(config.e2b?.domain ? [`*.${config.e2b.domain}`] : [])],
    config.edge.tls,
  );
  const edge = new Edge({
    bindHost: config.listen.host,
    cert: certificate.cert,
    key: certificate.key,
    route: (port): Promise<IngressTarget> => ingresses.route(port),
    open: (vmId, port) => host.openGuestPort(vmId, port),
  });
  const ingresses = new IngressService({
    store,
    sandboxes,
    ports: edge,
    node: host.node,
    config: { ports: config.edge.ports, publicHost: publicName },
    vmStopped: (vmId) => host.has(vmId) && host.isPaused(vmId),
  });
  // In a cluster, the background lease's holder reconciles (when it gains the lease, and for hosts
  // that join or restart while it holds it).
  let leaseChanged = (_held: boolean) => {};
  const background: Holder = config.cluster
    ? new Lease(store, 'background', replica, LEASE_TTL_MS, (held) => leaseChanged(held))
    : soleLease((held) => leaseChanged(held));
  const reconcile = async (agent: HostAgent, who?: string) => {
    if (config.cluster && !background.held) return;
    // Volumes first: a sandbox's restore needs its volumes settled.
    await volumes.reconcile(agent);
    await reconcileAfterRestart(
      store,
      agent,
      sandboxes,
      new Map(Object.entries(await agent.adoptionFailures())),
      who,
      // Creates another replica may have in flight are its own.
      config.cluster ? nowNs() - CREATE_GRACE_MS * 1e6 : undefined,
    );
  };
  for (const agent of host.agents()) await reconcile(agent);
  // A host that joins later, or restarted under this server: the same reconciliation as at this start.
  host.onJoin((agent) => {
    reconcile(agent, `host ${agent.node}`).catch((err) =>
      console.error(`host ${agent.node} joined: ${(err as Error).message}`),
    );
  });
  host.onMemberRestart((agent) => {
    reconcile(agent, `host ${agent.node}`).catch((err) =>
      console.error(`host ${agent.node} restarted: ${(err as Error).message}`),
    );
  });
  await local?.removeUnfinished();
  const idle = new IdlePolicy(store, sandboxes, () => host.agents().map((a) => a.node), config.idle, shared);
  const expiry = new ExpiryPolicy(store, sandboxes, config.lifetimes);
  const targets = new WebhookTargets(config.webhooks.allow);
  const webhookBox = new SecretBox(box.derive('webhook secrets'));
  const dispatcher = new WebhookDispatcher(store, webhookBox, targets, config.webhooks.delivery);
  // One meter per host; the app reads through the first (its reads are the store's).
  const meters = new Map<string, Meter>();
  const meterFor = (agent: HostAgent) => {
    let m = meters.get(agent.node);
    if (!m) {
      m = new Meter(store, agent.node, () => agent.sampleVms(), config.metrics);
      meters.set(agent.node, m);
      if (background.held) m.start();
    }
    return m;
  };
  leaseChanged = (held: boolean) => {
    if (held) {
      idle.start();
      expiry.start();
      dispatcher.start();
      for (const m of meters.values()) m.start();
      if (config.cluster) {
        for (const agent of host.agents()) {
          reconcile(agent, `host ${agent.node}`).catch((err) =>
            console.error(`host ${agent.node}: ${(err as Error).message}`),
          );
        }
      }
    } else {
      idle.stop();
      expiry.stop();
      void dispatcher.stop();
      for (const m of meters.values()) void m.stop();
    }
  };
  let meter = new Meter(store, host.node, () => host.sampleVms(), config.metrics);
  for (const agent of host.agents()) meter = meterFor(agent);
  host.onJoin((agent) => void meterFor(agent));
  const registry = config.cluster
    ? new HostRegistry(store, host, config.cluster, {
        sweeps: () => background.held,
        onLost: (row, detail) => sandboxes.event(row, row.now, detail),
      })
    : undefined;
  await registry?.start();
  // In a cluster, the background lease's holder finishes what dead replicas left: creates nobody
  // retried, and uploads of the checkpoints they took.
  const chores = config.cluster
    ? setInterval(() => {
        if (!background.held) return;
        const event = (row: SandboxRow, kind: string, detail: string) => sandboxes.event(row, kind, detail);
        failAbandonedCreates({ store, host, claims, event }, nowNs() - ABANDONED_CREATE_MS * 1e6).catch((err) =>
          console.error(`abandoned creates: ${(err as Error).message}`),
        );
        for (const agent of host.agents()) {
          snapshots.durability
            .resume(agent.node, nowNs() - ORPHAN_UPLOAD_MS * 1e6)
            .catch((err) => console.error(`uploads on ${agent.node}: ${(err as Error).message}`));
        }
      }, CHORES_MS).unref()
    : undefined;
  await background.start();
  for (const agent of host.agents()) await snapshots.durability.resume(agent.node);
  const exports = new ExportService(store, objects, snapshots, host);
  await exports.resume();
  await templates.resume();
  await ingresses.resume();
  // One budget and one audit log per replica, whichever front a call comes through.
  const limiter = new RateLimiter((config.rateLimits ?? DEFAULT_RATE_LIMITS).replicas);
  const auditLog = new AuditLog(store);
  const contexts = new CodeContexts(sandboxes);
  // One per replica, shared by both fronts: runs of one context queue in it.
  const code = { contexts, runs: new CodeRuns(contexts, config.code) };
  const app = await buildApp({
    store,
    sandboxes,
    code,
    snapshots,
    registries,
    rateLimits: config.rateLimits,
    limiter,
    auditLog,
    exports,
    templates,
    meter,
    usage: new UsageService(store, config.metrics.minuteS),
    accounts: new AccountService(store, config.accounts, box.derive('csrf tokens')),
    ingresses,
    downloads: local,
    webhooks: new WebhookService(store, webhookBox, targets),
    volumes,
  });
  await app.listen({ host: config.listen.host, port: config.listen.port });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.listen.port;
  url = httpUrl(config.listen.host, port);
  const e2b = config.e2b
    ? await startE2b(config.e2b, {
        store,
        sandboxes,
        snapshots,
        templates,
        code,
        meter,
        ingresses,
        limiter,
        rateLimits: config.rateLimits,
        auditLog,
        tokenKey: box.derive('e2b tokens'),
        edge,
        defaultImage: config.defaultImage,
      }).catch(async (err) => {
        await app.close();
        throw err;
      })
    : undefined;
  return {
    url,
    app,
    store,
    host,
    meter,
    edge: { publicHost: publicName, caCertFile: certificate.caCertFile, ports: config.edge.ports },
    e2b: e2b?.urls,
    async close() {
      registry?.stop();
      clearInterval(chores);
      idle.stop();
      expiry.stop();
      await dispatcher.stop();
      shared?.stop();
      // A last pass of each meter, if this replica was metering, before its lease goes.
      if (background.held) await Promise.all([...meters.values()].map((m) => m.stop()));
      await background.stop();
      await edge.close();
      await e2b?.app.close();
      await app.close();
      await exports.idle();
      await templates.idle();
      // After the template builds (they take checkpoints), before the store goes.
      await snapshots.durability.close();
      await host.close();
      s3?.close();
      await store.close();
    },
  };
}

/**
 * The host the configuration names: in this process, or one `warren host` elsewhere
 * (config.remoteHost), offering config.hostMemoryMb. A cluster's hosts come from the store instead.
 */
async function addConfiguredHost(hosts: HostSet, config: ServerConfig, objects: ObjectStore): Promise<void> {
  if (config.cluster) return;
  hosts.add(await openHost(config, objects), config.hostMemoryMb);
}

function openHost(config: ServerConfig, objects: ObjectStore): Promise<HostAgent> {
  if (config.remoteHost) return connectRemoteHost(config.remoteHost);
  return openHostAgent({
    objects,
    dataDir: config.dataDir,
    buildDir: config.buildDir,
    accel: config.accel,
    node: config.node,
    warm: config.warmPool,
    keepVmsOnClose: config.keepSandboxesOnStop,
    orphanTimeoutMs: config.orphanTimeoutMs,
    jail: config.jail,
    diskReserve: { reserveBytes: config.diskReserveBytes },
    restoreMemory: config.restoreMemory,
    egressDns: config.egressDns,
    tcgTbMib: config.tcgTbMib,
  });
}

/**
 * The configured object store: an S3-compatible bucket, or the local directory `objects/` (whose
 * presigned links Warren serves itself, at `publicUrl`).
 */
function openObjects(
  config: ServerConfig,
  publicUrl: () => string,
  box: SecretBox,
): { objects: ObjectStore; local?: LocalObjectStore; s3?: S3ObjectStore } {
  if (config.s3) {
    const s3 = new S3ObjectStore(config.s3);
    return { objects: s3, s3 };
  }
  const local = new LocalObjectStore(join(config.dataDir, 'objects'), publicUrl, box.derive('presigned links'));
  return { objects: local, local };
}

function httpUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * The E2B-compatible front (docs/e2b.md): its sandbox origins on the edge (header-routed, and
 * wildcard-routed over TLS when a domain is set), then its REST API, whose answers name the
 * wildcard origin's domain (with its port unless 443).
 */
async function startE2b(
  config: E2bConfig,
  d: ConstructorParameters<typeof E2bFront>[0] & { edge: Edge; defaultImage: string },
): Promise<{ app: FastifyInstance; urls: { apiUrl: string; sandboxUrl: string; domain?: string } }> {
  const front = new E2bFront(d, config.domain ?? null);
  const route = (req: Parameters<E2bFront['routing']['route']>[0]) => front.routing.route(req);
  const busy = (what: string, at: { host: string; port: number }) => (err: Error) => {
    if (!config.anyPortIfBusy || at.port === 0) throw err;
    console.error(`warren: ${what} port ${at.port} is taken; listening on another (${err.message})`);
    return { ...at, port: 0 };
  };
  const sandboxPort = await d.edge
    .openOrigin({ ...config.sandboxListen, tls: false, route })
    .catch(async (err: Error) => {
      const at = busy('E2B sandbox origin', config.sandboxListen)(err);
      return d.edge.openOrigin({ ...at, tls: false, route });
    });
  let domain: string | undefined;
  if (config.domain) {
    const at = config.domainListen ?? { host: config.listen.host, port: 443 };
    const port = await d.edge.openOrigin({ ...at, tls: true, route });
    domain = port === 443 ? config.domain : `${config.domain}:${port}`;
  }
  const app = await front.api({
    domain: domain ?? UNROUTED_DOMAIN,
    baseImage: d.defaultImage,
    shape: config.shape ?? { cpus: 2, memory_mb: 1024 },
  });
  await app.listen(config.listen).catch(async (err: Error) => {
    await app.listen(busy('E2B API', config.listen)(err));
  });
  const addr = app.server.address();
  const apiPort = typeof addr === 'object' && addr ? addr.port : config.listen.port;
  return {
    app,
    urls: {
      apiUrl: httpUrl(config.listen.host, apiPort),
      sandboxUrl: httpUrl(config.sandboxListen.host, sandboxPort),
      ...(domain ? { domain } : {}),
    },
  };
}

/** Names the local CA's server certificate covers: the public host and this machine's loopback. */
function certificateNames(publicName: string, listenHost: string): string[] {
  const names = [publicName, 'localhost', '127.0.0.1', '::1'];
  if (/^[\d.]+$|:/.test(listenHost) && listenHost !== '0.0.0.0' && listenHost !== '::') names.push(listenHost);
  return [...new Set(names)];
}
