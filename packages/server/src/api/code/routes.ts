// The code routes (docs/code.md): a sandbox's code contexts (create, list, restart, delete) and
// POST /vms/{id}/run_code, which streams a run as NDJSON when asked with
// `Accept: application/x-ndjson` and otherwise answers one JSON object with all of it. The rules
// are control/code/'s; this file turns a run's events into lines or collects them.

import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RunEnd, RunEvent, RunSink } from '../../control/code/runs.ts';
import { type ApiDeps, callerOf } from '../deps.ts';
import { VmParams } from '../schemas.ts';
import {
  CONTEXT_LIMIT_NOTE,
  Context,
  ContextList,
  ContextParams,
  NewContextBody,
  RunCodeBody,
  RunLine,
  RunResult,
} from './schemas.ts';

const NDJSON = 'application/x-ndjson';

export function registerCode(app: FastifyInstance, deps: ApiDeps): void {
  app.post<{ Params: VmParams; Body: NewContextBody }>(
    '/vms/:id/contexts',
    {
      schema: {
        summary: 'Start a code context: a live interpreter whose variables last between runs',
        description: `Answers once the interpreter is ready. ${CONTEXT_LIMIT_NOTE}.`,
        params: VmParams,
        body: NewContextBody,
        response: { 201: Context },
      },
    },
    async (req, reply) => {
      const body = req.body ?? {};
      const made = await deps.code.contexts.create(callerOf(req), req.params.id, {
        language: body.language ?? 'python',
        cwd: body.cwd,
        env: body.env,
      });
      return reply.status(201).send(made);
    },
  );

  app.get<{ Params: VmParams }>(
    '/vms/:id/contexts',
    { schema: { summary: "The sandbox's code contexts", params: VmParams, response: { 200: ContextList } } },
    async (req) => ({ contexts: await deps.code.contexts.list(callerOf(req), req.params.id) }),
  );

  app.post<{ Params: ContextParams }>(
    '/vms/:id/contexts/:context_id/restart',
    {
      schema: {
        summary: 'Start a context anew (a dead one too): same language, directory and environment, no variables',
        params: ContextParams,
        response: { 200: Context },
      },
    },
    async (req) => deps.code.contexts.restart(callerOf(req), req.params.id, req.params.context_id),
  );

  app.delete<{ Params: ContextParams }>(
    '/vms/:id/contexts/:context_id',
    {
      schema: {
        summary: "End a context's interpreter; a language's default context is made again by its next run",
        params: ContextParams,
        response: { 204: { type: 'null', description: 'deleted (or already)' } },
      },
    },
    async (req, reply) => {
      await deps.code.contexts.delete(callerOf(req), req.params.id, req.params.context_id);
      return reply.status(204).send();
    },
  );

  app.post<{ Params: VmParams; Body: RunCodeBody }>(
    '/vms/:id/run_code',
    {
      schema: {
        summary: 'Run code in a context: output, results (charts as image/png), errors',
        description:
          'With `Accept: application/x-ndjson` the run streams as it goes, one JSON object per line, the ' +
          'last with type "end"; otherwise one JSON object with all of it. Runs of one context go one at a ' +
          'time, runs of different contexts side by side.',
        params: VmParams,
        body: RunCodeBody,
        response: {
          200: {
            description: 'the run',
            content: { 'application/json': { schema: RunResult }, [NDJSON]: { schema: RunLine } },
          },
        },
      },
    },
    async (req, reply) => {
      const body = req.body;
      const prepared = await deps.code.runs.prepare(callerOf(req), req.params.id, {
        code: body.code,
        contextId: body.context_id,
        language: body.language,
        env: body.env,
        timeoutS: body.timeout_s,
      });
      if (wantsStream(req)) return streamRun(reply, (sink) => deps.code.runs.run(prepared, sink));
      const answer = collect();
      const end = await deps.code.runs.run(prepared, answer.sink);
      return reply.type('application/json').send(answer.result(end));
    },
  );
}

function wantsStream(req: FastifyRequest): boolean {
  return (req.headers.accept ?? '').split(',').some((t) => t.trim().split(';')[0] === NDJSON);
}

/**
 * Streams a run as NDJSON. Its refusals before the request reaches the context are still an error
 * status; once it runs, the run goes on to its end whether or not the caller stays (it holds the
 * context until then), writing while the caller reads and dropping lines once the caller is gone.
 */
async function streamRun(reply: FastifyReply, run: (sink: RunSink) => Promise<RunEnd>): Promise<FastifyReply> {
  const out = new PassThrough();
  // A write racing the caller's leaving must not turn into an unhandled 'error'.
  out.on('error', () => undefined);
  let gone = false;
  reply.raw.once('close', () => {
    gone = true;
  });
  let started!: () => void;
  const reached = new Promise<void>((resolve) => {
    started = resolve;
  });
  const write = async (e: RunEvent) => {
    if (gone || out.destroyed) return;
    if (!out.write(`${JSON.stringify(e)}\n`)) await Promise.race([once(out, 'drain'), once(reply.raw, 'close')]);
  };
  const done = run({ started, event: write });
  // An error before the run reached its context is answered as an error status.
  await Promise.race([reached, done]);
  done.then(
    () => {
      if (!out.destroyed) out.end();
    },
    (err: Error) => {
      // After the headers: the last line says what went wrong instead of an end.
      const line = `${JSON.stringify({ type: 'error', name: 'RunFailed', value: err.message, traceback: '' })}\n`;
      if (!out.destroyed) out.end(line);
    },
  );
  return reply.type(NDJSON).header('cache-control', 'no-store').send(out);
}

/** Collects a run's events into one answer (bounded by the run's output cap). */
function collect() {
  let stdout = '';
  let stderr = '';
  const results: { data: Record<string, unknown>; is_main_result: boolean }[] = [];
  let error: { name: string; value: string; traceback: string } | null = null;
  const sink: RunSink = {
    event(e) {
      if (e.type === 'stdout') stdout += e.text;
      else if (e.type === 'stderr') stderr += e.text;
      else if (e.type === 'result') results.push({ data: e.data, is_main_result: true });
      else if (e.type === 'display_data') results.push({ data: e.data, is_main_result: false });
      else if (e.type === 'error') error = { name: e.name, value: e.value, traceback: e.traceback };
    },
  };
  const result = (end: RunEnd) => {
    const { type: _type, ...fields } = end;
    return { ...fields, stdout, stderr, results, error };
  };
  return { sink, result };
}
