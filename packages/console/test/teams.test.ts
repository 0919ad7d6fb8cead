// The console's pages for teams, in Debian's chromium against a real server, real busybox
// sandboxes and a webhook receiver on loopback: a sandbox's labels edited in the page are its
// labels in the API; its lifetime shown, changed and extended; its egress rules (or "no rules");
// the sandboxes list filtered by label and state and paged, the filters surviving a reload; and a
// webhook created in the page, its secret shown once and its delivery log filling when an event
// fires; the volumes page with usage and the sandbox mounting one. Screenshots go to docs/console/.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { createInvitation } from '../../server/src/index.ts';
import { startTestServer, type TestServer, until } from '../../server/test/helpers.ts';
import { Receiver } from '../../server/test/webhook-receiver.ts';
import { launch, newPage, screenshot, scrollsSideways } from './browser.ts';

const PASSWORD = 'correct horse battery staple';
const LONG_IDLE = { idle_after_s: 3600 }; // no idle policy acting mid-test

let t: TestServer;
let rx: Receiver;
let browser: Browser;
let eve: { context: BrowserContext; page: Page; errors: string[] };
/** Three sandboxes of organization acme, created oldest first: red/ci, blue/ci, red/prod. Blue
 * mounts the volume `datasets` read-only at /data. */
let red: string;
let blue: string;
let prod: string;

before(async () => {
  rx = await Receiver.start();
  t = await startTestServer({
    webhooks: {
      allow: ['127.0.0.1/32'],
      delivery: { timeoutMs: 2_000, firstRetryMs: 200, maxRetryMs: 800, giveUpAfterMs: 60_000, pollMs: 100 },
    },
  });
  browser = await launch();
  // Eve is a member of acme, whose API key the test's own calls use (t.client).
  const acme = (await t.server.store.accounts.findOrgByName('acme'))!;
  const inv = await createInvitation(t.server.store, {
    email: 'eve@example.com',
    orgId: acme.id,
    invitedBy: 'test',
    ttlS: 3600,
  });
  const accepted = await fetch(`${t.server.url}/auth/invitations/${inv.token}/accept`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: PASSWORD }),
  });
  assert.equal(accepted.status, 201);
  eve = await newPage(browser);
  await eve.page.goto(url('/sign-in'));
  await eve.page.getByLabel('Email').fill('eve@example.com');
  await eve.page.getByLabel('Password').fill(PASSWORD);
  await eve.page.getByRole('button', { name: 'Sign in' }).click();
  await eve.page.locator('[data-org="acme"]').waitFor();

  const datasets = await t.client.post('/volumes', { name: 'datasets', size_mb: 64 });
  assert.equal(datasets.status, 201);
  const seeded = await t.client.call(
    'PUT',
    `/volumes/${datasets.body.volume_id}/files?path=/train.csv`,
    new Uint8Array(Buffer.from('a,b\n1,2\n'.repeat(4096))),
  );
  assert.equal(seeded.status, 204);
  const mounts = { volumes: [{ volume: 'datasets', path: '/data', read_only: true }] };

  const ids: string[] = [];
  for (const [labels, lifecycle] of [
    [
      { team: 'red', env: 'ci' },
      { ...LONG_IDLE, max_lifetime_s: 7200 },
    ],
    [{ team: 'blue', env: 'ci' }, LONG_IDLE],
    [{ team: 'red', env: 'prod' }, LONG_IDLE],
  ] as const) {
    ids.push((await t.client.createSmall({ labels, lifecycle, ...(labels.team === 'blue' ? mounts : {}) })).vm_id);
  }
  [red, blue, prod] = ids;
});
after(async () => {
  await browser?.close();
  await t?.close();
  await rx?.close();
});

const url = (path: string) => `${t.server.url}/console${path}`;
const labelsOf = async (vmId: string) => (await t.client.get(`/vms/${vmId}`)).body.labels;

/** The sandbox ids the list shows, in its order. */
async function rows(page: Page): Promise<string[]> {
  return page.locator('tr[data-vm]').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-vm')!));
}

/** Waits until the list shows exactly `ids` (it loads after each filter change). */
async function listShows(page: Page, ids: string[]): Promise<void> {
  await until(`the list shows ${ids.length}`, async () =>
    JSON.stringify(await rows(page)) === JSON.stringify(ids) ? true : undefined,
  );
}

