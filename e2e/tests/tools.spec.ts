import { analyzeAbTest, analyzeFunnel, calculateRoi, formatDecimal, formatMoney, formatPercent, predictClv, roundTo, scoreLead } from '@academy/rules/tools';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { onboardingAnswers } from '../support/course-content.ts';
import { signIn, signInAsNewLearner } from '../support/pages.ts';

const figure = (page: Page, label: string) => page.locator(`[data-figure="${label}"]`);
const card = (page: Page, title: string) => page.locator(`[data-card="${title}"]`);
const cardNote = (page: Page, title: string) => page.locator(`[data-card-note="${title}"]`);
/** The drawn bars (Recharts draws no rectangle for a day at zero) of one series of the business-impact chart. */
const impactBars = (page: Page, series: 'net-return' | 'improvement') =>
  page.getByRole('img', { name: 'Net ROI and metric improvement by day' }).locator(`.impact-${series} path.recharts-rectangle`);
/**
 * Scrolls to a chart of the analytics dashboard and waits until it is drawn: a chart is drawn only
 * once its box is on the screen, or within a screen height of it once the page has been scrolled.
 */
async function scrollToChart(page: Page, name: string) {
  const chart = page.getByRole('img', { name });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('.recharts-wrapper')).toBeVisible();
  return chart;
}
async function impactFigures(page: Page) {
  const chart = page.getByRole('img', { name: 'Net ROI and metric improvement by day' }).locator('xpath=..');
  await chart.getByText('Show the figures').click();
  return chart.getByRole('table', { name: 'Net ROI and metric improvement by day' });
}

