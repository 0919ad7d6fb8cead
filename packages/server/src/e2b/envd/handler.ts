// envd, port 49983 of every sandbox made through the E2B-compatible API, served by Warren on the
// host (docs/e2b.md, "envd"): the edge hands this handler the requests a sandbox origin routes to
// that port, and it answers them from Warren's own commands and files; nothing of E2B runs in the
// guest. It owns who may call (the sandbox's access token, or a signed URL for /files), which user
// a call acts as, the organization's rate budget and audit log, and the mapping of Warren's errors
// to Connect's; each service (process.ts, filesystem.ts, files.ts) owns its calls.

import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { AuditLog } from '../../control/access/audit-log.ts';
import type { Caller } from '../../control/access/keys.ts';
import { perMinute, type RateLimiter, type RateLimits } from '../../control/access/rate-limits.ts';
import type { CommandService } from '../../control/sandboxes/commands.ts';
import type { SandboxService } from '../../control/sandboxes/service.ts';
import { ApiError } from '../../errors.ts';
import type { Store } from '../../store/index.ts';
import { type E2bSandboxes, e2bState } from '../sandboxes.ts';
import { sameSecret } from '../tokens.ts';
import { type Account, Accounts, basicUser } from './accounts.ts';
import type { Call } from './call.ts';
import {
  ConnectError,
  keepaliveMs,
  type Request,
  type Response,
  readMessage,
  ServerStream,
  sendError,
  sendUnary,
} from './connect.ts';
import { FileRoutes } from './files.ts';
import { FilesystemService } from './filesystem.ts';
import { ProcessService } from './process.ts';
import { type FileOperation, signatureValid } from './signature.ts';

/** The port envd answers on in every sandbox. */
export const ENVD_PORT = 49983;
/** The largest message of a call (SendInput carries terminal and stdin bytes). */
const MAX_MESSAGE_BYTES = 8 * 1024 * 1024;

export interface EnvdDeps {
  store: Store;
  sandboxes: SandboxService;
  commands: CommandService;
  e2b: E2bSandboxes;
  limiter: RateLimiter;
  rateLimits: RateLimits;
  auditLog: AuditLog;
}

type Unary = (call: Call, account: Account) => Promise<unknown>;
type Streaming = (call: Call, account: Account, stream: () => ServerStream) => Promise<void>;
interface Method {
  unary?: Unary;
  stream?: Streaming;
  /** Names its user (Authorization: Basic) and so needs the account resolved. */
  user: boolean;
  /** Recorded in the audit log. */
  audited: boolean;
  /** The stream's keepalive message. */
  keepalive?: () => unknown;
}

export class Envd {
  readonly #d: EnvdDeps;
  readonly #accounts: Accounts;
  readonly #files: FileRoutes;
  readonly #methods: Map<string, Method>;