describe('labels on the sandbox page', () => {
  it('labels set and removed in the page are the sandbox labels in the API', async () => {
    const { page } = eve;
    await page.goto(url(`/vms/${blue}`));
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Labels' }) });
    await panel.locator('[data-label="team"]', { hasText: 'team = blue' }).waitFor();
    await panel.locator('[data-label="env"]', { hasText: 'env = ci' }).waitFor();

    await panel.getByLabel('Key').fill('example.com/owner');
    await panel.getByLabel('Value').fill('eve');
    await panel.getByRole('button', { name: 'Set label' }).click();
    await panel.locator('[data-label="example.com/owner"]', { hasText: 'example.com/owner = eve' }).waitFor();
    assert.deepEqual(await labelsOf(blue), { team: 'blue', env: 'ci', 'example.com/owner': 'eve' });

    await panel.getByRole('button', { name: 'Remove label env' }).click();
    await panel.locator('[data-label="env"]').waitFor({ state: 'detached' });
    assert.deepEqual(await labelsOf(blue), { team: 'blue', 'example.com/owner': 'eve' });
    const audit = (await t.client.get('/audit?limit=1')).body.records[0];
    assert.deepEqual([audit.action, audit.resource], ['PATCH /vms/:id', blue]);

    // A key the API refuses is refused in the page too, and changes nothing.
    await panel.getByLabel('Key').fill('-bad key');
    await panel.getByRole('button', { name: 'Set label' }).click();
    assert.equal(await panel.getByLabel('Key').evaluate((i) => (i as HTMLInputElement).validity.valid), false);
    assert.deepEqual(await labelsOf(blue), { team: 'blue', 'example.com/owner': 'eve' });
  });
});

describe('lifetime on the sandbox page', () => {
  it('shows the settings and the expiry; Extend moves the expiry by the time chosen', async () => {
    const { page } = eve;
    await page.goto(url(`/vms/${red}`));
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Lifetime' }) });
    await panel.locator('[data-field="on_idle"]', { hasText: 'sleep after 1.0 h idle' }).waitFor();
    await panel.locator('[data-field="max_lifetime"]', { hasText: '2.0 h, then archive' }).waitFor();
    const before = (await t.client.get(`/vms/${red}`)).body.lifecycle.expires_unix_ns as number;
    const created = (await t.client.get(`/vms/${red}`)).body.created_unix_ns as number;
    assert.equal(before, created + 7200e9);
    const expires = panel.locator('[data-field="expires"]');
    assert.equal(await expires.getAttribute('data-expires'), String(before));
    assert.match((await expires.textContent())!, /\(in [12]\.\d h\)/);

    await panel.getByLabel('Extend by').selectOption({ label: '1 day' });
    await panel.getByRole('button', { name: 'Extend' }).click();
    await panel.getByRole('status').filter({ hasText: 'Extended by 24.0 h.' }).waitFor();
    await expires.and(page.locator(`[data-expires="${before + 86_400e9}"]`)).waitFor();
    assert.equal((await t.client.get(`/vms/${red}`)).body.lifecycle.expires_unix_ns, before + 86_400e9);
    await page.reload();
    await page.locator('.timeline li', { hasText: 'extended' }).first().waitFor();
    await screenshot(page, 'sandbox-controls');
  });

  it('a setting changed in the page is PATCHed alone (the extension is kept)', async () => {
    const { page } = eve;
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Lifetime' }) });
    const extended = (await t.client.get(`/vms/${red}`)).body.lifecycle.expires_unix_ns;
    await panel.getByText('Change lifetime').click();
    await panel.getByLabel('When idle').selectOption('archive');
    await panel.getByLabel('Idle after (seconds)').fill('7200');
    await panel.getByRole('button', { name: 'Save lifetime' }).click();
    await panel.locator('[data-field="on_idle"]', { hasText: 'archive after 2.0 h idle' }).waitFor();
    const l = (await t.client.get(`/vms/${red}`)).body.lifecycle;
    assert.deepEqual([l.on_idle, l.idle_after_s, l.max_lifetime_s], ['archive', 7200, 7200]);
    assert.equal(l.expires_unix_ns, extended, 'max_lifetime_s was not sent, so the extension stands');
  });
});

describe('egress rules on the sandbox page', () => {
  it('shows "no rules (unrestricted)" without rules; the editor PUTs rules or says the server cannot', async () => {
    // Whether this server has PUT /vms/{id}/network: a body it must refuse tells without changing anything.
    const probe = await t.client.call('PUT', `/vms/${prod}/network`, { allow_out: 'not a list' });
    const hasRoute = !(probe.status === 404 && String(probe.body.message).startsWith('no route'));
    const { page } = eve;
    await page.goto(url(`/vms/${prod}`));
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Egress rules' }) });
    await panel.getByText('No rules (unrestricted).').waitFor();
    await panel.getByText('Edit rules').click();
    await panel.getByLabel('Allow only the destinations listed').check();
    await panel.getByLabel(/^Allow out/).fill('example.com\n10.9.0.0/16');
    await panel.getByLabel(/^Deny out/).fill('bad.example.com');
    await panel.getByRole('button', { name: 'Save rules' }).click();
    if (hasRoute) {
      await panel.locator('[data-egress="allow"]', { hasText: '10.9.0.0/16' }).waitFor();
      const network = (await t.client.get(`/vms/${prod}`)).body.network;
      assert.deepEqual(network.allow_out, ['example.com', '10.9.0.0/16']);
      assert.deepEqual(network.deny_out, ['bad.example.com']);
    } else {
      await panel.getByRole('alert').filter({ hasText: 'This server cannot change egress rules' }).waitFor();
      assert.equal((await t.client.get(`/vms/${prod}`)).body.network, undefined);
      await panel.getByText('No rules (unrestricted).').waitFor();
    }
  });
});

