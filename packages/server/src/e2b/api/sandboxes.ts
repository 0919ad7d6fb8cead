// The sandbox routes of the E2B-compatible API (docs/e2b.md, "Control plane"), each a translation
// onto Warren's own services: create and fork (create.ts), connect (resume, unarchive, timeout),
// kill, info, list, timeout (lifetimes), pause, metrics (the meter), network (egress rules).
// Empty successes are 204 with no body: the SDK parses any other 2xx body as JSON.

import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { SandboxEgress } from '../../control/network/egress.ts';
import { pageFrom, readAhead } from '../../control/pages.ts';
import { readMounts } from '../../control/volumes/mounts.ts';
import { badRequest, conflict } from '../../errors.ts';
import { type E2bSandbox, e2bState } from '../sandboxes.ts';
import { createSandbox, DEFAULT_TIMEOUT_S, forkSandbox } from './create.ts';
import { callerOf, type E2bApiDeps } from './deps.ts';
import {
  ConnectBody,
  ForkBody,
  ListQuery,
  MetricsQuery,
  NetworkUpdate,
  NewSandbox,
  PauseBody,
  SandboxParams,
  TimeoutBody,
} from './schemas.ts';
import { egressOf, listFilter, pageAfter } from './translate.ts';
import { detailView, listedView, metricView, sandboxView, type ViewContext } from './views.ts';

type Params = { Params: SandboxParams };

