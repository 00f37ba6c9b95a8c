import { drawnAsFarAs, firstViews, markupHolder, outline, pending, renderPage, stubFetch, visibleText } from '@academy/web-kit/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkoutRoute, pages, paymentSuccessRoute, pricingRoute, servicesRoute } from './pages.tsx';

/** The outline of a prerendered page's markup, as firstViews gives it. */
const outlineOf = (markup: string) => [...markupHolder(markup).children].map((child) => outline(child)).join('\n');

async function builtPage(url: string, audience: 'visitor' | 'member') {
  const page = (await pages()).find((candidate) => candidate.url === url && candidate.audience === audience);
  if (!page) throw new Error(`no prerendered ${url} for a ${audience}`);
  return page.markup;
}

describe("the commerce slice's prerendered pages", () => {
  it.each(['visitor', 'member'] as const)('draw /pricing for a %s as the app first draws it', async (audience) => {
    const views = await firstViews({ route: pricingRoute, audience });
    expect(views.prerendered).toContain('<h1 .text-3xl font-bold tracking-tight text-foreground sm:text-4xl> Simple, one-time pricing');
    expect(views.app).toBe(views.prerendered);
  });

  it('offers a visitor the sign-in and shows a signed-in user none, the offer still loading for both', async () => {
    const drawn = (await pages()).filter(({ url }) => url === '/pricing');
    expect(drawn.map(({ audience }) => audience)).toEqual(['visitor', 'member']);
    for (const page of drawn) {
      const holder = markupHolder(page.markup);
      const signIn = [...holder.querySelectorAll('button')].filter((button) => button.textContent === 'Sign In');
      expect(signIn, page.audience).toHaveLength(page.audience === 'visitor' ? 1 : 0);
      expect(holder.querySelector('[aria-label="Loading the course offer"]'), page.audience).not.toBeNull();
    }
  });

  it('draws every page of the slice for a visitor and a signed-in user', async () => {
    expect((await pages()).map(({ url, audience }) => `${url} ${audience}`)).toEqual(
      ['/pricing', '/services', '/checkout', '/payment-success'].flatMap((url) => [`${url} visitor`, `${url} member`]),
    );
  });

  describe('/services', () => {
    it.each(['visitor', 'member'] as const)('is drawn whole for a %s, as the app first draws it', async (audience) => {
      const views = await firstViews({ route: servicesRoute, audience });
      expect(views.prerendered).toContain('<h1 .text-4xl font-bold tracking-tight text-foreground sm:text-5xl> Your business, simplified');
      expect(views.app).toBe(views.prerendered);
      const holder = markupHolder(await builtPage('/services', audience));
      expect(holder.querySelectorAll('[data-placeholder], .animate-spin')).toHaveLength(0);
      // The services' pictures are in the page itself (the app's build inlines them as data URLs too).
      const pictures = [...holder.querySelectorAll('img')].filter((image) => image.getAttribute('src')?.startsWith('data:image/svg+xml'));
      expect(pictures).toHaveLength(6);
    });
  });

  describe('/checkout', () => {
    const secret = 'pi_3AbCdEfGh1234567_secret_xyz';
    const url = `/checkout?client_secret=${secret}&amount=89`;
    const checkoutRead = 'GET /api/payments/checkout/pi_3AbCdEfGh1234567';

    it.each(['visitor', 'member'] as const)(
      "is drawn for a %s as the app first draws a buyer's checkout, while the purchase is asked for",
      async (audience) => {
        const views = await firstViews({ route: checkoutRoute, audience, url });
        expect(outlineOf(await builtPage('/checkout', audience))).toBe(views.app);
        expect(views.app).toContain('<h2 .text-lg font-semibold leading-tight tracking-tight> Payment Information');
      },
    );

    it('draws the price and the card form as placeholders: no figure, a form that takes nothing typed, a status saying so', async () => {
      const holder = markupHolder(await builtPage('/checkout', 'visitor'));
      expect(holder.querySelector('[role="status"]')?.textContent).toBe('Loading checkout...');
      expect(holder.querySelector('.animate-spin')).toBeNull();
      const placeholders = [...holder.querySelectorAll('[data-placeholder]')];
      expect(placeholders).toHaveLength(2);
      for (const placeholder of placeholders) {
        expect(placeholder.getAttribute('aria-hidden')).toBe('true');
        expect(placeholder.hasAttribute('inert')).toBe(true);
      }
      const [price, form] = placeholders;
      expect(price?.textContent?.trim()).toBe('');
      expect(form?.querySelectorAll('form input')).toHaveLength(3);
      expect(visibleText(holder)).not.toMatch(/\$/);
    });

    it('is replaced by the app once it draws as much, and the purchase takes the placeholders’ places with nothing else changed', async () => {
      const staticPage = markupHolder(await builtPage('/checkout', 'visitor'));
      stubFetch({ [checkoutRead]: pending });
      const first = renderPage(checkoutRoute.component, { routePath: '/checkout', url });
      expect(drawnAsFarAs(first.container, staticPage)).toBe(true);
      first.unmount();

      stubFetch({
        [checkoutRead]: {
          body: {
            paymentIntentId: 'pi_3AbCdEfGh1234567',
            productId: 'lifetime-access',
            productName: 'AI Business Growth Mastery',
            amount: 8900,
            currency: 'usd',
            status: 'pending',
          },
        },
      });
      const { container } = renderPage(checkoutRoute.component, { routePath: '/checkout', url });
      await screen.findByRole('button', { name: 'Complete Payment - $89' });
      expect(container.querySelectorAll('[data-placeholder]')).toHaveLength(0);
      // The static page with its placeholders unwrapped, the price and the button's label as the purchase gives them, is the app's page.
      const [price, form] = staticPage.querySelectorAll('[data-placeholder]');
      price?.replaceWith('$89');
      form?.replaceWith(...form.childNodes);
      staticPage.querySelector('[role="status"]')?.remove();
      const expected = [...staticPage.children].map((child) => outline(child)).join('\n');
      const drawn = [...container.children].map((child) => outline(child)).join('\n');
      expect(drawn).toBe(expected.replace('> Complete Payment', '> Complete Payment - $89'));
    });
  });

  describe('/payment-success', () => {
    it.each(['visitor', 'member'] as const)(
      'is drawn for a %s as the app first draws a returning buyer’s page: the payment being verified',
      async (audience) => {
        const views = await firstViews({
          route: paymentSuccessRoute,
          audience,
          url: '/payment-success?payment_intent=pi_3AbCdEfGh1234567&redirect_status=succeeded',
        });
        expect(outlineOf(await builtPage('/payment-success', audience))).toBe(views.app);
        expect(visibleText(markupHolder(await builtPage('/payment-success', audience)))).toContain('Verifying your payment...');
      },
    );
  });
});
