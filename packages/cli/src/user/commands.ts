// Commands through the API (docs/commands.md): `warren exec VM -- CMD...` streams stdout and
// stderr live as the command runs and exits with its exit code (with --json: one exec, its result
// as JSON, as before); `warren commands list|attach|kill`; and `attachTerminal`, which `warren
// shell` and `warren commands attach` share: the local terminal in raw mode, bytes both ways over
// the attach WebSocket, resized on SIGWINCH, restored however it ends.

import { text } from 'node:stream/consumers';
import type { CommandExit, CommandSignal, Command as RemoteCommand, Sandbox } from '@warren/sdk';
import type { Command } from 'commander';
import { print, table, type UserFlags, userOptions, withClient } from './context.ts';

interface ExecFlags extends UserFlags {
  stdin?: boolean;
  env?: string[];
  cwd?: string;
  timeout?: number;
}

const SIGNALS = ['INT', 'TERM', 'KILL', 'HUP'] as const;

const collect = (value: string, previous: string[] = []) => [...previous, value];

const seconds = (value: string) => {
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new Error(`--timeout wants whole seconds, got ${value}`);
  return Number(value);
};

/** `K=V` flags as an environment. */
export function envFlags(pairs: string[] | undefined): Record<string, string> | undefined {
  if (!pairs?.length) return undefined;
  const env: Record<string, string> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at < 1) throw new Error(`--env wants NAME=VALUE, got ${pair}`);
    env[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return env;
}

export function registerCommandCommands(program: Command): void {
  userOptions(program.command('exec <vm> <command...>'))
    .description(
      'run a command (argv, no shell), streaming its output, and exit with its exit code: warren exec VM -- CMD ARGS...',
    )
    .option('-i, --stdin', 'send this standard input to the command')
    .option('-e, --env <name=value>', 'an environment variable (repeatable)', collect)
    .option('--cwd <dir>', 'absolute working directory')
    .option('--timeout <s>', "kill the command's process tree after this many seconds", seconds)
    .passThroughOptions()
    .action(
      withClient(async (client, flags, vm: string, command: string[]) => {
        const f = flags as ExecFlags;
        // Options after VM pass through untouched, the `--` that ends warren's own as well.
        const argv = command[0] === '--' ? command.slice(1) : command;
        if (argv.length === 0) throw new Error('give the command after --: warren exec VM -- CMD ARGS...');
        const s = await client.sandboxes.get(vm);
        const shape = { env: envFlags(f.env), cwd: f.cwd, timeoutS: f.timeout };
        if (flags.json) {
          // For scripts: one exec, the whole result as JSON.
          const stdin = f.stdin ? await text(process.stdin) : undefined;
          const r = await s.run(argv, { ...shape, ...(stdin === undefined ? {} : { stdin }) });
          print(flags, r, '');
          process.exitCode = r.exit_code;
          return;
        }
        const exit = await streamCommand(s, argv, { ...shape, stdin: f.stdin ?? false });
        if (exit.timed_out) process.stderr.write(`warren: timed out after ${f.timeout} s (process tree killed)\n`);
        process.exitCode = exit.exit_code;
      }),
    );

  const commands = program.command('commands').description("a sandbox's commands: list, attach, kill");

  userOptions(commands.command('list <vm>'))
    .description("the sandbox's commands, newest first")
    .action(
      withClient(async (client, flags, vm: string) => {
        const list = await (await client.sandboxes.get(vm)).commands.list();
        const rows = list.map(({ info: c }) => [
          c.command_id,
          c.pid,
          c.state,
          c.exit_code ?? '',
          new Date(c.started_unix_ns / 1e6).toISOString(),
          c.command ?? c.args?.join(' '),
        ]);
        print(
          flags,
          list.map((c) => c.info),
          table(['COMMAND_ID', 'PID', 'STATE', 'EXIT', 'STARTED', 'COMMAND'], rows),
        );
      }),
    );

  userOptions(commands.command('attach <vm> <command_id>'))
    .description('attach this terminal to a command (its output from the start, then live); Ctrl-] detaches')
    .action(
      withClient(async (client, _flags, vm: string, id: string) => {
        const cmd = await (await client.sandboxes.get(vm)).commands.get(id);
        const exit = await attachTerminal(cmd);
        if (exit) process.exitCode = exit.exit_code;
      }),
    );

  userOptions(commands.command('kill <vm> <command_id>'))
    .description('signal a command (default KILL: its whole process tree; else its process group)')
    .option('-s, --signal <name>', `one of ${SIGNALS.join(', ')}`, 'KILL')
    .action(
      withClient(async (client, flags, vm: string, id: string) => {
        const signal = (flags as { signal: string }).signal.toUpperCase().replace(/^SIG/, '');
        if (!SIGNALS.includes(signal as CommandSignal)) throw new Error(`--signal wants ${SIGNALS.join(', ')}`);
        const cmd = await (await client.sandboxes.get(vm)).commands.get(id);
        await cmd.signal(signal as CommandSignal);
        print(flags, { command_id: id, signal }, `sent ${signal} to ${id}`);
      }),
    );
}