test.describe('the tools catalogue', () => {
  test('lists 50+ tools, filters by category, and opens an internal tool at its page', async ({ page }) => {
    await signIn(page, 'owner', { onboarded: true });
    await page.goto('/tools');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Business Tools' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Tools' }).getByRole('listitem');
    expect(await cards.count()).toBeGreaterThanOrEqual(50);
    await expect(page.getByRole('heading', { name: 'Browse by Category' })).toBeVisible();

    const filters = page.getByRole('group', { name: 'Filter by category' });
    const analytics = filters.getByRole('button', { name: /^Analytics \(\d+\)$/ });
    const count = Number((await analytics.textContent())?.match(/\((\d+)\)/)?.[1]);
    await analytics.click();
    await expect(page.getByRole('status').filter({ hasText: `Showing ${count} analytics tools` })).toBeVisible();
    await expect(cards).toHaveCount(count);
    await expect(page.getByRole('heading', { name: 'Browse by Category' })).toBeHidden();

    const external = page.getByRole('link', { name: /Open Tool: Mixpanel/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', /noopener/);

    await page.getByRole('button', { name: 'Use Tool: Conversion Rate Analyzer' }).click();
    await expect(page).toHaveURL(/\/conversion-analyzer$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Conversion Rate Analyzer' })).toBeVisible();
  });
});

test.describe('the calculators', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'owner', { onboarded: true });
  });

  test('ROI Calculator Pro: explains what is missing, then computes the spec figures; the URL restores them', async ({ page, context }) => {
    await page.goto('/roi-calculator');
    await expect(page.getByRole('navigation', { name: 'Calculator navigation' }).getByRole('link', { name: 'Analytics' })).toBeVisible();
    await page.getByRole('button', { name: 'Calculate ROI' }).click();
    await expect(page.getByRole('alert')).toContainText('Choose your industry.');

    await page.getByLabel('Investment amount ($)').fill('25000');
    await page.getByLabel('Industry').selectOption('finance');
    await page.getByLabel('AI tool type').selectOption('customer_service');
    await page.getByLabel('Team size').selectOption('100');
    await page.getByLabel('Time frame').selectOption('24');
    await page.getByRole('button', { name: 'Calculate ROI' }).click();

    const expected = calculateRoi({ investment: 25_000, industry: 'finance', toolType: 'customer_service', teamSize: 100, months: 24 });
    await expect(figure(page, 'Total return')).toHaveText(formatMoney(expected.totalReturn));
    await expect(figure(page, 'ROI')).toHaveText(formatPercent(expected.roiPercentage, 1));
    await expect(figure(page, 'Monthly return')).toHaveText(formatMoney(expected.monthlyReturn));
    await expect(figure(page, 'Payback period')).toHaveText(`${expected.paybackMonths} ${expected.paybackMonths === 1 ? 'month' : 'months'}`);
    await expect(page.getByRole('heading', { name: 'How it was computed' })).toBeVisible();

    const shared = await context.newPage();
    await shared.goto(page.url());
    await expect(shared.getByLabel('Investment amount ($)')).toHaveValue('25000');
    await expect(shared.getByLabel('Industry')).toHaveValue('finance');
    await expect(figure(shared, 'Total return')).toHaveText(formatMoney(expected.totalReturn));
    await shared.close();
  });

  test('A/B Test Optimizer: a non-significant result says how many visitors are still needed', async ({ page }) => {
    await page.goto('/ab-test-optimizer');
    await page.getByLabel('Variant A visitors').fill('2000');
    await page.getByLabel('Variant A conversions').fill('100');
    await page.getByLabel('Variant B visitors').fill('2000');
    await page.getByLabel('Variant B conversions').fill('120');
    await page.getByRole('button', { name: 'Analyze Test' }).click();

    const expected = analyzeAbTest({
      nameA: 'Control',
      visitorsA: 2000,
      conversionsA: 100,
      nameB: 'Variant B',
      visitorsB: 2000,
      conversionsB: 120,
      confidenceLevel: 95,
    });
    expect(expected.significant).toBe(false);
    await expect(figure(page, 'Z-score')).toHaveText(roundTo(expected.z, 3).toFixed(3));
    await expect(figure(page, 'Confidence')).toHaveText(formatPercent(expected.confidence, 1));
    await expect(
      page.getByText(`Sample size still needed: about ${(expected.additionalPerVariant ?? 0).toLocaleString('en-US')} more visitors per variant`),
    ).toBeVisible();

    await page.getByLabel('Variant B conversions').fill('160');
    const significant = analyzeAbTest({
      nameA: 'Control',
      visitorsA: 2000,
      conversionsA: 100,
      nameB: 'Variant B',
      visitorsB: 2000,
      conversionsB: 160,
      confidenceLevel: 95,
    });
    await expect(page.getByRole('status').filter({ hasText: 'Variant B wins at 95% confidence.' })).toBeVisible();
    await expect(figure(page, 'Z-score')).toHaveText(roundTo(significant.z, 3).toFixed(3));
  });

  test('Lead Score Calculator: every factor to a score, band and likelihood', async ({ page }) => {
    await page.goto('/lead-score-calculator');
    await page.getByLabel('Company size').selectOption('medium');
    await page.getByLabel('Industry').selectOption('finance');
    await page.getByLabel('Job level').selectOption('director');
    // The slider starts at 50 and moves in steps of 5.
    await page.getByLabel(/^Engagement/).focus();
    for (let step = 0; step < 6; step += 1) await page.keyboard.press('ArrowRight');
    await expect(page.getByText('Engagement: 80')).toBeVisible();
    await page.getByLabel('Budget').selectOption('100k_500k');
    await page.getByLabel('Timeline').selectOption('1_month');
    await page.getByLabel('Pain point').selectOption('important');
    await page.getByRole('button', { name: 'Calculate Score' }).click();
    const expected = scoreLead({
      companySize: 'medium',
      industry: 'finance',
      jobLevel: 'director',
      engagement: 80,
      budget: '100k_500k',
      timeline: '1_month',
      painPoint: 'important',
    });
    await expect(page.locator('[data-figure="Score"]')).toContainText(String(expected.score));
    await expect(page.getByText(`${expected.band} lead`, { exact: true })).toBeVisible();
    await expect(figure(page, 'Conversion likelihood')).toHaveText(expected.likelihood);
  });

  test('CLV Predictor: lifetime value and CLV : CAC', async ({ page }) => {
    await page.goto('/clv-predictor');
    await page.getByLabel('Average order value ($)').fill('120');
    await page.getByLabel('Purchases per customer per year').fill('3');
    await page.getByLabel('Gross margin (%)').fill('35');
    await page.getByLabel('Yearly retention (%)').fill('60');
    await page.getByLabel('Cost to acquire a customer ($, optional)').fill('90');
    await page.getByRole('button', { name: 'Predict CLV' }).click();
    const expected = predictClv({
      averageOrderValue: 120,
      purchasesPerYear: 3,
      grossMarginPercent: 35,
      retentionPercent: 60,
      discountRatePercent: 10,
      acquisitionCost: 90,
    });
    await expect(figure(page, 'Lifetime value')).toHaveText(formatMoney(expected.clv));
    await expect(figure(page, 'CLV : CAC')).toHaveText(`${formatDecimal(expected.clvToCac ?? 0, 2)} : 1`);
  });

  test('Conversion Rate Analyzer: drop-off per stage and a significance check against the previous period', async ({ page }) => {
    await page.goto('/conversion-analyzer');
    for (const [index, count] of ['8000', '3200', '640', '160'].entries()) await page.getByLabel(`Stage ${index + 1} count`).fill(count);
    await page.getByLabel('Previous period visitors').fill('7000');
    await page.getByLabel('Previous period conversions').fill('105');
    await page.getByRole('button', { name: 'Analyze Funnel' }).click();
    const expected = analyzeFunnel({
      stages: [
        { name: 'Visitors', count: 8000 },
        { name: 'Product views', count: 3200 },
        { name: 'Added to cart', count: 640 },
        { name: 'Purchases', count: 160 },
      ],
      previous: { entrants: 7000, conversions: 105 },
    });
    await expect(figure(page, 'Overall conversion')).toHaveText(formatPercent(expected.overallConversion));
    await expect(figure(page, 'Biggest drop-off')).toContainText(expected.biggestLeak?.name ?? '');
    await expect(page.getByText(expected.comparison?.significant ? 'Significant change' : 'Not significant')).toBeVisible();
  });
});

