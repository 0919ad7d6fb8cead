// QEMU `-M microvm` driver: the one place a QEMU command line is built, and the process it runs.
// A VM here is: PVH-booted vmlinux + initramfs (the guest agent is /init), guest RAM in a shared
// memory-backend-file inside the run directory (so snapshots can copy it later), a virtio-serial
// port `warren.0` on a unix socket (the guest protocol), spare virtio-serial ports `warren.vol<N>`
// for volumes (each on a unix socket a volume's file server is connected to: docs/volumes.md), a
// virtio-blk root disk (qcow2 overlay),
// an optional virtio-net TAP inside the sandbox's network namespace, the serial console captured
// to a unix socket, and QMP on a unix socket. Confined (host/jail/), it starts through the jail's
// launcher, which hands it the TAP as a descriptor, and turns on QEMU's seccomp filter. It knows
// nothing of sandboxes, images or the protocol.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { holding } from '../sys/holding.ts';
import { launch } from '../sys/run.ts';

export type Accel = 'kvm' | 'tcg';

export interface QemuSpec {
  runDir: string;
  kernel: string;
  initrd: string;
  accel: Accel;
  /** TCG's translation cache in MiB; TCG_TB_MIB unless given. */
  tcgTbMib?: number;
  cpus: number;
  memoryMb: number;
  /** qcow2 root disk; the guest sees it as /dev/vda. */
  disk?: string;
  /** Host TSC frequency in kHz, passed as tsc_early_khz (TCG guests hang without it). */
  tscKhz: number;
  /** Run inside this network namespace with a TAP device of that name. */
  net?: { netns: string; tap: string; mac: string };
  /** Extra kernel command line words. */
  kernelArgs?: string[];
  /**
   * Guest RAM file. Default: `memory` in the run directory, mapped shared (what checkpoints need:
   * x-ignore-shared leaves shared RAM out of the migration stream). `shared: false` maps the file
   * copy-on-write: the guest's writes never reach it.
   */
  memory?: { path: string; shared: boolean };
  /** Wait for device state (`-incoming defer`, then QMP migrate-incoming) instead of booting. */
  incoming?: boolean;
  /** The stream to come has no configuration section (saveDeviceState in migration.ts). */
  deviceStateOnly?: boolean;
  /** Start with this nice value (background work that should only take spare CPU). */
  nice?: number;
  /**
   * Start through the jail's launcher (host/jail/jail.ts): `prefix` is its argv before `--`. The
   * launcher enters `net.netns` and passes the TAP as descriptor TAP_FD.
   */
  jail?: { prefix: string[] };
  /** A file to pass as STATE_FD, read-only: the device state an incoming VM loads (migration.ts). */
  incomingState?: string;
  /** A file to pass as MEMORY_FD, read-only: a jailed VM's `memory.path` when not shared (jail/readonly-memory.c). */
  memoryFile?: string;
  /**
   * Volume ports `warren.vol0`.. on sockets `vol<N>.sock` (host/types.ts volumePortsFor for a new VM).
   * Part of the device set: a restore has exactly as many as its checkpoint (microvm has no hotplug).
   */
  volumePorts?: number;
  /**
   * Each volume port has a bounce disk `vol<N>.disk` (serial `warren.vol<N>`) that bulk data moves
   * over (docs/volumes.md, "Bulk data"). Part of the device set like the ports.
   */
  volumeBounce?: boolean;
}

/** The guest's name of volume port `index`. */
export function volumePortName(index: number): string {
  return `warren.vol${index}`;
}

/** Where QEMU finds what the agent passes it (the jail's launcher keeps these open). */
export const STATE_FD = 3;
export const TAP_FD = 4;
export const MEMORY_FD = 5;
/** QEMU's seccomp filter: no obsolete calls, no setuid and friends, no fork/exec, no scheduler or rlimit changes. */
export const SECCOMP = 'on,obsolete=deny,elevateprivileges=deny,spawn=deny,resourcecontrol=deny';
/**
 * TCG's translation cache, in MiB: bounded, so the VM's memory limit can count it (jail.ts). An
 * idle guest restored from a template fills 22 MiB of it; 64 leaves busy guests room at a third of
 * the memory 256 allowed, where 16 or less makes every exec retranslate (docs/checkpoints.md).
 */
export const TCG_TB_MIB = 64;

/**
 * Files of one VM inside its run directory. QEMU writes only in `own` (`vm/`, its uid's when
 * jailed, and its working directory); the rest are the agent's (its pidfile, QEMU's log through an
 * inherited descriptor).
 */
