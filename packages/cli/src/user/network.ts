// User flags and command for egress rules (docs/network.md): `--allow-out` and `--deny-out` on
// `warren sandbox create`, and `warren sandbox network VM [--allow-out X]... [--deny-out Y]...`,
// which replaces a sandbox's rules (neither flag: no rules). An entry is an IPv4 address or CIDR,
// a domain or *.domain; a flag may carry several separated by commas, and `--allow-out ''` alone
// allows nothing.

import type { CreateSandboxParams, NetworkRules } from '@warren/sdk';
import type { Command } from 'commander';
import { print, userOptions, withClient } from './context.ts';

interface NetworkFlags {
  allowOut?: string[];
  denyOut?: string[];
}

const collect = (value: string, all: string[] = []) => [...all, value];
const entries = (given: string[]) => given.flatMap((v) => v.split(',')).filter((e) => e !== '');

/** Adds `--allow-out` and `--deny-out` to a command. */
export function networkOptions(cmd: Command): Command {
  return cmd
    .option(
      '--allow-out <entries>',
      "where it may connect: CIDR, domain, *.domain (repeatable; '' alone: nowhere)",
      collect,
    )
    .option('--deny-out <entries>', 'where it may not, over --allow-out (repeatable)', collect);
}

/** The rules those flags give ({} when neither is given). */
export function networkRules(flags: NetworkFlags): NetworkRules {
  return {
    ...(flags.allowOut ? { allow_out: entries(flags.allowOut) } : {}),
    ...(flags.denyOut ? { deny_out: entries(flags.denyOut) } : {}),
  };
}

/** The create's `network`, when either flag was given. */
export function networkParams(flags: NetworkFlags): Pick<CreateSandboxParams, 'network'> {
  const rules = networkRules(flags);
  return Object.keys(rules).length > 0 ? { network: rules } : {};
}

export function registerNetworkCommand(sandbox: Command): void {
  networkOptions(userOptions(sandbox.command('network <vm>')))
    .description('replace a sandbox’s egress rules (no flag: remove them); new connections follow them at once')
    .action(
      withClient(async (client, flags, vm: string) => {
        const s = await (await client.sandboxes.get(vm)).setNetwork(networkRules(flags as NetworkFlags));
        const lines = s.network
          ? [
              `allow_out: ${s.network.allow_out?.join(' ') ?? '(anywhere not denied)'}`,
              `deny_out:  ${s.network.deny_out?.join(' ') ?? ''}`,
            ]
          : ['no egress rules'];
        print(flags, s.toJSON(), lines);
      }),
    );
}
