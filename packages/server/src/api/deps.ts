// What every route of the API is given (api/app.ts builds it from server.ts's services) and the
// caller of an authenticated request. Routes import this, never app.ts, so that the app that
// registers them stays above them.

import type { FastifyRequest } from 'fastify';
import type { AccountService } from '../control/access/accounts.ts';
import type { AuditLog } from '../control/access/audit-log.ts';
import type { Caller } from '../control/access/keys.ts';
import type { RegistryService } from '../control/access/registries.ts';
import type { ExportService } from '../control/checkpoints/exports.ts';
import type { SnapshotService } from '../control/checkpoints/snapshots.ts';
import type { TemplateService } from '../control/checkpoints/templates.ts';
import type { CodeContexts } from '../control/code/contexts.ts';
import type { CodeRuns } from '../control/code/runs.ts';
import type { Meter } from '../control/metering/metrics.ts';
import type { UsageService } from '../control/metering/usage.ts';
import type { IngressService } from '../control/network/ingress.ts';
import type { SandboxService } from '../control/sandboxes/service.ts';
import type { VolumeService } from '../control/volumes/service.ts';
import type { WebhookService } from '../control/webhooks/webhooks.ts';
import type { LocalObjectStore } from '../objects/local.ts';
import type { Store } from '../store/index.ts';
import type { RateLimiter, RateLimits } from './rate-limit.ts';

export interface ApiDeps {
  store: Store;
  rateLimits?: RateLimits;
  /** The replica's budgets, shared with the E2B-compatible front (made here when absent). */
  limiter?: RateLimiter;
  /** The audit log's writer, shared with the E2B-compatible front (made here when absent). */
  auditLog?: AuditLog;
  sandboxes: SandboxService;
  /** Code contexts and runs (control/code/), one of each per replica: runs of a context queue there. */
  code: { contexts: CodeContexts; runs: CodeRuns };
  snapshots: SnapshotService;
  registries: RegistryService;
  exports: ExportService;
  templates: TemplateService;
  accounts: AccountService;
  ingresses: IngressService;
  /** Recent metrics and history (control/metering/metrics.ts). */
  meter: Meter;
  usage: UsageService;
  /** The organization's webhooks (control/webhooks/). */
  webhooks: WebhookService;
  /** Volumes (control/volumes/). */
  volumes: VolumeService;
  /** The object store that serves presigned downloads (the local one; S3 serves its own). */
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
