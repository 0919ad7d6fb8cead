// `POST /execute` of the code interpreter (docs/e2b.md, "The code interpreter"): one run of
// control/code (CodeRuns.prepare, then run with a sink) streamed as E2B's NDJSON lines (lines.ts).
// Every refusal comes before the stream as a status with a plain-text body, as E2B's server
// answers; once the run reached its context the answer is 200 and whatever happens is a line. A
// caller that goes away abandons the run, which interrupts it (SIGINT, the context lives on), as
// E2B's server interrupts its kernel: the SDK's `timeoutMs` is such a going away.

import { once } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { Caller } from '../../control/access/keys.ts';
import type { CodeRuns } from '../../control/code/runs.ts';
import { MAX_TIMEOUT_S, type RunEnd, type RunEvent } from '../../control/code/runs.ts';
import { badRequest } from '../../errors.ts';
import { named } from './contexts.ts';
import type { Request, Response } from './http.ts';
import { readJson } from './http.ts';
import { type E2bLine, KEEPALIVE, lineOf } from './lines.ts';
import { envOf, languageOf, optionalString } from './requests.ts';

/** The largest body of a run: its code (1 MiB of UTF-8 at most, control/code says) as JSON escapes it. */
const MAX_BODY_BYTES = 8 << 20;
/** A quiet stream gets a keepalive line this often, as E2B's server sends (a client gone is noticed). */
const KEEPALIVE_MS = 5_000;

export interface ExecuteCall {
  caller: Caller;
  vmId: string;
  /** The sandbox's own environment (the create's envVars), under the run's `env_vars`. */
  env: Record<string, string>;
  req: Request;
  res: Response;
}

export async function execute(runs: CodeRuns, call: ExecuteCall): Promise<void> {
  // From the start: a caller gone while its context is found or made abandons the run too.
  const stream = new LineStream(call.res);
  const body = await readJson(call.req, MAX_BODY_BYTES);
  if (typeof body.code !== 'string') throw badRequest('code must be a string');
  const contextId = optionalString(body, 'context_id');
  const language = languageOf(body.language);
  if (contextId !== undefined && language !== undefined) {
    throw badRequest('Only one of context_id or language can be provided');
  }
  const env = { ...call.env, ...envOf(body.env_vars, 'env_vars') };
  // No deadline of Warren's own (E2B's server has none): the SDK's timeoutMs ends a run by leaving.
  const request = { code: body.code, contextId, language, env, timeoutS: MAX_TIMEOUT_S };
  const prepared = await named(contextId ?? '', runs.prepare(call.caller, call.vmId, request));
  let started!: () => void;
  const reached = new Promise<void>((resolve) => {
    started = resolve;
  });
  const done = runs.run(prepared, {
    started: () => {
      stream.open();
      started();
    },
    event: (e: RunEvent) => stream.write(lineOf(e)),
    abandoned: stream.abandoned,
  });
  // A refusal before the run reached its context is still a status (the caller's error handler).
  await Promise.race([reached, done]);
  await done.then(
    // Its end was the last event: `end_of_execution`.
    (_end: RunEnd) => stream.end(),
    // After the headers: a last line says what went wrong, then the end E2B's server always sends.
    (err: Error) =>
      stream.end([
        { type: 'error', name: 'RunFailed', value: err.message, traceback: '' },
        { type: 'end_of_execution' },
      ]),
  );
}

/** The response as a stream of lines: keepalives while quiet, writes that wait for a slow reader. */
class LineStream {
  readonly #res: Response;
  readonly #left = new AbortController();
  #timer: NodeJS.Timeout | undefined;
  #lastWrite = Date.now();
  #ended = false;

  constructor(res: Response) {
    this.#res = res;
    res.once('close', () => {
      if (!this.#ended) this.#left.abort();
    });
    if (res.destroyed) this.#left.abort();
  }

  /** Aborted when the caller went away before the run's end. */
  get abandoned(): AbortSignal {
    return this.#left.signal;
  }

  open(): void {
    (this.#res as ServerResponse).writeHead(200, {
      'content-type': 'application/x-ndjson',
      'cache-control': 'no-store',
    });
    this.#timer = setInterval(() => {
      if (Date.now() - this.#lastWrite >= KEEPALIVE_MS) void this.write(KEEPALIVE);
    }, KEEPALIVE_MS);
  }

  async write(line: E2bLine): Promise<void> {
    if (this.#left.signal.aborted || this.#res.destroyed) return;
    this.#lastWrite = Date.now();
    // One write per line, never a blank one: the SDK parses every piece between newlines.
    if (!(this.#res as ServerResponse).write(`${JSON.stringify(line)}\n`)) {
      await Promise.race([once(this.#res, 'drain'), once(this.#res, 'close')]);
    }
  }

  async end(last: E2bLine[] = []): Promise<void> {
    clearInterval(this.#timer);
    for (const line of last) await this.write(line);
    this.#ended = true;
    if (!this.#res.destroyed) this.#res.end();
  }
}
