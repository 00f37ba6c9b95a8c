import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@academy/web-kit/testing';
import { ConversionAnalyzerPage } from './conversion-analyzer-page.tsx';

describe('ConversionAnalyzerPage', () => {
  it.each([
    ['with the result asked for', '/conversion-analyzer?stages=Visitors~1000&result=1'],
    ['without it', '/conversion-analyzer?stages=Visitors~1000'],
  ])('a shared link with one stage says at once why there is no analysis (%s)', async (_, url) => {
    renderPage(ConversionAnalyzerPage, { routePath: '/conversion-analyzer', url });
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('Add at least two stages to analyze the funnel.');
    expect(screen.queryByText('Funnel analysis')).not.toBeInTheDocument();
  });

  it('a shared link with every stage filled shows the analysis and no complaint', async () => {
    renderPage(ConversionAnalyzerPage, { routePath: '/conversion-analyzer', url: '/conversion-analyzer?stages=Visitors~1000|Buyers~50&result=1' });
    expect(await screen.findByText('Funnel analysis', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(document.querySelector('[data-figure="Overall conversion"]')?.textContent).toBe('5.00%');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a fresh page does not complain before Analyze is pressed', async () => {
    renderPage(ConversionAnalyzerPage, { routePath: '/conversion-analyzer' });
    expect(await screen.findByRole('button', { name: 'Analyze Funnel' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
