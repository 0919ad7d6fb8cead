// Runs of code in a context (docs/code.md, "Runs"): a request line written to the context's runner
// on its stdin, and its answer read back from the runner's ledger from the cursor where it began,
// as frames, until the run's end. Runs of one context go one at a time (the runner reads the next
// request only once a run has ended, and this replica writes it only then); runs of different
// contexts go side by side. At the timeout the runner gets SIGINT (the interpreter stops the run
// and lives on). Output past the cap is dropped with a notice, never held: a line is read in pieces
// and at most one line is held at a time.

import { randomUUID } from 'node:crypto';
import { ApiError, conflict } from '../../errors.ts';
import { KeyedQueue } from '../../sys/keyed-queue.ts';
import type { Caller } from '../access/keys.ts';
import type { CodeContexts } from './contexts.ts';
import { frameBytes, parseLine, type RunFrame, type RunnerStatus } from './frames.ts';
import { type GuestCall, ledgerNext, RunnerReader } from './reader.ts';
import type { ContextCommand, Language } from './runners.ts';

/** The largest code a run takes, in bytes of UTF-8. */
export const MAX_CODE_BYTES = 1 << 20;
/** Output one run may produce (text, results, images) unless configured; past it, output is dropped with a notice. */
export const MAX_OUTPUT_BYTES = 16 << 20;
/** What an operator may set (ServerConfig.code). */
export interface CodeLimits {
  maxOutputBytes: number;
}
export const DEFAULT_CODE_LIMITS: CodeLimits = { maxOutputBytes: MAX_OUTPUT_BYTES };
/** How long a run whose interpreter died waits for its runner's command to end (so reads agree). */
const DEATH_WAIT_MS = 15_000;
export const DEFAULT_TIMEOUT_S = 300;
export const MAX_TIMEOUT_S = 3600;
/** How long an interrupted run gets to stop before its answer ends without it. */
const INTERRUPT_GRACE_MS = 10_000;
/** The longest wait of one read of the ledger (the guest agent's own bound is 25 s). */
const READ_WAIT_MS = 20_000;
/** Error frames are kept whole up to this, whatever the cap (a traceback is what a caller needs). */
const MAX_ERROR_TEXT = 64 << 10;

export interface RunRequest {
  code: string;
  contextId?: string;
  language?: Language;
  env?: Record<string, string>;
  timeoutS?: number;
}

/** How a run ended: the runner's word, or `timeout` when it did not stop after the interrupt. */
export type RunStatus = RunnerStatus | 'timeout';

export interface RunEnd {
  type: 'end';
  context_id: string;
  language: Language;
  status: RunStatus;
  /** The timeout interrupted the run. */
  timed_out: boolean;
  /** Output past the cap was dropped. */
  truncated: boolean;
  /** `dead`: the interpreter died (restart the context); `busy`: it is still in the interrupted run. */
  context_state: 'running' | 'dead' | 'busy';
  execution_count: number | null;
}

export type RunEvent = RunFrame | RunEnd;

/** Where a run's events go; it may wait (the caller's connection is slow), the run waits with it. */
export interface RunSink {
  /** The request reached the context: what follows is its output. */
  started?(): void;
  event(e: RunEvent): void | Promise<void>;
}

export interface PreparedRun {
  caller: Caller;
  vmId: string;
  context: ContextCommand;
  request: RunRequest;
}

export class CodeRuns {
  readonly #contexts: CodeContexts;
  readonly #limits: CodeLimits;
  /** One run at a time per context, in this replica. */
  readonly #queue = new KeyedQueue();

  constructor(contexts: CodeContexts, limits: CodeLimits = DEFAULT_CODE_LIMITS) {
    this.#contexts = contexts;
    this.#limits = limits;
  }

  /** The run's context, found or made, and the request checked: every refusal comes before output. */
  async prepare(caller: Caller, vmId: string, request: RunRequest): Promise<PreparedRun> {
    const bytes = Buffer.byteLength(request.code);
    if (bytes > MAX_CODE_BYTES) {
      throw new ApiError(413, 'too large', `code is ${bytes} bytes; at most ${MAX_CODE_BYTES} per run`);
    }
    const context = await this.#contexts.forRun(caller, vmId, request);
    if (context.command.state !== 'running') throw contextDead(context);
    return { caller, vmId, context, request };
  }

  /** Runs it: its events to `sink` as they come, always ending with the end (which it answers). */
  run(p: PreparedRun, sink: RunSink): Promise<RunEnd> {
    return this.#queue.run(`${p.vmId}/${p.context.contextId}`, () => this.#run(p, sink));
  }

