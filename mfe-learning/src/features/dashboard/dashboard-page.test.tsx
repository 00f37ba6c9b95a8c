import type { UserLevel } from '@academy/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, learner, pending, renderPage, stubFetch } from '@academy/web-kit/testing';
import { caseStudy, onboardingRecord, progressFixture, statsFixture, tools } from '../../test/learner-fixtures.ts';
import { moduleSummaries, modules } from '../../test/modules-fixture.ts';
import { pathFixture } from '../../test/learning-path-fixture.ts';
import { DashboardPage } from './dashboard-page.tsx';

type Routes = Parameters<typeof stubFetch>[0];

// The tools slice's answer to GET /api/user-level, for the arena's quick view.
const arenaLevel: UserLevel = {
  currentLevel: 3,
  currentXp: 2250,
  totalXp: 2250,
  levelXp: 250,
  xpToNextLevel: 750,
  progressPercent: 25,
  levelSize: 1000,
  gems: 42,
  title: 'Explorer',
  weeklyXp: 180,
  streakFreezePrice: 50,
  activeChallenges: 1,
  activeQuests: 2,
  timeZone: 'UTC',
};

function dashboardRoutes(overrides: Routes = {}): Routes {
  return {
    'GET /api/onboarding': { body: onboardingRecord },
    'GET /api/modules': { body: moduleSummaries },
    'GET /api/progress': { body: [progressFixture({ moduleId: 1, sectionsCompleted: [0], progressPercentage: 27 })] },
    'GET /api/stats': { body: statsFixture() },
    'GET /api/ai-tools': { body: tools },
    'GET /api/featured-case-study': { body: caseStudy },
    'GET /api/user-level': { body: arenaLevel },
    'GET /api/learning-path': { body: null },
    ...overrides,
  };
}