export function runFiles(runDir: string) {
  const own = path.join(runDir, 'vm');
  return {
    own,
    agentSocket: path.join(own, 'agent.sock'),
    qmpSocket: path.join(own, 'qmp.sock'),
    /** The serial console, which the host agent reads (host/console.ts); QEMU drops it unread. */
    consoleSocket: path.join(own, 'console.sock'),
    memory: path.join(own, 'memory'),
    /** Device state a checkpoint saves, by the name relative to QEMU's working directory. */
    stateOut: path.join(own, STATE_OUT),
    pidfile: path.join(runDir, 'qemu.pid'),
    qemuLog: path.join(runDir, 'qemu.log'),
    /** The socket of volume port `index` (the host agent connects its file server to it). */
    volumeSocket: (index: number) => path.join(own, `vol${index}.sock`),
    /** The bounce disk of volume port `index` (QemuSpec.volumeBounce), made before QEMU starts. */
    volumeBounce: (index: number) => path.join(own, `vol${index}.disk`),
  };
}

/** When a QEMU that is not the agent's child is gone, polled every ADOPTED_POLL_MS. */
function gone(pid: number): Promise<{ code: number | null; signal: string | null }> {
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (isAlive(pid)) return;
      clearInterval(timer);
      resolve({ code: null, signal: null });
    }, ADOPTED_POLL_MS);
    timer.unref();
  });
}

/** See runFiles().stateOut. */
export const STATE_OUT = 'state.out';

const ADOPTED_POLL_MS = 1000;
/**
 * x86-64-v2 (SSE4.2, POPCNT) without AVX/XSAVE (see qemuArgv), plus ARAT: without an always-running
 * APIC timer the guest kernel takes the local APIC for one that stops in deep C-states, finds no
 * broadcast timer on microvm, and never leaves periodic ticks: 250 timer interrupts a second in
 * every idle guest, 4-5 % of a host core each under TCG (docs/checkpoints.md, "What an idle sandbox
 * costs"). With ARAT it runs tickless when idle (low-resolution: `highres=off`, see qemuArgv).
 */
const TCG_CPU = 'Nehalem-v2,+arat';

export function qemuArgv(spec: QemuSpec): string[] {
  const f = runFiles(spec.runDir);
  // Sockets are bound by names relative to QEMU's working directory, its own (runFiles), so no
  // data directory is too deep for a unix socket address (the agent connects as unix-socket.ts does).
  const own = (file: string) => path.relative(f.own, file);
  const cmdline = [
    'console=ttyS0',
    'quiet',
    `tsc_early_khz=${spec.tscKhz}`,
    // The TSC is the clock; without this the watchdog may declare it unstable under TCG.
    'tsc=reliable',
    'panic=-1',
    'reboot=t',
    // Boot-time and syscall costs that matter a lot under TCG: microvm has no PCI bus, crypto
    // self-tests and page zeroing on allocation cost seconds, and page-table isolation flushes
    // TCG's TLB on every syscall. The guest kernel only separates processes of one sandbox.
    'pci=off',
    'cryptomgr.notests',
    'init_on_alloc=0',
    'mitigations=off',
    // Under TCG, tickless at the tick's resolution: high-resolution timers (which ARAT enables, see
    // TCG_CPU) made a guest writing its disk flat out 8x slower to reach the disk reserve.
    ...(spec.accel === 'tcg' ? ['highres=off'] : []),
    ...(spec.kernelArgs ?? []),
  ].join(' ');
  const argv = [
    'qemu-system-x86_64',
    '-M',
    'microvm,acpi=on,rtc=on,memory-backend=mem',
    '-accel',
    spec.accel === 'tcg' ? `tcg,tb-size=${spec.tcgTbMib ?? TCG_TB_MIB}` : spec.accel,
    // Under TCG a CPU without AVX/XSAVE: saving AVX-512 state on every context switch made an
    // exec of `true` ~30 ms instead of ~12 ms. Nehalem-v2 is x86-64-v2 (SSE4.2, POPCNT).
    '-cpu',
    spec.accel === 'kvm' ? 'host' : TCG_CPU,
    '-smp',
    String(spec.cpus),
    '-m',
    `${spec.memoryMb}M`,
    '-object',
    `memory-backend-file,id=mem,size=${spec.memoryMb}M,mem-path=${spec.memory?.path ?? f.memory},share=${spec.memory?.shared === false ? 'off' : 'on'}`,
    // Names the run directory on the command line: how a leftover QEMU is recognised (leftoverQemuPid).
    '-name',
    `guest=${spec.runDir}`,
    '-nodefaults',
    '-no-user-config',
    '-nographic',
    '-no-reboot',
    '-kernel',
    spec.kernel,
    '-initrd',
    spec.initrd,
    '-append',
    cmdline,
    '-chardev',
    `socket,id=console,path=${own(f.consoleSocket)},server=on,wait=off`,
    '-serial',
    'chardev:console',
    '-device',
    'virtio-serial-device',
    '-chardev',
    `socket,id=agent,path=${own(f.agentSocket)},server=on,wait=off`,
    '-device',
    'virtserialport,chardev=agent,name=warren.0',
    ...volumePortArgs(spec.volumePorts ?? 0, (i) => own(f.volumeSocket(i))),
    '-qmp',
    `unix:${own(f.qmpSocket)},server=on,wait=off`,
  ];
  if (spec.jail) argv.push('-sandbox', SECCOMP);
  if (spec.incoming) argv.push('-incoming', 'defer');
  if (spec.deviceStateOnly) argv.push('-global', 'migration.send-configuration=off');
  if (spec.disk) {
    argv.push(
      '-drive',
      `id=root,file=${spec.disk},format=qcow2,if=none,cache=writeback,discard=unmap`,
      '-device',
      'virtio-blk-device,drive=root',
    );
  }
  if (spec.net) {
    const tap = spec.jail ? `fd=${TAP_FD}` : `ifname=${spec.net.tap},script=no,downscript=no`;
    argv.push('-netdev', `tap,id=net0,${tap}`, '-device', `virtio-net-device,netdev=net0,mac=${spec.net.mac}`);
  }
  // After the root disk, so the guest names that one vda.
  if (spec.volumeBounce) argv.push(...volumeBounceArgs(spec.volumePorts ?? 0, (i) => own(f.volumeBounce(i))));
  if (spec.jail) return [...spec.jail.prefix, '--', qemuBinary(), ...argv.slice(1)];
  if (spec.net) argv.unshift('ip', 'netns', 'exec', spec.net.netns);
  if (spec.nice) argv.unshift('nice', '-n', String(spec.nice));
  return argv;
}

