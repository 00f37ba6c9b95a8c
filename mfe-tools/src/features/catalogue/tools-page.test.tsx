import type { AiTool } from '@academy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pending, renderPage, stubFetch } from '@academy/web-kit/testing';
import { ToolsPage } from './tools-page.tsx';

const tool = (overrides: Partial<AiTool> & Pick<AiTool, 'id' | 'name' | 'category'>): AiTool => ({
  description: `${overrides.name} for your business`,
  icon: 'calculator',
  color: 'primary',
  isExternal: false,
  url: null,
  path: null,
  ...overrides,
});

const catalogue: AiTool[] = [
  tool({ id: 1, name: 'ROI Calculator Pro', category: 'analytics', icon: 'calculator', path: '/roi-calculator' }),
  tool({ id: 2, name: 'Lead Score Calculator', category: 'crm', icon: 'users' }),
  tool({ id: 3, name: 'Conversion Rate Analyzer', category: 'analytics', icon: 'chart-line', path: '/conversion-analyzer' }),
  tool({ id: 4, name: 'Prompt Studio', category: 'content', icon: 'unknown-icon', isExternal: true, url: 'https://prompts.example.com' }),
  tool({ id: 5, name: 'Inbox Sorter', category: 'automation', icon: 'zap' }),
];

const toolsRoute = { 'GET /api/ai-tools': { body: catalogue } };

function toolCards() {
  return within(screen.getByRole('list', { name: 'Tools' })).getAllByRole('listitem');
}

describe('ToolsPage', () => {
  it('while the tools load, says so', async () => {
    stubFetch({ 'GET /api/ai-tools': pending });
    renderPage(ToolsPage, { routePath: '/tools' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading tools...');
  });

  it('when the tools cannot be loaded, shows the error message the spec names', async () => {
    stubFetch({ 'GET /api/ai-tools': { status: 500, body: { error: { code: 'INTERNAL', message: 'boom', requestId: 'r1' } } } });
    renderPage(ToolsPage, { routePath: '/tools' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/Error loading tools: 500: .*boom/);
  });

  it('with an empty catalogue, says no tools are available yet', async () => {
    stubFetch({ 'GET /api/ai-tools': { body: [] } });
    renderPage(ToolsPage, { routePath: '/tools' });
    expect(await screen.findByText('No tools available yet')).toBeInTheDocument();
    expect(screen.getByText('AI business tools will be added soon. Check back later!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^All/ })).not.toBeInTheDocument();
  });

  it('lists every tool with its category and offers one filter per category, sorted and counted', async () => {
    stubFetch(toolsRoute);
    renderPage(ToolsPage, { routePath: '/tools' });
    expect(await screen.findByRole('heading', { level: 1, name: 'AI Business Tools' })).toBeInTheDocument();
    expect(toolCards()).toHaveLength(5);
    const filters = within(screen.getByRole('group', { name: 'Filter by category' })).getAllByRole('button');
    expect(filters.map((button) => button.textContent)).toEqual(['All (5)', 'Analytics (2)', 'Automation (1)', 'Content (1)', 'CRM (1)']);
    expect(screen.getByRole('button', { name: 'All (5)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filtering by a category shows only its tools with a banner, hides the category grid, and Clear undoes it', async () => {
    stubFetch(toolsRoute);
    renderPage(ToolsPage, { routePath: '/tools' });
    await userEvent.click(await screen.findByRole('button', { name: 'Analytics (2)' }));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 analytics tools');
    expect(toolCards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['ROI Calculator Pro', 'Conversion Rate Analyzer']);
    expect(screen.queryByRole('heading', { name: 'Browse by Category' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(toolCards()).toHaveLength(5);
    expect(screen.getByRole('heading', { name: 'Browse by Category' })).toBeInTheDocument();
  });

  it('the category grid counts tools and filters when a category is chosen', async () => {
    stubFetch(toolsRoute);
    renderPage(ToolsPage, { routePath: '/tools' });
    const grid = (await screen.findByRole('heading', { name: 'Browse by Category' })).parentElement as HTMLElement;
    expect(within(grid).getByRole('button', { name: /Analytics\s*2 tools/ })).toBeInTheDocument();
    await userEvent.click(within(grid).getByRole('button', { name: /CRM\s*1 tool$/ }));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 crm tool');
    expect(toolCards()).toHaveLength(1);
  });

  it('an external tool opens its address in a new tab', async () => {
    stubFetch(toolsRoute);
    renderPage(ToolsPage, { routePath: '/tools' });
    const link = await screen.findByRole('link', { name: /Open Tool: Prompt Studio/ });
    expect(link).toHaveAttribute('href', 'https://prompts.example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('an internal tool navigates to the page its catalogue entry names', async () => {
    stubFetch(toolsRoute);
    const { router } = renderPage(ToolsPage, { routePath: '/tools' });
    await userEvent.click(await screen.findByRole('button', { name: 'Use Tool: ROI Calculator Pro' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/roi-calculator'));
  });

  it('the page comes from the entry, not the display name', async () => {
    stubFetch({ 'GET /api/ai-tools': { body: [tool({ id: 9, name: 'Renamed Funnel Tool', category: 'analytics', path: '/conversion-analyzer' })] } });
    const { router } = renderPage(ToolsPage, { routePath: '/tools' });
    await userEvent.click(await screen.findByRole('button', { name: 'Use Tool: Renamed Funnel Tool' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/conversion-analyzer'));
  });

  it('an internal tool without a known page stays put and only logs a warning', async () => {
    stubFetch(toolsRoute);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = renderPage(ToolsPage, { routePath: '/tools' });
    await userEvent.click(await screen.findByRole('button', { name: 'Use Tool: Inbox Sorter' }));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Inbox Sorter'));
    expect(router.state.location.pathname).toBe('/tools');
  });

  it('tells the mentor the learner is on the tools page', async () => {
    stubFetch(toolsRoute);
    const { platform } = renderPage(ToolsPage, { routePath: '/tools' });
    await screen.findByRole('heading', { level: 1, name: 'AI Business Tools' });
    expect(platform.setMentorContext).toHaveBeenCalledWith({ page: 'tools' });
  });
});
