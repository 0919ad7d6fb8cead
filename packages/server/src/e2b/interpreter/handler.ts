// The code interpreter, port 49999 of every sandbox made through the E2B-compatible API, served by
// Warren on the host (docs/e2b.md, "The code interpreter"): what `@e2b/code-interpreter` calls
// (`/execute`, `/contexts`) answered from Warren's code contexts (control/code/), as envd is from
// its commands and files; nothing of E2B runs in the guest. It owns who may call (the sandbox's
// access token on /execute, the only call the SDK sends it with; the traffic token, when the
// sandbox's traffic is not public, is the router's), the organization's rate budget and audit log,
// and Warren's errors as the statuses and plain-text bodies the SDK reads. `execute.ts` and
// `contexts.ts` own the calls.

import { randomUUID } from 'node:crypto';
import type { AuditLog } from '../../control/access/audit-log.ts';
import type { Caller } from '../../control/access/keys.ts';
import { perMinute, type RateLimiter, type RateLimits } from '../../control/access/rate-limits.ts';
import type { CodeContexts } from '../../control/code/contexts.ts';
import type { CodeRuns } from '../../control/code/runs.ts';
import { ApiError } from '../../errors.ts';
import type { Store } from '../../store/index.ts';
import { type E2bSandboxes, e2bState, envVars } from '../sandboxes.ts';
import { sameSecret } from '../tokens.ts';
import { createContext, listContexts, removeContext, restartContext } from './contexts.ts';
import { execute } from './execute.ts';
import { header, type Request, type Response, readJson, sendJson, sendText } from './http.ts';

/** The port the code interpreter answers on in every sandbox (the SDK's JUPYTER_PORT). */
export const INTERPRETER_PORT = 49999;
/** The largest body of a context call. */
const MAX_CONTEXT_BODY_BYTES = 64 << 10;

export interface InterpreterDeps {
  store: Store;
  contexts: CodeContexts;
  /** The one CodeRuns of this replica (Warren's API runs through it too): runs of a context queue in it. */
  runs: CodeRuns;
  e2b: E2bSandboxes;
  limiter: RateLimiter;
  rateLimits: RateLimits;
  auditLog: AuditLog;
}

/** A call, by its method and path. */
type Route =
  | { name: 'execute' }
  | { name: 'create' }
  | { name: 'list' }
  | { name: 'restart'; contextId: string }
  | { name: 'remove'; contextId: string };

function routeOf(method: string | undefined, path: string): Route | undefined {
  if (path === '/execute' && method === 'POST') return { name: 'execute' };
  if (path === '/contexts') {
    if (method === 'POST') return { name: 'create' };
    if (method === 'GET') return { name: 'list' };
  }
  const restart = /^\/contexts\/([^/]+)\/restart$/.exec(path);
  const restartId = restart && decoded(restart[1]);
  if (restartId && method === 'POST') return { name: 'restart', contextId: restartId };
  const one = /^\/contexts\/([^/]+)$/.exec(path);
  const oneId = one && decoded(one[1]);
  if (oneId && method === 'DELETE') return { name: 'remove', contextId: oneId };
  return undefined;
}

/** A path segment decoded; undefined when its escapes are malformed (`%zz`), a route not found. */
function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export class Interpreter {
  readonly #d: InterpreterDeps;

  constructor(d: InterpreterDeps) {
    this.#d = d;
  }

  /** Answers a request the edge routed to port 49999 of sandbox `vmId`. */
  serve(vmId: string, req: Request, res: Response): void {
    this.#serve(vmId, req, res).catch((err: Error) => {
      console.error(`code interpreter ${vmId}: ${err.message}`);
      if (!res.headersSent) sendText(res, 500, 'the code interpreter failed');
      else res.destroy();
    });
  }

  async #serve(vmId: string, req: Request, res: Response): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://interpreter').pathname;
    const sandbox = await this.#d.e2b.find(vmId);
    const alive =
      sandbox !== undefined && e2bState(sandbox.row.state) === 'running' && sandbox.row.state !== 'creating';
    if (!sandbox || !alive) {
      // What E2B's proxy answers for a sandbox that is gone or at rest: the SDK reads it as a timeout.
      return sendText(res, 502, sandbox ? `the sandbox is ${sandbox.row.state}` : 'the sandbox was not found');
    }
    if (path === '/health' && req.method === 'GET') return sendJson(res, 200, 'OK');
    const route = routeOf(req.method, path);
    if (!route) return sendText(res, 404, `no route ${req.method} ${path}`);
    const token = this.#d.e2b.envdToken(sandbox.e2b);
    if (route.name === 'execute' && token !== undefined && !sameSecret(token, header(req, 'x-access-token'))) {
      return sendText(
        res,
        401,
        header(req, 'x-access-token') === undefined ? 'missing access token' : 'invalid access token',
      );
    }
    const caller = this.#d.e2b.callerOf(sandbox.e2b);
    let status = 200;
    try {
      await this.#spend(caller);
      const { contexts, runs } = this.#d;
      switch (route.name) {
        case 'execute':
          return await execute(runs, { caller, vmId, env: envVars(sandbox.e2b), req, res });
        case 'create': {
          const body = await readJson(req, MAX_CONTEXT_BODY_BYTES);
          return sendJson(res, 200, await createContext(contexts, caller, vmId, body));
        }
        case 'list':
          return sendJson(res, 200, await listContexts(contexts, caller, vmId));
        case 'restart':
          await restartContext(contexts, caller, vmId, route.contextId);
          return sendJson(res, 200, null);
        case 'remove':
          await removeContext(contexts, caller, vmId, route.contextId);
          return sendJson(res, 200, null);
      }
    } catch (err) {
      const e = httpError(err);
      status = e.status;
      if (!res.headersSent) sendText(res, e.status, e.message);
      else res.destroy();
    } finally {
      if (route.name !== 'list') {
        this.#d.auditLog.record({
          org_id: caller.orgId,
          key_id: caller.keyId,
          action: `e2b interpreter ${req.method} ${path}`,
          resource: vmId,
          outcome: status,
          request_id: randomUUID(),
        });
      }
    }
  }

  /** One request of the organization's `other` budget, as Warren's own guest calls spend. */
  async #spend(caller: Caller): Promise<void> {
    const org = await this.#d.store.accounts.getOrgLimits(caller.orgId);
    this.#d.limiter.take(caller.orgId, 'other', perMinute(this.#d.rateLimits, org, 'other'));
  }
}

/** Warren's errors as the status and text E2B's server would answer. */
function httpError(err: unknown): { status: number; message: string } {
  if (!(err instanceof ApiError)) {
    console.error(err);
    return { status: 500, message: 'the code interpreter failed' };
  }
  // A sandbox gone or at rest since it was looked up: E2B's proxy answers 502 (the SDK: a timeout).
  if (err.error === 'sandbox is paused' || err.error === 'sandbox is stopped' || err.message === 'no such sandbox') {
    return { status: 502, message: err.message };
  }
  return { status: err.status, message: err.message };
}
