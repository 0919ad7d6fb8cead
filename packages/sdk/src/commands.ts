// A sandbox's commands (docs/commands.md): start one and get a `Command` at once, list and look
// them up, read a command's output from a cursor as an async iterator that follows it live and
// resumes by itself after a dropped connection (the ledger numbers the frames, so a resumed read
// has no gap and no repeat), write its stdin, signal it, resize its terminal, wait for its end,
// and attach to it over a WebSocket. `runStreamed` is `sandbox.run` with output callbacks.

import { base64, toBytes } from './bytes.ts';
import { ClientClosedError, ServerError, TransportError } from './errors.ts';
import type { paths } from './generated/openapi.ts';
import type { Transport } from './transport.ts';
import type { Answer, ExecResult, RequestBody } from './types.ts';

/** A command as `GET /vms/{id}/commands/{command_id}` answers it. */
export type CommandInfo = Answer<'/vms/{id}/commands/{command_id}', 'get'>;
export type StartCommandBody = RequestBody<'/vms/{id}/commands', 'post'>;
export type CommandSignal = RequestBody<'/vms/{id}/commands/{command_id}/signal', 'post'>['signal'];
export type PtySize = { cols: number; rows: number };
/** One NDJSON line of GET .../output: a frame, a dropped notice or the end. */
type OutputLine =
  paths['/vms/{id}/commands/{command_id}/output']['get']['responses'][200]['content']['application/x-ndjson'];

/** At most this much stdin per request (the server answers 413 above it); larger writes are split. */
export const MAX_STDIN_CHUNK = 4 * 1024 * 1024;
/** What a streamed `run` keeps of each stream for its result, like exec (the callbacks get all). */
export const RUN_KEEP_BYTES = 16 * 1024 * 1024;
/** A cursor past every frame: the answer is only the end line, once the command has ended. */
const END_CURSOR = Number.MAX_SAFE_INTEGER;
/** Reconnections in a row that made no progress before an output read gives up. */
const MAX_RESUMES = 5;
const RESUME_BACKOFF_MS = [100, 250, 500, 1000, 2000];

/** One frame of a command's output. */
export interface OutputFrame {
  /** The ledger's number of the frame: `output({cursor: seq + 1})` reads on after it. */
  seq: number;
  stream: 'stdout' | 'stderr' | 'pty';
  data: Uint8Array;
  at_unix_ns: number;
}

/** How a command ended: its exit code (128 + signal for a signal) and whether `timeoutS` killed it. */
export interface CommandExit {
  exit_code: number;
  timed_out: boolean;
}

export interface StartOptions {
  /** Variables over the image's environment. */
  env?: Record<string, string>;
  /** Absolute working directory (default: the image's). */
  cwd?: string;
  /** Seconds (1-86400); at the limit its whole process tree is killed and it ends `timed_out`. */
  timeoutS?: number;
  /** Keep stdin open for `sendStdin` (default: stdin is empty). */
  stdin?: boolean;
  /** Run it on a terminal of this size (stdin, stdout and stderr are the terminal). */
  pty?: PtySize;
  /** Run it as this account of the image, in its home unless `cwd` says otherwise (default: root). */
  user?: string;
}

export interface OutputOptions {
  /** The first seq wanted; default 0 (everything the ledger still holds). */
  cursor?: number;
  /** Keep reading as the command produces output, until its end. */
  follow?: boolean;
  signal?: AbortSignal;
}

export interface AttachOptions {
  /** The first seq sent; default 0, so an attach replays what the ledger holds. */
  cursor?: number;
  /** Output bytes as they come (a terminal's, or stdout and stderr interleaved). */
  onOutput: (data: Uint8Array) => void;
  /** A control the sandbox refused (a resize racing the end): the socket stays open. */
  onError?: (error: { error: string; message: string }) => void;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The sandbox's commands: `sandbox.commands`. */
export class Commands {
  readonly #t: Transport;
  readonly #vmId: string;

  constructor(transport: Transport, vmId: string) {
    this.#t = transport;
    this.#vmId = vmId;
  }

  /**
   * Starts a command and answers at once: a string runs with `/bin/sh -c`, a list is the argument
   * vector. Its output is kept in the sandbox whether or not anyone reads it.
   */
  async start(command: string | string[], opts: StartOptions = {}): Promise<Command> {
    const body: StartCommandBody = typeof command === 'string' ? { command } : { args: command };
    if (opts.env !== undefined) body.env = opts.env;
    if (opts.cwd !== undefined) body.cwd = opts.cwd;
    if (opts.timeoutS !== undefined) body.timeout_s = opts.timeoutS;
    if (opts.stdin !== undefined) body.stdin = opts.stdin;
    if (opts.pty !== undefined) body.pty = opts.pty;
    if (opts.user !== undefined) body.user = opts.user;
    // Not repeated: a start whose answer was lost may have started it (list() finds it).
    const info = await this.#t.call({ idempotent: false }, (signal) =>
      this.#t.api.POST('/vms/{id}/commands', { params: { path: { id: this.#vmId } }, body, signal }),
    );
    return new Command(this.#t, this.#vmId, info);
  }

