// The jail every QEMU of this host agent starts in (docs/security.md): a uid/gid of its own from a
// range no host account uses, its own cgroup beneath the agent's (cgroups.ts), a private mount
// namespace holding only its inputs (read-only) and its own directories (read-write), no
// capabilities, no_new_privs, and QEMU's seccomp filter. The launcher (launcher.c) applies all of it
// between fork and exec; this module decides the plan, owns the uid claims and the cgroups, and
// makes the files QEMU writes its uid's. It knows nothing of sandboxes, checkpoints or networks
// beyond the paths, namespace and TAP name it is handed.

import fs from 'node:fs';
import path from 'node:path';
import { MEMORY_FD, TAP_FD, TCG_TB_MIB } from '../../vmm/qemu.ts';
import { SlotClaims } from '../slot-claims.ts';
import type { CgroupLimits, CgroupTree, SandboxCgroup } from './cgroups.ts';
import { CgroupTree as Cgroups } from './cgroups.ts';

export interface JailConfig {
  /** false only for the confinement benchmark's comparison (bench/confinement.ts). */
  enabled: boolean;
  /** The built launcher (scripts/setup.sh builds it into build/jail/warren-jail). */
  launcher: string;
  /**
   * uids (and gids of the same number) handed to running VMs, one each: [first, first + count).
   * The default, 0x70000000 up, sits above the ranges Debian and systemd hand out (users below
   * 60000, systemd's dynamic and container ranges below 0x70000000) and below 2^31.
   */
  uids: { first: number; count: number };
}

export const DEFAULT_UIDS = { first: 0x7000_0000, count: 65_536 };

/** `FIRST-LAST` (inclusive), as `--jail-uids` takes it: above every account range, below 2^31. */
export function parseUidRange(text: string): { first: number; count: number } {
  const m = /^(\d+)-(\d+)$/.exec(text.trim());
  const first = Number(m?.[1]);
  const last = Number(m?.[2]);
  if (!m || !Number.isSafeInteger(first) || !Number.isSafeInteger(last) || last < first) {
    throw new Error(`--jail-uids wants FIRST-LAST, got ${text}`);
  }
  if (first < 65_536 || last >= 2 ** 31) throw new Error('--jail-uids must lie within 65536-2147483647');
  return { first, count: last - first + 1 };
}

/** Accounts in /etc/passwd whose uid or gid falls in the range: a jailed VM must share neither. */
function accountsInRange(uids: { first: number; count: number }): string[] {
  let passwd = '';
  try {
    passwd = fs.readFileSync('/etc/passwd', 'utf8');
  } catch {
    return [];
  }
  return passwd
    .split('\n')
    .map((line) => line.split(':'))
    .filter(
      (f) =>
        f.length > 3 && [Number(f[2]), Number(f[3])].some((id) => id >= uids.first && id < uids.first + uids.count),
    )
    .map((f) => f[0]);
}

const UID_CLAIMS = '/run/warren/uid-claims';
/** Claims of volumes' uids (the upper half of the range): held while this agent holds the volume. */
const VOLUME_UID_CLAIMS = '/run/warren/volume-uid-claims';
const MIB = 1024 * 1024;
/**
 * QEMU's own memory beyond guest RAM, measured (docs/security.md, "Limits"): heap, binaries and
 * page tables, and under TCG the translation cache on top (`tb-size`, vmm/qemu.ts TCG_TB_MIB).
 */
const VMM_OVERHEAD_MIB = 128;
/** Threads of a QEMU: main loop, RCU, one per vCPU, and an I/O worker pool of up to 64. */
const PIDS_MAX = 256;
/** vCPU threads plus the main loop's share (device emulation, the block layer). */
const CPU_OVERHEAD = 0.5;
/**
 * EEVDF time slice of every QEMU and file server thread (the kernel's default here is 1.4 ms): a
 * neighbour's woken thread waits less behind a busy sandbox's on a shared core (docs/security.md).
 */
export const THREAD_SLICE_NS = 500_000;

export interface VmInputs {
  /** The VM's run directory; its `vm/` subdirectory becomes the uid's and is bound read-write. */
  runDir: string;
  /** Directories QEMU writes files in by name, bound read-write (the disk layer's directory). */
  readWrite: string[];
  /** Files QEMU writes through their existing names (its active disk layer): made the uid's. */
  owned: string[];
  /** Files QEMU only reads: kernel, initramfs, frozen disk layers. */
  readOnly: string[];
  /**
   * A checkpoint's memory file QEMU maps copy-on-write (share=off), which the agent passes open
   * read-only as MEMORY_FD (vmm/qemu.ts): never in the jail's view.
   */
  mappedMemory?: string;
  accel: 'kvm' | 'tcg';
  /** TCG's translation cache in MiB (counted in the memory limit); TCG_TB_MIB unless given. */
  tcgTbMib?: number;
  cpus: number;
  memoryMb: number;
  /** Network namespace file to run in and the TAP inside it; none: a namespace of its own. */
  net?: { netns: string; tap: string };
  nice?: number;
  /** Descriptors the agent passes besides 0-2 (an incoming migration stream). */
  keepFds: number[];
}

