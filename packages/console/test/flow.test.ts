// The console end to end, in Debian's chromium against a real server and real sandboxes: an
// invitation, choosing a password, the first sign-in making the organization; an API key seen
// once, used and revoked; an OAuth client's token used; a sandbox's events, console log and a
// metrics chart with data; snapshots, exports, templates, usage and audit; members; and a second
// organization that sees none of it. Each page's screenshot goes to docs/console/.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEFAULT_METRICS } from '../../server/src/control/metering/metrics.ts';
import { createInvitation, invitationLink } from '../../server/src/index.ts';
import { Client, startTestServer, type TestServer, until } from '../../server/test/helpers.ts';
import { launch, newPage, screenshot, scrollsSideways } from './browser.ts';

const PASSWORD = 'correct horse battery staple';

let t: TestServer;
let browser: Browser;
let ada: { context: BrowserContext; page: Page; errors: string[] };
/** Ada's key, made in the console, for the test's own API calls. */
let api: Client;
let vmId: string;

before(async () => {
  // Samples every 3 s and 10-s "minutes" (as the observability tests do), so charts and usage
  // have data within seconds rather than minutes.
  t = await startTestServer({ metrics: { ...DEFAULT_METRICS, sampleEveryMs: 3000, minuteS: 10 } });
  browser = await launch();
  ada = await newPage(browser);
});
after(async () => {
  await browser?.close();
  await t?.close();
});

const url = (path: string) => `${t.server.url}/console${path}`;

/** An operator's invitation (as `warren invite create` makes it): its one-time link. */
async function operatorInvitation(email: string): Promise<string> {
  const inv = await createInvitation(t.server.store, { email, orgId: null, invitedBy: 'operator', ttlS: 3600 });
  return invitationLink(t.server.url, inv.token);
}

/** Opens an invitation link, chooses the password and signs in; returns on the sandboxes page. */
async function acceptAndSignIn(page: Page, link: string, email: string, shot?: string): Promise<void> {
  await page.goto(link);
  await page.getByRole('heading', { name: 'Accept invitation' }).waitFor();
  await page.getByText(email).waitFor();
  await page.getByLabel('Choose a password').fill(PASSWORD);
  await page.getByLabel('Repeat it').fill(PASSWORD);
  if (shot) await screenshot(page, shot);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByText('Your password is set').waitFor();
  assert.equal(await page.getByLabel('Email').inputValue(), email, 'the sign-in form knows who just signed up');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Sandboxes' }).waitFor();
}

/** Clicks an action button, then the same action in the confirmation dialog it opens. */
async function confirm(page: Page, scope: ReturnType<Page['locator']> | Page, label: string, confirmLabel = label) {
  await scope.getByRole('button', { name: label, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: confirmLabel, exact: true }).click();
}

/** Reads the value shown once after a create. */
async function shownOnce(page: Page): Promise<string> {
  return (await page.locator('.shown-once code').textContent())!.trim();
}

describe('signing up by invitation', () => {
  it('invitation -> choose password -> the first sign-in creates the organization', async () => {
    const link = await operatorInvitation('ada@example.com');
    assert.match(link, /\/console\/invite\?token=inv_/);
    await acceptAndSignIn(ada.page, link, 'ada@example.com', 'invitation');
    // The organization is named after the person.
    await ada.page.locator('[data-org="ada"]').waitFor();
    assert.equal(await ada.page.getByText('No sandboxes yet').count(), 1);
  });

  it('a used invitation link no longer works', async () => {
    const link = await operatorInvitation('carol@example.com');
    const { context, page } = await newPage(browser);
    try {
      await acceptAndSignIn(page, link, 'carol@example.com');
      await page.goto(link);
      await page.getByRole('alert').waitFor();
      assert.equal(await page.getByLabel('Choose a password').count(), 0);
    } finally {
      await context.close();
    }
  });
});

