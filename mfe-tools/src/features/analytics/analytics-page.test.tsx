import type { BusinessImpactMetric, RoiCalculation } from '@academy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pending, renderPage, stubFetch } from '@academy/web-kit/testing';
import { AnalyticsPage } from './analytics-page.tsx';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const daysAgo = (days: number) => hoursAgo(days * 24);

const sessions = [
  { id: 's1', moduleId: 1, sessionDuration: 90, engagementScore: '80', startedAt: daysAgo(2) },
  { id: 's2', moduleId: 2, sessionDuration: 30, engagementScore: '60', startedAt: daysAgo(3) },
  { id: 's3', moduleId: 3, sessionDuration: 180, engagementScore: '40', startedAt: daysAgo(60) },
];
const metrics: BusinessImpactMetric[] = [
  { id: 1, metricType: 'revenue', baselineValue: 100, currentValue: 125, improvementPercentage: 25, attributedModules: [1], createdAt: daysAgo(1) },
  { id: 2, metricType: 'efficiency', baselineValue: 10, currentValue: 12, improvementPercentage: 20, attributedModules: [], createdAt: daysAgo(1) },
];
const calculations: RoiCalculation[] = [
  {
    id: 1,
    investmentAmount: 1000,
    timeInvested: 5,
    projectedReturn: 4000,
    actualReturn: null,
    roiPercentage: 300,
    calculationMethod: 'learning_time',
    createdAt: daysAgo(1),
  },
  {
    id: 2,
    investmentAmount: 1000,
    timeInvested: 5,
    projectedReturn: 2000,
    actualReturn: null,
    roiPercentage: 100,
    calculationMethod: 'cost_savings',
    createdAt: daysAgo(50),
  },
];

const routes = {
  'GET /api/analytics/learning': { body: sessions },
  'GET /api/skill-assessments': { body: [{ skillCategory: 'AI Tools', preAssessmentScore: 40, postAssessmentScore: 70, improvementPoints: 30 }] },
  'GET /api/business-impact': { body: metrics },
  'GET /api/roi-calculations': { body: calculations },
};