describe('webhooks page', () => {
  let webhookId: string;
  let secret: string;

  it('a webhook created in the page shows its secret once; its delivery log fills when an event fires', {
    timeout: 120_000,
  }, async () => {
    const { page } = eve;
    await page.goto(url('/webhooks'));
    await page.getByText('No webhooks.').waitFor();
    await page.getByLabel('Receiver URL').fill(rx.url);
    await page.getByRole('checkbox', { name: /sandbox\.slept/ }).check();
    await page.getByRole('button', { name: 'Create webhook' }).click();
    secret = (await page.locator('.shown-once code').textContent())!.trim();
    assert.match(secret, /^whsec_/);
    webhookId = (await page.locator('[data-webhook-id]').getAttribute('data-webhook-id'))!;
    const hooks = (await t.client.get('/webhooks')).body.webhooks;
    assert.deepEqual(
      hooks.map((w: { webhook_id: string; url: string; events: string[] }) => [w.webhook_id, w.url, w.events]),
      [[webhookId, rx.url, ['sandbox.slept']]],
    );
    const row = page.locator(`tr[data-webhook="${webhookId}"]`);
    await row.getByRole('cell', { name: 'sandbox.slept', exact: true }).waitFor();
    await screenshot(page, 'webhooks');

    // Shown once: a reload shows the webhook without it.
    await page.reload();
    await row.waitFor();
    assert.equal((await page.content()).includes(secret), false);

    await row.getByRole('link', { name: 'Deliveries' }).click();
    await page.getByRole('heading', { name: `Webhook ${webhookId.slice(0, 8)}` }).waitFor();
    await page.getByText('No deliveries yet').waitFor();

    // An event it wants: the page's log fills by itself.
    assert.equal((await t.client.post(`/vms/${prod}/sleep`)).status, 200);
    const delivery = page.locator('tr[data-delivery]', { hasText: 'sandbox.slept' });
    await delivery.getByRole('cell', { name: 'delivered', exact: true }).waitFor({ timeout: 60_000 });
    const got = rx.of('sandbox.slept', prod);
    assert.equal(got.length, 1);
    assert.equal(await delivery.getAttribute('data-delivery'), got[0].id);
    await delivery.getByRole('cell', { name: got[0].id }).waitFor();
    assert.equal(await delivery.locator('td').nth(3).textContent(), '1', 'one attempt');
    await delivery.getByRole('cell', { name: 'HTTP 200' }).waitFor();
    // The secret the page showed is the one that signs the deliveries.
    new Webhook(secret.replace(/^whsec_/, '')).verify(got[0].body, {
      'webhook-id': got[0].id,
      'webhook-timestamp': got[0].timestamp,
      'webhook-signature': got[0].signature,
    });
    await screenshot(page, 'webhook-deliveries');
  });

  it('deletes a webhook after asking', async () => {
    const { page } = eve;
    await page.goto(url('/webhooks'));
    const row = page.locator(`tr[data-webhook="${webhookId}"]`);
    await row.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    assert.equal((await t.client.get(`/webhooks/${webhookId}`)).status, 200);
    await row.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await row.waitFor({ state: 'detached' });
    assert.equal((await t.client.get(`/webhooks/${webhookId}`)).status, 404);
  });
});

