// The `nft` program (nftables). Rulesets are applied as one `nft -f -` script, which the kernel
// commits as a single transaction: a table is replaced whole or not at all.

import { run } from '../sys/run.ts';
import { runInNetns } from './netns.ts';

/**
 * Runs an nft script (rules are committed atomically), in the root namespace or inside the named
 * `netns`. Returns what it printed, so `list ...` commands work too.
 */
export async function nftApply(script: string, netns?: string): Promise<string> {
  const argv = ['nft', '-f', '-'];
  const res = netns ? await runInNetns(netns, argv, { input: script }) : await run(argv, { input: script });
  return res.stdout;
}