describe('DashboardPage', () => {
  it('shows the Challenge arena at a glance: level, title, XP bar, gems, running challenges and quests, and a way there', async () => {
    stubFetch(dashboardRoutes());
    renderPage(DashboardPage, { routePath: '/' });
    const arena = (await screen.findByRole('heading', { name: 'Challenge Arena' })).closest('div')?.parentElement as HTMLElement;
    expect(await within(arena).findByText('Level 3 · Explorer')).toBeInTheDocument();
    expect(within(arena).getByText('750 XP to next level')).toBeInTheDocument();
    expect(within(arena).getByRole('progressbar', { name: 'XP towards level 4' })).toHaveAttribute('aria-valuenow', '25');
    expect(within(arena).getByText('1 challenge and 2 quests running; gems buy streak freezes.')).toBeInTheDocument();
    expect(arena.querySelector('[data-arena-figure="Gems"]')).toHaveTextContent('42');
    expect(within(arena).getByRole('link', { name: 'Open the arena' })).toHaveAttribute('href', '/challenges');
  });

  it('when the arena cannot be reached, the quick view says so and the rest of the dashboard stands', async () => {
    stubFetch(dashboardRoutes({ 'GET /api/user-level': failure(503, 'down') }));
    renderPage(DashboardPage, { routePath: '/' });
    expect(await screen.findByText('Your level could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Continue Learning' })).toBeInTheDocument();
  });

  it('welcomes the learner with the day streak, modules done and the estimated ROI in thousands', async () => {
    stubFetch(dashboardRoutes());
    const { platform } = renderPage(DashboardPage, { routePath: '/' });
    const banner = await screen.findByRole('region', { name: 'Welcome back, Ada!' });
    expect(await within(banner).findByText('4 days')).toBeInTheDocument();
    expect(within(banner).getByText('Day streak')).toBeInTheDocument();
    expect(within(banner).getByText('1/3')).toBeInTheDocument();
    expect(within(banner).getByText('$12.4k')).toBeInTheDocument();
    expect(platform.setMentorContext).toHaveBeenCalledWith(expect.objectContaining({ page: 'dashboard' }));
  });

  it('explains the estimated ROI on demand, line by line', async () => {
    stubFetch(dashboardRoutes());
    renderPage(DashboardPage, { routePath: '/' });
    const toggle = await screen.findByRole('button', { name: 'How is this estimated?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'How the estimated ROI is worked out' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const explanation = screen.getByRole('region', { name: 'How the estimated ROI is worked out' });
    expect(
      within(explanation)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(statsFixture().estimatedRoiExplanation);
    await userEvent.click(toggle);
    expect(screen.queryByRole('region', { name: 'How the estimated ROI is worked out' })).not.toBeInTheDocument();
  });

  it('without a first name, welcomes the learner without one', async () => {
    stubFetch(dashboardRoutes());
    renderPage(DashboardPage, { routePath: '/', auth: { status: 'authenticated', user: { ...learner, firstName: null } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back!' })).toBeInTheDocument();
  });

  it('shows the learner’s path: the next module and how far along the path they are', async () => {
    stubFetch(dashboardRoutes({ 'GET /api/learning-path': { body: pathFixture() } }));
    renderPage(DashboardPage, { routePath: '/' });
    const path = await screen.findByRole('region', { name: 'Your path' });
    expect(await within(path).findByRole('link', { name: 'Building a KPI Dashboard' })).toHaveAttribute('href', '/module/12');
    expect(within(path).getByText('1 of 3 modules done')).toBeInTheDocument();
    expect(within(path).getByText('On track')).toBeInTheDocument();
  });

  it('when the service has no onboarding on record, sends the learner to /onboarding in place of the dashboard', async () => {
    stubFetch(dashboardRoutes({ 'GET /api/onboarding': { body: null } }));
    const { router } = renderPage(DashboardPage, { routePath: '/' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/onboarding');
    expect(router.history.length).toBe(1);
  });

  it('when the onboarding cannot be read, stays on the dashboard', async () => {
    const calls = stubFetch(dashboardRoutes({ 'GET /api/onboarding': failure(500, 'boom') }));
    renderPage(DashboardPage, { routePath: '/' });
    expect(await screen.findByRole('list', { name: 'Continue Learning' })).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/onboarding')).toBe(true);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('with onboarding on record, stays on the dashboard', async () => {
    stubFetch(dashboardRoutes());
    renderPage(DashboardPage, { routePath: '/' });
    expect(await screen.findByRole('list', { name: 'Continue Learning' })).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('offers the first two uncompleted modules to continue, with their progress', async () => {
    stubFetch(
      dashboardRoutes({
        'GET /api/progress': {
          body: [
            progressFixture({ moduleId: 1, completed: true, progressPercentage: 100, sectionsCompleted: [0, 1, 2] }),
            progressFixture({ moduleId: 2, sectionsCompleted: [0], progressPercentage: 27 }),
          ],
        },
      }),
    );
    renderPage(DashboardPage, { routePath: '/' });
    const list = await screen.findByRole('list', { name: 'Continue Learning' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/module/2', '/module/3']);
    expect(links[0]).toHaveTextContent('AI Content Marketing and SEO');
    expect(links[0]).toHaveTextContent('20% complete');
    expect(within(links[0] as HTMLElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
    expect(links[1]).toHaveTextContent('Included with lifetime access');
    expect(screen.getByRole('link', { name: 'Browse all courses' })).toHaveAttribute('href', '/courses');
  });

  it('when every module is completed, congratulates the learner instead', async () => {
    stubFetch(
      dashboardRoutes({
        'GET /api/progress': { body: modules.map((module) => progressFixture({ moduleId: module.id, completed: true, progressPercentage: 100 })) },
      }),
    );
    renderPage(DashboardPage, { routePath: '/' });
    expect(await screen.findByText('No active modules. Great job on completing your learning!')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Continue Learning' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('shows the overall progress ring (completed of all modules) and bars for the first three modules', async () => {
    stubFetch(
      dashboardRoutes({
        'GET /api/progress': {
          body: [
            progressFixture({ moduleId: 1, completed: true, progressPercentage: 100, sectionsCompleted: [0, 1, 2] }),
            progressFixture({ moduleId: 2, sectionsCompleted: [0, 1], progressPercentage: 53 }),
          ],
        },
      }),
    );
    renderPage(DashboardPage, { routePath: '/' });
    expect(await screen.findByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute('aria-valuenow', '33');
    const bars = within(screen.getByRole('list', { name: 'Module progress' })).getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['100', '40', '0']);
    expect(bars[0]).toHaveAccessibleName('AI-Powered Customer Acquisition Strategies');
  });

  it('shows up to four AI tools: external ones open their site in a new tab, internal ones their page', async () => {
    stubFetch(dashboardRoutes());
    renderPage(DashboardPage, { routePath: '/' });
    const list = await screen.findByRole('list', { name: 'AI tools' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(4);
    expect(within(list).getByRole('link', { name: /^ChatGPT \(opens in a new tab\)/ })).toHaveAttribute('target', '_blank');
    expect(within(list).getByRole('link', { name: /^ChatGPT \(opens in a new tab\)/ })).toHaveAttribute('href', 'https://chatgpt.com');
    expect(within(list).getByRole('link', { name: /ROI Calculator Pro/ })).toHaveAttribute('href', '/roi-calculator');
    expect(within(list).getByRole('link', { name: /Forecast Studio/ })).toHaveAttribute('href', '/tools');
    expect(within(list).queryByText('Canva')).not.toBeInTheDocument();
  });

  it('when the tools cannot be loaded, says so with Retry', async () => {
    stubFetch(dashboardRoutes({ 'GET /api/ai-tools': failure(503, 'tools down') }));
    renderPage(DashboardPage, { routePath: '/' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The tools could not be loaded');
    expect(alert).toHaveTextContent(/503: .*tools down/);
  });

  it('features a case study under Success Stories with its industry, reading time, growth and time to ROI', async () => {
    stubFetch(dashboardRoutes());
    renderPage(DashboardPage, { routePath: '/' });
    const stories = await screen.findByRole('region', { name: 'Success Stories' });
    expect(within(stories).getByRole('heading', { name: 'A boutique doubles repeat orders' })).toBeInTheDocument();
    expect(within(stories).getByText('E-commerce')).toBeInTheDocument();
    expect(within(stories).getByText('6 min read')).toBeInTheDocument();
    expect(within(stories).getByText('+38% revenue growth')).toBeInTheDocument();
    expect(within(stories).getByText('3 months')).toBeInTheDocument();
  });

  it('without a featured case study, shows no Success Stories', async () => {
    stubFetch(dashboardRoutes({ 'GET /api/featured-case-study': { body: null } }));
    renderPage(DashboardPage, { routePath: '/' });
    await screen.findByRole('list', { name: 'AI tools' });
    expect(screen.queryByText('Success Stories')).not.toBeInTheDocument();
  });

  it('has quick actions: the skill assessment, the certificate, template downloads and the admin dashboard', async () => {
    stubFetch(dashboardRoutes());
    renderPage(DashboardPage, { routePath: '/' });
    expect(await screen.findByRole('link', { name: /Take Skill Assessment/ })).toHaveAttribute('href', '/skill-assessment');
    expect(screen.getByRole('link', { name: /Your Certificate/ })).toHaveAttribute('href', '/certificate');
    const templates = screen.getByRole('group', { name: 'Download Templates' });
    const prompts = within(templates).getByRole('link', { name: 'AI Prompt Pack' });
    expect(prompts).toHaveAttribute('href', '/api/templates/ai-prompt-pack.md');
    expect(prompts).toHaveAttribute('download', 'ai-prompt-pack.md');
    expect(within(templates).getByRole('link', { name: 'ROI Worksheet' })).toHaveAttribute('href', '/api/templates/roi-worksheet.csv');
    expect(screen.getByRole('link', { name: /Admin Dashboard/ })).toHaveAttribute('href', '/admin');
  });

  it("reminds the learner of today's study minutes", async () => {
    stubFetch(dashboardRoutes());
    renderPage(DashboardPage, { routePath: '/' });
    expect(await screen.findByText("You've studied 25 minutes today")).toBeInTheDocument();
  });

  it('when the stats cannot be loaded, says so with Retry and keeps the rest of the dashboard', async () => {
    stubFetch(dashboardRoutes({ 'GET /api/stats': failure(500, 'stats down') }));
    renderPage(DashboardPage, { routePath: '/' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your stats could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Continue Learning' })).toBeInTheDocument();
  });

  it("while the learner's records load, keeps the room of the next two modules and of the progress panel", async () => {
    stubFetch(dashboardRoutes({ 'GET /api/progress': pending }));
    renderPage(DashboardPage, { routePath: '/' });
    const continueCard = (await screen.findByRole('heading', { name: 'Continue Learning' })).closest('.rounded-card') as HTMLElement;
    expect(await within(continueCard).findByText('Loading your progress...')).toBeInTheDocument();
    expect(within(continueCard).getByRole('status')).toHaveTextContent('Loading your progress...');
    expect(screen.queryByRole('list', { name: 'Continue Learning' })).not.toBeInTheDocument();
    const next = continueCard.querySelector('[data-placeholder]');
    expect(next?.querySelectorAll('a')).toHaveLength(2);
    expect(next).toHaveTextContent('AI-Powered Customer Acquisition Strategies');
    expect(next).toHaveTextContent('AI Content Marketing and SEO');
    expect(screen.queryByRole('progressbar', { name: 'Overall progress' })).not.toBeInTheDocument();
    expect(screen.queryByText('Loading modules...')).not.toBeInTheDocument();
    // The next two modules and the progress panel (the path card keeps its own room while it loads).
    expect([...document.querySelectorAll('[data-placeholder]')].filter((placeholder) => !placeholder.closest('#your-path'))).toHaveLength(2);
  });

  it('while the records load, leaves out of the placeholders a module the list says is completed', async () => {
    const [first, ...rest] = moduleSummaries;
    const done = { ...first!, progress: { progressPercentage: 100, completed: true, sectionsCompleted: 3 } };
    stubFetch(dashboardRoutes({ 'GET /api/modules': { body: [done, ...rest] }, 'GET /api/progress': pending }));
    renderPage(DashboardPage, { routePath: '/' });
    await screen.findAllByText('Loading your progress...');
    const next = (screen.getByRole('heading', { name: 'Continue Learning' }).closest('.rounded-card') as HTMLElement).querySelector('[data-placeholder]');
    expect([...(next?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href'))).toEqual(['/module/2', '/module/3']);
  });

  it('while the tools load, keeps the room of four tiles instead of a spinner', async () => {
    stubFetch(dashboardRoutes({ 'GET /api/ai-tools': pending }));
    renderPage(DashboardPage, { routePath: '/' });
    const toolsCard = (await screen.findByRole('heading', { name: 'AI Tools' })).closest('.rounded-card') as HTMLElement;
    expect(within(toolsCard).getByRole('status')).toHaveTextContent('Loading tools...');
    expect(toolsCard.querySelector('[data-placeholder]')?.children).toHaveLength(4);
    expect(toolsCard.querySelector('.animate-spin')).toBeNull();
  });

  it('while the modules load, says so in Continue Learning', async () => {
    stubFetch(dashboardRoutes({ 'GET /api/modules': pending }));
    renderPage(DashboardPage, { routePath: '/' });
    expect(await screen.findByText('Loading modules...')).toBeInTheDocument();
  });

  it('when the modules cannot be loaded, shows the error', async () => {
    stubFetch(dashboardRoutes({ 'GET /api/modules': failure(500, 'boom') }));
    renderPage(DashboardPage, { routePath: '/' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your modules could not be loaded');
    expect(alert).toHaveTextContent(/500: .*boom/);
  });

  it('with no modules, says new ones will be added', async () => {
    stubFetch(dashboardRoutes({ 'GET /api/modules': { body: [] }, 'GET /api/progress': { body: [] } }));
    renderPage(DashboardPage, { routePath: '/' });
    expect(await screen.findByText('No modules available yet')).toBeInTheDocument();
    expect(screen.queryByText('No active modules. Great job on completing your learning!')).not.toBeInTheDocument();
  });
});
