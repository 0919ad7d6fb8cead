// Per-sandbox event timeline and the organization's audit log.

import { Type as T } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.ts';
import { type ApiDeps, callerOf } from './app.ts';
import { AuditQuery, AuditRecord, Event, LimitQuery, VmParams } from './schemas.ts';

/** RFC3339 with nanoseconds, from Unix nanoseconds. */
export function rfc3339(unixNs: number): string {
  const ms = Math.floor(unixNs / 1e6);
  const nanos = Math.max(0, Math.round(unixNs - ms * 1e6));
  const iso = new Date(ms).toISOString(); // ...T12:34:56.789Z
  return `${iso.slice(0, -1)}${String(nanos).padStart(6, '0')}Z`;
}

export function registerObservability(app: FastifyInstance, { store }: ApiDeps): void {
  app.get<{ Params: VmParams; Querystring: { limit: number } }>(
    '/vms/:id/events',
    {
      schema: {
        summary: 'Lifecycle events of a sandbox, newest first (kept after deletion)',
        params: VmParams,
        querystring: LimitQuery,
        response: { 200: T.Object({ events: T.Array(Event) }) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      // Deleted sandboxes keep their timeline, so look the record up whatever its state.
      const sandbox = await store.getSandboxAnyOrg(req.params.id);
      if (sandbox?.org_id !== caller.orgId) throw notFound('sandbox');
      const rows = await store.listEvents(caller.orgId, req.params.id, req.query.limit);
      return {
        events: rows.map((e) => ({
          kind: e.kind,
          detail: e.detail,
          node: e.node,
          at: rfc3339(Number(e.at_unix_ns)),
          at_unix_ns: Number(e.at_unix_ns),
        })),
      };
    },
  );

  app.get<{ Querystring: { limit: number; before?: number } }>(
    '/audit',
    {
      schema: {
        summary: "The organization's mutating API calls, newest first",
        querystring: AuditQuery,
        response: { 200: T.Object({ records: T.Array(AuditRecord), next_before: T.Union([T.Integer(), T.Null()]) }) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const rows = await store.listAudit(caller.orgId, req.query.limit, req.query.before);
      return {
        records: rows.map((r) => ({
          id: Number(r.id),
          key_id: r.key_id,
          action: r.action,
          resource: r.resource,
          outcome: Number(r.outcome),
          request_id: r.request_id,
          at: rfc3339(Number(r.at_unix_ns)),
        })),
        next_before: rows.length === req.query.limit ? Number(rows[rows.length - 1].id) : null,
      };
    },
  );
}