  /** The sandbox's commands, newest first. */
  async list(): Promise<Command[]> {
    const answer = await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.GET('/vms/{id}/commands', { params: { path: { id: this.#vmId } }, signal }),
    );
    return answer.commands.map((info) => new Command(this.#t, this.#vmId, info));
  }

  /** One command by its id (NotFoundError when the sandbox does not keep it). */
  async get(commandId: string): Promise<Command> {
    return new Command(this.#t, this.#vmId, await readCommand(this.#t, this.#vmId, commandId));
  }
}

function readCommand(t: Transport, vmId: string, commandId: string): Promise<CommandInfo> {
  return t.call({ idempotent: true }, (signal) =>
    t.api.GET('/vms/{id}/commands/{command_id}', { params: { path: { id: vmId, command_id: commandId } }, signal }),
  );
}

/** A command in a sandbox; every method reaches the sandbox, the object keeps only `info`. */
export class Command {
  readonly id: string;
  /** Its pid inside the sandbox (0 if the program could not start). */
  readonly pid: number;
  /** The command as last read (`refresh()` reads it again). */
  info: CommandInfo;
  /** Bytes the ledger dropped before this object's reads got them (nobody was following). */
  droppedBytes = 0;
  readonly #t: Transport;
  readonly #vmId: string;
  #exit: CommandExit | undefined;

  constructor(transport: Transport, vmId: string, info: CommandInfo) {
    this.#t = transport;
    this.#vmId = vmId;
    this.info = info;
    this.id = info.command_id;
    this.pid = info.pid;
    this.#noteInfo(info);
  }

  get #params() {
    return { path: { id: this.#vmId, command_id: this.id } };
  }

  /** Its exit once known (from `wait`, an output read that reached the end, or `refresh`). */
  get exit(): CommandExit | undefined {
    return this.#exit;
  }

  #noteInfo(info: CommandInfo): void {
    if (info.state === 'exited' && info.exit_code !== null) {
      this.#exit = { exit_code: info.exit_code, timed_out: info.timed_out };
    }
  }

  /** Reads the command again (state, exit_code, ended_unix_ns). */
  async refresh(): Promise<CommandInfo> {
    this.info = await readCommand(this.#t, this.#vmId, this.id);
    this.#noteInfo(this.info);
    return this.info;
  }

  /**
   * Its output from `cursor` (default 0), frame by frame. Without `follow` it ends with what
   * exists now; with it, it ends when the command has ended and every frame was read. A dropped
   * connection is resumed from the next seq not yet read, so nothing is missed or repeated.
   */
  async *output(opts: OutputOptions = {}): AsyncGenerator<OutputFrame, void, undefined> {
    let cursor = opts.cursor ?? 0;
    const follow = opts.follow ?? false;
    for (let failures = 0; ; ) {
      let progressed = false;
      try {
        for await (const line of this.#lines(cursor, follow, opts.signal)) {
          progressed = true;
          if ('end' in line) {
            this.#exit = { exit_code: line.exit_code, timed_out: line.timed_out };
            return;
          }
          cursor = line.seq + 1;
          if ('dropped_bytes' in line) {
            this.droppedBytes = line.dropped_bytes;
            continue;
          }
          yield {
            seq: line.seq,
            stream: line.stream,
            data: fromBase64(line.data_b64),
            at_unix_ns: line.at_unix_ns,
          };
        }
        // An answer without follow ends with what exists; a follow that ends without its end
        // line was cut short (a replica restarting): read on from the cursor.
        if (!follow) return;
      } catch (err) {
        if (opts.signal?.aborted || this.#t.closed) throw opts.signal?.reason ?? new ClientClosedError();
        if (!resumable(err)) throw err;
        if (!progressed && ++failures > MAX_RESUMES) {
          throw err instanceof TransportError
            ? err
            : new TransportError(`output of ${this.id}: ${err}`, { cause: err });
        }
      }
      if (progressed) failures = 0;
      else await sleep(RESUME_BACKOFF_MS[Math.min(failures, RESUME_BACKOFF_MS.length - 1)]);
    }
  }

  /** The NDJSON lines of one answer of GET .../output. */
  async *#lines(cursor: number, follow: boolean, signal?: AbortSignal): AsyncGenerator<OutputLine> {
    const body = await this.#t.call({ idempotent: true, signal }, (s) =>
      this.#t.api.GET('/vms/{id}/commands/{command_id}/output', {
        params: { ...this.#params, query: { cursor, follow } },
        parseAs: 'stream',
        signal: s,
      }),
    );
    if (!body) return;
    const reader = (body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let pending = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        pending += decoder.decode(value, { stream: true });
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) if (line) yield JSON.parse(line) as OutputLine;
      }
    } finally {
      reader.cancel().catch(() => undefined); // the answer may be over already: nothing to cancel
    }
  }

  /** Waits for the command's end (without reading its output) and answers its exit. */
  async wait(opts: { signal?: AbortSignal } = {}): Promise<CommandExit> {
    if (this.#exit) return this.#exit;
    // A cursor past every frame: the follow answers nothing but the end line.
    for await (const _ of this.output({ cursor: END_CURSOR, follow: true, signal: opts.signal })) {
      // no frame has a seq that high
    }
    if (!this.#exit) throw new TransportError(`the output of ${this.id} ended without its end`);
    return this.#exit;
  }

  /** Writes to its stdin (started with `stdin: true`, or on a terminal); text is UTF-8. */
  async sendStdin(data: string | Uint8Array): Promise<void> {
    const bytes = toBytes(data);
    for (let at = 0; at === 0 || at < bytes.length; at += MAX_STDIN_CHUNK) {
      await this.#stdin({ data_b64: base64(bytes.subarray(at, at + MAX_STDIN_CHUNK)) });
    }
  }

  /** Closes its stdin (on a terminal: sends ^D). */
  async closeStdin(): Promise<void> {
    await this.#stdin({ data_b64: '', eof: true });
  }

  #stdin(body: { data_b64: string; eof?: boolean }) {
    // Never repeated: a write whose answer was lost may have been written.
    return this.#t.call({ idempotent: false }, (signal) =>
      this.#t.api.POST('/vms/{id}/commands/{command_id}/stdin', { params: this.#params, body, signal }),
    );
  }

  /** Signals its process group (`KILL`: its whole process tree). */
  async signal(signal: CommandSignal): Promise<void> {
    // KILL twice is KILL once; an INT or TERM delivered twice is not, so those are sent once.
    await this.#t.call({ idempotent: signal === 'KILL' }, (s) =>
      this.#t.api.POST('/vms/{id}/commands/{command_id}/signal', { params: this.#params, body: { signal }, signal: s }),
    );
  }

  /** Kills its whole process tree. */
  kill(): Promise<void> {
    return this.signal('KILL');
  }

  /** Resizes its terminal (ConflictError for a command without one). */
  async resize(cols: number, rows: number): Promise<void> {
    await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.POST('/vms/{id}/commands/{command_id}/resize', {
        params: this.#params,
        body: { cols, rows },
        signal,
      }),
    );
  }

  /**
   * Attaches over a WebSocket: output to `onOutput`, stdin, resizes and signals through the
   * answer. Detaching leaves the command running. In a browser the session cookie authenticates
   * (a browser WebSocket carries no Authorization header).
   */
  async attach(opts: AttachOptions): Promise<Attachment> {
    await this.refresh(); // a missing command or a paused sandbox is its error, not a closed socket
    const url = new URL(`${this.#t.apiUrl}/vms/${encodeURIComponent(this.#vmId)}/commands/${this.id}/attach`);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.searchParams.set('cursor', String(opts.cursor ?? 0));
    const headers = await this.#t.authHeaders();
    // Node's WebSocket (undici) takes headers; a browser's takes none, and needs none there.
    const ws = Object.keys(headers).length
      ? new (WebSocket as unknown as new (url: string, init: object) => WebSocket)(url.href, { headers })
      : new WebSocket(url.href);
    ws.binaryType = 'arraybuffer';
    const attachment = new Attachment(ws, opts, (exit) => {
      if (exit) this.#exit = exit;
    });
    await attachment.opened;
    return attachment;
  }
}

/** An attached WebSocket: write stdin, resize, signal; `closed` settles when it ends. */
export class Attachment {
  /** The command's exit when it ended; null when this side detached. Rejects if the socket failed. */
  readonly closed: Promise<CommandExit | null>;
  /** Resolves once the socket is open. */
  readonly opened: Promise<void>;
  readonly #ws: WebSocket;
  #detached = false;

