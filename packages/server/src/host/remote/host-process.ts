// What `warren host` runs: this machine's host agent alone (no API, store or edge), serving its
// internal API at the host's mgmtd_addr for control planes elsewhere (docs/hosts.md). Owns the
// order of the start (scratch cleared, agent opened and its leftovers adopted, then served) and of
// the stop (no new calls, then the agent closed).

import { openHostAgent, type QemuHostAgentApi } from '../host-agent.ts';
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
  /** A stop leaves the VMs running for the next start to adopt (docs/restarts.md). */
  keepVmsOnClose: boolean;
  /** The watchdog kills the VMs once this process has been gone this long; 0: no watchdog. */
  orphanTimeoutMs: number;
}

export interface HostProcess {
  agent: QemuHostAgentApi;
  server: HostServer;
  close(): Promise<void>;
}

export async function startHostProcess(c: HostProcessConfig): Promise<HostProcess> {
  clearScratch(c.dataDir);
  const agent = await openHostAgent({
    dataDir: c.dataDir,
    buildDir: c.buildDir,
    accel: c.accel,
    node: c.node,
    warm: c.warm,
    keepVmsOnClose: c.keepVmsOnClose,
    orphanTimeoutMs: c.orphanTimeoutMs,
  });
  let server: HostServer;
  try {
    server = await serveHostAgent(agent, { ...c.listen, secret: c.secret, tls: c.tls });
  } catch (err) {
    await agent.close();
    throw err;
  }
  return {
    agent,
    server,
    close: async () => {
      await server.close();
      await agent.close();
    },
  };
}
