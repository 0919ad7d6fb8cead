// The console as `warren serve` serves it: the page at every /console path, hashed assets cached
// for a year and compressed, revalidation of the page, a strict content security policy, and a
// sign-in page that works in a real browser, on a wide and a narrow screen.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { startTestServer, type TestServer } from '../../server/test/helpers.ts';
import { launch, newPage, screenshot, scrollsSideways } from './browser.ts';

let t: TestServer;
let browser: Browser;
before(async () => {
  t = await startTestServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await t?.close();
});

async function get(path: string, headers: Record<string, string> = {}) {
  return fetch(t.server.url + path, { headers });
}

describe('GET /console', () => {
  it('answers the page at every console path, revalidated each time, with a strict CSP', async () => {
    for (const path of ['/console', '/console/', '/console/vms', '/console/vms/some-id', '/console/invite?token=x']) {
      const res = await get(path);
      assert.equal(res.status, 200, path);
      assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
      assert.equal(res.headers.get('cache-control'), 'no-cache');
      assert.match(res.headers.get('content-security-policy') ?? '', /script-src 'self'; style-src 'self'/);
      assert.equal(res.headers.get('referrer-policy'), 'no-referrer', 'invitation tokens never leak as referrers');
      assert.match(await res.text(), /<div id="app">/);
    }
    const first = await get('/console');
    const etag = first.headers.get('etag')!;
    assert.equal((await get('/console', { 'if-none-match': etag })).status, 304);
  });

  it('needs no API key, and the API still does', async () => {
    assert.equal((await get('/console/vms')).status, 200);
    assert.equal((await get('/vms')).status, 401);
  });

  it('serves hashed assets for a year, compressed, and 404 for unknown ones', async () => {
    const html = await (await get('/console')).text();
    const assets = [...html.matchAll(/\/console\/assets\/([\w-]+\.(?:js|css))/g)].map((m) => m[0]);
    assert.equal(assets.length, 2, 'one script and one stylesheet');
    for (const path of assets) {
      assert.match(path, /-[A-Z0-9]{8}\.(js|css)$/, 'file names carry a content hash');
      const plain = await get(path, { 'accept-encoding': 'identity' });
      assert.equal(plain.status, 200);
      assert.equal(plain.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      const size = (await plain.arrayBuffer()).byteLength;
      // fetch decompresses for us; the raw header says what went over the wire.
      const br = await get(path, { 'accept-encoding': 'br' });
      assert.equal(br.headers.get('content-encoding'), 'br');
      assert.equal((await br.arrayBuffer()).byteLength, size);
      assert.equal((await get(path, { 'accept-encoding': 'gzip' })).headers.get('content-encoding'), 'gzip');
    }
    assert.equal((await get('/console/assets/main-NOTAHASH.js')).status, 404);
  });

  it('keeps the whole console small: under 50 KiB compressed', async () => {
    const html = await (await get('/console')).text();
    let total = 0;
    for (const m of html.matchAll(/\/console\/assets\/[\w-]+\.(?:js|css)/g)) {
      const res = await fetch(t.server.url + m[0], { headers: { 'accept-encoding': 'br' } });
      total += Number(res.headers.get('content-length'));
    }
    assert.ok(total > 0 && total < 50 * 1024, `${total} bytes`);
  });
});

describe('the sign-in page', () => {
  it('shows labelled fields a keyboard can reach, with no script errors', async () => {
    const { context, page, errors } = await newPage(browser);
    try {
      await page.goto(`${t.server.url}/console/vms`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await page.keyboard.press('Tab'); // the skip link
      await page.keyboard.press('Tab'); // the brand link
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'email');
      await page.getByLabel('Email').fill('nobody@example.com');
      await page.getByLabel('Password').fill('wrong password');
      await screenshot(page, 'sign-in');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('fits a narrow screen without scrolling sideways', async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    try {
      await page.goto(`${t.server.url}/console/sign-in`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      assert.equal(await scrollsSideways(page), false);
    } finally {
      await context.close();
    }
  });
});
