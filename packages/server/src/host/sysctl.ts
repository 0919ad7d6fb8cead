// Kernel parameters under /proc/sys. In the root namespace they are written as files; inside a
// named network namespace (whose net.* values differ from the host's) through `sysctl` run there,
// fed as a settings file on stdin: a program that reads all its input cannot exit before our
// write to its stdin lands (a quick `sysctl -w` sometimes does, and the write fails with EPIPE).

import { writeFile } from 'node:fs/promises';
import type { RunOptions } from '../sys/run.ts';
import { runInNetns } from './netns.ts';

export type Sysctls = Record<string, string | number>;

/** Sets `net.ipv4.ip_forward`-style keys, in the root namespace or inside `netns`. */
export async function setSysctls(values: Sysctls, netns?: string, opts: RunOptions = {}): Promise<void> {
  const entries = Object.entries(values);
  if (entries.length === 0) return;
  if (netns) {
    const file = entries.map(([k, v]) => `${k} = ${v}\n`).join('');
    await runInNetns(netns, ['sysctl', '-q', '-p', '-'], { ...opts, input: file });
    return;
  }
  for (const [k, v] of entries) {
    await writeFile(`/proc/sys/${k.replaceAll('.', '/')}`, `${v}\n`);
  }
}
