import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@academy/web-kit/testing';
import { ClvPredictorPage } from './clv-predictor-page.tsx';

const figure = (label: string) => document.querySelector(`[data-figure="${label}"]`)?.textContent;
const open = (query: string) => renderPage(ClvPredictorPage, { routePath: '/clv-predictor', url: `/clv-predictor?${query}` });

describe('ClvPredictorPage', () => {
  it('at 0 % retention a customer stays 1 year (singular), and every amount is in whole dollars', async () => {
    // margin 80 × 2 × 0.5 = 80 a year; lifetime 1 / (1 − 0) = 1 year
    open('averageOrderValue=80.5&purchasesPerYear=2&grossMarginPercent=50&retentionPercent=0&discountRatePercent=10&result=1');
    expect(await screen.findByText('Customer lifetime value', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(figure('Expected lifetime')).toBe('1 year');
    expect(figure('Yearly margin')).toBe('$81');
    expect(figure('Lifetime value')).toBe('$81');
    expect(screen.getByRole('heading', { name: 'How it was computed' }).parentElement).toHaveTextContent('= 1 year on average');
  });

  it('an order value beyond any real business is refused with the limit, not shown with invented digits', async () => {
    open('averageOrderValue=5499999999999999&purchasesPerYear=1&grossMarginPercent=100&retentionPercent=0&discountRatePercent=0');
    await userEvent.click(await screen.findByRole('button', { name: 'Predict CLV' }, { timeout: 15_000 }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an average order value up to $10,000,000.');
    expect(screen.getByLabelText('Average order value ($)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Customer lifetime value')).not.toBeInTheDocument();
  });

  it('the CLV : CAC ratio has thousands separators', async () => {
    // CLV = 10,000 × 10 × 1 × 1 / (1 − 0) = 100,000; ÷ $1 = 100,000
    open('averageOrderValue=10000&purchasesPerYear=10&grossMarginPercent=100&retentionPercent=0&discountRatePercent=0&acquisitionCost=1&result=1');
    expect(await screen.findByText('Customer lifetime value', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(figure('CLV : CAC')).toBe('100,000 : 1');
    expect(figure('Lifetime value')).toBe('$100,000');
  });
});
