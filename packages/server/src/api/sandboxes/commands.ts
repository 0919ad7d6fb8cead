// The command routes (docs/commands.md): start, list and inspect commands, read their output from
// a cursor as NDJSON (following it live), write stdin, signal, resize, and attach over a
// WebSocket. The ledger itself is the guest agent's; control/sandboxes/commands.ts reaches it.

import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Caller } from '../../control/access/keys.ts';
import { CommandService, type OutputEvent } from '../../control/sandboxes/commands.ts';
import { ApiError, badRequest } from '../../errors.ts';
import { type ApiDeps, callerOf } from '../deps.ts';
import { VmParams } from '../schemas.ts';
import {
  type AttachQuery,
  AttachQuery as AttachQuerySchema,
  Command,
  CommandList,
  CommandParams,
  OutputLine,
  type OutputQuery,
  OutputQuery as OutputQuerySchema,
  ResizeBody,
  SignalBody,
  StartCommandBody,
  StdinBody,
} from './command-schemas.ts';
import { decodeStdin } from './exec.ts';

export const NDJSON = 'application/x-ndjson';
/** WebSocket close code for a command that ended (reason: its exit as JSON). */
const CLOSE_ENDED = 1000;
/** WebSocket close code when the output could not be read on (e.g. the sandbox was paused). */
const CLOSE_FAILED = 1011;

/** One NDJSON line of an output event. */
export function outputLine(e: OutputEvent): Record<string, unknown> {
  switch (e.kind) {
    case 'frame':
      return {
        seq: e.frame.seq,
        stream: e.frame.stream,
        data_b64: e.frame.data.toString('base64'),
        at_unix_ns: e.frame.atUnixNs,
      };
    case 'dropped':
      return { seq: e.seq, dropped_bytes: e.bytes };
    case 'end':
      return { seq: e.seq, end: true, exit_code: e.exitCode, timed_out: e.timedOut };
  }
}

export function registerCommands(app: FastifyInstance, { sandboxes }: ApiDeps): void {
  const commands = new CommandService(sandboxes);

  app.post<{ Params: VmParams; Body: StartCommandBody }>(
    '/vms/:id/commands',
    {
      schema: {
        summary: 'Start a command and answer at once; its output is kept in the sandbox (docs/commands.md)',
        params: VmParams,
        body: StartCommandBody,
        response: { 201: Command },
      },
    },
    async (req, reply) => {
      const body = req.body;
      if (!body) throw badRequest('body required: {"args": [...]} or {"command": "..."}');
      if ((body.args === undefined) === (body.command === undefined)) {
        throw badRequest('give args (argument list) or command (shell string)');
      }
      if (body.pty && body.stdin === false) throw badRequest('a command on a terminal always takes stdin');
      const started = await commands.start(callerOf(req), req.params.id, {
        args: body.args,
        command: body.command,
        env: body.env,
        cwd: body.cwd,
        timeoutS: body.timeout_s,
        stdin: body.stdin,
        pty: body.pty,
        user: body.user,
      });
      return reply.status(201).send(started);
    },
  );

  app.get<{ Params: VmParams }>(
    '/vms/:id/commands',
    { schema: { summary: "The sandbox's commands, newest first", params: VmParams, response: { 200: CommandList } } },
    async (req) => ({ commands: await commands.list(callerOf(req), req.params.id) }),
  );

  app.get<{ Params: CommandParams }>(
    '/vms/:id/commands/:command_id',
    { schema: { summary: 'One command', params: CommandParams, response: { 200: Command } } },
    async (req) => commands.get(callerOf(req), req.params.id, req.params.command_id),
  );

  app.get<{ Params: CommandParams; Querystring: OutputQuery }>(
    '/vms/:id/commands/:command_id/output',
    {
      schema: {
        summary: "A command's output from a cursor, one JSON object per line",
        description:
          'Every frame with seq >= cursor in order, then, once the command has ended, a last line with ' +
          'end: true. With follow=true the answer stays open until that line. Reconnect with the next seq ' +
          'not seen to get the rest with no gap and no repeat.',
        params: CommandParams,
        querystring: OutputQuerySchema,
        response: { 200: { description: 'NDJSON lines', content: { [NDJSON]: { schema: OutputLine } } } },
      },
    },
    async (req, reply) => {
      const abort = new AbortController();
      // The answer's close: sent whole, or its connection gone (the reader left).
      reply.raw.once('close', () => abort.abort());
      const caller = callerOf(req);
      const { id, command_id } = req.params;
      // Asked first, so a missing command or a paused sandbox is an error status, not a cut stream.
      await commands.get(caller, id, command_id);
      const events = commands.output(caller, id, command_id, req.query.cursor ?? 0, {
        follow: req.query.follow ?? false,
        signal: abort.signal,
      });
      async function* lines(): AsyncGenerator<string> {
        for await (const e of events) yield `${JSON.stringify(outputLine(e))}\n`;
      }
      return reply.type(NDJSON).header('cache-control', 'no-store').send(Readable.from(lines()));
    },
  );

  app.post<{ Params: CommandParams; Body: StdinBody }>(
    '/vms/:id/commands/:command_id/stdin',
    {
      schema: {
        summary: "Write to a command's stdin (started with stdin: true, or on a terminal)",
        params: CommandParams,
        body: StdinBody,
        response: { 204: { type: 'null', description: 'written' } },
      },
    },
    async (req, reply) => {
      const data = decodeStdin(req.body.data_b64) ?? Buffer.alloc(0);
      await commands.writeStdin(callerOf(req), req.params.id, req.params.command_id, data, req.body.eof ?? false);
      return reply.status(204).send();
    },
  );

  app.post<{ Params: CommandParams; Body: SignalBody }>(
    '/vms/:id/commands/:command_id/signal',
    {
      schema: {
        summary: "Signal a command's process group (KILL: its whole process tree)",
        params: CommandParams,
        body: SignalBody,
        response: { 204: { type: 'null', description: 'sent' } },
      },
    },
    async (req, reply) => {
      await commands.signal(callerOf(req), req.params.id, req.params.command_id, req.body.signal);
      return reply.status(204).send();
    },
  );

  app.post<{ Params: CommandParams; Body: ResizeBody }>(
    '/vms/:id/commands/:command_id/resize',
    {
      schema: {
        summary: "Resize a command's terminal (409 for a command without one)",
        params: CommandParams,
        body: ResizeBody,
        response: { 204: { type: 'null', description: 'resized' } },
      },
    },
    async (req, reply) => {
      await commands.resize(callerOf(req), req.params.id, req.params.command_id, req.body);
      return reply.status(204).send();
    },
  );

  app.route<{ Params: CommandParams; Querystring: AttachQuery }>({
    method: 'GET',
    url: '/vms/:id/commands/:command_id/attach',
    schema: {
      summary: 'Attach to a command over a WebSocket',
      description:
        'Binary frames from the client are stdin; binary frames to it are output (from cursor, default 0). ' +
        'Text frames from the client: {"resize": {"cols", "rows"}}, {"eof": true}, {"signal": "INT"}. ' +
        'A text frame {"dropped_bytes": n} says output was dropped before it was sent. The close frame ' +
        '(1000) carries the exit as JSON: {"exit_code", "timed_out"}; detaching leaves the command running.',
      params: CommandParams,
      querystring: AttachQuerySchema,
      response: {
        101: { type: 'null', description: 'Switching Protocols: the WebSocket' },
        426: { $ref: 'Error#' },
      },
    },
    // Before the upgrade: a missing command or another organization's sandbox is a plain 404.
    preHandler: async (req) => {
      await commands.get(callerOf(req), req.params.id, req.params.command_id);
    },
    handler: async () => {
      throw new ApiError(426, 'upgrade required', 'attach is a WebSocket: send Upgrade: websocket');
    },
    wsHandler: (socket, req) => {
      attach(commands, socket, callerOf(req), req.params.id, req.params.command_id, req.query.cursor ?? 0);
    },
  });
}

