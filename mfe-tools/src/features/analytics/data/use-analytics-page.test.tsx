import { DEFAULT_ANALYTICS_PERIOD } from '@academy/rules/tools';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, renderPageHook, stubFetch } from '@academy/web-kit/testing';
import { useAnalyticsPage } from './use-analytics-page.ts';

const empty = {
  'GET /api/analytics/learning': { body: [] },
  'GET /api/skill-assessments': { body: [] },
  'GET /api/business-impact': { body: [] },
  'GET /api/roi-calculations': { body: [] },
};

describe('useAnalyticsPage', () => {
  it('reads the period and tab from the URL, falling back to the defaults for values it does not offer, and writes a change back', async () => {
    stubFetch(empty);
    const { result, router } = await renderPageHook(useAnalyticsPage, { routePath: '/analytics', url: '/analytics?period=12&tab=secrets' });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ days: DEFAULT_ANALYTICS_PERIOD, tab: 'overview', failures: [] });
    act(() => result.current.setTab('roi'));
    await waitFor(() => expect(result.current.tab).toBe('roi'));
    expect(router.state.location.search).toMatchObject({ tab: 'roi' });
  });

  it('names each list that could not be loaded, and reads them again on retry', async () => {
    let metricsDown = true;
    const calls = stubFetch({ ...empty, 'GET /api/business-impact': () => (metricsDown ? failure(400, 'down') : { body: [] }) });
    const { result } = await renderPageHook(useAnalyticsPage, { routePath: '/analytics' });
    await waitFor(() => expect(result.current.failures).toEqual([expect.stringMatching(/^Business impact metrics could not be loaded \(400/)]));
    metricsDown = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.failures).toEqual([]));
    expect(calls.filter((call) => call.url === '/api/business-impact').length).toBeGreaterThan(1);
  });
});
