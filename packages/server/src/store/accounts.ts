// SQL of accounts (docs/accounts.md): organizations and their operator-set budgets, users,
// invitations, sessions, API keys and OAuth clients with their access tokens. Reached as `store.accounts`; the rules live in
// control/access/accounts.ts, control/access/api-keys.ts and control/access/oauth.ts.

import type { Kysely, Selectable } from 'kysely';
import type { InvitationTable, OAuthClientTable, UserTable } from './accounts-schema.ts';
import { nowNs } from './clock.ts';
import type { Database, Dialect } from './schema.ts';

/** Per-minute budgets an operator set for one organization; null means the server's default. */
export interface OrgLimits {
  acquisitionsPerMinute: number | null;
  otherPerMinute: number | null;
}

export type UserRow = Selectable<UserTable>;
export type InvitationRow = Selectable<InvitationTable>;
export type OAuthClientRow = Selectable<OAuthClientTable>;

/** What accepting an invitation came to. */
export type AcceptOutcome = { ok: true; email: string } | { ok: false; reason: 'no invitation' | 'already a user' };

const KEY_FIELDS = ['id', 'name', 'prefix', 'created_by', 'created_unix_ns', 'last_used_unix_ns'] as const;
const CLIENT_FIELDS = ['client_id', 'name', 'created_by', 'created_unix_ns', 'last_used_unix_ns'] as const;

export class AccountStore {
  readonly #db: Kysely<Database>;
  readonly #dialect: Dialect;

  constructor(db: Kysely<Database>, dialect: Dialect) {
    this.#db = db;
    this.#dialect = dialect;
  }

  // --- organizations ---

  async createOrg(id: string, name: string): Promise<void> {
    await this.#db.insertInto('orgs').values({ id, name, created_unix_ns: nowNs() }).execute();
  }

  findOrgByName(name: string) {
    return this.#db.selectFrom('orgs').selectAll().where('name', '=', name).executeTakeFirst();
  }

  /** The operator's budgets for an organization (null where the server default applies). */
  async getOrgLimits(orgId: string): Promise<OrgLimits> {
    const row = await this.#db
      .selectFrom('org_limits')
      .select(['acquisitions_per_minute', 'other_per_minute'])
      .where('org_id', '=', orgId)
      .executeTakeFirst();
    return {
      acquisitionsPerMinute: row?.acquisitions_per_minute ?? null,
      otherPerMinute: row?.other_per_minute ?? null,
    };
  }

  async setOrgLimits(orgId: string, limits: OrgLimits): Promise<void> {
    const values = {
      acquisitions_per_minute: limits.acquisitionsPerMinute,
      other_per_minute: limits.otherPerMinute,
      updated_unix_ns: nowNs(),
    };
    await this.#db
      .insertInto('org_limits')
      .values({ org_id: orgId, ...values })
      .onConflict((oc) => oc.column('org_id').doUpdateSet(values))
      .execute();
  }

  getOrg(orgId: string) {
    return this.#db.selectFrom('orgs').selectAll().where('id', '=', orgId).executeTakeFirst();
  }

  async renameOrg(orgId: string, name: string): Promise<void> {
    await this.#db.updateTable('orgs').set({ name }).where('id', '=', orgId).execute();
  }

