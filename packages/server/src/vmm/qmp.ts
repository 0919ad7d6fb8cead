// A thin typed client of QEMU's QMP socket: capabilities handshake, then `execute` one command at
// a time in order. Events go to the listeners given to onEvent (none: dropped). Nothing else in
// Warren speaks QMP.

import type net from 'node:net';
import { starvedWindows, type WaitedMs } from '../sys/starvation.ts';
import { connectUnixSocket } from '../sys/unix-socket.ts';

export class QmpError extends Error {
  readonly qmpClass: string;
  constructor(qmpClass: string, desc: string) {
    super(`QMP ${qmpClass}: ${desc}`);
    this.qmpClass = qmpClass;
  }
}

export interface QmpStatus {
  running: boolean;
  status: string;
}

/** An asynchronous QMP event, e.g. BLOCK_WRITE_THRESHOLD with its data. */
export type QmpEventListener = (event: string, data: Record<string, unknown>) => void;

interface Waiter {
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
}

export class QmpClient {
  private readonly socket: net.Socket;
  private buffer = '';
  private readonly waiters: Waiter[] = [];
  private closedError: Error | null = null;
  private readonly listeners = new Set<QmpEventListener>();

  private constructor(socket: net.Socket) {
    this.socket = socket;
    socket.setEncoding('utf8');
    socket.on('data', (s: string) => this.onData(s));
    const onGone = (err?: Error) => {
      this.closedError ??= new Error(`QMP connection closed${err ? `: ${err.message}` : ''}`);
      for (const w of this.waiters.splice(0)) w.reject(this.closedError);
    };
    socket.on('error', onGone);
    socket.on('close', () => onGone());
  }

  /** `waitedMs`: the QEMU's CPU wait, so that a starved one is waited for longer (sys/starvation.ts). */
  static async connect(
    socketPath: string,
    timeoutMs = 10_000,
    waitedMs: WaitedMs = () => undefined,
  ): Promise<QmpClient> {
    let socket: net.Socket;
    try {
      socket = await connectUnixSocket(socketPath, timeoutMs, 10, starvedWindows(timeoutMs, waitedMs));
    } catch (err) {
      throw new Error(`QMP ${socketPath}: ${(err as Error).message}`);
    }
    const client = new QmpClient(socket);
    await client.next(); // greeting
    await client.execute('qmp_capabilities');
    return client;
  }

  async execute<T = unknown>(command: string, args?: Record<string, unknown>): Promise<T> {
    if (this.closedError) throw this.closedError;
    const reply = this.next();
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
    this.socket.destroy();
  }

  private next(): Promise<unknown> {
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
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
      if (msg.error) w.reject(new QmpError(msg.error.class, msg.error.desc));
      else w.resolve(msg.QMP ?? msg.return);
    }
  }
}
