// Console accounts over HTTP (docs/accounts.md): invitations and sign-in (public), the session,
// the organization, its members and their invitations. Keys are in keys.ts, OAuth in oauth.ts.

import { Type as T } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invitationLink } from '../../control/access/accounts.ts';
import { unauthorized } from '../../errors.ts';
import { clearSessionCookie, memberOf, sessionToken, setSessionCookie } from '../auth.ts';
import { type ApiDeps, callerOf } from '../deps.ts';
import {
  AcceptInvitation,
  CreateInvitation,
  IdParams,
  Invitation,
  InvitationInfo,
  Member,
  NewInvitation,
  Organization,
  RenameOrg,
  Session,
  SignIn,
  TokenParams,
} from './schemas.ts';

/** The address the browser used to reach us, for links it will open. */
function origin(req: FastifyRequest): string {
  const o = req.headers.origin;
  return o && /^https?:\/\/[^/\s]+$/.test(o) ? o : `${req.protocol}://${req.host}`;
}

export function registerAccounts(app: FastifyInstance, { accounts }: ApiDeps): void {
  app.get<{ Params: TokenParams }>(
    '/auth/invitations/:token',
    {
      config: { public: true },
      schema: {
        summary: 'Who an invitation is for (404 when unknown, used or expired)',
        params: TokenParams,
        response: { 200: InvitationInfo },
        security: [],
      },
    },
    async (req) => accounts.invitation(req.params.token),
  );

  app.post<{ Params: TokenParams; Body: AcceptInvitation }>(
    '/auth/invitations/:token/accept',
    {
      config: { public: true },
      schema: {
        summary: 'Accept an invitation by choosing a password (once); sign in next',
        params: TokenParams,
        body: AcceptInvitation,
        response: { 201: T.Object({ email: T.String() }) },
        security: [],
      },
    },
    async (req, reply) => reply.status(201).send(await accounts.accept(req.params.token, req.body.password)),
  );

  app.post<{ Body: SignIn }>(
    '/auth/sign-in',
    {
      config: { public: true },
      schema: {
        summary: 'Sign in to the console: sets the session cookie; the first sign-in creates the organization',
        body: SignIn,
        response: { 200: Session },
        security: [],
      },
    },
    async (req, reply) => {
      const { token, view } = await accounts.signIn(req.body.email, req.body.password, req.ip);
      setSessionCookie(req, reply, token, accounts.sessionTtlS);
      return view;
    },
  );

  app.get(
    '/auth/session',
    { schema: { summary: 'The signed-in member, organization and CSRF token', response: { 200: Session } } },
    async (req) => {
      memberOf(req);
      const view = await accounts.sessionView(sessionToken(req) ?? '');
      if (!view) throw unauthorized();
      return view;
    },
  );

  app.post('/auth/sign-out', { schema: { summary: 'End the console session' } }, async (req, reply) => {
    memberOf(req);
    await accounts.signOut(sessionToken(req) ?? '');
    clearSessionCookie(req, reply);
    reply.status(204).send();
  });

  app.get('/org', { schema: { summary: "The caller's organization", response: { 200: Organization } } }, async (req) =>
    accounts.organization(callerOf(req).orgId),
  );

  app.patch<{ Body: RenameOrg }>(
    '/org',
    { schema: { summary: 'Rename the organization (console)', body: RenameOrg, response: { 200: Organization } } },
    async (req) => {
      const member = memberOf(req);
      req.auditResource = member.orgId;
      return accounts.rename(member.orgId, req.body.name);
    },
  );

  app.get(
    '/members',
    {
      schema: { summary: "The organization's members", response: { 200: T.Object({ members: T.Array(Member) }) } },
    },
    async (req) => ({ members: await accounts.members(callerOf(req).orgId) }),
  );

  app.delete<{ Params: IdParams }>(
    '/members/:id',
    { schema: { summary: 'Remove another member (console); their sessions end at once', params: IdParams } },
    async (req, reply) => {
      const member = memberOf(req);
      await accounts.removeMember(member.orgId, req.params.id, member.user.userId);
      reply.status(204).send();
    },
  );

  app.get(
    '/invitations',
    {
      schema: {
        summary: 'Pending invitations into the organization',
        response: { 200: T.Object({ invitations: T.Array(Invitation) }) },
      },
    },
    async (req) => ({ invitations: await accounts.invitations(callerOf(req).orgId) }),
  );

  app.post<{ Body: CreateInvitation }>(
    '/invitations',
    {
      schema: {
        summary: 'Invite someone into the organization (console); the link is shown once',
        body: CreateInvitation,
        response: { 201: NewInvitation },
      },
    },
    async (req, reply) => {
      const member = memberOf(req);
      const { token, ...inv } = await accounts.invite(member.orgId, req.body.email, member.keyId);
      req.auditResource = inv.invitation_id;
      return reply.status(201).send({ ...inv, url: invitationLink(origin(req), token) });
    },
  );

  app.delete<{ Params: IdParams }>(
    '/invitations/:id',
    { schema: { summary: 'Withdraw an invitation (console)', params: IdParams } },
    async (req, reply) => {
      await accounts.deleteInvitation(memberOf(req).orgId, req.params.id);
      reply.status(204).send();
    },
  );
}
