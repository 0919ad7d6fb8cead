// Per-sandbox event timeline (the organization's audit log is api/audit.ts).

import { Type as T } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.ts';
import { type ApiDeps, callerOf } from '../deps.ts';
import { LimitQuery, VmParams } from '../schemas.ts';
import { Event } from './schemas.ts';

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
      const sandbox = await store.sandboxes.getAnyOrg(req.params.id);
      if (sandbox?.org_id !== caller.orgId) throw notFound('sandbox');
      const rows = await store.events.list(caller.orgId, req.params.id, req.query.limit);
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
}
