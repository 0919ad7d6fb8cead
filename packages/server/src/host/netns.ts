// Named network namespaces as iproute2 keeps them (/run/netns/<name>), and running a program
// inside one. Reading the directory needs no process; entering a namespace goes through nsenter,
// which (unlike `ip netns exec`) sets up no private mount namespace and so starts faster.

import { readdir } from 'node:fs/promises';
import { type RunOptions, type RunResult, run } from '../sys/run.ts';

export const NETNS_DIR = '/run/netns';

export function netnsPath(name: string): string {
  return `${NETNS_DIR}/${name}`;
}

/** Names of every named network namespace on this host. */
export async function listNetns(): Promise<string[]> {
  try {
    return await readdir(NETNS_DIR);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** Runs argv with the network namespace `name` entered (mounts and /proc stay the host's). */
export function runInNetns(name: string, argv: readonly string[], opts?: RunOptions): Promise<RunResult> {
  return run(['nsenter', `--net=${netnsPath(name)}`, '--', ...argv], opts);
}
