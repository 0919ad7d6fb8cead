// Migration 0009_accounts: people, invitations, sessions, OAuth clients and tokens; API keys get a
// name, a creator, last use and revocation.

import type { Kysely, Migration } from 'kysely';

export const accountsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('users')
      .addColumn('user_id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('org_id', 'text', (c) => c.references('orgs.id'))
      .addColumn('created_unix_ns', 'bigint', (c) => c.notNull())
      .addColumn('last_sign_in_unix_ns', 'bigint')
      .execute();
    await db.schema.createIndex('users_org').on('users').columns(['org_id']).execute();
    await db.schema
      .createTable('invitations')
      .addColumn('invitation_id', 'text', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('org_id', 'text', (c) => c.references('orgs.id'))
      .addColumn('invited_by', 'text', (c) => c.notNull())
      .addColumn('created_unix_ns', 'bigint', (c) => c.notNull())
      .addColumn('expires_unix_ns', 'bigint', (c) => c.notNull())
      .addColumn('accepted_unix_ns', 'bigint')
      .execute();
    await db.schema.createIndex('invitations_org').on('invitations').columns(['org_id']).execute();
    await db.schema
      .createTable('sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id'))
      .addColumn('created_unix_ns', 'bigint', (c) => c.notNull())
      .addColumn('expires_unix_ns', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('oauth_clients')
      .addColumn('client_id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('secret_hash', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_unix_ns', 'bigint', (c) => c.notNull())
      .addColumn('last_used_unix_ns', 'bigint')
      .addColumn('deleted_unix_ns', 'bigint')
      .execute();
    await db.schema.createIndex('oauth_clients_org').on('oauth_clients').columns(['org_id']).execute();
    await db.schema
      .createTable('oauth_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('client_id', 'text', (c) => c.notNull().references('oauth_clients.client_id'))
      .addColumn('org_id', 'text', (c) => c.notNull())
      .addColumn('created_unix_ns', 'bigint', (c) => c.notNull())
      .addColumn('expires_unix_ns', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('oauth_tokens_client').on('oauth_tokens').columns(['client_id']).execute();
    await db.schema
      .alterTable('api_keys')
      .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('api_keys')
      .addColumn('created_by', 'text', (c) => c.notNull().defaultTo('operator'))
      .execute();
    await db.schema.alterTable('api_keys').addColumn('last_used_unix_ns', 'bigint').execute();
    await db.schema.alterTable('api_keys').addColumn('revoked_unix_ns', 'bigint').execute();
    await db.schema.createIndex('api_keys_org').on('api_keys').columns(['org_id']).execute();
  },
};