/** What a volume's file server is given (host/volumes/, docs/volumes.md). */
export interface ServerInputs {
  /** The volume's uid: the server runs as it, and the volume's files are its. */
  uid: number;
  /** Its cgroup's name (unique per server: SERVER_CGROUP_PREFIX and the caller's own part). */
  name: string;
  /** The volume's directory: the only thing in its view besides its own binary. */
  dir: string;
  readOnly: boolean;
  /** The server's static binary, bound read-only and executable. */
  binary: string;
  /** Descriptors the agent passes besides 0-2 (its connection). */
  keepFds: number[];
}

/** Cgroups of volume file servers are named with this (and never collide with a VM's `vm-<uid>`). */
export const SERVER_CGROUP_PREFIX = 'vfs-';

/**
 * Limits of one file server: a few MiB of buffers per request in flight (16 at most), threads for
 * the Go runtime and blocking calls, at most one CPU.
 */
const SERVER_LIMITS: CgroupLimits = { memoryBytes: 96 * MIB, pids: 64, cpuQuota: 1, cpuWeight: 1 };

/** A jailed VM's identity: released when its QEMU is gone. */
export interface Confinement {
  uid: number;
  cgroup: SandboxCgroup | null;
}

export interface JailLaunch extends Confinement {
  /** The launcher and its plan, to go before `--` and QEMU's own argv. */
  prefix: string[];
}

/** Which protection layers are in force on this host, and for one that is not, why. */
export interface JailLayers {
  jail: { active: boolean; reason: string };
  cgroups: { active: boolean; version?: string; reason: string };
}

export class Jailer {
  readonly config: JailConfig;
  private readonly claims = new SlotClaims(UID_CLAIMS);
  private readonly volumeClaims = new SlotClaims(VOLUME_UID_CLAIMS);
  private readonly held = new Set<number>();
  private readonly cgroups: CgroupTree | null;
  private readonly cgroupReason: string;

  constructor(config: JailConfig) {
    this.config = config;
    let cgroups: CgroupTree | null = null;
    let reason = 'the jail is off';
    if (config.enabled) {
      try {
        fs.accessSync(config.launcher, fs.constants.X_OK);
      } catch {
        throw new Error(`the jail launcher ${config.launcher} is missing: run scripts/setup.sh to build it`);
      }
      const clash = accountsInRange(config.uids);
      if (clash.length > 0) throw new Error(`the jail's uid range holds host accounts: ${clash.join(', ')}`);
      try {
        cgroups = Cgroups.open();
        reason = `${cgroups.version} beneath the agent's own cgroup`;
      } catch (err) {
        reason = (err as Error).message;
        console.error(`jail: VMs run without cgroups of their own: ${reason}`);
      }
    }
    this.cgroups = cgroups;
    this.cgroupReason = reason;
  }

  layers(): JailLayers {
    return {
      jail: {
        active: this.config.enabled,
        reason: this.config.enabled
          ? `uids ${this.config.uids.first}+${this.config.uids.count}, private mount namespace, no capabilities, no_new_privs, seccomp`
          : 'turned off (a setting for the confinement benchmark only)',
      },
      cgroups: { active: this.cgroups !== null, version: this.cgroups?.version, reason: this.cgroupReason },
    };
  }

