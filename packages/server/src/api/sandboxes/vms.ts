// /vms: create, list (labels, state, pages), get, change (labels, lifecycle), extend (the expiry),
// delete, reboot, and the operator's recover of an interrupted sandbox.

import { Type as T } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { pageFrom, pageOf, readAhead } from '../../control/pages.ts';
import { parseLabelFilters } from '../../control/sandboxes/labels.ts';
import { recoverSandbox } from '../../control/sandboxes/recover.ts';
import { type ApiDeps, callerOf } from '../deps.ts';
import { NextCursor, VmParams } from '../schemas.ts';
import { CreateVm, ExtendBody, ListVmsQuery, PatchVm, Sandbox } from './schemas.ts';

const errors = { 400: { $ref: 'Error#' }, 401: { $ref: 'Error#' }, 404: { $ref: 'Error#' }, 409: { $ref: 'Error#' } };

export function registerVms(app: FastifyInstance, { sandboxes, store }: ApiDeps): void {
  app.post<{ Body: CreateVm | undefined }>(
    '/vms',
    {
      schema: {
        summary: 'Create a sandbox (empty body: the default sandbox)',
        body: CreateVm,
        response: { 201: Sandbox, 403: { $ref: 'Error#' }, ...errors },
      },
    },
    async (req, reply) => {
      const row = await sandboxes.create(callerOf(req), req.body ?? {});
      reply.status(201);
      return sandboxes.view(row);
    },
  );

  app.get<{ Querystring: ListVmsQuery }>(
    '/vms',
    {
      schema: {
        summary: 'List sandboxes, oldest first; filtered by labels and state, and paged, when asked',
        querystring: ListVmsQuery,
        response: { 200: T.Object({ vms: T.Array(Sandbox), next_cursor: NextCursor }), 400: { $ref: 'Error#' } },
      },
    },
    async (req) => {
      const filter = { labels: parseLabelFilters(req.query.label), state: req.query.state };
      const page = pageOf(req.query);
      if (!page) return { vms: (await sandboxes.list(callerOf(req), filter)).map((r) => sandboxes.view(r)) };
      const rows = await sandboxes.list(callerOf(req), filter, readAhead(page));
      const { rows: shown, next_cursor } = pageFrom(rows, page, (r) => ({ at: r.created_unix_ns, id: r.vm_id }));
      return { vms: shown.map((r) => sandboxes.view(r)), next_cursor };
    },
  );

  app.patch<{ Params: VmParams; Body: PatchVm }>(
    '/vms/:id',
    {
      schema: {
        summary: "Change a sandbox's labels and lifecycle settings (in any state)",
        params: VmParams,
        body: PatchVm,
        response: { 200: Sandbox, ...errors },
      },
    },
    async (req) => sandboxes.view(await sandboxes.update(callerOf(req), req.params.id, req.body)),
  );

  app.get<{ Params: VmParams }>(
    '/vms/:id',
    { schema: { summary: 'Get a sandbox', params: VmParams, response: { 200: Sandbox, ...errors } } },
    async (req) => sandboxes.view(await sandboxes.get(callerOf(req), req.params.id)),
  );

  app.post<{ Params: VmParams; Body: ExtendBody }>(
    '/vms/:id/extend',
    {
      schema: {
        summary: "Push a sandbox's expiry by_s seconds later (409 `no expiry` without max_lifetime_s)",
        params: VmParams,
        body: ExtendBody,
        response: { 200: Sandbox, ...errors },
      },
    },
    async (req) => sandboxes.view(await sandboxes.extend(callerOf(req), req.params.id, req.body.by_s)),
  );

  app.delete<{ Params: VmParams }>(
    '/vms/:id',
    { schema: { summary: 'Delete a sandbox (repeating it is a no-op 204)', params: VmParams } },
    async (req, reply) => {
      await sandboxes.delete(callerOf(req), req.params.id);
      reply.status(204).send();
    },
  );

  app.post<{ Params: VmParams }>(
    '/vms/:id/reboot',
    {
      schema: {
        summary: 'Reboot: disk kept; processes, sessions and listeners lost; new guest_ip',
        params: VmParams,
        response: { 200: Sandbox, ...errors },
      },
    },
    async (req) => sandboxes.view(await sandboxes.reboot(callerOf(req), req.params.id)),
  );

  app.post<{ Params: VmParams }>(
    '/vms/:id/recover',
    {
      schema: {
        summary:
          'Operator keys only: a NEW sandbox, in the same organization, from an interrupted sandbox’s latest durable snapshot (201); the old one stays interrupted',
        params: VmParams,
        response: { 201: Sandbox, 403: { $ref: 'Error#' }, ...errors },
      },
    },
    async (req, reply) => {
      const { sandbox } = await recoverSandbox(store, sandboxes, callerOf(req), req.params.id);
      reply.status(201);
      return sandboxes.view(sandbox);
    },
  );
}