function volumePortArgs(count: number, socket: (index: number) => string): string[] {
  const args: string[] = [];
  for (let i = 0; i < count; i++) {
    args.push('-chardev', `socket,id=vol${i},path=${socket(i)},server=on,wait=off`);
    args.push('-device', `virtserialport,chardev=vol${i},name=${volumePortName(i)}`);
  }
  return args;
}

function volumeBounceArgs(count: number, file: (index: number) => string): string[] {
  const args: string[] = [];
  for (let i = 0; i < count; i++) {
    // Through the host's page cache (not O_DIRECT): the file server's writes are what QEMU reads.
    args.push('-drive', `id=volb${i},file=${file(i)},format=raw,if=none,cache=writeback,aio=threads`);
    args.push('-device', `virtio-blk-device,drive=volb${i},serial=${volumePortName(i)}`);
  }
  return args;
}

/** A running QEMU process. */
export class QemuProcess {
  readonly pid: number;
  /** Where its run files are now (the host agent renames a warm-pool VM's directory on claim). */
  runDir: string;
  /** Resolves with the exit code (or signal) once QEMU has exited. */
  readonly exited: Promise<{ code: number | null; signal: string | null }>;
  private hasExited = false;
  /** Adopted from an earlier run of the agent: not our child, so its exit is polled for. */
  private readonly adopted: boolean;

  private constructor(
    pid: number,
    runDir: string,
    exited: Promise<{ code: number | null; signal: string | null }>,
    adopted = false,
  ) {
    this.pid = pid;
    this.runDir = runDir;
    this.adopted = adopted;
    this.exited = exited.then((r) => {
      this.hasExited = true;
      return r;
    });
  }

  get running(): boolean {
    return !this.hasExited;
  }

  /**
   * Starts QEMU through the spawning process (sys/run.ts launch): its log, and the files it is
   * handed (the device state, the memory file), opened there for it.
   */
  static async launch(spec: QemuSpec): Promise<QemuProcess> {
    const f = runFiles(spec.runDir);
    const argv = qemuArgv(spec);
    fs.mkdirSync(f.own, { recursive: true, mode: 0o700 });
    const log = { path: f.qemuLog, flags: 'a', mode: 0o600 } as const;
    const read = (file: string | undefined) => (file === undefined ? 'ignore' : ({ path: file, flags: 'r' } as const));
    // Own process group: a Ctrl-C to the server does not reach the VMs; they are stopped explicitly.
    const { pid, exited } = await launch(argv, {
      cwd: f.own,
      stdio: ['ignore', log, log, read(spec.incomingState), 'ignore', read(spec.memoryFile)],
    });
    // The agent's own record of the pid (QEMU's would be a file its uid could rewrite).
    fs.writeFileSync(f.pidfile, `${pid}\n`, { mode: 0o644 });
    // Its exit as the spawning process saw it; polled for, as an adopted one's, if that went first.
    return new QemuProcess(
      pid,
      spec.runDir,
      exited.then((exit) => exit ?? gone(pid)),
    );
  }