describe('API keys page', () => {
  it('creates a key shown once, which works against the API and answers 401 once revoked', async () => {
    const { page } = ada;
    await page.goto(url('/keys'));
    await page.getByLabel('Key name').fill('laptop');
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = await shownOnce(page);
    assert.match(key, /^wrn_sk_/);
    await screenshot(page, 'api-keys');
    const laptop = new Client(t.server.url, key);
    assert.equal((await laptop.get('/vms')).status, 200);

    // Shown once: the list and a reload show only its prefix.
    await page.reload();
    const row = page.locator('tr', { hasText: 'laptop' });
    await row.waitFor();
    assert.equal((await page.content()).includes(key), false);
    assert.match((await row.textContent())!, new RegExp(key.slice(0, 11)));

    await confirm(page, row, 'Revoke');
    await row.waitFor({ state: 'detached' });
    assert.equal((await laptop.get('/vms')).status, 401);

    // A key for the rest of the test.
    await page.getByLabel('Key name').fill('test');
    await page.getByRole('button', { name: 'Create key' }).click();
    api = new Client(t.server.url, await shownOnce(page));
  });

  it('a session cookie without the CSRF token cannot mutate', async () => {
    const status = await ada.page.evaluate(async () => {
      const res = await fetch('/keys', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'forged' }),
      });
      return res.status;
    });
    assert.equal(status, 403);
  });
});

