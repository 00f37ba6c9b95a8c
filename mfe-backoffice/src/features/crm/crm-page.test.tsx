import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pending, renderPage, signedOut, stubFetch } from '@academy/web-kit/testing';
import { CrmPage } from './crm-page.tsx';

function statValue(name: string): string | null | undefined {
  return within(screen.getByRole('group', { name })).getByText(/^\$?[\d,]+$/).textContent;
}

describe('CrmPage', () => {
  it('while the figures load, says so under the page title', async () => {
    stubFetch({ 'GET /api/crm/dashboard-stats': pending });
    renderPage(CrmPage, { routePath: '/crm' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer Relationship Management' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard...');
  });

  it('shows the four figures, revenue in dollars with thousands separators', async () => {
    stubFetch({ 'GET /api/crm/dashboard-stats': { body: { totalContacts: 42, totalDeals: 7, totalValue: 12500, activitiesThisWeek: 3 } } });
    renderPage(CrmPage, { routePath: '/crm' });
    await waitFor(() => expect(statValue('Total Contacts')).toBe('42'));
    expect(statValue('Active Deals')).toBe('7');
    expect(statValue('Revenue')).toBe('$12,500');
    expect(statValue('This Week')).toBe('3');
    expect(within(screen.getByRole('group', { name: 'Total Contacts' })).getByText('leads and customers')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Active Deals' })).getByText('in pipeline')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Revenue' })).getByText('closed deals')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'This Week' })).getByText('activities logged')).toBeInTheDocument();
  });

  it('for a new user with no records, every figure reads 0 and the Getting Started hints show', async () => {
    stubFetch({ 'GET /api/crm/dashboard-stats': { body: { totalContacts: 0, totalDeals: 0, totalValue: 0, activitiesThisWeek: 0 } } });
    renderPage(CrmPage, { routePath: '/crm' });
    await waitFor(() => expect(statValue('Total Contacts')).toBe('0'));
    expect(statValue('Revenue')).toBe('$0');
    expect(screen.getByRole('heading', { name: 'Getting Started' })).toBeInTheDocument();
    for (const hint of ['Add Contacts', 'Track Activities', 'Manage Deals']) {
      expect(screen.getByRole('heading', { name: hint })).toBeInTheDocument();
    }
  });

  it('when the figures cannot be loaded, shows the error and loads them again on Retry', async () => {
    const calls = stubFetch({ 'GET /api/crm/dashboard-stats': { status: 500, body: { error: { code: 'INTERNAL', message: 'boom', requestId: 'r1' } } } });
    renderPage(CrmPage, { routePath: '/crm' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/500: .*boom/);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('tells a visitor they need to log in, with a Log In button', async () => {
    stubFetch({});
    const { platform } = renderPage(CrmPage, { routePath: '/crm', auth: signedOut });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You need to be logged in to access the CRM')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(platform.signIn).toHaveBeenCalledWith('/crm');
  });
});

const contact = {
  id: 5,
  firstName: 'Kim',
  lastName: 'Park',
  email: 'kim@acme.example',
  phone: '555-0100',
  company: 'Acme',
  position: 'CTO',
  status: 'prospect',
  source: '',
  notes: 'Met at the fair. Wants a pilot in spring. Budget approved by the board last week.',
  value: 12500,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const zeroStats = { body: { totalContacts: 0, totalDeals: 0, totalValue: 0, activitiesThisWeek: 0 } };

describe('CrmPage contacts', () => {
  it('shows the empty state with Add Contact when there are none', async () => {
    stubFetch({ 'GET /api/crm/dashboard-stats': zeroStats, 'GET /api/crm/contacts': { body: [] } });
    renderPage(CrmPage, { routePath: '/crm' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Contacts' }));
    expect(await screen.findByText('No contacts yet')).toBeInTheDocument();
    expect(screen.getByText('Get started by adding your first contact')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add Contact' })).toHaveLength(2);
  });

  it('shows each contact as a card with its coloured status, value and notes clamped to two lines', async () => {
    stubFetch({ 'GET /api/crm/dashboard-stats': zeroStats, 'GET /api/crm/contacts': { body: [contact] } });
    renderPage(CrmPage, { routePath: '/crm' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Contacts' }));
    const card = await screen.findByRole('group', { name: 'Kim Park' });
    expect(within(card).getByText('CTO at Acme')).toBeInTheDocument();
    expect(within(card).getByText('Prospect')).toHaveClass('bg-blue-100');
    expect(within(card).getByText('$12,500')).toBeInTheDocument();
    expect(within(card).getByText(/Met at the fair/)).toHaveClass('line-clamp-2');
  });

  it('adds a contact: empty dialog, email field, 3-row notes, value as a whole number, toast on success', async () => {
    const calls = stubFetch({
      'GET /api/crm/dashboard-stats': zeroStats,
      'GET /api/crm/contacts': { body: [] },
      'POST /api/crm/contacts': { status: 201, body: contact },
    });
    const { platform } = renderPage(CrmPage, { routePath: '/crm' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Contacts' }));
    await userEvent.click((await screen.findAllByRole('button', { name: 'Add Contact' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Contact' });
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(within(dialog).getByLabelText('Notes')).toHaveAttribute('rows', '3');
    await userEvent.type(within(dialog).getByLabelText('First Name'), 'Kim');
    await userEvent.clear(within(dialog).getByLabelText('Value ($)'));
    await userEvent.type(within(dialog).getByLabelText('Value ($)'), 'lots');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Contact' }));
    await waitFor(() => expect(platform.toast).toHaveBeenCalledWith({ title: 'Success', description: 'Contact created successfully' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      firstName: 'Kim',
      lastName: '',
      email: '',
      phone: '',
      company: '',
      position: '',
      status: 'lead',
      source: '',
      notes: '',
      value: 0,
    });
  });

  it('asks before deleting and says when deleting fails', async () => {
    stubFetch({
      'GET /api/crm/dashboard-stats': zeroStats,
      'GET /api/crm/contacts': { body: [contact] },
      'DELETE /api/crm/contacts/5': { status: 500, body: { error: { code: 'INTERNAL', message: 'x', requestId: 'r' } } },
    });
    const { platform } = renderPage(CrmPage, { routePath: '/crm' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Contacts' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Kim Park' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Contact' });
    expect(
      within(dialog).getByText('Are you sure you want to delete this contact? This will also delete all related activities and deals.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(platform.toast).toHaveBeenCalledWith({ title: 'Error', description: 'Failed to delete contact', variant: 'destructive' }));
  });
});

describe('CrmPage pipeline', () => {
  it('shows deals by stage and moves one to the next stage from the keyboard', async () => {
    const deal = {
      id: 9,
      contactId: 5,
      contactName: 'Kim Park',
      title: 'Pilot',
      value: 4000,
      stage: 'negotiation',
      createdAt: '2026-11-20T10:00:00.000Z',
      closedAt: null,
    };
    const calls = stubFetch({
      'GET /api/crm/dashboard-stats': zeroStats,
      'GET /api/crm/deals': { body: [deal] },
      'PATCH /api/crm/deals/9': { body: { ...deal, stage: 'won', closedAt: '2026-11-24T10:00:00.000Z' } },
    });
    renderPage(CrmPage, { routePath: '/crm' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Pipeline' }));
    const column = await screen.findByRole('region', { name: 'Negotiation' });
    expect(within(column).getByText('Pilot')).toBeInTheDocument();
    within(column).getByRole('button', { name: 'Move Pilot to Won' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ stage: 'won' }));
  });
});
