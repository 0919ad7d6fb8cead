// What a run produces (docs/code.md, "Frames"), read from its runner's stdout: the runner's JSON
// lines split out of the ledger's frames, checked (the guest is not trusted: a line that is not
// the protocol's is plain output) and turned into the frames the API answers. Pure.

/** A MIME bundle as Jupyter sends it: `text/plain`, `image/png` (base64), `application/json`, ... */
export type MimeBundle = Record<string, unknown>;

export type RunFrame =
  | { type: 'stdout' | 'stderr'; text: string }
  | { type: 'result'; data: MimeBundle; is_main_result: true }
  | { type: 'display_data'; data: MimeBundle }
  | { type: 'error'; name: string; value: string; traceback: string }
  | { type: 'execution_count'; execution_count: number };

/** How a run ended, as the runner says it. */
export type RunnerStatus = 'ok' | 'error' | 'interrupted' | 'died';

/** One line of a runner, checked. */
export type RunnerLine =
  | { kind: 'ready' }
  | { kind: 'failed'; message: string }
  | { kind: 'start'; run: string }
  | { kind: 'frame'; run: string; frame: RunFrame }
  | { kind: 'end'; run: string; status: RunnerStatus; truncated: boolean }
  /** Not a protocol line: output of something else that wrote to the runner's stdout. */
  | { kind: 'raw'; text: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const STATUSES = new Set<string>(['ok', 'error', 'interrupted', 'died']);

export function parseLine(line: string): RunnerLine {
  let v: unknown;
  try {
    v = JSON.parse(line);
  } catch {
    return { kind: 'raw', text: `${line}\n` };
  }
  if (!isObject(v)) return { kind: 'raw', text: `${line}\n` };
  if (v.type === 'ready') return { kind: 'ready' };
  if (v.type === 'failed') return { kind: 'failed', message: str(v.message) };
  if (typeof v.run !== 'string') return { kind: 'raw', text: `${line}\n` };
  const run = v.run;
  switch (v.type) {
    case 'start':
      return { kind: 'start', run };
    case 'end':
      return {
        kind: 'end',
        run,
        status: STATUSES.has(str(v.status)) ? (v.status as RunnerStatus) : 'error',
        truncated: v.truncated === true,
      };
    case 'stdout':
    case 'stderr':
      return { kind: 'frame', run, frame: { type: v.type, text: str(v.text) } };
    case 'result':
      return {
        kind: 'frame',
        run,
        frame: { type: 'result', data: isObject(v.data) ? v.data : {}, is_main_result: true },
      };
    case 'display_data':
      return { kind: 'frame', run, frame: { type: 'display_data', data: isObject(v.data) ? v.data : {} } };
    case 'error':
      return {
        kind: 'frame',
        run,
        frame: { type: 'error', name: str(v.name), value: str(v.value), traceback: str(v.traceback) },
      };
    case 'execution_count': {
      const n = v.execution_count;
      if (typeof n !== 'number' || !Number.isSafeInteger(n)) return { kind: 'raw', text: '' };
      return { kind: 'frame', run, frame: { type: 'execution_count', execution_count: n } };
    }
    default:
      return { kind: 'raw', text: `${line}\n` };
  }
}

/** The bytes a frame adds to a run's output (what the output cap counts). */
export function frameBytes(frame: RunFrame): number {
  return frame.type === 'execution_count' ? 0 : Buffer.byteLength(JSON.stringify(frame));
}

/**
 * Splits a byte stream into lines. A line longer than `maxLine` is never held whole: its bytes are
 * dropped as they come and it is answered as `null` (the run's output was cut).
 */
export class LineSplitter {
  readonly #maxLine: number;
  #parts: Buffer[] = [];
  #size = 0;
  #overlong = false;

  constructor(maxLine: number) {
    this.#maxLine = maxLine;
  }

  push(data: Buffer): (string | null)[] {
    const lines: (string | null)[] = [];
    let from = 0;
    for (let nl = data.indexOf(10, from); nl >= 0; nl = data.indexOf(10, from)) {
      this.#add(data.subarray(from, nl));
      lines.push(this.#overlong ? null : Buffer.concat(this.#parts).toString('utf8'));
      this.#parts = [];
      this.#size = 0;
      this.#overlong = false;
      from = nl + 1;
    }
    this.#add(data.subarray(from));
    return lines;
  }

  #add(part: Buffer): void {
    if (this.#overlong || part.length === 0) return;
    if (this.#size + part.length > this.#maxLine) {
      this.#overlong = true;
      this.#parts = [];
      this.#size = 0;
      return;
    }
    this.#parts.push(part);
    this.#size += part.length;
  }
}
