// The cgroups of jailed VMs (docs/security.md, "cgroups"): one per running QEMU, nested beneath the
// cgroup the host agent itself runs in, so Warren never moves a process out of the subtree it was
// started in and never changes limits of a cgroup it did not make. Two layouts:
//   v1 (hybrid hosts such as Debian with cgroup v1 controllers, or this repo's CI machines): each
//      controller is its own hierarchy under /sys/fs/cgroup/<controller>; the agent's own path in
//      each comes from /proc/self/cgroup, and `<own>/warren-sandboxes/vm-<uid>` is made in each.
//   v2 (Debian 12's default): one hierarchy; `<own>/warren-sandboxes` with memory, pids, cpu (and io
//      where offered) enabled on `<own>`. A v2 cgroup with controllers enabled for its children may
//      not hold processes itself, so the agent's own processes first move into `<own>/warren-agent`
//      (a child of the cgroup they started in: still inside their subtree).
// warren-sandboxes gets a lower CPU weight than the agent's own tasks, so the control plane keeps
// precedence over guests. It knows cgroup files, nothing of QEMU or sandboxes.

import fs from 'node:fs';
import path from 'node:path';

const ROOT = '/sys/fs/cgroup';
const GROUP = 'warren-sandboxes';
const AGENT_LEAF = 'warren-agent';
const CFS_PERIOD_US = 100_000;
/** v1 cpu.shares of the whole sandboxes group: half of one of the agent's own tasks' 1024. */
const SANDBOXES_SHARES = 512;
/** v2 cpu.weight of the whole sandboxes group (default 100 for the agent's leaf). */
const SANDBOXES_WEIGHT = 50;

export interface CgroupLimits {
  memoryBytes: number;
  pids: number;
  /** CPU time per period, in CPUs (1.5 = one and a half cores). */
  cpuQuota: number;
  /** Relative CPU weight among sandboxes (1 each: limitsFor). */
  cpuWeight: number;
}

export type CgroupVersion = 'v1' | 'v2';

/** Where a sandbox's cgroup directories are: one per v1 controller, or the one v2 directory. */
export interface SandboxCgroup {
  name: string;
  dirs: string[];
}

function readOwnCgroups(): Map<string, string> {
  const own = new Map<string, string>();
  for (const line of fs.readFileSync('/proc/self/cgroup', 'utf8').trim().split('\n')) {
    const [, controllers, p] = line.split(':');
    for (const c of controllers.split(',')) own.set(c, p);
  }
  return own;
}

function exists(p: string): boolean {
  return fs.existsSync(p);
}

function write(dir: string, file: string, value: string | number): void {
  fs.writeFileSync(path.join(dir, file), String(value));
}

