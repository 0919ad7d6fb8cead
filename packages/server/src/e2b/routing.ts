// Where a request to a sandbox origin goes (docs/e2b.md, "Routing"): the sandbox and port it names,
// by the E2b-Sandbox-Id and E2b-Sandbox-Port headers (E2B_SANDBOX_URL: one origin for every
// sandbox) or by its host, `{port}-{id}.{domain}` (E2B_DOMAIN: wildcard DNS to the edge). Port
// 49983 is envd, answered by Warren itself (envd/handler.ts); any other port is the guest's, by
// the ingress rules' implicit exposure (control/network/ingress.ts routeSandboxPort), for the
// sandboxes this API made only, and with the traffic token for one whose traffic is not public.
// The edge asks this and forwards; it holds no rule of its own.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import type { IngressService, IngressTarget } from '../control/network/ingress.ts';
import { ApiError } from '../errors.ts';
import { ENVD_PORT, type Envd } from './envd/handler.ts';
import type { E2bSandboxes } from './sandboxes.ts';
import { sameSecret } from './tokens.ts';

type Request = IncomingMessage | Http2ServerRequest;
type Response = ServerResponse | Http2ServerResponse;

/** What the edge does with a request: forward it to a guest port, or hand it to a handler here. */
export type OriginTarget = IngressTarget | { local: (req: Request, res: Response) => void };

export class E2bRouting {
  readonly #e2b: E2bSandboxes;
  readonly #ingresses: IngressService;
  readonly #envd: Envd;
  /** The sandboxes' base domain without a port (lowercase), or null: header routing only. */
  readonly #domain: string | null;

  constructor(e2b: E2bSandboxes, ingresses: IngressService, envd: Envd, domain: string | null) {
    this.#e2b = e2b;
    this.#ingresses = ingresses;
    this.#envd = envd;
    this.#domain = domain?.toLowerCase().replace(/:\d+$/, '') ?? null;
  }

  async route(req: Request): Promise<OriginTarget> {
    const { vmId, port } = this.#named(req);
    if (port === ENVD_PORT) return { local: (q, s) => this.#envd.serve(vmId, q, s) };
    const sandbox = await this.#e2b.find(vmId);
    if (!sandbox) throw new ApiError(502, 'sandbox not found', 'the sandbox was not found');
    const token = this.#e2b.trafficToken(sandbox.e2b);
    if (token !== undefined && !sameSecret(token, header(req, 'e2b-traffic-access-token'))) {
      throw new ApiError(403, 'forbidden', "the sandbox's traffic is not public: send its E2B-Traffic-Access-Token");
    }
    return this.#ingresses.routeSandboxPort(vmId, port);
  }

  /** The sandbox and port a request names: its headers, else its host. */
  #named(req: Request): { vmId: string; port: number } {
    const id = header(req, 'e2b-sandbox-id');
    if (id !== undefined) return { vmId: id.toLowerCase(), port: portOf(header(req, 'e2b-sandbox-port') ?? '') };
    const host = (header(req, ':authority') ?? header(req, 'host') ?? '').toLowerCase().replace(/:\d+$/, '');
    const suffix = this.#domain === null ? undefined : `.${this.#domain}`;
    const label = suffix && host.endsWith(suffix) ? host.slice(0, -suffix.length) : '';
    const m = /^(\d{1,5})-([0-9a-z-]{1,64})$/.exec(label);
    if (!m) {
      throw new ApiError(
        404,
        'not found',
        'name a sandbox: E2b-Sandbox-Id and E2b-Sandbox-Port headers, or the host {port}-{sandbox id}.<domain>',
      );
    }
    return { vmId: m[2], port: portOf(m[1]) };
  }
}

function portOf(text: string): number {
  const port = /^\d{1,5}$/.test(text) ? Number(text) : 0;
  if (port < 1 || port > 65535) throw new ApiError(400, 'invalid request', 'the sandbox port must be 1-65535');
  return port;
}

function header(req: Request, name: string): string | undefined {
  const v = req.headers[name];
  return typeof v === 'string' ? v : undefined;
}
