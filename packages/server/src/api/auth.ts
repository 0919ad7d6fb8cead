// Who is calling: a Bearer credential (API key or OAuth access token, control/access/keys.ts) or a
// console session cookie, which must bring its CSRF token in `x-csrf-token` on every request that
// can change something. Also the session cookie's attributes. A request with an Authorization
// header is judged by it alone.

import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountService } from '../control/access/accounts.ts';
import { authenticate, type Caller } from '../control/access/keys.ts';
import { forbidden, unauthorized } from '../errors.ts';
import type { Store } from '../store/index.ts';

export const SESSION_COOKIE = 'warren_session';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The resource a mutating call made or removed, for the audit log, when no path id names it. */
    auditResource?: string;
  }
}

export function sessionToken(req: FastifyRequest): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  return parseCookie(header)[SESSION_COOKIE] || undefined;
}

/** The caller of a request, or a 401 (no valid credential) or 403 (a session without its CSRF token). */
export async function authenticateRequest(
  deps: { store: Store; accounts: AccountService },
  req: FastifyRequest,
): Promise<Caller> {
  if (req.headers.authorization !== undefined) {
    const caller = await authenticate(deps.store, req.headers.authorization);
    if (!caller) throw unauthorized();
    return caller;
  }
  const token = sessionToken(req);
  const caller = token ? await deps.accounts.sessionCaller(token) : undefined;
  if (!token || !caller) throw unauthorized();
  const csrf = req.headers[CSRF_HEADER];
  if (!SAFE_METHODS.has(req.method) && !deps.accounts.csrfMatches(token, typeof csrf === 'string' ? csrf : undefined)) {
    throw forbidden(`a console request that changes something needs the session's ${CSRF_HEADER} header`);
  }
  return caller;
}

/** A signed-in member: account changes need one, so a leaked key cannot mint its successors. */
export function memberOf(req: FastifyRequest): Caller & { user: NonNullable<Caller['user']> } {
  const caller = req.caller;
  if (!caller.user) throw forbidden('managing the account needs a console session, not a Bearer credential');
  return caller as Caller & { user: NonNullable<Caller['user']> };
}

/** Whether the browser reached us over TLS, directly or through a proxy that says so. */
function overTls(req: FastifyRequest): boolean {
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0].trim();
  return req.protocol === 'https' || proto === 'https';
}

/** Sets the session cookie; an empty token with no life clears it. */
export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string, maxAgeS: number): void {
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name: SESSION_COOKIE,
      value: token,
      httpOnly: true,
      sameSite: 'strict',
      secure: overTls(req),
      path: '/',
      maxAge: maxAgeS,
    }),
  );
}

export const clearSessionCookie = (req: FastifyRequest, reply: FastifyReply) => setSessionCookie(req, reply, '', 0);
