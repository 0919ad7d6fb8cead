// Runs an external program and returns its output, or throws CommandError with its stderr.
// Every wrapper of an external tool (qemu-img, ip, nft, mkfs.ext4, zstd, ...) goes through here,
// so the way programs are spawned, how they die with the server, and how their failures read, is
// decided once; `launch` starts the one kind that must outlive the server (QEMU, for vmm/qemu.ts).
// Programs are spawned by a small process of their own (spawner.ts), so a slow spawn never stalls
// the server.

import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Failure, LaunchReply, LaunchRequest, LaunchStdio, RunReply, RunRequest } from './spawner.ts';

export class CommandError extends Error {
  readonly code: number | null;
  readonly stderr: string;
  constructor(argv: readonly string[], code: number | null, stderr: string) {
    super(`${argv.join(' ')} exited with ${code}: ${stderr.trim().slice(0, 2000)}`);
    this.code = code;
    this.stderr = stderr;
  }
}

export interface RunOptions {
  input?: string | Buffer;
  /** Resolve instead of throwing on a non-zero exit. */
  allowFailure?: boolean;
  env?: NodeJS.ProcessEnv;
  /** Run at this CPU priority (`nice -n`): background work that should only take spare CPU. */
  nice?: number;
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Every program dies with the server (SIGKILL when it exits, however it exits): a killed server
 * leaves no compressor or copy running beside the next one. setpriv sets the parent-death signal,
 * which exec keeps.
 */
const DIE_WITH_SERVER = ['setpriv', '--pdeathsig', 'KILL', '--'];

const SPAWNER = fileURLToPath(new URL('./spawner.ts', import.meta.url));

interface Waiting {
  resolve: (r: RunResult) => void;
  reject: (e: Error) => void;
  argv: readonly string[];
  opts: RunOptions;
}

/** How a launched program exited; undefined when the spawning process went before it did. */
export type LaunchExit = { code: number | null; signal: string | null } | undefined;

interface Launching {
  started: (pid: number) => void;
  failed: (e: Error) => void;
  exited: (exit: LaunchExit) => void;
}

const asError = (e: Failure) => Object.assign(new Error(e.message), { code: e.code });

/**
 * The spawning process (spawner.ts), started at the first program and again after it is gone.
 * It dies with the server, and keeps the server's process alive only while a program it runs has
 * not finished (a launched one, which outlives the server, does not count).
 */
class Spawner {
  readonly #waiting = new Map<number, Waiting>();
  readonly #launched = new Map<number, Launching>();
  readonly #child: ChildProcess;
  #nextId = 0;
  #busy = 0;
  constructor(onGone: () => void) {
    const child = spawn(
      DIE_WITH_SERVER[0],
      [...DIE_WITH_SERVER.slice(1), process.execPath, '--disable-warning=ExperimentalWarning', SPAWNER],
      { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' },
    );
    this.#child = child;
    this.#idle();
    child.on('message', (reply: RunReply | LaunchReply) => {
      if (this.#launched.has(reply.id)) this.#launchReply(reply as LaunchReply);
      else this.#settle(reply as RunReply);
    });
    let gone = false;
    const end = (err: Error) => {
      if (gone) return;
      gone = true;
      onGone();
      for (const w of this.#waiting.values()) w.reject(err);
      this.#waiting.clear();
      for (const l of this.#launched.values()) {
        l.failed(err);
        l.exited(undefined);
      }
      this.#launched.clear();
    };
    child.on('error', end);
    child.on('exit', (code, signal) => end(new Error(`the spawning process exited (${signal ?? code})`)));
  }

  send(full: string[], w: Waiting): void {
    this.#busier(1);
    const id = this.#nextId++;
    this.#waiting.set(id, w);
    const request: RunRequest = {
      kind: 'run',
      id,
      argv: full,
      input: w.opts.input ?? '',
      env: w.opts.env ?? process.env,
    };
    this.#child.send(request);
  }

  launch(request: Omit<LaunchRequest, 'id' | 'kind'>, l: Launching): void {
    this.#busier(1);
    const id = this.#nextId++;
    this.#launched.set(id, l);
    this.#child.send({ kind: 'launch', id, ...request } satisfies LaunchRequest);
  }

  /** Programs run and launches not yet started: while there are any, the server's process stays. */
  #busier(by: 1 | -1): void {
    this.#busy += by;
    if (this.#busy === 1 && by === 1) {
      this.#child.ref();
      this.#child.channel?.ref();
    } else if (this.#busy === 0) this.#idle();
  }

  #idle(): void {
    this.#child.unref();
    this.#child.channel?.unref();
  }

  #launchReply(reply: LaunchReply): void {
    const l = this.#launched.get(reply.id);
    if (!l) return;
    if ('pid' in reply) {
      this.#busier(-1);
      l.started(reply.pid);
    } else if ('error' in reply) {
      this.#launched.delete(reply.id);
      this.#busier(-1);
      l.failed(asError(reply.error));
    } else {
      this.#launched.delete(reply.id);
      l.exited(reply.exited);
    }
  }

  #settle(reply: RunReply): void {
    const w = this.#waiting.get(reply.id);
    if (!w) return;
    this.#waiting.delete(reply.id);
    this.#busier(-1);
    if ('error' in reply) {
      w.reject(asError(reply.error));
      return;
    }
    const result = { code: reply.code, stdout: reply.stdout, stderr: reply.stderr };
    if (reply.code !== 0 && !w.opts.allowFailure) w.reject(new CommandError(w.argv, reply.code, result.stderr));
    else w.resolve(result);
  }
}

let current: Spawner | undefined;

function spawner(): Spawner {
  current ??= new Spawner(() => {
    current = undefined;
  });
  return current;
}

export function run(argv: readonly string[], opts: RunOptions = {}): Promise<RunResult> {
  const full = [...DIE_WITH_SERVER, ...(opts.nice ? ['nice', '-n', String(opts.nice)] : []), ...argv];
  const s = spawner();
  return new Promise((resolve, reject) => s.send(full, { resolve, reject, argv, opts }));
}

/**
 * Starts a program that outlives the server (QEMU): detached, in a process group of its own, with
 * `stdio` as its descriptors 0, 1, 2, ... (files the spawning process opens for it). Resolves with
 * its pid once it runs, and `exited`, which resolves when it exits.
 */
export function launch(
  argv: readonly string[],
  opts: { cwd: string; stdio: LaunchStdio[] },
): Promise<{ pid: number; exited: Promise<LaunchExit> }> {
  const s = spawner();
  return new Promise((resolve, reject) => {
    let exited: (e: LaunchExit) => void = () => {};
    const exit = new Promise<LaunchExit>((r) => {
      exited = r;
    });
    s.launch(
      { argv: [...argv], cwd: opts.cwd, stdio: opts.stdio },
      { started: (pid) => resolve({ pid, exited: exit }), failed: reject, exited },
    );
  });
}
