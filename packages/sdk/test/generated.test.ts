// The SDK's wire types never drift from the server: regenerating them from the server's routes
// gives exactly the committed openapi.json and src/generated/openapi.ts.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { DOCUMENT_PATH, generate, TYPES_PATH } from '../scripts/generate.ts';

describe('generated wire types', () => {
  it('match the server OpenAPI document (else run: npm run generate -w @warren/sdk)', async () => {
    const { document, types } = await generate();
    assert.equal(readFileSync(DOCUMENT_PATH, 'utf8'), document, 'packages/sdk/openapi.json is stale');
    assert.equal(readFileSync(TYPES_PATH, 'utf8'), types, 'packages/sdk/src/generated/openapi.ts is stale');
  });
});
