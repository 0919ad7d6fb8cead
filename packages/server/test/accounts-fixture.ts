// Test setup for accounts: a browser-like client of the console routes (keeps the session cookie
// and the CSRF token as the web console does) and the steps from an invitation to a signed-in
// member. Every response body it sees is kept, so tests can check none leaks a secret.

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../src/index.ts';
import { type Response, storeFlags, type TestServer } from './helpers.ts';

export class Browser {
  readonly url: string;
  cookie = '';
  csrf = '';
  /** Set-Cookie headers received, newest last. */
  readonly setCookies: string[] = [];
  /** Every response body this client received, as text. */
  readonly seen: string[] = [];

  constructor(url: string) {
    this.url = url;
  }

  /** A request as the console makes it: cookie always, CSRF header unless `csrf: false`. */
  async call<T = any>(
    method: string,
    path: string,
    body?: unknown,
    opts: { csrf?: boolean | string; headers?: Record<string, string> } = {},
  ): Promise<Response<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (this.cookie) headers.cookie = this.cookie;
    const csrf = opts.csrf === undefined || opts.csrf === true ? this.csrf : opts.csrf;
    if (csrf) headers['x-csrf-token'] = csrf;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(this.url + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    this.seen.push(text);
    for (const c of res.headers.getSetCookie()) {
      this.setCookies.push(c);
      const [pair] = c.split(';');
      this.cookie = pair.endsWith('=') ? '' : pair;
    }
    const type = res.headers.get('content-type') ?? '';
    return { status: res.status, body: (type.includes('json') ? JSON.parse(text) : text) as T, headers: res.headers };
  }

  get = <T = any>(path: string) => this.call<T>('GET', path);
  post = <T = any>(path: string, body?: unknown) => this.call<T>('POST', path, body);
  delete = <T = any>(path: string) => this.call<T>('DELETE', path);

  async signIn(email: string, password: string): Promise<Response> {
    const r = await this.post('/auth/sign-in', { email, password });
    if (r.status === 200) this.csrf = r.body.csrf_token;
    return r;
  }
}

/** `warren invite create EMAIL` run for real against the server's store; the link it prints. */
export function operatorInvite(t: TestServer, email: string): string {
  const cli = join(REPO_ROOT, 'packages/cli/src/main.ts');
  return execFileSync(process.execPath, [cli, 'invite', 'create', email, ...storeFlags(t), '--url', t.server.url], {
    encoding: 'utf8',
    timeout: 30_000,
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** Invitation link -> chosen password -> signed in; returns the member's browser. */
export async function signUp(t: TestServer, link: string, email: string, password: string): Promise<Browser> {
  const b = new Browser(t.server.url);
  const accepted = await b.post(`/auth/invitations/${tokenOf(link)}/accept`, { password });
  if (accepted.status !== 201) throw new Error(`accept: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  const r = await b.signIn(email, password);
  if (r.status !== 200) throw new Error(`sign-in: ${r.status} ${JSON.stringify(r.body)}`);
  return b;
}
