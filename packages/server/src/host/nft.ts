// The `nft` program (nftables). Rulesets are applied as one `nft -f -` script, which the kernel
// commits as a single transaction: a table is replaced whole or not at all.

import { type RunOptions, run } from '../sys/run.ts';
import { runInNetns } from './netns.ts';

/**
 * Runs an nft script (rules are committed atomically), in the root namespace or inside the named
 * `netns`. Returns what it printed, so `list ...` commands work too.
 */
export async function nftApply(script: string, netns?: string, opts: RunOptions = {}): Promise<string> {
  const argv = ['nft', '-f', '-'];
  const withInput = { ...opts, input: script };
  const res = netns ? await runInNetns(netns, argv, withInput) : await run(argv, withInput);
  return res.stdout;
}