test.describe('the analytics dashboard', () => {
  test('a metric and an ROI calculation appear in the lists, the cards and the chart; the period changes the figures; the owner edits and deletes them', async ({
    page,
    context,
  }) => {
    // A learner no other journey has touched, so every figure below is theirs alone.
    await signInAsNewLearner(page, 'Robin');
    expect((await page.request.post('/api/onboarding', { data: { ...onboardingAnswers, firstName: 'Robin' } })).status()).toBe(201);
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible();
    await expect(page.getByLabel('Period')).toHaveValue('30');
    await expect(card(page, 'Total ROI')).toHaveText('$0');
    await expect(card(page, 'Active Metrics')).toHaveText('0');
    await scrollToChart(page, 'Net ROI and metric improvement by day');
    await expect(impactBars(page, 'net-return')).toHaveCount(0);

    await page.getByRole('tab', { name: 'Business Impact' }).click();
    await page.getByLabel('Baseline value').fill('200');
    await page.getByLabel('Current value').fill('260');
    await page.getByRole('button', { name: 'Add Metric' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Business impact metric added successfully' }).first()).toBeVisible();
    const metrics = page.getByRole('list', { name: 'Business impact metrics' });
    await expect(metrics.getByRole('listitem')).toHaveCount(1);
    await expect(metrics.getByText('+30.0%')).toBeVisible();
    // Not verified: it names no module the learner studied before recording it.
    await expect(metrics.getByText('Not verified')).toBeVisible();
    await expect(cardNote(page, 'Active Metrics')).toHaveText(/^0 of 1 metrics verified/);

    await page.getByRole('tab', { name: 'ROI Tracking' }).click();
    await page.getByLabel('Investment amount ($)').fill('1200');
    await page.getByLabel('Time invested (hours)').fill('12');
    await page.getByLabel('Projected return ($)').fill('4200');
    await page.getByRole('form', { name: 'Calculate ROI' }).getByRole('button', { name: 'Calculate ROI' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'ROI calculation created successfully' }).first()).toBeVisible();
    const calculations = page.getByRole('list', { name: 'ROI calculations' });
    await expect(calculations.getByRole('listitem')).toHaveCount(1);
    await expect(calculations.getByText('ROI +250.0%')).toBeVisible();
    await expect(card(page, 'Total ROI')).toHaveText(formatMoney(3000));

    // The chart: one bar for today's net ROI and one for today's metric improvement, and the same figures in its table.
    await page.getByRole('tab', { name: 'Overview' }).click();
    await scrollToChart(page, 'Learning time and engagement by day');
    await scrollToChart(page, 'Net ROI and metric improvement by day');
    await expect(page.getByText('1 ROI calculation and 1 metric recorded in the last 30 days')).toBeVisible();
    await expect(impactBars(page, 'net-return')).toHaveCount(1);
    await expect(impactBars(page, 'improvement')).toHaveCount(1);
    const figures = await impactFigures(page);
    await expect(figures.getByRole('row')).toHaveCount(2);
    await expect(figures.getByRole('row').nth(1).getByRole('cell')).toHaveText([formatMoney(3000), '1', '+30.0%', '1']);

    // Twenty days from now, today's rows are outside the last 7 days but inside the last 30.
    const later = await context.newPage();
    await later.clock.setFixedTime(new Date(Date.now() + 20 * 86_400_000));
    await later.goto('/analytics?period=7');
    await expect(later.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible();
    await expect(card(later, 'Total ROI')).toHaveText('$0');
    await scrollToChart(later, 'Net ROI and metric improvement by day');
    await expect(impactBars(later, 'net-return')).toHaveCount(0);
    await later.getByLabel('Period').selectOption('30');
    await expect(card(later, 'Total ROI')).toHaveText(formatMoney(3000));
    await expect(impactBars(later, 'net-return')).toHaveCount(1);
    await later.close();

    // The owner corrects the metric in place: the service recomputes the improvement.
    await page.getByRole('tab', { name: 'Business Impact' }).click();
    await metrics.getByRole('button', { name: /^Edit Revenue metric/ }).click();
    await page.getByRole('spinbutton', { name: 'New current value' }).fill('300');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(metrics.getByText('+50.0%')).toBeVisible();

    // Deleting asks first; Cancel keeps the row, Delete removes it from the list, the cards and the chart.
    await page.getByRole('tab', { name: 'ROI Tracking' }).click();
    await calculations.getByRole('button', { name: /^Delete ROI calculation of/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this ROI calculation?' });
    await expect(dialog).toContainText(`${formatMoney(1200)} → ${formatMoney(4200)}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(calculations.getByRole('listitem')).toHaveCount(1);
    await calculations.getByRole('button', { name: /^Delete ROI calculation of/ }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No ROI calculations in this period yet.')).toBeVisible();
    await expect(card(page, 'Total ROI')).toHaveText('$0');
    await page.getByRole('tab', { name: 'Overview' }).click();
    await scrollToChart(page, 'Net ROI and metric improvement by day');
    await expect(impactBars(page, 'net-return')).toHaveCount(0);
    await expect(impactBars(page, 'improvement')).toHaveCount(1);
  });

  test('on a phone the charts, below the first screen, load and are drawn as the page is scrolled to them, each in a box that keeps its size', async ({
    page,
  }) => {
    await signIn(page, 'owner', { onboarded: true });
    await page.setViewportSize({ width: 412, height: 823 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible();
    // The app has taken over the prerendered page and drawn the learner's figures.
    await expect(page.locator('[data-prerendered]')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByText('Loading analytics...')).toHaveCount(0);
    await page.waitForLoadState('networkidle');

    const charts = ['Learning time and engagement by day', 'Net ROI and metric improvement by day'].map((name) => page.getByRole('img', { name }));
    const sizes = await Promise.all(charts.map((chart) => chart.boundingBox()));
    for (const [index, chart] of charts.entries()) {
      // Below the first screen, not drawn: a placeholder of the chart's size, named as the chart.
      expect(sizes[index]?.y).toBeGreaterThan(823);
      expect(sizes[index]?.height).toBe(256);
      await expect(chart.locator('[data-placeholder]')).toHaveCount(1);
      await expect(chart.locator('.recharts-wrapper')).toHaveCount(0);
    }
    const loadedBeforeScrolling = scripts.length;

    // Scrolled to the first, both are drawn (the second is within a screen height of it), in boxes of the same size.
    await scrollToChart(page, 'Learning time and engagement by day');
    await expect(charts[1]!.locator('.recharts-wrapper')).toBeVisible();
    expect(scripts.length, 'the chart library loads only once the page is scrolled to the charts').toBeGreaterThan(loadedBeforeScrolling);
    for (const [index, chart] of charts.entries()) {
      await expect(chart.locator('[data-placeholder]')).toHaveCount(0);
      expect((await chart.boundingBox())?.height).toBe(sizes[index]?.height);
      expect((await chart.boundingBox())?.width).toBe(sizes[index]?.width);
    }
  });

  test('the ROI Calculator saves its result to ROI tracking in one click', async ({ page }) => {
    await signIn(page, 'free', { onboarded: true });
    await page.goto('/roi-calculator?investment=4000&industry=marketing&toolType=analytics&teamSize=5&months=12&result=1');
    const expected = calculateRoi({ investment: 4000, industry: 'marketing', toolType: 'analytics', teamSize: 5, months: 12 });
    await page.getByRole('button', { name: 'Save to my ROI tracking' }).click();
    await page.getByRole('link', { name: 'Analytics → ROI Tracking' }).click();
    await expect(
      page
        .getByRole('list', { name: 'ROI calculations' })
        .getByText(`${formatMoney(4000)} → ${formatMoney(expected.totalReturn)}`)
        .first(),
    ).toBeVisible();
  });
});

test.describe('tools pages at 375 px', () => {
  test('no page scrolls sideways', async ({ page }) => {
    await signIn(page, 'owner', { onboarded: true });
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of [
      '/tools',
      '/roi-calculator?investment=10000&industry=saas&toolType=automation&teamSize=25&months=12&result=1',
      '/ab-test-optimizer?visitorsA=1000&conversionsA=100&visitorsB=1000&conversionsB=130&result=1',
      '/lead-score-calculator',
      '/clv-predictor',
      '/conversion-analyzer',
      '/analytics',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
    }
  });
});
