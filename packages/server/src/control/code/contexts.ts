// Code contexts (docs/code.md): live interpreters in a sandbox, each a runner started as a command
// of the guest agent with stdin kept open (runners.ts says how a context is written down in the
// ledger). Create, list, restart, delete, and the context a run goes to (a language's default one is
// made on first use). Nothing is kept here: the ledger is the record, so every replica, a fork child
// and a restored sandbox see the same contexts.

import { randomUUID } from 'node:crypto';
import { ApiError, badRequest, conflict, notFound } from '../../errors.ts';
import { KeyedQueue } from '../../sys/keyed-queue.ts';
import type { Caller } from '../access/keys.ts';
import type { SandboxService } from '../sandboxes/service.ts';
import { parseLine } from './frames.ts';
import { type GuestCall, RunnerReader } from './reader.ts';
import {
  type ContextCommand,
  type ContextSpec,
  commandIdOf,
  contextsIn,
  type Language,
  runnerArgs,
  runnerFile,
} from './runners.ts';

/** Live contexts a sandbox may hold (each is an interpreter in its memory). */
export const MAX_CONTEXTS = 8;
/** How long a create or restart waits for the interpreter to answer ready (then answers anyway). */
const READY_WAIT_MS = 100_000;
/** How long a context's runner gets to go after a KILL before a restart or delete gives up. */
const KILL_WAIT_MS = 10_000;
/** What a failed start keeps of the runner's stderr for its answer. */
const STDERR_TAIL = 4096;

export interface ContextView {
  context_id: string;
  language: Language;
  /** The working directory it was started in; null: the image's. */
  cwd: string | null;
  /** `dead`: its interpreter exited (restart it). */
  state: 'running' | 'dead';
  exit_code: number | null;
  /** The command that is its runner (GET /vms/{id}/commands/{command_id}/output reads it raw). */
  command_id: string;
  started_unix_ns: number;
}

export interface NewContext {
  language: Language;
  cwd?: string;
  env?: Record<string, string>;
}

export function viewContext(c: ContextCommand): ContextView {
  return {
    context_id: c.contextId,
    language: c.language ?? 'python',
    cwd: c.spec.cwd ?? null,
    state: c.command.state === 'running' ? 'running' : 'dead',
    exit_code: c.command.exit_code,
    command_id: c.command.command_id,
    started_unix_ns: c.command.started_unix_ns,
  };
}

/** The outcome of waiting for a runner to start. */
export type Readiness = { ready: true } | { ready: false; failed?: string };

/**
 * Follows a runner's ledger from its start until it answers ready, fails, or `waitMs` passes.
 * `failed` says why it could not start (its message, or its stderr when it exited).
 */
export async function awaitReady(guest: GuestCall, commandId: string, waitMs: number): Promise<Readiness> {
  const deadline = Date.now() + waitMs;
  const reader = new RunnerReader(guest, commandId, 0, { maxLine: 1 << 20, reader: randomUUID() });
  let stderr = '';
  while (Date.now() < deadline) {
    for (const e of await reader.read(Math.min(20_000, deadline - Date.now()))) {
      if (e.kind === 'stderr') stderr = (stderr + e.text).slice(-STDERR_TAIL);
      if (e.kind === 'end') return { ready: false, failed: stderr.trim() || `the runner exited with ${e.exitCode}` };
      if (e.kind !== 'line' || e.line === null) continue;
      const line = parseLine(e.line);
      if (line.kind === 'ready') return { ready: true };
      if (line.kind === 'failed') return { ready: false, failed: line.message };
    }
  }
  return { ready: false };
}

export class CodeContexts {
  readonly #sandboxes: SandboxService;
  /** Makes one default context per (sandbox, language) when several runs find none. */
  readonly #making = new KeyedQueue();
  /** Starts of one sandbox's contexts one at a time (in this replica), so the limit holds. */
  readonly #starting = new KeyedQueue();

  constructor(sandboxes: SandboxService) {
    this.#sandboxes = sandboxes;
  }

  /** The guest operations of one sandbox, under the sandbox's rules (404, 409 paused, woken). */
  guest(caller: Caller, vmId: string): GuestCall {
    return (op) => this.#sandboxes.guest(caller, vmId, (h) => op(h, vmId));
  }

