import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pending, stubFetch } from '../../test/fetch-stub.ts';
import { modules } from '../../test/modules-fixture.ts';
import { learner, renderPage } from '../../test/render.tsx';
import { DashboardPage } from './dashboard-page.tsx';

describe('DashboardPage', () => {
  it('welcomes the learner by first name and counts the modules of the programme', async () => {
    stubFetch({ 'GET /api/modules': { body: modules } });
    const { platform } = renderPage(DashboardPage, { routePath: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeInTheDocument();
    expect(await screen.findByText('3 modules in your programme')).toBeInTheDocument();
    expect(platform.setMentorContext).toHaveBeenCalledWith({ page: 'dashboard' });
  });

  it('without a first name, welcomes the learner without one', async () => {
    stubFetch({ 'GET /api/modules': { body: modules } });
    renderPage(DashboardPage, { routePath: '/', auth: { status: 'authenticated', user: { ...learner, firstName: null } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back!' })).toBeInTheDocument();
  });

  it('offers the first two modules to continue with, and a link to all courses', async () => {
    stubFetch({ 'GET /api/modules': { body: modules } });
    renderPage(DashboardPage, { routePath: '/' });
    const list = await screen.findByRole('list', { name: 'Continue Learning' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/module/1');
    expect(links[0]).toHaveTextContent('AI-Powered Customer Acquisition Strategies');
    expect(links[1]).toHaveAttribute('href', '/module/2');
    expect(screen.getByRole('link', { name: 'Browse all courses' })).toHaveAttribute('href', '/courses');
  });

  it('has quick actions to the skill assessment and the admin dashboard', async () => {
    stubFetch({ 'GET /api/modules': { body: modules } });
    renderPage(DashboardPage, { routePath: '/' });
    expect(await screen.findByRole('link', { name: /Take Skill Assessment/ })).toHaveAttribute('href', '/skill-assessment');
    expect(screen.getByRole('link', { name: /Admin Dashboard/ })).toHaveAttribute('href', '/admin');
  });

  it('while the modules load, says so in Continue Learning', async () => {
    stubFetch({ 'GET /api/modules': pending });
    renderPage(DashboardPage, { routePath: '/' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading modules...');
  });

  it('when the modules cannot be loaded, shows the error', async () => {
    stubFetch({ 'GET /api/modules': { status: 500, body: { error: { code: 'INTERNAL', message: 'boom', requestId: 'r1' } } } });
    renderPage(DashboardPage, { routePath: '/' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/500: .*boom/);
  });

  it('with no modules, says new ones will be added', async () => {
    stubFetch({ 'GET /api/modules': { body: [] } });
    renderPage(DashboardPage, { routePath: '/' });
    expect(await screen.findByText('No modules available yet')).toBeInTheDocument();
    expect(screen.getByText('0 modules in your programme')).toBeInTheDocument();
  });
});
