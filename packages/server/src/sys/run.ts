// Runs an external program and returns its output, or throws CommandError with its stderr.
// Every wrapper of an external tool (qemu-img, ip, nft, mkfs.ext4, zstd, ...) goes through here,
// so the way programs are spawned, how they die with the server, and how their failures read, is
// decided once. (QEMU, which must outlive the server, is spawned by vmm/qemu.ts.)

import { spawn } from 'node:child_process';

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

export function run(argv: readonly string[], opts: RunOptions = {}): Promise<RunResult> {
  const full = [...DIE_WITH_SERVER, ...(opts.nice ? ['nice', '-n', String(opts.nice)] : []), ...argv];
  return new Promise((resolve, reject) => {
    const child = spawn(full[0], full.slice(1), {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: opts.env ?? process.env,
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', reject);
    // A program may exit without reading its input; its exit code, not EPIPE, tells how it went.
    child.stdin.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE') reject(err);
    });
    child.on('close', (code) => {
      const result = {
        code,
        stdout: Buffer.concat(out).toString(),
        stderr: Buffer.concat(err).toString(),
      };
      if (code !== 0 && !opts.allowFailure) reject(new CommandError(argv, code, result.stderr));
      else resolve(result);
    });
    child.stdin.end(opts.input ?? '');
  });
}
