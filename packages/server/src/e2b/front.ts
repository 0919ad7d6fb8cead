// The E2B-compatible front assembled (docs/e2b.md): the REST API on its listener, envd, and the
// router of the sandbox origins the edge opens for it. server.ts calls this with Warren's own
// services; nothing here starts a VM or holds state of its own beyond what the store keeps.

import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../control/access/audit-log.ts';
import type { RateLimiter, RateLimits } from '../control/access/rate-limits.ts';
import type { SnapshotService } from '../control/checkpoints/snapshots.ts';
import type { TemplateService } from '../control/checkpoints/templates.ts';
import type { Meter } from '../control/metering/metrics.ts';
import type { IngressService } from '../control/network/ingress.ts';
import { CommandService } from '../control/sandboxes/commands.ts';
import type { SandboxService } from '../control/sandboxes/service.ts';
import type { Store } from '../store/index.ts';
import { buildE2bApi } from './api/app.ts';
import { Envd } from './envd/handler.ts';
import { E2bRouting } from './routing.ts';
import { E2bSandboxes } from './sandboxes.ts';
import { E2bTokens } from './tokens.ts';

export interface E2bFrontDeps {
  store: Store;
  sandboxes: SandboxService;
  snapshots: SnapshotService;
  templates: TemplateService;
  meter: Meter;
  ingresses: IngressService;
  limiter: RateLimiter;
  rateLimits: RateLimits;
  auditLog: AuditLog;
  /** The key the sandboxes' tokens are derived from (tokens.ts). */
  tokenKey: Buffer;
}

/**
 * The domain answers carry when no wildcard origin is configured: a name that never resolves
 * (RFC 2606), so an SDK without E2B_SANDBOX_URL fails here instead of sending the sandbox's id and
 * token to its default, E2B's own servers.
 */
export const UNROUTED_DOMAIN = 'set-e2b-sandbox-url.invalid';

export interface E2bFrontConfig {
  /** The sandboxes' base domain as answers carry it (`name` or `name:port`), or null. */
  domain: string | null;
  baseImage: string;
  shape: { cpus: number; memory_mb: number };
}

export class E2bFront {
  readonly routing: E2bRouting;
  readonly #deps: E2bFrontDeps;
  readonly #e2b: E2bSandboxes;

  constructor(deps: E2bFrontDeps, domain: string | null) {
    this.#deps = deps;
    this.#e2b = new E2bSandboxes(deps.store, deps.sandboxes, new E2bTokens(deps.tokenKey));
    const envd = new Envd({
      store: deps.store,
      sandboxes: deps.sandboxes,
      commands: new CommandService(deps.sandboxes),
      e2b: this.#e2b,
      limiter: deps.limiter,
      rateLimits: deps.rateLimits,
      auditLog: deps.auditLog,
    });
    this.routing = new E2bRouting(this.#e2b, deps.ingresses, envd, domain);
  }

  /** The REST API (not listening yet). */
  api(config: E2bFrontConfig): Promise<FastifyInstance> {
    const d = this.#deps;
    return buildE2bApi({
      store: d.store,
      sandboxes: d.sandboxes,
      snapshots: d.snapshots,
      templates: d.templates,
      meter: d.meter,
      e2b: this.#e2b,
      limiter: d.limiter,
      rateLimits: d.rateLimits,
      auditLog: d.auditLog,
      config: { domain: config.domain, baseImage: config.baseImage, shape: config.shape },
    });
  }
}
