// The process that spawns run.ts's programs. Node's spawn does not return until the child has
// called exec (libuv waits to report an exec failure), and fork copies the caller's page tables:
// the server's event loop stood still 8 ms a program on an idle 2-core machine here, and for
// hundreds of ms under load, while a forked child waited for a CPU to reach its exec. In this
// small process of its own, that wait stalls nothing the server answers. It dies with the server
// (run.ts starts it with a parent-death signal), and so do its programs. One message in, one out:
// the program's exit code and output, or the error that kept it from starting.

import { spawn } from 'node:child_process';

export interface RunRequest {
  id: number;
  argv: string[];
  input: string | Uint8Array;
  env: NodeJS.ProcessEnv;
}

export type RunReply =
  | { id: number; code: number | null; stdout: string; stderr: string }
  | { id: number; error: { message: string; code?: string } };

const send = (reply: RunReply) => process.send?.(reply);
if (!process.send) throw new Error('spawner.ts is started by run.ts, with an IPC channel');

process.on('message', ({ id, argv, input, env }: RunRequest) => {
  let answered = false;
  const answer = (reply: RunReply) => {
    if (answered) return;
    answered = true;
    send(reply);
  };
  const failed = (err: NodeJS.ErrnoException) => answer({ id, error: { message: err.message, code: err.code } });
  try {
    const child = spawn(argv[0], argv.slice(1), { stdio: ['pipe', 'pipe', 'pipe'], env });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', failed);
    // A program may exit without reading its input; its exit code, not EPIPE, tells how it went.
    child.stdin.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EPIPE') failed(e);
    });
    child.on('close', (code) =>
      answer({ id, code, stdout: Buffer.concat(out).toString(), stderr: Buffer.concat(err).toString() }),
    );
    child.stdin.end(input);
  } catch (e) {
    failed(e as NodeJS.ErrnoException);
  }
});
// The server went (its end of the channel closed): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