  async #run(p: PreparedRun, sink: RunSink): Promise<RunEnd> {
    const guest = this.#contexts.guest(p.caller, p.vmId);
    const commandId = p.context.command.command_id;
    const runId = randomUUID();
    const cursor = await ledgerNext(guest, commandId);
    const line = `${JSON.stringify({
      run: runId,
      code: p.request.code,
      env: p.request.env ?? {},
      max_output: this.#limits.maxOutputBytes,
    })}\n`;
    try {
      await guest((h, id) => h.command(id, { op: 'stdin', commandId, data: Buffer.from(line) }));
    } catch (err) {
      // The runner is gone (it died since the context was looked up).
      if (err instanceof ApiError && err.status === 409) throw contextDead(p.context);
      throw err;
    }
    sink.started?.();
    const reader = new RunnerReader(guest, commandId, cursor, {
      maxLine: this.#limits.maxOutputBytes + (64 << 10),
      reader: runId,
    });
    const run = new RunState(p.context, sink, this.#limits.maxOutputBytes);
    const deadline = Date.now() + (p.request.timeoutS ?? DEFAULT_TIMEOUT_S) * 1000;
    let interruptedAt: number | undefined;
    for (;;) {
      const now = Date.now();
      if (interruptedAt === undefined && now >= deadline) {
        interruptedAt = now;
        await interrupt(guest, commandId);
      }
      if (interruptedAt !== undefined && now >= interruptedAt + INTERRUPT_GRACE_MS) {
        return run.end('timeout', true, 'busy');
      }
      const until = interruptedAt === undefined ? deadline : interruptedAt + INTERRUPT_GRACE_MS;
      for (const e of await reader.read(Math.min(READ_WAIT_MS, until - now))) {
        if (e.kind === 'end') {
          // The runner itself is gone (killed, or the interpreter took it down): no end line of its own.
          const value = `the context's runner exited (code ${e.exitCode})`;
          await run.output({ type: 'error', name: 'ContextDied', value, traceback: '' });
          return run.end('died', interruptedAt !== undefined, 'dead');
        }
        if (e.kind === 'dropped') run.cut();
        else if (e.kind === 'stderr') await run.output({ type: 'stderr', text: e.text });
        else if (e.line === null) run.cut();
        else {
          const l = parseLine(e.line);
          if (l.kind === 'raw') await run.output({ type: 'stdout', text: l.text });
          if (!('run' in l) || l.run !== runId) continue;
          if (l.kind === 'start') run.begin();
          else if (l.kind === 'frame') await run.output(l.frame);
          else if (l.kind === 'end') {
            if (l.truncated) run.cut();
            const timedOut = interruptedAt !== undefined && l.status === 'interrupted';
            // A runner whose interpreter died exits next: the answer waits for it, so the
            // context reads dead to whoever asks after it.
            if (l.status === 'died') await untilEnded(reader);
            return run.end(l.status, timedOut, l.status === 'died' ? 'dead' : 'running');
          }
        }
      }
    }
  }
}

/** Reads on (discarding) until the runner's command has ended, for a few seconds at most. */
async function untilEnded(reader: RunnerReader): Promise<void> {
  const deadline = Date.now() + DEATH_WAIT_MS;
  while (!reader.ended && Date.now() < deadline) await reader.read(deadline - Date.now());
}

/** What one run has produced so far, and its cap. */
class RunState {
  readonly #context: ContextCommand;
  readonly #sink: RunSink;
  readonly #cap: number;
  /** Our run's start line was read: output from here on is ours. */
  #mine = false;
  #left: number;
  #truncated = false;
  #noticed = false;
  #executionCount: number | null = null;

  constructor(context: ContextCommand, sink: RunSink, cap: number) {
    this.#context = context;
    this.#sink = sink;
    this.#cap = cap;
    this.#left = cap;
  }

  begin(): void {
    this.#mine = true;
  }

  /** Output was lost before it was read (a line too long to hold, frames the ledger dropped). */
  cut(): void {
    if (this.#mine) this.#truncated = true;
  }

  async output(frame: RunFrame): Promise<void> {
    if (!this.#mine) return; // the end of an earlier run, or stray output between runs
    if (frame.type === 'execution_count') this.#executionCount = frame.execution_count;
    if (frame.type === 'error') {
      frame = {
        ...frame,
        traceback: frame.traceback.slice(0, MAX_ERROR_TEXT),
        value: frame.value.slice(0, MAX_ERROR_TEXT),
      };
    } else if (frame.type !== 'execution_count') {
      const bytes = frameBytes(frame);
      if (this.#truncated || bytes > this.#left) {
        this.#truncated = true;
        if (this.#noticed) return;
        this.#noticed = true;
        frame = { type: 'stderr', text: `\n[warren: output past ${this.#cap} bytes dropped]\n` };
      } else {
        this.#left -= bytes;
      }
    }
    await this.#sink.event(frame);
  }

  async end(status: RunStatus, timedOut: boolean, state: RunEnd['context_state']): Promise<RunEnd> {
    const end: RunEnd = {
      type: 'end',
      context_id: this.#context.contextId,
      language: this.#context.language as Language,
      status,
      timed_out: timedOut || status === 'timeout',
      truncated: this.#truncated,
      context_state: state,
      execution_count: this.#executionCount,
    };
    await this.#sink.event(end);
    return end;
  }
}

/** SIGINT to the runner's process group: the runner interrupts its interpreter's run. */
async function interrupt(guest: GuestCall, commandId: string): Promise<void> {
  try {
    await guest((h, id) => h.command(id, { op: 'signal', commandId, signal: 'INT' }));
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 409)) throw err; // it has exited: the read says so
  }
}

export function contextDead(c: ContextCommand): ApiError {
  return conflict(
    'context is dead',
    `context ${c.contextId} exited (code ${c.command.exit_code ?? 'unknown'}); restart it: POST /vms/{id}/contexts/${c.contextId}/restart`,
  );
}
