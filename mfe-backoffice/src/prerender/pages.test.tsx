import type { AdminUser, AdminUsersPage } from '@academy/contracts';
import type { PrerenderedPage } from '@academy/web-kit/prerender';
import { someAdministrator } from '@academy/web-kit/prerender';
import { drawnAsFarAs, firstViews, markupHolder, pending, renderPage, stubFetch, visibleText } from '@academy/web-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminRoute, crmRoute, pages } from './pages.tsx';

function holderOf(page: PrerenderedPage | undefined): HTMLElement {
  if (!page) throw new Error('page not drawn');
  return markupHolder(page.markup);
}

const usersRead = 'GET /api/admin/users?status=all&role=all&sort=createdAt&order=desc&page=1&pageSize=20';
const administrator = {
  status: 'authenticated',
  user: { ...someAdministrator, id: 'admin-1', email: 'ada@example.com', firstName: 'Ada', lastName: null },
} as const;

describe("the back-office slice's prerendered pages", { timeout: 120_000 }, () => {
  let drawn: PrerenderedPage[];
  const page = (url: string, audience: 'visitor' | 'member') => holderOf(drawn.find((item) => item.url === url && item.audience === audience));

  beforeAll(async () => {
    drawn = await pages();
  });

  it('draws /admin and /crm for a visitor and for a signed-in user, one heading each and nothing spinning', () => {
    expect(drawn.map(({ url, audience }) => `${url} ${audience}`)).toEqual(['/admin visitor', '/admin member', '/crm visitor', '/crm member']);
    for (const { url, audience, markup } of drawn) {
      expect(markup, `${url} ${audience}`).not.toContain('animate-spin');
      expect(holderOf({ url, audience, markup }).querySelectorAll('h1'), `${url} ${audience}`).toHaveLength(1);
    }
  });

  describe('/admin', () => {
    it('is drawn for a signed-in user as the app first draws it for an administrator', async () => {
      const views = await firstViews({ route: adminRoute, audience: 'member', member: someAdministrator });
      expect(views.prerendered).toContain('<h1 .text-3xl font-bold tracking-tight text-foreground> Admin Dashboard');
      expect(views.app).toBe(views.prerendered);
    });

    it("shows the dashboard's header and tabs; the administrator's name, the users' figures and the list are placeholders, never a made-up 0", () => {
      const holder = page('/admin', 'member');
      expect([...holder.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual(['User Management', 'Pricing Management', 'Security & Audit']);
      const signedInAs = within(holder).getByText(/Signed in as/);
      expect(visibleText(signedInAs).trim()).toBe('Signed in as');
      expect(signedInAs.querySelector('[data-placeholder]')).not.toBeNull();
      for (const title of ['Total Users', 'Active Subscriptions', 'Free Users', 'New This Month']) {
        const figure = within(holder).getByRole('group', { name: title });
        expect(figure.querySelector('[data-placeholder]'), title).not.toBeNull();
        expect(visibleText(figure).trim(), title).toBe(title);
      }
      expect(within(holder).getByRole('status')).toHaveTextContent('Loading users...');
      expect(visibleText(holder)).not.toMatch(/\d|@/);
    });

    it("is the app's refusal with Log In for a visitor, as the app first draws it", async () => {
      const views = await firstViews({ route: adminRoute, audience: 'visitor' });
      expect(views.app).toBe(views.prerendered);
      const holder = page('/admin', 'visitor');
      expect(holder.querySelector('h1')?.textContent).toBe('Access Denied');
      expect([...holder.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Go Home', 'Log In']);
    });

    it('is replaced once the app draws as much for an administrator, and shows the figures and users once they are in', async () => {
      const staticPage = page('/admin', 'member');
      stubFetch({ [usersRead]: pending });
      const first = renderPage(adminRoute.component, { routePath: '/admin', auth: administrator });
      await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
      expect(drawnAsFarAs(first.container, staticPage)).toBe(true);
      first.unmount();

      const user: AdminUser = {
        id: 'u-7',
        email: 'grace@example.com',
        firstName: 'Grace',
        lastName: 'Hopper',
        role: 'user',
        permissions: [],
        subscriptionPlan: 'free',
        subscriptionStatus: 'inactive',
        isAdmin: false,
        lastSignedInAt: null,
        createdAt: '2026-11-02T10:00:00.000Z',
      };
      const answer: AdminUsersPage = {
        users: [user],
        total: 1,
        page: 1,
        pageSize: 20,
        stats: { totalUsers: 1, activeSubscriptions: 0, freeUsers: 1, newThisMonth: 1 },
      };
      stubFetch({ [usersRead]: { body: answer } });
      renderPage(adminRoute.component, { routePath: '/admin', auth: administrator });
      await waitFor(() => expect(within(screen.getByRole('group', { name: 'Total Users' })).getByText('1')).toBeInTheDocument(), { timeout: 15_000 });
      expect(screen.getByText('Signed in as Ada')).toBeInTheDocument();
      expect(screen.getAllByText('grace@example.com').length).toBeGreaterThan(0);
      expect(document.querySelectorAll('[data-placeholder]')).toHaveLength(0);
    });
  });

  describe('/crm', () => {
    it('is drawn for a signed-in user as the app first draws it', async () => {
      const views = await firstViews({ route: crmRoute, audience: 'member' });
      expect(views.prerendered).toContain('<h1 .text-3xl font-bold tracking-tight text-foreground> Customer Relationship Management');
      expect(views.app).toBe(views.prerendered);
    });

    it('shows the four figures as placeholders, never a made-up 0, and the Getting Started hints for real', () => {
      const holder = page('/crm', 'member');
      for (const title of ['Total Contacts', 'Active Deals', 'Revenue', 'This Week']) {
        const figure = within(holder).getByRole('group', { name: title });
        expect(figure.querySelector('[data-placeholder]'), title).not.toBeNull();
        expect(visibleText(figure), title).not.toMatch(/\d/);
      }
      expect(within(holder).getByRole('status')).toHaveTextContent('Loading dashboard...');
      for (const hint of ['Getting Started', 'Add Contacts', 'Track Activities', 'Manage Deals']) {
        const heading = within(holder).getByRole('heading', { name: hint });
        expect(heading).toHaveTextContent(hint);
        // Drawn for real: not inside a placeholder, whose text is hidden.
        expect(heading.closest('[data-placeholder]'), hint).toBeNull();
      }
    });

    it("is the app's refusal with Log In for a visitor, as the app first draws it", async () => {
      const views = await firstViews({ route: crmRoute, audience: 'visitor' });
      expect(views.app).toBe(views.prerendered);
      expect(page('/crm', 'visitor').querySelector('h1')?.textContent).toBe('Access Denied');
    });
  });
});
