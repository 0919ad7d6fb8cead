// Host side of the guest protocol: one multiplexed connection to a guest agent over the unix
// socket QEMU binds to the virtio-serial port `warren.0`. Requests carry ids, responses may come
// in any order; each request has a timeout. A timeout or a closed channel is
// AgentUnreachableError; an `error` frame is GuestError with the agent's code.

import type net from 'node:net';
import { sampledWaits, starvedWindows, type WaitedMs } from '../sys/starvation.ts';
import { connectUnixSocket } from '../sys/unix-socket.ts';
import type { Frame } from './framing.ts';
import { encodeFrame, FrameDecoder } from './framing.ts';
import type {
  CommandAnswer,
  CommandCall,
  CommandInfo,
  CommandOutput,
  ExecOutput,
  FileEntry,
  FileStat,
  SessionExecOptions,
  WatchAnswer,
  WatchCall,
  WatchEvents,
  WriteFileOptions,
} from './types.ts';
import { AgentUnreachableError, GuestError } from './types.ts';

export const PROTOCOL_VERSION = 3;
const DEFAULT_TIMEOUT_MS = 30_000;
const LIVENESS_INTERVAL_MS = 5_000;
/** Bytes of a file one answer carries (the agent caps a chunk at 4 MiB). */
const FILE_CHUNK = 1024 * 1024;
/**
 * Generous: a TCG guest under a fork storm, or booting on a host busy with other guests, is slow,
 * not dead (20 s was seen to be too short with a few guests booting at once on 2 cores).
 */
const LIVENESS_TIMEOUT_MS = 60_000;

export interface ContainerConfig {
  runtime: 'container' | 'vm';
  entrypoint: string[];
  env: string[];
  cwd: string;
  pids_max: number;
  memory_max_bytes: number;
}

export interface ConfigureRequest {
  unix_ns: number;
  entropy_b64: string;
  net?: { ip: string; prefix: number; gateway: string; dns?: string[] };
  hostname?: string;
  container?: ContainerConfig;
  /** Volumes to mount (or, already mounted, to resynchronise after a restore): docs/volumes.md. */
  volumes?: GuestVolume[];
}

/** A volume as the guest agent mounts it: its port, its path in the container, read-only or not. */
export interface GuestVolume {
  port: string;
  path: string;
  read_only: boolean;
}

export interface HelloResult {
  version: number;
  agent: string;
  boot_unix_ns: number;
}

export interface GuestStats {
  procs: number;
  cpu_ms: number;
  mem_used_mb: number;
  connections: number;
  background: number;
}

interface Pending {
  resolve: (f: Frame) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
}

export class GuestClient {
  private readonly socket: net.Socket;
  private readonly decoder = new FrameDecoder();
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closedError: Error | null = null;

  private watchdog: NodeJS.Timeout | null = null;
  private probing = false;
  /** Milliseconds the guest's VMM has waited for a CPU so far (every thread), sampled (sys/starvation.ts). */
  private readonly waitedMs: WaitedMs;

  private constructor(socket: net.Socket, firstRequestId: number, waitedMs: () => number | undefined) {
    this.socket = socket;
    this.nextId = firstRequestId;
    this.waitedMs = sampledWaits(waitedMs);
    // While calls are outstanding, check every few seconds that the agent still answers at all:
    // a long exec is fine, a guest that froze (or whose agent died) is AgentUnreachableError.
    this.watchdog = setInterval(() => this.probe(), LIVENESS_INTERVAL_MS);
    this.watchdog.unref();
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('error', (err) => this.fail(new AgentUnreachableError(`guest channel: ${err.message}`)));
    socket.on('close', () => this.fail(new AgentUnreachableError('guest channel closed')));
  }