describe('OAuth clients page', () => {
  it('creates a client whose token from /oauth/token the API accepts', async () => {
    const { page } = ada;
    await page.goto(url('/oauth'));
    await page.getByLabel('Client name').fill('ci');
    await page.getByRole('button', { name: 'Create client' }).click();
    const secret = await shownOnce(page);
    const clientId = (await page.locator('[data-client-id]').getAttribute('data-client-id'))!;
    await screenshot(page, 'oauth-clients');
    const res = await fetch(`${t.server.url}/oauth/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    assert.equal(res.status, 200);
    const token = (await res.json()) as { access_token: string; token_type: string };
    assert.equal(token.token_type, 'Bearer');
    const viaToken = new Client(t.server.url, token.access_token);
    assert.equal((await viaToken.get('/vms')).status, 200);
  });
});

describe('a sandbox in the console', () => {
  it('its page shows the events, the console log tail and a metrics chart with data', {
    timeout: 300_000,
  }, async () => {
    const vm = await api.createSmall();
    vmId = vm.vm_id;
    await api.sh(vmId, 'echo console-test > /dev/console; i=0; while [ $i -lt 20000 ]; do i=$((i+1)); done');
    // Two host samples make a line.
    await until(
      'two metric samples',
      async () => ((await api.get(`/vms/${vmId}/metrics`)).body.samples?.length >= 2 ? true : undefined),
      60_000,
    );
    const { page } = ada;
    await page.goto(url(`/vms/${vmId}`));
    await page.getByRole('heading', { name: `Sandbox ${vmId.slice(0, 8)}` }).waitFor();
    await page.locator('.timeline li', { hasText: 'created' }).first().waitFor();
    await page.locator('pre.log', { hasText: 'console-test' }).waitFor();
    const cpu = page.locator('figure.chart', { hasText: 'CPU' }).locator('[role="img"]');
    await cpu.locator('canvas').waitFor();
    assert.match((await cpu.getAttribute('aria-label'))!, /CPU, \d+ points\. CPU: latest [\d.]+ %/);
    await page.locator('figure.chart', { hasText: 'Network' }).waitFor();
    await page.locator('figure.chart', { hasText: 'Memory' }).waitFor();
    await screenshot(page, 'sandbox');

    const narrow = await newPage(browser, { width: 390, height: 844 });
    try {
      await narrow.context.addCookies(await ada.context.cookies());
      await narrow.page.goto(url(`/vms/${vmId}`));
      // A second page of charts, under the load of the suite's other lane: more than the default 20 s.
      await narrow.page.locator('figure.chart canvas').first().waitFor({ timeout: 60_000 });
      assert.equal(await scrollsSideways(narrow.page), false, 'usable on a narrow screen');
      await screenshot(narrow.page, 'sandbox-narrow');
    } finally {
      await narrow.context.close();
    }
  });

  it('the list shows state, shape, image and age; actions ask first', { timeout: 120_000 }, async () => {
    const { page } = ada;
    await page.goto(url('/vms'));
    const row = page.locator(`tr[data-vm="${vmId}"]`);
    const state = row.locator('.badge');
    await state.filter({ hasText: 'running' }).waitFor();
    assert.match((await row.locator('td').nth(2).textContent())!, /1 vCPU · 256 MiB/);
    assert.equal(await row.locator('td').nth(3).textContent(), 'busybox');
    await screenshot(page, 'sandboxes');

    // Cancel leaves it alone.
    await row.getByRole('button', { name: 'Archive', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    assert.equal((await api.get(`/vms/${vmId}`)).body.state, 'running');

    await confirm(page, row, 'Sleep');
    await state.filter({ hasText: 'slept' }).waitFor();
    await confirm(page, row, 'Resume');
    await state.filter({ hasText: 'running' }).waitFor();
    assert.equal((await api.get(`/vms/${vmId}`)).body.state, 'running');
  });
});

describe('exposed ports on the sandbox page', () => {
  it('shows each public URL as a link, and unexposes one after asking', async () => {
    const exposed = (await api.post(`/vms/${vmId}/expose`, { guest_port: 8000 })).body;
    assert.match(exposed.public_url, /^https:\/\//);
    const { page } = ada;
    await page.goto(url(`/vms/${vmId}`));
    const item = page.locator(`[data-ingress="${exposed.ingress_id}"]`);
    assert.equal(await item.getByRole('link', { name: exposed.public_url }).getAttribute('href'), exposed.public_url);
    await page.locator('figure.chart canvas').first().waitFor();
    await screenshot(page, 'sandbox'); // the full page: fields, metrics, events, a port, log
    await confirm(page, item, 'Unexpose');
    await item.waitFor({ state: 'detached' });
    assert.deepEqual((await api.get(`/vms/${vmId}/ingress`)).body.ingresses, []);
  });
});

describe('snapshots, exports and templates', () => {
  it('a snapshot taken on the sandbox page exports to files with download links', { timeout: 300_000 }, async () => {
    const { page } = ada;
    await page.goto(url(`/vms/${vmId}`));
    await confirm(page, page, 'Take snapshot');
    await page.locator('section', { hasText: 'Snapshots' }).locator('li code').first().waitFor();
    const snapshotId = (await api.get(`/vms/${vmId}/snapshots`)).body.snapshots[0].snapshot_id as string;
    await until(
      'durable',
      async () => ((await api.get(`/snapshots/${snapshotId}`)).body.durable ? true : undefined),
      120_000,
    );
    await page.goto(url('/snapshots'));
    const row = page.locator(`tr[data-snapshot="${snapshotId}"]`);
    await row.getByRole('cell', { name: 'yes', exact: true }).waitFor();
    await confirm(page, row, 'Export');
    const card = page.locator('[data-export]', { hasText: 'ready' });
    await card.waitFor({ timeout: 180_000 });
    const link = card.getByRole('link', { name: 'manifest.json' });
    const res = await fetch((await link.getAttribute('href'))!);
    assert.equal(res.status, 200);
    assert.equal(((await res.json()) as { version: number }).version, 2);
    await screenshot(page, 'snapshots');
  });

  it('the templates page lists the template the sandbox came from', async () => {
    const { page } = ada;
    await page.goto(url('/templates'));
    await page.locator('tr', { hasText: 'busybox' }).getByText('ready').waitFor();
    await screenshot(page, 'templates');
  });
});

describe('usage and audit pages', () => {
  it('usage shows totals per state and activity charts for the date range', { timeout: 120_000 }, async () => {
    const { page } = ada;
    // Usage is counted in whole (here 10-s) minutes.
    await until(
      'a minute of usage',
      async () => ((await api.get('/usage')).body.states?.length ? true : undefined),
      60_000,
    );
    await page.goto(url('/usage'));
    await page.locator('tr[data-state="running"]').waitFor();
    await page.locator('figure.chart', { hasText: 'Sandbox time by state' }).locator('canvas').waitFor();
    await screenshot(page, 'usage');
    // A range over 32 days is refused before asking.
    await page.getByLabel('From').fill('2020-01-01');
    await page.getByText('A range is at most 32 days.').waitFor();
  });

  it('the audit log pages through what the test did', async () => {
    const { page } = ada;
    await page.goto(url('/audit'));
    await page.getByRole('cell', { name: 'POST /vms', exact: true }).first().waitFor();
    await page.getByRole('cell', { name: 'POST /keys', exact: true }).first().waitFor();
    await page
      .getByRole('cell', { name: /^DELETE \/keys\// })
      .first()
      .waitFor();
    await screenshot(page, 'audit');
    const older = page.getByRole('button', { name: 'Older →' });
    if (await older.isEnabled()) {
      await older.click();
      await page.getByText('Page 2').waitFor();
    }
  });
});

describe('members page', () => {
  it('invites a colleague with a link shown once, and removes them again', async () => {
    const { page } = ada;
    await page.goto(url('/members'));
    await page.locator('main').getByText('ada@example.com').waitFor();
    await page.getByLabel('Email').fill('dan@example.com');
    await page.getByRole('button', { name: 'Invite' }).click();
    const link = await shownOnce(page);
    assert.match(link, /\/console\/invite\?token=inv_/);
    await page.locator('li', { hasText: 'dan@example.com' }).getByRole('button', { name: 'Cancel' }).waitFor();
    await screenshot(page, 'members');
    assert.equal(await page.locator('[data-member="ada@example.com"] button').count(), 0, 'no removing oneself');

    // Dan accepts, is in Ada's organization, and is removed again: his session ends.
    const dan = await newPage(browser);
    try {
      await acceptAndSignIn(dan.page, link, 'dan@example.com');
      await dan.page.locator('[data-org="ada"]').waitFor();
      await page.reload();
      const row = page.locator('[data-member="dan@example.com"]');
      await confirm(page, row, 'Remove');
      await row.waitFor({ state: 'detached' });
      await dan.page.goto(url('/vms'));
      await dan.page.getByRole('heading', { name: 'Sign in' }).waitFor();
    } finally {
      await dan.context.close();
    }
  });
});

describe('a second account in another organization', () => {
  it('sees none of it', async () => {
    const bob = await newPage(browser);
    try {
      await acceptAndSignIn(bob.page, await operatorInvitation('bob@example.com'), 'bob@example.com');
      await bob.page.locator('[data-org="bob"]').waitFor();
      assert.equal(await bob.page.getByText('No sandboxes yet').count(), 1);
      await bob.page.goto(url(`/vms/${vmId}`));
      await bob.page.getByRole('alert').filter({ hasText: 'not found' }).first().waitFor();
      for (const [path, empty] of [
        ['/snapshots', 'No snapshots'],
        ['/keys', 'No keys'],
        ['/oauth', 'No OAuth clients'],
      ]) {
        await bob.page.goto(url(path));
        await bob.page.getByText(empty).first().waitFor();
      }
      await bob.page.goto(url('/audit'));
      await bob.page.getByRole('heading', { name: 'Audit log' }).waitFor();
      await bob.page.waitForLoadState('networkidle');
      const text = (await bob.page.locator('main').textContent())!;
      assert.equal(text.includes('POST /vms'), false);
      assert.equal(text.includes(vmId), false);
      assert.deepEqual(bob.errors, []);
    } finally {
      await bob.context.close();
    }
    assert.deepEqual(ada.errors, []);
  });
});
