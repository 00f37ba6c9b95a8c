import type { ModuleUpdate } from '@academy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, pending, renderPage, stubFetch, type StubAnswer, type StubReply } from '@academy/web-kit/testing';
import { onboardingRecord, progressFixture, statsFixture } from '../../test/learner-fixtures.ts';
import { moduleSummaries } from '../../test/modules-fixture.ts';
import { DashboardPage } from './dashboard-page.tsx';

const updates: ModuleUpdate[] = [
  {
    moduleId: 1,
    title: moduleSummaries[0]!.title,
    since: 'completed',
    version: 2,
    changes: [{ version: 2, date: '2026-11-26', note: 'A new worked case on payback' }],
  },
  { moduleId: 2, title: moduleSummaries[1]!.title, since: 'started', version: 4, changes: [{ version: 4, date: '2026-11-20', note: 'Fresh screenshots' }] },
];

function openDashboard(moduleUpdates: StubReply, acknowledgement: StubAnswer = { body: [updates[1]] }) {
  let acknowledged: unknown[] = [];
  const calls = stubFetch({
    'GET /api/onboarding': { body: onboardingRecord },
    'GET /api/modules': { body: moduleSummaries },
    'GET /api/progress': { body: [progressFixture({ moduleId: 1, completed: true, progressPercentage: 100 })] },
    'GET /api/stats': { body: statsFixture() },
    'GET /api/learning-path': { body: null },
    'GET /api/module-updates': moduleUpdates,
    'POST /api/module-updates/1/acknowledgement': (call) => {
      acknowledged = [...acknowledged, call.body];
      return acknowledgement;
    },
  });
  renderPage(DashboardPage, { routePath: '/' });
  return { calls, acknowledged: () => acknowledged };
}

describe('DashboardPage: course updates', () => {
  it('lists the modules the learner started or finished that changed since, each with what changed and a link to it', async () => {
    openDashboard({ body: updates });
    const list = await screen.findByRole('list', { name: 'Course updates' }, { timeout: 15_000 });
    const first = within(list).getByRole('status', { name: `${updates[0]!.title}: Updated since you finished it` });
    expect(first).toHaveTextContent('Updated since you finished it: A new worked case on payback (26 Nov 2026)');
    expect(within(first).getByRole('link', { name: updates[0]!.title })).toHaveAttribute('href', '/module/1');
    expect(within(list).getByRole('status', { name: `${updates[1]!.title}: Updated since you started it` })).toHaveTextContent('Fresh screenshots');
  });

  it('Got it records that update as read (a POST with the version shown) and leaves the others', async () => {
    const { acknowledged } = openDashboard({ body: updates });
    await userEvent.click(await screen.findByRole('button', { name: `Got it: mark the update to ${updates[0]!.title} as read` }, { timeout: 15_000 }));
    await waitFor(() => expect(screen.queryByText('A new worked case on payback')).not.toBeInTheDocument(), { timeout: 15_000 });
    expect(acknowledged()).toEqual([{ version: 2 }]);
    expect(screen.getByText(/Fresh screenshots/)).toBeInTheDocument();
  });

  it('when the acknowledgement fails, keeps the update and says so', async () => {
    const { acknowledged } = openDashboard({ body: updates }, failure(503, 'down'));
    await userEvent.click(await screen.findByRole('button', { name: `Got it: mark the update to ${updates[0]!.title} as read` }, { timeout: 15_000 }));
    expect(await screen.findByText(/It could not be marked as read/, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/A new worked case on payback/)).toBeInTheDocument();
    expect(acknowledged()).toEqual([{ version: 2 }]);
  });

  it.each([
    ['there are none', { body: [] }],
    ['they are loading', () => pending()],
    ['they cannot be read', failure(503, 'down')],
  ] as const)('shows no card when %s; the rest of the dashboard stands', async (_case, answer) => {
    openDashboard(answer);
    expect(await screen.findByRole('list', { name: 'Continue Learning' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Course updates' })).not.toBeInTheDocument();
  });
});
