import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, pending, renderPage, stubFetch } from '@academy/web-kit/testing';
import { progressFixture, statsFixture } from '../../test/learner-fixtures.ts';
import { moduleFixture, moduleSummaries, summariesOf } from '../../test/modules-fixture.ts';
import { modulesKeys } from '../modules/index.ts';
import { CoursesPage } from './courses-page.tsx';

type Routes = Parameters<typeof stubFetch>[0];

function coursesRoutes(overrides: Routes = {}): Routes {
  return {
    'GET /api/modules': { body: moduleSummaries },
    'GET /api/progress': { body: [] },
    'GET /api/stats': { body: statsFixture() },
    ...overrides,
  };
}

/** The cards once the learner's records are in too. */
async function cards(): Promise<HTMLElement[]> {
  const list = await screen.findByRole('list', { name: 'Learning modules' });
  await waitFor(() => expect(screen.queryByText('Loading your progress...')).not.toBeInTheDocument());
  return within(list).getAllByRole('listitem');
}

/** The cards while the learner's records are still on their way. */
async function cardsWhileRecordsLoad(): Promise<HTMLElement[]> {
  const list = await screen.findByRole('list', { name: 'Learning modules' });
  expect(screen.getByRole('status')).toHaveTextContent('Loading your progress...');
  return within(list).getAllByRole('listitem');
}

const placeholdersIn = (element: HTMLElement) => element.querySelectorAll('[data-placeholder]');

const fourOwned = [1, 2, 3, 4].map((id) => moduleFixture({ id, title: `Module ${id} title`, estimatedMinutes: 45, totalModules: 4 }));

