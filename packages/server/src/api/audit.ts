// The organization's audit log: the writer (a hook that records every mutating call, whatever its
// outcome, before its response goes out) and `GET /audit`, newest first with a `before` cursor.

import { Type as T } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AuditLog } from '../control/access/audit-log.ts';
import { type ApiDeps, callerOf } from './deps.ts';
import { rfc3339 } from './sandboxes/events.ts';
import { AuditQuery, AuditRecord } from './schemas.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Ids a created resource is named by in a 2xx body, in the order they are looked for. */
const CREATED_IDS = [
  'vm_id',
  'template_id',
  'snapshot_id',
  'export_id',
  'webhook_id',
  'volume_id',
  'volume_snapshot_id',
] as const;

export function registerAudit(app: FastifyInstance, { store, auditLog }: ApiDeps): void {
  // The record is queued in onSend, before any byte of the answer goes out, and GET /audit waits
  // for the writes in flight (control/access/audit-log.ts). The answer itself does not wait (an
  // async onSend would also upset handlers that call reply.send() without returning it). Calls
  // that fail authentication have no organization and are not recorded.
  const log = auditLog ?? new AuditLog(store);
  app.addHook('onSend', (req, reply, payload, done) => {
    if (MUTATING.has(req.method) && req.caller) {
      log.record({
        org_id: req.caller.orgId,
        key_id: req.caller.keyId,
        // Read now: the reply's status and payload are those being sent.
        action: `${req.method} ${req.routeOptions.url ?? req.url.split('?')[0]}`,
        resource: auditResource(req, reply, payload),
        outcome: reply.statusCode,
        request_id: req.id,
      });
    }
    done(null, payload);
  });

  app.get<{ Querystring: { limit: number; before?: number } }>(
    '/audit',
    {
      schema: {
        summary: "The organization's mutating API calls, failures included, newest first",
        description:
          'Pass `next_before` as the next `before` to page back through every record without gaps or repeats; ' +
          '`next_before` is null on the last page.',
        querystring: AuditQuery,
        response: { 200: T.Object({ records: T.Array(AuditRecord), next_before: T.Union([T.Integer(), T.Null()]) }) },
      },
    },
    async (req) => {
      const { limit, before } = req.query;
      await log.settled();
      // One row more than asked tells whether an older page exists.
      const rows = await store.audit.list(callerOf(req).orgId, limit + 1, before);
      const page = rows.slice(0, limit);
      return {
        records: page.map((r) => ({
          id: Number(r.id),
          key_id: r.key_id,
          action: r.action,
          resource: r.resource,
          outcome: Number(r.outcome),
          request_id: r.request_id,
          at: rfc3339(Number(r.at_unix_ns)),
        })),
        next_before: rows.length > limit ? Number(page[page.length - 1].id) : null,
      };
    },
  );
}

/** The resource a call acted on: its path's id, else the id a successful create answered with. */
function auditResource(req: FastifyRequest, reply: FastifyReply, payload: unknown): string {
  if (req.auditResource) return req.auditResource;
  const params = req.params as Record<string, string> | undefined;
  const named =
    params?.id ??
    params?.snapshot_id ??
    params?.export_id ??
    params?.template_id ??
    params?.host ??
    params?.ingress_id ??
    params?.webhook_id;
  if (named) return named;
  if (reply.statusCode >= 300 || typeof payload !== 'string' || !payload.startsWith('{')) return '';
  const body = JSON.parse(payload) as Record<string, unknown>;
  for (const k of CREATED_IDS) if (typeof body[k] === 'string') return body[k] as string;
  return '';
}
