import { DEFAULT_SUPPORT_EMAIL } from '@academy/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueAt, renderShell, stubFetch } from '../../test/render-shell.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 9, 30));
  stubFetch(null);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TermsPage', () => {
  it("shows the title, today's date as Last updated and a Back to Home link", async () => {
    renderShell({ path: '/terms' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: November 22, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('states the billing, payment, sign-in, age and refund terms', async () => {
    renderShell({ path: '/terms' });
    const article = (await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).closest('article');

    expect(article).toHaveTextContent('one-time purchase at the price shown on the pricing page');
    expect(article).toHaveTextContent('lifetime access');
    expect(article).toHaveTextContent('billed monthly or annually');
    expect(article).toHaveTextContent('cancel at any time; after cancelling you keep access until the end of the period');
    expect(article).toHaveTextContent('Card payments are processed by our payment provider');
    expect(article).toHaveTextContent('Sign-in goes through an identity provider');
    expect(article).toHaveTextContent('children under 13');
    expect(article).toHaveTextContent('within 30 days of your purchase');
    expect(screen.getAllByRole('link', { name: DEFAULT_SUPPORT_EMAIL })[0]).toHaveAttribute('href', `mailto:${DEFAULT_SUPPORT_EMAIL}`);
  });
});

describe('TermsPage and the catalogue', () => {
  it("states the course's price as the commerce catalogue has it", async () => {
    stubFetch(null, catalogueAt(12050));
    renderShell({ path: '/terms' });
    const article = (await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).closest('article');

    await waitFor(() => expect(article).toHaveTextContent('is a one-time purchase of $120.50. It gives you lifetime access'));
  });

  it('states no price while the catalogue cannot be read', async () => {
    renderShell({ path: '/terms' });
    const article = (await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).closest('article');

    await waitFor(() => expect(article).toHaveTextContent('is a one-time purchase at the price shown on the pricing page.'));
    expect(article?.textContent).not.toMatch(/\$\d/);
  });
});

describe('PrivacyPage', () => {
  it("shows the title, today's date as Last updated and a Back to Home link", async () => {
    renderShell({ path: '/privacy' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: November 22, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('states the providers, the age limit and the 30-day answer to inquiries', async () => {
    renderShell({ path: '/privacy' });
    const article = (await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).closest('article');

    expect(article).toHaveTextContent('Sign-in goes through an identity provider');
    expect(article).toHaveTextContent('card payments go through a payment provider');
    expect(article).toHaveTextContent('not intended for children under 13');
    expect(article).toHaveTextContent('we respond to privacy inquiries within 30 days');
  });
});
