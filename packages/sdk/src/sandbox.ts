// One sandbox as the SDK hands it out: the specification's fields as properties, and its
// operations: run (argv, shell, background, stdin), runCode and contexts (code.ts), sessions, files, expose, the lifecycle
// (sleep, wake, pause, resume, archive, unarchive, reboot, delete), snapshot, fork, events,
// logs, metrics, update (labels, lifecycle), extend and refresh, plus the older names (stop, start, branch, exec, execBackground).
// Commands that answer at once (`commands`, `pty`, `run` with output callbacks) are commands.ts.

import { base64, toBytes } from './bytes.ts';
import { Contexts, type Execution, type RunCodeOptions, runCode } from './code.ts';
import { type Command, Commands, runStreamed, type StartOptions } from './commands.ts';
import { Files } from './files.ts';
import type { Transport } from './transport.ts';
import type {
  BackgroundProcess,
  ConsoleLog,
  Event,
  ExecResult,
  Ingress,
  LogsQuery,
  Metrics,
  MetricsHistory,
  MetricsHistoryQuery,
  MetricsQuery,
  NetworkRules,
  SandboxChanges,
  SandboxRecord,
  Snapshot,
  SnapshotCreated,
  Unarchived,
} from './types.ts';

/** At most this much stdin per call (the server answers 413 `too large` above it). */
export const MAX_STDIN_BYTES = 4 * 1024 * 1024;
export const MAX_FORK = 4;

export interface RunOptions {
  /** Text (UTF-8) or bytes fed to the command's standard input; at most 4 MiB. */
  stdin?: string | Uint8Array;
  /** How long the HTTP call may take (not the command: see `timeoutS`). */
  timeoutMs?: number;
  /** Variables over the image's environment. */
  env?: Record<string, string>;
  /** Absolute working directory (default: the image's). */
  cwd?: string;
  /** Seconds (1-86400); at the limit the command's process tree is killed and `timed_out` is true. */
  timeoutS?: number;
  /** Run as this account of the image, in its home unless `cwd` says otherwise (default: root). */
  user?: string;
  /** Output as it comes (UTF-8 text); with either callback the command streams (see commands.ts). */
  onStdout?: (text: string) => void;
  onStderr?: (text: string) => void;
}

export interface SnapshotOptions {
  leave_paused?: boolean;
  /** Caller-chosen id (UUID); one is chosen for you so a retry is safe. */
  snapshot_id?: string;
  /** Wait until the snapshot is durable (uploaded to object storage). */
  waitDurable?: boolean;
  /** Limit of that wait; default 120 000. */
  timeoutMs?: number;
}

/** A snapshot: the creation answer, plus `durable` and `logical_bytes` once waited for. */
export type SnapshotResult = SnapshotCreated & Partial<Pick<Snapshot, 'durable' | 'logical_bytes'>>;

/**
 * What a sandbox asks of the client that made it (Client is one: client.ts). Named here so that
 * this module never imports the client above it.
 */
export interface SandboxOwner {
  sandboxes: {
    delete(vmId: string): Promise<void>;
    wrap(record: SandboxRecord): Sandbox;
    record(vmId: string): Promise<SandboxRecord>;
  };
  snapshots: { waitDurable(snapshotId: string, opts?: { timeoutMs?: number }): Promise<Snapshot> };
}

// The record's fields become the object's own properties (vm_id, state, guest_ip, ...).
export interface Sandbox extends SandboxRecord {}

// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the constructor assigns every field of the record.
export class Sandbox {
  readonly #client: SandboxOwner;
  readonly #t: Transport;

  constructor(client: SandboxOwner, transport: Transport, record: SandboxRecord) {
    this.#client = client;
    this.#t = transport;
    Object.assign(this, record);
  }

  /** The sandbox's filesystem. */
  get files(): Files {
    return new Files(this.#t, this.vm_id);
  }

  get #path() {
    return { path: { id: this.vm_id } };
  }

  /** The plain record (what `GET /vms/{id}` answered last). */
  toJSON(): SandboxRecord {
    return { ...this };
  }

