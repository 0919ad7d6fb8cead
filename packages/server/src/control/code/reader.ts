// Reads a runner's command ledger (docs/commands.md) from a cursor, one guest call at a time: its
// stdout as lines (the runner's protocol), its stderr as text, and the command's end. The guest
// call comes in as a function, so the same reader serves the API's calls (through the sandbox's
// rules) and a template build's (straight to the host).

import type { HostAgent } from '../../host/types.ts';
import { LineSplitter } from './frames.ts';

/** Runs one guest operation on the sandbox being read. */
export type GuestCall = <T>(op: (host: HostAgent, vmId: string) => Promise<T>) => Promise<T>;

export type ReaderEvent =
  /** A stdout line; null when it was longer than the reader holds (dropped). */
  | { kind: 'line'; line: string | null }
  | { kind: 'stderr'; text: string }
  /** Output the ledger dropped before it was read (nobody followed it). */
  | { kind: 'dropped' }
  | { kind: 'end'; exitCode: number };

/** The most one answer of the ledger carries here. */
const READ_BYTES = 4 << 20;

export class RunnerReader {
  readonly #guest: GuestCall;
  readonly #commandId: string;
  readonly #lines: LineSplitter;
  readonly #stderr = new TextDecoder('utf-8');
  /** Names this reader as a follower: the ledger holds output back for it instead of dropping it. */
  readonly #reader: string;
  #cursor: number;
  #ended = false;

  constructor(guest: GuestCall, commandId: string, cursor: number, opts: { maxLine: number; reader: string }) {
    this.#guest = guest;
    this.#commandId = commandId;
    this.#cursor = cursor;
    this.#lines = new LineSplitter(opts.maxLine);
    this.#reader = opts.reader;
  }

  get ended(): boolean {
    return this.#ended;
  }

  /** What the ledger has past the cursor, waiting up to `waitMs` for something new. */
  async read(waitMs: number): Promise<ReaderEvent[]> {
    if (this.#ended) return [];
    const call = {
      op: 'output' as const,
      commandId: this.#commandId,
      cursor: this.#cursor,
      maxBytes: READ_BYTES,
      waitMs: Math.max(0, Math.round(waitMs)),
      reader: this.#reader,
    };
    const out = await this.#guest((h, vmId) => h.command(vmId, call));
    const events: ReaderEvent[] = [];
    if (out.dropped) {
      events.push({ kind: 'dropped' });
      this.#cursor = out.dropped.seq + 1;
    }
    for (const frame of out.frames) {
      this.#cursor = frame.seq + 1;
      if (frame.stream === 'stdout') {
        for (const line of this.#lines.push(frame.data)) events.push({ kind: 'line', line });
      } else {
        const text = this.#stderr.decode(frame.data, { stream: true });
        if (text) events.push({ kind: 'stderr', text });
      }
    }
    if (out.end) {
      this.#ended = true;
      events.push({ kind: 'end', exitCode: out.end.exitCode });
    }
    return events;
  }
}

/** The seq the command's next frame will get (where a reader of what comes next starts). */
export async function ledgerNext(guest: GuestCall, commandId: string): Promise<number> {
  const call = { op: 'output' as const, commandId, cursor: Number.MAX_SAFE_INTEGER, maxBytes: 1, waitMs: 0 };
  return (await guest((h, vmId) => h.command(vmId, call))).next;
}
