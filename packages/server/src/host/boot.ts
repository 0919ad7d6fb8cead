// Booting a QEMU for a sandbox: its run directory, RAM file and network slot, the launch, and the
// guest agent's first configure (a fresh boot's container, or a restored guest's new clock, entropy
// and address); and restoring a checkpoint into a new VM, which takes the checkpoint's shape. The
// booted VM is registered in the agent's sandboxes with its run record written. Every QEMU starts
// in the host's jail (jail/jail.ts) with exactly the files it needs. What it needs of the host
// agent comes in a BootHost; it keeps no state of its own.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ConfigureRequest } from '../guest/client.ts';
import { GuestClient } from '../guest/client.ts';
import { removePath } from '../sys/remove.ts';
import { continueVcpus, loadDeviceState } from '../vmm/migration.ts';
import type { Accel } from '../vmm/qemu.ts';
import { QemuProcess, runFiles, STATE_FD } from '../vmm/qemu.ts';
import { QmpClient } from '../vmm/qmp.ts';
import type { CheckpointMeta } from './checkpoint.ts';
import { CheckpointError, checkpointFiles, readCheckpoint } from './checkpoint.ts';
import { ConsoleCapture } from './console.ts';
import { createLayerOverlay } from './disks.ts';
import type { Confinement, Jailer } from './jail/jail.ts';
import { memoryMaxBytes, pidsMax } from './limits.ts';
import { copySparse } from './memory-files.ts';
import { processRunDelayMs } from './metrics.ts';
import { netnsPath } from './netns.ts';
import type { NetworkSlot } from './network.ts';
import type { Sandbox } from './sandbox.ts';
import { newMeter, writeRecord } from './sandbox.ts';
import { AgentUnreachableError, type StartSpec, volumePortsFor } from './types.ts';
import type { VolumeHost } from './volumes/attachments.ts';
import { VolumeAttachments } from './volumes/attachments.ts';
import { makeBounceDisks } from './volumes/bounce.ts';

/** Guest boot under TCG takes seconds; a stuck boot is declared failed after this. */
const BOOT_TIMEOUT_MS = 60_000;

/** What booting needs of the host agent. */
export interface BootHost {
  runRoot: string;
  vmRoot: string;
  kernel: string;
  initrd: string;
  accel: Accel;
  /** TCG's translation cache per VM, in MiB. */
  tcgTbMib: number;
  tscKhz: number;
  /** The agent's sandboxes: a booted VM is added under its vmId. */
  vms: Map<string, Sandbox>;
  jail: Jailer;
  /** Cap of each of a VM's two console files (console.ts). */
  consoleFileBytes: number;
  /**
   * A built network slot (none without networking): a ready spare if `spare`, or built now; with
   * the sandbox's egress rules in force (egress/egress-slots.ts) before it is returned.
   */
  acquireSlot(spec: Pick<StartSpec, 'disableInternet' | 'egress'>, spare: boolean): Promise<NetworkSlot | null>;
  /** Gives a built slot the sandbox's egress rules (a warm instance's, before its guest runs on). */
  applyEgress(slot: NetworkSlot, spec: Pick<StartSpec, 'disableInternet' | 'egress'>): Promise<void>;
  releaseSlot(slot: NetworkSlot): Promise<void>;
  /** Volumes on this host and how their file servers start (volumes/attachments.ts). */
  volumeHost: VolumeHost;
}

interface RestoreSource {
  dir: string;
  meta: CheckpointMeta;
  memory: 'copy' | 'map';
}

export interface BootOptions {
  /** A network slot already built for this VM (reboot); acquired here otherwise. */
  slot?: NetworkSlot | null;
  chain: string[];
  /** Resume this checkpoint instead of booting. */
  restore?: RestoreSource;
  /** The disk is being created; QEMU starts once it is there. */
  diskReady?: Promise<void>;
  /** Background work: QEMU starts with this nice value, and `onLaunch` gets its process. */
  background?: { nice: number; onLaunch: (qemu: QemuProcess) => void };
}

