// In-guest limits computed on the host from a sandbox's shape (the guest agent only applies them).

import type { Runtime } from './types.ts';

const MIB = 1024 * 1024;

/** Process cap: one per MiB (container) or four per MiB (vm), clamped to the spec's floor and cap. */
export function pidsMax(memoryMb: number, runtime: Runtime): number {
  if (runtime === 'vm') return Math.min(16384, Math.max(1024, memoryMb * 4));
  return Math.min(4096, Math.max(256, memoryMb));
}

/** Floor under which memory.max would leave nothing usable (the spec's reserve eats 128 MiB VMs). */
const MIN_SANDBOX_MEMORY_MB = 64;

/** cgroup memory.max: guest RAM minus max(128 MiB, 10 %) kept for the kernel and the agent. */
export function memoryMaxBytes(memoryMb: number): number {
  const reserveMb = Math.max(128, Math.ceil(memoryMb * 0.1));
  return Math.max(MIN_SANDBOX_MEMORY_MB, memoryMb - reserveMb) * MIB;
}
