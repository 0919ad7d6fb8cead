// A `warren host` that registers itself (started by the CLI once the host serves) in the cluster's store (docs/deploy.md): a row naming its
// node, its mgmtd_addr and the memory it offers, written at start and again every `heartbeatMs`
// with a fresh heartbeat. Control planes read those rows to find hosts and to tell a lost one
// (cluster/registry.ts). The boot id changes with every start of the process.

import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { nowNs, openStore, type Store } from '../store/index.ts';

export interface RegistrationConfig {
  /** The cluster's PostgreSQL store. */
  postgresUrl: string;
  /** The address control planes reach this host's internal API at. */
  mgmtdAddr: string;
  /** Guest memory this host hands out to resident sandboxes, in MiB. */
  memoryMb: number;
  heartbeatMs: number;
}

export interface Registration {
  stop(): Promise<void>;
}

export async function register(node: string, c: RegistrationConfig & { mgmtdAddr: string }): Promise<Registration> {
  const store: Store = await openStore({ sqlitePath: '', postgresUrl: c.postgresUrl });
  const started = nowNs();
  const bootId = randomUUID();
  const beat = () =>
    store.cluster.heartbeat({
      node,
      mgmtd_addr: c.mgmtdAddr,
      memory_mb: c.memoryMb,
      cpus: cpus().length,
      boot_id: bootId,
      started_unix_ns: started,
      heartbeat_unix_ns: nowNs(),
    });
  try {
    await beat();
  } catch (err) {
    await store.close();
    throw err;
  }
  let beating: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    beating = beat().catch((err) => console.error(`heartbeat: ${(err as Error).message}`));
  }, c.heartbeatMs);
  return {
    async stop() {
      clearInterval(timer);
      await beating;
      await store.close();
    },
  };
}