function mkdirOwned(dir: string): boolean {
  try {
    fs.mkdirSync(dir);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/** The cgroup tree jailed VMs go in, or why there is none. */
export class CgroupTree {
  readonly version: CgroupVersion;
  /** v1: controller -> warren-sandboxes directory; v2: 'unified' -> it. */
  readonly parents: Map<string, string>;

  private constructor(version: CgroupVersion, parents: Map<string, string>) {
    this.version = version;
    this.parents = parents;
  }

  /** Detects the layout and makes warren-sandboxes (idempotent); throws saying why it cannot. */
  static open(): CgroupTree {
    const own = readOwnCgroups();
    const unifiedPath = own.get('');
    const v2Root = exists(path.join(ROOT, 'cgroup.controllers')) ? ROOT : null;
    if (v2Root && unifiedPath !== undefined) return CgroupTree.openV2(path.join(v2Root, unifiedPath));
    const parents = new Map<string, string>();
    for (const controller of ['memory', 'pids', 'cpu', 'blkio']) {
      const mount = path.join(ROOT, controller);
      const ownPath = own.get(controller);
      if (ownPath === undefined || !exists(path.join(mount, 'cgroup.procs'))) {
        if (controller === 'blkio') continue; // I/O weight only where the controller exists
        throw new Error(`cgroup v1 controller ${controller} is not mounted at ${mount}`);
      }
      const dir = path.join(mount, ownPath, GROUP);
      if (mkdirOwned(dir)) {
        if (controller === 'cpu') write(dir, 'cpu.shares', SANDBOXES_SHARES);
      }
      parents.set(controller, dir);
    }
    return new CgroupTree('v1', parents);
  }

  private static openV2(own: string): CgroupTree {
    const available = fs.readFileSync(path.join(own, 'cgroup.controllers'), 'utf8').trim().split(/\s+/);
    for (const c of ['memory', 'pids', 'cpu']) {
      if (!available.includes(c)) throw new Error(`cgroup v2 controller ${c} is not delegated to ${own}`);
    }
    const wanted = ['memory', 'pids', 'cpu', ...(available.includes('io') ? ['io'] : [])];
    const enabled = fs.readFileSync(path.join(own, 'cgroup.subtree_control'), 'utf8').trim().split(/\s+/);
    if (!wanted.every((c) => enabled.includes(c))) {
      // No internal processes: the agent's own cgroup must be empty before it delegates controllers.
      const leaf = path.join(own, AGENT_LEAF);
      mkdirOwned(leaf);
      for (const pid of fs.readFileSync(path.join(own, 'cgroup.procs'), 'utf8').trim().split('\n')) {
        if (pid) fs.writeFileSync(path.join(leaf, 'cgroup.procs'), pid);
      }
      write(own, 'cgroup.subtree_control', wanted.map((c) => `+${c}`).join(' '));
    }
    const dir = path.join(own, GROUP);
    if (mkdirOwned(dir)) {
      write(dir, 'cgroup.subtree_control', wanted.map((c) => `+${c}`).join(' '));
      write(dir, 'cpu.weight', SANDBOXES_WEIGHT);
    }
    return new CgroupTree('v2', new Map([['unified', dir]]));
  }

  /** Makes (or empties and re-limits) the cgroup `name` with `limits`. */
  create(name: string, limits: CgroupLimits): SandboxCgroup {
    const dirs: string[] = [];
    for (const [controller, parent] of this.parents) {
      const dir = path.join(parent, name);
      mkdirOwned(dir);
      dirs.push(dir);
      this.limit(controller, dir, limits);
    }
    return { name, dirs };
  }

  private limit(controller: string, dir: string, l: CgroupLimits): void {
    const quota = Math.round(l.cpuQuota * CFS_PERIOD_US);
    if (this.version === 'v2') {
      write(dir, 'memory.max', l.memoryBytes);
      write(dir, 'memory.swap.max', 0);
      write(dir, 'pids.max', l.pids);
      write(dir, 'cpu.max', `${quota} ${CFS_PERIOD_US}`);
      write(dir, 'cpu.weight', Math.max(1, Math.min(10_000, Math.round(100 * l.cpuWeight))));
      if (exists(path.join(dir, 'io.weight'))) write(dir, 'io.weight', 'default 100');
      return;
    }
    if (controller === 'memory') write(dir, 'memory.limit_in_bytes', l.memoryBytes);
    else if (controller === 'pids') write(dir, 'pids.max', l.pids);
    else if (controller === 'cpu') {
      write(dir, 'cpu.cfs_period_us', CFS_PERIOD_US);
      write(dir, 'cpu.cfs_quota_us', quota);
      write(dir, 'cpu.shares', Math.max(2, Math.round(1024 * l.cpuWeight)));
    } else if (controller === 'blkio' && exists(path.join(dir, 'blkio.weight'))) {
      write(dir, 'blkio.weight', 500);
    }
  }

  /** The cgroup of that name, if it exists (after a restart). */
  find(name: string): SandboxCgroup | undefined {
    const dirs = [...this.parents.values()].map((p) => path.join(p, name)).filter(exists);
    return dirs.length > 0 ? { name, dirs } : undefined;
  }

  /** Names of every sandbox cgroup under warren-sandboxes (this agent's and others' on the machine). */
  list(): string[] {
    const names = new Set<string>();
    for (const parent of this.parents.values()) {
      for (const entry of fs.readdirSync(parent, { withFileTypes: true }))
        if (entry.isDirectory()) names.add(entry.name);
    }
    return [...names];
  }

  /** Processes in a sandbox cgroup. */
  pids(cg: SandboxCgroup): number[] {
    const pids = new Set<number>();
    for (const dir of cg.dirs) {
      try {
        for (const p of fs.readFileSync(path.join(dir, 'cgroup.procs'), 'utf8').split('\n')) if (p) pids.add(Number(p));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
    return [...pids];
  }

  /** Kills every process of the cgroup, waits until it is empty, and removes it. */
  async remove(cg: SandboxCgroup): Promise<void> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const pids = this.pids(cg);
      if (pids.length === 0) break;
      for (const pid of pids) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
        }
      }
      if (Date.now() > deadline) throw new Error(`cgroup ${cg.name} still has processes ${pids.join(' ')}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    for (const dir of cg.dirs) {
      // An exited process may still be accounted for a moment (v1 frees it after its parent reaps).
      for (let attempt = 0; ; attempt++) {
        try {
          fs.rmdirSync(dir);
          break;
        } catch (err) {
          const code = (err as NodeJS.ErrnoException).code;
          if (code === 'ENOENT') break;
          if (code !== 'EBUSY' || attempt >= 200) throw err;
          await new Promise((r) => setTimeout(r, 5));
        }
      }
    }
  }

  /** Current usage, for metrics and tests. */
  readMemoryBytes(cg: SandboxCgroup): number | undefined {
    const file = this.version === 'v2' ? 'memory.current' : 'memory.usage_in_bytes';
    const dir = cg.dirs.find((d) => exists(path.join(d, file)));
    return dir ? Number(fs.readFileSync(path.join(dir, file), 'utf8')) : undefined;
  }
}
