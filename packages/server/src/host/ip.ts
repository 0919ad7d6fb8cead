// The `ip` program (iproute2). Everything Warren does to links, addresses, routes and named
// namespaces is a list of `ip` commands fed to one `ip -batch` process, so a whole slot costs
// one spawn per namespace instead of one per command.

import { type RunOptions, run } from '../sys/run.ts';

/**
 * Runs `ip` commands (each one line without the leading `ip`, e.g. `link set lo up`) in one
 * process, in the root namespace or, with `netns`, inside that named namespace. Stops at the
 * first failing command and throws CommandError. Returns what the commands printed (for `show`).
 */
export async function ipBatch(commands: readonly string[], netns?: string, opts: RunOptions = {}): Promise<string> {
  if (commands.length === 0) return '';
  for (const c of commands) {
    if (c.includes('\n')) throw new Error(`ip command must be one line: ${JSON.stringify(c)}`);
  }
  const argv = netns ? ['ip', '-n', netns, '-batch', '-'] : ['ip', '-batch', '-'];
  const res = await run(argv, { ...opts, input: `${commands.join('\n')}\n` });
  return res.stdout;
}
