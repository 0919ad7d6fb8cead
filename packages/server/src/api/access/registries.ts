// /registries: credentials for private image registries. Secrets are never returned.

import { type Static, Type as T } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { type ApiDeps, callerOf } from '../deps.ts';

const Host = T.String({
  minLength: 1,
  maxLength: 255,
  pattern: '^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?$',
  description: 'registry host, optionally with :port',
});
const PutRegistry = T.Union([
  T.Object(
    {
      kind: T.Literal('static'),
      host: Host,
      username: T.String({ minLength: 1, maxLength: 1024 }),
      secret: T.String({ minLength: 1, maxLength: 16384 }),
    },
    { additionalProperties: false },
  ),
  T.Object(
    {
      kind: T.Literal('cloud-assume-role'),
      host: Host,
      role_arn: T.String({ minLength: 1, maxLength: 2048 }),
      external_id: T.String({ minLength: 1, maxLength: 1224 }),
    },
    { additionalProperties: false },
  ),
]);
const Registry = T.Object({
  host: T.String(),
  kind: T.String({ description: 'static or cloud-assume-role' }),
  created_unix_ns: T.Integer(),
  updated_unix_ns: T.Integer(),
});

export function registerRegistries(app: FastifyInstance, { registries }: ApiDeps): void {
  app.post<{ Body: Static<typeof PutRegistry> }>(
    '/registries',
    { schema: { summary: 'Store (or replace) the credential for a registry host', body: PutRegistry } },
    async (req, reply) => {
      await registries.put(callerOf(req).orgId, req.body);
      reply.status(204).send();
    },
  );

  app.get(
    '/registries',
    {
      schema: {
        summary: 'List registry credentials (no secrets)',
        response: { 200: T.Object({ registries: T.Array(Registry) }) },
      },
    },
    async (req) => ({ registries: await registries.list(callerOf(req).orgId) }),
  );

  app.delete<{ Params: { host: string } }>(
    '/registries/:host',
    { schema: { summary: 'Delete the credential for a registry host', params: T.Object({ host: T.String() }) } },
    async (req, reply) => {
      await registries.delete(callerOf(req).orgId, req.params.host);
      reply.status(204).send();
    },
  );
}