  /**
   * Runs a command to completion. A string runs through `sh -c`; a list is the argument vector.
   * `{background: true}` (string only, no stdin) starts it detached and answers with its pid.
   * A returned result does not mean success: check `exit_code`.
   */
  run(command: string | string[], opts?: RunOptions & { background?: false }): Promise<ExecResult>;
  run(
    command: string,
    opts: { background: true } & Pick<RunOptions, 'timeoutMs' | 'env' | 'cwd'>,
  ): Promise<BackgroundProcess>;
  async run(
    command: string | string[],
    opts: RunOptions & { background?: boolean } = {},
  ): Promise<ExecResult | BackgroundProcess> {
    const args = typeof command === 'string' ? ['sh', '-c', command] : command;
    const streamed = opts.onStdout !== undefined || opts.onStderr !== undefined;
    const fields = {
      ...(opts.env !== undefined ? { env: opts.env } : {}),
      ...(opts.cwd !== undefined ? { cwd: opts.cwd } : {}),
      ...(opts.timeoutS !== undefined ? { timeout_s: opts.timeoutS } : {}),
      ...(opts.user !== undefined ? { user: opts.user } : {}),
    };
    if (opts.background) {
      if (typeof command !== 'string') throw new TypeError('background needs a shell string, not a list');
      if (opts.stdin !== undefined) throw new TypeError('background cannot combine with stdin');
      if (streamed) throw new TypeError('background output is discarded: use commands.start to follow it');
      return this.#exec({ args, background: true, ...fields }, opts.timeoutMs) as Promise<BackgroundProcess>;
    }
    const body: { args: string[]; stdin_b64?: string } = { args, ...fields };
    let stdin: Uint8Array | undefined;
    if (opts.stdin !== undefined) {
      stdin = toBytes(opts.stdin);
      if (stdin.length > MAX_STDIN_BYTES) {
        throw new RangeError(`stdin takes at most ${MAX_STDIN_BYTES} bytes per call, got ${stdin.length}`);
      }
      body.stdin_b64 = base64(stdin);
    }
    if (streamed) return runStreamed(this.commands, args, { ...opts, stdin });
    // The call waits for the command: give it the command's own limit and a margin.
    const timeoutMs = opts.timeoutMs ?? (opts.timeoutS === undefined ? undefined : timeoutFor(opts.timeoutS, this.#t));
    return this.#exec(body, timeoutMs) as Promise<ExecResult>;
  }

  /** Older name: runs a command (string: shell, list: argv). */
  exec(command: string | string[], opts?: RunOptions): Promise<ExecResult> {
    return this.run(command, opts);
  }

  /** Older name: starts a shell command in the background. */
  execBackground(command: string): Promise<BackgroundProcess> {
    return this.run(command, { background: true });
  }

  #exec(body: Record<string, unknown>, timeoutMs?: number) {
    return this.#t.call({ idempotent: false, timeoutMs }, (signal) =>
      this.#t.api.POST('/vms/{id}/exec', { params: this.#path, body, signal }),
    );
  }

