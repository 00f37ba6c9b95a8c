import { expect, newJourneyContext, test } from '../support/fixtures.ts';
import { signIn } from '../support/pages.ts';

const stamp = Date.now().toString(36);
const person = { email: `e2e.hire.${stamp}@example.com`, firstName: 'Robin', lastName: `Hire${stamp}` };
const plan = { id: `team-${stamp}`, name: `Team ${stamp}`, price: '4900' };

test.describe('the admin dashboard', () => {
  test('an administrator creates a user, changes the role, sees it in the audit log, and publishes a plan on Pricing', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await page.screenshot({ path: 'test-results/admin-users-1280.png', fullPage: true });

    // Create the user.
    await page.getByRole('button', { name: 'Add User' }).click();
    const create = page.getByRole('dialog', { name: 'Create New User' });
    await expect(create.getByRole('button', { name: 'Create' })).toBeDisabled();
    await create.getByLabel('Email').fill(person.email);
    await create.getByLabel('First Name').fill(person.firstName);
    await create.getByLabel('Last Name').fill(person.lastName);
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('User created successfully').first()).toBeVisible();

    // Find them with the server-side search, then make them a manager.
    await page.getByLabel('Search users').fill(`${person.firstName.toLowerCase()} ${person.lastName.toUpperCase()}`);
    const row = page.getByRole('row').filter({ hasText: person.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('User');
    await row.getByRole('button', { name: `Edit ${person.email}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await edit.getByLabel('Role').selectOption('manager');
    await expect(edit.getByText('View team analytics')).toBeVisible();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('User updated successfully').first()).toBeVisible();
    await expect(row).toContainText('Manager');

    // The audit log has both actions (events arrive from identity within moments).
    // The filter offers the event types on record when the tab opens: until the event is there,
    // look again as a person would, by reloading.
    await expect(async () => {
      await page.reload();
      await page.getByRole('tab', { name: 'Security & Audit' }).click();
      await expect(page.getByText('Sessions expire after 24 hours.', { exact: false })).toBeVisible();
      await page.getByLabel('Event type').selectOption('admin.user.update', { timeout: 2_000 });
      await expect(page.getByRole('row').filter({ hasText: 'admin.user.update' }).first()).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('row').filter({ hasText: 'admin.user.update' }).first()).toContainText('Success');
    await page.screenshot({ path: 'test-results/admin-audit-1280.png', fullPage: true });

    // A plan created here appears on the public Pricing page.
    await page.getByRole('tab', { name: 'Pricing Management' }).click();
    await page.getByRole('button', { name: 'Add Plan' }).click();
    const planForm = page.getByRole('dialog', { name: 'Create New Plan' });
    await planForm.getByLabel('Plan ID').fill(plan.id);
    await planForm.getByLabel('Name').fill(plan.name);
    await planForm.getByLabel('Price (cents)').fill(plan.price);
    await expect(planForm.getByText('Current: $49.00 per month')).toBeVisible();
    await planForm.getByLabel('New feature').fill('Five seats');
    await planForm.getByLabel('New feature').press('Enter');
    await planForm.getByRole('button', { name: 'Create Plan' }).click();
    await expect(page.getByText('Plan created successfully').first()).toBeVisible();

    try {
      await page.goto('/pricing');
      await expect(page.getByRole('region', { name: plan.name })).toContainText('Five seats');
    } finally {
      // Leave the shop and the user list as they were for the journeys that follow.
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Pricing Management' }).click();
      await page.getByRole('button', { name: `Delete ${plan.name}` }).click();
      await expect(page.getByText('Are you sure you want to delete this plan? This may affect existing customers.')).toBeVisible();
      await page.getByRole('dialog', { name: 'Delete Plan' }).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Plan deleted successfully').first()).toBeVisible();
      await page.getByRole('tab', { name: 'User Management' }).click();
      await page.getByLabel('Search users').fill(person.email);
      await page.getByRole('button', { name: `Delete ${person.email}` }).click();
      await expect(page.getByText('Are you sure you want to delete this user? This action cannot be undone.')).toBeVisible();
      await page.getByRole('dialog', { name: 'Delete User' }).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('User deleted successfully').first()).toBeVisible();
    }
  });

  test('the audit log files an edit and a deletion under the administrator, and shows each person by name and e-mail, even once deleted', async ({ page }) => {
    const target = { email: `e2e.audit.${stamp}@example.com`, firstName: 'Quinn', lastName: `Target${stamp}` };
    await signIn(page, 'admin');
    const created = await page.request.post('/api/admin/users', { data: target });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await page.request.patch(`/api/admin/users/${id}`, { data: { role: 'manager' } })).status()).toBe(200);
    expect((await page.request.delete(`/api/admin/users/${id}`)).status()).toBe(204);

    const table = page.getByRole('table', { name: 'Audit log' });
    for (const type of ['user.updated', 'user.deleted', 'admin.user.delete']) {
      // The filter offers the event types on record when the tab opens: until the event is there, reload.
      await expect(async () => {
        await page.goto('/admin');
        await page.getByRole('tab', { name: 'Security & Audit' }).click();
        await page.getByLabel('Event type').selectOption(type, { timeout: 2_000 });
        await expect(table.getByRole('row').filter({ hasText: target.email }).first()).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      const row = table.getByRole('row').filter({ hasText: target.email }).first();
      await expect(row.getByRole('cell').nth(2)).toContainText(`${target.firstName} ${target.lastName}`);
      await expect(row.getByRole('cell').nth(2)).toContainText(target.email);
      await expect(row.getByRole('cell').nth(3)).toContainText('Ada Admin');
      await expect(row.getByRole('cell').nth(3)).toContainText('admin@academy.test');
      await expect(row.getByRole('cell').nth(3)).not.toContainText(target.email);
    }
  });

  test('refused administrator calls to every service are filed as security events, each caller and call once however often it is repeated', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'owner', { onboarded: true });
    const calls = ['/api/admin/users', '/api/admin/subscription-plans', '/api/admin/audit-log'];
    for (let round = 0; round < 5; round += 1) {
      for (const path of calls) expect((await page.request.get(path)).status()).toBe(403);
    }

    const adminContext = await newJourneyContext(browser);
    try {
      const admin = await adminContext.newPage();
      await signIn(admin, 'admin');
      const table = admin.getByRole('table', { name: 'Audit log' });
      const refusals = table.getByRole('row').filter({ hasText: 'access.denied' }).filter({ hasText: 'learner@academy.test' });
      // The events come from three services' outboxes, and the filter offers the event types on
      // record when the tab opens: until all are there, look again as a person would, by reloading.
      await expect(async () => {
        await admin.goto('/admin');
        await admin.getByRole('tab', { name: 'Security & Audit' }).click();
        await admin.getByLabel('Event type').selectOption('access.denied', { timeout: 2_000 });
        await expect(refusals).toHaveCount(calls.length, { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      for (const path of calls) await expect(refusals.filter({ hasText: path })).toHaveCount(1);
      await expect(refusals.first()).toContainText('Alex Learner');
      await expect(refusals.first()).toContainText('Failure');
    } finally {
      await adminContext.close();
    }
  });

  test('a learner is turned away with a toast and taken home', async ({ page }) => {
    await signIn(page, 'owner', { onboarded: true });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
    await expect(page.getByText('Only administrators can access this page.').first()).toBeVisible();
    const refused = await page.request.get('/api/admin/users');
    expect(refused.status()).toBe(403);
  });

  test('at 375 px the admin dashboard does not scroll sideways', async ({ page }) => {
    await signIn(page, 'admin');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin');
    await expect(page.getByRole('group', { name: 'Total Users' })).toBeVisible();
    await page.screenshot({ path: 'test-results/admin-users-375.png', fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('tab', { name: 'Security & Audit' }).click();
    await expect(
      page
        .getByRole('heading', { name: 'Audit Log' })
        .or(page.getByText('Audit Log', { exact: true }))
        .first(),
    ).toBeVisible();
    await page.screenshot({ path: 'test-results/admin-audit-375.png', fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});
