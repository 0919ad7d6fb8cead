// The HTTP API: one Fastify instance with authentication, validation, error mapping, audit and
// the OpenAPI document. Routes live one file per resource and get their dependencies from here.

import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import websocket from '@fastify/websocket';
import { registerConsole } from '@warren/console';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { AccountService } from '../control/accounts.ts';
import type { ExportService } from '../control/exports.ts';
import { hostErrorToApi } from '../control/guest-errors.ts';
import type { IngressService } from '../control/ingress.ts';
import type { Caller } from '../control/keys.ts';
import type { Meter } from '../control/metrics.ts';
import type { RegistryService } from '../control/registries.ts';
import type { SandboxService } from '../control/sandboxes.ts';
import type { SnapshotService } from '../control/snapshots.ts';
import type { TemplateService } from '../control/templates.ts';
import type { UsageService } from '../control/usage.ts';
import type { WebhookService } from '../control/webhooks.ts';
import { ApiError } from '../errors.ts';
import type { LocalObjectStore } from '../objects/local.ts';
import type { Store } from '../store/index.ts';
import { registerAccounts } from './accounts.ts';
import { registerAudit } from './audit.ts';
import { authenticateRequest } from './auth.ts';
import { registerCommands } from './commands.ts';
import { registerExec } from './exec.ts';
import { registerExports } from './exports.ts';
import { registerFiles } from './files.ts';
import { registerIngress } from './ingress.ts';
import { registerKeys } from './keys.ts';
import { registerLifecycle } from './lifecycle.ts';
import { registerMetrics } from './metrics.ts';
import { registerNetwork } from './network.ts';
import { registerOAuth } from './oauth.ts';
import { registerObservability } from './observability.ts';
import {
  budgetHeaders,
  DEFAULT_RATE_LIMITS,
  perMinute,
  RateLimiter,
  type RateLimits,
  rateClass,
} from './rate-limit.ts';
import { registerRegistries } from './registries.ts';
import { ErrorBody } from './schemas.ts';
import { registerSnapshots } from './snapshots.ts';
import { registerTemplates } from './templates.ts';
import { registerUsage } from './usage.ts';
import { compileRequestValidator } from './validation.ts';
import { registerVms } from './vms.ts';
import { registerWebhooks } from './webhooks.ts';

export interface ApiDeps {
  store: Store;
  rateLimits?: RateLimits;
  sandboxes: SandboxService;
  snapshots: SnapshotService;
  registries: RegistryService;
  exports: ExportService;
  templates: TemplateService;
  accounts: AccountService;
  ingresses: IngressService;
  /** The object store that serves presigned downloads (the local one; S3 serves its own). */
  /** Recent metrics and history (control/metrics.ts). */
  meter: Meter;
  usage: UsageService;
  /** The organization's webhooks (control/webhooks.ts). */
  webhooks: WebhookService;
  downloads?: LocalObjectStore;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
  interface FastifyContextConfig {
    /** The route needs no API key (OpenAPI document, health, presigned downloads). */
    public?: boolean;
  }
}

/** The caller of an authenticated request (set by the auth hook before any handler runs). */
export const callerOf = (req: FastifyRequest): Caller => req.caller;

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
  const limiter = new RateLimiter(rateLimits.replicas);
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
    if (req.routeOptions.config?.public) return;
    const caller = await authenticateRequest(deps, req);
    req.caller = caller;
    const cls = rateClass(req.method, req.url.split('?')[0]);
    if (!cls) return;
    const orgLimits = await deps.store.getOrgLimits(caller.orgId);
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
