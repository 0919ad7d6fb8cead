// The SDK's one way to the API: settings (token, OAuth client credentials or a console session;
// URL, timeout), the typed HTTP client (openapi-fetch over the generated `paths`), the retry rules
// and the mapping of error answers to error classes. Uses `fetch` only, so it runs in Node and in
// browsers.
//
// Credentials, one of: a Bearer token (an API key or an OAuth access token the SDK fetches and
// renews), or session mode, the web console's: the browser's session cookie authenticates (fetch
// `credentials: 'same-origin'`, no Authorization header) and every call other than GET/HEAD/OPTIONS
// carries the session's CSRF token in `x-csrf-token` (docs/accounts.md, "Sessions").
//
// Retry rules (the specification's): a call that is safe to repeat (GET, DELETE, PUT, and POSTs
// carrying an id the client chose) is retried with backoff on connection errors, on 503
// `Unavailable`/`connection error` and on other platform 5xx. Nothing else is repeated: a 2xx
// exec, a 409 or a 429 is the caller's to act on.

import createClient, { type Client as FetchClient } from 'openapi-fetch';
import { AuthError, ClientClosedError, errorFromResponse, ServerError, TransportError, WarrenError } from './errors.ts';
import type { paths } from './generated/openapi.ts';

export interface ClientOptions {
  /** API key (`..._sk_...`); default `SVC_TOKEN`. */
  token?: string;
  /** The service's base address; default `SVC_API_URL`, else http://127.0.0.1:8080. */
  apiUrl?: string;
  /** Per-request timeout in milliseconds; default 120 000 (creates allow at least 300 000). */
  timeoutMs?: number;
  /** OAuth 2.0 client credentials (instead of a token); default `SVC_AUTH_URL` etc. */
  authUrl?: string;
  clientId?: string;
  clientSecret?: string;
  /** Retries of a call that is safe to repeat; default 4. */
  maxRetries?: number;
  /**
   * The fetch to use (default: the global one). In Node, where fetch keeps no cookies, a session
   * client can be given one that does (see test/session.test.ts).
   */
  fetch?: typeof fetch;
  /**
   * Session mode (the web console): the session cookie authenticates, no token is sent; mutating
   * calls carry the CSRF token from `csrfToken` or `client.setCsrfToken()`.
   */
  session?: boolean;
  /** Session mode: the session's CSRF token, or a function answering it at each call. */
  csrfToken?: string | (() => string | undefined);
}

/** The header a session's mutating calls carry its CSRF token in. */
export const CSRF_HEADER = 'x-csrf-token';
/** Methods the server lets a session call without its CSRF token. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const DEFAULT_TIMEOUT_MS = 120_000;
export const CREATE_TIMEOUT_MS = 300_000;
const DEFAULT_API_URL = 'http://127.0.0.1:8080';
const BACKOFF_MS = [500, 1000, 2000, 4000, 8000];
const MAX_RETRY_AFTER_S = 30;

/** Options of one call. */
export interface CallOptions {
  /** The call may be repeated safely (see the retry rules above). */
  idempotent: boolean;
  /** Until the answer's headers and body are in (a streamed body: its headers only). */
  timeoutMs?: number;
  /** The caller's own cancellation (ends the call and any body still streaming). */
  signal?: AbortSignal;
}

type Sent<T> = { data?: T; error?: unknown; response: Response };

