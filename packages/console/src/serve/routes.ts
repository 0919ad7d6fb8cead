// Serves the console at /console: hashed assets with a year's caching, and for every other
// /console path the page itself (revalidated each time), so deep links and reloads work. The
// bundle is built once per process, on the first request, not at start.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ASSET_PATH, type Asset, buildConsole, type ConsoleBundle } from './build.ts';

// The page loads only its own script and stylesheet and talks only to its own origin.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export function registerConsole(app: FastifyInstance): void {
  let bundle: Promise<ConsoleBundle> | undefined;
  const load = () => {
    bundle ??= buildConsole().catch((err) => {
      bundle = undefined; // a later request tries again
      throw err;
    });
    return bundle;
  };

  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    reply
      .header('content-security-policy', CSP)
      .header('x-frame-options', 'DENY')
      // Invitation links carry their token in the URL: never send it on as a referrer.
      .header('referrer-policy', 'no-referrer');
    return send(req, reply, (await load()).page);
  };
  app.get('/console', { config: { public: true }, schema: { hide: true } }, page);
  app.get<{ Params: { '*': string } }>(
    '/console/*',
    { config: { public: true }, schema: { hide: true } },
    async (req, reply) => {
      const path = `/console/${req.params['*']}`;
      if (!path.startsWith(ASSET_PATH)) return page(req, reply);
      const found = (await load()).assets.get(path.slice(ASSET_PATH.length));
      if (!found) return reply.status(404).send({ error: 'not found', message: 'no such console asset' });
      return send(req, reply, found);
    },
  );
}

function send(req: FastifyRequest, reply: FastifyReply, asset: Asset) {
  reply
    .header('content-type', asset.type)
    .header('cache-control', asset.immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    .header('etag', asset.etag)
    .header('vary', 'accept-encoding')
    .header('x-content-type-options', 'nosniff');
  if (req.headers['if-none-match'] === asset.etag) return reply.status(304).send();
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(asset.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(asset.gzip);
  return reply.send(asset.body);
}
