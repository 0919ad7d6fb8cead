// Commands (docs/commands.md): the control plane's side of the guest agent's command ledger. It
// names new commands, reaches the sandbox through SandboxService.guest (so its rules hold: 404 for
// another organization's sandbox, 409 paused or archived, a slept one woken) and turns the
// ledger's long polls into one stream of output from a cursor. It keeps nothing itself: every
// command and every byte of its output lives in the guest, so any replica, or the same one after a
// restart, serves any reader.

import { randomUUID } from 'node:crypto';
import type { CommandFrame, CommandInfo, CommandSignal, PtySize } from '../../host/types.ts';
import type { Caller } from '../access/keys.ts';
import type { SandboxService } from './service.ts';

/** How long one poll of a follower waits in the guest for new output before asking again. */
const FOLLOW_WAIT_MS = 20_000;

export interface StartCommand {
  args?: string[];
  command?: string;
  env?: Record<string, string>;
  cwd?: string;
  timeoutS?: number;
  stdin?: boolean;
  pty?: PtySize;
  /** Runs as this account of the image (docs/commands.md). */
  user?: string;
}

/** One event of a command's output stream, in seq order. */
export type OutputEvent =
  | { kind: 'frame'; frame: CommandFrame }
  /** Frames up to `seq` were dropped from the ledger before this reader got them. */
  | { kind: 'dropped'; seq: number; bytes: number }
  | { kind: 'end'; seq: number; exitCode: number; timedOut: boolean };

export function envList(env: Record<string, string> | undefined): string[] | undefined {
  return env === undefined ? undefined : Object.entries(env).map(([k, v]) => `${k}=${v}`);
}

export class CommandService {
  readonly #sandboxes: SandboxService;

  constructor(sandboxes: SandboxService) {
    this.#sandboxes = sandboxes;
  }

  start(caller: Caller, vmId: string, req: StartCommand): Promise<CommandInfo> {
    const call = {
      op: 'start' as const,
      commandId: randomUUID(),
      args: req.args,
      command: req.command,
      env: envList(req.env),
      cwd: req.cwd,
      timeoutMs: req.timeoutS === undefined ? undefined : req.timeoutS * 1000,
      stdin: req.stdin,
      pty: req.pty,
      user: req.user,
    };
    return this.#sandboxes.guest(caller, vmId, (h) => h.command(vmId, call));
  }

  list(caller: Caller, vmId: string): Promise<CommandInfo[]> {
    return this.#sandboxes.guest(caller, vmId, (h) => h.command(vmId, { op: 'list' }));
  }

  get(caller: Caller, vmId: string, commandId: string): Promise<CommandInfo> {
    return this.#sandboxes.guest(caller, vmId, (h) => h.command(vmId, { op: 'get', commandId }));
  }

  async writeStdin(caller: Caller, vmId: string, commandId: string, data: Buffer, eof = false): Promise<void> {
    await this.#sandboxes.guest(caller, vmId, (h) => h.command(vmId, { op: 'stdin', commandId, data, eof }));
  }

  async signal(caller: Caller, vmId: string, commandId: string, signal: CommandSignal): Promise<void> {
    await this.#sandboxes.guest(caller, vmId, (h) => h.command(vmId, { op: 'signal', commandId, signal }));
  }

  async resize(caller: Caller, vmId: string, commandId: string, size: PtySize): Promise<void> {
    await this.#sandboxes.guest(caller, vmId, (h) => h.command(vmId, { op: 'resize', commandId, ...size }));
  }

  /**
   * Where the command's ledger ends now: the seq its next frame will get, and whether it has
   * ended. A reader that wants only what comes from now on follows from `next`.
   */
  async tail(caller: Caller, vmId: string, commandId: string): Promise<{ next: number; ended: boolean }> {
    const call = { op: 'output' as const, commandId, cursor: Number.MAX_SAFE_INTEGER, maxBytes: 1, waitMs: 0 };
    const out = await this.#sandboxes.guest(caller, vmId, (h) => h.command(vmId, call));
    return { next: out.next, ended: out.end !== undefined };
  }

  /**
   * The command's output from `cursor`: every frame in order, a `dropped` event where frames the
   * reader asked for are gone, and the end when the command has ended. Without `follow` it stops
   * at what exists now; with it, it waits for new frames until the end (or until `signal` aborts).
   * As a follower it holds the ledger's output back rather than let it be dropped unread.
   */
  async *output(
    caller: Caller,
    vmId: string,
    commandId: string,
    cursor: number,
    opts: { follow: boolean; signal?: AbortSignal },
  ): AsyncGenerator<OutputEvent> {
    const reader = opts.follow ? randomUUID() : undefined;
    const waitMs = opts.follow ? FOLLOW_WAIT_MS : 0;
    /** Without follow: the ledger's next seq when first asked (what exists now ends below it). */
    let until: number | undefined;
    for (;;) {
      if (opts.signal?.aborted) return;
      const call = { op: 'output' as const, commandId, cursor, waitMs, reader };
      const out = await this.#sandboxes.guest(caller, vmId, (h) => h.command(vmId, call));
      until ??= out.next;
      if (out.dropped) {
        yield { kind: 'dropped', seq: out.dropped.seq, bytes: out.dropped.bytes };
        cursor = out.dropped.seq + 1;
      }
      for (const frame of out.frames) {
        yield { kind: 'frame', frame };
        cursor = frame.seq + 1;
      }
      if (out.end) {
        yield { kind: 'end', seq: out.end.seq, exitCode: out.end.exitCode, timedOut: out.end.timedOut };
        return;
      }
      if (!opts.follow && (cursor >= until || (out.frames.length === 0 && !out.dropped))) return;
    }
  }
}
