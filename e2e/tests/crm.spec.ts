import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { forgetSession, signIn, signInAsNewLearner } from '../support/pages.ts';

function figure(page: Page, name: string) {
  return page.getByRole('group', { name });
}

test.describe('the CRM', () => {
  test('a learner adds a contact, logs an activity, wins a deal, sees the figures change, and deletes the contact', async ({ page }) => {
    await signIn(page, 'free', { onboarded: true });
    await page.goto('/crm');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Relationship Management' })).toBeVisible();
    await expect(figure(page, 'Revenue')).toContainText('$0');
    const activitiesBefore = Number(/\d+/.exec((await figure(page, 'This Week').textContent()) ?? '')?.[0]);
    expect(Number.isInteger(activitiesBefore)).toBe(true);

    await page.getByRole('tab', { name: 'Contacts' }).click();
    await page.getByRole('button', { name: 'Add Contact' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Contact' });
    await dialog.getByLabel('First Name').fill('Morgan');
    await dialog.getByLabel('Last Name').fill('Reyes');
    await dialog.getByLabel('Company').fill('Northwind');
    await dialog.getByLabel('Email').fill('morgan@northwind.example');
    await dialog.getByLabel('Status').selectOption('prospect');
    await dialog.getByLabel('Value ($)').fill('8000');
    await dialog.getByRole('button', { name: 'Add Contact' }).click();
    await expect(page.getByText('Contact created successfully').first()).toBeVisible();
    const card = page.getByRole('group', { name: 'Morgan Reyes' });
    await expect(card).toContainText('Prospect');
    await expect(card).toContainText('$8,000');
    await page.screenshot({ path: 'test-results/crm-contacts-1280.png', fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('contacts.csv');
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split(/\r?\n/)[0]).toBe('firstName,lastName,email,phone,company,position,status,source,notes,value');
    expect(csv).toContain('Morgan,Reyes,morgan@northwind.example,,Northwind,,prospect,,,8000');

    await card.getByRole('button', { name: 'Details of Morgan Reyes' }).click();
    const details = page.getByRole('dialog', { name: 'Morgan Reyes' });
    await details.getByLabel('Type').selectOption('meeting');
    await details.getByLabel('Summary').fill('Demo of the pilot');
    await details.getByRole('button', { name: 'Log Activity' }).click();
    await expect(details.getByText('Demo of the pilot')).toBeVisible();
    await details.getByLabel('Deal title').fill('Pilot rollout');
    await details.getByLabel('Value ($)').fill('5000');
    await details.getByRole('button', { name: 'Add Deal' }).click();
    await expect(details.getByText('Pilot rollout', { exact: true })).toBeVisible();
    await details.getByLabel('Stage of Pilot rollout').selectOption('won');
    await expect(details.getByLabel('Stage of Pilot rollout')).toHaveValue('won');
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toHaveCount(0);

    await page.getByRole('tab', { name: 'Dashboard' }).click();
    await expect(figure(page, 'Revenue')).toContainText('$5,000');
    await expect(figure(page, 'This Week')).toContainText(`This Week${activitiesBefore + 1}activities`);
    await expect(figure(page, 'Total Contacts')).toContainText('1');

    await page.getByRole('tab', { name: 'Contacts' }).click();
    await page.getByRole('button', { name: 'Delete Morgan Reyes' }).click();
    await expect(page.getByText('Are you sure you want to delete this contact? This will also delete all related activities and deals.')).toBeVisible();
    await page.getByRole('dialog', { name: 'Delete Contact' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Contact deleted successfully').first()).toBeVisible();
    await expect(page.getByText('No contacts yet')).toBeVisible();
    await page.getByRole('tab', { name: 'Dashboard' }).click();
    await expect(figure(page, 'Revenue')).toContainText('$0');
  });

  test('another learner never sees the first learner’s contacts', async ({ page }) => {
    await signIn(page, 'owner', { onboarded: true });
    const created = await page.request.post('/api/crm/contacts', { data: { firstName: 'Only', lastName: 'Mine' } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await forgetSession(page);
    await signIn(page, 'free', { onboarded: true });
    expect((await page.request.get(`/api/crm/contacts/${id}`)).status()).toBe(404);
    await page.goto('/crm');
    await page.getByRole('tab', { name: 'Contacts' }).click();
    await expect(page.getByRole('heading', { name: 'Contacts', exact: true })).toBeVisible();
    await expect(page.getByText('Loading contacts...')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Only Mine' })).toHaveCount(0);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: 'test-results/crm-contacts-375.png', fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });

  test('a visitor at /crm sees Access Denied with Log In, which starts the sign-in', async ({ page }) => {
    await page.goto('/crm');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('You need to be logged in to access the CRM')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Customer Relationship Management' })).toHaveCount(0);
    expect((await page.request.get('/api/crm/contacts')).status()).toBe(401);
    await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/api\/oidc\/interaction\//);
  });

  test('the pipeline moves a deal by keyboard and by mouse drag (dnd-kit), announcing each move', async ({ page }) => {
    await signIn(page, 'owner', { onboarded: true });
    const contact = await page.request.post('/api/crm/contacts', { data: { firstName: 'Drag', lastName: 'Board' } });
    const { id: contactId } = (await contact.json()) as { id: number };
    const deal = await page.request.post(`/api/crm/contacts/${contactId}/deals`, { data: { title: 'Board deal', value: 700 } });
    expect(deal.status()).toBe(201);
    try {
      await page.goto('/crm');
      await page.getByRole('tab', { name: 'Pipeline' }).click();
      const column = (name: string) => page.getByRole('region', { name });
      await expect(column('Qualification').getByText('Board deal')).toBeVisible();

      // Keyboard: Space picks it up, the arrow goes one stage on, Space drops it there.
      await column('Qualification').getByRole('button', { name: 'Drag Board deal' }).focus();
      await page.keyboard.press('Space');
      await expect(page.getByText('Picked up Board deal, in Qualification.')).toBeAttached();
      // dnd-kit's keyboard sensor starts listening for the arrows in a zero-delay timer queued with
      // the pick-up, and Chromium runs input ahead of timers: a timer queued now runs after that one.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await page.keyboard.press('ArrowRight');
      await expect(page.getByText('Board deal is over Proposal.')).toBeAttached();
      await page.keyboard.press('Space');
      await expect(column('Proposal').getByText('Board deal')).toBeVisible();
      await expect(page.getByText('Board deal was moved to Proposal.')).toBeAttached();

      // Mouse: drag the handle onto the Won column.
      const handle = column('Proposal').getByRole('button', { name: 'Drag Board deal' });
      const from = await handle.boundingBox();
      const to = await column('Won').boundingBox();
      if (!from || !to) throw new Error('the board is not laid out');
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      for (let step = 1; step <= 10; step += 1) {
        await page.mouse.move(from.x + ((to.x + to.width / 2 - from.x) * step) / 10, from.y + ((to.y + 60 - from.y) * step) / 10);
      }
      await page.mouse.up();
      await expect(column('Won').getByText('Board deal')).toBeVisible();
      const deals = (await (await page.request.get('/api/crm/deals')).json()) as { title: string; stage: string }[];
      expect(deals.find((candidate) => candidate.title === 'Board deal')?.stage).toBe('won');
    } finally {
      await page.request.delete(`/api/crm/contacts/${contactId}`);
    }
  });

  test('at 375 px a contact with a long unbroken company name stays inside its card and the page does not scroll sideways', async ({ page }) => {
    await signIn(page, 'owner', { onboarded: true });
    const contact = await page.request.post('/api/crm/contacts', {
      data: {
        firstName: 'Long',
        lastName: 'Company',
        company: 'MEGACORPINTERNATIONALHOLDINGSGROUP',
        email: 'averyveryveryverylongaddress@internationalenterprisesolutions.example',
      },
    });
    const { id: contactId } = (await contact.json()) as { id: number };
    try {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/crm');
      await page.getByRole('tab', { name: 'Contacts' }).click();
      const card = page.getByRole('group', { name: 'Long Company' });
      await expect(card).toContainText('MEGACORPINTERNATIONALHOLDINGSGROUP');
      const outside = await card.evaluate((element) => {
        const right = element.getBoundingClientRect().right;
        return Array.from(element.querySelectorAll('h3, p, span')).some((part) => part.getBoundingClientRect().right > right);
      });
      expect(outside).toBe(false);
      await page.screenshot({ path: 'test-results/crm-long-company-375.png', fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    } finally {
      await page.request.delete(`/api/crm/contacts/${contactId}`);
    }
  });

  test('contacts.csv neutralises cells a spreadsheet would run as formulas, and importing it gives every contact back unchanged', async ({ page }) => {
    await signInAsNewLearner(page, 'Formula');
    const originals = [
      { firstName: '=HYPERLINK("http://x.example","y")', lastName: 'Link', company: '@SUM(A1:A2)', notes: 'said "=yes"' },
      { firstName: '-2+3', lastName: 'Sum', phone: '+44 20 7946 0000', notes: "'=already quoted" },
      { firstName: 'Plain', lastName: 'Person', company: 'Northwind', notes: "it's fine\rreally" },
    ];
    for (const body of originals) expect((await page.request.post('/api/crm/contacts', { data: body })).status()).toBe(201);
    const fields = ['firstName', 'lastName', 'email', 'phone', 'company', 'position', 'status', 'source', 'notes', 'value'] as const;
    const listed = async () =>
      ((await (await page.request.get('/api/crm/contacts')).json()) as Record<string, unknown>[])
        .map((contact) => fields.map((field) => contact[field]))
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    const before = await listed();

    await page.goto('/crm');
    await page.getByRole('tab', { name: 'Contacts' }).click();
    await expect(page.getByRole('group', { name: 'Plain Person' })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain(`"'=HYPERLINK(""http://x.example"",""y"")"`);
    expect(csv).toContain("'-2+3");
    expect(csv).toContain("'+44 20 7946 0000");
    expect(csv).toContain("'@SUM(A1:A2)");
    expect(csv).not.toMatch(/(^|,)"?[=+\-@\t\r]/m);

    for (const contact of (await (await page.request.get('/api/crm/contacts')).json()) as { id: number }[])
      await page.request.delete(`/api/crm/contacts/${contact.id}`);
    await page.reload();
    await page.getByRole('tab', { name: 'Contacts' }).click();
    await expect(page.getByText('No contacts yet')).toBeVisible();
    await page.getByLabel('CSV file of contacts').setInputFiles(await download.path());
    const preview = page.getByRole('dialog', { name: 'Import Contacts' });
    await expect(preview).toContainText('3 of 3 rows ready to import');
    await preview.getByRole('button', { name: 'Import 3 contacts' }).click();
    await expect(page.getByText('Imported 3 contacts').first()).toBeVisible();
    expect(await listed()).toEqual(before);
  });

  test('the import preview names each refused row, says why in plain words, wrapped, with the line of the file', async ({ page }) => {
    await signInAsNewLearner(page, 'Preview');
    const file = [
      'firstName,lastName,email,status,notes',
      'Ada,Lovelace,ada@example.com,lead,"first line',
      'second line"',
      'Casey,Jones,casey@example.com,vip,',
      'Dana,Reed,not-an-address,lead,',
      ',Nameless,nobody@example.com,lead,',
    ].join('\n');
    await page.goto('/crm');
    await page.getByRole('tab', { name: 'Contacts' }).click();
    await page.getByLabel('CSV file of contacts').setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    const preview = page.getByRole('dialog', { name: 'Import Contacts' });
    await expect(preview).toContainText('1 of 4 rows ready to import');
    const row = (line: number) => preview.getByRole('row').filter({ has: page.getByRole('cell', { name: String(line), exact: true }) });
    await expect(row(2)).toContainText('Ada Lovelace');
    await expect(row(2)).toContainText('Ready');
    await expect(row(4)).toContainText('Casey Jones');
    await expect(row(4)).toContainText('Status must be one of lead, prospect, customer or closed');
    await expect(row(5)).toContainText('Dana Reed');
    await expect(row(5)).toContainText('Email is not a valid e-mail address');
    await expect(row(6)).toContainText('Nameless');
    await expect(row(6)).toContainText('First name is required');
    await expect(preview).not.toContainText('expected');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: 'test-results/crm-import-preview-375.png', fullPage: true });
    const cut = await preview.evaluate((dialog) => {
      const right = dialog.getBoundingClientRect().right;
      return Array.from(dialog.querySelectorAll('td')).some(
        (cell) => cell.scrollWidth > cell.clientWidth + 1 || cell.getBoundingClientRect().right > right + 1,
      );
    });
    expect(cut).toBe(false);
    const scroller = await preview.evaluate((dialog) =>
      Array.from(dialog.querySelectorAll('div')).some((element) => element.scrollWidth > element.clientWidth + 1),
    );
    expect(scroller).toBe(false);
  });

  test('a file of 20,000 contacts is refused at once, without reading or showing them all', async ({ page }) => {
    await signInAsNewLearner(page, 'Bulk');
    const lines = ['firstName,lastName,email'];
    for (let index = 1; index <= 20_000; index += 1) lines.push(`Person${index},Bulk,person${index}@example.com`);
    await page.goto('/crm');
    await page.getByRole('tab', { name: 'Contacts' }).click();
    const started = Date.now();
    await page.getByLabel('CSV file of contacts').setInputFiles({ name: 'bulk.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
    const preview = page.getByRole('dialog', { name: 'Import Contacts' });
    await expect(preview.getByText('This file has more than 1,000 contacts', { exact: false })).toBeVisible({ timeout: 5_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await preview.getByRole('row').count()).toBeLessThanOrEqual(1_001);
    await expect(preview.getByRole('button', { name: /^Import/ })).toBeDisabled();
  });

  test('at 375 px a seven-figure revenue stays inside its card and the page does not scroll sideways', async ({ page }) => {
    await signIn(page, 'owner', { onboarded: true });
    const contact = await page.request.post('/api/crm/contacts', { data: { firstName: 'Big', lastName: 'Spender' } });
    const { id: contactId } = (await contact.json()) as { id: number };
    try {
      expect(
        (await page.request.post(`/api/crm/contacts/${contactId}/deals`, { data: { title: 'Enterprise licence', value: 1_250_000, stage: 'won' } })).status(),
      ).toBe(201);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/crm');
      const revenue = figure(page, 'Revenue');
      await expect(revenue).toContainText('$1,250,000');
      const overflow = await revenue.evaluate((card) => {
        const value = Array.from(card.querySelectorAll('p')).find((element) => element.textContent?.startsWith('$'));
        if (!value) return Number.NaN;
        return Math.max(value.scrollWidth - value.clientWidth, value.getBoundingClientRect().right - card.getBoundingClientRect().right);
      });
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    } finally {
      await page.request.delete(`/api/crm/contacts/${contactId}`);
    }
  });
});
