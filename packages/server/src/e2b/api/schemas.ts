// Schemas of the E2B-compatible REST API's requests (docs/e2b.md): the validation and the types at
// once. They follow what the E2B SDKs send (e2b 2.51 for JavaScript, the Python SDK from its
// documentation); fields Warren does not serve are declared so that a request using them gets a
// clear 400 from the route instead of being silently half-done. Unknown fields are ignored, as
// E2B's API does, so a newer SDK's additions do not break older servers.

import { type Static, Type as T } from '@sinclair/typebox';
import { LABEL_KEY_PATTERN, MAX_LABEL_VALUE, MAX_LABELS } from '../../control/sandboxes/labels.ts';

/** A lifetime in seconds (E2B's `timeout`): at most a year, as Warren's max_lifetime_s. */
const TimeoutS = T.Integer({ minimum: 0, maximum: 365 * 86_400 });
const StringMap = T.Record(T.String(), T.String());
/** Metadata is kept as Warren labels (docs/lifecycle.md), under their rules. */
const Metadata = T.Record(T.String({ pattern: LABEL_KEY_PATTERN }), T.String({ maxLength: MAX_LABEL_VALUE }), {
  maxProperties: MAX_LABELS,
  additionalProperties: false,
  description: 'kept as labels: at most 32; keys 1-63 characters of letters, digits and ._/-',
});
const Addresses = T.Array(T.String({ minLength: 1, maxLength: 253 }), { maxItems: 256 });

export const NetworkConfig = T.Object({
  allowOut: T.Optional(Addresses),
  denyOut: T.Optional(Addresses),
  allowPublicTraffic: T.Optional(T.Boolean()),
  // Not served (docs/e2b.md): header rewriting, an egress proxy, masked hosts, TLS ports.
  rules: T.Optional(T.Unknown()),
  egressProxy: T.Optional(T.Unknown()),
  maskRequestHost: T.Optional(T.Unknown()),
  httpsPorts: T.Optional(T.Unknown()),
});
export type NetworkConfig = Static<typeof NetworkConfig>;

/** POST /v2/sandboxes (NewSandboxV2) and POST /sandboxes (NewSandbox: the Python SDK's). */
export const NewSandbox = T.Object({
  templateID: T.String({ minLength: 1, maxLength: 255 }),
  timeout: T.Optional(TimeoutS),
  metadata: T.Optional(T.Union([Metadata, T.Null()])),
  envVars: T.Optional(T.Union([StringMap, T.Null()])),
  secure: T.Optional(T.Boolean()),
  allow_internet_access: T.Optional(T.Union([T.Boolean(), T.Null()])),
  network: T.Optional(T.Union([NetworkConfig, T.Null()])),
  autoPause: T.Optional(T.Boolean()),
  autoPauseMemory: T.Optional(T.Boolean()),
  autoResume: T.Optional(T.Union([T.Object({ enabled: T.Boolean() }), T.Null()])),
  volumeMounts: T.Optional(
    T.Union([T.Array(T.Object({ name: T.String({ minLength: 1 }), path: T.String({ minLength: 1 }) })), T.Null()]),
  ),
  // Not served (docs/e2b.md).
  mcp: T.Optional(T.Unknown()),
  iam: T.Optional(T.Unknown()),
});
export type NewSandbox = Static<typeof NewSandbox>;

/** POST /v2/sandboxes/{id}/connect and POST /sandboxes/{id}/connect. */
export const ConnectBody = T.Object({ timeout: T.Optional(TimeoutS), memory: T.Optional(T.Boolean()) });

export const TimeoutBody = T.Object({ timeout: TimeoutS });

export const PauseBody = T.Object({ memory: T.Optional(T.Boolean()) });

/** PUT /sandboxes/{id}/network: the whole egress configuration (omitted fields are cleared). */
export const NetworkUpdate = T.Object({
  allowOut: T.Optional(Addresses),
  denyOut: T.Optional(Addresses),
  allow_internet_access: T.Optional(T.Union([T.Boolean(), T.Null()])),
  rules: T.Optional(T.Unknown()),
  egressProxy: T.Optional(T.Unknown()),
});
export type NetworkUpdate = Static<typeof NetworkUpdate>;

export const SnapshotBody = T.Object({ name: T.Optional(T.String({ maxLength: 255 })) });

export const ForkBody = T.Object({
  timeout: T.Optional(TimeoutS),
  count: T.Optional(T.Integer({ minimum: 1, maximum: 4 })),
});

export const SandboxParams = T.Object({ sandboxID: T.String({ minLength: 1, maxLength: 128 }) });
export type SandboxParams = Static<typeof SandboxParams>;

/** GET /v2/sandboxes: filters and a page (`nextToken` is the X-Next-Token of the previous page). */
export const ListQuery = T.Object({
  metadata: T.Optional(T.String({ maxLength: 8192 })),
  state: T.Optional(T.Union([T.String(), T.Array(T.String())])),
  limit: T.Optional(T.Integer({ minimum: 1, maximum: 100 })),
  nextToken: T.Optional(T.String({ maxLength: 1024 })),
  template: T.Optional(T.String()),
  startedAfter: T.Optional(T.String()),
  order: T.Optional(T.String()),
});
export type ListQuery = Static<typeof ListQuery>;

export const MetricsQuery = T.Object({
  start: T.Optional(T.Integer({ minimum: 0 })),
  end: T.Optional(T.Integer({ minimum: 0 })),
});

export const SnapshotListQuery = T.Object({
  sandboxID: T.Optional(T.String({ maxLength: 128 })),
  name: T.Optional(T.String()),
  limit: T.Optional(T.Integer({ minimum: 1, maximum: 100 })),
  nextToken: T.Optional(T.String({ maxLength: 1024 })),
});

export const TemplateParams = T.Object({ templateID: T.String({ minLength: 1, maxLength: 255 }) });