export async function boot(
  host: BootHost,
  spec: StartSpec,
  vmDir: string,
  disk: string,
  opts: BootOptions,
): Promise<Sandbox> {
  const runDir = path.join(host.runRoot, spec.vmId);
  const files = runFiles(runDir);
  fs.mkdirSync(files.own, { recursive: true, mode: 0o700 });
  for (const f of [files.agentSocket, files.qmpSocket, files.pidfile, files.memory, files.stateOut]) {
    fs.rmSync(f, { force: true });
  }
  const restore = opts.restore;
  // The device set is fixed at launch: a restore has its checkpoint's volume ports and bounce disks.
  const volumePorts = restore ? (restore.meta.volume_ports ?? 0) : volumePortsFor(spec.memoryMb);
  const volumeBounce = restore ? restore.meta.volume_bounce === true : true;
  VolumeAttachments.check(host.volumeHost, spec.volumes ?? [], volumePorts);
  if (volumeBounce) makeBounceDisks(runDir, volumePorts);
  let memory = { path: files.memory, shared: true };
  if (restore?.memory === 'map') memory = { path: checkpointFiles(restore.dir).memory, shared: false };
  // Copying the RAM file and building the network slot take tens of ms each: overlap them.
  const filesReady = Promise.all([
    restore?.memory === 'copy' ? copySparse(checkpointFiles(restore.dir).memory, memory.path) : undefined,
    opts.diskReady,
  ]);
  filesReady.catch(() => undefined);
  // Work in the background builds its own slot and leaves the spares to callers that wait.
  const slot = opts.slot ?? (await host.acquireSlot(spec, !opts.background));
  let jailed: Confinement | null = null;
  let qemu: QemuProcess;
  try {
    await filesReady;
    const launch = host.jail.config.enabled
      ? await host.jail.confine({
          runDir,
          readWrite: [path.dirname(fs.realpathSync(disk))],
          owned: [fs.realpathSync(disk)],
          readOnly: [host.kernel, host.initrd, ...opts.chain],
          mappedMemory: memory.shared ? undefined : memory.path,
          accel: host.accel,
          tcgTbMib: host.tcgTbMib,
          cpus: spec.cpus,
          memoryMb: spec.memoryMb,
          net: slot ? { netns: netnsPath(slot.netns), tap: slot.tap } : undefined,
          nice: opts.background?.nice,
          keepFds: restore ? [STATE_FD] : [],
        })
      : null;
    jailed = launch;
    qemu = await QemuProcess.launch({
      runDir,
      kernel: host.kernel,
      initrd: host.initrd,
      accel: host.accel,
      tcgTbMib: host.tcgTbMib,
      cpus: spec.cpus,
      memoryMb: spec.memoryMb,
      disk,
      tscKhz: host.tscKhz,
      net: slot ? { netns: slot.netns, tap: slot.tap, mac: slot.mac } : undefined,
      memory,
      incoming: restore !== undefined,
      deviceStateOnly: restore !== undefined && restore.meta.version >= 2,
      nice: opts.background?.nice,
      jail: launch ? { prefix: launch.prefix } : undefined,
      incomingState: restore ? checkpointFiles(restore.dir).state : undefined,
      memoryFile: launch && !memory.shared ? memory.path : undefined,
      volumePorts,
      volumeBounce,
    });
  } catch (err) {
    if (jailed) await host.jail.release(jailed);
    if (slot) await host.releaseSlot(slot);
    throw err;
  }
  opts.background?.onLaunch(qemu);
  let guest: GuestClient | null = null;
  let qmp: QmpClient | null = null;
  let capture: ConsoleCapture | null = null;
  const volumes = new VolumeAttachments(host.volumeHost, spec.vmId, runDir, spec.volumes ?? [], () => qemu.running);
  try {
    const died = qemu.exited.then((r) => {
      throw new Error(`QEMU exited during boot (${r.code ?? r.signal}): ${qemu.logTail()}`);
    });
    died.catch(() => undefined);
    const firstRequestId = restore ? restore.meta.guest_request_id_floor + 1 : 1;
    const waitedMs = () => processRunDelayMs(qemu.pid);
    [guest, qmp] = await Promise.race([
      Promise.all([
        GuestClient.connect(files.agentSocket, undefined, firstRequestId, waitedMs),
        // QEMU alive but its control socket not there in time: a host too loaded to start it.
        QmpClient.connect(files.qmpSocket, undefined, waitedMs).catch((err: Error) => {
          throw new AgentUnreachableError(err.message);
        }),
      ]),
      died,
    ]);
    capture = await Promise.race([ConsoleCapture.attach(files.consoleSocket, runDir, host.consoleFileBytes), died]);
    // The volumes' servers are there before the guest is told of them.
    await Promise.race([volumes.start(), died]);
    const guestVolumes = volumes.guestVolumes();
    const g = guest;
    if (restore) {
      await Promise.race([loadDeviceState(qmp, STATE_FD), died]);
      // The guest runs again where the checkpoint stopped it; it needs today's clock, entropy of
      // its own and its new address. Its container is already running. The request is sent
      // before the vCPUs continue, so the guest finds it waiting (one round trip fewer).
      const configure: ConfigureRequest = {
        unix_ns: Date.now() * 1e6,
        entropy_b64: randomBytes(64).toString('base64'),
      };
      if (slot) configure.net = { ip: slot.guestIp, prefix: slot.prefix, gateway: slot.gatewayIp };
      // A restored guest's volumes are mounted already: its channels resynchronise with the new servers.
      if (guestVolumes.length > 0) configure.volumes = guestVolumes;
      const configured = g.configure(configure, BOOT_TIMEOUT_MS);
      configured.catch(() => undefined);
      // The stream carries the source's run state, which was stopped: continue explicitly.
      await continueVcpus(qmp);
      checkMounted(guestVolumes, await Promise.race([configured, died]));
    } else {
      await Promise.race([g.hello(BOOT_TIMEOUT_MS), died]);
      const configure: ConfigureRequest = {
        unix_ns: Date.now() * 1e6,
        entropy_b64: randomBytes(64).toString('base64'),
        hostname: 'sandbox',
        container: {
          runtime: spec.runtime,
          entrypoint: spec.image.entrypoint,
          env: spec.image.env,
          cwd: spec.image.cwd || '/',
          pids_max: pidsMax(spec.memoryMb, spec.runtime),
          memory_max_bytes: memoryMaxBytes(spec.memoryMb),
        },
      };
      if (slot) {
        configure.net = { ip: slot.guestIp, prefix: slot.prefix, gateway: slot.gatewayIp, dns: hostResolvers() };
      }
      if (guestVolumes.length > 0) configure.volumes = guestVolumes;
      checkMounted(guestVolumes, await Promise.race([g.configure(configure, BOOT_TIMEOUT_MS), died]));
    }
  } catch (err) {
    guest?.close();
    qmp?.close();
    capture?.close();
    await qemu.kill();
    await volumes.close();
    if (jailed) await host.jail.release(jailed);
    if (slot) await host.releaseSlot(slot);
    throw err;
  }
  const sb: Sandbox = {
    spec,
    vmDir,
    runDir,
    disk,
    slot,
    qemu,
    guest,
    qmp,
    guestIp: slot?.guestIp ?? '',
    chain: opts.chain,
    memory,
    // A mapped RAM's writes are tracked from the mapping on (where its jailed QEMU tracks them): the
    // first checkpoint's copy made while the guest runs takes everything written since the restore.
    ...(memory.shared ? {} : { trackedMemory: { pid: qemu.pid, path: memory.path } }),
    paused: false,
    nodeCount: 0,
    jail: jailed,
    console: capture,
    meter: newMeter(qemu, slot),
    volumePorts,
    volumeBounce,
    volumes,
  };
  writeRecord(sb);
  host.vms.set(spec.vmId, sb);
  qemu.exited.then(() => sb.guest.close());
  return sb;
}

