// The `nft` program (nftables). Rulesets are applied as one `nft -f -` script, which the kernel
// commits as a single transaction: a table is replaced whole or not at all.

import { run } from '../sys/run.ts';
import { runInNetns } from './netns.ts';

/** Applies an nft script atomically, in the root namespace or inside the named `netns`. */
export async function nftApply(script: string, netns?: string): Promise<void> {
  const argv = ['nft', '-f', '-'];
  if (netns) await runInNetns(netns, argv, { input: script });
  else await run(argv, { input: script });
}

/** The ruleset of one table as nft prints it, or null if the table does not exist. */
export async function nftListTable(family: 'inet' | 'ip', table: string, netns?: string): Promise<string | null> {
  const argv = ['nft', 'list', 'table', family, table];
  const res = netns ? await runInNetns(netns, argv, { allowFailure: true }) : await run(argv, { allowFailure: true });
  if (res.code === 0) return res.stdout;
  if (/No such file or directory/.test(res.stderr)) return null;
  throw new Error(`nft list table ${family} ${table} failed: ${res.stderr.trim()}`);
}
