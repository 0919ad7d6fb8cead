// A thin typed client of QEMU's QMP socket: capabilities handshake, then `execute` one command at
// a time in order. Events go to the listeners given to onEvent (none: dropped). Nothing else in
// Warren speaks QMP.
// Every answer, the greeting included, is waited for at most REPLY_TIMEOUT_MS of the time QEMU
// could run (sys/starvation.ts): a QEMU that stopped running (SIGSTOP, a hung main loop) still
// accepts connections on its listening socket, so without a bound a start or a checkpoint would
// wait for it forever. A late answer would pair with the wrong command, so the first timeout
// closes the connection.

import type net from 'node:net';
import { AgentUnreachableError } from '../guest/types.ts';
import { sampledWaits, starvedWindows, type WaitedMs } from '../sys/starvation.ts';
import { connectUnixSocket } from '../sys/unix-socket.ts';

export class QmpError extends Error {
  readonly qmpClass: string;
  constructor(qmpClass: string, desc: string) {
    super(`QMP ${qmpClass}: ${desc}`);
    this.qmpClass = qmpClass;
  }
}

/**
 * How long an answer may take while QEMU could run. Generous: `stop` drains and flushes every disk,
 * which waits on the host's disk, not its CPU.
 */
const REPLY_TIMEOUT_MS = 30_000;

/** QEMU did not answer in time: the VMM is there but does not work, as a guest that froze. */
export class QmpTimeoutError extends AgentUnreachableError {}

export interface QmpStatus {
  running: boolean;
  status: string;
}

/** An asynchronous QMP event, e.g. BLOCK_WRITE_THRESHOLD with its data. */
export type QmpEventListener = (event: string, data: Record<string, unknown>) => void;

interface Waiter {
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
}

export class QmpClient {
  private readonly socket: net.Socket;
  private buffer = '';
  private readonly waiters: Waiter[] = [];
  private closedError: Error | null = null;
  private readonly listeners = new Set<QmpEventListener>();
  private readonly waitedMs: WaitedMs;

  private constructor(socket: net.Socket, waitedMs: () => number | undefined) {
    this.socket = socket;
    this.waitedMs = sampledWaits(waitedMs);
    socket.setEncoding('utf8');
    socket.on('data', (s: string) => this.onData(s));
    socket.on('error', (err) => this.fail(new Error(`QMP connection closed: ${err.message}`)));
    socket.on('close', () => this.fail(new Error('QMP connection closed')));
  }

  /**
   * `waitedMs`: the QEMU's CPU wait, so that a starved one is waited for longer, for the connect and
   * every answer (sys/starvation.ts).
   */
  static async connect(
    socketPath: string,
    timeoutMs = 10_000,
    waitedMs: () => number | undefined = () => undefined,
  ): Promise<QmpClient> {
    let socket: net.Socket;
    try {
      socket = await connectUnixSocket(socketPath, timeoutMs, 10, starvedWindows(timeoutMs, waitedMs));
    } catch (err) {
      throw new Error(`QMP ${socketPath}: ${(err as Error).message}`);
    }
    const client = new QmpClient(socket, waitedMs);
    try {
      await client.next('greeting');
      await client.execute('qmp_capabilities');
    } catch (err) {
      client.close();
      throw err;
    }
    return client;
  }

  async execute<T = unknown>(command: string, args?: Record<string, unknown>): Promise<T> {
    if (this.closedError) throw this.closedError;
    const reply = this.next(command);
    this.socket.write(`${JSON.stringify(args ? { execute: command, arguments: args } : { execute: command })}\n`);
    return (await reply) as T;
  }

  queryStatus(): Promise<QmpStatus> {
    return this.execute<QmpStatus>('query-status');
  }

  /** Calls `listener` with every event QEMU sends from now on, until the returned function is called. */
  onEvent(listener: QmpEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.fail(new Error('QMP connection closed'));
    this.socket.destroy();
  }

  /** The next answer, which is to `what`; a QmpTimeoutError (and the connection closed) if it is late. */
  private next(what: string): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const again = starvedWindows(REPLY_TIMEOUT_MS, this.waitedMs);
      const expire = () => {
        if (again()) {
          waiter.timer = setTimeout(expire, REPLY_TIMEOUT_MS);
          return;
        }
        this.fail(new QmpTimeoutError(`QEMU did not answer ${what} within ${REPLY_TIMEOUT_MS} ms`));
        this.socket.destroy();
      };
      const waiter: Waiter = { resolve, reject, timer: setTimeout(expire, REPLY_TIMEOUT_MS) };
      this.waiters.push(waiter);
    });
  }

  /** Every waiting command fails with `err`, and so does every later one. */
  private fail(err: Error): void {
    this.closedError ??= err;
    for (const w of this.waiters.splice(0)) {
      clearTimeout(w.timer);
      w.reject(this.closedError);
    }
  }

  private onData(s: string): void {
    this.buffer += s;
    for (let i = this.buffer.indexOf('\n'); i >= 0; i = this.buffer.indexOf('\n')) {
      const line = this.buffer.slice(0, i).trim();
      this.buffer = this.buffer.slice(i + 1);
      if (!line) continue;
      const msg = JSON.parse(line) as {
        QMP?: unknown;
        return?: unknown;
        error?: { class: string; desc: string };
        event?: string;
        data?: Record<string, unknown>;
      };
      if (msg.event) {
        for (const l of this.listeners) l(msg.event, msg.data ?? {});
        continue;
      }
      const w = this.waiters.shift();
      if (!w) continue;
      clearTimeout(w.timer);
      if (msg.error) w.reject(new QmpError(msg.error.class, msg.error.desc));
      else w.resolve(msg.QMP ?? msg.return);
    }
  }
}