export function registerSandboxes(app: FastifyInstance, d: E2bApiDeps): void {
  const ctx: ViewContext = { sandboxes: d.e2b, domain: d.config.domain };
  const egress = new SandboxEgress(d.store, d.sandboxes);
  const onExpiry = (s: E2bSandbox) => (s.e2b.auto_pause ? ('archive' as const) : ('delete' as const));

  // The JavaScript SDK creates with /v2, the Python SDK (and older ones) without.
  for (const url of ['/v2/sandboxes', '/sandboxes']) {
    app.post<{ Body: Static<typeof NewSandbox> }>(url, { schema: { body: NewSandbox } }, async (req, reply) => {
      if (!req.body) throw badRequest('body required: {"templateID": ...}');
      const created = await createSandbox(d, callerOf(req), req.body);
      return reply.status(201).send(sandboxView(ctx, created));
    });
  }

  // Connect resumes a sandbox at rest (paused, slept or archived: 201) or finds it running (200),
  // and gives it `timeout` seconds from now; a running one's timeout is only ever extended.
  for (const url of ['/v2/sandboxes/:sandboxID/connect', '/sandboxes/:sandboxID/connect']) {
    app.post<Params & { Body: Static<typeof ConnectBody> }>(
      url,
      { schema: { params: SandboxParams, body: ConnectBody } },
      async (req, reply) => {
        const caller = callerOf(req);
        const id = req.params.sandboxID;
        const s = await d.e2b.get(caller, id);
        const wasRunning = s.row.state === 'running';
        if (s.row.state === 'archived') await d.sandboxes.unarchive(caller, id);
        else if (s.row.state === 'paused' || s.row.state === 'slept') await d.sandboxes.resume(caller, id);
        else if (!wasRunning) throw conflict(`sandbox is ${s.row.state}`);
        const timeout = Math.max(1, req.body?.timeout ?? DEFAULT_TIMEOUT_S);
        const row = await d.sandboxes.expireIn(caller, id, timeout, { extendOnly: wasRunning, onExpiry: onExpiry(s) });
        return reply.status(wasRunning ? 200 : 201).send(sandboxView(ctx, { ...s, row }));
      },
    );
  }

  app.delete<Params>('/sandboxes/:sandboxID', { schema: { params: SandboxParams } }, async (req, reply) => {
    const caller = callerOf(req);
    await d.e2b.get(caller, req.params.sandboxID);
    await d.sandboxes.delete(caller, req.params.sandboxID);
    return reply.status(204).send();
  });

  app.get<Params>('/sandboxes/:sandboxID', { schema: { params: SandboxParams } }, async (req) => {
    const s = await d.e2b.get(callerOf(req), req.params.sandboxID);
    return detailView(ctx, s, await volumeMounts(d, s));
  });

  // Lists: the organization's E2B sandboxes, oldest first, in pages (X-Next-Token). /v2 is the
  // JavaScript SDK's, the unversioned one older clients' (running sandboxes, no paging).
  app.get<{ Querystring: ListQuery }>('/v2/sandboxes', { schema: { querystring: ListQuery } }, async (req, reply) => {
    const q = req.query;
    const page = pageAfter(q.limit, q.nextToken);
    const filter = listFilter(q.metadata, q.state);
    const rows = await d.sandboxes.list(callerOf(req), filter, readAhead(page));
    const { rows: shown, next_cursor } = pageFrom(rows, page, (r) => ({ at: Number(r.created_unix_ns), id: r.vm_id }));
    if (next_cursor) reply.header('x-next-token', next_cursor);
    return listed(d, shown);
  });
  app.get<{ Querystring: ListQuery }>('/sandboxes', { schema: { querystring: ListQuery } }, async (req) => {
    const rows = await d.sandboxes.list(callerOf(req), listFilter(req.query.metadata, 'running'));
    return listed(d, rows);
  });

  app.post<Params & { Body: Static<typeof TimeoutBody> }>(
    '/sandboxes/:sandboxID/timeout',
    { schema: { params: SandboxParams, body: TimeoutBody } },
    async (req, reply) => {
      const caller = callerOf(req);
      if (!req.body) throw badRequest('body required: {"timeout": seconds}');
      const s = await d.e2b.get(caller, req.params.sandboxID);
      await d.sandboxes.expireIn(caller, s.row.vm_id, Math.max(1, req.body.timeout), { onExpiry: onExpiry(s) });
      return reply.status(204).send();
    },
  );

  // Pause is Warren's pause: vCPUs stopped, memory kept, until connect resumes it. A paused
  // sandbox has no timeout (E2B keeps paused sandboxes); connect gives it one again.
  app.post<Params & { Body: Static<typeof PauseBody> }>(
    '/sandboxes/:sandboxID/pause',
    { schema: { params: SandboxParams, body: PauseBody } },
    async (req, reply) => {
      const caller = callerOf(req);
      const s = await d.e2b.get(caller, req.params.sandboxID);
      if (e2bState(s.row.state) === 'paused') throw conflict('sandbox is paused', 'the sandbox is already paused');
      await d.sandboxes.pause(caller, s.row.vm_id);
      await d.sandboxes.expireIn(caller, s.row.vm_id, null);
      return reply.status(204).send();
    },
  );

  app.get<Params & { Querystring: Static<typeof MetricsQuery> }>(
    '/sandboxes/:sandboxID/metrics',
    { schema: { params: SandboxParams, querystring: MetricsQuery } },
    async (req) => {
      const caller = callerOf(req);
      const s = await d.e2b.get(caller, req.params.sandboxID);
      const { start, end } = req.query;
      const recent = await d.meter.recent(caller, s.row.vm_id, {
        since_unix: start === undefined ? undefined : start - 1,
        max_samples: 1000,
      });
      return recent.samples
        .filter((x) => end === undefined || x.at_unix <= end)
        .map((x) => metricView(recent.cpus, s.row.memory_mb, x));
    },
  );

  app.put<Params & { Body: Static<typeof NetworkUpdate> }>(
    '/sandboxes/:sandboxID/network',
    { schema: { params: SandboxParams, body: NetworkUpdate } },
    async (req, reply) => {
      const caller = callerOf(req);
      const body = req.body ?? {};
      if (body.rules != null || body.egressProxy != null) {
        throw badRequest('not supported by Warren: rules, egressProxy (docs/e2b.md)');
      }
      const s = await d.e2b.get(caller, req.params.sandboxID);
      await egress.replace(caller, s.row.vm_id, egressOf(body.allow_internet_access, body) ?? {});
      return reply.status(204).send();
    },
  );

  app.post<Params & { Body: Static<typeof ForkBody> }>(
    '/sandboxes/:sandboxID/fork',
    { schema: { params: SandboxParams, body: ForkBody } },
    async (req, reply) => {
      const caller = callerOf(req);
      const parent = await d.e2b.get(caller, req.params.sandboxID);
      const children = await forkSandbox(d, caller, parent, req.body ?? {});
      return reply.status(201).send(children.map((c) => ({ sandbox: sandboxView(ctx, c) })));
    },
  );
}

async function listed(d: E2bApiDeps, rows: Awaited<ReturnType<E2bApiDeps['sandboxes']['list']>>) {
  const e2b = await d.e2b.rows(rows.map((r) => r.vm_id));
  return rows.flatMap((row) => {
    const entry = e2b.get(row.vm_id);
    return entry ? [listedView({ row, e2b: entry })] : [];
  });
}

/** A sandbox's mounts as E2B shows them: the volume's name (its id once it is gone) and the path. */
async function volumeMounts(d: E2bApiDeps, s: E2bSandbox): Promise<{ name: string; path: string }[]> {
  return Promise.all(
    readMounts(s.row.volumes).map(async (m) => ({
      name: (await d.store.volumes.getAnyOrg(m.volumeId))?.name ?? m.volumeId,
      path: m.path,
    })),
  );
}