/** Serves one attached WebSocket: output out, stdin and control in, until the end or a detach. */
function attach(
  commands: CommandService,
  socket: WebSocket,
  caller: Caller,
  vmId: string,
  commandId: string,
  cursor: number,
): void {
  const abort = new AbortController();
  socket.on('close', () => abort.abort());
  // Writes go one at a time, in the order they came.
  let writes = Promise.resolve();
  const fail = (err: Error) => {
    if (socket.readyState === socket.OPEN) socket.close(CLOSE_FAILED, err.message.slice(0, 120));
  };
  // A control that fails (a resize racing the end) is answered on the socket, which stays open.
  const refuse = (err: Error) => {
    const word = err instanceof ApiError ? err.error : 'error';
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ error: word, message: err.message }));
  };
  socket.on('message', (data: Buffer, isBinary: boolean) => {
    writes = writes.then(() => control(commands, caller, vmId, commandId, data, isBinary)).catch(refuse);
  });
  const send = (data: Buffer | string) =>
    new Promise<void>((resolve, reject) => socket.send(data, (err) => (err ? reject(err) : resolve())));
  (async () => {
    for await (const e of commands.output(caller, vmId, commandId, cursor, { follow: true, signal: abort.signal })) {
      if (socket.readyState !== socket.OPEN) return;
      if (e.kind === 'frame') await send(e.frame.data);
      else if (e.kind === 'dropped') await send(JSON.stringify({ dropped_bytes: e.bytes }));
      else socket.close(CLOSE_ENDED, JSON.stringify({ exit_code: e.exitCode, timed_out: e.timedOut }));
    }
  })().catch(fail);
}

/** One message from an attached client: stdin bytes, or a control object. */
async function control(
  commands: CommandService,
  caller: Caller,
  vmId: string,
  commandId: string,
  data: Buffer,
  isBinary: boolean,
): Promise<void> {
  if (isBinary) return commands.writeStdin(caller, vmId, commandId, data);
  let msg: { resize?: { cols?: unknown; rows?: unknown }; eof?: unknown; signal?: unknown };
  try {
    msg = JSON.parse(data.toString('utf8'));
  } catch {
    throw badRequest('a text frame must be JSON');
  }
  if (msg.resize) {
    const { cols, rows } = msg.resize;
    if (!Number.isInteger(cols) || !Number.isInteger(rows)) throw badRequest('resize needs integer cols and rows');
    return commands.resize(caller, vmId, commandId, { cols: cols as number, rows: rows as number });
  }
  if (msg.eof === true) return commands.writeStdin(caller, vmId, commandId, Buffer.alloc(0), true);
  if (msg.signal === 'INT' || msg.signal === 'TERM' || msg.signal === 'KILL' || msg.signal === 'HUP') {
    return commands.signal(caller, vmId, commandId, msg.signal);
  }
  throw badRequest('unknown control frame');
}