  constructor(ws: WebSocket, opts: AttachOptions, onExit: (exit: CommandExit | null) => void) {
    this.#ws = ws;
    this.opened = new Promise((resolve, reject) => {
      ws.addEventListener('open', () => resolve(), { once: true });
      ws.addEventListener('close', () => reject(new TransportError('attach: the WebSocket did not open')), {
        once: true,
      });
    });
    this.opened.catch(() => undefined); // its rejection is also `closed`'s, which the caller awaits
    ws.addEventListener('message', (ev: MessageEvent) => {
      if (typeof ev.data !== 'string') {
        opts.onOutput(new Uint8Array(ev.data as ArrayBuffer));
        return;
      }
      const msg = JSON.parse(ev.data) as { error?: string; message?: string; dropped_bytes?: number };
      if (msg.error !== undefined) opts.onError?.({ error: msg.error, message: msg.message ?? '' });
    });
    this.closed = new Promise((resolve, reject) => {
      ws.addEventListener('close', (ev: CloseEvent) => {
        if (ev.code === 1000 && ev.reason) {
          const exit = JSON.parse(ev.reason) as CommandExit;
          onExit(exit);
          resolve(exit);
        } else if (this.#detached) resolve(null);
        else reject(new TransportError(`attach closed (${ev.code}${ev.reason ? `: ${ev.reason}` : ''})`));
      });
    });
  }

  #send(data: string | Uint8Array): void {
    if (this.#ws.readyState === WebSocket.OPEN) this.#ws.send(data);
  }

  /** Bytes (or UTF-8 text) to the command's stdin. */
  write(data: string | Uint8Array): void {
    this.#send(toBytes(data));
  }

  resize(cols: number, rows: number): void {
    this.#send(JSON.stringify({ resize: { cols, rows } }));
  }

  signal(signal: CommandSignal): void {
    this.#send(JSON.stringify({ signal }));
  }

  /** Closes the command's stdin (on a terminal: ^D). */
  closeStdin(): void {
    this.#send(JSON.stringify({ eof: true }));
  }

  /** Closes the socket; the command keeps running. */
  detach(): void {
    this.#detached = true;
    this.#ws.close(1000);
  }
}

/** A failure an output read recovers from by asking again from its cursor. */
function resumable(err: unknown): boolean {
  if (err instanceof TransportError || err instanceof ServerError) return true;
  // The body stream broke after the headers (undici's "terminated"), or the line was cut.
  return err instanceof TypeError || err instanceof SyntaxError;
}

function fromBase64(text: string): Uint8Array {
  const NodeBuffer = (globalThis as { Buffer?: { from(s: string, enc: 'base64'): Uint8Array } }).Buffer;
  if (NodeBuffer) return new Uint8Array(NodeBuffer.from(text, 'base64'));
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

export interface StreamedRun {
  env?: Record<string, string>;
  cwd?: string;
  user?: string;
  timeoutS?: number;
  stdin?: Uint8Array;
  onStdout?: (text: string) => void;
  onStderr?: (text: string) => void;
  signal?: AbortSignal;
}

/**
 * `sandbox.run` with callbacks: starts the command, follows its output to the callbacks as it
 * comes (UTF-8 decoded across frame boundaries), and answers what exec would have: the exit and
 * both streams (each kept up to 16 MiB, like exec).
 */
export async function runStreamed(commands: Commands, command: string[], opts: StreamedRun): Promise<ExecResult> {
  const cmd = await commands.start(command, {
    env: opts.env,
    cwd: opts.cwd,
    timeoutS: opts.timeoutS,
    stdin: opts.stdin !== undefined,
    user: opts.user,
  });
  if (opts.stdin !== undefined) {
    if (opts.stdin.length > 0) await cmd.sendStdin(opts.stdin);
    await cmd.closeStdin();
  }
  const streams = {
    stdout: { decoder: new TextDecoder(), text: '', bytes: 0, truncated: false, on: opts.onStdout },
    stderr: { decoder: new TextDecoder(), text: '', bytes: 0, truncated: false, on: opts.onStderr },
  };
  const take = (s: (typeof streams)['stdout'], text: string, bytes: number) => {
    if (text) s.on?.(text);
    if (s.bytes + bytes > RUN_KEEP_BYTES) s.truncated = true;
    else s.text += text;
    s.bytes += bytes;
  };
  for await (const frame of cmd.output({ follow: true, signal: opts.signal })) {
    const s = frame.stream === 'stderr' ? streams.stderr : streams.stdout;
    take(s, s.decoder.decode(frame.data, { stream: true }), frame.data.length);
  }
  for (const s of [streams.stdout, streams.stderr]) take(s, s.decoder.decode(), 0);
  const exit = cmd.exit ?? (await cmd.wait());
  return {
    exit_code: exit.exit_code,
    stdout: streams.stdout.text,
    stderr: streams.stderr.text,
    stdout_truncated: streams.stdout.truncated,
    stderr_truncated: streams.stderr.truncated,
    ...(exit.timed_out ? { timed_out: true } : {}),
  };
}