/**
 * Starts `argv` and copies its stdout and stderr here as they come (and, with `stdin`, this
 * process's stdin to it as it comes). Ctrl-C is passed on as INT; the command's exit is returned.
 */
async function streamCommand(
  s: Sandbox,
  argv: string[],
  opts: { env?: Record<string, string>; cwd?: string; timeoutS?: number; stdin: boolean },
): Promise<CommandExit> {
  const cmd = await s.commands.start(argv, opts);
  const interrupt = () => void cmd.signal('INT').catch(() => undefined); // it may have ended meanwhile
  process.on('SIGINT', interrupt);
  try {
    const feeding = opts.stdin ? feedStdin(cmd) : Promise.resolve();
    for await (const frame of cmd.output({ follow: true })) {
      (frame.stream === 'stderr' ? process.stderr : process.stdout).write(frame.data);
    }
    await feeding.catch(() => undefined); // a command that ended early refuses the rest: not an error
    return cmd.exit ?? (await cmd.wait());
  } finally {
    process.off('SIGINT', interrupt);
  }
}

async function feedStdin(cmd: RemoteCommand): Promise<void> {
  for await (const chunk of process.stdin) await cmd.sendStdin(chunk as Buffer);
  await cmd.closeStdin();
}

/** The byte Ctrl-] sends: detaches `warren commands attach` (the command keeps running). */
const DETACH = 0x1d;

/**
 * Attaches this terminal to `cmd` until it ends (answers its exit) or, with `detachKey`, until
 * Ctrl-] (answers null). A terminal here is put in raw mode (every key goes to the sandbox,
 * Ctrl-C included) and restored on the way out; its size follows SIGWINCH.
 */
export async function attachTerminal(
  cmd: RemoteCommand,
  opts: { detachKey?: boolean } = {},
): Promise<CommandExit | null> {
  const { stdin, stdout } = process;
  const detachKey = opts.detachKey ?? true;
  const a = await cmd.attach({
    onOutput: (data) => stdout.write(data),
    onError: (e) => process.stderr.write(`\r\nwarren: ${e.error}: ${e.message}\r\n`),
  });
  const raw = stdin.isTTY === true;
  const restore = () => {
    if (raw) stdin.setRawMode(false);
  };
  if (raw) stdin.setRawMode(true);
  process.once('exit', restore);
  const onData = (data: Buffer) => {
    if (detachKey && raw && data.length === 1 && data[0] === DETACH) a.detach();
    else a.write(data);
  };
  const onEnd = () => a.closeStdin();
  const onWinch = () => {
    if (cmd.info.pty && stdout.columns && stdout.rows) a.resize(stdout.columns, stdout.rows);
  };
  stdin.on('data', onData);
  stdin.once('end', onEnd);
  process.on('SIGWINCH', onWinch);
  stdin.resume();
  onWinch(); // the terminal may have changed size since the command started
  try {
    return await a.closed;
  } finally {
    process.off('SIGWINCH', onWinch);
    stdin.off('data', onData);
    stdin.off('end', onEnd);
    stdin.pause();
    restore();
    process.off('exit', restore);
  }
}
