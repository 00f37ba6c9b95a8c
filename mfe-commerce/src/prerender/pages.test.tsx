import { firstViews } from '@academy/web-kit/testing';
import { describe, expect, it } from 'vitest';
import { pages, pricingRoute } from './pages.tsx';

describe("the commerce slice's prerendered pages", () => {
  it.each(['visitor', 'member'] as const)('draw /pricing for a %s as the app first draws it', async (audience) => {
    const views = await firstViews({ route: pricingRoute, audience });
    expect(views.prerendered).toContain('<h1 .text-3xl font-bold tracking-tight text-foreground sm:text-4xl> Simple, one-time pricing');
    expect(views.app).toBe(views.prerendered);
  });

  it('offers a visitor the sign-in and shows a signed-in user none, the offer still loading for both', async () => {
    const drawn = await pages();
    expect(drawn.map(({ url, audience }) => `${url} ${audience}`)).toEqual(['/pricing visitor', '/pricing member']);
    for (const page of drawn) {
      const holder = document.createElement('div');
      holder.innerHTML = page.markup;
      const signIn = [...holder.querySelectorAll('button')].filter((button) => button.textContent === 'Sign In');
      expect(signIn, page.audience).toHaveLength(page.audience === 'visitor' ? 1 : 0);
      expect(holder.querySelector('[aria-label="Loading the course offer"]'), page.audience).not.toBeNull();
    }
  });
});