  /** Creates an organization and makes it the user's, if the user has none yet (else false). */
  createOrgForUser(userId: string, org: { id: string; name: string; now: number }): Promise<boolean> {
    return this.#db.transaction().execute(async (tx) => {
      // On PostgreSQL the user's row stays locked to the end, so two concurrent calls cannot both
      // see no organization and make two (SQLite runs one transaction at a time).
      let q = tx.selectFrom('users').select('org_id').where('user_id', '=', userId);
      if (this.#dialect === 'postgres') q = q.forUpdate();
      const user = await q.executeTakeFirst();
      if (!user || user.org_id !== null) return false;
      await tx.insertInto('orgs').values({ id: org.id, name: org.name, created_unix_ns: org.now }).execute();
      await tx.updateTable('users').set({ org_id: org.id }).where('user_id', '=', userId).execute();
      return true;
    });
  }

  // --- invitations ---

  async insertInvitation(row: InvitationRow): Promise<void> {
    await this.#db.insertInto('invitations').values(row).execute();
  }

  /** An invitation that can still be accepted, with the name of the organization it joins. */
  findOpenInvitation(tokenHash: string, now: number) {
    return this.#db
      .selectFrom('invitations')
      .leftJoin('orgs', 'orgs.id', 'invitations.org_id')
      .select(['invitations.email', 'invitations.expires_unix_ns', 'orgs.name as org_name'])
      .where('token_hash', '=', tokenHash)
      .where('accepted_unix_ns', 'is', null)
      .where('expires_unix_ns', '>', now)
      .executeTakeFirst();
  }

  listOpenInvitations(orgId: string, now: number) {
    return this.#db
      .selectFrom('invitations')
      .select(['invitation_id', 'email', 'invited_by', 'created_unix_ns', 'expires_unix_ns'])
      .where('org_id', '=', orgId)
      .where('accepted_unix_ns', 'is', null)
      .where('expires_unix_ns', '>', now)
      .orderBy('created_unix_ns', 'desc')
      .execute();
  }

  /** False when the organization has no such invitation. */
  async deleteInvitation(orgId: string, invitationId: string): Promise<boolean> {
    const r = await this.#db
      .deleteFrom('invitations')
      .where('org_id', '=', orgId)
      .where('invitation_id', '=', invitationId)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /**
   * Uses an open invitation once: makes the account (in the invitation's organization, if any)
   * and marks the invitation accepted, in one transaction so a link cannot be used twice.
   */
  acceptInvitation(
    tokenHash: string,
    user: { userId: string; passwordHash: string; now: number },
  ): Promise<AcceptOutcome> {
    return this.#db.transaction().execute(async (tx): Promise<AcceptOutcome> => {
      const inv = await tx
        .selectFrom('invitations')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('accepted_unix_ns', 'is', null)
        .where('expires_unix_ns', '>', user.now)
        .executeTakeFirst();
      if (!inv) return { ok: false, reason: 'no invitation' };
      const taken = await tx.selectFrom('users').select('user_id').where('email', '=', inv.email).executeTakeFirst();
      if (taken) return { ok: false, reason: 'already a user' };
      // Claim the invitation before using it: of two concurrent accepts on PostgreSQL, the second
      // waits on this row and then updates nothing.
      const claimed = await tx
        .updateTable('invitations')
        .set({ accepted_unix_ns: user.now })
        .where('invitation_id', '=', inv.invitation_id)
        .where('accepted_unix_ns', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return { ok: false, reason: 'no invitation' };
      await tx
        .insertInto('users')
        .values({
          user_id: user.userId,
          email: inv.email,
          password_hash: user.passwordHash,
          org_id: inv.org_id,
          created_unix_ns: user.now,
          last_sign_in_unix_ns: null,
        })
        .execute();
      return { ok: true, email: inv.email };
    });
  }

  // --- users and sessions ---

  findUserByEmail(email: string) {
    return this.#db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  async recordSignIn(userId: string, now: number): Promise<void> {
    await this.#db.updateTable('users').set({ last_sign_in_unix_ns: now }).where('user_id', '=', userId).execute();
  }

  listMembers(orgId: string) {
    return this.#db
      .selectFrom('users')
      .select(['user_id', 'email', 'created_unix_ns', 'last_sign_in_unix_ns'])
      .where('org_id', '=', orgId)
      .orderBy('created_unix_ns', 'asc')
      .execute();
  }

  /**
   * Removes a member of the organization and ends their sessions (the email can be invited again).
   * False when the user is no member of it.
   */
  async deleteMember(orgId: string, userId: string): Promise<boolean> {
    return this.#db.transaction().execute(async (tx) => {
      const user = await tx
        .selectFrom('users')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('org_id', '=', orgId)
        .executeTakeFirst();
      if (!user) return false;
      await tx.deleteFrom('sessions').where('user_id', '=', userId).execute();
      await tx.deleteFrom('users').where('user_id', '=', userId).execute();
      return true;
    });
  }

  async insertSession(s: { tokenHash: string; userId: string; now: number; expires: number }): Promise<void> {
    // Sign-ins are rare: clearing ended sessions here keeps the table small without a timer.
    await this.#db.deleteFrom('sessions').where('expires_unix_ns', '<=', s.now).execute();
    await this.#db
      .insertInto('sessions')
      .values({ token_hash: s.tokenHash, user_id: s.userId, created_unix_ns: s.now, expires_unix_ns: s.expires })
      .execute();
  }

  /** The user of a live session, with their organization (null before the first sign-in made it). */
  findSession(tokenHash: string, now: number) {
    return this.#db
      .selectFrom('sessions')
      .innerJoin('users', 'users.user_id', 'sessions.user_id')
      .select(['users.user_id', 'users.email', 'users.org_id', 'sessions.expires_unix_ns'])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_unix_ns', '>', now)
      .executeTakeFirst();
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.#db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  }

  // --- API keys ---

  async createApiKey(key: {
    id: string;
    orgId: string;
    hash: string;
    prefix: string;
    operator?: boolean;
  }): Promise<void> {
    await this.#db
      .insertInto('api_keys')
      .values({
        id: key.id,
        org_id: key.orgId,
        key_hash: key.hash,
        prefix: key.prefix,
        created_unix_ns: nowNs(),
        operator: key.operator ? 1 : 0,
      })
      .execute();
  }

  findApiKey(hash: string) {
    return this.#db
      .selectFrom('api_keys')
      .select(['id', 'org_id', 'operator', 'last_used_unix_ns'])
      .where('key_hash', '=', hash)
      .where('revoked_unix_ns', 'is', null)
      .executeTakeFirst();
  }

  async insertApiKey(k: {
    id: string;
    orgId: string;
    hash: string;
    prefix: string;
    name: string;
    createdBy: string;
    now: number;
  }): Promise<void> {
    await this.#db
      .insertInto('api_keys')
      .values({
        id: k.id,
        org_id: k.orgId,
        key_hash: k.hash,
        prefix: k.prefix,
        name: k.name,
        created_by: k.createdBy,
        created_unix_ns: k.now,
        last_used_unix_ns: null,
        revoked_unix_ns: null,
      })
      .execute();
  }

  listApiKeys(orgId: string) {
    return this.#db
      .selectFrom('api_keys')
      .select(KEY_FIELDS)
      .where('org_id', '=', orgId)
      .where('revoked_unix_ns', 'is', null)
      .orderBy('created_unix_ns', 'asc')
      .execute();
  }

  getApiKey(orgId: string, id: string) {
    return this.#db
      .selectFrom('api_keys')
      .select(KEY_FIELDS)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .where('revoked_unix_ns', 'is', null)
      .executeTakeFirst();
  }

  /** Whether the key is (or was, if revoked) the organization's. */
  async hadApiKey(orgId: string, id: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('api_keys')
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Revokes a key of the organization; false if there was none to revoke. */
  async revokeApiKey(orgId: string, id: string, now: number): Promise<boolean> {
    const r = await this.#db
      .updateTable('api_keys')
      .set({ revoked_unix_ns: now })
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .where('revoked_unix_ns', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async touchApiKey(id: string, now: number): Promise<void> {
    await this.#db.updateTable('api_keys').set({ last_used_unix_ns: now }).where('id', '=', id).execute();
  }

  // --- OAuth clients and access tokens ---

  async insertClient(c: Omit<OAuthClientRow, 'last_used_unix_ns' | 'deleted_unix_ns'>): Promise<void> {
    await this.#db
      .insertInto('oauth_clients')
      .values({ ...c, last_used_unix_ns: null, deleted_unix_ns: null })
      .execute();
  }

  listClients(orgId: string) {
    return this.#db
      .selectFrom('oauth_clients')
      .select(CLIENT_FIELDS)
      .where('org_id', '=', orgId)
      .where('deleted_unix_ns', 'is', null)
      .orderBy('created_unix_ns', 'asc')
      .execute();
  }

  getClient(orgId: string, clientId: string) {
    return this.#db
      .selectFrom('oauth_clients')
      .select(CLIENT_FIELDS)
      .where('org_id', '=', orgId)
      .where('client_id', '=', clientId)
      .where('deleted_unix_ns', 'is', null)
      .executeTakeFirst();
  }

  /** A live client by id alone (the token endpoint does not know the organization). */
  findClient(clientId: string) {
    return this.#db
      .selectFrom('oauth_clients')
      .select(['client_id', 'org_id', 'secret_hash'])
      .where('client_id', '=', clientId)
      .where('deleted_unix_ns', 'is', null)
      .executeTakeFirst();
  }

  /** Whether the client is (or was, if deleted) the organization's. */
  async hadClient(orgId: string, clientId: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('oauth_clients')
      .select('client_id')
      .where('org_id', '=', orgId)
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Deletes a client of the organization and every token it was issued; false if none. */
  deleteClient(orgId: string, clientId: string, now: number): Promise<boolean> {
    return this.#db.transaction().execute(async (tx) => {
      const r = await tx
        .updateTable('oauth_clients')
        .set({ deleted_unix_ns: now })
        .where('org_id', '=', orgId)
        .where('client_id', '=', clientId)
        .where('deleted_unix_ns', 'is', null)
        .executeTakeFirst();
      await tx.deleteFrom('oauth_tokens').where('client_id', '=', clientId).where('org_id', '=', orgId).execute();
      return Number(r.numUpdatedRows) > 0;
    });
  }

  /** Stores a newly issued token and drops the client's expired ones. */
  async insertToken(t: { tokenHash: string; clientId: string; orgId: string; now: number; expires: number }) {
    await this.#db.transaction().execute(async (tx) => {
      await tx
        .deleteFrom('oauth_tokens')
        .where('client_id', '=', t.clientId)
        .where('expires_unix_ns', '<=', t.now)
        .execute();
      await tx
        .insertInto('oauth_tokens')
        .values({
          token_hash: t.tokenHash,
          client_id: t.clientId,
          org_id: t.orgId,
          created_unix_ns: t.now,
          expires_unix_ns: t.expires,
        })
        .execute();
      await tx
        .updateTable('oauth_clients')
        .set({ last_used_unix_ns: t.now })
        .where('client_id', '=', t.clientId)
        .execute();
    });
  }

  /** A token that has not expired, of a client not deleted. */
  findToken(tokenHash: string, now: number) {
    return this.#db
      .selectFrom('oauth_tokens')
      .innerJoin('oauth_clients', 'oauth_clients.client_id', 'oauth_tokens.client_id')
      .select(['oauth_tokens.client_id', 'oauth_tokens.org_id'])
      .where('oauth_tokens.token_hash', '=', tokenHash)
      .where('oauth_tokens.expires_unix_ns', '>', now)
      .where('oauth_clients.deleted_unix_ns', 'is', null)
      .executeTakeFirst();
  }
}
