// People and their organizations (docs/accounts.md): invitations, accepting one with a password,
// sign-in (the first creates the person's organization), console sessions with their CSRF token,
// members, and renaming the organization. HTTP (cookies, headers) is the api layer's business.

import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { ApiError, badRequest, conflict, notFound } from '../../errors.ts';
import { nowNs, type Store } from '../../store/index.ts';
import type { Caller } from './keys.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { SignInLimiter, type SignInLimits } from './sign-in-limit.ts';

export interface AccountsConfig {
  /** How long an invitation link works. */
  invitationTtlS: number;
  /** How long a console session lasts after sign-in. */
  sessionTtlS: number;
  /** Lifetime of an OAuth access token (`expires_in`). */
  tokenTtlS: number;
  signIn: SignInLimits;
}

export const DEFAULT_ACCOUNTS: AccountsConfig = {
  invitationTtlS: 7 * 86_400,
  sessionTtlS: 7 * 86_400,
  tokenTtlS: 3600,
  signIn: { perEmail: 5, perAddress: 20, windowS: 900 },
};

export const INVITATION_PREFIX = 'inv_';
export const ORG_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const S_NS = 1e9;

/** A console session as the API shows it. */
export interface SessionView {
  user: { user_id: string; email: string };
  organization: { org_id: string; name: string; created_unix_ns: number };
  csrf_token: string;
}

export interface InvitationView {
  invitation_id: string;
  email: string;
  created_unix_ns: number;
  expires_unix: number;
  invited_by: string;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The path of the console page an invitation link opens (the token goes in its query). */
export const invitationLink = (baseUrl: string, token: string) =>
  `${baseUrl.replace(/\/+$/, '')}/console/invite?token=${token}`;

/**
 * Records an invitation and returns it with its one-time token (shown once; only its sha256 is
 * kept). `orgId` null: the person's first sign-in makes a new organization (the operator's
 * invitation); otherwise they join that organization.
 */
export async function createInvitation(
  store: Store,
  inv: { email: string; orgId: string | null; invitedBy: string; ttlS: number },
): Promise<InvitationView & { token: string }> {
  const email = normalizeEmail(inv.email);
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) throw badRequest(`not an email address: ${inv.email}`);
  if (await store.accounts.findUserByEmail(email)) {
    throw conflict('already a user', `${email} already has an account`);
  }
  const token = INVITATION_PREFIX + randomBytes(32).toString('base64url');
  const now = nowNs();
  const row = {
    invitation_id: randomUUID(),
    token_hash: sha256(token),
    email,
    org_id: inv.orgId,
    invited_by: inv.invitedBy,
    created_unix_ns: now,
    expires_unix_ns: now + inv.ttlS * S_NS,
    accepted_unix_ns: null,
  };
  await store.accounts.insertInvitation(row);
  return { ...invitationView(row), token };
}

function invitationView(r: {
  invitation_id: string;
  email: string;
  created_unix_ns: number;
  expires_unix_ns: number;
  invited_by: string;
}): InvitationView {
  return {
    invitation_id: r.invitation_id,
    email: r.email,
    created_unix_ns: Number(r.created_unix_ns),
    expires_unix: Math.floor(Number(r.expires_unix_ns) / S_NS),
    invited_by: r.invited_by,
  };
}

/** An organization name made from an email's local part ("ada.l@x" -> "ada.l"). */
function orgNameFor(email: string): string {
  const base = email
    .split('@')[0]
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, 55);
  return base || 'org';
}

export class AccountService {
  readonly #store: Store;
  readonly #config: AccountsConfig;
  readonly #csrfKey: Buffer;
  readonly #limiter: SignInLimiter;

  constructor(store: Store, config: AccountsConfig, csrfKey: Buffer) {
    this.#store = store;
    this.#config = config;
    this.#csrfKey = csrfKey;
    this.#limiter = new SignInLimiter(config.signIn);
  }

  get sessionTtlS(): number {
    return this.#config.sessionTtlS;
  }

  get tokenTtlS(): number {
    return this.#config.tokenTtlS;
  }

  // --- invitations ---

  async invitation(token: string): Promise<{ email: string; organization: string | null; expires_unix: number }> {
    const inv = await this.#store.accounts.findOpenInvitation(sha256(token), nowNs());
    if (!inv) throw notFound('invitation (unknown, used or expired)');
    return {
      email: inv.email,
      organization: inv.org_name ?? null,
      expires_unix: Math.floor(Number(inv.expires_unix_ns) / S_NS),
    };
  }

