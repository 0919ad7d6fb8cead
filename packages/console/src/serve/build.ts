// Builds the console's browser code with esbuild, in memory: one hashed script and one hashed
// stylesheet (each also compressed with brotli and gzip) and the page that loads them. Nothing is
// written to disk, so every server builds from the sources it runs with.

import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export interface Asset {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  type: string;
  etag: string;
  /** Hashed names never change content, so browsers may keep them for a year. */
  immutable: boolean;
}

export interface ConsoleBundle {
  /** The page every console path answers with. */
  page: Asset;
  /** Hashed assets by file name (`main-HASH.js`), served under /console/assets/. */
  assets: Map<string, Asset>;
}

export const ASSET_PATH = '/console/assets/';
const ENTRY = fileURLToPath(new URL('../app/main.tsx', import.meta.url));

export async function buildConsole(): Promise<ConsoleBundle> {
  const out = await build({
    entryPoints: [ENTRY],
    bundle: true,
    minify: true,
    format: 'esm',
    target: ['es2022', 'chrome109', 'firefox115', 'safari16'],
    jsx: 'automatic',
    jsxImportSource: 'preact',
    entryNames: '[name]-[hash]',
    outdir: '/console-out',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const assets = new Map<string, Asset>();
  for (const file of out.outputFiles) {
    const name = file.path.slice(file.path.lastIndexOf('/') + 1);
    const type = name.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8';
    assets.set(name, asset(Buffer.from(file.contents), type, true));
  }
  const names = [...assets.keys()];
  const script = names.find((n) => n.endsWith('.js'));
  const style = names.find((n) => n.endsWith('.css'));
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>Warren console</title>
<link rel="stylesheet" href="${ASSET_PATH}${style}">
<script type="module" src="${ASSET_PATH}${script}"></script>
</head>
<body>
<div id="app"><noscript>The Warren console needs JavaScript.</noscript></div>
</body>
</html>
`;
  return { page: asset(Buffer.from(html), 'text/html; charset=utf-8', false), assets };
}

function asset(body: Buffer, type: string, immutable: boolean): Asset {
  return {
    body,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
    type,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
    immutable,
  };
}
