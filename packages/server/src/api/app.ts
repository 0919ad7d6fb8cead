// The HTTP API: one Fastify instance with authentication, validation, error mapping, audit and
// the OpenAPI document. Routes live one file per resource and get their dependencies from here.

import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import websocket from '@fastify/websocket';
import { registerConsole } from '@warren/console';
import Fastify, { type FastifyInstance } from 'fastify';
import { hostErrorToApi } from '../control/guest-errors.ts';
import { ApiError } from '../errors.ts';
import { registerAccounts } from './access/accounts.ts';
import { registerKeys } from './access/keys.ts';
import { registerOAuth } from './access/oauth.ts';
import { registerRegistries } from './access/registries.ts';
import { registerAudit } from './audit.ts';
import { authenticateRequest } from './auth.ts';
import { registerExports } from './checkpoints/exports.ts';
import { registerSnapshots } from './checkpoints/snapshots.ts';
import { registerTemplates } from './checkpoints/templates.ts';
import { registerCode } from './code/routes.ts';
import type { ApiDeps } from './deps.ts';
import { registerMetrics } from './metering/metrics.ts';
import { registerUsage } from './metering/usage.ts';
import { registerNetwork } from './network/egress.ts';
import { registerIngress } from './network/ingress.ts';
import { budgetHeaders, DEFAULT_RATE_LIMITS, perMinute, RateLimiter, rateClass } from './rate-limit.ts';
import { registerCommands } from './sandboxes/commands.ts';
import { registerObservability } from './sandboxes/events.ts';
import { registerExec } from './sandboxes/exec.ts';
import { registerFiles } from './sandboxes/files.ts';
import { registerLifecycle } from './sandboxes/lifecycle.ts';
import { registerVms } from './sandboxes/vms.ts';
import { ErrorBody } from './schemas.ts';
import { compileRequestValidator } from './validation.ts';
import { registerVolumes } from './volumes/volumes.ts';
import { registerWebhooks } from './webhooks/webhooks.ts';

export const BODY_LIMIT = 24 * 1024 * 1024;

export async function buildApp(deps: ApiDeps): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    logger: false,
    ajv: { customOptions: { coerceTypes: false } },
  });
  app.setValidatorCompiler(compileRequestValidator);

  // An empty body on a JSON route reads as "no body" (lifecycle POSTs are often sent that way).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (err) {
      return done(new ApiError(400, 'invalid request', `malformed JSON: ${(err as Error).message}`), undefined);
    }
    // Fastify hands the validator a missing body and a `null` one alike, as null: refused here, a
    // `null` would pass for "no body" and create a default sandbox. No route takes one.
    if (value === null)
      return done(new ApiError(400, 'invalid request', 'body must be a JSON object, not null'), undefined);
    done(null, value);
  });
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  await app.register(swagger, {
    openapi: {
      info: { title: 'Warren', version: '0.1.0', description: 'Isolated microVM sandboxes over HTTP/JSON' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
  app.addSchema(ErrorBody);
  await app.register(websocket);

  app.setErrorHandler((err, req, reply) => {
    const api = toApiError(err);
    if (api.status >= 500) req.log.error(err);
    if (api.status >= 500 && !(err instanceof ApiError)) console.error(err);
    reply.headers(api.headers).status(api.status).send(api.body());
  });
  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send({ error: 'not found', message: `no route ${req.method} ${req.url.split('?')[0]}` });
  });

  const rateLimits = deps.rateLimits ?? DEFAULT_RATE_LIMITS;
  const limiter = deps.limiter ?? new RateLimiter(rateLimits.replicas);
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
    if (req.routeOptions.config?.public) return;
    const caller = await authenticateRequest(deps, req);
    req.caller = caller;
    const cls = rateClass(req.method, req.url.split('?')[0]);
    if (!cls) return;
    const orgLimits = await deps.store.accounts.getOrgLimits(caller.orgId);
    reply.headers(budgetHeaders(limiter.take(caller.orgId, cls, perMinute(rateLimits, orgLimits, cls))));
  });
  registerAudit(app, deps);

  app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
  app.get('/healthz', { config: { public: true }, schema: { hide: true } }, async () => {
    await deps.store.ping();
    return { ok: true };
  });

  registerVms(app, deps);
  registerNetwork(app, deps);
  registerExec(app, deps);
  registerCommands(app, deps);
  registerCode(app, deps);
  registerFiles(app, deps);
  registerObservability(app, deps);
  registerRegistries(app, deps);
  registerLifecycle(app, deps);
  registerSnapshots(app, deps);
  registerExports(app, deps);
  registerTemplates(app, deps);
  registerMetrics(app, deps);
  registerUsage(app, deps);
  registerAccounts(app, deps);
  registerKeys(app, deps);
  registerOAuth(app, deps);
  registerIngress(app, deps);
  registerWebhooks(app, deps);
  registerVolumes(app, deps);
  registerConsole(app);
  return app;
}

function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const host = hostErrorToApi(err);
  if (host) return host;
  const e = err as {
    validation?: unknown;
    validationContext?: string;
    statusCode?: number;
    code?: string;
    message?: string;
  };
  // Fastify's message already names the part ("body/cpus must be <= 4").
  if (e.validation) return new ApiError(400, 'invalid request', e.message ?? `${e.validationContext} is invalid`);
  if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new ApiError(413, 'too large', 'request body too large');
  if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return new ApiError(415, 'unsupported media type', e.message ?? 'unsupported content type');
  }
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
    return new ApiError(e.statusCode, 'invalid request', e.message ?? 'bad request');
  }
  return new ApiError(500, 'internal error', 'platform failure; idempotent requests may be retried');
}
