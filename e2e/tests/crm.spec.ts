import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/pages.ts';

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
    await page.context().clearCookies();
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
});
