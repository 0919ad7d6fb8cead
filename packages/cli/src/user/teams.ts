// User commands and flags for teams (docs/lifecycle.md, docs/webhooks.md): the `--label` and
// lifecycle flags of `warren sandbox create`, the `--label`/`--state` filters of `warren sandbox
// list`, `warren sandbox label VM k=v...`, `warren sandbox extend VM SECONDS`, and
// `warren webhook create|list|delete|deliveries`.

import type { CreateSandboxParams, ListSandboxesQuery } from '@warren/sdk';
import type { Command } from 'commander';
import { print, table, type UserFlags, userOptions, withClient } from './context.ts';

const collect = (value: string, all: string[] = []) => [...all, value];

/** `k=v` strings as labels (a bare `k` is an empty value). */
export function labelsOf(pairs: string[]): Record<string, string> {
  return Object.fromEntries(
    pairs.map((p) => {
      const eq = p.indexOf('=');
      return eq < 0 ? [p, ''] : [p.slice(0, eq), p.slice(eq + 1)];
    }),
  );
}

interface CreateTeamFlags {
  label?: string[];
  idleAfter?: number;
  onIdle?: 'sleep' | 'archive' | 'delete';
  maxLifetime?: number;
  onExpiry?: 'archive' | 'delete';
}

const seconds = (what: string) => (value: string) => {
  if (!/^\d+$/.test(value)) throw new Error(`${what} wants whole seconds, got ${value}`);
  return Number(value);
};

/** Adds the labels and lifecycle flags to `warren sandbox create`. */
export function createOptions(cmd: Command): Command {
  return cmd
    .option('--label <k=v>', 'a label (repeatable)', collect)
    .option(
      '--idle-after <seconds>',
      'no activity this long: on-idle acts (default: the server’s, 60)',
      seconds('--idle-after'),
    )
    .option('--on-idle <sleep|archive|delete>', 'what the idle policy does (default sleep)')
    .option('--max-lifetime <seconds>', 'archive or delete this long after creation', seconds('--max-lifetime'))
    .option('--on-expiry <archive|delete>', 'what happens at the expiry (default archive)');
}

/** The create's labels and lifecycle, from those flags. */
export function createParams(flags: CreateTeamFlags): Pick<CreateSandboxParams, 'labels' | 'lifecycle'> {
  const lifecycle = {
    ...(flags.idleAfter !== undefined ? { idle_after_s: flags.idleAfter } : {}),
    ...(flags.onIdle ? { on_idle: flags.onIdle } : {}),
    ...(flags.maxLifetime !== undefined ? { max_lifetime_s: flags.maxLifetime } : {}),
    ...(flags.onExpiry ? { on_expiry: flags.onExpiry } : {}),
  };
  return {
    ...(flags.label?.length ? { labels: labelsOf(flags.label) } : {}),
    ...(Object.keys(lifecycle).length ? { lifecycle } : {}),
  };
}

/** Adds `--label` and `--state` to `warren sandbox list`. */
export function listOptions(cmd: Command): Command {
  return cmd
    .option('--label <k=v|k>', 'only sandboxes with this label (repeatable: all must match)', collect)
    .option('--state <state>', 'only sandboxes in this state');
}

/** The list's filter, from those flags. */
export function listFilter(flags: { label?: string[]; state?: string }) {
  return { labels: flags.label ?? [], state: flags.state as ListSandboxesQuery['state'] };
}

export function registerTeamCommands(program: Command, sandbox: Command): void {
  userOptions(sandbox.command('label <vm> <k=v...>'))
    .description('replace a sandbox’s labels with these')
    .action(
      withClient(async (client, flags, vm: string, pairs: string[]) => {
        const s = await (await client.sandboxes.get(vm)).update({ labels: labelsOf(pairs) });
        print(
          flags,
          s.toJSON(),
          Object.entries(s.labels).map(([k, v]) => `${k}=${v}`),
        );
      }),
    );

  userOptions(sandbox.command('extend <vm> <seconds>'))
    .description('push a sandbox’s expiry this many seconds later')
    .action(
      withClient(async (client, flags, vm: string, by: string) => {
        const s = await (await client.sandboxes.get(vm)).extend(seconds('seconds')(by));
        const at = s.lifecycle.expires_unix_ns;
        print(flags, s.toJSON(), at === null ? 'no expiry' : `expires ${new Date(at / 1e6).toISOString()}`);
      }),
    );

  const webhook = program.command('webhook').description("the organization's webhooks (docs/webhooks.md)");
  userOptions(webhook.command('create <url>'))
    .description('create a webhook; prints its id and its secret (shown only now)')
    .option('--event <type>', 'an event type it gets (repeatable; none: every type)', collect)
    .action(
      withClient(async (client, flags, url: string) => {
        const events = (flags as UserFlags & { event?: string[] }).event ?? [];
        const made = await client.webhooks.create({ url, events: events as never });
        print(flags, made, [`webhook_id: ${made.webhook_id}`, `secret:     ${made.secret}`]);
      }),
    );
  userOptions(webhook.command('list'))
    .description("the organization's webhooks")
    .action(
      withClient(async (client, flags) => {
        const all = await client.webhooks.list();
        const rows = all.map((w) => [w.webhook_id, w.url, w.events.join(',') || '(all)']);
        print(flags, all, table(['WEBHOOK_ID', 'URL', 'EVENTS'], rows));
      }),
    );
  userOptions(webhook.command('delete <id>'))
    .description('delete a webhook (its pending deliveries are given up)')
    .action(
      withClient(async (client, flags, id: string) => {
        await client.webhooks.delete(id);
        print(flags, { deleted: id }, `deleted ${id}`);
      }),
    );
  userOptions(webhook.command('deliveries <id>'))
    .description("a webhook's delivery log, newest first")
    .action(
      withClient(async (client, flags, id: string) => {
        const all = await client.webhooks.deliveries(id);
        const rows = all.map((d) => [d.delivery_id, d.event_type, d.state, d.attempts, d.last_status ?? '-']);
        print(flags, all, table(['DELIVERY_ID', 'EVENT', 'STATE', 'ATTEMPTS', 'LAST_STATUS'], rows));
      }),
    );
}
