import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, pending, renderPage, stubFetch } from '@academy/web-kit/testing';
import { LearningPathCard } from './learning-path-card.tsx';
import { pathFixture } from '../../test/learning-path-fixture.ts';

afterEach(() => {
  // @ts-expect-error jsdom has none; a test may have lent one.
  delete Element.prototype.scrollIntoView;
});

const card = () => screen.findByRole('region', { name: 'Your path' }, { timeout: 10_000 });

describe('LearningPathCard', () => {
  it('shows the next module with its reason, progress along the path, on track and the estimated finish', async () => {
    stubFetch({ 'GET /api/learning-path': { body: pathFixture() } });
    renderPage(LearningPathCard, { routePath: '/' });
    const region = await card();
    const next = await within(region).findByRole('link', { name: 'Building a KPI Dashboard' }, { timeout: 10_000 });
    expect(next).toHaveAttribute('href', '/module/12');
    expect(within(region).getByText('Because you scored 40% on ROI & Metrics')).toBeInTheDocument();
    expect(within(region).getByText('1 of 3 modules done')).toBeInTheDocument();
    expect(within(region).getByRole('progressbar', { name: 'Progress along your path' })).toHaveAttribute('aria-valuenow', '33');
    expect(within(region).getByText('On track')).toBeInTheDocument();
    expect(within(region).getByText('3 hours a week: about 3 modules a week')).toBeInTheDocument();
    expect(within(region).getByText('January 12, 2026')).toBeInTheDocument();
    expect(within(region).getByText('Built from your goals and your latest skill assessment.')).toBeInTheDocument();
  });

  it('opens the whole path in order, each module with its state and reasons', async () => {
    stubFetch({ 'GET /api/learning-path': { body: pathFixture() } });
    renderPage(LearningPathCard, { routePath: '/' });
    const region = await card();
    const toggle = await within(region).findByRole('button', { name: 'Show the whole path (3 modules)' }, { timeout: 10_000 });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(region).queryByRole('list', { name: 'Your path, in order' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = within(region).getByRole('list', { name: 'Your path, in order' });
    const entries = within(list)
      .getAllByRole('listitem')
      .filter((entry) => entry.parentElement === list);
    expect(entries.map((entry) => within(entry).getAllByRole('link')[0]?.textContent)).toEqual([
      'Measuring AI ROI',
      'Building a KPI Dashboard',
      'AI-Powered Customer Acquisition',
    ]);
    expect(within(entries[0]!).getByText('Done · 45 min')).toBeInTheDocument();
    expect(within(entries[0]!).getByText('Because you want to reduce operating costs')).toBeInTheDocument();
    expect(within(entries[1]!).getByText('Next · by January 9, 2026 · 45 min')).toBeInTheDocument();
    expect(within(entries[2]!).getByText('By January 12, 2026 · 45 min')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Hide the whole path' }));
    expect(within(region).queryByRole('list', { name: 'Your path, in order' })).not.toBeInTheDocument();
  });

  it('says when the learner is behind the pace they chose', async () => {
    stubFetch({ 'GET /api/learning-path': { body: pathFixture({ status: 'behind', expectedCompletedCount: 3, completedCount: 1, assessedAt: null }) } });
    renderPage(LearningPathCard, { routePath: '/' });
    const region = await card();
    expect(await within(region).findByText('Behind', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(region).getByText('At your pace 3 modules would be done by now; you have done 1.')).toBeInTheDocument();
    expect(within(region).getByText('Built from your goals. Take the skill assessment to put your weakest areas first.')).toBeInTheDocument();
  });

  it('when the path is complete, says so and has no next module', async () => {
    const done = pathFixture().items.map((entry) => ({ ...entry, state: 'done' as const }));
    stubFetch({
      'GET /api/learning-path': { body: pathFixture({ items: done, nextModuleId: null, completedCount: 3, status: 'finished', estimatedFinishDate: null }) },
    });
    renderPage(LearningPathCard, { routePath: '/' });
    const region = await card();
    expect(await within(region).findByText('Path complete', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(region).queryByText('Next on your path')).not.toBeInTheDocument();
    expect(within(region).getByText('Finished')).toBeInTheDocument();
  });

  it('before onboarding, leads to it', async () => {
    stubFetch({ 'GET /api/learning-path': { body: null } });
    renderPage(LearningPathCard, { routePath: '/' });
    const region = await card();
    expect(await within(region).findByRole('link', { name: 'Answer a few questions' }, { timeout: 10_000 })).toHaveAttribute('href', '/onboarding');
  });

  it('while loading, says so', async () => {
    stubFetch({ 'GET /api/learning-path': () => pending() });
    renderPage(LearningPathCard, { routePath: '/' });
    expect(await within(await card()).findByText('Loading your path...')).toBeInTheDocument();
  });

  it('when the path cannot be loaded, says so with a retry', async () => {
    let calls = 0;
    stubFetch({
      'GET /api/learning-path': () => {
        calls += 1;
        return calls === 1 ? failure(503, 'down') : { body: pathFixture() };
      },
    });
    renderPage(LearningPathCard, { routePath: '/' });
    const region = await card();
    expect(await within(region).findByText('Your path could not be loaded', {}, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Retry' }));
    expect(await within(region).findByText('1 of 3 modules done', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('reached at /#your-path, brings its heading into view with focus', async () => {
    // jsdom draws nothing, so it has no scrollIntoView; the router and the card call it.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    stubFetch({ 'GET /api/learning-path': { body: pathFixture() } });
    renderPage(LearningPathCard, { routePath: '/', url: '/#your-path' });
    const region = await card();
    await within(region).findByText('1 of 3 modules done', {}, { timeout: 10_000 });
    const heading = within(region).getByRole('heading', { name: 'Your path' });
    expect(heading).toHaveFocus();
    expect(scrollIntoView.mock.contexts).toContain(heading);
  });
});
