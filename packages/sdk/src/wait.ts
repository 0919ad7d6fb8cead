// Polling with a deadline: the one way the SDK waits for a server-side state (template builds,
// snapshot durability, exports). Ends with the value, the check's own error, or WaitTimeout.

import { WaitTimeout } from './errors.ts';

/** Calls `check` every `intervalMs` until it returns a value; WaitTimeout after `timeoutMs`. */
export async function poll<T>(
  what: string,
  timeoutMs: number,
  intervalMs: number,
  check: () => Promise<T | undefined>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    const left = deadline - Date.now();
    if (left <= 0) throw new WaitTimeout(`${what}: not done after ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((r) => setTimeout(r, Math.min(intervalMs, left)));
  }
}
