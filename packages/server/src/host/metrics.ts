// Host-side measurement of a sandbox's VM: CPU time of its QEMU process (every thread, from
// /proc/<pid>/stat), its resident memory (/proc/<pid>/statm: guest RAM the host has backed, plus
// QEMU's own), and its network counters (the root-side veth of its slot, in /sys/class/net).
// Reads files only: never the guest, so a paused or slept VM is measured without being woken.
// Counters start at zero when a VM becomes a sandbox's (boot, restore, reboot, warm-pool claim):
// what the process did before (a restore, a pool instance's preparation) is not the sandbox's.

import { readdirSync, readFileSync } from 'node:fs';
import type { VmCounters } from './types.ts';

/** USER_HZ: /proc reports CPU time in these ticks (100 on every Linux architecture we run on). */
const CLOCK_TICKS_PER_S = 100;
const PAGE_BYTES = 4096;

interface Raw {
  cpuMs: number;
  residentBytes: number;
  rxBytes: number;
  txBytes: number;
}

/** CPU time (user + system, all threads) a process has used, in ms; undefined once it is gone. */
export function processCpuMs(pid: number): number | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) may hold spaces and parentheses: count fields after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state); utime and stime are fields 14 and 15.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
}

/**
 * Time a process has waited for a CPU, in ms: its threads' time runnable but not running, summed
 * (the second field of /proc/<pid>/task/<tid>/schedstat), plus the time its CPU cgroup was held
 * back by its quota (cgroupThrottledMs: a throttled thread is not always on a run queue, so its
 * wait need not show in the first); undefined once it is gone.
 */
export function processRunDelayMs(pid: number): number | undefined {
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return undefined;
  }
  let ns = 0;
  for (const tid of tids) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[1]);
    } catch {
      // a thread that just ended
    }
  }
  return ns / 1e6 + cgroupThrottledMs(pid);
}

/**
 * How long the CPU cgroup of a process has been throttled, in ms: v1 `cpu.stat` throttled_time
 * (ns), v2 throttled_usec; 0 where neither is found.
 */
function cgroupThrottledMs(pid: number): number {
  let lines: string[];
  try {
    lines = readFileSync(`/proc/${pid}/cgroup`, 'utf8').trim().split('\n');
  } catch {
    return 0;
  }
  for (const line of lines) {
    const [, controllers, dir] = line.split(':');
    const v1 = controllers.split(',').includes('cpu');
    if (!v1 && controllers !== '') continue;
    try {
      const text = readFileSync(v1 ? `/sys/fs/cgroup/cpu${dir}/cpu.stat` : `/sys/fs/cgroup${dir}/cpu.stat`, 'utf8');
      const ns = /^throttled_time (\d+)$/m.exec(text)?.[1];
      if (ns !== undefined) return Number(ns) / 1e6;
      const us = /^throttled_usec (\d+)$/m.exec(text)?.[1];
      if (us !== undefined) return Number(us) / 1e3;
    } catch {
      // not this hierarchy
    }
  }
  return 0;
}

function residentBytes(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_BYTES;
  } catch {
    return 0;
  }
}

function linkCounter(iface: string, name: 'rx_bytes' | 'tx_bytes'): number {
  try {
    return Number(readFileSync(`/sys/class/net/${iface}/statistics/${name}`, 'utf8'));
  } catch {
    return 0;
  }
}

function readRaw(pid: number, iface: string | undefined): Raw | undefined {
  const cpuMs = processCpuMs(pid);
  if (cpuMs === undefined) return undefined;
  // The root-side veth receives what the guest sends, and sends what the guest receives.
  return {
    cpuMs,
    residentBytes: residentBytes(pid),
    rxBytes: iface ? linkCounter(iface, 'tx_bytes') : 0,
    txBytes: iface ? linkCounter(iface, 'rx_bytes') : 0,
  };
}

/** One VM as the meter sees it: its process, its root-side interface and the counters' zero. */
export class VmMeter {
  readonly incarnation: string;
  readonly #pid: number;
  readonly #iface: string | undefined;
  readonly #zero: Raw;

  /** Starts counting now, for the QEMU process `pid` behind root-side interface `iface`. */
  constructor(pid: number, iface: string | undefined) {
    this.#pid = pid;
    this.#iface = iface;
    this.#zero = readRaw(pid, iface) ?? { cpuMs: 0, residentBytes: 0, rxBytes: 0, txBytes: 0 };
    this.incarnation = `${pid}@${Date.now()}`;
  }

  /** Counters since the VM became the sandbox's; undefined if its process is gone. */
  read(vmId: string, paused: boolean): VmCounters | undefined {
    const now = readRaw(this.#pid, this.#iface);
    if (!now) return undefined;
    return {
      vmId,
      incarnation: this.incarnation,
      cpuMs: Math.max(0, now.cpuMs - this.#zero.cpuMs),
      residentBytes: now.residentBytes,
      rxBytes: Math.max(0, now.rxBytes - this.#zero.rxBytes),
      txBytes: Math.max(0, now.txBytes - this.#zero.txBytes),
      paused,
    };
  }
}