  async #all(caller: Caller, vmId: string): Promise<Map<string, ContextCommand>> {
    const commands = await this.guest(caller, vmId)((h, id) => h.command(id, { op: 'list' }));
    return contextsIn(commands);
  }

  /** The sandbox's contexts (deleted ones left out), oldest first. */
  async list(caller: Caller, vmId: string): Promise<ContextView[]> {
    const all = [...(await this.#all(caller, vmId)).values()].filter((c) => !c.closed && c.language);
    return all.map(viewContext).sort((a, b) => a.started_unix_ns - b.started_unix_ns);
  }

  /** One context of the sandbox, else 404 (a deleted one too). */
  async get(caller: Caller, vmId: string, contextId: string): Promise<ContextCommand> {
    const c = (await this.#all(caller, vmId)).get(contextId);
    if (!c || c.closed || !c.language) throw notFound('context');
    return c;
  }

  async create(caller: Caller, vmId: string, req: NewContext): Promise<ContextView> {
    const made = await this.#start(caller, vmId, randomUUID(), 1, req.language, { cwd: req.cwd, env: req.env });
    return this.#started(caller, vmId, made);
  }

  /**
   * The context a run goes to: the one named (404 if the sandbox has none such), or else the
   * language's default context, made on first use (and again after it was deleted).
   */
  async forRun(
    caller: Caller,
    vmId: string,
    req: { contextId?: string; language?: Language },
  ): Promise<ContextCommand> {
    if (req.contextId !== undefined) {
      const c = await this.get(caller, vmId, req.contextId);
      if (req.language !== undefined && req.language !== c.language) {
        throw badRequest(`context ${req.contextId} is ${c.language}, not ${req.language}`);
      }
      return c;
    }
    const language = req.language ?? 'python';
    return this.#making.run(`${vmId}/${language}`, async () => {
      const all = await this.#all(caller, vmId);
      const found = all.get(language);
      if (found && !found.closed) return found;
      return this.#start(caller, vmId, language, (found?.generation ?? 0) + 1, language, {});
    });
  }

  /** Starts the context anew (its variables are gone), with the language and spec it had. */
  async restart(caller: Caller, vmId: string, contextId: string): Promise<ContextView> {
    const c = await this.get(caller, vmId, contextId);
    await this.#kill(caller, vmId, c);
    const made = await this.#start(caller, vmId, contextId, c.generation + 1, c.language as Language, c.spec);
    return this.#started(caller, vmId, made);
  }

  /** Ends the context's interpreter; deleting a deleted context again does nothing. */
  async delete(caller: Caller, vmId: string, contextId: string): Promise<void> {
    const c = (await this.#all(caller, vmId)).get(contextId);
    if (c?.closed) return;
    if (!c?.language) throw notFound('context');
    await this.#kill(caller, vmId, c);
    const marker = { op: 'start' as const, commandId: commandIdOf(contextId, c.generation, true), args: ['true'] };
    try {
      await this.guest(caller, vmId)((h, id) => h.command(id, marker));
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 409 && err.error === 'exists')) throw err; // a concurrent delete
    }
  }

  #start(
    caller: Caller,
    vmId: string,
    contextId: string,
    generation: number,
    language: Language,
    spec: ContextSpec,
  ): Promise<ContextCommand> {
    return this.#starting.run(vmId, async () => {
      const all = await this.#all(caller, vmId);
      return this.#startIn(caller, vmId, all, contextId, generation, language, spec);
    });
  }

  async #startIn(
    caller: Caller,
    vmId: string,
    all: Map<string, ContextCommand>,
    contextId: string,
    generation: number,
    language: Language,
    spec: ContextSpec,
  ): Promise<ContextCommand> {
    const live = [...all.values()].filter(
      (c) => !c.closed && c.command.state === 'running' && c.contextId !== contextId,
    );
    if (live.length >= MAX_CONTEXTS) {
      throw conflict(`context limit (${MAX_CONTEXTS}) reached`, `at most ${MAX_CONTEXTS} live contexts per sandbox`);
    }
    const guest = this.guest(caller, vmId);
    const runner = runnerFile(language);
    if (!(await guest((h, id) => h.stat(id, runner))).exists) {
      throw conflict(
        'no code runner',
        `the sandbox's image has no ${language} runner (${runner}); the default image has them`,
      );
    }
    const call = {
      op: 'start' as const,
      commandId: commandIdOf(contextId, generation),
      args: runnerArgs(language, spec),
      cwd: spec.cwd,
      stdin: true,
      resident: true,
    };
    try {
      const command = await guest((h, id) => h.command(id, call));
      return { contextId, generation, closed: false, language, spec, command };
    } catch (err) {
      // Another replica (or run) started this generation first: it is the context now.
      if (err instanceof ApiError && err.status === 409 && err.error === 'exists') {
        return this.get(caller, vmId, contextId);
      }
      throw err;
    }
  }

  /** A context just started, once its interpreter answered ready (or the wait ran out). */
  async #started(caller: Caller, vmId: string, c: ContextCommand): Promise<ContextView> {
    const readiness = await awaitReady(this.guest(caller, vmId), c.command.command_id, READY_WAIT_MS);
    if (!readiness.ready && readiness.failed !== undefined) {
      // A working directory that is not one is the caller's; anything else is the image's.
      if (/cannot change directory/.test(readiness.failed)) throw badRequest(`cwd: ${readiness.failed}`);
      throw conflict('context failed to start', readiness.failed);
    }
    return viewContext((await this.#all(caller, vmId)).get(c.contextId) ?? c);
  }

  /** Kills a context's runner and its whole process tree, and waits until its command has ended. */
  async #kill(caller: Caller, vmId: string, c: ContextCommand): Promise<void> {
    if (c.command.state !== 'running') return;
    const guest = this.guest(caller, vmId);
    const commandId = c.command.command_id;
    await guest((h, id) => h.command(id, { op: 'signal', commandId, signal: 'KILL' })).catch((err) => {
      if (!(err instanceof ApiError && err.error === 'command has exited')) throw err;
    });
    const deadline = Date.now() + KILL_WAIT_MS;
    while (Date.now() < deadline) {
      const info = await guest((h, id) => h.command(id, { op: 'get', commandId }));
      if (info.state === 'exited') return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new ApiError(503, 'context did not stop', `the runner of context ${c.contextId} outlived a KILL`);
  }
}
