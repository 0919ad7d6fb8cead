// What a QEMU host agent is opened with (HostAgentConfig) and what it offers beyond the HostAgent
// contract (QemuHostAgentApi: restore options, warm-pool and checkpoint introspection for tests and
// benches). The agent itself is host-agent.ts.

import type { ObjectStore } from '../objects/types.ts';
import type { DiskReserveConfig } from './disk-reserve.ts';
import type { JailConfig } from './jail/jail.ts';
import type { HostAgent, Placement, RestoreSpec } from './types.ts';
import type { WarmPoolLimits } from './warm-pool.ts';

export interface HostAgentConfig {
  dataDir: string;
  buildDir: string;
  /**
   * Where checkpoints are pushed to and fetched from, and exports written (objects/). Without one
   * (engine tests, benches), those calls fail.
   */
  objects?: ObjectStore;
  accel?: 'auto' | 'kvm' | 'tcg';
  node?: string;
  /** false: boot VMs without a network device (development without root networking). */
  network?: boolean;
  /** Restores kept ready for keepWarm() sources; none if not given. */
  warm?: WarmPoolLimits;
  /**
   * Frozen disk layers a VM may sit on before its next checkpoint first merges them into its
   * active layer (docs/checkpoints.md, "Disk chains"). Default MAX_DISK_LAYERS.
   */
  maxDiskLayers?: number;
  /** Network slots kept built ahead (spare-slots.ts). Default SPARE_SLOTS. */
  spareSlots?: number;
  /**
   * close() leaves sandboxes' VMs running for the next start to adopt (docs/restarts.md) instead
   * of stopping them. Default false.
   */
  keepVmsOnClose?: boolean;
  /**
   * The watchdog kills this agent's VMs once its heartbeat is older than this (watchdog.ts);
   * 0 runs none. Default 0.
   */
  orphanTimeoutMs?: number;
  /** Cap of each of a VM's two console files (console.ts). Default CONSOLE_FILE_BYTES. */
  consoleFileBytes?: number;
  /** The jail every QEMU starts in (jail/jail.ts); on unless `enabled: false` (benchmarks only). */
  jail?: Partial<JailConfig>;
  /** Free space on the data store no guest may write into (disk-reserve.ts). */
  diskReserve?: DiskReserveConfig;
  /**
   * The resolver ruled slots' resolvers ask (`HOST:PORT`, docs/network.md); default: the first
   * nameserver of the host's /etc/resolv.conf.
   */
  egressDns?: string;
  /** How restores and warm-pool instances get their RAM (RestoreOptions.memory). Default `map`. */
  restoreMemory?: RestoreMemory;
  /** TCG's translation cache per VM in MiB (vmm/qemu.ts TCG_TB_MIB, the default); unused under KVM. */
  tcgTbMib?: number;
}

/**
 * How a restore gives the new VM its RAM. `map` (default): the checkpoint's file mapped
 * copy-on-write (share=off): no copy, and every VM restored from it shares its pages in the page
 * cache; what the guest writes is its own anonymous memory, captured from /proc when the VM is
 * checkpointed (memory-files.ts). `copy`: a sparse clone of the file, mapped shared (kept for
 * bench/density.ts's comparison). docs/checkpoints.md has the numbers.
 */
export type RestoreMemory = 'copy' | 'map';
export interface RestoreOptions {
  memory?: RestoreMemory;
}

/** HostAgent plus what this implementation offers beyond the contract. */
export type QemuHostAgentApi = HostAgent & {
  restore(spec: RestoreSpec, checkpointId: string, opts?: RestoreOptions): Promise<Placement>;
  warmCount(checkpointId: string, disableInternet: boolean): number;
  spareSlotCount(): number;
  /** Where a checkpoint's files are on this host. */
  checkpointDir(checkpointId: string): string;
};
