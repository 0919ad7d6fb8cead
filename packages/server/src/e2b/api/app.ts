// The E2B-compatible REST API (docs/e2b.md): its own Fastify instance on its own listener, since
// E2B's paths (/sandboxes, /snapshots, /templates) are not Warren's. Who calls is a Warren API key
// in X-API-Key (as the E2B SDKs send it; `e2b_` + the key's hex for the Python SDK's format
// check); the organization's rate budgets and audit log are the ones Warren's API uses (the same
// limiter and writer, handed in). Errors have E2B's shape, {code, message}, with the status as the
// number `code` (the SDK reads it to tell "not found" and "already paused").

import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { compileRequestValidator } from '../../api/validation.ts';
import { authenticate } from '../../control/access/keys.ts';
import { budgetHeaders, perMinute, type RateClass } from '../../control/access/rate-limits.ts';
import { hostErrorToApi } from '../../control/guest-errors.ts';
import { ApiError, unauthorized } from '../../errors.ts';
import { callerIfAny, type E2bApiDeps, setCaller } from './deps.ts';
import { registerSandboxes } from './sandboxes.ts';
import { registerSnapshots } from './snapshots.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Routes that take resources: they spend the acquisition budget, as Warren's creates and forks do. */
const ACQUISITIONS = new Set([
  '/v2/sandboxes',
  '/sandboxes',
  '/sandboxes/:sandboxID/fork',
  '/sandboxes/:sandboxID/snapshots',
]);

export async function buildE2bApi(d: E2bApiDeps): Promise<FastifyInstance> {
  const app = Fastify({ bodyLimit: 1024 * 1024, genReqId: () => randomUUID(), requestIdHeader: false, logger: false });
  app.setValidatorCompiler(compileRequestValidator);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    try {
      const value = JSON.parse(text) as unknown;
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        return done(new ApiError(400, 'invalid request', 'body must be a JSON object'), undefined);
      }
      done(null, value);
    } catch (err) {
      done(new ApiError(400, 'invalid request', `malformed JSON: ${(err as Error).message}`), undefined);
    }
  });

  app.setErrorHandler((err, _req, reply) => {
    const api = toApiError(err);
    if (api.status >= 500 && !(err instanceof ApiError)) console.error(err);
    reply.headers(api.headers).status(api.status).send(errorBody(api));
  });
  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send({ code: 404, message: `no route ${req.method} ${req.url.split('?')[0]}` });
  });

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
    const caller = await authenticate(d.store, `Bearer ${apiKey(req)}`);
    if (!caller) throw unauthorized();
    setCaller(req, caller);
    const cls = rateClass(req);
    if (!cls) return;
    const orgLimits = await d.store.accounts.getOrgLimits(caller.orgId);
    reply.headers(budgetHeaders(d.limiter.take(caller.orgId, cls, perMinute(d.rateLimits, orgLimits, cls))));
  });
  // Every mutating call is in the organization's audit log, as `e2b METHOD /route`.
  app.addHook('onSend', (req, reply, payload, done) => {
    const caller = callerIfAny(req);
    if (MUTATING.has(req.method) && caller) {
      const params = req.params as Record<string, string> | undefined;
      d.auditLog.record({
        org_id: caller.orgId,
        key_id: caller.keyId,
        action: `e2b ${req.method} ${req.routeOptions.url ?? req.url.split('?')[0]}`,
        resource: params?.sandboxID ?? params?.templateID ?? createdId(reply.statusCode, payload),
        outcome: reply.statusCode,
        request_id: req.id,
      });
    }
    done(null, payload);
  });

  registerSandboxes(app, d);
  registerSnapshots(app, d);
  return app;
}

/**
 * The Warren key a request brings: X-API-Key (the SDKs'), or a Bearer credential. A key written
 * as `e2b_` and the hex of its bytes is the same key in the shape the Python SDK checks for.
 */
function apiKey(req: FastifyRequest): string {
  const header = req.headers['x-api-key'];
  let key = typeof header === 'string' ? header.trim() : '';
  if (key === '') key = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
  const hex = /^e2b_((?:[0-9a-f]{2})+)$/.exec(key)?.[1];
  return hex ? Buffer.from(hex, 'hex').toString('utf8') : key;
}

function rateClass(req: FastifyRequest): RateClass | undefined {
  if (req.method === 'DELETE') return undefined;
  return req.method === 'POST' && ACQUISITIONS.has(req.routeOptions.url ?? '') ? 'acquisition' : 'other';
}

/** The id a successful create answered with (a sandbox or a snapshot), for the audit record. */
function createdId(status: number, payload: unknown): string {
  if (status >= 300 || typeof payload !== 'string') return '';
  const found = /"(?:sandboxID|snapshotID)":"([^"]+)"/.exec(payload);
  return found?.[1] ?? '';
}

/** E2B's error body: the status as `code`, a message, and Warren's machine word beside them. */
export function errorBody(err: ApiError): Record<string, unknown> {
  const message = err.message === err.error ? err.message : `${err.error}: ${err.message}`;
  return { ...err.extra, code: err.status, message, error: err.error };
}

function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const host = hostErrorToApi(err);
  if (host) return host;
  const e = err as { validation?: unknown; statusCode?: number; code?: string; message?: string };
  if (e.validation) return new ApiError(400, 'invalid request', e.message ?? 'invalid request');
  if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new ApiError(413, 'too large', 'request body too large');
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
    return new ApiError(e.statusCode, 'invalid request', e.message ?? 'bad request');
  }
  return new ApiError(500, 'internal error', 'platform failure; idempotent requests may be retried');
}