/** The dashboard with its records in: the heading is there from the start (the page's first view), the figures once the loading status is gone. */
async function dashboardLoaded(): Promise<void> {
  expect(await screen.findByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Loading analytics...')).not.toBeInTheDocument(), { timeout: 15_000 });
}

const card = (title: string) => document.querySelector(`[data-card="${title}"]`)?.textContent;
const note = (title: string) => document.querySelector(`[data-card-note="${title}"]`)?.textContent;

describe('AnalyticsPage', () => {
  it('while the records load, shows the header, the tabs and placeholders where the figures go, and says so', async () => {
    stubFetch(Object.fromEntries(Object.keys(routes).map((read) => [read, pending])));
    renderPage(AnalyticsPage, { routePath: '/analytics' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading analytics...');
    expect(screen.getByRole('tab', { name: 'Overview' })).toBeInTheDocument();
    for (const title of ['Total Learning Time', 'Avg Engagement', 'Total ROI', 'Active Metrics']) expect(card(title)?.trim()).toBe('');
    expect(screen.queryByRole('img', { name: 'Learning time and engagement by day' })).toBeNull();
  });

  it('shows the four cards for the last 30 days with computed notes, and the period changes every figure', async () => {
    // Recharts measures its container; jsdom has no layout.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(routes);
    const { router } = renderPage(AnalyticsPage, { routePath: '/analytics' });
    await dashboardLoaded();
    expect(screen.getByText('Business Impact Measurement')).toBeInTheDocument();
    expect(screen.getByLabelText('Period')).toHaveValue('30');
    expect(card('Total Learning Time')).toBe('2 h');
    expect(card('Avg Engagement')).toBe('70%');
    expect(card('Total ROI')).toBe('$3,000');
    expect(card('Active Metrics')).toBe('1');
    expect(note('Active Metrics')).toBe('1 of 2 metrics verified · No data in the previous 30 days to compare');
    expect(note('Total Learning Time')).toBe('No data in the previous 30 days to compare');
    expect(screen.getByText('Based on 2 sessions in the last 30 days')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Period'), '90');
    await waitFor(() => expect(card('Total Learning Time')).toBe('5 h'));
    expect(card('Total ROI')).toBe('$4,000');
    expect(card('Avg Engagement')).toBe('60%');
    expect(new URLSearchParams(router.state.location.searchStr).get('period')).toBe('90');
  });

  it('adds a metric: the success notice, and the list read again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let stored = [...metrics];
    const calls = stubFetch({
      ...routes,
      'GET /api/business-impact': () => ({ body: stored }),
      'POST /api/business-impact': () => {
        // Recorded after the page opened: the lists and cards must still count it.
        const created: BusinessImpactMetric = {
          id: 3,
          metricType: 'lifetime_value',
          baselineValue: 50,
          currentValue: 75,
          improvementPercentage: 50,
          attributedModules: [],
          createdAt: new Date(Date.now() + 1000).toISOString(),
        };
        stored = [created, ...stored];
        return { status: 201, body: created };
      },
    });
    renderPage(AnalyticsPage, { routePath: '/analytics', url: '/analytics?tab=impact' });
    await userEvent.selectOptions(await screen.findByLabelText('Metric type'), 'lifetime_value');
    await userEvent.type(screen.getByLabelText('Baseline value'), '50');
    await userEvent.type(screen.getByLabelText('Current value'), '75');
    expect(screen.getByText(/Improvement: 50\.00%/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Metric' }));
    expect(await screen.findByText('Business impact metric added successfully', { selector: '[role="status"]' })).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ metricType: 'lifetime_value', baselineValue: 50, currentValue: 75, attributedModules: [] });
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.url.endsWith('/api/business-impact'))).toHaveLength(2));
    expect(await within(screen.getByRole('list', { name: 'Business impact metrics' })).findByText('Lifetime value')).toBeInTheDocument();
    expect(note('Active Metrics')).toBe('1 of 3 metrics verified · No data in the previous 30 days to compare');
  });

  it('a refused ROI calculation says which field to check', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch({
      ...routes,
      'POST /api/roi-calculations': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'The request is not valid.',
            details: [{ path: 'investmentAmount', message: 'Invalid input' }],
            requestId: 'r1',
          },
        },
      },
    });
    renderPage(AnalyticsPage, { routePath: '/analytics', url: '/analytics?tab=roi' });
    const form = await screen.findByRole('form', { name: 'Calculate ROI' });
    await userEvent.click(within(form).getByRole('button', { name: 'Calculate ROI' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Creating the ROI calculation failed: check Investment amount.');
  });

  it('the owner edits a metric in place: the new value is sent and the service’s percentage shown', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let stored = [...metrics];
    const calls = stubFetch({
      ...routes,
      'GET /api/business-impact': () => ({ body: stored }),
      'PUT /api/business-impact/1': () => {
        const updated: BusinessImpactMetric = { ...metrics[0]!, currentValue: 150, improvementPercentage: 50 };
        stored = [updated, metrics[1]!];
        return { body: updated };
      },
    });
    renderPage(AnalyticsPage, { routePath: '/analytics', url: '/analytics?tab=impact' });
    const list = await screen.findByRole('list', { name: 'Business impact metrics' });
    await userEvent.click(within(list).getAllByRole('button', { name: /^Edit Revenue metric/ })[0]!);
    const value = screen.getByLabelText('New current value');
    await userEvent.clear(value);
    await userEvent.type(value, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(list).findByText('+50.0%')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ metricType: 'revenue', baselineValue: 100, currentValue: 150, attributedModules: [1] });
    expect(screen.queryByLabelText('New current value')).not.toBeInTheDocument();
  });

  it('deletes an ROI calculation only after the confirmation', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let stored = [...calculations];
    const calls = stubFetch({
      ...routes,
      'GET /api/roi-calculations': () => ({ body: stored }),
      'DELETE /api/roi-calculations/1': () => {
        stored = stored.filter((c) => c.id !== 1);
        return { status: 204 };
      },
    });
    renderPage(AnalyticsPage, { routePath: '/analytics', url: '/analytics?tab=roi' });
    const list = await screen.findByRole('list', { name: 'ROI calculations' });
    await userEvent.click(within(list).getByRole('button', { name: /^Delete ROI calculation of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this ROI calculation?' });
    expect(dialog).toHaveTextContent('$1,000 → $4,000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await userEvent.click(within(list).getByRole('button', { name: /^Delete ROI calculation of/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([expect.stringMatching(/\/api\/roi-calculations\/1$/)]);
    expect(await screen.findByText('No ROI calculations in this period yet.')).toBeInTheDocument();
    expect(card('Total ROI')).toBe('$0');
  });

  it('a refused delete says so in the dialog and keeps the metric', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch({
      ...routes,
      'DELETE /api/business-impact/2': { status: 404, body: { error: { code: 'TOOLS_METRIC_NOT_FOUND', message: 'No such metric.', requestId: 'r1' } } },
    });
    renderPage(AnalyticsPage, { routePath: '/analytics', url: '/analytics?tab=impact' });
    const list = await screen.findByRole('list', { name: 'Business impact metrics' });
    await userEvent.click(within(list).getByRole('button', { name: /^Delete Efficiency metric/ }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this metric?' })).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Deleting the metric failed: No such metric.');
    // Behind the open dialog the list is hidden from the accessibility tree; it still holds both metrics.
    expect(within(list).getAllByRole('listitem', { hidden: true })).toHaveLength(2);
  });

  it('the overview charts the period’s ROI and metrics by day, with the figures as a table', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(routes);
    renderPage(AnalyticsPage, { routePath: '/analytics' });
    expect(await screen.findByRole('img', { name: 'Net ROI and metric improvement by day' })).toBeInTheDocument();
    expect(screen.getByText('1 ROI calculation and 2 metrics recorded in the last 30 days')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Net ROI and metric improvement by day' });
    const rows = within(table).getAllByRole('row').slice(1);
    // Yesterday: calculation 1 ($3,000 net) and both metrics (+25 % and +20 %); calculation 2 is 50 days old.
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toContain('$3,000');
    expect(rows[0]?.textContent).toContain('+22.5%');

    await userEvent.selectOptions(screen.getByLabelText('Period'), '90');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Net ROI and metric improvement by day' })).getAllByRole('row')).toHaveLength(3));
    expect(screen.getByText('2 ROI calculations and 2 metrics recorded in the last 90 days')).toBeInTheDocument();
  });

  it('a metric from a baseline of 0 is shown as New, not as a 0 % improvement; one without a baseline as n/a', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fromNothing: BusinessImpactMetric[] = [
      { id: 5, metricType: 'revenue', baselineValue: 0, currentValue: 500, improvementPercentage: 0, attributedModules: [], createdAt: daysAgo(1) },
      { id: 6, metricType: 'efficiency', baselineValue: null, currentValue: 40, improvementPercentage: 0, attributedModules: [], createdAt: daysAgo(1) },
    ];
    stubFetch({ ...routes, 'GET /api/business-impact': { body: fromNothing } });
    renderPage(AnalyticsPage, { routePath: '/analytics', url: '/analytics?tab=impact' });
    const list = await screen.findByRole('list', { name: 'Business impact metrics' }, { timeout: 15_000 });
    const [revenue, efficiency] = within(list).getAllByRole('listitem');
    expect(within(revenue!).getByText('New')).toBeVisible();
    expect(within(revenue!).getByText('Improvement: new, from a baseline of 0')).toHaveClass('sr-only');
    expect(within(efficiency!).getByText('n/a')).toBeVisible();
    expect(within(efficiency!).getByText('Improvement: not available without a baseline')).toHaveClass('sr-only');
    expect(within(list).queryByText(/0\.0%/)).not.toBeInTheDocument();
  });

  it('the add-metric form previews a metric from a baseline of 0 as New', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(routes);
    renderPage(AnalyticsPage, { routePath: '/analytics', url: '/analytics?tab=impact' });
    await userEvent.type(await screen.findByLabelText('Baseline value'), '0');
    await userEvent.type(screen.getByLabelText('Current value'), '500');
    expect(within(screen.getByRole('form', { name: 'Add a business impact metric' })).getByText(/^Improvement:/)).toHaveTextContent(/^Improvement: New \(/);
  });

  it('sessions under a minute count as study: minutes are shown, and "No activity" only when there was none', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const brief = [
      { id: 'b1', moduleId: 1, sessionDuration: 0, engagementScore: '100', startedAt: daysAgo(1) },
      { id: 'b2', moduleId: 1, sessionDuration: 0, engagementScore: '100', startedAt: daysAgo(2) },
    ];
    stubFetch({ ...routes, 'GET /api/analytics/learning': { body: brief } });
    renderPage(AnalyticsPage, { routePath: '/analytics' });
    await dashboardLoaded();
    expect(card('Avg Engagement')).toBe('100%');
    expect(card('Total Learning Time')).toBe('Under 1 min');
    expect(note('Total Learning Time')).toBe('No data in the previous 30 days to compare');
  });

  it('under an hour, the learning time is in minutes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch({
      ...routes,
      'GET /api/analytics/learning': { body: [{ id: 'm1', moduleId: 1, sessionDuration: 45, engagementScore: '70', startedAt: daysAgo(1) }] },
    });
    renderPage(AnalyticsPage, { routePath: '/analytics' });
    await dashboardLoaded();
    expect(card('Total Learning Time')).toBe('45 min');
  });

  it('with no study at all, the learning time is 0 min and its note says there was no activity', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch({ ...routes, 'GET /api/analytics/learning': { body: [] } });
    renderPage(AnalyticsPage, { routePath: '/analytics' });
    await dashboardLoaded();
    expect(card('Total Learning Time')).toBe('0 min');
    expect(note('Total Learning Time')).toBe('No activity in this or the previous 30 days');
  });

  it('a negative ROI has a minus sign, its own colour and a label that says it is a loss', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const mixed: RoiCalculation[] = [
      {
        id: 7,
        investmentAmount: 1000,
        timeInvested: 5,
        projectedReturn: 500,
        actualReturn: null,
        roiPercentage: -50,
        calculationMethod: 'cost_savings',
        createdAt: daysAgo(1),
      },
      {
        id: 8,
        investmentAmount: 1000,
        timeInvested: 5,
        projectedReturn: 4000,
        actualReturn: null,
        roiPercentage: 300,
        calculationMethod: 'learning_time',
        createdAt: daysAgo(1),
      },
    ];
    stubFetch({ ...routes, 'GET /api/roi-calculations': { body: mixed } });
    renderPage(AnalyticsPage, { routePath: '/analytics', url: '/analytics?tab=roi' });
    const list = await screen.findByRole('list', { name: 'ROI calculations' }, { timeout: 15_000 });
    // The badge shows the sign and says the outcome in words to a screen reader.
    const loss = within(list).getByText('ROI −50.0%').parentElement!;
    const gain = within(list).getByText('ROI +300.0%').parentElement!;
    expect(within(loss).getByText('ROI minus 50.0%, a loss')).toHaveClass('sr-only');
    expect(within(gain).getByText('ROI plus 300.0%, a gain')).toHaveClass('sr-only');
    expect(loss.className).toContain('text-destructive');
    expect(gain.className).not.toContain('text-destructive');
  });
});
