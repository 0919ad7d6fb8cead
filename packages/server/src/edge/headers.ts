// Header rules of the edge: what of a public request reaches the guest, and what of the guest's
// answer reaches the client. Hop-by-hop headers stop at the edge (each side has its own
// connection; h2 forbids them outright), the client's own X-Forwarded-* are replaced by the
// edge's (a public caller must not choose the address the guest sees), and an h2 request's
// pseudo-headers become a Host header and a path.

import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'http2-settings',
  'proxy-authorization',
  'proxy-authenticate',
]);
/** Set by the edge only; whatever the client sent under these names is dropped. */
const EDGE_SET = new Set(['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'forwarded']);

export interface Forwarded {
  /** The client's address as the edge saw it. */
  clientIp: string;
  /** The Host (HTTP/1.1) or :authority (h2) the client asked for. */
  host: string;
  /** A protocol upgrade (WebSocket): Connection and Upgrade go through to the guest. */
  upgrade?: boolean;
}

/**
 * The request headers for the guest, as a raw list (name, value, name, value, ...), from the
 * client's raw headers. Cookies split over several h2 fields are joined into one (RFC 9113 8.2.3).
 */
export function requestHeaders(rawHeaders: string[], f: Forwarded): string[] {
  const named = connectionTokens(rawHeaders);
  const out: string[] = [];
  const cookies: string[] = [];
  let host = false;
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i].toLowerCase();
    const value = rawHeaders[i + 1];
    if (name.startsWith(':') || EDGE_SET.has(name)) continue;
    if (HOP_BY_HOP.has(name) || named.has(name)) {
      if (f.upgrade && (name === 'connection' || name === 'upgrade')) out.push(rawHeaders[i], value);
      continue;
    }
    if (name === 'cookie') {
      cookies.push(value);
      continue;
    }
    if (name === 'host') host = true;
    out.push(rawHeaders[i], value);
  }
  if (!host) out.push('host', f.host);
  if (cookies.length > 0) out.push('cookie', cookies.join('; '));
  out.push('x-forwarded-for', f.clientIp, 'x-forwarded-proto', 'https', 'x-forwarded-host', f.host);
  return out;
}

/** The guest's response headers without hop-by-hop ones (the edge frames the body itself). */
export function responseHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean),
  );
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.has(name)) continue;
    out[name] = value;
  }
  return out;
}

/** The request line's target as the guest should see it: a path (absolute-form is reduced). */
export function requestPath(url: string): string {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return url || '/';
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

/** Header names listed in Connection (they are hop-by-hop too, RFC 9110 7.6.1). */
function connectionTokens(rawHeaders: string[]): Set<string> {
  const names = new Set<string>();
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    if (rawHeaders[i].toLowerCase() !== 'connection') continue;
    for (const t of rawHeaders[i + 1].split(',')) names.add(t.trim().toLowerCase());
  }
  return names;
}
