// `warren shell VM`: a real terminal in the sandbox. It starts a shell on a terminal of this
// terminal's size (`sandbox.pty`, TERM passed on) and attaches to it over the WebSocket
// (commands.ts, `attachTerminal`): raw mode, so full-screen programs work and Ctrl-C reaches the
// sandbox; resized on SIGWINCH; the local terminal restored on exit, which is the shell's.
// `--session ID` keeps the older line mode: each line goes to a persistent session and its
// output comes back when it ends (no terminal there, so no full-screen programs).

import { createInterface } from 'node:readline/promises';
import type { Sandbox } from '@warren/sdk';
import type { Command } from 'commander';
import { attachTerminal, envFlags } from './commands.ts';
import { errorLine, type UserFlags, userOptions, withClient } from './context.ts';

/** The size a terminal gets when this side has none (input from a pipe). */
const DEFAULT_SIZE = { cols: 80, rows: 24 };

interface ShellFlags extends UserFlags {
  session?: string;
  env?: string[];
  cwd?: string;
}

export function registerShellCommand(program: Command): void {
  userOptions(program.command('shell <vm> [command...]'))
    .description('a terminal in the sandbox (default /bin/sh; exit ends it); --session: line mode over a session')
    .option('-e, --env <name=value>', 'an environment variable (repeatable)', (v, p: string[] = []) => [...p, v])
    .option('--cwd <dir>', 'absolute working directory')
    .option('--session <id>', 'line mode: each line to this persistent session (no terminal)')
    .action(
      withClient(async (client, flags, vm: string, command: string[]) => {
        const f = flags as ShellFlags;
        const sandbox = await client.sandboxes.get(vm);
        if (f.session !== undefined) {
          process.exitCode = await lineShell(sandbox, f.session, client.apiUrl);
          return;
        }
        const { stdout } = process;
        const size = stdout.isTTY ? { cols: stdout.columns, rows: stdout.rows } : DEFAULT_SIZE;
        const term = await sandbox.pty(size, {
          ...(command.length ? { command } : {}),
          env: { TERM: process.env.TERM || 'xterm', ...envFlags(f.env) },
          cwd: f.cwd,
        });
        const exit = await attachTerminal(term, { detachKey: false });
        process.exitCode = exit?.exit_code ?? 0;
      }),
    );
}

/** The line mode: a prompt here, each line run in session `sessionId`; answers the last exit code. */
async function lineShell(sandbox: Sandbox, sessionId: string, apiUrl: string): Promise<number> {
  const session = sandbox.session(sessionId || undefined);
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  rl.on('SIGINT', () => {
    rl.write(null, { ctrl: true, name: 'u' });
    process.stdout.write('\n');
    prompt();
  });
  rl.setPrompt(`${sandbox.vm_id.slice(0, 8)}$ `);
  // Input from a pipe ends (and closes the interface) while lines are still being run.
  let inputEnded = false;
  rl.once('close', () => {
    inputEnded = true;
  });
  const prompt = () => {
    if (!inputEnded) rl.prompt();
  };
  let lastExit = 0;
  try {
    prompt();
    for await (const line of rl) {
      if (line.trim() === 'exit') break;
      if (line.trim() !== '') {
        try {
          const r = await session.run(line);
          process.stdout.write(r.stdout);
          process.stderr.write(r.stderr);
          lastExit = r.exit_code;
        } catch (err) {
          process.stderr.write(`${errorLine(err, apiUrl, sandbox.vm_id)}\n`);
          lastExit = 1;
        }
      }
      prompt();
    }
  } finally {
    rl.close();
    await session.close().catch(() => false); // the sandbox may be gone; nothing left to close
  }
  process.stdout.write('\n');
  return lastExit;
}
