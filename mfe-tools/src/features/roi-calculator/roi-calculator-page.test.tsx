import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@academy/web-kit/testing';
import { RoiCalculatorPage } from './roi-calculator-page.tsx';

const figure = (label: string) => document.querySelector(`[data-figure="${label}"]`)?.textContent;

describe('RoiCalculatorPage', () => {
  it('Calculate with nothing chosen explains what is missing and shows no result', async () => {
    renderPage(RoiCalculatorPage, { routePath: '/roi-calculator' });
    await userEvent.click(await screen.findByRole('button', { name: 'Calculate ROI' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Enter the amount you plan to invest (more than $0).');
    expect(alert).toHaveTextContent('Choose your industry.');
    expect(alert).toHaveTextContent('Choose the type of AI tool.');
    expect(screen.queryByText('Your projected return')).not.toBeInTheDocument();
  });

  it('from inputs to result, with the inputs written into the URL', async () => {
    const { router } = renderPage(RoiCalculatorPage, { routePath: '/roi-calculator' });
    await userEvent.type(await screen.findByLabelText('Investment amount ($)'), '10000');
    await userEvent.selectOptions(screen.getByLabelText('Industry'), 'saas');
    await userEvent.selectOptions(screen.getByLabelText('AI tool type'), 'automation');
    await userEvent.selectOptions(screen.getByLabelText('Team size'), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate ROI' }));
    expect(await screen.findByText('Your projected return')).toBeInTheDocument();
    expect(figure('ROI')).toBe('1376.0%');
    expect(figure('Total return')).toBe('$147,600');
    expect(figure('Payback period')).toBe('1 month');
    expect(screen.getByRole('heading', { name: 'How it was computed' })).toBeInTheDocument();
    await waitFor(() => expect(new URLSearchParams(router.state.location.searchStr).get('investment')).toBe('10000'));
    expect(new URLSearchParams(router.state.location.searchStr).get('result')).toBe('1');
  });

  it('a shared URL restores the inputs and the result', async () => {
    renderPage(RoiCalculatorPage, {
      routePath: '/roi-calculator',
      url: '/roi-calculator?investment=5000&industry=finance&toolType=analytics&teamSize=100&months=24&result=1',
    });
    // 5,000 × 3.8 × 2.5 × 1.3 = 61,750; ROI (61,750 − 5,000) / 5,000 = 1135 %
    expect(await screen.findByText('Your projected return')).toBeInTheDocument();
    expect(screen.getByLabelText('Investment amount ($)')).toHaveValue(5000);
    expect(screen.getByLabelText('Industry')).toHaveValue('finance');
    expect(figure('Total return')).toBe('$61,750');
    expect(figure('ROI')).toBe('1135.0%');
  });
});
