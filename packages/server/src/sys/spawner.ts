// The process that spawns run.ts's programs. Node's spawn does not return until the child has
// called exec (libuv waits to report an exec failure), and fork copies the caller's page tables:
// the server's event loop stood still 8 ms a program on an idle 2-core machine here, and for
// hundreds of ms under load, while a forked child waited for a CPU to reach its exec. In this
// small process of its own, that wait stalls nothing the server answers. It dies with the server
// (run.ts starts it with a parent-death signal), and so do its programs, but for the QEMUs it
// launches, which outlive it. A program run: one message in, one out, its exit code and output
// or the error that kept it from starting. A launch: its pid, then its exit.

import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

export interface RunRequest {
  kind: 'run';
  id: number;
  argv: string[];
  input: string | Uint8Array;
  env: NodeJS.ProcessEnv;
}

/** Why a program did not start: its error's message and code. */
export type Failure = { message: string; code?: string };

export type RunReply =
  | { id: number; code: number | null; stdout: string; stderr: string }
  | { id: number; error: Failure };

/** A descriptor of a launched program: none, or a file opened for it (and closed here once it has it). */
export type LaunchStdio = 'ignore' | { path: string; flags: 'a' | 'r'; mode?: number };

/** A program that outlives the server (QEMU): detached, in a process group of its own. */
export interface LaunchRequest {
  kind: 'launch';
  id: number;
  argv: string[];
  cwd: string;
  /** Descriptors 0, 1, 2, ... */
  stdio: LaunchStdio[];
}

/** Its pid once started (or why it did not start), then how it exited. */
export type LaunchReply =
  | { id: number; pid: number }
  | { id: number; error: Failure }
  | { id: number; exited: { code: number | null; signal: string | null } };

const send = (reply: RunReply | LaunchReply) => process.send?.(reply);
if (!process.send) throw new Error('spawner.ts is started by run.ts, with an IPC channel');

const failure = (err: NodeJS.ErrnoException): Failure => ({ message: err.message, code: err.code });

function runProgram({ id, argv, input, env }: RunRequest): void {
  let answered = false;
  const answer = (reply: RunReply) => {
    if (answered) return;
    answered = true;
    send(reply);
  };
  const failed = (err: NodeJS.ErrnoException) => answer({ id, error: failure(err) });
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
}

function launchProgram({ id, argv, cwd, stdio }: LaunchRequest): void {
  const opened: number[] = [];
  try {
    const fds = stdio.map((s) => {
      if (s === 'ignore') return s;
      const fd = openSync(s.path, s.flags, s.mode);
      opened.push(fd);
      return fd;
    });
    const child = spawn(argv[0], argv.slice(1), { stdio: fds, cwd, detached: true });
    if (child.pid === undefined) child.once('error', (err) => send({ id, error: failure(err) }));
    else {
      send({ id, pid: child.pid });
      child.once('exit', (code, signal) => send({ id, exited: { code, signal } }));
    }
  } catch (e) {
    send({ id, error: failure(e as NodeJS.ErrnoException) });
  } finally {
    for (const fd of opened) closeSync(fd);
  }
}

process.on('message', (request: RunRequest | LaunchRequest) => {
  if (request.kind === 'launch') launchProgram(request);
  else runProgram(request);
});
// The server went (its end of the channel closed): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
