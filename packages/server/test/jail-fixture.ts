// Looking at a sandbox's QEMU from the host, as an operator checking its confinement would
// (docs/security.md): its process status, cgroups and limits, and what its mount namespace holds.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THREAD_SLICE_NS } from '../src/host/jail/jail.ts';

/** The pid of a sandbox's QEMU on a host whose data directory is `dataDir`. */
export function qemuPidOf(dataDir: string, vmId: string): number {
  return Number(readFileSync(join(dataDir, 'run', vmId, 'qemu.pid'), 'utf8').trim());
}

function statusField(pid: number, field: string): string {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  assert.ok(line, `${field} in /proc/${pid}/status`);
  return line.slice(field.length + 1).trim();
}

/** The real uid a process runs as, or undefined once it has exited. */
export function uidOfPid(pid: number): number | undefined {
  try {
    return Number(statusField(pid, 'Uid').split(/\s+/)[0]);
  } catch {
    return undefined;
  }
}

/** v1 controller (or '' for v2) -> the process's cgroup directory. */
export function cgroupDirs(pid: number): Map<string, string> {
  const dirs = new Map<string, string>();
  for (const line of readFileSync(`/proc/${pid}/cgroup`, 'utf8').trim().split('\n')) {
    const [, controllers, p] = line.split(':');
    for (const c of controllers.split(',')) dirs.set(c, join('/sys/fs/cgroup', c || 'unified', p));
  }
  return dirs;
}

function readNumber(file: string): number {
  return Number(readFileSync(file, 'utf8').trim());
}

/** The EEVDF slice (ns) of each of a process's threads, as the kernel reports it. */
export function threadSlices(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).map((tid) => {
    const sched = readFileSync(`/proc/${pid}/task/${tid}/sched`, 'utf8');
    return Number(/^se\.slice\s*:\s*(\d+)/m.exec(sched)?.[1]);
  });
}

export interface Confined {
  uid: number;
  memoryLimit: number;
}

/**
 * Asserts everything the jail promises of one QEMU: a non-root uid/gid of its own with no
 * supplementary groups, no capabilities at all, no_new_privs, a seccomp filter, a cgroup of its
 * own under warren-sandboxes with memory, pids and CPU limits, and a root holding none of the
 * host's files. Returns its uid and memory limit.
 */
export function assertConfined(pid: number, memoryMb: number): Confined {
  const [uid] = statusField(pid, 'Uid').split(/\s+/).map(Number);
  const [gid] = statusField(pid, 'Gid').split(/\s+/).map(Number);
  assert.ok(uid >= 0x7000_0000, `QEMU ${pid} runs as uid ${uid}, not one of the jail's`);
  assert.equal(new Set(statusField(pid, 'Uid').split(/\s+/)).size, 1, 'real, effective, saved and fs uid agree');
  assert.equal(gid, uid);
  assert.equal(statusField(pid, 'Groups'), '');
  for (const set of ['CapInh', 'CapPrm', 'CapEff', 'CapBnd', 'CapAmb']) {
    assert.equal(statusField(pid, set), '0000000000000000', `${set} of QEMU ${pid}`);
  }
  assert.equal(statusField(pid, 'NoNewPrivs'), '1');
  assert.equal(statusField(pid, 'Seccomp'), '2');

  const dirs = cgroupDirs(pid);
  const name = `warren-sandboxes/vm-${uid}`;
  const memory = dirs.get('memory') as string;
  assert.ok(memory.endsWith(name), `memory cgroup ${memory}`);
  const memoryLimit = readNumber(join(memory, 'memory.limit_in_bytes'));
  assert.ok(memoryLimit > memoryMb * 1024 * 1024, 'the limit leaves guest RAM whole');
  assert.ok(memoryLimit <= (memoryMb + 512) * 1024 * 1024, `memory limit ${memoryLimit} is guest RAM plus overhead`);
  assert.ok((dirs.get('pids') as string).endsWith(name));
  assert.equal(readNumber(join(dirs.get('pids') as string, 'pids.max')), 256);
  const cpu = dirs.get('cpu') as string;
  assert.ok(cpu.endsWith(name));
  assert.ok(readNumber(join(cpu, 'cpu.cfs_quota_us')) > 0, 'a CPU quota');
  assert.deepEqual(new Set(threadSlices(pid)), new Set([THREAD_SLICE_NS]), `time slice of every thread of QEMU ${pid}`);

  const root = `/proc/${pid}/root`;
  assert.equal(existsSync(`${root}/etc/shadow`), false, 'the host /etc is not in its view');
  assert.equal(existsSync(`${root}/root`), false);
  assert.equal(existsSync(`${root}/proc`), false);
  assert.deepEqual(readdirSync(`${root}/dev`).sort(), ['null', 'urandom', 'zero']);
  return { uid, memoryLimit };
}

/** Runs `argv` on the host as `uid`/`gid` with no capabilities (util-linux setpriv); returns exit code and stderr. */
export function runAs(uid: number, argv: string[]): { code: number; stderr: string } {
  try {
    execFileSync(
      'setpriv',
      [`--reuid=${uid}`, `--regid=${uid}`, '--clear-groups', '--inh-caps=-all', '--bounding-set=-all', '--', ...argv],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    return { code: 0, stderr: '' };
  } catch (err) {
    const e = err as { status: number; stderr: Buffer };
    return { code: e.status, stderr: e.stderr.toString() };
  }
}
