// The serial console of a VM on the host, bounded whatever the guest writes (docs/security.md,
// "What a guest controls"). QEMU sends what the guest writes to ttyS0 to a unix socket in its own
// directory; the agent stays connected for the VM's life and keeps it in the run directory in two
// files of at most `fileBytes` each: `console.log`, and `console.log.1` holding what came before.
// QEMU drops console output while nobody is connected (an agent restart), so the guest never
// blocks and nothing grows. The files stay across reboots (the run directory stays) and sleeps
// (the process stays). Reading the tail touches only the files, never the guest.

import fs from 'node:fs';
import type net from 'node:net';
import path from 'node:path';
import { connectUnixSocket } from '../sys/unix-socket.ts';
import type { ConsoleTail } from './types.ts';

/** Default cap of each console file: the API's longest tail (256 KiB) fits several times. */
export const CONSOLE_FILE_BYTES = 1024 * 1024;
/** QEMU creates its sockets before it answers QMP: by then the console's is there. */
const ATTACH_TIMEOUT_MS = 2_000;

export function consoleFiles(runDir: string) {
  return {
    current: path.join(runDir, 'console.log'),
    previous: path.join(runDir, 'console.log.1'),
    /** Exists once a rotation dropped output (the tail no longer starts at the console's first byte). */
    dropped: path.join(runDir, 'console.dropped'),
  };
}

/** The agent's end of one VM's console socket. */
export class ConsoleCapture {
  #runDir: string;
  readonly #socket: net.Socket;
  readonly #fileBytes: number;
  #fd: number;
  #size: number;

  private constructor(socket: net.Socket, runDir: string, fileBytes: number) {
    this.#socket = socket;
    this.#runDir = runDir;
    this.#fileBytes = fileBytes;
    const file = consoleFiles(runDir).current;
    this.#fd = fs.openSync(file, 'a', 0o600);
    this.#size = fs.fstatSync(this.#fd).size;
    socket.on('data', (chunk: Buffer) => this.#write(chunk));
    socket.on('error', () => undefined); // QEMU exited: the VM's teardown closes the rest
    socket.on('close', () => this.#closeFile());
  }

  /** Connects to the console socket QEMU listens on (it exists once QMP answers). */
  static async attach(socketPath: string, runDir: string, fileBytes = CONSOLE_FILE_BYTES): Promise<ConsoleCapture> {
    const socket = await connectUnixSocket(socketPath, ATTACH_TIMEOUT_MS, 10);
    return new ConsoleCapture(socket, runDir, fileBytes);
  }

  /** The run directory was renamed (a warm-pool claim): later rotations happen there. */
  moveTo(runDir: string): void {
    this.#runDir = runDir;
  }

  close(): void {
    this.#socket.destroy();
    this.#closeFile();
  }

  #write(chunk: Buffer): void {
    if (this.#fd < 0) return;
    let rest = chunk;
    while (rest.length > 0) {
      if (this.#size >= this.#fileBytes) this.#rotate();
      const n = Math.min(rest.length, this.#fileBytes - this.#size);
      fs.writeSync(this.#fd, rest, 0, n);
      this.#size += n;
      rest = rest.subarray(n);
    }
  }

  #rotate(): void {
    const files = consoleFiles(this.#runDir);
    fs.closeSync(this.#fd);
    if (fs.existsSync(files.previous)) fs.writeFileSync(files.dropped, '');
    fs.renameSync(files.current, files.previous);
    this.#fd = fs.openSync(files.current, 'w', 0o600);
    this.#size = 0;
  }

  #closeFile(): void {
    if (this.#fd < 0) return;
    fs.closeSync(this.#fd);
    this.#fd = -1;
  }
}

/** The last `maxBytes` bytes of a VM's console; empty when there is none (the VM is gone). */
export function readConsoleTail(runDir: string, maxBytes: number): ConsoleTail {
  const files = consoleFiles(runDir);
  const current = readTail(files.current, maxBytes);
  const previous = current.size < maxBytes ? readTail(files.previous, maxBytes - current.size) : undefined;
  const content = previous ? Buffer.concat([previous.content, current.content]) : current.content;
  const total = current.size + (previous?.size ?? 0);
  return { content, truncated: total > maxBytes || fs.existsSync(files.dropped) };
}

function readTail(file: string, maxBytes: number): { content: Buffer; size: number } {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { content: Buffer.alloc(0), size: 0 };
    throw err;
  }
  try {
    const size = fs.fstatSync(fd).size;
    const length = Math.min(size, maxBytes);
    const buf = Buffer.alloc(length);
    let read = 0;
    while (read < length) {
      const n = fs.readSync(fd, buf, read, length - read, size - length + read);
      if (n === 0) break;
      read += n;
    }
    return { content: buf.subarray(0, read), size };
  } finally {
    fs.closeSync(fd);
  }
}