  /**
   * Connects to QEMU's socket for the port, retrying while QEMU is still creating it. A restored VM's
   * channel starts its request ids above the ones its checkpoint's host side used (see
   * `requestIdFloor`): the guest may still answer those. `waitedMs` tells how long the VMM has
   * waited for a CPU (sys/starvation.ts), for the connect and every request; without it every
   * timeout is wall time.
   */
  static async connect(
    socketPath: string,
    timeoutMs = 10_000,
    firstRequestId = 1,
    waitedMs: () => number | undefined = () => undefined,
  ): Promise<GuestClient> {
    let socket: net.Socket;
    try {
      // QEMU creates the socket: a starved one is waited for as a starved guest is.
      socket = await connectUnixSocket(socketPath, timeoutMs, 5, starvedWindows(timeoutMs, waitedMs));
    } catch (err) {
      throw new AgentUnreachableError(`cannot connect to ${socketPath}: ${(err as Error).message}`);
    }
    socket.setNoDelay(true);
    return new GuestClient(socket, firstRequestId, waitedMs);
  }

  /** Every request id this channel used so far is below this. */
  get requestIdFloor(): number {
    return this.nextId;
  }

  get closed(): boolean {
    return this.closedError !== null;
  }

  close(): void {
    this.fail(new AgentUnreachableError('guest channel closed'));
    this.socket.destroy();
  }