  async accept(token: string, password: string): Promise<{ email: string }> {
    const passwordHash = await hashPassword(password);
    const r = await this.#store.accounts.acceptInvitation(sha256(token), {
      userId: randomUUID(),
      passwordHash,
      now: nowNs(),
    });
    if (r.ok) return { email: r.email };
    if (r.reason === 'already a user') throw conflict('already a user', 'this email already has an account');
    throw notFound('invitation (unknown, used or expired)');
  }

  invite(orgId: string, email: string, invitedBy: string) {
    return createInvitation(this.#store, { email, orgId, invitedBy, ttlS: this.#config.invitationTtlS });
  }

  async invitations(orgId: string): Promise<InvitationView[]> {
    return (await this.#store.accounts.listOpenInvitations(orgId, nowNs())).map(invitationView);
  }

  async deleteInvitation(orgId: string, invitationId: string): Promise<void> {
    if (!(await this.#store.accounts.deleteInvitation(orgId, invitationId))) throw notFound('invitation');
  }

  // --- sign-in and sessions ---

  /**
   * Checks an email and password (rate limited per email and per client address) and starts a
   * session. The first sign-in of a person without an organization creates one named after them.
   */
  async signIn(emailIn: string, password: string, address: string): Promise<{ token: string; view: SessionView }> {
    const email = normalizeEmail(emailIn);
    const wait = this.#limiter.retryAfter(email, address);
    if (wait > 0) {
      throw new ApiError(
        429,
        'rate limited',
        'too many failed sign-ins; try again later',
        { kind: 'sign-in', retry_after: wait },
        { 'retry-after': String(wait) },
      );
    }
    const user = await this.#store.accounts.findUserByEmail(email);
    if (!(await verifyPassword(password, user?.password_hash)) || !user) {
      this.#limiter.failed(email, address);
      throw new ApiError(401, 'unauthorized', 'wrong email or password');
    }
    this.#limiter.succeeded(email);
    if (user.org_id === null) await this.#createOrgFor(user.user_id, email);
    const token = randomBytes(32).toString('base64url');
    const now = nowNs();
    await this.#store.accounts.insertSession({
      tokenHash: sha256(token),
      userId: user.user_id,
      now,
      expires: now + this.#config.sessionTtlS * S_NS,
    });
    await this.#store.accounts.recordSignIn(user.user_id, now);
    const view = await this.sessionView(token);
    if (!view) throw new Error('a session just made cannot be read');
    return { token, view };
  }

  async #createOrgFor(userId: string, email: string): Promise<void> {
    const base = orgNameFor(email);
    for (let n = 1; n < 1000; n++) {
      const name = n === 1 ? base : `${base}-${n}`;
      if (await this.#store.accounts.findOrgByName(name)) continue;
      try {
        await this.#store.accounts.createOrgForUser(userId, { id: randomUUID(), name, now: nowNs() });
        return;
      } catch (err) {
        // Another sign-in took the name between the check and the insert: try the next one.
        if (await this.#store.accounts.findOrgByName(name)) continue;
        throw err;
      }
    }
    throw new Error(`no free organization name for ${email}`);
  }

  /** The caller a session token stands for, or undefined if it names no live session. */
  async sessionCaller(token: string): Promise<Caller | undefined> {
    const s = await this.#store.accounts.findSession(sha256(token), nowNs());
    if (!s?.org_id) return undefined;
    return { orgId: s.org_id, keyId: `user:${s.email}`, operator: false, user: { userId: s.user_id, email: s.email } };
  }

  async sessionView(token: string): Promise<SessionView | undefined> {
    const s = await this.#store.accounts.findSession(sha256(token), nowNs());
    const org = s?.org_id ? await this.#store.accounts.getOrg(s.org_id) : undefined;
    if (!s || !org) return undefined;
    return {
      user: { user_id: s.user_id, email: s.email },
      organization: { org_id: org.id, name: org.name, created_unix_ns: Number(org.created_unix_ns) },
      csrf_token: this.csrfToken(token),
    };
  }

  /** The CSRF token bound to a session: an HMAC of its token under a key only the server holds. */
  csrfToken(sessionToken: string): string {
    return createHmac('sha256', this.#csrfKey).update(sessionToken).digest('base64url');
  }

  csrfMatches(sessionToken: string, header: string | undefined): boolean {
    if (!header) return false;
    const want = Buffer.from(this.csrfToken(sessionToken));
    const got = Buffer.from(header);
    return want.length === got.length && timingSafeEqual(want, got);
  }

  signOut(token: string): Promise<void> {
    return this.#store.accounts.deleteSession(sha256(token));
  }

  // --- the organization and its members ---

  async organization(orgId: string) {
    const org = await this.#store.accounts.getOrg(orgId);
    if (!org) throw notFound('organization');
    return { org_id: org.id, name: org.name, created_unix_ns: Number(org.created_unix_ns) };
  }

  async rename(orgId: string, name: string) {
    if (!ORG_NAME.test(name)) {
      throw badRequest('organization names are 1-63 characters: letters, digits, ".", "_" and "-"');
    }
    const holder = await this.#store.accounts.findOrgByName(name);
    if (holder && holder.id !== orgId) throw conflict('name taken', `an organization named ${name} exists`);
    await this.#store.accounts.renameOrg(orgId, name);
    return this.organization(orgId);
  }

  /** Removes another member (their sessions end at once); removing oneself is refused. */
  async removeMember(orgId: string, userId: string, by: string): Promise<void> {
    if (userId === by) throw conflict('cannot remove yourself', 'another member must remove you');
    // Another organization's member, or nobody: the same 404 (ids of others are not told apart).
    if (!(await this.#store.accounts.deleteMember(orgId, userId))) throw notFound('member');
  }

  async members(orgId: string) {
    return (await this.#store.accounts.listMembers(orgId)).map((m) => ({
      user_id: m.user_id,
      email: m.email,
      created_unix_ns: Number(m.created_unix_ns),
      last_sign_in_unix_ns: m.last_sign_in_unix_ns === null ? null : Number(m.last_sign_in_unix_ns),
    }));
  }
}