  /**
   * A QEMU an earlier run of the agent started (see leftoverQemuPid). Node offers no pidfd, so its
   * exit is noticed by a poll of /proc every ADOPTED_POLL_MS (one small read; the agent also sees
   * its sockets close at once).
   */
  static adopt(pid: number, runDir: string): QemuProcess {
    return new QemuProcess(pid, runDir, gone(pid), true);
  }

  /** Sets the nice value of every QEMU thread (vCPUs and I/O threads are threads of their own). */
  renice(value: number): void {
    let tids: string[];
    try {
      tids = fs.readdirSync(`/proc/${this.pid}/task`);
    } catch {
      return; // exited
    }
    for (const tid of tids) {
      try {
        os.setPriority(Number(tid), value);
      } catch (err) {
        if (fs.existsSync(`/proc/${this.pid}/task/${tid}`)) throw err; // else the thread has ended
      }
    }
  }

  /** Kills QEMU at once (guest state is not preserved) and waits for it to be gone. */
  async kill(): Promise<void> {
    if (this.hasExited) return;
    if (this.adopted) {
      await killAndWait(this.pid);
      this.hasExited = true;
      return;
    }
    try {
      process.kill(this.pid, 'SIGKILL');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
    }
    await holding(this.exited);
  }

  /** Last lines QEMU wrote to its own log (for error messages). */
  logTail(bytes = 2000): string {
    try {
      const text = fs.readFileSync(runFiles(this.runDir).qemuLog, 'utf8');
      return text.slice(-bytes).trim();
    } catch {
      return '';
    }
  }
}

let binary: string | undefined;

/** QEMU's absolute path (the jail's launcher takes no PATH search). */
export function qemuBinary(): string {
  if (binary) return binary;
  for (const dir of (process.env.PATH ?? '/usr/bin').split(':')) {
    const candidate = path.join(dir, 'qemu-system-x86_64');
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      binary = fs.realpathSync(candidate);
      return binary;
    } catch {
      // not in this directory
    }
  }
  throw new Error('qemu-system-x86_64 is not installed');
}

/** Host TSC frequency in kHz from /proc/cpuinfo (the guest's tsc_early_khz). */
export function hostTscKhz(): number {
  const info = fs.readFileSync('/proc/cpuinfo', 'utf8');
  const m = /^cpu MHz\s*:\s*([\d.]+)/m.exec(info);
  if (!m) throw new Error('cannot read the CPU frequency from /proc/cpuinfo');
  return Math.round(Number(m[1]) * 1000);
}

/**
 * The pid of a QEMU an earlier run left behind, found by its pidfile under `runRoot`: undefined
 * unless that process runs and is a QEMU started with a pidfile under the same run root (its
 * directory may have been renamed since; the pid may have been reused by something else).
 */
export function leftoverQemuPid(pidfile: string, runRoot: string): number | undefined {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidfile, 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 1 || !isAlive(pid)) return undefined;
  let cmdline = '';
  try {
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return undefined; // not running
  }
  if (!cmdline.includes('qemu-system') || !cmdline.includes(`${path.resolve(runRoot)}/`)) return undefined;
  return pid;
}

/**
 * Kills a QEMU left behind by an earlier run, found by its pidfile under `runRoot`, and waits for it
 * to be gone (its memory and tap device freed). Returns whether it was one.
 */
export async function killOrphanQemu(pidfile: string, runRoot: string): Promise<boolean> {
  const pid = leftoverQemuPid(pidfile, runRoot);
  if (pid === undefined) return false;
  await killAndWait(pid);
  return true;
}

/** SIGKILL, then (not our child, so there is no exit event) poll until gone or a zombie. */
async function killAndWait(pid: number): Promise<void> {
  try {
    process.kill(pid, 'SIGKILL');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
  }
  const deadline = Date.now() + 10_000;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
}

/** Whether a process exists and is not a zombie (init reaps a QEMU whose parent died). */
function isAlive(pid: number): boolean {
  try {
    // The state is the first field after the command name, which is in parentheses.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}
