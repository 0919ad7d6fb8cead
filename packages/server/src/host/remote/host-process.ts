// What `warren host` runs: this machine's host agent alone (no API, store or edge), serving its
// internal API at the host's mgmtd_addr for control planes elsewhere (docs/hosts.md). Owns the
// order of the start (scratch cleared, agent opened and its leftovers adopted, then served) and of
// the stop (no new calls, then the agent closed). Checkpoints are pushed to and fetched from the
// S3-compatible bucket when one is given; without one those calls fail (a host without a bucket
// cannot make anything durable).

import { type S3Config, S3ObjectStore } from '../../objects/s3.ts';
import { openHostAgent, type QemuHostAgentApi } from '../host-agent.ts';
import type { JailConfig } from '../jail/jail.ts';
import { clearScratch } from '../scratch.ts';
import type { WarmPoolLimits } from '../warm-pool.ts';
import { type HostServer, serveHostAgent } from './serve.ts';

export interface HostProcessConfig {
  dataDir: string;
  buildDir: string;
  node: string;
  accel: 'auto' | 'kvm' | 'tcg';
  listen: { host: string; port: number };
  secret: string;
  tls?: { certFile: string; keyFile: string };
  warm: WarmPoolLimits;
  /** The bucket durable checkpoints and exports go to (docs/storage.md). */
  s3?: S3Config;
  /** A stop leaves the VMs running for the next start to adopt (docs/restarts.md). */
  keepVmsOnClose: boolean;
  /** The watchdog kills the VMs once this process has been gone this long; 0: no watchdog. */
  orphanTimeoutMs: number;
  /** The jail's settings (docs/security.md): the uid range. */
  jail?: Partial<JailConfig>;
  /** Free space on the data store no guest may write into (docs/security.md); default 2 GiB or 5 %. */
  diskReserveBytes?: number;
  /** The resolver ruled slots ask (`--egress-dns HOST:PORT`, docs/network.md). */
  egressDns?: string;
}

export interface HostProcess {
  agent: QemuHostAgentApi;
  server: HostServer;
  close(): Promise<void>;
}

export async function startHostProcess(c: HostProcessConfig): Promise<HostProcess> {
  clearScratch(c.dataDir);
  const objects = c.s3 ? new S3ObjectStore(c.s3) : undefined;
  // A wrong bucket or credentials stop the start here, not the first push minutes later.
  await objects?.check().catch((err) => {
    objects.close();
    throw err;
  });
  const agent = await openHostAgent({
    objects,
    dataDir: c.dataDir,
    buildDir: c.buildDir,
    accel: c.accel,
    node: c.node,
    warm: c.warm,
    keepVmsOnClose: c.keepVmsOnClose,
    orphanTimeoutMs: c.orphanTimeoutMs,
    jail: c.jail,
    diskReserve: { reserveBytes: c.diskReserveBytes },
    egressDns: c.egressDns,
  });
  let server: HostServer;
  try {
    server = await serveHostAgent(agent, { ...c.listen, secret: c.secret, tls: c.tls });
  } catch (err) {
    await agent.close();
    objects?.close();
    throw err;
  }
  return {
    agent,
    server,
    close: async () => {
      await server.close();
      await agent.close();
      objects?.close();
    },
  };
}
