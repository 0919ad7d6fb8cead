// Runs an external program and returns its output, or throws CommandError with its stderr.
// Every wrapper of an external tool (qemu-img, ip, nft, mkfs.ext4, zstd, ...) goes through here,
// so the way programs are spawned, how they die with the server, and how their failures read, is
// decided once. (QEMU, which must outlive the server, is spawned by vmm/qemu.ts.) Programs are
// spawned by a small process of their own (spawner.ts), so a slow spawn never stalls the server.

import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { RunReply, RunRequest } from './spawner.ts';

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

/**
 * The spawning process (spawner.ts), started at the first program and again after it is gone.
 * It dies with the server, and keeps the server's process alive only while it has work.
 */
class Spawner {
  readonly #waiting = new Map<number, Waiting>();
  readonly #child: ChildProcess;
  #nextId = 0;
  constructor(onGone: () => void) {
    const child = spawn(
      DIE_WITH_SERVER[0],
      [...DIE_WITH_SERVER.slice(1), process.execPath, '--disable-warning=ExperimentalWarning', SPAWNER],
      { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' },
    );
    this.#child = child;
    this.#idle();
    child.on('message', (reply: RunReply) => this.#settle(reply));
    let gone = false;
    const end = (err: Error) => {
      if (gone) return;
      gone = true;
      onGone();
      for (const w of this.#waiting.values()) w.reject(err);
      this.#waiting.clear();
    };
    child.on('error', end);
    child.on('exit', (code, signal) => end(new Error(`the spawning process exited (${signal ?? code})`)));
  }

  send(full: string[], w: Waiting): void {
    if (this.#waiting.size === 0) {
      this.#child.ref();
      this.#child.channel?.ref();
    }
    const id = this.#nextId++;
    this.#waiting.set(id, w);
    const request: RunRequest = { id, argv: full, input: w.opts.input ?? '', env: w.opts.env ?? process.env };
    this.#child.send(request);
  }

  #idle(): void {
    this.#child.unref();
    this.#child.channel?.unref();
  }

  #settle(reply: RunReply): void {
    const w = this.#waiting.get(reply.id);
    if (!w) return;
    this.#waiting.delete(reply.id);
    if (this.#waiting.size === 0) this.#idle();
    if ('error' in reply) {
      w.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
      return;
    }
    const result = { code: reply.code, stdout: reply.stdout, stderr: reply.stderr };
    if (reply.code !== 0 && !w.opts.allowFailure) w.reject(new CommandError(w.argv, reply.code, result.stderr));
    else w.resolve(result);
  }
}

let spawner: Spawner | undefined;

export function run(argv: readonly string[], opts: RunOptions = {}): Promise<RunResult> {
  const full = [...DIE_WITH_SERVER, ...(opts.nice ? ['nice', '-n', String(opts.nice)] : []), ...argv];
  spawner ??= new Spawner(() => {
    spawner = undefined;
  });
  const s = spawner;
  return new Promise((resolve, reject) => s.send(full, { resolve, reject, argv, opts }));
}
