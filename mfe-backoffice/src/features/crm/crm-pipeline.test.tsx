import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { crmDealStages } from '@academy/contracts';
import { renderPage, stubFetch } from '@academy/web-kit/testing';
import { CrmPage } from './crm-page.tsx';

const zeroStats = { body: { totalContacts: 0, totalDeals: 0, totalValue: 0, activitiesThisWeek: 0 } };
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

/**
 * jsdom lays nothing out, and dnd-kit finds the stage under a dragged deal from the elements'
 * boxes: the five columns are given side-by-side boxes (220 px apart), a deal a box inside its column.
 */
function layOutBoard() {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const column = this.closest('[data-stage]');
    const index = column ? crmDealStages.indexOf(column.getAttribute('data-stage') as (typeof crmDealStages)[number]) : -1;
    if (index < 0) return new DOMRect(0, 0, 0, 0);
    return this === column ? new DOMRect(index * 220, 0, 200, 600) : new DOMRect(index * 220 + 10, 50, 180, 100);
  });
}

async function openPipeline() {
  const calls = stubFetch({
    'GET /api/crm/dashboard-stats': zeroStats,
    'GET /api/crm/deals': { body: [deal] },
    'PATCH /api/crm/deals/9': { body: { ...deal, stage: 'won', closedAt: '2026-11-24T10:00:00.000Z' } },
  });
  renderPage(CrmPage, { routePath: '/crm' });
  await userEvent.click(await screen.findByRole('tab', { name: 'Pipeline' }));
  const column = await screen.findByRole('region', { name: 'Negotiation' });
  return { calls, column, handle: within(column).getByRole('button', { name: 'Drag Pilot' }) };
}

/** dnd-kit's live region, where it announces each step of a drag. */
const announced = () => document.querySelector('[aria-live="assertive"]')?.textContent ?? '';

describe('CrmPage pipeline drag and drop (@dnd-kit)', () => {
  beforeEach(() => {
    layOutBoard();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('moves a deal with the keyboard: Space picks it up, an arrow goes to the next stage, Space drops it, each step announced', async () => {
    const { calls, handle } = await openPipeline();
    expect(handle).toHaveAccessibleDescription(/press Space or Enter to pick it up, use the arrow keys/);
    handle.focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(announced()).toBe('Picked up Pilot, in Negotiation.'));
    await userEvent.keyboard('[ArrowRight]');
    await waitFor(() => expect(announced()).toBe('Pilot is over Won.'));
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(announced()).toBe('Pilot was moved to Won.'));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH').map((call) => [call.url, call.body])).toEqual([['/api/crm/deals/9', { stage: 'won' }]]),
    );
  });

  it('Escape cancels a keyboard move: nothing is sent and the deal stays', async () => {
    const { calls, handle } = await openPipeline();
    handle.focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowLeft]');
    await waitFor(() => expect(announced()).toBe('Pilot is over Proposal.'));
    await userEvent.keyboard('[Escape]');
    await waitFor(() => expect(announced()).toBe('Moving Pilot was cancelled. It stays in Negotiation.'));
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('moves a deal dragged with the mouse to another column', async () => {
    const { calls, handle } = await openPipeline();
    // From the deal in Negotiation (column 2) to Lost (column 4), in steps as a hand would.
    await act(async () => {
      fireEvent.mouseDown(handle, { button: 0, clientX: 460, clientY: 80 });
    });
    for (const x of [470, 560, 700, 900]) {
      await act(async () => {
        fireEvent.mouseMove(document, { clientX: x, clientY: 90 });
      });
    }
    await act(async () => {
      fireEvent.mouseUp(document, { clientX: 900, clientY: 90 });
    });
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ stage: 'lost' }]));
  });

  it('keeps the previous and next stage buttons, and Enter on them is a click, not a drag', async () => {
    const { calls, column } = await openPipeline();
    within(column).getByRole('button', { name: 'Move Pilot to Proposal' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ stage: 'proposal' }]));
    expect(announced()).toBe('');
  });
});
