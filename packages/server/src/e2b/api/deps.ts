// What every route of the E2B-compatible API is given (app.ts builds it from server.ts's services,
// through front.ts) and the caller of an authenticated request. Routes import this, never app.ts,
// which registers them.

import type { FastifyRequest } from 'fastify';
import type { AuditLog } from '../../control/access/audit-log.ts';
import type { Caller } from '../../control/access/keys.ts';
import type { RateLimiter, RateLimits } from '../../control/access/rate-limits.ts';
import type { SnapshotService } from '../../control/checkpoints/snapshots.ts';
import type { TemplateService } from '../../control/checkpoints/templates.ts';
import type { Meter } from '../../control/metering/metrics.ts';
import type { SandboxService } from '../../control/sandboxes/service.ts';
import { unauthorized } from '../../errors.ts';
import type { Store } from '../../store/index.ts';
import type { E2bSandboxes } from '../sandboxes.ts';

export interface E2bApiConfig {
  /** The base domain of sandbox hosts in answers (`{port}-{id}.{domain}`), or null. */
  domain: string | null;
  /** The image `base` names (the server's default image). */
  baseImage: string;
  /** The shape of sandboxes made from an image. */
  shape: { cpus: number; memory_mb: number };
}

export interface E2bApiDeps {
  store: Store;
  sandboxes: SandboxService;
  snapshots: SnapshotService;
  templates: TemplateService;
  meter: Meter;
  e2b: E2bSandboxes;
  limiter: RateLimiter;
  rateLimits: RateLimits;
  auditLog: AuditLog;
  config: E2bApiConfig;
}

const callers = new WeakMap<FastifyRequest, Caller>();

/** Set by the authentication hook (app.ts) before any handler runs. */
export function setCaller(req: FastifyRequest, caller: Caller): void {
  callers.set(req, caller);
}

/** The caller of an authenticated request of this API. */
export function callerOf(req: FastifyRequest): Caller {
  const caller = callers.get(req);
  if (!caller) throw unauthorized();
  return caller;
}

/** The caller, or undefined for a request that failed authentication. */
export function callerIfAny(req: FastifyRequest): Caller | undefined {
  return callers.get(req);
}
