import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@academy/web-kit/testing';
import { AbTestPage } from './ab-test-page.tsx';

const figure = (label: string) => document.querySelector(`[data-figure="${label}"]`)?.textContent;

describe('AbTestPage', () => {
  it('a zero count is refused with a message naming it', async () => {
    renderPage(AbTestPage, { routePath: '/ab-test-optimizer', url: '/ab-test-optimizer?visitorsA=1000&conversionsA=0&visitorsB=1000&conversionsB=130' });
    await userEvent.click(await screen.findByRole('button', { name: 'Analyze Test' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the conversions for variant A (a whole number above 0).');
  });

  it('a significant result names the winner at the chosen confidence', async () => {
    renderPage(AbTestPage, {
      routePath: '/ab-test-optimizer',
      url: '/ab-test-optimizer?visitorsA=1000&conversionsA=100&visitorsB=1000&conversionsB=130&result=1',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Variant B wins at 95% confidence.');
    expect(figure('Z-score')).toBe('2.103');
    expect(figure('Confidence')).toBe('96.5%');
    expect(screen.queryByText(/Sample size still needed/)).not.toBeInTheDocument();
  });

  it('at 99 % the same data is not significant and says how many more visitors are needed', async () => {
    renderPage(AbTestPage, {
      routePath: '/ab-test-optimizer',
      url: '/ab-test-optimizer?visitorsA=1000&conversionsA=100&visitorsB=1000&conversionsB=130&confidenceLevel=99&result=1',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Variant B is ahead, but the difference is not significant at 99% confidence yet.');
    expect(screen.getByText(/Sample size still needed: about [\d,]+ more visitors per variant/)).toBeInTheDocument();
  });
});
