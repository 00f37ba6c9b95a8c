import type { SubscriptionPlan } from '@academy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, signedOut, stubFetch } from '@academy/web-kit/testing';
import { SubscriptionPlans } from './subscription-plans.tsx';

const pro: SubscriptionPlan = {
  id: 'pro-monthly',
  name: 'Professional',
  description: 'Monthly coaching calls.',
  price: 2900,
  interval: 'month',
  features: ['Monthly group coaching'],
  isPopular: false,
  isActive: true,
  stripePriceId: null,
};
const lifetime: SubscriptionPlan = { ...pro, id: 'lifetime-access', name: 'AI Business Growth Mastery', price: 8900, interval: 'once' };
const plans = { 'GET /api/subscription-plans': { body: [lifetime, pro] } };
const secret = 'pi_3SubFirstInvoice1_secret_abc';

const Current =
  ({ planId }: { planId: string | null }) =>
  () => <SubscriptionPlans currentPlanId={planId} />;

describe('SubscriptionPlans', () => {
  it('lists the recurring plans, not the lifetime course', async () => {
    stubFetch(plans);
    renderPage(Current({ planId: null }), { routePath: '/pricing' });
    const card = await screen.findByRole('region', { name: 'Professional' });
    expect(within(card).getByText('$29')).toBeInTheDocument();
    expect(within(card).getByText('per month')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'AI Business Growth Mastery' })).not.toBeInTheDocument();
  });

  it('sends a visitor through sign-in and back to the plan they chose', async () => {
    const calls = stubFetch(plans);
    const { platform } = renderPage(Current({ planId: null }), { routePath: '/pricing', auth: signedOut });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Professional' }));
    expect(platform.signIn).toHaveBeenCalledWith('/pricing?plan=pro-monthly');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('completes the subscription in the embedded form: Payment Successful, then the dashboard after 2 seconds', async () => {
    const calls = stubFetch({
      ...plans,
      'POST /api/create-subscription': { body: { clientSecret: secret, subscriptionId: 'sub_1' } },
      'POST /api/payments/test-mode/v1/payment_intents/pi_3SubFirstInvoice1/confirm': { body: { id: 'pi_3SubFirstInvoice1', status: 'succeeded' } },
    });
    const { platform } = renderPage(Current({ planId: null }), { routePath: '/pricing' });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Professional' }));
    const form = await screen.findByRole('region', { name: 'Complete Your Subscription' });
    expect(calls.find((call) => call.url === '/api/create-subscription')?.body).toEqual({ planId: 'pro-monthly' });
    await userEvent.type(within(form).getByLabelText('Card number'), '4242424242424242');
    await userEvent.type(within(form).getByLabelText('Expiry date'), '1230');
    await userEvent.type(within(form).getByLabelText('CVC'), '123');
    await userEvent.click(within(form).getByRole('button', { name: 'Complete Subscription' }));
    await waitFor(() => expect(platform.toast).toHaveBeenCalledWith({ title: 'Payment Successful', description: 'Welcome to your new subscription!' }));
    expect(platform.navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(platform.navigate).toHaveBeenCalledWith('/'), { timeout: 3_000 });
  });

  it('when the subscription cannot be created, says so in a destructive toast', async () => {
    stubFetch({
      ...plans,
      'POST /api/create-subscription': { status: 502, body: { error: { code: 'COMMERCE_PAYMENT_PROVIDER_UNAVAILABLE', message: 'down', requestId: 'r' } } },
    });
    const { platform } = renderPage(Current({ planId: null }), { routePath: '/pricing' });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Professional' }));
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith({ title: 'Error', description: 'Failed to create subscription. Please try again.', variant: 'destructive' }),
    );
  });

  it('marks the plan the user is on and does not offer it again', async () => {
    stubFetch(plans);
    renderPage(Current({ planId: 'pro-monthly' }), { routePath: '/pricing' });
    expect(await screen.findByRole('button', { name: 'Your current plan' })).toBeDisabled();
  });
});