/** Environment variables where there are some (Node); none in a browser. */
function env(name: string): string | undefined {
  const proc = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process;
  const value = proc?.env?.[name];
  return value === '' ? undefined : value;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class Transport {
  readonly apiUrl: string;
  readonly timeoutMs: number;
  readonly api: FetchClient<paths>;
  /** Session mode: the cookie authenticates, mutating calls carry the CSRF token. */
  readonly session: boolean;
  readonly #fetch: typeof fetch;
  readonly #maxRetries: number;
  readonly #closer = new AbortController();
  #tokens: TokenSource | undefined;
  #csrf: string | (() => string | undefined) | undefined;

  constructor(opts: ClientOptions = {}) {
    this.apiUrl = (opts.apiUrl ?? env('SVC_API_URL') ?? DEFAULT_API_URL).replace(/\/+$/, '');
    this.timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#maxRetries = opts.maxRetries ?? 4;
    this.#fetch = opts.fetch ?? globalThis.fetch.bind(globalThis);
    this.session = opts.session === true;
    if (this.session) {
      if (opts.token || opts.clientId) throw new TypeError('session mode takes no token or client credentials');
      this.#csrf = opts.csrfToken;
      this.api = createClient<paths>({ baseUrl: this.apiUrl, fetch: this.#fetch, credentials: 'same-origin' });
      this.api.use({
        onRequest: ({ request }) => {
          const csrf = typeof this.#csrf === 'function' ? this.#csrf() : this.#csrf;
          if (csrf && !SAFE_METHODS.has(request.method)) request.headers.set(CSRF_HEADER, csrf);
          return request;
        },
      });
      return;
    }
    if (opts.csrfToken !== undefined) throw new TypeError('csrfToken needs session mode');
    const token = opts.token ?? env('SVC_TOKEN');
    const authUrl = opts.authUrl ?? env('SVC_AUTH_URL');
    const clientId = opts.clientId ?? env('SVC_CLIENT_ID');
    const clientSecret = opts.clientSecret ?? env('SVC_CLIENT_SECRET');
    let tokens: TokenSource;
    if (token) tokens = new StaticToken(token);
    else if (authUrl && clientId && clientSecret) {
      tokens = new ClientCredentials(authUrl, clientId, clientSecret, this.#fetch);
    } else {
      throw new TypeError(
        'no credentials: pass token (or set SVC_TOKEN), or authUrl, clientId and clientSecret, or session: true',
      );
    }
    this.#tokens = tokens;
    this.api = createClient<paths>({ baseUrl: this.apiUrl, fetch: this.#fetch });
    this.api.use({
      async onRequest({ request }) {
        request.headers.set('authorization', `Bearer ${await tokens.token()}`);
        return request;
      },
    });
  }

  /**
   * The headers that authenticate a request made outside `api` (the attach WebSocket): the
   * Bearer token, or none in session mode, where the browser's cookie does.
   */
  async authHeaders(): Promise<Record<string, string>> {
    return this.#tokens ? { authorization: `Bearer ${await this.#tokens.token()}` } : {};
  }

  /** Session mode: the CSRF token mutating calls carry from now on (none: `undefined`). */
  setCsrfToken(token: string | undefined): void {
    if (!this.session) throw new TypeError('a CSRF token is for session mode');
    this.#csrf = token;
  }

  get closed(): boolean {
    return this.#closer.signal.aborted;
  }

  /** Aborts calls in flight; every later call throws ClientClosedError. */
  close(): void {
    this.#closer.abort();
  }

  /**
   * Sends a request built by `send` (given the signal to pass on), retrying as the rules allow,
   * and returns the answer's data or throws the matching error.
   */
  async call<T>(opts: CallOptions, send: (signal: AbortSignal) => Promise<Sent<T>>): Promise<T> {
    const timeoutMs = opts.timeoutMs ?? this.timeoutMs;
    for (let attempt = 0; ; attempt++) {
      if (this.closed) throw new ClientClosedError();
      let failure: WarrenError;
      let waitS: number | undefined;
      // The limit runs until `send` is done: for a parsed body that is the whole answer, for a
      // streamed one (`parseAs: 'stream'`) its headers, so a long stream is never cut by it.
      const limit = new AbortController();
      const timer = setTimeout(
        () => limit.abort(new DOMException(`no answer within ${timeoutMs / 1000} s`, 'TimeoutError')),
        timeoutMs,
      );
      const signals = [this.#closer.signal, limit.signal, ...(opts.signal ? [opts.signal] : [])];
      try {
        const { data, error, response } = await send(AbortSignal.any(signals));
        if (response.ok) return data as T;
        const err = errorFromResponse(response.status, error, response.headers.get('retry-after'));
        if (!(err instanceof ServerError)) throw err;
        failure = err;
        waitS = err.retryAfter;
      } catch (err) {
        if (err instanceof WarrenError && !(err instanceof ServerError)) throw err;
        if (this.closed) throw new ClientClosedError();
        if (opts.signal?.aborted) throw opts.signal.reason;
        if ((err as Error).name === 'TimeoutError') {
          throw new TransportError(`no answer within ${timeoutMs / 1000} s`, { cause: err });
        }
        failure = err instanceof ServerError ? err : new TransportError(transportMessage(err), { cause: err });
      } finally {
        clearTimeout(timer);
      }
      if (!opts.idempotent || attempt >= this.#maxRetries) throw failure;
      await sleep(waitS !== undefined ? Math.min(waitS, MAX_RETRY_AFTER_S) * 1000 : BACKOFF_MS[attempt]);
    }
  }
}

function transportMessage(err: unknown): string {
  const e = err as Error & { cause?: { code?: string; message?: string } };
  const cause = e.cause?.code ?? e.cause?.message;
  return `connection error: ${e.message}${cause ? ` (${cause})` : ''}`;
}

interface TokenSource {
  token(): Promise<string>;
}

class StaticToken implements TokenSource {
  readonly #token: string;
  constructor(token: string) {
    this.#token = token;
  }
  async token(): Promise<string> {
    return this.#token;
  }
}

/** OAuth 2.0 client-credentials grant; the token is renewed a minute before it expires. */
class ClientCredentials implements TokenSource {
  readonly #url: string;
  readonly #id: string;
  readonly #secret: string;
  readonly #fetch: typeof fetch;
  #current?: Promise<{ token: string; renewAt: number }>;

  constructor(url: string, id: string, secret: string, fetchFn: typeof fetch) {
    this.#url = url;
    this.#id = id;
    this.#secret = secret;
    this.#fetch = fetchFn;
  }

  async token(): Promise<string> {
    const current = await this.#current;
    if (current && Date.now() < current.renewAt) return current.token;
    this.#current = this.#exchange();
    this.#current.catch(() => {
      this.#current = undefined; // the next call tries again
    });
    return (await this.#current).token;
  }

  async #exchange(): Promise<{ token: string; renewAt: number }> {
    const body = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: this.#id,
      client_secret: this.#secret,
    });
    let res: Response;
    try {
      res = await this.#fetch(this.#url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(DEFAULT_TIMEOUT_MS),
      });
    } catch (err) {
      throw new TransportError(`token endpoint: ${transportMessage(err)}`, { cause: err });
    }
    const text = await res.text();
    let answer: Record<string, unknown> = {};
    try {
      answer = JSON.parse(text);
    } catch {
      answer = { error: 'invalid token answer', message: text.slice(0, 200) };
    }
    if (!res.ok || typeof answer.access_token !== 'string') {
      throw new AuthError(res.ok ? 401 : res.status, {
        error: 'unauthorized',
        message: 'token exchange failed',
        ...answer,
      });
    }
    const expiresS = typeof answer.expires_in === 'number' ? answer.expires_in : 3600;
    return { token: answer.access_token, renewAt: Date.now() + Math.max(expiresS - 60, expiresS / 2) * 1000 };
  }
}