describe('the sandboxes list', () => {
  it('filtered by label shows only matching sandboxes, and a reload keeps the filter', async () => {
    const { page } = eve;
    await page.goto(url('/vms'));
    await listShows(page, [red, blue, prod]);
    await page.getByLabel('Label', { exact: true }).fill('team=red');
    await page.getByRole('button', { name: 'Add filter' }).click();
    await listShows(page, [red, prod]);
    await page.getByLabel('Label', { exact: true }).fill('env=ci');
    await page.getByRole('button', { name: 'Add filter' }).click();
    await listShows(page, [red]);
    assert.deepEqual(new URL(page.url()).searchParams.getAll('label'), ['team=red', 'env=ci']);
    await screenshot(page, 'sandboxes-filtered');

    await page.reload();
    await listShows(page, [red]);
    await page.getByRole('list', { name: 'Label filters' }).getByText('env=ci').waitFor();

    await page.getByRole('button', { name: 'Remove filter env=ci' }).click();
    await listShows(page, [red, prod]);
    // A label in a row narrows the list to it as well.
    await page.locator(`tr[data-vm="${prod}"]`).getByRole('link', { name: 'env=prod' }).click();
    await listShows(page, [prod]);
    assert.deepEqual(new URL(page.url()).searchParams.getAll('label'), ['team=red', 'env=prod']);
    // Nothing matches: said in words.
    await page.goto(url('/vms?label=team%3Dgreen'));
    await page.getByText('No sandboxes match these filters.').waitFor();
  });

  it('filtered by state, and the filter survives a reload', async () => {
    const { page } = eve;
    await page.goto(url('/vms'));
    await listShows(page, [red, blue, prod]);
    await page.getByLabel('State').selectOption('slept');
    await listShows(page, [prod]);
    assert.equal(new URL(page.url()).searchParams.get('state'), 'slept');
    await page.reload();
    await listShows(page, [prod]);
    assert.equal(await page.getByLabel('State').inputValue(), 'slept');
  });

  it('pages with limit and next_cursor', async () => {
    const { page } = eve;
    await page.goto(url('/vms?limit=2'));
    await listShows(page, [red, blue]);
    const pager = page.getByRole('navigation', { name: 'Sandbox pages' });
    await pager.getByRole('button', { name: 'Next →' }).click();
    await listShows(page, [prod]);
    await pager.getByText('Page 2').waitFor();
    assert.equal(await pager.getByRole('button', { name: 'Next →' }).isDisabled(), true, 'next_cursor is null');
    await pager.getByRole('button', { name: '← Previous' }).click();
    await listShows(page, [red, blue]);
  });
});

describe('volumes page', () => {
  it('lists each volume with its usage and the sandboxes that mount it (their pages name it back); creates one; deletes one after asking, never a mounted one', async () => {
    const { page } = eve;
    await page.goto(url('/volumes'));
    const datasets = page.locator('tr[data-volume="datasets"]');
    await datasets.locator(`[data-mount="${blue}"]`).waitFor();
    assert.match(
      (await datasets.textContent()) ?? '',
      new RegExp(`^datasets .* of 64\\.0 MiB\\d+${blue.slice(0, 8)} at /data \\(read-only\\) running`),
    );
    assert.equal(await datasets.getByRole('button', { name: 'Delete' }).isDisabled(), true, 'a mounted volume');
    await datasets.getByRole('link', { name: blue.slice(0, 8) }).click();
    const mount = page.locator('[data-mount-path="/data"]');
    await mount.getByRole('link', { name: 'datasets' }).waitFor();
    assert.equal(await mount.textContent(), '/data: datasets (read-only)');
    await mount.getByRole('link', { name: 'datasets' }).click();

    await page.getByLabel('Name').fill('scratch');
    await page.getByLabel('Size (MiB)').fill('32');
    await page.getByRole('button', { name: 'Create volume' }).click();
    const scratch = page.locator('tr[data-volume="scratch"]');
    await scratch.getByText('none').waitFor();
    const names = async () => (await t.client.get('/volumes')).body.volumes.map((v: { name: string }) => v.name);
    assert.deepEqual(await names(), ['datasets', 'scratch']);
    await screenshot(page, 'volumes');

    await scratch.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await scratch.waitFor({ state: 'detached' });
    assert.deepEqual(await names(), ['datasets']);
  });
});

describe('on a phone-sized screen', () => {
  it('the filtered list, the sandbox panels, the webhooks and volumes pages do not scroll sideways', async () => {
    const narrow = await newPage(browser, { width: 360, height: 800 });
    try {
      await narrow.context.addCookies(await eve.context.cookies());
      const { page } = narrow;
      await page.goto(url('/vms?label=team%3Dred&state=running'));
      await page.locator(`tr[data-vm="${red}"]`).waitFor();
      assert.equal(await scrollsSideways(page), false, 'sandboxes list');
      await page.goto(url(`/vms/${red}`));
      await page.getByText('Change lifetime').click();
      await page.getByText('Edit rules').click();
      await page.getByRole('button', { name: 'Save rules' }).waitFor();
      assert.equal(await scrollsSideways(page), false, 'sandbox page');
      await page.goto(url('/webhooks'));
      await page.getByRole('button', { name: 'Create webhook' }).waitFor();
      assert.equal(await scrollsSideways(page), false, 'webhooks page');
      await page.goto(url('/volumes'));
      await page.locator('tr[data-volume="datasets"]').waitFor();
      assert.equal(await scrollsSideways(page), false, 'volumes page');
      assert.deepEqual(narrow.errors, []);
    } finally {
      await narrow.context.close();
    }
    assert.deepEqual(eve.errors, []);
  });
});
