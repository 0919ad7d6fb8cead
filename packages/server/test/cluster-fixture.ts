// A cluster on this machine (docs/deploy.md), for cluster.test.ts and bench/scale.ts: a real
// PostgreSQL server, a real S3-compatible server process, two `warren host` processes (each its
// own data directory, registered in the store) and two `warren api` replicas sharing the cluster
// secret and the key sealing stored secrets. stop() stops all of it and removes its files.

import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WarrenApi } from './api-process-fixture.ts';
import { SCRATCH } from './helpers.ts';
import { WarrenHost } from './host-process-fixture.ts';
import { type PostgresServer, startPostgres } from './postgres-fixture.ts';
import { type S3Server, startS3 } from './s3-fixture.ts';

export interface ClusterOptions {
  /** Prefix of its scratch directory. */
  prefix: string;
  /** Guest memory each host offers, in MiB. */
  hostMb: number;
  /** The replicas' --host-loss-timeout, in seconds. */
  lossS: number;
  /** First of the replicas' public ports: replica i gets ten from edgePortBase + 10 i. */
  edgePortBase: number;
  /** Ready restores each host keeps per template (default none). */
  warmPool?: number;
}

export interface Cluster {
  pg: PostgresServer;
  s3: S3Server;
  /** The store's URL. */
  postgres: string;
  dir: string;
  hosts: Record<'a' | 'b', WarrenHost>;
  apis: WarrenApi[];
  stop(): Promise<void>;
}

export async function startCluster(o: ClusterOptions): Promise<Cluster> {
  const pg = await startPostgres();
  const s3 = await startS3();
  const postgres = await pg.createDatabase();
  const dir = mkdtempSync(join(SCRATCH, o.prefix));
  const hosts = {} as Record<'a' | 'b', WarrenHost>;
  const apis: WarrenApi[] = [];
  const stop = async () => {
    for (const api of apis) await api.stop();
    for (const h of Object.values(hosts)) await h.stop();
    rmSync(dir, { recursive: true, force: true });
    await s3.stop();
    pg.stop();
  };
  try {
    const secret = randomBytes(24).toString('base64');
    const clusterSecretFile = join(dir, 'cluster.secret');
    writeFileSync(clusterSecretFile, `${secret}\n`, { mode: 0o600 });
    const secretKeyFile = join(dir, 'secret.key');
    writeFileSync(secretKeyFile, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
    for (const name of ['a', 'b'] as const) {
      const dataDir = join(dir, `host-${name}`);
      mkdirSync(dataDir);
      hosts[name] = new WarrenHost({
        dataDir,
        node: `host-${name}`,
        s3: s3.config,
        secret,
        postgres,
        memoryMb: o.hostMb,
        warmPool: o.warmPool,
      });
      await hosts[name].start();
    }
    for (const i of [0, 1]) {
      const dataDir = join(dir, `api-${i}`);
      mkdirSync(dataDir);
      const api = new WarrenApi({
        dataDir,
        postgres,
        s3: s3.config,
        clusterSecretFile,
        secretKeyFile,
        hostLossTimeout: `${o.lossS}s`,
        replicas: 2,
        edgePorts: `${o.edgePortBase + i * 10}-${o.edgePortBase + i * 10 + 9}`,
      });
      await api.start();
      apis.push(api);
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { pg, s3, postgres, dir, hosts, apis, stop };
}