  /** Claims a uid, makes the VM's cgroup and its writable files the uid's, and plans the launch. */
  async confine(vm: VmInputs): Promise<JailLaunch> {
    const uid = this.claimUid();
    let cgroup: SandboxCgroup | null = null;
    try {
      cgroup = this.cgroups?.create(cgroupName(uid), limitsFor(vm)) ?? null;
      const own = path.join(vm.runDir, 'vm');
      fs.mkdirSync(own, { recursive: true, mode: 0o700 });
      fs.chownSync(own, uid, uid);
      fs.chmodSync(own, 0o700);
      for (const f of fs.readdirSync(own)) fs.chownSync(path.join(own, f), uid, uid);
      for (const f of vm.owned) {
        fs.chownSync(f, uid, uid);
        fs.chmodSync(f, 0o600);
      }
      const prefix = [this.config.launcher, '--uid', String(uid), '--gid', String(uid), '--chdir', own];
      for (const dir of cgroup?.dirs ?? []) prefix.push('--cgroup', dir);
      if (vm.net) prefix.push('--netns', vm.net.netns, '--tap', vm.net.tap, '--tap-fd', String(TAP_FD));
      if (vm.nice) prefix.push('--nice', String(vm.nice));
      prefix.push('--slice', String(THREAD_SLICE_NS));
      // TCG's translation cache asks for huge pages, and a few KiB of code then keep a whole 2 MiB
      // resident; KVM has no such cache and keeps them for guest RAM.
      if (vm.accel === 'tcg') prefix.push('--thp', 'off');
      for (const dev of ['/dev/null', '/dev/zero', '/dev/urandom', ...(vm.accel === 'kvm' ? ['/dev/kvm'] : [])]) {
        prefix.push('--dev', dev);
      }
      if (vm.mappedMemory) {
        // QEMU 7.2 opens a share=off file itself, read-write: the preloaded shim answers that open
        // with the read-only descriptor the agent passed.
        const shim = path.join(path.dirname(this.config.launcher), 'readonly-memory.so');
        prefix.push('--lib', shim, '--keep-fd', String(MEMORY_FD), '--env', `LD_PRELOAD=${shim}`);
        prefix.push('--env', `WARREN_MEMORY_PATH=${vm.mappedMemory}`, '--env', `WARREN_MEMORY_FD=${MEMORY_FD}`);
      }
      for (const f of new Set(vm.readOnly)) prefix.push('--ro', f);
      prefix.push('--rw', own);
      for (const d of new Set(vm.readWrite)) prefix.push('--rw', d);
      for (const fd of vm.keepFds) prefix.push('--keep-fd', String(fd));
      return { uid, cgroup, prefix };
    } catch (err) {
      await this.release({ uid, cgroup });
      throw err;
    }
  }

  /**
   * Plans a volume file server's jail: the volume's uid, a cgroup of its own, a mount namespace
   * holding only the volume's directory (read-only for a read-only mount) and the server's binary,
   * no /usr, no network, no capabilities, no_new_privs; the server adds its own seccomp filter.
   * With the jail off (the confinement benchmark) it runs as the volume's uid and nothing more.
   */
  async confineServer(s: ServerInputs): Promise<JailLaunch> {
    if (!this.config.enabled) {
      const prefix = ['setpriv', `--reuid=${s.uid}`, `--regid=${s.uid}`, '--clear-groups', '--inh-caps=-all'];
      return { uid: s.uid, cgroup: null, prefix };
    }
    const cgroup = this.cgroups?.create(s.name, SERVER_LIMITS) ?? null;
    const prefix = [this.config.launcher, '--uid', String(s.uid), '--gid', String(s.uid), '--chdir', s.dir, '--bare'];
    prefix.push('--slice', String(THREAD_SLICE_NS));
    for (const dir of cgroup?.dirs ?? []) prefix.push('--cgroup', dir);
    prefix.push('--lib', s.binary, s.readOnly ? '--ro' : '--rw', s.dir);
    for (const fd of s.keepFds) prefix.push('--keep-fd', String(fd));
    return { uid: s.uid, cgroup, prefix };
  }

  /** Kills whatever is left in a file server's cgroup and removes it (the uid is the volume's). */
  async releaseServer(c: Confinement): Promise<void> {
    if (c.cgroup && this.cgroups) await this.cgroups.remove(c.cgroup);
  }

  /**
   * Removes file servers' cgroups named `prefix...` that are not in `keep` (a dead agent's, found at
   * start-up): their processes are killed.
   */
  async sweepServers(prefix: string, keep: Set<string>): Promise<void> {
    if (!this.cgroups) return;
    for (const name of this.cgroups.list()) {
      if (!name.startsWith(prefix) || keep.has(name)) continue;
      const cg = this.cgroups.find(name);
      if (cg) await this.cgroups.remove(cg);
    }
  }

  /**
   * The uids volumes are given: the upper half of the jail's range, so that no VM's QEMU ever
   * runs as a volume's owner.
   */
  volumeUids(): { first: number; count: number } {
    const half = Math.floor(this.config.uids.count / 2);
    return { first: this.config.uids.first + half, count: this.config.uids.count - half };
  }

  /**
   * Claims a uid for a volume machine-wide: `wanted` (a volume this agent holds, claimed again at
   * start-up), or a free one.
   */
  claimVolumeUid(wanted?: number): number {
    const range = this.volumeUids();
    if (wanted !== undefined) {
      const index = wanted - range.first;
      if (index < 0 || index >= range.count) return wanted; // made under another --jail-uids: kept as is
      if (!this.volumeClaims.tryClaim(index)) throw new Error(`volume uid ${wanted} is claimed by another process`);
      return wanted;
    }
    for (let i = 0; i < range.count; i++) {
      if (this.volumeClaims.tryClaim(i, () => uidInUse(range.first + i))) return range.first + i;
    }
    throw new Error(`no free volume uid in ${range.first}+${range.count}`);
  }

