import type { ModuleUpdate } from '@academy/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, renderPage, stubFetch } from '@academy/web-kit/testing';
import { progressFixture } from '../../test/learner-fixtures.ts';
import { fakeLearningService } from '../../test/learning-service-fake.ts';
import { modules } from '../../test/modules-fixture.ts';
import { ModulePage } from './module-page.tsx';

const finished = progressFixture({ moduleId: 1, completed: true, progressPercentage: 100, sectionsCompleted: [0, 1, 2], quizCompleted: true, quizScore: 100 });
const update: ModuleUpdate = {
  moduleId: 1,
  title: modules[0]!.title,
  since: 'completed',
  version: 3,
  changes: [
    { version: 3, date: '2026-11-26', note: 'A new worked case on payback' },
    { version: 2, date: '2026-10-02', note: 'Clearer CAC example' },
  ],
};

function openModuleOne(updates: ModuleUpdate[] | ReturnType<typeof failure>) {
  const service = fakeLearningService(modules, [finished]);
  let acknowledged: unknown[] = [];
  const calls = stubFetch({
    ...service.routes,
    'GET /api/module-updates': Array.isArray(updates) ? () => ({ body: acknowledged.length ? [] : updates }) : updates,
    'POST /api/module-updates/1/acknowledgement': (call) => {
      acknowledged = [...acknowledged, call.body];
      return { body: [] };
    },
  });
  renderPage(ModulePage, { routePath: '/module/$id', url: '/module/1' });
  return { calls, acknowledged: () => acknowledged };
}

describe('ModulePage: lifetime updates', () => {
  it('tells a learner who finished the module what changed since, newest first, and keeps it completed', async () => {
    openModuleOne([update]);
    const notice = await screen.findByRole('status', { name: `${update.title}: Updated since you finished it` }, { timeout: 15_000 });
    expect(notice).toHaveTextContent('Updated since you finished it: A new worked case on payback (26 Nov 2026)');
    expect(screen.getByRole('list', { name: 'Earlier updates' })).toHaveTextContent('Clearer CAC example (2 Oct 2026)');
    expect(await screen.findByRole('progressbar', { name: 'Module progress' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('says "since you started it" to a learner who has not finished it', async () => {
    openModuleOne([{ ...update, since: 'started', changes: [update.changes[0]!] }]);
    expect(await screen.findByText('Updated since you started it:', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Earlier updates' })).not.toBeInTheDocument();
  });

  it('Got it records the version shown (a POST) and the notice goes', async () => {
    const { calls, acknowledged } = openModuleOne([update]);
    await userEvent.click(await screen.findByRole('button', { name: `Got it: mark the update to ${update.title} as read` }, { timeout: 15_000 }));
    await waitFor(() => expect(screen.queryByText('Updated since you finished it:')).not.toBeInTheDocument(), { timeout: 15_000 });
    expect(acknowledged()).toEqual([{ version: 3 }]);
    // Reading the updates never records anything; only the button's POST does.
    expect(calls.filter((call) => call.url.startsWith('/api/module-updates')).map((call) => call.method)).toEqual(['GET', 'POST']);
  });

  it('shows nothing about updates when there are none, or when they cannot be read', async () => {
    openModuleOne(failure(503, 'down'));
    expect(await screen.findByRole('progressbar', { name: 'Module progress' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText(/Updated since you/)).not.toBeInTheDocument();
  });
});
