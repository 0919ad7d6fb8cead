// Which pages of a VM's copy-on-write RAM mapping were written since the last checkpoint
// (docs/checkpoints.md, "What a snapshot of a mapped sandbox writes"). The jail's preloaded
// readonly-memory.so registers the mapping for asynchronous write protection when QEMU maps it;
// warren-pages (jail/written-pages.c) reads the marks through /proc/PID/pagemap, copies the written
// pages and re-arms them. Untracked mappings (an unconfined QEMU, a kernel without PAGEMAP_SCAN)
// answer null: the caller copies every private page instead.

import { type RunResult, run } from '../sys/run.ts';
import { mappedVmas } from './memory-files.ts';

/** Exit code of warren-pages for a mapping nobody tracks. */
const UNTRACKED = 3;

/**
 * Copies the pages of `pid`'s mapping of `base` written since the last call (or reset) into `dst`,
 * at their file offsets, and re-protects them. Returns the bytes copied, or null if untracked.
 */
export async function copyWrittenSince(tool: string, pid: number, base: string, dst: string): Promise<number | null> {
  const ranges = mappedVmas(pid, base).flatMap((v) => [v.start, v.end, v.offset].map(String));
  const r = await run([tool, 'copy', String(pid), dst, ...ranges], { allowFailure: true });
  return answer(r, 'copy');
}

/** Re-protects every page of the mapping: the next copy sees only later writes. False if untracked. */
export async function resetWritten(tool: string, pid: number, base: string): Promise<boolean> {
  const ranges = mappedVmas(pid, base).flatMap((v) => [v.start, v.end].map(String));
  return (await answer(await run([tool, 'reset', String(pid), ...ranges], { allowFailure: true }), 'reset')) !== null;
}

function answer(r: RunResult, what: string): number | null {
  if (r.code === UNTRACKED) return null;
  if (r.code !== 0) throw new Error(`warren-pages ${what}: ${r.stderr.trim() || `exit ${r.code}`}`);
  return Number(r.stdout.trim());
}
