// The warm pool's instances (docs/checkpoints.md): preparing a ready restore of a template
// checkpoint (restored, warmed by one exec, vCPUs stopped, at the lowest CPU priority) and claiming
// one as a sandbox. Which instances to keep and when is warm-pool.ts's policy; the host agent holds
// the pool. What it needs of the agent comes in a WarmHost.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { removePath } from '../sys/remove.ts';
import { continueVcpus, stopVcpus } from '../vmm/migration.ts';
import type { QemuProcess } from '../vmm/qemu.ts';
import { runFiles } from '../vmm/qemu.ts';
import type { QmpClient } from '../vmm/qmp.ts';
import type { BootHost } from './boot.ts';
import { checkMounted, restoreNew } from './boot.ts';
import { readCheckpoint } from './checkpoint.ts';
import type { RestoreMemory } from './host-agent-api.ts';
import type { Sandbox } from './sandbox.ts';
import { newMeter, SYNC_TIMEOUT_MS, writeRecord } from './sandbox.ts';
import type { StartSpec } from './types.ts';
import { AgentUnreachableError } from './types.ts';
import { VolumeAttachments } from './volumes/attachments.ts';

/** Run and disk directories of warm-pool instances start with this (a claim renames the run one). */
export const WARM_PREFIX = 'warm-';

/** Nice value of warm-pool preparations: they take only CPU that sandboxes leave over. */
const WARM_NICE = 19;

/**
 * What a warm-pool instance is a restore of. `disableInternet` instances serve sandboxes with
 * egress rules too: prepared without internet, they get the rules at the claim, so nothing their
 * guest did while being prepared has a connection open past them.
 */
export interface WarmSource {
  dir: string;
  disableInternet: boolean;
}

export function warmId(dir: string, disableInternet: boolean): string {
  return `${dir}#${disableInternet ? 'offline' : 'online'}`;
}

/** The warm instances a sandbox of `spec` can claim: offline ones for rules (see WarmSource). */
export function warmIdFor(dir: string, spec: Pick<StartSpec, 'disableInternet' | 'egress'>): string {
  return warmId(dir, spec.disableInternet || Boolean(spec.egress));
}

/** What preparing and claiming instances needs of the host agent. */
export interface WarmHost extends BootHost {
  /** How instances get their RAM (host-agent-api.ts RestoreMemory). */
  restoreMemory: RestoreMemory;
  /** Stops a VM and removes its run and disk directories. */
  discard(sb: Sandbox): Promise<void>;
}

/**
 * A warm-pool instance: restored like a sandbox, then run through one exec so the guest paths a
 * first command takes are already translated (under TCG a fresh QEMU translates every guest
 * instruction it meets once), then stopped. It is not in `vms` until claimed. The checkpoint's
 * processes run meanwhile for the few tens of ms of guest time that takes. It runs at the lowest
 * CPU priority unless a restore is waiting for it (`hurried`), and at normal priority once claimed.
 */
export async function prepareWarm(host: WarmHost, source: WarmSource, hurried: Promise<void>): Promise<Sandbox> {
  const meta = readCheckpoint(source.dir);
  const spec: StartSpec = {
    vmId: `${WARM_PREFIX}${randomBytes(6).toString('hex')}`,
    cpus: meta.cpus,
    memoryMb: meta.memory_mb,
    runtime: meta.runtime,
    disableInternet: source.disableInternet,
    image: meta.image,
  };
  let qemu: QemuProcess | undefined;
  let hurry = false;
  hurried.then(() => {
    hurry = true;
    qemu?.renice(0);
  });
  const sb = await restoreNew(host, spec, source.dir, host.restoreMemory, meta, {
    nice: WARM_NICE,
    onLaunch: (launched) => {
      qemu = launched;
      if (hurry) launched.renice(0);
    },
  });
  host.vms.delete(spec.vmId);
  try {
    await sb.guest.exec({ args: ['true'] }, SYNC_TIMEOUT_MS);
    await stopVcpus(sb.qmp as QmpClient);
    sb.paused = true;
  } catch (err) {
    await host.discard(sb);
    throw err;
  }
  return sb;
}

/**
 * Makes a warm-pool instance sandbox `spec.vmId`: its run directory takes the sandbox's name
 * (QEMU keeps its open files and sockets), vms/<vmId> links to its disk directory, its vCPUs
 * continue, and the guest gets today's clock and entropy of its own. The network slot and
 * address are the ones it was prepared with.
 */
export async function claimWarm(host: WarmHost, sb: Sandbox, spec: StartSpec): Promise<void> {
  const runDir = path.join(host.runRoot, spec.vmId);
  const vmLink = path.join(host.vmRoot, spec.vmId);
  fs.rmSync(runDir, { recursive: true, force: true });
  removePath(vmLink);
  fs.renameSync(sb.runDir, runDir);
  fs.symlinkSync(path.basename(sb.vmDir), vmLink);
  sb.qemu.runDir = runDir;
  sb.console?.moveTo(runDir);
  sb.runDir = runDir;
  // A RAM file of its own moved with the run directory; a mapped checkpoint file stays where it is.
  if (sb.memory.shared) sb.memory = { path: runFiles(runDir).memory, shared: true };
  sb.spec = { ...spec, cpus: sb.spec.cpus, memoryMb: sb.spec.memoryMb, runtime: sb.spec.runtime };
  if (!sb.qmp || !sb.qemu.running) throw new AgentUnreachableError('pooled VM is not running');
  // Its vCPUs are stopped: the rules are in place before its guest can send anything.
  if (sb.slot) await host.applyEgress(sb.slot, spec);
  // The sandbox's volumes: their servers start now, and the guest mounts them as it configures.
  VolumeAttachments.check(host.volumeHost, spec.volumes ?? [], sb.volumePorts);
  const qemu = sb.qemu;
  sb.volumes = new VolumeAttachments(host.volumeHost, spec.vmId, runDir, spec.volumes ?? [], () => qemu.running);
  await sb.volumes.start();
  const volumes = sb.volumes.guestVolumes();
  sb.qemu.renice(0);
  // Sent before the vCPUs continue, so the guest finds it waiting: one round trip fewer on a create.
  const configured = sb.guest.configure(
    {
      unix_ns: Date.now() * 1e6,
      entropy_b64: randomBytes(64).toString('base64'),
      ...(volumes.length > 0 ? { volumes } : {}),
    },
    SYNC_TIMEOUT_MS,
  );
  configured.catch(() => undefined);
  await continueVcpus(sb.qmp);
  sb.paused = false;
  sb.meter = newMeter(sb.qemu, sb.slot);
  checkMounted(volumes, await configured);
  writeRecord(sb);
  host.vms.set(spec.vmId, sb);
}
