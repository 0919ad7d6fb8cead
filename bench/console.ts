// The console's weight and speed: bundle build time, asset sizes as sent (brotli and gzip), and
// how long a browser takes from navigation to the first page drawn and usable (the sign-in form),
// with a cold cache, a warm one, and a cold one on a CPU slowed 4x (a slow laptop or phone).
// Usage: node bench/console.ts [--write]

import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { buildConsole } from '../packages/console/src/serve/build.ts';
import { startTestServer } from '../packages/server/test/helpers.ts';
import { writeSection } from './results.ts';
import { machine, summarize, table, timed } from './stats.ts';

const BUILDS = 10;
const LOADS = 20;

const builds: number[] = [];
let bundle = await buildConsole();
for (let i = 0; i < BUILDS; i++) {
  const [ms, b] = await timed(() => buildConsole());
  builds.push(ms);
  bundle = b;
}
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const sizes = ['| file | raw | gzip | brotli (sent) |', '|---|---|---|---|'];
let sent = 0;
for (const [name, a] of [['page (index.html)', bundle.page] as const, ...bundle.assets]) {
  sizes.push(
    `| ${name.replace(/-[A-Z0-9]{8}\./, '-HASH.')} | ${kib(a.body.length)} | ${kib(a.gzip.length)} | ${kib(a.br.length)} |`,
  );
  sent += a.br.length;
}
sizes.push(`| total | | | ${kib(sent)} |`);

const t = await startTestServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const url = `${t.server.url}/console/sign-in`;
await fetch(url); // the server builds its bundle on the first request: not part of a page load
const cold: number[] = [];
const warm: number[] = [];
const slow: number[] = [];
try {
  for (let i = 0; i < LOADS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const heading = page.getByRole('heading', { name: 'Sign in' });
    const [c] = await timed(async () => {
      await page.goto(url);
      await heading.waitFor();
    });
    cold.push(c);
    const [w] = await timed(async () => {
      await page.reload();
      await heading.waitFor();
    });
    warm.push(w);
    await context.close();

    const throttled = await browser.newContext();
    const p2 = await throttled.newPage();
    const cdp = await throttled.newCDPSession(p2);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const [s] = await timed(async () => {
      await p2.goto(url);
      await p2.getByRole('heading', { name: 'Sign in' }).waitFor();
    });
    slow.push(s);
    await throttled.close();
  }
} finally {
  await browser.close();
  await t.close();
}

const rows = [
  summarize('bundle build (esbuild in memory, with brotli 11 and gzip 9)', builds),
  summarize('navigation to a usable sign-in form, cold cache', cold),
  summarize('the same, warm cache (reload: page revalidated, assets from cache)', warm),
  summarize('navigation to a usable sign-in form, cold cache, CPU slowed 4x', slow),
];
const body = `Machine: ${machine()}. Chromium ${browser.version()} headless, server on loopback; load average ${loadavg()[0].toFixed(1)} at the end.\n\n${sizes.join('\n')}\n\n${table(
  rows,
  {
    'navigation to a usable sign-in form, cold cache, CPU slowed 4x': 'under 1 s',
  },
)}\n`;
console.log(body);
if (process.argv.includes('--write')) writeSection('console', 'Console (bench/console.ts)', body);