/** Restores a checkpoint into a new VM registered as `spec.vmId`, taking the checkpoint's shape. */
export async function restoreNew(
  host: BootHost,
  spec: StartSpec,
  dir: string,
  memory: 'copy' | 'map',
  meta = readCheckpoint(dir),
  background?: BootOptions['background'],
): Promise<Sandbox> {
  if (meta.accel !== host.accel) {
    throw new CheckpointError('invalid', `${dir} was taken under ${meta.accel}; this host runs ${host.accel}`);
  }
  // A restore takes the checkpoint's shape: its RAM size and vCPU state are in the artifact.
  const shaped: StartSpec = { ...spec, cpus: meta.cpus, memoryMb: meta.memory_mb, runtime: meta.runtime };
  const vmDir = path.join(host.vmRoot, spec.vmId);
  fs.mkdirSync(vmDir, { recursive: true });
  const disk = path.join(vmDir, 'disk.qcow2');
  try {
    fs.rmSync(disk, { force: true });
    return await boot(host, shaped, vmDir, disk, {
      chain: meta.disk_chain,
      restore: { dir, meta, memory },
      diskReady: createLayerOverlay(meta.disk_chain[0], disk),
      background,
    });
  } catch (err) {
    fs.rmSync(path.join(host.runRoot, spec.vmId), { recursive: true, force: true });
    removePath(vmDir);
    throw err;
  }
}

/** The guest agent said it mounted every volume it was given (an agent older than volumes says none). */
export function checkMounted(wanted: { port: string }[], answer: { volumes: string[] }): void {
  const missing = wanted.filter((v) => !answer.volumes.includes(v.port));
  if (missing.length > 0) {
    throw new Error(`the guest agent did not mount the volumes on ${missing.map((v) => v.port).join(', ')}`);
  }
}

/**
 * Resolvers a guest can reach through NAT: the host's own, minus loopback ones (the host itself
 * is unreachable from a guest). Read per boot so a changed resolv.conf is picked up.
 */
function hostResolvers(): string[] {
  let text = '';
  try {
    text = fs.readFileSync('/etc/resolv.conf', 'utf8');
  } catch {
    return [];
  }
  return [...text.matchAll(/^nameserver\s+(\d+\.\d+\.\d+\.\d+)\s*$/gm)]
    .map((m) => m[1])
    .filter((ip) => !ip.startsWith('127.'));
}