  constructor(d: EnvdDeps) {
    this.#d = d;
    this.#accounts = new Accounts(d.sandboxes);
    this.#files = new FileRoutes(d.sandboxes);
    const p = new ProcessService(d.commands);
    const f = new FilesystemService(d.sandboxes);
    const processKeepalive = () => ({ event: { keepalive: {} } });
    this.#methods = new Map<string, Method>([
      [
        '/process.Process/Start',
        { stream: (c, a, s) => p.start(c, a, s), user: true, audited: true, keepalive: processKeepalive },
      ],
      [
        '/process.Process/Connect',
        { stream: (c, _a, s) => p.connect(c, s), user: false, audited: false, keepalive: processKeepalive },
      ],
      ['/process.Process/List', { unary: (c) => p.list(c), user: false, audited: false }],
      ['/process.Process/SendInput', { unary: (c) => p.sendInput(c), user: false, audited: false }],
      ['/process.Process/SendSignal', { unary: (c) => p.sendSignal(c), user: false, audited: true }],
      ['/process.Process/CloseStdin', { unary: (c) => p.closeStdin(c), user: false, audited: true }],
      ['/process.Process/Update', { unary: (c) => p.update(c), user: false, audited: true }],
      ['/filesystem.Filesystem/Stat', { unary: (c, a) => f.stat(c, a), user: true, audited: false }],
      ['/filesystem.Filesystem/ListDir', { unary: (c, a) => f.listDir(c, a), user: true, audited: false }],
      ['/filesystem.Filesystem/MakeDir', { unary: (c, a) => f.makeDir(c, a), user: true, audited: true }],
      ['/filesystem.Filesystem/Move', { unary: (c, a) => f.move(c, a), user: true, audited: true }],
      ['/filesystem.Filesystem/Remove', { unary: (c, a) => f.remove(c, a), user: true, audited: true }],
      [
        '/filesystem.Filesystem/WatchDir',
        { stream: (c, a, s) => f.watchDir(c, a, s), user: true, audited: false, keepalive: () => ({ keepalive: {} }) },
      ],
      ['/filesystem.Filesystem/CreateWatcher', { unary: (c, a) => f.createWatcher(c, a), user: true, audited: false }],
      ['/filesystem.Filesystem/GetWatcherEvents', { unary: (c) => f.getWatcherEvents(c), user: false, audited: false }],
      ['/filesystem.Filesystem/RemoveWatcher', { unary: (c) => f.removeWatcher(c), user: false, audited: false }],
    ]);
  }

  /** Answers a request the edge routed to port 49983 of sandbox `vmId`. */
  serve(vmId: string, req: Request, res: Response): void {
    this.#serve(vmId, req, res).catch((err: Error) => {
      console.error(`envd ${vmId}: ${err.message}`);
      if (!res.headersSent) sendError(res, new ConnectError('internal', 'envd failed'));
      else res.destroy();
    });
  }

  async #serve(vmId: string, req: Request, res: Response): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://envd');
    const route = url.pathname;
    const method = this.#methods.get(route);
    const isFiles = route === '/files' && (req.method === 'GET' || req.method === 'POST');
    const streaming = method?.stream !== undefined;
    const sandbox = await this.#d.e2b.find(vmId);
    const alive =
      sandbox !== undefined && e2bState(sandbox.row.state) === 'running' && sandbox.row.state !== 'creating';
    if (route === '/health' && req.method === 'GET') {
      if (!alive) return httpError(res, 502, 'the sandbox is not running');
      (res as ServerResponse).writeHead(204);
      res.end();
      return;
    }
    if (!method && !isFiles) return httpError(res, 404, `no route ${req.method} ${route}`);
    if (method && req.method !== 'POST') return httpError(res, 405, 'Connect calls are POST');
    if (!sandbox || !alive) {
      // What E2B's proxy answers for a sandbox that is gone (or resting): the SDK reads it so.
      const why = sandbox ? `the sandbox is ${sandbox.row.state}` : 'the sandbox was not found';
      return isFiles ? httpError(res, 502, why) : sendError(res, new ConnectError('unavailable', why, 502));
    }
    const token = this.#d.e2b.envdToken(sandbox.e2b);
    const given = header(req, 'x-access-token');
    if (token !== undefined && !sameSecret(token, given)) {
      const op: FileOperation = req.method === 'GET' ? 'read' : 'write';
      const signed = isFiles && given === undefined && signatureValid(url.searchParams, op, token);
      if (!signed) {
        const why = given === undefined ? 'missing access token' : 'invalid access token';
        return isFiles ? httpError(res, 401, why) : sendError(res, new ConnectError('unauthenticated', why, 401));
      }
    }
    const call: Call = { sandbox, vmId, caller: this.#d.e2b.callerOf(sandbox.e2b), req, res, message: {} };
    const requestId = randomUUID();
    let status = 200;
    try {
      await this.#spend(call.caller);
      if (isFiles) {
        const account = await this.#accounts.resolve(
          call.caller,
          vmId,
          sandbox.row.image,
          url.searchParams.get('username') ?? undefined,
        );
        if (req.method === 'GET') await this.#files.download(call, account, url.searchParams);
        else await this.#files.upload(call, account, url.searchParams);
        return;
      }
      const m = method as Method;
      call.message = await readMessage(req, streaming, MAX_MESSAGE_BYTES);
      const account = m.user
        ? await this.#accounts.resolve(call.caller, vmId, sandbox.row.image, basicUser(req))
        : { name: 'root', home: '/root' };
      if (m.stream) {
        let stream: ServerStream | undefined;
        const open = () => {
          stream ??= new ServerStream(res, keepaliveMs(req), m.keepalive ?? (() => ({})));
          return stream;
        };
        try {
          await m.stream(call, account, open);
        } catch (err) {
          const e = toConnectError(err);
          status = e.status;
          if (stream) stream.end(e);
          else sendError(res, e, true);
        }
        return;
      }
      sendUnary(res, await (m.unary as Unary)(call, account));
    } catch (err) {
      const e = toConnectError(err);
      status = e.status;
      if (isFiles) httpError(res, httpStatusOf(e), e.message);
      else sendError(res, e, streaming);
    } finally {
      if (isFiles ? req.method === 'POST' : method?.audited) {
        this.#d.auditLog.record({
          org_id: call.caller.orgId,
          key_id: call.caller.keyId,
          action: `e2b envd ${isFiles ? 'POST /files' : route.slice(1)}`,
          resource: vmId,
          outcome: status,
          request_id: requestId,
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

function header(req: Request, name: string): string | undefined {
  const v = req.headers[name];
  return typeof v === 'string' ? v : undefined;
}

/** A plain HTTP error of envd's /files and /health: `{code, message}` with the status as the code. */
function httpError(res: Response, status: number, message: string): void {
  const body = JSON.stringify({ code: status, message });
  (res as ServerResponse).writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

function httpStatusOf(e: ConnectError): number {
  const byCode: Partial<Record<string, number>> = { not_found: 404, invalid_argument: 400, unauthenticated: 401 };
  return e.status === 502 || e.status === 413 ? e.status : (byCode[e.code] ?? e.status);
}

/** Warren's errors (ApiError, with its words) as Connect's. */
export function toConnectError(err: unknown): ConnectError {
  if (err instanceof ConnectError) return err;
  if (!(err instanceof ApiError)) {
    console.error(err);
    return new ConnectError('internal', 'envd failed');
  }
  const m = err.message;
  if (err.error === 'sandbox is paused' || err.error === 'sandbox is stopped') {
    return new ConnectError('unavailable', err.error, 502);
  }
  if (err.error === 'unknown user') return new ConnectError('unauthenticated', m);
  if (err.error === 'rate limited') return new ConnectError('resource_exhausted', m, 429);
  switch (err.status) {
    case 400:
      return new ConnectError('invalid_argument', m);
    case 401:
      return new ConnectError('unauthenticated', m);
    case 403:
      return new ConnectError('permission_denied', m);
    case 404:
      return new ConnectError('not_found', m);
    case 409:
      return new ConnectError(err.error === 'exists' ? 'already_exists' : 'failed_precondition', m);
    case 413:
      return new ConnectError('resource_exhausted', m, 413);
    case 503:
      return new ConnectError('unavailable', m);
    default:
      return new ConnectError('internal', m);
  }
}
