// Code contexts and runs (docs/code.md): `sandbox.runCode(code, opts)` answers an `Execution`
// (stdout, stderr, results with `.png` bytes and `.text`, the error); with an `on...` callback the
// run streams and the callbacks get its output as it comes. `sandbox.contexts` creates, lists,
// restarts and deletes contexts.

import { TransportError } from './errors.ts';
import type { paths } from './generated/openapi.ts';
import type { Transport } from './transport.ts';
import type { Answer, RequestBody } from './types.ts';

export type CodeContext = Answer<'/vms/{id}/contexts', 'post'>;
export type Language = CodeContext['language'];
export type NewContextParams = RequestBody<'/vms/{id}/contexts', 'post'>;
export type RunCodeAnswer = Answer<'/vms/{id}/run_code', 'post'>;
/** One line of a streamed run. */
export type RunCodeLine = paths['/vms/{id}/run_code']['post']['responses'][200]['content']['application/x-ndjson'];
export type CodeError = NonNullable<RunCodeAnswer['error']>;

const NDJSON = 'application/x-ndjson';

export interface RunCodeOptions {
  /** Without `contextId`: the language's default context (made on first use); default python. */
  language?: Language;
  /** A context of the sandbox (`sandbox.contexts.create`). */
  contextId?: string;
  /** Variables for this run only. */
  env?: Record<string, string>;
  /** Seconds (1-3600, default 300); at the limit the run is interrupted and the context lives on. */
  timeoutS?: number;
  /** With any callback the run streams: output reaches them as it is produced. */
  onStdout?: (text: string) => void;
  onStderr?: (text: string) => void;
  onResult?: (result: CodeResult) => void;
  onError?: (error: CodeError) => void;
}

/** A result or a display: one MIME bundle, with getters for its usual types. */
export class CodeResult {
  readonly data: Record<string, unknown>;
  /** The value of the cell's last expression (not a display such as `plt.show()`). */
  readonly isMainResult: boolean;

  constructor(data: Record<string, unknown>, isMainResult: boolean) {
    this.data = data;
    this.isMainResult = isMainResult;
  }

