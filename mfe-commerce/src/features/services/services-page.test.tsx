import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, signedOut, stubFetch } from '@academy/web-kit/testing';
import { initialsOf } from './services-content.ts';
import { servicesLinks } from './services-links.ts';
import { ServicesPage } from './services-page.tsx';

async function open() {
  stubFetch({});
  renderPage(ServicesPage, { routePath: '/services', auth: signedOut });
  await screen.findByRole('heading', { level: 1, name: 'Your business, simplified' });
}

describe('ServicesPage', () => {
  it('shows the hero with its two external buttons and the assessment banner', async () => {
    await open();
    expect(screen.getByRole('link', { name: /Start Your Journey/ })).toHaveAttribute('href', servicesLinks.journey);
    expect(screen.getByRole('link', { name: 'Schedule Free Consultation' })).toHaveAttribute('href', servicesLinks.consultation);
    expect(within(screen.getByRole('region', { name: 'Assessment' })).getByRole('link', { name: 'Start Assessment' })).toHaveAttribute(
      'href',
      servicesLinks.assessment,
    );
  });

  it('shows the six services, each with its image and a Learn More link', async () => {
    await open();
    const cards = within(screen.getByRole('region', { name: 'What we can do for you' })).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Refresh or Create my website',
      'Create amazing Content',
      'Let clients see me',
      'Streamline my business',
      'Optimise my client interaction',
      'Bring me more clients',
    ]);
    for (const card of cards) {
      expect(card.querySelector('img')?.getAttribute('src')).toMatch(/svg/);
      expect(within(card).getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    }
  });

  it('offers the three next steps, the team with initials, the four figures and Get Started Today', async () => {
    await open();
    const steps = screen.getByRole('region', { name: 'Next steps' });
    expect(within(steps).getByRole('link', { name: 'Listen Now: AI Automation Podcasts' })).toHaveAttribute('href', servicesLinks.podcasts);
    expect(within(steps).getByRole('link', { name: 'Schedule Now: Free Consultation' })).toBeInTheDocument();
    expect(within(steps).getByText(/free 30-minute consultation/)).toBeInTheDocument();
    expect(within(steps).getByRole('link', { name: 'Start Assessment: Custom Assessment' })).toBeInTheDocument();
    expect(screen.getByText('MO')).toBeInTheDocument();
    for (const figure of ['Projects Completed', 'Happy Clients', 'Avg. Efficiency Gain', 'Years Experience'])
      expect(screen.getByText(figure)).toBeInTheDocument();
    expect(screen.getByText('50+')).toBeInTheDocument();
    const getStarted = screen.getByRole('region', { name: 'Get Started Today' });
    expect(within(getStarted).getByRole('link', { name: servicesLinks.contactEmail })).toHaveAttribute('href', `mailto:${servicesLinks.contactEmail}`);
  });

  it('opens every external link in a new tab with rel="noopener"', async () => {
    await open();
    const external = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('http'));
    expect(external.length).toBeGreaterThanOrEqual(12);
    for (const link of external) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first two names', () => {
    expect(initialsOf('Maya Okafor')).toBe('MO');
    expect(initialsOf('sofia  de la Cruz')).toBe('SD');
  });
});
