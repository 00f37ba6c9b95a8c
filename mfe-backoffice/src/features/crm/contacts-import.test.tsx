import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '@academy/web-kit/testing';
import { contactFixture } from '../../test/crm-fixtures.ts';
import { CrmPage } from './crm-page.tsx';

const zeroStats = { body: { totalContacts: 0, totalDeals: 0, totalValue: 0, activitiesThisWeek: 0 } };
const csv = ['firstName,lastName,email,value', 'Ada,Lovelace,ada@example.com,100', ',Nameless,nobody@example.com,5', 'Ben,Ito,,'].join('\n');
const importedContact = (id: number, firstName: string) => contactFixture({ id, firstName });

async function openPreview(text: string) {
  await userEvent.click(await screen.findByRole('tab', { name: 'Contacts' }));
  // jsdom's File has no text(); the browser's does.
  const file = Object.assign(new File([text], 'contacts.csv', { type: 'text/csv' }), { text: () => Promise.resolve(text) });
  await userEvent.upload(await screen.findByLabelText('CSV file of contacts'), file);
  return screen.findByRole('dialog', { name: 'Import Contacts' });
}

describe('CrmPage CSV import', () => {
  it('imports nothing while a row is refused, unless the user chooses to leave it out; then sends the good rows in one request', async () => {
    const calls = stubFetch({
      'GET /api/crm/dashboard-stats': zeroStats,
      'GET /api/crm/contacts': { body: [] },
      'POST /api/crm/contacts/import': { status: 201, body: { imported: 2, contacts: [importedContact(1, 'Ada'), importedContact(2, 'Ben')] } },
    });
    const { platform } = renderPage(CrmPage, { routePath: '/crm' });
    const dialog = await openPreview(csv);
    expect(within(dialog).getByText(/2 of 3 rows ready to import\. The contacts are added all together or not at all\./)).toBeInTheDocument();
    expect(within(dialog).getByText('1 row is refused (reasons below). Nothing is imported unless you leave it out.')).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: '3 Nameless First name is required.' })).toBeInTheDocument();
    const importButton = within(dialog).getByRole('button', { name: 'Import 2 contacts' });
    expect(importButton).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Leave out the 1 row refused and import the other 2 contacts' }));
    expect(importButton).toBeEnabled();
    await userEvent.click(importButton);
    await waitFor(() => expect(platform.toast).toHaveBeenCalledWith({ title: 'Success', description: 'Imported 2 contacts' }));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.url)).toEqual(['/api/crm/contacts/import']);
    expect((posts[0]?.body as { contacts: { firstName: string }[] }).contacts.map((contact) => contact.firstName)).toEqual(['Ada', 'Ben']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import Contacts' })).not.toBeInTheDocument());
  });

  it('refuses a file of more than 1,000 contacts at once, showing none of its rows', async () => {
    stubFetch({ 'GET /api/crm/dashboard-stats': zeroStats, 'GET /api/crm/contacts': { body: [] } });
    renderPage(CrmPage, { routePath: '/crm' });
    const lines = ['firstName,lastName'];
    for (let index = 1; index <= 20_000; index += 1) lines.push(`Person${index},Bulk`);
    const dialog = await openPreview(lines.join('\n'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This file has more than 1,000 contacts. At most 1,000 can be imported at once: split the file into smaller ones.',
    );
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Import/ })).toBeDisabled();
  });

  it('imports a file whose rows are all good without asking, and says nothing was imported when the service refuses', async () => {
    stubFetch({
      'GET /api/crm/dashboard-stats': zeroStats,
      'GET /api/crm/contacts': { body: [] },
      'POST /api/crm/contacts/import': { status: 500, body: { error: { code: 'INTERNAL', message: 'The service failed.', requestId: 'r1' } } },
    });
    const { platform } = renderPage(CrmPage, { routePath: '/crm' });
    const dialog = await openPreview(['firstName,lastName', 'Ada,Lovelace', 'Ben,Ito'].join('\n'));
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 2 contacts' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 2 contacts' }));
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith({ title: 'Error', description: 'Nothing was imported. The service failed.', variant: 'destructive' }),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nothing was imported. The service failed.');
    expect(within(dialog).getByRole('button', { name: 'Import 2 contacts' })).toBeEnabled();
  });
});
