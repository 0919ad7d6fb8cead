// OAuth 2.0 client credentials over HTTP: the organization's clients (/oauth/clients; creating
// and deleting need a console session) and the token endpoint, `POST /oauth/token`, which follows
// RFC 6749 sections 2.3.1, 4.4 and 5 (form-encoded request, HTTP Basic or form client
// authentication, JSON answer with `Cache-Control: no-store`, RFC-shaped errors).

import { Type as T } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createClient, deleteClient, getClient, issueToken, listClients } from '../../control/access/oauth.ts';
import { memberOf } from '../auth.ts';
import { type ApiDeps, callerOf } from '../deps.ts';
import { IdParams, Named, NewOAuthClient, OAuthClient, TokenResponse } from './schemas.ts';

const FORM = 'application/x-www-form-urlencoded';

/** A form body as name -> every value given (RFC 6749 3.2 forbids repeating a parameter). */
type FormParams = Map<string, string[]>;

function parseForm(text: string): FormParams {
  const params: FormParams = new Map();
  for (const [k, v] of new URLSearchParams(text)) params.set(k, [...(params.get(k) ?? []), v]);
  return params;
}

type OAuthError = 'invalid_request' | 'invalid_client' | 'unsupported_grant_type' | 'invalid_scope';

/** Client credentials from `Authorization: Basic`, each form-urlencoded before base64 (2.3.1). */
function basicCredentials(header: string): { id: string; secret: string } | undefined {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!m) return undefined;
  const text = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = text.indexOf(':');
  if (colon < 0) return undefined;
  const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
  try {
    return { id: decode(text.slice(0, colon)), secret: decode(text.slice(colon + 1)) };
  } catch {
    return undefined; // a malformed percent-escape: no usable credentials, so invalid_client
  }
}

export function registerOAuth(app: FastifyInstance, { store, accounts }: ApiDeps): void {
  app.get(
    '/oauth/clients',
    {
      schema: {
        summary: 'OAuth clients (never their secrets)',
        response: { 200: T.Object({ clients: T.Array(OAuthClient) }) },
      },
    },
    async (req) => ({ clients: await listClients(store, callerOf(req).orgId) }),
  );

  app.get<{ Params: IdParams }>(
    '/oauth/clients/:id',
    { schema: { summary: 'One OAuth client', params: IdParams, response: { 200: OAuthClient } } },
    async (req) => getClient(store, callerOf(req).orgId, req.params.id),
  );

  app.post<{ Body: Named }>(
    '/oauth/clients',
    {
      schema: {
        summary: 'Create an OAuth client (console); its secret is shown in this answer only',
        body: Named,
        response: { 201: NewOAuthClient },
      },
    },
    async (req, reply) => {
      const member = memberOf(req);
      const client = await createClient(store, { orgId: member.orgId, name: req.body.name, createdBy: member.keyId });
      req.auditResource = client.client_id;
      return reply.status(201).send(client);
    },
  );

  app.delete<{ Params: IdParams }>(
    '/oauth/clients/:id',
    { schema: { summary: 'Delete an OAuth client (console): its tokens answer 401 from now on', params: IdParams } },
    async (req, reply) => {
      await deleteClient(store, memberOf(req).orgId, req.params.id);
      reply.status(204).send();
    },
  );

  // The token endpoint parses its own bodies, so it lives in a scope with its own parsers.
  app.register(async (scope) => {
    scope.addContentTypeParser(FORM, { parseAs: 'string' }, (_req, body, done) =>
      done(null, parseForm(body as string)),
    );
    // Anything else reaches the handler as "no form", to answer invalid_request as RFC 6749 says.
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, _body, done) => done(null, undefined));
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, _body, done) => done(null, undefined));

    scope.post(
      '/oauth/token',
      {
        config: { public: true },
        schema: {
          summary: 'OAuth 2.0 client credentials grant (RFC 6749 4.4): the auth_url of OAuth clients',
          consumes: [FORM],
          response: { 200: TokenResponse },
          security: [],
        },
      },
      async (req, reply) => tokenEndpoint(req, reply, store, accounts.tokenTtlS),
    );
  });
}

async function tokenEndpoint(
  req: FastifyRequest,
  reply: FastifyReply,
  store: ApiDeps['store'],
  ttlS: number,
): Promise<unknown> {
  reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
  const authorization = req.headers.authorization;
  const fail = (error: OAuthError, description: string) => {
    const status = error === 'invalid_client' ? 401 : 400;
    // 5.2: a client that tried the Authorization header is told which scheme to use.
    if (status === 401 && authorization !== undefined) reply.header('www-authenticate', 'Basic realm="warren"');
    // RFC 6749's fields, and `message` as every other error of the API has it.
    return reply.status(status).send({ error, error_description: description, message: description });
  };

  if (!(req.body instanceof Map)) return fail('invalid_request', `the body must be ${FORM}`);
  const form = req.body as FormParams;
  const repeated = [...form].find(([, values]) => values.length > 1);
  if (repeated) return fail('invalid_request', `parameter ${repeated[0]} is repeated`);
  const param = (name: string) => form.get(name)?.[0];

  const grant = param('grant_type');
  if (grant === undefined) return fail('invalid_request', 'grant_type is missing');

  const fromForm = param('client_id') !== undefined || param('client_secret') !== undefined;
  if (authorization !== undefined && fromForm) {
    return fail('invalid_request', 'use one client authentication: HTTP Basic or form fields, not both');
  }
  let client: { id: string; secret: string } | undefined;
  if (authorization !== undefined) {
    client = basicCredentials(authorization);
    if (!client) return fail('invalid_client', 'client authentication must be HTTP Basic with client_id:client_secret');
  } else {
    const id = param('client_id');
    const secret = param('client_secret');
    if (id === undefined || secret === undefined) {
      return fail('invalid_client', 'client authentication is missing: HTTP Basic or client_id and client_secret');
    }
    client = { id, secret };
  }

  if (grant !== 'client_credentials') return fail('unsupported_grant_type', 'only client_credentials is supported');
  const scope = param('scope');
  if (scope !== undefined && scope.trim() !== '') return fail('invalid_scope', 'Warren tokens carry no scopes');

  const token = await issueToken(store, client.id, client.secret, ttlS);
  if (!token) return fail('invalid_client', 'unknown client or wrong secret');
  return token;
}
