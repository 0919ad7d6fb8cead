// A sandbox's console log tail, recent host-side metrics and per-minute history.

import { type Static, Type as T } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { consoleLog, LOG_TAIL_DEFAULT, LOG_TAIL_MAX } from '../../control/metering/logs.ts';
import type { HistoryPoint as Point } from '../../control/metering/metrics.ts';
import { parseWindow } from '../../control/metering/usage.ts';
import { type ApiDeps, callerOf } from '../deps.ts';
import { rfc3339 } from '../sandboxes/events.ts';
import { Rfc3339, VmParams } from '../schemas.ts';

const errors = { 400: { $ref: 'Error#' }, 401: { $ref: 'Error#' }, 404: { $ref: 'Error#' } };

const LogsQuery = T.Object(
  {
    tail_bytes: T.Optional(
      T.Integer({ minimum: 1, maximum: LOG_TAIL_MAX, default: LOG_TAIL_DEFAULT, description: 'at most 256 KiB' }),
    ),
  },
  { additionalProperties: false },
);

const MetricsQuery = T.Object(
  {
    since_unix: T.Optional(T.Integer({ minimum: 0, description: 'only samples taken after this second' })),
    max_samples: T.Optional(
      T.Integer({ minimum: 1, maximum: 1000, default: 240, description: 'the newest this many (default: 2 h)' }),
    ),
  },
  { additionalProperties: false },
);

const MetricSample = T.Object({
  at_unix: T.Integer(),
  interval_s: T.Number({ description: 'time the sample covers' }),
  cpu_ms: T.Integer({
    description: 'CPU time the VM used over the interval; / (interval_s * 1000 * cpus) is its share',
  }),
  mem_mb: T.Integer({ description: 'memory of the VM resident on the host' }),
  rx_bytes: T.Integer(),
  tx_bytes: T.Integer(),
  state: T.String(),
});

export const HISTORY_MAX_HOURS = 360;
const HistoryQuery = T.Object(
  {
    hours: T.Optional(T.Integer({ minimum: 1, maximum: HISTORY_MAX_HOURS, description: 'default 1' })),
    start: T.Optional(Rfc3339),
    end: T.Optional(Rfc3339),
  },
  { additionalProperties: false },
);

// `type: [..., 'null']` rather than a union: the response serializer checks each anyOf branch per
// value, which cost seconds on a 15-day history of 21,600 points.
const Nullable = (type: 'integer' | 'number' | 'string', description?: string) =>
  T.Unsafe<number | null>({ type: [type, 'null'], ...(description ? { description } : {}) });
const HistoryPoint = T.Object({
  at: T.String({ description: 'start of the minute, RFC3339' }),
  at_unix: T.Integer(),
  measured: T.Boolean({ description: 'false: nothing was measured in this minute (a gap, not a zero)' }),
  util_seconds: T.Number({ description: 'how much of the minute was measured' }),
  state: T.Unsafe<string | null>({
    type: ['string', 'null'],
    description: 'the state it spent most of the minute in (one with its VM on its host, if any)',
  }),
  cpu_ms: Nullable('integer'),
  cpu_fraction: Nullable('number', 'cpu_ms / (util_seconds * 1000 * cpus)'),
  mem_mb: Nullable('integer', 'largest resident memory sampled'),
  rx_bytes: Nullable('integer'),
  tx_bytes: Nullable('integer'),
});

