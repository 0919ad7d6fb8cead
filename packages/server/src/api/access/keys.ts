// /keys: the organization's API keys. Anyone of the organization may list them; creating and
// revoking need a console session. A new key's value is in the creation answer only.

import { Type as T } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { createApiKey, getApiKey, listApiKeys, revokeApiKey } from '../../control/access/api-keys.ts';
import { memberOf } from '../auth.ts';
import { type ApiDeps, callerOf } from '../deps.ts';
import { ApiKey, IdParams, Named, NewApiKey } from './schemas.ts';

export function registerKeys(app: FastifyInstance, { store }: ApiDeps): void {
  app.get(
    '/keys',
    { schema: { summary: 'API keys (never their values)', response: { 200: T.Object({ keys: T.Array(ApiKey) }) } } },
    async (req) => ({ keys: await listApiKeys(store, callerOf(req).orgId) }),
  );

  app.get<{ Params: IdParams }>(
    '/keys/:id',
    { schema: { summary: 'One API key', params: IdParams, response: { 200: ApiKey } } },
    async (req) => getApiKey(store, callerOf(req).orgId, req.params.id),
  );

  app.post<{ Body: Named }>(
    '/keys',
    {
      schema: {
        summary: 'Create an API key (console); its value is shown in this answer only',
        body: Named,
        response: { 201: NewApiKey },
      },
    },
    async (req, reply) => {
      const member = memberOf(req);
      const key = await createApiKey(store, { orgId: member.orgId, name: req.body.name, createdBy: member.keyId });
      req.auditResource = key.key_id;
      return reply.status(201).send(key);
    },
  );

  app.delete<{ Params: IdParams }>(
    '/keys/:id',
    { schema: { summary: 'Revoke an API key (console): it answers 401 from now on', params: IdParams } },
    async (req, reply) => {
      await revokeApiKey(store, memberOf(req).orgId, req.params.id);
      reply.status(204).send();
    },
  );
}
