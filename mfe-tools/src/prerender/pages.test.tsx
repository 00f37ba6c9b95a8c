import { readFileSync } from 'node:fs';
import type { AiTool } from '@academy/contracts';
import { firstViews, renderPage, stubFetch } from '@academy/web-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ToolsPage } from '../features/catalogue/index.ts';
import { catalogueFile, pages, seedCatalogue, shippedCatalogue, toolsRoute } from './pages.tsx';

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

  it('draws only the signed-in page, with the whole shipped catalogue and nothing left loading', async () => {
    const drawn = await pages();
    expect(drawn.map(({ url, audience }) => `${url} ${audience}`)).toEqual(['/tools member']);
    const holder = document.createElement('div');
    holder.innerHTML = drawn[0]!.markup;
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
});
