import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueAt, importerOf, learner, page, remoteApp, renderShell, stubFetch } from '../../test/render-shell.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const listItems = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('LandingPage', () => {
  it('for a visitor at /, shows the hero with its calls to action', async () => {
    stubFetch(null);
    renderShell({ path: '/' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Master AI for Business Success' })).toBeInTheDocument();
    const starts = screen.getAllByRole('link', { name: 'Start Your Journey' });
    expect(starts.map((link) => link.getAttribute('href'))).toEqual(['/onboarding', '/onboarding']);
    const pricing = screen.getAllByRole('link', { name: 'View Pricing' });
    expect(pricing.map((link) => link.getAttribute('href'))).toEqual(['/pricing', '/pricing']);
    expect(document.title).toBe('Master AI for Business Success · AI Business Academy');
  });

  it('shows the six feature cards', async () => {
    stubFetch(null);
    renderShell({ path: '/' });

    const features = await screen.findByRole('region', { name: 'Everything you need to put AI to work' });
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Proven ROI Strategies', 'Customer Optimization', 'Practical Implementation', 'AI-Powered Tools', 'Gamified Learning', 'Adaptive Learning']);
  });

  it('ends with a call to action and a footer with the legal links and © from 2024 to the current year', async () => {
    // Only the clock is faked: the page's timers and promises run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-05T12:00:00Z'));
    stubFetch(null);
    renderShell({ path: '/' });

    expect(await screen.findByRole('heading', { name: 'Ready to grow your business with AI?' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(footer).toHaveTextContent('© 2024–2031 AI Business Academy');
    vi.useRealTimers();
  });

  it("states the course's price as the commerce catalogue has it, in the promises and the call to action", async () => {
    stubFetch(null, catalogueAt(12000));
    renderShell({ path: '/' });

    await waitFor(() => expect(listItems()).toContain('One-time $120'));
    expect(screen.getByText(/Join for a one-time/)).toHaveTextContent('Join for a one-time $120 and keep lifetime access');
  });

  it('while the catalogue cannot be read, states no number', async () => {
    const fetchMock = stubFetch(null);
    renderShell({ path: '/' });

    await waitFor(() => expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/subscription-plans'));
    expect(listItems()).toContain('One-time payment');
    expect(screen.getByText(/Join for a one-time/)).toHaveTextContent('Join for a one-time payment and keep lifetime access');
    expect(document.body.textContent).not.toMatch(/\$\d/);
  });

  it('for a signed-in user at /, shows the dashboard of the learning remote instead', async () => {
    stubFetch(learner);
    const learning = remoteApp('learning', [page('/', 'Dashboard', () => <h1>Welcome back, Lena</h1>, 'signed-in')]);
    renderShell({ path: '/', importer: importerOf({ learning }) });

    expect(await screen.findByRole('heading', { name: 'Welcome back, Lena' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Master AI for Business Success' })).not.toBeInTheDocument();
  });
});
