// `client.api`: every route of the API, typed from the generated schema, for what the resources
// do not wrap (accounts and sessions, keys, OAuth clients, members, invitations, metrics history,
// usage series, the exports list...). `await client.api.GET('/keys')` answers the route's JSON
// body (undefined for a 204) and throws the SDK's error classes, like every other call; GET, PUT
// and DELETE follow the transport's retry rules, POST and PATCH are sent once. `ApiClient` is a
// client of these routes alone (no resource classes: the web console's, a smaller bundle);
// `Client` extends it.

import type { ClientForPath, FetchResponse } from 'openapi-fetch';
import type { paths } from './generated/openapi.ts';
import { type ClientOptions, Transport } from './transport.ts';

type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';
type Media = `${string}/${string}`;
/** Paths that have `method`. */
type PathsWith<M extends Method> = {
  [P in keyof paths]: paths[P] extends { [K in M]: object } ? P : never;
}[keyof paths];
/** The options of `method path` (params, body, headers, signal...), optional when nothing is required. */
type Init<P extends keyof paths, M extends Method> = ClientForPath<paths[P], Media>[Uppercase<M>] extends (
  ...init: infer A
) => unknown
  ? A
  : never;
type Data<P extends keyof paths, M extends Method> =
  NonNullable<FetchResponse<paths[P][M] & object, object, Media>['data']> extends infer D
    ? [D] extends [never]
      ? undefined
      : D
    : never;
type Route<M extends Method> = <P extends PathsWith<M>>(url: P, ...init: Init<P, M>) => Promise<Data<P, M>>;

export interface Routes {
  GET: Route<'get'>;
  PUT: Route<'put'>;
  POST: Route<'post'>;
  PATCH: Route<'patch'>;
  DELETE: Route<'delete'>;
}

type Untyped = (url: string, init: Record<string, unknown>) => ReturnType<Transport['api']['GET']>;

function routes(t: Transport): Routes {
  const route = (method: Uppercase<Method>, idempotent: boolean) => {
    const send = t.api[method] as unknown as Untyped;
    return (url: string, init: { signal?: AbortSignal } = {}) =>
      t.call({ idempotent }, (signal) =>
        send(url, { ...init, signal: init.signal ? AbortSignal.any([signal, init.signal]) : signal }),
      );
  };
  return {
    GET: route('GET', true),
    PUT: route('PUT', true),
    POST: route('POST', false),
    PATCH: route('PATCH', false),
    DELETE: route('DELETE', true),
  } as unknown as Routes;
}

/** A client of the routes alone: `api`, the credentials (`setCsrfToken` in session mode), `close()`. */
export class ApiClient {
  /** Every route of the API, typed from its OpenAPI document: `await client.api.GET('/keys')`. */
  readonly api: Routes;
  protected readonly transport: Transport;

  constructor(opts: ClientOptions = {}) {
    this.transport = new Transport(opts);
    this.api = routes(this.transport);
  }

  get apiUrl(): string {
    return this.transport.apiUrl;
  }

  /** Session mode: the CSRF token every later call other than GET carries (from sign-in). */
  setCsrfToken(token: string | undefined): void {
    this.transport.setCsrfToken(token);
  }

  /** Aborts calls in flight; every later call throws ClientClosedError. */
  close(): void {
    this.transport.close();
  }

  [Symbol.dispose](): void {
    this.close();
  }
}
