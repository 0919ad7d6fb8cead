// Waiting on something that does not keep the process alive by itself: a launched QEMU's exit
// comes over the spawning process's channel, which is unreferenced while no program is being run
// (sys/run.ts), and a file server is an unreferenced child. A server whose last work is such a
// wait (a close that kills its VMs) would otherwise end with the wait still pending.

/** Waits for `p`, holding the process alive until it settles. */
export async function holding<T>(p: Promise<T>): Promise<T> {
  const hold = setInterval(() => {}, 60_000);
  try {
    return await p;
  } finally {
    clearInterval(hold);
  }
}
