// POST /vms/{id}/exec in its two forms: an argument list (optionally in the background) and a
// persistent shell session.

import type { FastifyInstance } from 'fastify';
import { envList } from '../../control/sandboxes/commands.ts';
import { ApiError, badRequest } from '../../errors.ts';
import type { ExecOutput } from '../../host/types.ts';
import { type ApiDeps, callerOf } from '../deps.ts';
import { VmParams } from '../schemas.ts';
import { BackgroundStarted, ExecBody, ExecResult, MAX_ARG_BYTES, MAX_STDIN_BYTES, SessionClosed } from './schemas.ts';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const TRUNCATION_NOTICE = '\n[warren: output truncated at 16 MiB]\n';

/** Raw guest output as the spec's exec result: UTF-8 text, invalid bytes become U+FFFD. */
export function execResult(out: ExecOutput) {
  return {
    exit_code: out.exitCode,
    stdout: out.stdout.toString('utf8') + (out.stdoutTruncated ? TRUNCATION_NOTICE : ''),
    stderr: out.stderr.toString('utf8') + (out.stderrTruncated ? TRUNCATION_NOTICE : ''),
    stdout_truncated: out.stdoutTruncated,
    stderr_truncated: out.stderrTruncated,
    ...(out.timedOut ? { timed_out: true } : {}),
  };
}

const timeoutMs = (s: number | undefined) => (s === undefined ? undefined : s * 1000);

export function decodeStdin(b64: string | undefined): Buffer | undefined {
  if (b64 === undefined) return undefined;
  if (b64.length % 4 !== 0 || !BASE64.test(b64)) throw badRequest('stdin_b64 is not valid base64');
  const data = Buffer.from(b64, 'base64');
  if (data.length > MAX_STDIN_BYTES) {
    throw new ApiError(413, 'too large', `stdin is ${data.length} bytes; at most ${MAX_STDIN_BYTES} per call`);
  }
  return data;
}

export function registerExec(app: FastifyInstance, { sandboxes }: ApiDeps): void {
  app.post<{ Params: VmParams; Body: ExecBody }>(
    '/vms/:id/exec',
    {
      schema: {
        summary: 'Run a command (args) or a shell command in a session (session_id + command)',
        description:
          'A 2xx answer does not mean the command succeeded: check exit_code. Commands block until the ' +
          'command and everything it spawned have exited; use background (args form) or a session for ' +
          'processes that must outlive the call.',
        params: VmParams,
        body: ExecBody,
        response: { 200: { oneOf: [ExecResult, BackgroundStarted, SessionClosed] } },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const vmId = req.params.id;
      const body = req.body;
      if (!body) throw badRequest('body required: {"args": [...]} or {"session_id": ..., "command": ...}');

      if (body.session_id !== undefined) {
        if (
          body.args !== undefined ||
          body.stdin_b64 !== undefined ||
          body.background !== undefined ||
          body.user !== undefined
        ) {
          throw badRequest(
            'the session form takes session_id, command, close_session, env, cwd and timeout_s only (no user)',
          );
        }
        const sessionId = body.session_id;
        if (body.command === undefined) {
          if (!body.close_session) throw badRequest('command required (or close_session: true)');
          const closed = await sandboxes.guest(caller, vmId, (h) => h.sessionClose(vmId, sessionId));
          return { session_id: sessionId, closed };
        }
        const command = body.command;
        const opts = { env: envList(body.env), cwd: body.cwd, timeoutMs: timeoutMs(body.timeout_s) };
        const out = await sandboxes.guest(caller, vmId, (h) => h.sessionExec(vmId, sessionId, command, opts));
        if (!body.close_session) return execResult(out);
        const closed = await sandboxes.guest(caller, vmId, (h) => h.sessionClose(vmId, sessionId));
        return { ...execResult(out), closed };
      }

      if (body.args === undefined) throw badRequest('give args (argument list) or session_id with command');
      if (body.command !== undefined || body.close_session !== undefined) {
        throw badRequest('command and close_session need session_id');
      }
      const args = body.args;
      for (const [i, arg] of args.entries()) {
        if (Buffer.byteLength(arg) > MAX_ARG_BYTES) {
          throw badRequest(`args[${i}] is over ${MAX_ARG_BYTES} bytes; send bulk data with stdin_b64`);
        }
      }
      const stdin = decodeStdin(body.stdin_b64);
      const env = envList(body.env);
      const cwd = body.cwd;
      const user = body.user;
      if (body.background) {
        if (stdin) throw badRequest('background cannot combine with stdin_b64');
        if (body.timeout_s !== undefined) {
          throw badRequest('background cannot combine with timeout_s; start a command (POST /vms/{id}/commands)');
        }
        const out = await sandboxes.guest(caller, vmId, (h) =>
          h.exec(vmId, { args, background: true, env, cwd, user }),
        );
        return { pid: out.pid ?? 0, background: true as const };
      }
      const execReq = { args, stdin, env, cwd, user, timeoutMs: timeoutMs(body.timeout_s) };
      return execResult(await sandboxes.guest(caller, vmId, (h) => h.exec(vmId, execReq)));
    },
  );
}
