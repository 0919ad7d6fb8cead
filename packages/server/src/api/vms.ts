// /vms: create, list, get, delete, reboot, and the operator's recover of an interrupted sandbox.

import { Type as T } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { recoverSandbox } from '../control/recover.ts';
import { viewSandbox } from '../control/sandbox-view.ts';
import { type ApiDeps, callerOf } from './app.ts';
import { CreateVm, Sandbox, VmParams } from './schemas.ts';

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
      return viewSandbox(row);
    },
  );

  app.get(
    '/vms',
    { schema: { summary: 'List sandboxes', response: { 200: T.Object({ vms: T.Array(Sandbox) }) } } },
    async (req) => ({ vms: (await sandboxes.list(callerOf(req))).map(viewSandbox) }),
  );

  app.get<{ Params: VmParams }>(
    '/vms/:id',
    { schema: { summary: 'Get a sandbox', params: VmParams, response: { 200: Sandbox, ...errors } } },
    async (req) => viewSandbox(await sandboxes.get(callerOf(req), req.params.id)),
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
    async (req) => viewSandbox(await sandboxes.reboot(callerOf(req), req.params.id)),
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
      return viewSandbox(sandbox);
    },
  );
}