  releaseVolumeUid(uid: number): void {
    const index = uid - this.volumeUids().first;
    if (index >= 0 && index < this.volumeUids().count) this.volumeClaims.release(index);
  }

  /** Kills whatever is left in the VM's cgroup, removes it, and frees the uid. */
  async release(c: Confinement): Promise<void> {
    if (c.cgroup && this.cgroups) await this.cgroups.remove(c.cgroup);
    this.held.delete(c.uid);
    this.claims.release(c.uid - this.config.uids.first);
  }

  /** The confinement of a QEMU an earlier run left running, claimed again (adoption). */
  adopt(pid: number): Confinement | null {
    let uid: number;
    try {
      uid = fs.statSync(`/proc/${pid}`).uid;
    } catch {
      return null;
    }
    if (!this.inRange(uid)) return null; // started unconfined
    const index = uid - this.config.uids.first;
    if (!this.held.has(uid) && !this.claims.tryClaim(index)) {
      throw new Error(`uid ${uid} of QEMU ${pid} is claimed by another live process`);
    }
    this.held.add(uid);
    return { uid, cgroup: this.cgroups?.find(cgroupName(uid)) ?? null };
  }

  /**
   * Removes sandbox cgroups nobody claims (a killed agent's VMs that were not adopted): their
   * processes are killed. Runs after adoption, so adopted VMs' uids are claimed again by then.
   * Agents on one machine share the cgroup tree: a cgroup holding a process that names another
   * run root than `runRoot` is another agent's VM, kept for that agent's own restart to adopt.
   */
  async sweep(runRoot: string): Promise<void> {
    if (!this.cgroups) return;
    const mine = `${path.resolve(runRoot)}/`;
    for (const name of this.cgroups.list()) {
      const uid = Number(name.slice('vm-'.length));
      if (!name.startsWith('vm-') || !this.inRange(uid) || this.held.has(uid)) continue;
      if (!this.claims.isOrphan(uid - this.config.uids.first)) continue;
      const cg = this.cgroups.find(name);
      if (!cg || this.cgroups.pids(cg).some((pid) => !commandLine(pid).includes(mine))) continue;
      await this.cgroups.remove(cg);
    }
  }

  /** Memory the VM's cgroup is charged now (tests, metrics). */
  memoryBytes(c: Confinement): number | undefined {
    return c.cgroup && this.cgroups ? this.cgroups.readMemoryBytes(c.cgroup) : undefined;
  }

  private inRange(uid: number): boolean {
    return uid >= this.config.uids.first && uid < this.config.uids.first + this.config.uids.count;
  }

  private claimUid(): number {
    // The lower half: the upper half is volumes' (volumeUids).
    for (let i = 0; i < Math.floor(this.config.uids.count / 2); i++) {
      const uid = this.config.uids.first + i;
      if (this.held.has(uid)) continue;
      // A claim whose agent died may still have its QEMU running (kept for adoption): not free.
      if (this.claims.tryClaim(i, () => uidInUse(uid))) {
        this.held.add(uid);
        return uid;
      }
    }
    throw new Error(`no free uid in ${this.config.uids.first}+${this.config.uids.count}`);
  }
}

function cgroupName(uid: number): string {
  return `vm-${uid}`;
}

/**
 * cgroup limits of a VM: guest RAM plus QEMU's measured overhead; at most its vCPUs plus overhead,
 * and under contention the same weight as every other sandbox, whatever its vCPUs. The kernel
 * splits a group's weight over the cores it runs on, so a 2-vCPU burner weighed per vCPU met a
 * 1-vCPU neighbour's exec at one to one on a core (its exec p50 2x or more in 5 of 10 runs); weighed
 * per sandbox, at one to two (29 of 30 runs within 2x: docs/security.md, bench/neighbour.ts). On 64
 * cores a 64-vCPU burner then weighs 1/64 against a neighbour on any one of them.
 */
export function limitsFor(vm: Pick<VmInputs, 'accel' | 'tcgTbMib' | 'cpus' | 'memoryMb'>): CgroupLimits {
  const tb = vm.accel === 'tcg' ? (vm.tcgTbMib ?? TCG_TB_MIB) : 0;
  return {
    memoryBytes: (vm.memoryMb + VMM_OVERHEAD_MIB + tb) * MIB,
    pids: PIDS_MAX,
    cpuQuota: vm.cpus + CPU_OVERHEAD,
    cpuWeight: 1,
  };
}

/** Whether any process on the machine runs as `uid` (a /proc directory belongs to its euid). */
function uidInUse(uid: number): boolean {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.statSync(`/proc/${entry}`).uid === uid) return true;
    } catch {
      // exited meanwhile
    }
  }
  return false;
}

/** A process's command line ('' once it has exited). */
function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}
