// User commands on sandboxes: `warren sandbox create|list|get|delete` and the lifecycle
// (pause, resume, sleep, stop, start, reboot), `warren snapshot`, `warren fork`, `warren expose`,
// `warren logs`, `warren events` and `warren metrics`. `warren exec` is commands.ts.

import type { Sandbox, SandboxRecord } from '@warren/sdk';
import type { Command } from 'commander';
import { print, spin, table, type UserFlags, userOptions, withClient } from './context.ts';
import { networkOptions, networkParams, registerNetworkCommand } from './network.ts';
import { createOptions, createParams, listFilter, listOptions, registerTeamCommands } from './teams.ts';
import { volumeOptions, volumeParams } from './volumes.ts';

const int = (what: string) => (value: string) => {
  if (!/^\d+$/.test(value)) throw new Error(`${what} wants a whole number, got ${value}`);
  return Number(value);
};

const record = (s: Sandbox): SandboxRecord => s.toJSON();

function describe(s: SandboxRecord): string[] {
  return Object.entries(s).map(
    ([k, v]) => `${`${k}:`.padEnd(18)}${typeof v === 'object' && v !== null ? JSON.stringify(v) : v}`,
  );
}

export function registerSandboxCommands(program: Command): void {
  const sandbox = program.command('sandbox').description('create, list, inspect and delete sandboxes');
  registerTeamCommands(program, sandbox);
  registerNetworkCommand(sandbox);

  volumeOptions(networkOptions(createOptions(userOptions(sandbox.command('create')))))
    .description('create a sandbox (no source: the default sandbox); prints its vm_id')
    .option('--image <ref>', 'OCI image reference')
    .option('--template <name>', 'template id, name or name:version')
    .option('--snapshot <id>', 'restore this snapshot into a new sandbox')
    .option('--cpus <n>', 'vCPUs, 1-4', int('--cpus'))
    .option('--memory <mb>', 'memory in MiB, 128-8192', int('--memory'))
    .option('--runtime <container|vm>', 'runtime')
    .option('--no-internet', 'no outbound network')
    .action(
      withClient(async (client, flags) => {
        const f = flags as UserFlags & {
          image?: string;
          template?: string;
          snapshot?: string;
          cpus?: number;
          memory?: number;
          runtime?: 'container' | 'vm';
          internet: boolean;
        };
        const params = {
          ...(f.image ? { image: f.image } : {}),
          ...(f.template ? { template: f.template } : {}),
          ...(f.snapshot ? { snapshot_id: f.snapshot } : {}),
          ...(f.cpus ? { cpus: f.cpus } : {}),
          ...(f.memory ? { memory_mb: f.memory } : {}),
          ...(f.runtime ? { runtime: f.runtime } : {}),
          ...(f.internet ? {} : { disable_internet: true }),
          ...createParams(flags as Parameters<typeof createParams>[0]),
          ...networkParams(flags as Parameters<typeof networkParams>[0]),
          ...volumeParams(flags as Parameters<typeof volumeParams>[0]),
        };
        const made = await spin(flags, 'creating the sandbox (the first use of an image builds a template)', () =>
          client.sandboxes.create(params),
        );
        print(flags, record(made), made.vm_id);
      }),
    );

  listOptions(userOptions(sandbox.command('list')))
    .description("the organization's sandboxes")
    .action(
      withClient(async (client, flags) => {
        const all = (await client.sandboxes.list(listFilter(flags as { label?: string[]; state?: string }))).map(
          record,
        );
        const rows = all.map((s) => [s.vm_id, s.state, s.image, s.cpus, s.memory_mb, s.guest_ip]);
        print(flags, all, table(['VM_ID', 'STATE', 'IMAGE', 'CPUS', 'MEMORY_MB', 'GUEST_IP'], rows));
      }),
    );

  userOptions(sandbox.command('get <vm>'))
    .description('one sandbox')
    .action(
      withClient(async (client, flags, vm: string) => {
        const s = record(await client.sandboxes.get(vm));
        print(flags, s, describe(s));
      }),
    );

  userOptions(sandbox.command('delete <vm...>'))
    .description('delete sandboxes (repeating it is harmless)')
    .action(
      withClient(async (client, flags, vms: string[]) => {
        for (const vm of vms) await client.sandboxes.delete(vm);
        print(
          flags,
          { deleted: vms },
          vms.map((vm) => `deleted ${vm}`),
        );
      }),
    );

  const lifecycle: [string, string, (s: Sandbox) => Promise<unknown>][] = [
    ['pause', 'pause (commands answer "sandbox is paused" until resume)', (s) => s.pause()],
    ['resume', 'resume a paused or slept sandbox', (s) => s.resume()],
    ['sleep', 'sleep if idle (a busy sandbox keeps running)', (s) => s.sleep()],
    ['stop', 'archive: memory and disk to object storage, slot released', (s) => s.archive()],
    ['start', 'unarchive: processes and memory continue', (s) => s.unarchive()],
    ['reboot', 'reboot: disk kept, processes lost, new guest_ip', (s) => s.reboot()],
  ];
  for (const [name, description, act] of lifecycle) {
    userOptions(sandbox.command(`${name} <vm>`))
      .description(description)
      .action(
        withClient(async (client, flags, vm: string) => {
          const s = await client.sandboxes.get(vm);
          const answer = await spin(flags, `${name} ${vm}`, () => act(s));
          const now = record(await s.refresh());
          const slept = name === 'sleep' ? { slept: answer as boolean } : {};
          print(flags, { ...now, ...slept }, `${vm} ${now.state}${answer === false ? ' (busy: kept running)' : ''}`);
        }),
      );
  }

  userOptions(program.command('snapshot <vm>'))
    .description('checkpoint memory and disk; prints the snapshot_id')
    .option('--leave-paused', 'rest the sandbox afterwards; the next call wakes it')
    .option('--wait', 'wait until it is durable (uploaded to object storage)')
    .action(
      withClient(async (client, flags, vm: string) => {
        const f = flags as UserFlags & { leavePaused?: boolean; wait?: boolean };
        const s = await client.sandboxes.get(vm);
        const snap = await spin(flags, f.wait ? 'snapshot, then waiting until durable' : 'snapshot', () =>
          s.snapshot({ leave_paused: f.leavePaused ?? false, waitDurable: f.wait ?? false }),
        );
        print(flags, snap, snap.snapshot_id);
      }),
    );

  userOptions(program.command('fork <vm>'))
    .description('fork live copies; prints the children’s vm_ids')
    .option('-n, --count <n>', 'children from one point in time (1-4)', int('--count'))
    .action(
      withClient(async (client, flags, vm: string) => {
        const n = (flags as { count?: number }).count;
        const s = await client.sandboxes.get(vm);
        const children = await spin(flags, 'forking', async () => (n === undefined ? [await s.fork()] : s.fork(n)));
        print(
          flags,
          children.map(record),
          children.map((c) => c.vm_id),
        );
      }),
    );

  userOptions(program.command('expose <vm> <port>'))
    .description('publish a guest port on a public HTTPS URL; prints the URL')
    .option('--public-port <n>', 'public port (default: assigned)', int('--public-port'))
    .action(
      withClient(async (client, flags, vm: string, port: string) => {
        const s = await client.sandboxes.get(vm);
        const ingress = await s.expose(int('PORT')(port), (flags as { publicPort?: number }).publicPort);
        print(flags, ingress, ingress.public_url);
      }),
    );

  userOptions(program.command('logs <vm>'))
    .description("the serial console's tail (never wakes the guest)")
    .option('--tail-bytes <n>', 'at most this many bytes (default 65536, at most 262144)', int('--tail-bytes'))
    .action(
      withClient(async (client, flags, vm: string) => {
        const n = (flags as { tailBytes?: number }).tailBytes;
        const log = await (await client.sandboxes.get(vm)).logs(n === undefined ? {} : { tail_bytes: n });
        if (flags.json) print(flags, log, '');
        else process.stdout.write(log.content);
      }),
    );

  userOptions(program.command('events <vm>'))
    .description('the lifecycle timeline, newest first')
    .option('--limit <n>', 'at most this many (default 200)', int('--limit'))
    .action(
      withClient(async (client, flags, vm: string) => {
        const limit = (flags as { limit?: number }).limit;
        const events = await (await client.sandboxes.get(vm)).events(limit === undefined ? {} : { limit });
        const rows = events.map((e) => [e.at, e.kind, e.detail]);
        print(flags, events, table(['AT', 'KIND', 'DETAIL'], rows));
      }),
    );

  userOptions(program.command('metrics <vm>'))
    .description('recent host-side samples (30 s, about 2 hours)')
    .option('--since <unix>', 'only samples after this Unix time', int('--since'))
    .action(
      withClient(async (client, flags, vm: string) => {
        const since = (flags as { since?: number }).since;
        const m = await (await client.sandboxes.get(vm)).metrics(since === undefined ? {} : { since_unix: since });
        const rows = m.samples.map((s) => [
          new Date(s.at_unix * 1000).toISOString(),
          `${((100 * s.cpu_ms) / (s.interval_s * 1000 * m.cpus)).toFixed(1)}%`,
          s.mem_mb,
          s.rx_bytes,
          s.tx_bytes,
          s.state,
        ]);
        print(flags, m, table(['AT', 'CPU', 'MEM_MB', 'RX_BYTES', 'TX_BYTES', 'STATE'], rows));
      }),
    );
}
