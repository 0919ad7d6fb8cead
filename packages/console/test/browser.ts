// Shared setup of the console's browser tests: Debian's chromium driven by playwright-core, pages
// that fail the test on any script error, and screenshots written to docs/console/.

import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const SHOTS = resolve(import.meta.dirname, '../../../docs/console');
export const CHROMIUM = '/usr/bin/chromium';

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, timeout: 60_000 });
}

/** A fresh browser profile (its own cookies) whose pages record script errors. */
export async function newPage(
  browser: Browser,
  viewport = { width: 1200, height: 900 },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, locale: 'en-GB', timezoneId: 'UTC' });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page, errors };
}

/** Writes docs/console/NAME.png (the README shows them). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** True when the page is wider than its viewport (it would scroll sideways on a phone). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}