export function registerMetrics(app: FastifyInstance, { store, sandboxes, meter }: ApiDeps): void {
  app.get<{ Params: VmParams; Querystring: Static<typeof LogsQuery> }>(
    '/vms/:id/logs',
    {
      schema: {
        summary: 'Tail of the serial console (never wakes the guest; 404 for an archived sandbox)',
        params: VmParams,
        querystring: LogsQuery,
        response: { 200: T.Object({ content: T.String(), truncated: T.Boolean() }), ...errors },
      },
    },
    async (req) =>
      consoleLog(store, sandboxes.host, callerOf(req), req.params.id, req.query.tail_bytes ?? LOG_TAIL_DEFAULT),
  );

  app.get<{ Params: VmParams; Querystring: Static<typeof MetricsQuery> }>(
    '/vms/:id/metrics',
    {
      schema: {
        summary: 'Recent host-side samples (every 30 s, kept about 2 h), oldest first',
        params: VmParams,
        querystring: MetricsQuery,
        response: {
          200: T.Object({
            cpus: T.Integer(),
            interval_s: T.Number({ description: 'how often samples are taken' }),
            samples: T.Array(MetricSample),
          }),
          ...errors,
        },
      },
    },
    async (req) =>
      meter.recent(callerOf(req), req.params.id, {
        since_unix: req.query.since_unix,
        max_samples: req.query.max_samples ?? 240,
      }),
  );

  app.get<{ Params: VmParams; Querystring: Static<typeof HistoryQuery> }>(
    '/vms/:id/metrics/history',
    {
      schema: {
        summary: 'Per-minute history, up to 15 days back (also of archived and deleted sandboxes)',
        params: VmParams,
        querystring: HistoryQuery,
        response: {
          200: T.Object({ cpus: T.Integer(), step_s: T.Integer(), points: T.Array(HistoryPoint) }),
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const { startMs, endMs } = parseWindow(q.start || q.end || q.hours ? q : { hours: 1 }, {
        defaultMs: 3_600_000,
        maxMs: HISTORY_MAX_HOURS * 3_600_000,
      });
      const h = await meter.history(callerOf(req), req.params.id, startMs, endMs);
      return reply.type('application/json; charset=utf-8').send(historyJson(h));
    },
  );
}

/** Points per piece of the history body: 4 hours of minutes (measured best of 60 to 1,440). */
const HISTORY_PIECE = 240;

/**
 * The history body as JSON bytes, keys in the schema's order. Up to 21,600 points: written here
 * rather than by the schema-compiled serializer (or objects and JSON.stringify), which took most
 * of a 15-day request. Pieces of 4 hours are grown as strings (ropes V8 flattens once) and copied
 * into bytes as latin1 (the text is ASCII): sent as one 4 MB string, the body cost more to measure
 * (Buffer.byteLength of a rope) and convert than to write. The schema above stays the contract and
 * the OpenAPI doc; history-usage.test.ts checks the shape.
 */
function historyJson(h: { cpus: number; step_s: number; points: Point[] }): Buffer {
  const text = secondsText();
  const pieces: Buffer[] = [];
  let out = `{"cpus":${h.cpus},"step_s":${h.step_s},"points":[`;
  for (let i = 0; i < h.points.length; i++) {
    const p = h.points[i];
    const state = p.state === null ? 'null' : `"${p.state}"`;
    out += `${i > 0 ? ',' : ''}{"at":"${text(p.at_unix)}","at_unix":${p.at_unix},"measured":${p.measured},"util_seconds":${p.util_seconds},"state":${state},"cpu_ms":${p.cpu_ms},"cpu_fraction":${p.cpu_fraction},"mem_mb":${p.mem_mb},"rx_bytes":${p.rx_bytes},"tx_bytes":${p.tx_bytes}}`;
    if ((i + 1) % HISTORY_PIECE === 0) {
      pieces.push(Buffer.from(out, 'latin1'));
      out = '';
    }
  }
  pieces.push(Buffer.from(`${out}]}`, 'latin1'));
  return Buffer.concat(pieces);
}

/**
 * rfc3339() of whole unix seconds, for a run of them in order: the date is formatted once a day,
 * the time of day by arithmetic (formatting 21,600 Dates cost a quarter of a 15-day request).
 */
function secondsText(): (unixS: number) => string {
  let day = Number.NaN;
  let date = '';
  const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);
  return (unixS) => {
    const d = Math.floor(unixS / 86_400) * 86_400;
    if (d !== day) {
      day = d;
      date = rfc3339(d * 1e9).slice(0, 11);
    }
    const r = unixS - d;
    return `${date}${two(Math.floor(r / 3600))}:${two(Math.floor((r % 3600) / 60))}:${two(r % 60)}.000000000Z`;
  };
}
