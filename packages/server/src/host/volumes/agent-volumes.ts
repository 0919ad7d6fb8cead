// The host agent's volume calls of the HostAgent contract (types.ts), over the volumes on this host
// (host-volumes.ts), their files API (files.ts) and the sandboxes that mount them: a volume a
// sandbox here mounts is not deleted. Kept apart from host-agent.ts, which delegates to it.

import { createHash } from 'node:crypto';
import path from 'node:path';
import type { ObjectStore } from '../../objects/types.ts';
import type { DiskReserve } from '../disk-reserve.ts';
import type { Jailer } from '../jail/jail.ts';
import type { Sandbox } from '../sandbox.ts';
import type { VolumeFileAnswer, VolumeFileCall, VolumeUsage } from '../types.ts';
import { VolumeError } from '../types.ts';
import { serverPrefix, type VolumeHost } from './attachments.ts';
import { VolumeFiles } from './files.ts';
import { HostVolumes } from './host-volumes.ts';

export class AgentVolumes {
  readonly host: VolumeHost;
  readonly #files: VolumeFiles;
  readonly #vms: Map<string, Sandbox>;

  constructor(
    cfg: { dataDir: string; buildDir: string; objects?: ObjectStore },
    jail: Jailer,
    reserve: DiskReserve,
    vms: Map<string, Sandbox>,
  ) {
    const tag = createHash('sha256').update(path.resolve(cfg.dataDir)).digest('hex').slice(0, 8);
    this.host = {
      volumes: new HostVolumes(cfg.dataDir, jail, reserve, cfg.objects),
      jail,
      volumeServer: path.join(cfg.buildDir, 'guest', 'warren-volume-server'),
      serverPrefix: serverPrefix(tag),
    };
    this.#files = new VolumeFiles(this.host, path.join(cfg.dataDir, 'volumes'));
    this.#vms = vms;
  }

  /** Mounts this host's volumes (before VMs are adopted: their servers need them). */
  open(): Promise<void> {
    return this.host.volumes.open();
  }

  /** Removes file servers' cgroups an earlier run left (after adoption started its own). */
  async sweep(): Promise<void> {
    const keep = new Set<string>();
    for (const sb of this.#vms.values()) for (const name of sb.volumes?.cgroupNames() ?? []) keep.add(name);
    await this.host.jail.sweepServers(this.host.serverPrefix, keep);
  }

  create(id: string, sizeMb: number, fromSnapshot?: string): Promise<VolumeUsage> {
    return this.host.volumes.create(id, sizeMb, fromSnapshot);
  }

  /**
   * Grows a volume; where it must be unmounted for that, its file servers stop meanwhile (the
   * sandboxes using it wait, then resynchronise with new ones: docs/volumes.md, "Size").
   */
  grow(id: string, sizeMb: number): Promise<VolumeUsage> {
    return this.host.volumes.grow(id, sizeMb, async (resize) => {
      const users = [...this.#vms.values()].flatMap((sb) => (sb.volumes?.has(id) ? [sb.volumes] : []));
      await this.#files.stop(id);
      for (const u of users) await u.suspend(id);
      try {
        await resize();
      } finally {
        for (const u of users) await u.resume(id);
      }
    });
  }

  async delete(id: string): Promise<void> {
    const user = [...this.#vms.values()].find((sb) => sb.volumes?.has(id));
    if (user) throw new VolumeError('busy', `volume ${id} is mounted by sandbox ${user.spec.vmId}`);
    await this.#files.stop(id);
    await this.host.volumes.remove(id);
  }

  async usage(ids: string[]): Promise<Record<string, VolumeUsage>> {
    return this.host.volumes.usage(ids);
  }

  async list(): Promise<string[]> {
    return this.host.volumes.list();
  }

  files<C extends VolumeFileCall>(id: string, call: C): Promise<VolumeFileAnswer<C>> {
    return this.#files.call(id, call);
  }

  snapshot(id: string, snapshotId: string): Promise<{ bytes: number }> {
    return this.host.volumes.snapshot(id, snapshotId);
  }

  /** Stops the files API's servers. */
  close(): Promise<void> {
    return this.#files.close();
  }

  /** Unmounts the volumes once no VM of this agent is left to use them (a close that stops them). */
  async unmountAll(): Promise<void> {
    await this.host.volumes.unmountAll();
  }

  /** The agent is going: its claims of volume uids go too. */
  releaseUids(): void {
    this.host.volumes.releaseUids();
  }
}
