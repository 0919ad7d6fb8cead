// Table types of accounts (docs/accounts.md): people, their invitations and sessions, and OAuth
// clients with the access tokens issued to them. Secrets appear here only as sha256 (or, for
// passwords, scrypt) hashes.

export interface UserTable {
  user_id: string;
  /** Lower-cased; one account per email. */
  email: string;
  /** `scrypt$N$r$p$salt$hash` (control/access/passwords.ts). */
  password_hash: string;
  /** Null until the first sign-in of an operator-invited person creates their organization. */
  org_id: string | null;
  created_unix_ns: number;
  last_sign_in_unix_ns: number | null;
}

export interface InvitationTable {
  invitation_id: string;
  /** sha256 of the one-time token in the link, hex. */
  token_hash: string;
  email: string;
  /** The organization it joins; null: the first sign-in makes a new one. */
  org_id: string | null;
  /** `operator` or `user:<email>`. */
  invited_by: string;
  created_unix_ns: number;
  expires_unix_ns: number;
  accepted_unix_ns: number | null;
}

export interface SessionTable {
  /** sha256 of the cookie's token, hex. */
  token_hash: string;
  user_id: string;
  created_unix_ns: number;
  expires_unix_ns: number;
}

export interface OAuthClientTable {
  client_id: string;
  org_id: string;
  name: string;
  /** sha256 of the secret, hex. */
  secret_hash: string;
  created_by: string;
  created_unix_ns: number;
  /** When it last got a token. */
  last_used_unix_ns: number | null;
  deleted_unix_ns: number | null;
}

export interface OAuthTokenTable {
  /** sha256 of the access token, hex. */
  token_hash: string;
  client_id: string;
  org_id: string;
  created_unix_ns: number;
  expires_unix_ns: number;
}

export interface AccountTables {
  users: UserTable;
  invitations: InvitationTable;
  sessions: SessionTable;
  oauth_clients: OAuthClientTable;
  oauth_tokens: OAuthTokenTable;
}
