// Schemas of the accounts routes (docs/accounts.md): sessions, invitations, members, the
// organization, API keys and OAuth clients. Response schemas list every field a client may see,
// so nothing else (a hash, a stored secret) can be serialized by mistake.

import { type Static, Type as T } from '@sinclair/typebox';

const Nullable = <S extends ReturnType<typeof T.Integer>>(s: S) => T.Union([s, T.Null()]);

export const Email = T.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+$' });
export const Password = T.String({ minLength: 8, maxLength: 256 });
const Name = T.String({ minLength: 1, maxLength: 100 });

export const SignIn = T.Object(
  { email: Email, password: T.String({ maxLength: 256 }) },
  { additionalProperties: false },
);
export type SignIn = Static<typeof SignIn>;

export const AcceptInvitation = T.Object({ password: Password }, { additionalProperties: false });
export type AcceptInvitation = Static<typeof AcceptInvitation>;

export const Organization = T.Object({ org_id: T.String(), name: T.String(), created_unix_ns: T.Integer() });

export const Session = T.Object({
  user: T.Object({ user_id: T.String(), email: T.String() }),
  organization: Organization,
  csrf_token: T.String({ description: 'send as the x-csrf-token header on every mutating request' }),
});

export const InvitationInfo = T.Object({
  email: T.String(),
  organization: T.Union([T.String(), T.Null()], { description: 'the organization joined; null: a new one' }),
  expires_unix: T.Integer(),
});

export const Invitation = T.Object({
  invitation_id: T.String(),
  email: T.String(),
  created_unix_ns: T.Integer(),
  expires_unix: T.Integer(),
  invited_by: T.String(),
});

export const NewInvitation = T.Composite([
  Invitation,
  T.Object({ url: T.String({ description: 'the one-time link; shown once' }) }),
]);

export const CreateInvitation = T.Object({ email: Email }, { additionalProperties: false });
export type CreateInvitation = Static<typeof CreateInvitation>;

export const Member = T.Object({
  user_id: T.String(),
  email: T.String(),
  created_unix_ns: T.Integer(),
  last_sign_in_unix_ns: Nullable(T.Integer()),
});

export const RenameOrg = T.Object(
  { name: T.String({ minLength: 1, maxLength: 63, pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$' }) },
  { additionalProperties: false },
);
export type RenameOrg = Static<typeof RenameOrg>;

export const Named = T.Object({ name: Name }, { additionalProperties: false });
export type Named = Static<typeof Named>;

export const ApiKey = T.Object({
  key_id: T.String(),
  name: T.String(),
  prefix: T.String({ description: 'the first characters of the key, to tell keys apart' }),
  created_by: T.String(),
  created_unix_ns: T.Integer(),
  last_used_unix_ns: Nullable(T.Integer({ description: 'updated at most once a minute' })),
});

export const NewApiKey = T.Composite([
  ApiKey,
  T.Object({ key: T.String({ description: 'the key (wrn_sk_...); shown once' }) }),
]);

export const OAuthClient = T.Object({
  client_id: T.String(),
  name: T.String(),
  created_by: T.String(),
  created_unix_ns: T.Integer(),
  last_used_unix_ns: Nullable(T.Integer({ description: 'when it last got a token' })),
});

export const NewOAuthClient = T.Composite([
  OAuthClient,
  T.Object({ client_secret: T.String({ description: 'shown once' }) }),
]);

export const TokenResponse = T.Object({
  access_token: T.String(),
  token_type: T.Literal('Bearer'),
  expires_in: T.Integer({ description: 'seconds' }),
});

export const IdParams = T.Object({ id: T.String({ minLength: 1, maxLength: 200 }) });
export type IdParams = Static<typeof IdParams>;
export const TokenParams = T.Object({ token: T.String({ minLength: 1, maxLength: 200 }) });
export type TokenParams = Static<typeof TokenParams>;
