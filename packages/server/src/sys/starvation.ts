// Timeouts of waits on a VMM that count only the time it could run. On an oversubscribed host a
// TCG guest, or a QEMU still starting, may wait for a CPU longer than a timeout: that is a starved
// VMM, not a dead one. A window of a timeout in which the VMM spent at least STARVED_SHARE of it
// waiting for a CPU (its threads' run-queue wait, plus its cgroup throttled by its quota:
// host/metrics.ts processRunDelayMs) starts again, up to STARVED_MAX_MS from the first. A stopped
// or paused VMM wants no CPU, so it times out as before (docs/deploy.md).

export const STARVED_SHARE = 0.5;
export const STARVED_MAX_MS = 10 * 60_000;

/**
 * The VMM's run-queue wait so far in ms, or undefined when unknown (then every timeout is wall
 * time). `fresh`: a reading of now; otherwise a recent one may do.
 */
export type WaitedMs = (fresh: boolean) => number | undefined;

/**
 * How old the reading a wait starts from may be, so that many short waits (each request, each QMP
 * command) do not each read /proc: an older start only widens the window looked at. The reading at
 * a timeout is always fresh.
 */
export const WAITED_FRESH_MS = 1_000;

/** `read` (the VMM's CPU wait now) as a WaitedMs that reads at most every WAITED_FRESH_MS unless asked `fresh`. */
export function sampledWaits(read: () => number | undefined): WaitedMs {
  let sample: { at: number; ms: number | undefined } | null = null;
  return (fresh) => {
    const at = Date.now();
    if (fresh || !sample || at - sample.at >= WAITED_FRESH_MS) sample = { at, ms: read() };
    return sample.ms;
  };
}

/**
 * Starts a window of `timeoutMs`; the function returned is asked when a window ends, and says
 * whether the VMM was starved in it (and a new window starts) or the wait is over.
 */
export function starvedWindows(timeoutMs: number, waitedMs: WaitedMs): () => boolean {
  const from = Date.now();
  let waited = waitedMs(false);
  return () => {
    const now = waitedMs(true);
    const starved = waited !== undefined && now !== undefined && now - waited >= timeoutMs * STARVED_SHARE;
    if (!starved || Date.now() - from >= STARVED_MAX_MS) return false;
    waited = now;
    return true;
  };
}