  /** Sends one request and waits for its response frame. */
  async request(header: Record<string, unknown>, body?: Buffer, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<Frame> {
    if (this.closedError) throw this.closedError;
    const id = this.nextId++;
    const frame = encodeFrame({ ...header, id }, body);
    const response = await new Promise<Frame>((resolve, reject) => {
      // A starved VMM is waited for again (sys/starvation.ts).
      const again = starvedWindows(timeoutMs, this.waitedMs);
      const expire = () => {
        if (again()) {
          pending.timer = setTimeout(expire, timeoutMs);
          return;
        }
        this.pending.delete(id);
        reject(new AgentUnreachableError(`guest agent did not answer ${String(header.type)} within ${timeoutMs} ms`));
      };
      const pending = { resolve, reject, timer: setTimeout(expire, timeoutMs) };
      this.pending.set(id, pending);
      this.socket.write(frame);
    });
    if (response.header.type === 'error') {
      throw new GuestError(String(response.header.code), String(response.header.message ?? response.header.code));
    }
    return response;
  }

  private onData(chunk: Buffer): void {
    let frames: Frame[];
    try {
      frames = this.decoder.push(chunk);
    } catch (err) {
      this.fail(new AgentUnreachableError(`guest protocol error: ${(err as Error).message}`));
      this.socket.destroy();
      return;
    }
    for (const f of frames) {
      const p = this.pending.get(f.header.id);
      if (!p) continue; // events (id 0) and answers to timed-out requests
      this.pending.delete(f.header.id);
      clearTimeout(p.timer);
      p.resolve(f);
    }
  }

  private probe(): void {
    if (this.probing || this.pending.size === 0 || this.closedError) return;
    this.probing = true;
    this.hello(LIVENESS_TIMEOUT_MS)
      .catch((err: Error) => {
        if (err instanceof AgentUnreachableError) {
          this.fail(new AgentUnreachableError('guest agent stopped answering'));
          this.socket.destroy();
        }
      })
      .finally(() => {
        this.probing = false;
      });
  }

  private fail(err: Error): void {
    if (this.watchdog) clearInterval(this.watchdog);
    this.watchdog = null;
    if (!this.closedError) this.closedError = err;
    for (const [id, p] of this.pending) {
      clearTimeout(p.timer);
      p.reject(err);
      this.pending.delete(id);
    }
  }

  // ---- typed requests ----------------------------------------------------------------------

  async hello(timeoutMs?: number): Promise<HelloResult> {
    const f = await this.request({ type: 'hello', version: PROTOCOL_VERSION }, undefined, timeoutMs);
    return f.header as unknown as HelloResult;
  }

  /** Configures the guest; answers the ports of the volumes it has mounted (protocol 3). */
  async configure(req: ConfigureRequest, timeoutMs?: number): Promise<{ volumes: string[] }> {
    const f = await this.request({ type: 'configure', ...req }, undefined, timeoutMs);
    const volumes = f.header.volumes;
    return { volumes: Array.isArray(volumes) ? volumes.map(String) : [] };
  }

  async exec(
    req: {
      args: string[];
      stdin?: Buffer;
      cwd?: string;
      env?: string[];
      background?: boolean;
      maxOutput?: number;
      timeoutMs?: number;
      user?: string;
    },
    timeoutMs?: number,
  ): Promise<ExecOutput> {
    const f = await this.request(
      {
        type: 'exec',
        args: req.args,
        cwd: req.cwd,
        env: req.env,
        background: req.background,
        max_output: req.maxOutput,
        timeout_ms: req.timeoutMs,
        user: req.user,
      },
      req.stdin,
      outlasting(req.timeoutMs, timeoutMs),
    );
    if (f.header.type === 'started') {
      return {
        exitCode: 0,
        stdout: Buffer.alloc(0),
        stderr: Buffer.alloc(0),
        stdoutTruncated: false,
        stderrTruncated: false,
        pid: Number(f.header.pid),
      };
    }
    return execOutput(f);
  }

  async sessionExec(
    sessionId: string,
    command: string,
    opts: SessionExecOptions = {},
    timeoutMs?: number,
  ): Promise<ExecOutput> {
    const header = {
      type: 'session_exec',
      session_id: sessionId,
      command,
      env: opts.env,
      cwd: opts.cwd,
      timeout_ms: opts.timeoutMs,
    };
    return execOutput(await this.request(header, undefined, outlasting(opts.timeoutMs, timeoutMs)));
  }

  /** A call on the agent's command ledger (docs/guest-protocol.md, "commands"). */
  async command<C extends CommandCall>(call: C): Promise<CommandAnswer<C>> {
    return (await this.#command(call)) as CommandAnswer<C>;
  }

  async #command(call: CommandCall): Promise<CommandInfo | CommandInfo[] | CommandOutput | undefined> {
    switch (call.op) {
      case 'start': {
        const header = {
          type: 'command_start',
          command_id: call.commandId,
          args: call.args,
          command: call.command,
          env: call.env,
          cwd: call.cwd,
          timeout_ms: call.timeoutMs,
          stdin: call.stdin,
          pty: call.pty,
          user: call.user,
          resident: call.resident,
        };
        return commandInfo((await this.request(header)).header);
      }
      case 'list': {
        const f = await this.request({ type: 'command_list' });
        return (f.header.commands as Record<string, unknown>[]).map(commandInfo);
      }
      case 'get':
        return commandInfo((await this.request({ type: 'command_get', command_id: call.commandId })).header);
      case 'output': {
        const header = {
          type: 'command_output',
          command_id: call.commandId,
          cursor: call.cursor,
          max_bytes: call.maxBytes,
          wait_ms: call.waitMs,
          reader: call.reader,
        };
        return commandOutput(await this.request(header, undefined, DEFAULT_TIMEOUT_MS + (call.waitMs ?? 0)));
      }
      case 'stdin':
        await this.request({ type: 'command_stdin', command_id: call.commandId, eof: call.eof }, call.data);
        return undefined;
      case 'signal':
        await this.request({ type: 'command_signal', command_id: call.commandId, signal: call.signal });
        return undefined;
      case 'resize':
        await this.request({ type: 'command_resize', command_id: call.commandId, cols: call.cols, rows: call.rows });
        return undefined;
    }
  }

  async sessionClose(sessionId: string): Promise<boolean> {
    const f = await this.request({ type: 'session_close', session_id: sessionId });
    return Boolean(f.header.closed);
  }

  async writeFile(path: string, data: Buffer, opts: WriteFileOptions = {}): Promise<void> {
    await this.request({ type: 'file_write', path, mode: opts.mode, user: opts.user, xattrs: opts.xattrs }, data);
  }

  /**
   * Reads a file a chunk per answer, so the agent holds one chunk at a time: a whole 16 MiB file
   * in its memory, with the collector's slack, ran a 128 MiB guest out of memory (the kernel
   * panicked). A file that changes meanwhile reads as a write in progress would: some old bytes,
   * some new. An answer without an offset is the whole file (a device, a pipe).
   */
  async readFile(path: string, maxBytes?: number): Promise<Buffer> {
    const parts: Buffer[] = [];
    let offset = 0;
    for (;;) {
      const f = await this.request({ type: 'file_read', path, max_bytes: maxBytes, offset, chunk: FILE_CHUNK });
      if (f.header.offset === undefined) return f.body;
      parts.push(f.body);
      offset += f.body.length;
      if (f.body.length < FILE_CHUNK) return Buffer.concat(parts);
      if (maxBytes !== undefined && offset > maxBytes) {
        throw new GuestError('too_large', `${path} grew over the limit of ${maxBytes} while reading`);
      }
    }
  }

  async listDir(path: string): Promise<FileEntry[]> {
    return (await this.request({ type: 'file_list', path })).header.entries as FileEntry[];
  }

  async stat(path: string): Promise<FileStat> {
    const { id: _id, type: _type, ...rest } = (await this.request({ type: 'file_stat', path })).header;
    return rest as unknown as FileStat;
  }

  async mkdir(path: string, user?: string): Promise<void> {
    await this.request({ type: 'mkdir', path, user });
  }

  async rename(from: string, to: string, user?: string): Promise<void> {
    await this.request({ type: 'rename', from, to, user });
  }

  /** A call on the agent's directory watchers (docs/guest-protocol.md, "watchers"). */
  async watch<C extends WatchCall>(call: C): Promise<WatchAnswer<C>> {
    switch (call.op) {
      case 'start':
        await this.request({ type: 'watch_start', watch_id: call.watchId, path: call.path, recursive: call.recursive });
        return undefined as WatchAnswer<C>;
      case 'events': {
        const header = { type: 'watch_events', watch_id: call.watchId, wait_ms: call.waitMs };
        const f = await this.request(header, undefined, DEFAULT_TIMEOUT_MS + (call.waitMs ?? 0));
        const answer: WatchEvents = {
          events: f.header.events as WatchEvents['events'],
          dropped: Number(f.header.dropped ?? 0),
          ended: Boolean(f.header.ended),
        };
        return answer as WatchAnswer<C>;
      }
      case 'stop':
        await this.request({ type: 'watch_stop', watch_id: call.watchId });
        return undefined as WatchAnswer<C>;
    }
    throw new Error('unknown watch call');
  }

  async remove(path: string): Promise<boolean> {
    return Boolean((await this.request({ type: 'remove', path })).header.existed);
  }

  /** Flushes the guest's filesystems to its disk. */
  async sync(timeoutMs?: number): Promise<void> {
    await this.request({ type: 'sync' }, undefined, timeoutMs);
  }

  async stats(timeoutMs?: number): Promise<GuestStats> {
    return (await this.request({ type: 'stats' }, undefined, timeoutMs)).header as unknown as GuestStats;
  }
}

/** A call's wait: the caller's, and past a guest-side timeout by a minute whatever the caller said. */
function outlasting(guestTimeoutMs: number | undefined, timeoutMs: number | undefined): number | undefined {
  if (guestTimeoutMs === undefined) return timeoutMs;
  return Math.max(timeoutMs ?? DEFAULT_TIMEOUT_MS, guestTimeoutMs + 60_000);
}

function commandInfo(h: Record<string, unknown>): CommandInfo {
  const { id: _id, type: _type, ...info } = h;
  return info as unknown as CommandInfo;
}

interface WireFrame {
  seq: number;
  stream: CommandOutput['frames'][number]['stream'];
  len: number;
  at_unix_ns: number;
}

function commandOutput(f: Frame): CommandOutput {
  const h = f.header as unknown as {
    frames: WireFrame[];
    next: number;
    dropped?: { seq: number; bytes: number };
    end?: { seq: number; exit_code: number; timed_out: boolean };
  };
  let at = 0;
  const frames = h.frames.map((w) => {
    const data = f.body.subarray(at, at + w.len);
    at += w.len;
    return { seq: w.seq, stream: w.stream, data, atUnixNs: w.at_unix_ns };
  });
  const out: CommandOutput = { frames, next: h.next };
  if (h.dropped) out.dropped = h.dropped;
  if (h.end) out.end = { seq: h.end.seq, exitCode: h.end.exit_code, timedOut: h.end.timed_out };
  return out;
}

function execOutput(f: Frame): ExecOutput {
  const h = f.header;
  const outLen = Number(h.stdout_len);
  const errLen = Number(h.stderr_len);
  return {
    exitCode: Number(h.exit_code),
    stdout: f.body.subarray(0, outLen),
    stderr: f.body.subarray(outLen, outLen + errLen),
    stdoutTruncated: Boolean(h.stdout_truncated),
    stderrTruncated: Boolean(h.stderr_truncated),
    timedOut: Boolean(h.timed_out),
  };
}
