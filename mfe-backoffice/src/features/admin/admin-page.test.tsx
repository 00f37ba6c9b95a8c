import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser, AdminUsersPage, AuthUser, SubscriptionPlan } from '@academy/contracts';
import { subscriptionPlansQuery } from '@academy/web-kit';
import { learner, renderPage, signedOut, stubFetch } from '@academy/web-kit/testing';
import { AdminPage } from './admin-page.tsx';

const admin: AuthUser = { ...learner, id: 'admin-1', email: 'admin@academy.test', firstName: 'Ada', lastName: 'Admin', role: 'administrator', isAdmin: true };
const asAdmin = { status: 'authenticated' as const, user: admin };
const usersUrl = 'GET /api/admin/users?status=all&role=all&sort=createdAt&order=desc&page=1&pageSize=20';

const someone: AdminUser = {
  id: '6f1c2b9e-0000-4000-8000-000000000001',
  email: 'kim@example.com',
  firstName: 'Kim',
  lastName: 'Park',
  role: 'user',
  permissions: ['view_content', 'track_progress', 'take_quizzes'],
  subscriptionPlan: 'pro',
  subscriptionStatus: 'active',
  isAdmin: false,
  lastSignedInAt: null,
  createdAt: '2026-11-02T10:00:00.000Z',
};
const page: AdminUsersPage = {
  users: [someone],
  total: 1,
  page: 1,
  pageSize: 20,
  stats: { totalUsers: 12, activeSubscriptions: 3, freeUsers: 9, newThisMonth: 4 },
};
const plan: SubscriptionPlan = {
  id: 'team',
  name: 'Team',
  description: 'For teams',
  price: 4900,
  interval: 'month',
  features: ['Seats'],
  isPopular: false,
  isActive: true,
  stripePriceId: null,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('AdminPage access', () => {
  it('sends a visitor to sign in and shows the fallback with Log In', async () => {
    stubFetch({});
    const { platform } = renderPage(AdminPage, { routePath: '/admin', auth: signedOut });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(platform.signIn).toHaveBeenCalledWith('/admin');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('tells a signed-in learner they are not allowed and goes home after one second, asking the server nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubFetch({});
    const { platform } = renderPage(AdminPage, { routePath: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(platform.toast).toHaveBeenCalledTimes(1);
    expect(platform.toast).toHaveBeenCalledWith({ title: 'Access Denied', description: 'Only administrators can access this page.', variant: 'destructive' });
    expect(platform.navigate).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(platform.navigate).toHaveBeenCalledWith('/');
    expect(calls.filter((call) => call.url.startsWith('/api/admin'))).toEqual([]);
  });
});

describe('User Management', () => {
  it('shows the figures and the users with role and plan labels', async () => {
    stubFetch({ [usersUrl]: { body: page } });
    renderPage(AdminPage, { routePath: '/admin', auth: asAdmin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(screen.getByRole('group', { name: 'New This Month' })).getByText('4')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Total Users' })).getByText('12')).toBeInTheDocument();
    const row = within(table).getByText('kim@example.com').closest('tr');
    expect(row).not.toBeNull();
    expect(within(row!).getByText('Professional')).toBeInTheDocument();
    expect(within(row!).getByText('User')).toBeInTheDocument();
  });

  it('asks the server for the filtered page when a filter changes', async () => {
    const calls = stubFetch({
      [usersUrl]: { body: page },
      'GET /api/admin/users?status=free&role=manager&sort=createdAt&order=desc&page=1&pageSize=20': { body: { ...page, users: [] } },
    });
    renderPage(AdminPage, { routePath: '/admin', auth: asAdmin });
    await screen.findByRole('table', { name: 'Users' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'free');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'manager');
    expect(await screen.findByText('No users match these filters.')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/admin/users?status=free&role=manager&sort=createdAt&order=desc&page=1&pageSize=20');
  });

  it('creates a user: Create waits for an e-mail, the role sets the permissions, and the toast confirms', async () => {
    const calls = stubFetch({
      [usersUrl]: { body: page },
      'POST /api/admin/users': { status: 201, body: { ...someone, id: '6f1c2b9e-0000-4000-8000-000000000002', email: 'new@example.com', role: 'manager' } },
    });
    const { platform } = renderPage(AdminPage, { routePath: '/admin', auth: asAdmin });
    await screen.findByRole('table', { name: 'Users' });
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New User' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    const email = within(dialog).getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    await userEvent.type(email, 'new@example.com');
    expect(create).toBeEnabled();
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'manager');
    expect(within(dialog).getByText('View team analytics')).toBeInTheDocument();
    await userEvent.click(create);
    await waitFor(() => expect(platform.toast).toHaveBeenCalledWith({ title: 'Success', description: 'User created successfully' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'new@example.com',
      firstName: '',
      lastName: '',
      role: 'manager',
      permissions: ['view_content', 'track_progress', 'view_team_analytics', 'assign_modules'],
      subscriptionPlan: 'free',
    });
  });

  it('asks before deleting and names the refusal when the server says no', async () => {
    stubFetch({
      [usersUrl]: { body: page },
      [`DELETE /api/admin/users/${someone.id}`]: {
        status: 409,
        body: { error: { code: 'IDENTITY_LAST_ADMINISTRATOR', message: 'This is the last administrator.', requestId: 'r1' } },
      },
    });
    const { platform } = renderPage(AdminPage, { routePath: '/admin', auth: asAdmin });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete kim@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    expect(within(dialog).getByText('Are you sure you want to delete this user? This action cannot be undone.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to delete user. This is the last administrator.',
        variant: 'destructive',
      }),
    );
  });
});

describe('Pricing Management', () => {
  it('after a plan is saved, the catalogue every page reads its prices from is read again', async () => {
    const calls = stubFetch({
      [usersUrl]: { body: page },
      'GET /api/admin/subscription-plans': { body: [plan] },
      'PUT /api/admin/subscription-plans/team': { body: { ...plan, price: 5900 } },
    });
    const { platform, queryClient } = renderPage(AdminPage, {
      routePath: '/admin',
      auth: asAdmin,
      seed: (client) => client.setQueryData(subscriptionPlansQuery.queryKey, [plan]),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Pricing Management' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Plan' });
    const price = within(dialog).getByLabelText('Price (cents)');
    await userEvent.clear(price);
    await userEvent.type(price, '5900');
    expect(queryClient.getQueryState(subscriptionPlansQuery.queryKey)?.isInvalidated).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Plan' }));
    await waitFor(() => expect(platform.toast).toHaveBeenCalledWith({ title: 'Success', description: 'Plan updated successfully' }));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ price: 5900 });
    await waitFor(() => expect(queryClient.getQueryState(subscriptionPlansQuery.queryKey)?.isInvalidated).toBe(true));
  });

  it('creates a plan: price in cents with its dollar reading, features added only when not blank', async () => {
    const calls = stubFetch({
      [usersUrl]: { body: page },
      'GET /api/admin/subscription-plans': { body: [plan] },
      'POST /api/admin/subscription-plans': { status: 201, body: plan },
    });
    const { platform } = renderPage(AdminPage, { routePath: '/admin', auth: asAdmin });
    await userEvent.click(await screen.findByRole('tab', { name: 'Pricing Management' }));
    expect(await screen.findByRole('group', { name: 'Team' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Plan' });
    await userEvent.type(within(dialog).getByLabelText('Plan ID'), 'pro-yearly');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Pro Yearly');
    const price = within(dialog).getByLabelText('Price (cents)');
    await userEvent.clear(price);
    await userEvent.type(price, 'abc');
    expect(within(dialog).getByText('Current: $0.00 per month')).toBeInTheDocument();
    await userEvent.clear(price);
    await userEvent.type(price, '19900');
    await userEvent.selectOptions(within(dialog).getByLabelText('Interval'), 'year');
    expect(within(dialog).getByText('Current: $199.00 per year')).toBeInTheDocument();
    const feature = within(dialog).getByLabelText('New feature');
    await userEvent.type(feature, '   {Enter}');
    expect(within(dialog).queryByLabelText('Feature 1')).not.toBeInTheDocument();
    await userEvent.type(feature, '  Priority support  {Enter}');
    await userEvent.type(feature, 'Certificates');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add feature' }));
    expect(within(dialog).getByLabelText('Feature 1')).toHaveValue('Priority support');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove feature 2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Plan' }));
    await waitFor(() => expect(platform.toast).toHaveBeenCalledWith({ title: 'Success', description: 'Plan created successfully' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      id: 'pro-yearly',
      name: 'Pro Yearly',
      description: '',
      price: 19900,
      interval: 'year',
      features: ['Priority support'],
      isPopular: false,
      isActive: true,
      stripePriceId: null,
    });
  });

  it('edits with the id locked and asks before deleting', async () => {
    stubFetch({
      [usersUrl]: { body: page },
      'GET /api/admin/subscription-plans': { body: [plan] },
      'DELETE /api/admin/subscription-plans/team': { status: 500, body: { error: { code: 'INTERNAL', message: 'boom', requestId: 'r' } } },
    });
    const { platform } = renderPage(AdminPage, { routePath: '/admin', auth: asAdmin });
    await userEvent.click(await screen.findByRole('tab', { name: 'Pricing Management' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Team' }));
    expect(within(await screen.findByRole('dialog', { name: 'Edit Plan' })).getByLabelText('Plan ID')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Team' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Plan' });
    expect(within(confirm).getByText('Are you sure you want to delete this plan? This may affect existing customers.')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(platform.toast).toHaveBeenCalledWith({ title: 'Error', description: 'Failed to delete plan. boom', variant: 'destructive' }));
  });
});

describe('Security & Audit', () => {
  it('states the configured session timeout and lists the real audit entries with their status, each person by name and e-mail', async () => {
    stubFetch({
      [usersUrl]: { body: page },
      'GET /api/admin/security': { body: { sessionTimeoutMinutes: 90 } },
      'GET /api/admin/audit-log?page=1&pageSize=25': {
        body: {
          entries: [
            {
              id: 8,
              eventType: 'access.denied',
              source: 'commerce',
              userId: null,
              actorId: 'u-3',
              user: null,
              actor: { id: 'u-3', name: 'Sam Visitor', email: 'visitor@academy.test' },
              requestId: 'req-10',
              outcome: 'failure',
              occurredAt: '2026-11-20T11:00:00.000Z',
              details: { method: 'GET', path: '/api/admin/subscription-plans', count: 4, code: 'FORBIDDEN' },
            },
            {
              id: 7,
              eventType: 'admin.user.delete',
              source: 'identity',
              userId: 'u-2',
              actorId: 'admin-1',
              user: { id: 'u-2', name: 'Quinn Target', email: 'quinn@example.com' },
              actor: { id: 'admin-1', name: 'Ada Admin', email: 'admin@academy.test' },
              requestId: 'req-9',
              outcome: 'failure',
              occurredAt: '2026-11-20T10:00:00.000Z',
              details: { code: 'IDENTITY_LAST_ADMINISTRATOR' },
            },
            {
              id: 6,
              eventType: 'user.created',
              source: 'identity',
              userId: 'u-2',
              actorId: 'u-2',
              requestId: null,
              outcome: 'success',
              occurredAt: '2026-11-20T09:00:00.000Z',
              details: {},
            },
          ],
          total: 2,
          page: 1,
          pageSize: 25,
          eventTypes: ['admin.user.delete', 'user.created'],
        },
      },
    });
    renderPage(AdminPage, { routePath: '/admin', auth: asAdmin });
    await userEvent.click(await screen.findByRole('tab', { name: 'Security & Audit' }));
    expect(await screen.findByText(/Sessions expire after 90 minutes/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getByText('Failure (IDENTITY_LAST_ADMINISTRATOR)')).toBeInTheDocument();
    expect(within(table).getByText('Success')).toBeInTheDocument();
    const [, refusal, deletion, creation] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(refusal).slice(1, 4)).toEqual(['access.deniedcommerceGET /api/admin/subscription-plans (4 times)', '—', 'Sam Visitorvisitor@academy.test']);
    expect(cells(deletion).slice(2, 4)).toEqual(['Quinn Targetquinn@example.com', 'Ada Adminadmin@academy.test']);
    expect(cells(creation).slice(2, 4)).toEqual(['u-2', 'u-2']);
    expect(within(screen.getByRole('list', { name: 'Audit entries' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/audit-log.csv');
    await userEvent.selectOptions(screen.getByLabelText('Event type'), 'user.created');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/audit-log.csv?eventType=user.created');
  });
});
