// Organization usage: the report, a series for activity charts, and the operators' export of
// every organization's usage.

import { type Static, Type as T } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { parseWindow, USAGE_DEFAULT_MS, USAGE_MAX_MS } from '../../control/metering/usage.ts';
import { forbidden } from '../../errors.ts';
import { type ApiDeps, callerOf } from '../deps.ts';
import { Rfc3339 } from '../schemas.ts';

const errors = { 400: { $ref: 'Error#' }, 401: { $ref: 'Error#' }, 403: { $ref: 'Error#' } };

const WindowQuery = T.Object(
  {
    start: T.Optional(Rfc3339),
    end: T.Optional(Rfc3339),
  },
  { additionalProperties: false },
);
const SeriesQuery = T.Object(
  {
    hours: T.Optional(T.Integer({ minimum: 1, maximum: 768, description: 'default 24' })),
    start: T.Optional(Rfc3339),
    end: T.Optional(Rfc3339),
  },
  { additionalProperties: false },
);

const StateUsage = T.Object({
  state: T.String(),
  vm_seconds: T.Integer({ description: 'whole minutes: each minute a sandbox spent (mostly) in this state is 60 s' }),
  cpu_seconds: T.Number(),
  memory_mb_seconds: T.Integer({ description: 'memory_mb times vm_seconds while resident (not archived)' }),
});
const Usage = T.Object(
  {
    start: T.String(),
    end: T.String(),
    states: T.Array(StateUsage, { description: 'empty: no usage' }),
    snapshot_byte_seconds: T.Integer({ description: 'logical bytes of held snapshots integrated over time' }),
    volume_byte_seconds: T.Integer({
      description: 'volumes’ size (allocated when made) integrated over time, each at its current size',
    }),
    volumes: T.Array(
      T.Object({
        volume_id: T.String(),
        name: T.String(),
        size_mb: T.Integer(),
        bytes_used: T.Integer(),
        files_used: T.Integer(),
      }),
      { description: 'the organization’s volumes now, with what their files take' },
    ),
  },
  { title: 'Usage' },
);
const Series = T.Object({
  start: T.String(),
  end: T.String(),
  step_s: T.Integer({ description: 'bucket length: 60 s, 5 min, 1 h or 1 day, at most 200 buckets' }),
  buckets: T.Array(
    T.Object({
      start_unix: T.Integer(),
      start: T.String(),
      states: T.Array(StateUsage),
      snapshot_byte_seconds: T.Integer(),
    }),
  ),
});
const UsageExport = T.Object({
  start: T.String(),
  end: T.String(),
  generated_at: T.String(),
  organizations: T.Array(
    T.Object({
      org_id: T.String(),
      name: T.String(),
      states: T.Array(StateUsage),
      snapshot_byte_seconds: T.Integer(),
    }),
  ),
});

const window = { defaultMs: USAGE_DEFAULT_MS, maxMs: USAGE_MAX_MS };

export function registerUsage(app: FastifyInstance, { usage, volumes }: ApiDeps): void {
  app.get<{ Querystring: Static<typeof WindowQuery> }>(
    '/usage',
    {
      schema: {
        summary: "The organization's usage (default the last 24 h; window at most 32 days)",
        querystring: WindowQuery,
        response: { 200: Usage, ...errors },
      },
    },
    async (req) => {
      const { startMs, endMs } = parseWindow(req.query, window);
      const report = await usage.usage(callerOf(req), startMs, endMs);
      const now = await volumes.views(await volumes.list(callerOf(req)));
      return {
        ...report,
        volumes: now.map((v) => ({
          volume_id: v.volume_id,
          name: v.name,
          size_mb: v.size_mb,
          bytes_used: v.bytes_used,
          files_used: v.files_used,
        })),
      };
    },
  );

  app.get<{ Querystring: Static<typeof SeriesQuery> }>(
    '/usage/series',
    {
      schema: {
        summary: 'Usage per time bucket, every bucket present, for activity charts',
        querystring: SeriesQuery,
        response: { 200: Series, ...errors },
      },
    },
    async (req) => {
      const { startMs, endMs } = parseWindow(req.query, window);
      return usage.series(callerOf(req), startMs, endMs);
    },
  );

  app.get<{ Querystring: Static<typeof WindowQuery> }>(
    '/usage-export',
    {
      schema: {
        summary: "Every organization's usage in the window, for billing (operator keys only)",
        querystring: WindowQuery,
        response: { 200: UsageExport, ...errors },
      },
    },
    async (req) => {
      if (!callerOf(req).operator) throw forbidden('usage export is for operator keys');
      const { startMs, endMs } = parseWindow(req.query, window);
      return usage.export(startMs, endMs);
    },
  );
}
