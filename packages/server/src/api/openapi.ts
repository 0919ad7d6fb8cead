// The OpenAPI document without a running server: the same routes and schemas `GET /openapi.json`
// serves, for generating client types (packages/sdk/scripts/generate.ts). Route registration must
// not touch its dependencies (they are only used by handlers), which is what lets this build the
// app with none.

import { buildApp } from './app.ts';
import type { ApiDeps } from './deps.ts';

export async function openApiDocument(): Promise<Record<string, unknown>> {
  const app = await buildApp({} as ApiDeps);
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
  }
}