  #text(mime: string): string | undefined {
    const v = this.data[mime];
    return typeof v === 'string' ? v : undefined;
  }

  get text(): string | undefined {
    return this.#text('text/plain');
  }
  get html(): string | undefined {
    return this.#text('text/html');
  }
  get markdown(): string | undefined {
    return this.#text('text/markdown');
  }
  get svg(): string | undefined {
    return this.#text('image/svg+xml');
  }
  get latex(): string | undefined {
    return this.#text('text/latex');
  }
  get json(): unknown {
    return this.data['application/json'];
  }
  /** The PNG's bytes (the bundle holds it base64). */
  get png(): Uint8Array | undefined {
    return decode(this.#text('image/png'));
  }
  get jpeg(): Uint8Array | undefined {
    return decode(this.#text('image/jpeg'));
  }
  /** The MIME types it has. */
  formats(): string[] {
    return Object.keys(this.data);
  }
}

function decode(b64: string | undefined): Uint8Array | undefined {
  if (b64 === undefined) return undefined;
  return Uint8Array.from(atob(b64.replace(/\s/g, '')), (c) => c.charCodeAt(0));
}

/** What a run produced. */
export class Execution {
  readonly contextId: string;
  readonly language: Language;
  readonly status: RunCodeAnswer['status'];
  readonly timedOut: boolean;
  readonly truncated: boolean;
  readonly contextState: RunCodeAnswer['context_state'];
  readonly executionCount: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly results: CodeResult[];
  readonly error: CodeError | null;

  constructor(answer: RunCodeAnswer) {
    this.contextId = answer.context_id;
    this.language = answer.language;
    this.status = answer.status;
    this.timedOut = answer.timed_out;
    this.truncated = answer.truncated;
    this.contextState = answer.context_state;
    this.executionCount = answer.execution_count;
    this.stdout = answer.stdout;
    this.stderr = answer.stderr;
    this.results = answer.results.map((r) => new CodeResult(r.data, r.is_main_result));
    this.error = answer.error;
  }

  /** The text of the main result (the cell's last expression), if it has one. */
  get text(): string | undefined {
    return this.results.find((r) => r.isMainResult)?.text;
  }
}

/** Runs code in a sandbox (sandbox.runCode). */
export async function runCode(t: Transport, vmId: string, code: string, opts: RunCodeOptions): Promise<Execution> {
  const body: RequestBody<'/vms/{id}/run_code', 'post'> = { code };
  if (opts.language !== undefined) body.language = opts.language;
  if (opts.contextId !== undefined) body.context_id = opts.contextId;
  if (opts.env !== undefined) body.env = opts.env;
  if (opts.timeoutS !== undefined) body.timeout_s = opts.timeoutS;
  const params = { path: { id: vmId } };
  // The call waits for the run: the run's own limit and a margin.
  const timeoutMs = Math.max(t.timeoutMs, ((opts.timeoutS ?? 300) + 60) * 1000);
  const streamed = [opts.onStdout, opts.onStderr, opts.onResult, opts.onError].some((f) => f !== undefined);
  if (!streamed) {
    // Not repeated: a run whose answer was lost has run.
    const answer = await t.call({ idempotent: false, timeoutMs }, (signal) =>
      t.api.POST('/vms/{id}/run_code', { params, body, signal }),
    );
    // The route answers either media type; without Accept: application/x-ndjson it is the JSON one.
    return new Execution(answer as RunCodeAnswer);
  }
  const stream = await t.call({ idempotent: false }, (signal) =>
    t.api.POST('/vms/{id}/run_code', { params, body, headers: { accept: NDJSON }, parseAs: 'stream', signal }),
  );
  return new Execution(await collect(stream as unknown as ReadableStream<Uint8Array>, opts));
}

/** Reads a streamed run to its end line, handing each line to its callback, into one answer. */
async function collect(stream: ReadableStream<Uint8Array>, opts: RunCodeOptions): Promise<RunCodeAnswer> {
  let stdout = '';
  let stderr = '';
  const results: RunCodeAnswer['results'] = [];
  let error: CodeError | null = null;
  const onLine = (line: RunCodeLine): RunCodeAnswer | undefined => {
    switch (line.type) {
      case 'stdout':
        stdout += line.text;
        opts.onStdout?.(line.text);
        return;
      case 'stderr':
        stderr += line.text;
        opts.onStderr?.(line.text);
        return;
      case 'result':
      case 'display_data': {
        const result = { data: line.data, is_main_result: line.type === 'result' };
        results.push(result);
        opts.onResult?.(new CodeResult(result.data, result.is_main_result));
        return;
      }
      case 'error':
        error = { name: line.name, value: line.value, traceback: line.traceback };
        opts.onError?.(error);
        return;
      case 'execution_count':
        return;
      case 'end': {
        const { type: _type, ...end } = line;
        return { ...end, stdout, stderr, results, error };
      }
    }
  };
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending += decoder.decode(value, { stream: true });
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const text of lines) {
        if (!text) continue;
        const answer = onLine(JSON.parse(text) as RunCodeLine);
        if (answer) return answer;
      }
    }
  } finally {
    reader.cancel().catch(() => undefined); // the answer may be over already
  }
  throw new TransportError('the run stream ended before its end line');
}

/** A sandbox's code contexts: `sandbox.contexts`. */
export class Contexts {
  readonly #t: Transport;
  readonly #vmId: string;

  constructor(transport: Transport, vmId: string) {
    this.#t = transport;
    this.#vmId = vmId;
  }

  get #params() {
    return { path: { id: this.#vmId } };
  }

  /** Starts a context (answers once its interpreter is ready). */
  create(params: NewContextParams = {}): Promise<CodeContext> {
    return this.#t.call({ idempotent: false }, (signal) =>
      this.#t.api.POST('/vms/{id}/contexts', { params: this.#params, body: params, signal }),
    );
  }

  async list(): Promise<CodeContext[]> {
    const answer = await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.GET('/vms/{id}/contexts', { params: this.#params, signal }),
    );
    return answer.contexts;
  }

  /** Starts the context anew (its variables are gone). */
  restart(contextId: string): Promise<CodeContext> {
    return this.#t.call({ idempotent: false }, (signal) =>
      this.#t.api.POST('/vms/{id}/contexts/{context_id}/restart', {
        params: { path: { id: this.#vmId, context_id: contextId } },
        signal,
      }),
    );
  }

  async delete(contextId: string): Promise<void> {
    await this.#t.call({ idempotent: true }, (signal) =>
      this.#t.api.DELETE('/vms/{id}/contexts/{context_id}', {
        params: { path: { id: this.#vmId, context_id: contextId } },
        signal,
      }),
    );
  }
}