describe('CoursesPage', () => {
  it('while the modules load, says so under the title', async () => {
    stubFetch(coursesRoutes({ 'GET /api/modules': pending }));
    renderPage(CoursesPage, { routePath: '/courses' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Learning Modules' })).toBeInTheDocument();
    expect(screen.getByText('Comprehensive AI strategies and tools to accelerate your business growth')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading modules...');
  });

  it("while the learner's records load, shows the cards with a placeholder for each one's way in; a locked one shows its lock already", async () => {
    stubFetch(coursesRoutes({ 'GET /api/progress': pending }));
    renderPage(CoursesPage, { routePath: '/courses' });
    const [preview, owned, locked] = (await cardsWhileRecordsLoad()) as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(preview).getByRole('heading', { name: 'AI-Powered Customer Acquisition Strategies' })).toBeInTheDocument();
    expect(within(preview).getByText('Free preview')).toBeInTheDocument();
    for (const card of [preview, owned]) {
      expect(within(card).queryByRole('link')).not.toBeInTheDocument();
      expect(placeholdersIn(card)).toHaveLength(1);
    }
    expect(within(locked).getByText('Locked')).toBeInTheDocument();
    expect(within(locked).getByRole('link', { name: /Unlock with lifetime access/ })).toHaveAttribute('href', '/pricing');
    expect(placeholdersIn(locked)).toHaveLength(0);
  });

  it('keeps the room of the progress block on a card the list says the learner started, while the records load', async () => {
    const started = { ...moduleSummaries[1]!, progress: { progressPercentage: 27, completed: false, sectionsCompleted: 1 } };
    stubFetch(coursesRoutes({ 'GET /api/modules': { body: [moduleSummaries[0], started] }, 'GET /api/progress': pending }));
    renderPage(CoursesPage, { routePath: '/courses' });
    const [notStarted, inProgress] = (await cardsWhileRecordsLoad()) as [HTMLElement, HTMLElement];
    expect(placeholdersIn(notStarted)).toHaveLength(1);
    expect(placeholdersIn(inProgress)).toHaveLength(2);
    expect(within(inProgress).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("with the modules as the slice ships them (not yet the API's answer), leaves locks and ways in to the learner's answer", async () => {
    stubFetch(coursesRoutes({ 'GET /api/modules': pending, 'GET /api/progress': pending }));
    renderPage(CoursesPage, {
      routePath: '/courses',
      seed: (queryClient) => queryClient.setQueryDefaults(modulesKeys.list(), { placeholderData: moduleSummaries }),
    });
    const cardsShown = await cardsWhileRecordsLoad();
    expect(cardsShown).toHaveLength(3);
    expect(screen.queryByText('Locked')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    for (const card of cardsShown) expect(placeholdersIn(card)).toHaveLength(1);
    // Module 1 is the preview for everyone.
    expect(within(cardsShown[0]!).getByText('Free preview')).toBeInTheDocument();
  });

  it('when the modules cannot be loaded, shows the error with Retry', async () => {
    stubFetch(coursesRoutes({ 'GET /api/modules': failure(503, 'down') }));
    renderPage(CoursesPage, { routePath: '/courses' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/503: .*down/);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('when the progress cannot be loaded, says so and still lists the modules', async () => {
    stubFetch(coursesRoutes({ 'GET /api/progress': failure(500, 'no progress') }));
    renderPage(CoursesPage, { routePath: '/courses' });
    expect(await cards()).toHaveLength(3);
    expect(screen.getByRole('alert')).toHaveTextContent('Your progress could not be loaded');
  });

  it('with no modules, says new ones will be added', async () => {
    stubFetch(coursesRoutes({ 'GET /api/modules': { body: [] } }));
    renderPage(CoursesPage, { routePath: '/courses' });
    expect(await screen.findByText('No modules available yet')).toBeInTheDocument();
    expect(screen.getByText('New learning modules will be added soon. Check back later!')).toBeInTheDocument();
  });

  it('shows one card per module with its category, position, length and a way in', async () => {
    stubFetch(coursesRoutes());
    const { platform } = renderPage(CoursesPage, { routePath: '/courses' });
    const [first, second] = (await cards()) as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'AI-Powered Customer Acquisition Strategies' })).toBeInTheDocument();
    expect(within(first).getByText('Customer Acquisition')).toBeInTheDocument();
    expect(within(first).getByText('Module 1 of 3')).toBeInTheDocument();
    expect(within(first).getByText('45 min')).toBeInTheDocument();
    expect(within(first).getByText('Free preview')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /Start Module/ })).toHaveAttribute('href', '/module/1');
    expect(within(second).getByText('Analytics & ROI')).toBeInTheDocument();
    expect(second.querySelector('img')).toHaveAttribute('src', '/images/seo.png');
    expect(first.querySelector('img')).toBeNull();
    expect(platform.setMentorContext).toHaveBeenCalledWith(expect.objectContaining({ page: 'courses' }));
  });

  it('without a progress record, shows no bar and an outlined Start Module', async () => {
    stubFetch(coursesRoutes({ 'GET /api/modules': { body: summariesOf(fourOwned) } }));
    renderPage(CoursesPage, { routePath: '/courses' });
    const [first] = (await cards()) as [HTMLElement];
    expect(within(first).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(first).queryByText(/min left|Completed/)).not.toBeInTheDocument();
    const button = within(first).getByRole('link', { name: 'Start Module: Module 1 title' });
    expect(button.className).toContain('border-input');
  });

  it('shows the three button states with their bars and the time left: start at 0, continue in progress, review (green) when completed', async () => {
    stubFetch(
      coursesRoutes({
        'GET /api/modules': { body: summariesOf(fourOwned) },
        'GET /api/progress': {
          body: [
            progressFixture({ moduleId: 1, progressPercentage: 0, timeSpent: 0 }),
            progressFixture({ moduleId: 2, sectionsCompleted: [0, 1], progressPercentage: 53, timeSpent: 20 }),
            progressFixture({ moduleId: 3, sectionsCompleted: [0, 1, 2], progressPercentage: 100, completed: true, timeSpent: 10 }),
            progressFixture({ moduleId: 4, sectionsCompleted: [0], progressPercentage: 27, timeSpent: 45 }),
          ],
        },
      }),
    );
    renderPage(CoursesPage, { routePath: '/courses' });
    const [start, inProgress, done, overTime] = (await cards()) as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];

    expect(within(start).getByRole('link', { name: 'Start Module: Module 1 title' }).className).toContain('border-input');
    expect(within(start).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(within(start).getByText('45 min left')).toBeInTheDocument();

    const continueButton = within(inProgress).getByRole('link', { name: 'Continue Module: Module 2 title' });
    expect(continueButton).toHaveAttribute('href', '/module/2');
    expect(continueButton.className).toContain('bg-primary');
    const inProgressBar = within(inProgress).getByRole('progressbar', { name: 'Progress' });
    expect(inProgressBar).toHaveAttribute('aria-valuenow', '40');
    expect(within(inProgress).getByText('40%')).toBeInTheDocument();
    expect(inProgressBar.firstElementChild?.className).toContain('bg-primary');
    expect(within(inProgress).getByText('25 min left')).toBeInTheDocument();

    expect(within(done).getByRole('link', { name: 'Review Module: Module 3 title' })).toHaveAttribute('href', '/module/3');
    const doneBar = within(done).getByRole('progressbar');
    expect(doneBar).toHaveAttribute('aria-valuenow', '100');
    expect(doneBar.firstElementChild?.className).toContain('bg-success');
    expect(within(done).getByText('Completed')).toBeInTheDocument();

    expect(within(overTime).getByRole('link', { name: 'Continue Module: Module 4 title' })).toBeInTheDocument();
    expect(within(overTime).getByText('Completed')).toBeInTheDocument();
  });

  it('marks a locked module with a lock and offers lifetime access instead of the start button', async () => {
    stubFetch(coursesRoutes());
    renderPage(CoursesPage, { routePath: '/courses' });
    const locked = (await cards())[2] as HTMLElement;
    expect(within(locked).getByText('Locked')).toBeInTheDocument();
    expect(within(locked).getByRole('link', { name: /Unlock with lifetime access/ })).toHaveAttribute('href', '/pricing');
    expect(within(locked).queryByRole('link', { name: /Start Module/ })).not.toBeInTheDocument();
  });

  it('tells the mentor it is on the courses page, and clears that when it goes away', async () => {
    stubFetch(coursesRoutes());
    const { platform, unmount } = renderPage(CoursesPage, { routePath: '/courses' });
    await cards();
    expect(platform.setMentorContext).toHaveBeenLastCalledWith({ page: 'courses' });
    unmount();
    expect(platform.setMentorContext).toHaveBeenLastCalledWith(null);
  });
});
