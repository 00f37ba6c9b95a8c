import type { SubscriptionPlan } from '@academy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pending, renderPage, signedOut, stubFetch } from '@academy/web-kit/testing';
import { PricingPage } from './pricing-page.tsx';

const lifetimeOffer: SubscriptionPlan = {
  id: 'lifetime-access',
  name: 'AI Business Growth Mastery',
  description: 'The complete course with lifetime access',
  price: 8900,
  interval: 'once',
  features: [
    '15+ comprehensive modules',
    '50+ AI tools and templates',
    'Real business case studies',
    'ROI calculators and analytics',
    'Skill assessments and certificates',
    'Interactive quizzes and challenges',
    'Personalised learning paths',
    'Lifetime access and updates',
  ],
  isPopular: true,
  isActive: true,
  stripePriceId: null,
};

const plansRoute = { 'GET /api/subscription-plans': { body: [lifetimeOffer] } };
const owned = {
  'GET /api/subscription-status': {
    body: { hasSubscription: true, currentPlan: { id: 'lifetime-access', name: 'AI Business Growth Mastery', interval: 'once' }, ownsCourse: true },
  },
};
const notOwned = { 'GET /api/subscription-status': { body: { hasSubscription: false, currentPlan: null, ownsCourse: false } } };

describe('PricingPage', () => {
  it('while the plans load, shows a loading stand-in for the offer', async () => {
    stubFetch({ 'GET /api/subscription-plans': pending });
    renderPage(PricingPage, { routePath: '/pricing' });
    expect(await screen.findByRole('status', { name: 'Loading the course offer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Get Lifetime Access/ })).not.toBeInTheDocument();
  });

  it('when the plans cannot be loaded, shows the error with a Retry that loads them again', async () => {
    const calls = stubFetch({ 'GET /api/subscription-plans': { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'down', requestId: 'r1' } } } });
    renderPage(PricingPage, { routePath: '/pricing' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The course offer could not be loaded');
    expect(alert).toHaveTextContent(/^.*503: .*UNAVAILABLE/);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/subscription-plans')).toHaveLength(2));
  });

  it('shows the lifetime offer from the plans: name, price, badge, features and guarantee', async () => {
    stubFetch(plansRoute);
    renderPage(PricingPage, { routePath: '/pricing' });
    const offer = await screen.findByRole('region', { name: 'AI Business Growth Mastery' });
    expect(within(offer).getByText('$89')).toBeInTheDocument();
    expect(within(offer).getByText('one-time')).toBeInTheDocument();
    expect(within(offer).getByText('Complete Course')).toBeInTheDocument();
    const features = within(within(offer).getByRole('list', { name: 'What the course includes' })).getAllByRole('listitem');
    expect(features.map((item) => item.textContent)).toEqual(lifetimeOffer.features);
    expect(within(offer).getByRole('button', { name: 'Get Lifetime Access - $89' })).toBeEnabled();
    expect(within(offer).getByText('30-day money-back guarantee')).toBeInTheDocument();
  });

  it('when the plans hold no lifetime offer, says the offer is not on sale', async () => {
    stubFetch({ 'GET /api/subscription-plans': { body: [] } });
    renderPage(PricingPage, { routePath: '/pricing' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The course offer is not on sale right now.');
  });

  it('answers the four questions and links to the terms and the privacy policy', async () => {
    stubFetch(plansRoute);
    renderPage(PricingPage, { routePath: '/pricing' });
    const faq = await screen.findByRole('region', { name: 'Frequently Asked Questions' });
    const questions = within(faq).getAllByText(/\?$/);
    expect(questions.map((question) => question.textContent)).toEqual([
      "What's included in the course?",
      'Is there a money-back guarantee?',
      'What payment methods do you accept?',
      'How long do I have access?',
    ]);
    expect(within(faq).getByText(/Visa, MasterCard, American Express and Discover/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('for a visitor, the purchase button signs in and comes back to the purchase without starting a payment', async () => {
    const calls = stubFetch(plansRoute);
    const { platform } = renderPage(PricingPage, { routePath: '/pricing', auth: signedOut });
    await userEvent.click(await screen.findByRole('button', { name: 'Get Lifetime Access - $89' }));
    expect(platform.signIn).toHaveBeenCalledWith('/pricing?purchase=lifetime');
    expect(calls.some((call) => call.method === 'POST' || call.url === '/api/subscription-status')).toBe(false);
  });

  it('offers a visitor who has an account to sign in and come back to Pricing; a signed-in learner is not asked', async () => {
    stubFetch({ ...plansRoute, ...notOwned });
    const { platform, unmount } = renderPage(PricingPage, { routePath: '/pricing', auth: signedOut });
    const prompt = await screen.findByText('Have an Account?');
    await userEvent.click(within(prompt.closest('p') as HTMLElement).getByRole('button', { name: 'Sign In' }));
    expect(platform.signIn).toHaveBeenCalledWith('/pricing');
    unmount();
    renderPage(PricingPage, { routePath: '/pricing' });
    expect(await screen.findByRole('button', { name: 'Get Lifetime Access - $89' })).toBeInTheDocument();
    expect(screen.queryByText('Have an Account?')).not.toBeInTheDocument();
  });

  it('back from sign-in with ?purchase=lifetime, continues the purchase to the checkout', async () => {
    const calls = stubFetch({ ...plansRoute, ...notOwned, 'POST /api/create-payment-intent': { body: { clientSecret: 'pi_789_secret_1' } } });
    const { router } = renderPage(PricingPage, { routePath: '/pricing', url: '/pricing?purchase=lifetime' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toEqual({ client_secret: 'pi_789_secret_1', amount: 89 });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('back from sign-in as an owner of the course, starts no payment', async () => {
    const calls = stubFetch({ ...plansRoute, ...owned });
    const { router } = renderPage(PricingPage, { routePath: '/pricing', url: '/pricing?purchase=lifetime' });
    expect(await screen.findByText('You own this course')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.searchStr).toBe(''));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('for an owner, shows the green Active Subscription banner naming the plan and no longer offers to buy', async () => {
    stubFetch({ ...plansRoute, ...owned });
    renderPage(PricingPage, { routePath: '/pricing' });
    const banner = await screen.findByRole('region', { name: 'Active Subscription' });
    expect(banner).toHaveTextContent('AI Business Growth Mastery');
    expect(screen.getByRole('link', { name: 'Go to your courses' })).toHaveAttribute('href', '/courses');
    expect(screen.queryByRole('button', { name: /Get Lifetime Access/ })).not.toBeInTheDocument();
  });

  it('for a learner without a plan, shows no subscription banner', async () => {
    stubFetch({ ...plansRoute, ...notOwned });
    renderPage(PricingPage, { routePath: '/pricing' });
    expect(await screen.findByRole('button', { name: 'Get Lifetime Access - $89' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Active Subscription' })).not.toBeInTheDocument();
  });

  it('for a signed-in learner, starts a payment of $89 and goes to the checkout with its client secret', async () => {
    const calls = stubFetch({
      ...plansRoute,
      'POST /api/create-payment-intent': { body: { clientSecret: 'pi_123_secret_456' } },
    });
    const { router } = renderPage(PricingPage, { routePath: '/pricing' });
    await userEvent.click(await screen.findByRole('button', { name: 'Get Lifetime Access - $89' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toEqual({ client_secret: 'pi_123_secret_456', amount: 89 });
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/create-payment-intent',
      body: { amount: 89, description: 'AI Business Growth Mastery' },
      keepalive: false,
    });
  });

  it("shows and starts the payment at the catalogue's price once an administrator has changed it", async () => {
    const calls = stubFetch({
      'GET /api/subscription-plans': { body: [{ ...lifetimeOffer, price: 12050 }] },
      'POST /api/create-payment-intent': { body: { clientSecret: 'pi_123_secret_456' } },
    });
    const { router } = renderPage(PricingPage, { routePath: '/pricing' });
    const offer = await screen.findByRole('region', { name: 'AI Business Growth Mastery' });
    expect(within(offer).getByText('$120.50')).toBeInTheDocument();
    await userEvent.click(within(offer).getByRole('button', { name: 'Get Lifetime Access - $120.50' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ amount: 120.5, description: 'AI Business Growth Mastery' });
  });

  it('when the payment cannot be started, shows a destructive toast with the error message', async () => {
    stubFetch({
      ...plansRoute,
      'POST /api/create-payment-intent': { status: 502, body: { error: { code: 'COMMERCE_PAYMENT_PROVIDER', message: 'provider down', requestId: 'r2' } } },
    });
    const { platform } = renderPage(PricingPage, { routePath: '/pricing' });
    await userEvent.click(await screen.findByRole('button', { name: 'Get Lifetime Access - $89' }));
    await waitFor(() => expect(platform.toast).toHaveBeenCalledTimes(1));
    expect(platform.toast).toHaveBeenCalledWith({
      title: 'Error',
      description: expect.stringMatching(/^502: .*provider down/),
      variant: 'destructive',
    });
  });

  it('when the answer carries no client secret, says so in the toast', async () => {
    stubFetch({ ...plansRoute, 'POST /api/create-payment-intent': { body: {} } });
    const { platform } = renderPage(PricingPage, { routePath: '/pricing' });
    await userEvent.click(await screen.findByRole('button', { name: 'Get Lifetime Access - $89' }));
    await waitFor(() => expect(platform.toast).toHaveBeenCalledWith({ title: 'Error', description: 'No client secret received', variant: 'destructive' }));
  });

  it('tells the mentor the learner is on the pricing page', async () => {
    stubFetch(plansRoute);
    const { platform } = renderPage(PricingPage, { routePath: '/pricing' });
    await screen.findByRole('button', { name: 'Get Lifetime Access - $89' });
    expect(platform.setMentorContext).toHaveBeenCalledWith({ page: 'pricing' });
  });
});
