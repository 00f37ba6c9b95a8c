import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pending, stubFetch } from '../../test/fetch-stub.ts';
import { modules } from '../../test/modules-fixture.ts';
import { renderPage } from '../../test/render.tsx';
import { CoursesPage } from './courses-page.tsx';

describe('CoursesPage', () => {
  it('while the modules load, says so under the title', async () => {
    stubFetch({ 'GET /api/modules': pending });
    renderPage(CoursesPage, { routePath: '/courses' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Learning Modules' })).toBeInTheDocument();
    expect(screen.getByText('Comprehensive AI strategies and tools to accelerate your business growth')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading modules...');
  });

  it('when the modules cannot be loaded, shows the error with Retry', async () => {
    stubFetch({ 'GET /api/modules': { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'down', requestId: 'r1' } } } });
    renderPage(CoursesPage, { routePath: '/courses' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/503: .*down/);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('with no modules, says new ones will be added', async () => {
    stubFetch({ 'GET /api/modules': { body: [] } });
    renderPage(CoursesPage, { routePath: '/courses' });
    expect(await screen.findByText('No modules available yet')).toBeInTheDocument();
    expect(screen.getByText('New learning modules will be added soon. Check back later!')).toBeInTheDocument();
  });

  it('shows one card per module with its category, position, length and a way in', async () => {
    stubFetch({ 'GET /api/modules': { body: modules } });
    const { platform } = renderPage(CoursesPage, { routePath: '/courses' });
    const cards = within(await screen.findByRole('list', { name: 'Learning modules' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'AI-Powered Customer Acquisition Strategies' })).toBeInTheDocument();
    expect(within(first).getByText('Customer Acquisition')).toBeInTheDocument();
    expect(within(first).getByText('Module 1 of 3')).toBeInTheDocument();
    expect(within(first).getByText('45 min')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /Start Module/ })).toHaveAttribute('href', '/module/1');
    expect(within(second).getByText('Analytics & ROI')).toBeInTheDocument();
    expect(second.querySelector('img')).toHaveAttribute('src', '/images/seo.png');
    expect(first.querySelector('img')).toBeNull();
    expect(within(first).getByText('Free preview')).toBeInTheDocument();
    expect(within(cards[2] as HTMLElement).getByText('Included with lifetime access')).toBeInTheDocument();
    expect(within(second).queryByText(/Free preview|Included with lifetime access/)).not.toBeInTheDocument();
    expect(platform.setMentorContext).toHaveBeenCalledWith({ page: 'courses' });
  });
});
