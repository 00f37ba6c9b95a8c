import { readFileSync } from 'node:fs';
import type { AiTool } from '@academy/contracts';
import { drawnAsFarAs, firstViews, markupHolder, outline, pending, renderPage, stubFetch, visibleText, type StubReply } from '@academy/web-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ToolsPage } from '../features/catalogue/index.ts';
import { analyticsRoute, calculatorRoutes, catalogueFile, challengesRoute, pages, seedCatalogue, shippedCatalogue, toolsRoute } from './pages.tsx';

/** The content file read on its own terms, to hold the prerender to it. */
const entries = parse(readFileSync(catalogueFile(), 'utf8')) as { name: string; isExternal: boolean; url?: string; path?: string }[];

/*
 * Each test renders the whole catalogue page (twice for the first one: prerendered and as the app).
 * On a busy machine that takes many times an idle one's: generous limits, ended as soon as the
 * awaited state is there.
 */
const BUSY_MACHINE_WAIT_MS = 15_000;

describe("the tools slice's prerendered pages", { timeout: 120_000 }, () => {
  it('draws /tools for a signed-in user as the app first draws it from the same catalogue', async () => {
    const views = await firstViews({ route: toolsRoute, audience: 'member', seed: seedCatalogue(shippedCatalogue()) });
    expect(views.prerendered).toContain('<h1 .text-3xl font-bold tracking-tight text-foreground> AI Business Tools');
    expect(views.app).toBe(views.prerendered);
  });

  it('draws the signed-in catalogue page, with the whole shipped catalogue and nothing left loading', async () => {
    const drawn = await pages();
    expect(drawn.map(({ url, audience }) => `${url} ${audience}`)).toEqual([
      '/tools member',
      '/analytics member',
      '/challenges member',
      '/roi-calculator member',
      '/ab-test-optimizer member',
      '/lead-score-calculator member',
      '/clv-predictor member',
      '/conversion-analyzer member',
    ]);
    for (const { url, markup } of drawn) {
      expect(markup, url).not.toContain('animate-spin');
      expect(markupHolder(markup).querySelectorAll('h1'), url).toHaveLength(1);
    }
    const holder = markupHolder(drawn[0]!.markup);
    expect(holder.querySelector('h1')?.textContent).toBe('AI Business Tools');
    expect(holder.querySelector('header p')?.textContent).toBe('Calculators, analyzers and automation tools that put AI to work on your business numbers.');
    const cards = holder.querySelectorAll('ul[aria-label="Tools"] > li');
    expect(entries.length).toBeGreaterThan(0);
    expect(cards).toHaveLength(entries.length);
    expect([...cards].map((card) => card.querySelector('h3')?.textContent)).toEqual(entries.map(({ name }) => name));
    expect(holder.querySelectorAll('.animate-spin, .animate-pulse')).toHaveLength(0);
    // An external tool is a real link in the static page already.
    const external = entries.find((entry) => entry.isExternal)!;
    expect(holder.querySelector(`a[aria-label="Open Tool: ${external.name} (opens in a new tab)"]`)?.getAttribute('href')).toBe(external.url);
  });

  it('reads the catalogue as the API answers it from a fresh database: file order, ids from 1, no page for an external tool', () => {
    const tools = shippedCatalogue();
    expect(tools.map(({ id, name }) => `${id} ${name}`)).toEqual(entries.map(({ name }, index) => `${index + 1} ${name}`));
    for (const [index, tool] of tools.entries()) {
      expect(tool.path, tool.name).toBe(entries[index]!.path ?? null);
      expect(tool.url, tool.name).toBe(entries[index]!.url ?? null);
    }
  });

  it('leaves the app to ask the API even with the catalogue already in its cache, and to show what the API says', async () => {
    const answered: AiTool[] = [
      {
        id: 7,
        name: 'Only Tool Left',
        description: 'The one the API knows',
        category: 'crm',
        icon: 'users',
        color: 'primary',
        isExternal: false,
        url: null,
        path: '/lead-score-calculator',
      },
    ];
    const calls = stubFetch({ 'GET /api/ai-tools': { body: answered } });
    renderPage(ToolsPage, { routePath: '/tools', seed: seedCatalogue(shippedCatalogue()) });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Tools' })).getAllByRole('listitem')).toHaveLength(1), {
      timeout: BUSY_MACHINE_WAIT_MS,
    });
    expect(screen.getByRole('heading', { name: 'Only Tool Left' })).toBeInTheDocument();
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual(['GET /api/ai-tools']);
  });

  describe('/analytics', () => {
    const reads = ['GET /api/analytics/learning', 'GET /api/business-impact', 'GET /api/roi-calculations', 'GET /api/skill-assessments'];

    it('is drawn as the app first draws it once its code is in: the header for real, the learner’s figures still loading', async () => {
      const views = await firstViews({ route: analyticsRoute, audience: 'member' });
      expect(views.prerendered).toContain('<h1 .text-3xl font-bold tracking-tight text-foreground> Analytics Dashboard');
      expect(views.app).toBe(views.prerendered);
    });

    it('shows no figure of the learner: each summary value and note, the charts and the lists are placeholders, and a status says so', async () => {
      const holder = markupHolder((await pages()).find(({ url }) => url === '/analytics')!.markup);
      expect(holder.querySelector('[role="status"]')?.textContent).toBe('Loading analytics...');
      const cards = [...holder.querySelectorAll('[data-card], [data-card-note]')];
      expect(cards).toHaveLength(8);
      for (const card of cards) {
        expect(card.querySelector('[data-placeholder]'), card.outerHTML).not.toBeNull();
        expect(visibleText(card).trim(), card.outerHTML).toBe('');
      }
      // The charts' boxes and the lines about the period are there, as placeholders; not a digit a reader could take for a figure.
      expect([...holder.querySelectorAll('h3, [data-slot="card-title"], .font-semibold')].map((title) => title.textContent)).toEqual(
        expect.arrayContaining(['Learning trend', 'Business impact and ROI', 'Skills by category', 'Recent business impact']),
      );
      expect(holder.querySelectorAll('.h-64[data-placeholder]')).toHaveLength(2);
      expect(visibleText(holder)).not.toMatch(/\d/);
      for (const placeholder of holder.querySelectorAll('[data-placeholder]')) {
        expect(placeholder.getAttribute('aria-hidden')).toBe('true');
        expect(placeholder.textContent).not.toMatch(/\d/);
      }
    });

    it('is replaced by the app only when the app draws as much, and the app shows the figures once they are in', async () => {
      const staticPage = markupHolder((await pages()).find(({ url }) => url === '/analytics')!.markup);
      stubFetch(Object.fromEntries(reads.map((read): [string, StubReply] => [read, pending])));
      const { container, unmount } = renderPage(analyticsRoute.component, { routePath: '/analytics' });
      await waitFor(() => expect(container.querySelector('h1')).not.toBeNull());
      expect(drawnAsFarAs(container, staticPage)).toBe(true);
      unmount();

      stubFetch(Object.fromEntries(reads.map((read): [string, StubReply] => [read, { body: [] }])));
      renderPage(analyticsRoute.component, { routePath: '/analytics' });
      await waitFor(() => expect(document.querySelector('[data-card="Active Metrics"]')?.textContent).toBe('0'), { timeout: BUSY_MACHINE_WAIT_MS });
      // The charts' boxes hold placeholders until their drawings have loaded (drawn at once here: jsdom has no IntersectionObserver).
      await waitFor(() => expect(document.querySelectorAll('[data-placeholder]')).toHaveLength(0));
      expect(screen.queryByRole('status')).toBeNull();
    });
  });

  describe('/challenges', () => {
    it('is drawn as the app first draws it once its code is in', async () => {
      const views = await firstViews({ route: challengesRoute, audience: 'member' });
      expect(views.prerendered).toContain('Challenge Arena');
      expect(views.app).toBe(views.prerendered);
    });

    it('shows the arena’s header and tabs; the learner’s level, gems and quests are still loading, with no figure made up', async () => {
      const holder = markupHolder((await pages()).find(({ url }) => url === '/challenges')!.markup);
      expect(holder.querySelector('h1')?.textContent).toBe('Challenge Arena');
      expect([...holder.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual(['Weekly Quests', 'Challenge Modes', 'Leaderboard']);
      for (const figure of holder.querySelectorAll('[data-figure]')) expect(figure.textContent, figure.getAttribute('data-figure') ?? '').not.toMatch(/\d/);
      expect(holder.querySelector('[role="status"]')?.textContent).toBe("Loading this week's quests...");
      expect(holder.querySelectorAll('.animate-pulse')).toHaveLength(3);
    });
  });

  describe('the calculators', () => {
    it.each(calculatorRoutes.map((route) => [route.path, route] as const))(
      'draws %s as the app first draws it, its form a placeholder of its size until the app is there to take what is typed',
      async (url, route) => {
        const views = await firstViews({ route, audience: 'member' });
        const holder = markupHolder((await pages()).find((page) => page.url === url)!.markup);
        expect(holder.querySelector('nav[aria-label="Calculator navigation"] a[href="/tools"]')).not.toBeNull();
        expect(holder.querySelector('section[aria-label="Result"]')).not.toBeNull();
        // The form is there, inert and hidden from assistive technology, a status line saying it is on its way.
        const placeholders = holder.querySelectorAll('[data-placeholder]');
        expect(placeholders).toHaveLength(1);
        const [form] = placeholders;
        expect(form?.hasAttribute('inert')).toBe(true);
        expect(form?.querySelector('form button[type="submit"]')).not.toBeNull();
        expect(holder.querySelector('[role="status"]')?.textContent).toBe('Loading the calculator...');
        // The app in the browser draws the same page with the form live in the placeholder's place.
        form?.replaceWith(...form.childNodes);
        holder.querySelector('[role="status"]')?.remove();
        expect([...holder.children].map((child) => outline(child)).join('\n')).toBe(views.app);
        expect(views.app).not.toContain('animate-pulse');
      },
    );
  });
});
