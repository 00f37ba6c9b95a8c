import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pending, stubFetch } from '../../test/fetch-stub.ts';
import { modules } from '../../test/modules-fixture.ts';
import { renderPage } from '../../test/render.tsx';
import { ModulePage } from './module-page.tsx';

const modulesRoute = { 'GET /api/modules': { body: modules } };

describe('ModulePage', () => {
  it('while the module loads, says so', async () => {
    stubFetch({ 'GET /api/modules': pending });
    renderPage(ModulePage, { routePath: '/module/$id', url: '/module/1' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading module...');
  });

  it('when the modules cannot be loaded, shows the error with Retry', async () => {
    stubFetch({ 'GET /api/modules': { status: 500, body: { error: { code: 'INTERNAL', message: 'boom', requestId: 'r1' } } } });
    renderPage(ModulePage, { routePath: '/module/$id', url: '/module/1' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/500: .*boom/);
  });

  it('for an unknown id, says the module does not exist and links back to the courses', async () => {
    stubFetch(modulesRoute);
    renderPage(ModulePage, { routePath: '/module/$id', url: '/module/99' });
    expect(await screen.findByRole('heading', { name: 'Module Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The learning module you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute('href', '/courses');
  });

  it('for an id that is not a number, says the module does not exist', async () => {
    stubFetch(modulesRoute);
    renderPage(ModulePage, { routePath: '/module/$id', url: '/module/abc' });
    expect(await screen.findByRole('heading', { name: 'Module Not Found' })).toBeInTheDocument();
  });

  it('shows the module header, its sections with durations, the first section and the objectives', async () => {
    stubFetch(modulesRoute);
    const { platform } = renderPage(ModulePage, { routePath: '/module/$id', url: '/module/1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'AI-Powered Customer Acquisition Strategies' })).toBeInTheDocument();
    expect(screen.getByText('beginner')).toBeInTheDocument();
    expect(screen.getByText('45 min')).toBeInTheDocument();
    const sections = within(screen.getByRole('navigation', { name: 'Sections' })).getAllByRole('button');
    expect(sections.map((button) => button.textContent)).toEqual(['1Where AI helps10 min', '2Your ideal customer12 min', '3The sprint8 min']);
    expect(sections[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { level: 2, name: 'Where AI helps' })).toBeInTheDocument();
    expect(screen.getByText('CAC').tagName).toBe('STRONG');
    const objectives = screen.getByRole('region', { name: 'Learning Objectives' });
    expect(within(objectives).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Calculate your customer acquisition cost',
      'Plan a 30-day sprint',
    ]);
    expect(platform.setMentorContext).toHaveBeenCalledWith(
      expect.objectContaining({ page: 'module', moduleId: 1, learningContext: expect.objectContaining({ currentSection: 'Where AI helps' }) }),
    );
  });

  it('moves between sections with Previous and Next, which stop at the first and last section', async () => {
    stubFetch(modulesRoute);
    renderPage(ModulePage, { routePath: '/module/$id', url: '/module/1' });
    const previous = await screen.findByRole('button', { name: 'Previous Section' });
    const next = screen.getByRole('button', { name: 'Next Section' });
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    expect(screen.getByRole('heading', { level: 2, name: 'Your ideal customer' })).toBeInTheDocument();
    expect(screen.getByText('Export your customers.')).toBeInTheDocument();
    await userEvent.click(next);
    expect(screen.getByRole('heading', { level: 2, name: 'The sprint' })).toBeInTheDocument();
    expect(next).toBeDisabled();
    await userEvent.click(previous);
    expect(screen.getByRole('heading', { level: 2, name: 'Your ideal customer' })).toBeInTheDocument();
  });

  it('opens a section chosen in the sidebar', async () => {
    stubFetch(modulesRoute);
    renderPage(ModulePage, { routePath: '/module/$id', url: '/module/1' });
    const sidebar = await screen.findByRole('navigation', { name: 'Sections' });
    await userEvent.click(within(sidebar).getByRole('button', { name: /The sprint/ }));
    expect(screen.getByRole('heading', { level: 2, name: 'The sprint' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: /The sprint/ })).toHaveAttribute('aria-current', 'step');
  });

  it('shows no progress, quiz or video controls yet', async () => {
    stubFetch(modulesRoute);
    renderPage(ModulePage, { routePath: '/module/$id', url: '/module/1' });
    await screen.findByRole('button', { name: 'Next Section' });
    expect(screen.queryByRole('button', { name: /Mark Complete|Start Quiz|Complete Module/ })).not.toBeInTheDocument();
  });

  it('for a module the learner does not own, lists its sections but offers the course instead of its text', async () => {
    stubFetch(modulesRoute);
    renderPage(ModulePage, { routePath: '/module/$id', url: '/module/3' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lead Scoring and Qualification' })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(sidebar).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1Why score leads9 min', '2Build the score14 min']);
    expect(within(sidebar).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This module is part of the full course' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the course offer' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Next Section' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Learning Objectives' })).toBeInTheDocument();
  });
});
