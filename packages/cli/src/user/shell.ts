// `warren shell VM`: an interactive shell over a session. Each line goes to the sandbox's
// persistent shell (working directory, environment and background processes persist), and its
// output comes back when the command ends: a session is not a terminal, so full-screen programs
// do not work. `exit` or end of input (Ctrl-D) closes the session; Ctrl-C clears the line.

import { createInterface } from 'node:readline/promises';
import type { Command } from 'commander';
import { errorLine, type UserFlags, userOptions } from './context.ts';
import { withClient } from './sandbox.ts';

export function registerShellCommand(program: Command): void {
  userOptions(program.command('shell <vm>'))
    .description('an interactive shell over a session (exit or Ctrl-D ends it)')
    .option('--session <id>', 'join this session (default: a new one)')
    .action(
      withClient(async (client, flags, vm: string) => {
        const sandbox = await client.sandboxes.get(vm);
        const session = sandbox.session((flags as UserFlags & { session?: string }).session);
        const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
        rl.on('SIGINT', () => {
          rl.write(null, { ctrl: true, name: 'u' });
          process.stdout.write('\n');
          rl.prompt();
        });
        rl.setPrompt(`${vm.slice(0, 8)}$ `);
        let lastExit = 0;
        try {
          rl.prompt();
          for await (const line of rl) {
            if (line.trim() === 'exit') break;
            if (line.trim() !== '') {
              try {
                const r = await session.run(line);
                process.stdout.write(r.stdout);
                process.stderr.write(r.stderr);
                lastExit = r.exit_code;
              } catch (err) {
                process.stderr.write(`${errorLine(err, client.apiUrl, vm)}\n`);
                lastExit = 1;
              }
            }
            rl.prompt();
          }
        } finally {
          rl.close();
          await session.close().catch(() => false); // the sandbox may be gone; nothing left to close
        }
        process.stdout.write('\n');
        process.exitCode = lastExit;
      }),
    );
}
