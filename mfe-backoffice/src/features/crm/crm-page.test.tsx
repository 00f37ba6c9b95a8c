import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pending, renderPage, stubFetch } from '@academy/web-kit/testing';
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
    await screen.findByRole('group', { name: 'Total Contacts' });
    expect(statValue('Total Contacts')).toBe('42');
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
    await screen.findByRole('group', { name: 'Revenue' });
    expect(statValue('Total Contacts')).toBe('0');
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

  it('offers no Contacts tab yet: only the dashboard is shown', async () => {
    stubFetch({ 'GET /api/crm/dashboard-stats': { body: { totalContacts: 1, totalDeals: 0, totalValue: 0, activitiesThisWeek: 0 } } });
    renderPage(CrmPage, { routePath: '/crm' });
    await screen.findByRole('group', { name: 'Total Contacts' });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