  /**
   * Runs code in a code context (docs/code.md): Python by default, in the language's default
   * context unless `contextId` names one. Variables last between runs of a context.
   */
  runCode(code: string, opts: RunCodeOptions = {}): Promise<Execution> {
    return runCode(this.#t, this.vm_id, code, opts);
  }

  /** The sandbox's code contexts: create, list, restart, delete. */
  get contexts(): Contexts {
    return new Contexts(this.#t, this.vm_id);
  }

  /** Commands that answer at once: start, list, get (docs/commands.md). */
  get commands(): Commands {
    return new Commands(this.#t, this.vm_id);
  }

  /** A shell (`/bin/sh`, or `command`) on a terminal of `cols` x `rows`; attach to it or drive it. */
  pty(
    size: { cols: number; rows: number },
    opts: Omit<StartOptions, 'pty' | 'stdin'> & { command?: string | string[] } = {},
  ): Promise<Command> {
    const { command = ['/bin/sh'], ...rest } = opts;
    return this.commands.start(command, { ...rest, pty: size });
  }

  /** A persistent shell: working directory, environment and background processes persist. */
  session(sessionId: string = crypto.randomUUID()): Session {
    return new Session(this.#t, this.vm_id, sessionId);
  }

  /** Publishes a guest port on a public HTTPS URL (`publicPort` 0 or unset: assigned). */
  async expose(port: number, publicPort?: number): Promise<Ingress> {
    const body = publicPort === undefined ? { guest_port: port } : { guest_port: port, public_port: publicPort };
    // Exposing the same guest port again answers the same ingress, so a retry is safe.
    return this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.POST('/vms/{id}/expose', { params: this.#path, body, signal }),
    );
  }

  /** The sandbox's public endpoints. */
  async ingresses(): Promise<Ingress[]> {
    const answer = await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.GET('/vms/{id}/ingress', { params: this.#path, signal }),
    );
    return answer.ingresses;
  }

  /** Removes a public endpoint (by its ingress_id). */
  async unexpose(ingressId: string): Promise<void> {
    await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.DELETE('/ingress/{ingress_id}', { params: { path: { ingress_id: ingressId } }, signal }),
    );
  }

  /** Puts the sandbox to sleep if it has no work; false when it is busy (it keeps running). */
  async sleep(): Promise<boolean> {
    const answer = await this.#t.call({ idempotent: false }, (signal) =>
      this.#t.api.POST('/vms/{id}/sleep', { params: this.#path, signal }),
    );
    return answer.slept;
  }

  /** Wakes a slept sandbox without running a command. */
  async wake(): Promise<void> {
    await this.#lifecycle('/vms/{id}/resume');
  }

  /** Pauses the vCPUs; guest operations answer 409 `sandbox is paused` until `resume`. */
  async pause(): Promise<void> {
    await this.#lifecycle('/vms/{id}/pause');
  }

  async resume(): Promise<void> {
    await this.#lifecycle('/vms/{id}/resume');
  }

  /** Archives: memory and disk go to object storage; the sandbox-count slot is released. */
  async archive(): Promise<void> {
    await this.#lifecycle('/vms/{id}/stop');
    this.state = 'archived';
  }

  /** Brings an archived sandbox back; processes, sockets and memory continue. */
  async unarchive(): Promise<void> {
    const answer: Unarchived = await this.#t.call({ idempotent: false }, (signal) =>
      this.#t.api.POST('/vms/{id}/start', { params: this.#path, signal }),
    );
    this.state = 'running';
    this.node = answer.node;
  }

  /** Older name of `archive`. */
  stop(): Promise<void> {
    return this.archive();
  }

  /** Older name of `unarchive`. */
  start(): Promise<void> {
    return this.unarchive();
  }

  /** Reboots: disk kept; processes, sessions and listeners lost; a new guest_ip. */
  async reboot(): Promise<this> {
    const record = await this.#t.call({ idempotent: false }, (signal) =>
      this.#t.api.POST('/vms/{id}/reboot', { params: this.#path, signal }),
    );
    Object.assign(this, record);
    return this;
  }

  /** Deletes the sandbox (repeating it is harmless). */
  async delete(): Promise<void> {
    await this.#client.sandboxes.delete(this.vm_id);
    this.state = 'deleting';
  }

  /** A lifecycle POST whose answer carries nothing the SDK needs. */
  #lifecycle(route: '/vms/{id}/resume' | '/vms/{id}/pause' | '/vms/{id}/stop') {
    return this.#t.call({ idempotent: false }, (signal) => this.#t.api.POST(route, { params: this.#path, signal }));
  }

  /** Checkpoints memory and disk; restorable at once, durable seconds later. */
  async snapshot(opts: SnapshotOptions = {}): Promise<SnapshotResult> {
    const body = { snapshot_id: opts.snapshot_id ?? crypto.randomUUID(), leave_paused: opts.leave_paused ?? false };
    const created = await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.POST('/vms/{id}/snapshot', { params: this.#path, body, signal }),
    );
    if (!opts.waitDurable) return created;
    const durable = await this.#client.snapshots.waitDurable(created.snapshot_id, { timeoutMs: opts.timeoutMs });
    return { ...created, durable: durable.durable, logical_bytes: durable.logical_bytes };
  }

  /** Forks live copies: no `n` gives one sandbox, `n` (1-4) a list from one point in time. */
  fork(): Promise<Sandbox>;
  fork(n: number): Promise<Sandbox[]>;
  async fork(n?: number): Promise<Sandbox | Sandbox[]> {
    if (n !== undefined && (!Number.isInteger(n) || n < 1 || n > MAX_FORK)) {
      throw new RangeError(`fork takes 1 to ${MAX_FORK} children, got ${n}`);
    }
    if (n === undefined || n === 1) {
      const body = { child_vm_id: crypto.randomUUID() };
      const record = await this.#t.call({ idempotent: true }, (signal) =>
        this.#t.api.POST('/vms/{id}/branch', { params: this.#path, body, signal }),
      );
      const child = this.#client.sandboxes.wrap(record as SandboxRecord);
      return n === undefined ? child : [child];
    }
    const answer = await this.#t.call({ idempotent: false }, (signal) =>
      this.#t.api.POST('/vms/{id}/branch', { params: this.#path, body: { count: n }, signal }),
    );
    return (answer as { vms: SandboxRecord[] }).vms.map((r) => this.#client.sandboxes.wrap(r));
  }

  /** Older name of `fork`. */
  branch(): Promise<Sandbox>;
  branch(n: number): Promise<Sandbox[]>;
  branch(n?: number): Promise<Sandbox | Sandbox[]> {
    return n === undefined ? this.fork() : this.fork(n);
  }

  /** The lifecycle timeline, newest first. */
  async events(opts: { limit?: number } = {}): Promise<Event[]> {
    const answer = await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.GET('/vms/{id}/events', { params: { ...this.#path, query: opts }, signal }),
    );
    return answer.events;
  }

  /** The serial console's tail (never wakes the guest; 404 while archived). */
  logs(opts: LogsQuery = {}): Promise<ConsoleLog> {
    return this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.GET('/vms/{id}/logs', { params: { ...this.#path, query: opts }, signal }),
    );
  }

  /** Recent host-side samples (30 s, about 2 hours) and the sandbox's `cpus`. */
  metrics(opts: MetricsQuery = {}): Promise<Metrics> {
    return this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.GET('/vms/{id}/metrics', { params: { ...this.#path, query: opts }, signal }),
    );
  }

  /** Per-minute history (`hours` 1-360, or `start` and `end`); also for archived and deleted sandboxes. */
  metricsHistory(opts: MetricsHistoryQuery = {}): Promise<MetricsHistory> {
    return this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.GET('/vms/{id}/metrics/history', { params: { ...this.#path, query: opts }, signal }),
    );
  }

  /** Changes its labels (replaced whole) and lifecycle settings (those named); answers it changed. */
  async update(changes: SandboxChanges): Promise<this> {
    const record = await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.PATCH('/vms/{id}', { params: this.#path, body: changes, signal }),
    );
    Object.assign(this, record);
    return this;
  }

  /**
   * Replaces its egress rules (`{}`: none); its new connections follow them once this answers,
   * open ones go on (docs/network.md). Answers it changed.
   */
  async setNetwork(rules: NetworkRules): Promise<this> {
    const record = await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.PUT('/vms/{id}/network', { params: this.#path, body: rules, signal }),
    );
    Object.assign(this, record);
    return this;
  }

  /** Pushes its expiry `bySeconds` later (ConflictError `no expiry` without max_lifetime_s). */
  async extend(bySeconds: number): Promise<this> {
    const record = await this.#t.call({ idempotent: false }, (signal) =>
      this.#t.api.POST('/vms/{id}/extend', { params: this.#path, body: { by_s: bySeconds }, signal }),
    );
    Object.assign(this, record);
    return this;
  }

  /** Reads the sandbox again (state, guest_ip, node, ...). */
  async refresh(): Promise<this> {
    const record = await this.#client.sandboxes.record(this.vm_id);
    Object.assign(this, record);
    return this;
  }
}

/** An HTTP limit for a call that waits out a command limited to `timeoutS`: that, and a minute. */
function timeoutFor(timeoutS: number, t: Transport): number {
  return Math.max(t.timeoutMs, (timeoutS + 60) * 1000);
}

/** A persistent shell in a sandbox; the same id from any caller is the same shell. */
export class Session {
  readonly id: string;
  readonly #t: Transport;
  readonly #vmId: string;

  constructor(transport: Transport, vmId: string, id: string) {
    this.#t = transport;
    this.#vmId = vmId;
    this.id = id;
  }

  /**
   * Runs a shell command in the session. `env` and `cwd` are set in the session (so they last);
   * `timeoutS` kills what this command started, and the session lives on.
   */
  async run(
    command: string,
    opts: Pick<RunOptions, 'timeoutMs' | 'env' | 'cwd' | 'timeoutS'> = {},
  ): Promise<ExecResult> {
    const body = {
      session_id: this.id,
      command,
      ...(opts.env !== undefined ? { env: opts.env } : {}),
      ...(opts.cwd !== undefined ? { cwd: opts.cwd } : {}),
      ...(opts.timeoutS !== undefined ? { timeout_s: opts.timeoutS } : {}),
    };
    const timeoutMs = opts.timeoutMs ?? (opts.timeoutS === undefined ? undefined : timeoutFor(opts.timeoutS, this.#t));
    const answer = await this.#t.call({ idempotent: false, timeoutMs }, (signal) =>
      this.#t.api.POST('/vms/{id}/exec', { params: { path: { id: this.#vmId } }, body, signal }),
    );
    return answer as ExecResult;
  }

  /** Ends the shell for every caller; true when there was one to close. */
  async close(): Promise<boolean> {
    const answer = await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.POST('/vms/{id}/exec', {
        params: { path: { id: this.#vmId } },
        body: { session_id: this.id, close_session: true },
        signal,
      }),
    );
    return (answer as { closed: boolean }).closed;
  }
}
