// `npm -w @academy/e2e run screenshots`: every page at 1280 px and 375 px, as a visitor, as an
// administrator (the admin dashboard and the CRM, each tab; `SCREENSHOTS_ONLY=backoffice` for those alone), as a
// course owner and as a buyer, saved to e2e/screenshots/ for people to look at.
// Each shot waits for its page's heading (not for the network to go quiet: pages that keep a
// request open never would), so a page that does not render fails its shot by name.
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { startPlatform, serviceNames } from '@academy/runner';
import { freePort, freePorts } from '@academy/test-kit';
import { onboardingAnswers } from './support/course-content.ts';
import { payThroughApi, startPurchaseThroughApi } from './support/checkout.ts';

const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
await mkdir(outDir, { recursive: true });
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-shots-'));
await chmod(dataDir, 0o755);
const servicePorts = await freePorts(serviceNames);
const platform = await startPlatform({
  dataDir,
  gatewayPort: await freePort(),
  postgresPort: await freePort(),
  servicePorts,
  env: { LOG_LEVEL: 'warn' },
  log: console.log,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** Ends the run early when only some pages were asked for. */
class SkipRest extends Error {}

const widths = [
  [1280, 800],
  [375, 812],
] as const;
const failed: string[] = [];

/** A page: its file name, its URL and the heading that says it has rendered (any h1 when not named). */
type Shot = readonly [name: string, url: string, heading?: string | RegExp];

async function waitForHeading(page: Page, heading?: string | RegExp) {
  const locator = heading === undefined ? page.getByRole('heading', { level: 1 }) : page.getByRole('heading', { name: heading });
  await locator.first().waitFor({ state: 'visible', timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

async function capture(page: Page, name: string) {
  await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: true });
}

async function shoot(page: Page, name: string, url: string, heading?: string | RegExp) {
  try {
    await page.goto(`${platform.url}${url}`);
    await waitForHeading(page, heading);
    await capture(page, name);
  } catch (error) {
    failed.push(`${name} (${url}): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}

async function signIn(page: Page, button: string, firstName: string) {
  await page.goto(`${platform.url}/api/login`);
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(/\/(onboarding)?$/);
  await page.request.post(`${platform.url}/api/onboarding`, { data: { ...onboardingAnswers, firstName } });
}

const calculators: readonly Shot[] = [
  ['roi-calculator', '/roi-calculator?investment=25000&industry=finance&toolType=customer_service&teamSize=100&months=24&result=1', 'ROI Calculator Pro'],
  ['ab-test-optimizer', '/ab-test-optimizer?visitorsA=2000&conversionsA=100&visitorsB=2000&conversionsB=120&result=1', 'A/B Test Optimizer'],
  [
    'lead-score-calculator',
    '/lead-score-calculator?companySize=medium&industry=finance&jobLevel=director&engagement=80&budget=100k_500k&timeline=1_month&painPoint=important&result=1',
    'Lead Score Calculator',
  ],
  [
    'clv-predictor',
    '/clv-predictor?averageOrderValue=120&purchasesPerYear=3&grossMarginPercent=35&retentionPercent=60&discountRatePercent=10&acquisitionCost=90&result=1',
    'Customer Lifetime Value Predictor',
  ],
  [
    'conversion-analyzer',
    `/conversion-analyzer?stages=${encodeURIComponent('Visitors~8000|Product views~3200|Added to cart~640|Purchases~160')}&previousEntrants=7000&previousConversions=105&result=1`,
    'Conversion Rate Analyzer',
  ],
];
const analyticsTabs = ['overview', 'learning', 'impact', 'skills', 'roi'] as const;

/** `SCREENSHOTS_ONLY=backoffice` takes only the admin and CRM pages (the quicker check after a back-office change). */
const only = process.env.SCREENSHOTS_ONLY;

/** Users in each role, and contacts in every status with deals in several stages and activities, so the admin and CRM pages show what they hold. */
async function seedCrm(page: Page) {
  const contacts = [
    {
      firstName: 'Kim',
      lastName: 'Park',
      company: 'Acme',
      position: 'CTO',
      email: 'kim@acme.example',
      phone: '555-0100',
      status: 'prospect',
      value: 12500,
      notes: 'Met at the trade fair. Wants a pilot in spring; the budget was approved by the board last week, pending legal review.',
    },
    { firstName: 'Lee', lastName: 'Wong', company: 'Globex', position: 'Head of Operations', email: 'lee@globex.example', status: 'lead', value: 3000 },
    {
      firstName: 'Maria',
      lastName: 'Rossi',
      company: 'Initech',
      position: 'Founder',
      email: 'maria@initech.example',
      status: 'customer',
      value: 48000,
      notes: 'Renewal due in March.',
    },
    { firstName: 'Omar', lastName: 'Haddad', company: 'Umbrella', status: 'closed', value: 0 },
  ];
  // A few users beside the administrator, in each role, for User Management.
  for (const [firstName, lastName, role, subscriptionPlan] of [
    ['Grace', 'Hopper', 'manager', 'pro'],
    ['Linus', 'Berg', 'publisher', 'premium'],
    ['Noor', 'Aziz', 'user', 'free'],
  ] as const) {
    await page.request.post(`${platform.url}/api/admin/users`, {
      data: { email: `${firstName.toLowerCase()}@example.com`, firstName, lastName, role, subscriptionPlan },
    });
  }
  const ids: number[] = [];
  for (const contact of contacts)
    ids.push(((await (await page.request.post(`${platform.url}/api/crm/contacts`, { data: contact })).json()) as { id: number }).id);
  const deals = [
    [ids[0], 'Spring pilot', 12500, 'negotiation'],
    [ids[0], 'Training add-on', 2400, 'proposal'],
    [ids[1], 'Operations audit', 3000, 'qualification'],
    [ids[2], 'Annual licence', 48000, 'won'],
    [ids[3], 'Chatbot rollout', 9000, 'lost'],
  ] as const;
  for (const [contactId, title, value, stage] of deals)
    await page.request.post(`${platform.url}/api/crm/contacts/${contactId}/deals`, { data: { title, value, stage } });
  for (const [type, summary] of [
    ['call', 'Intro call about the pilot'],
    ['meeting', 'Demo with the operations team'],
    ['email', 'Sent the proposal and pricing'],
  ] as const)
    await page.request.post(`${platform.url}/api/crm/contacts/${ids[0]}/activities`, { data: { type, summary } });
}

/** Clicks a tab and waits for what it shows before the shot. */
async function shootTab(page: Page, name: string, tab: string, shows: () => Promise<unknown>) {
  try {
    await page.getByRole('tab', { name: tab }).click();
    await shows();
    await page.waitForTimeout(300);
    await capture(page, name);
  } catch (error) {
    failed.push(`${name} (tab ${tab}): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}

/** The admin dashboard (each tab) and the CRM (each tab, a contact's details, the pipeline) as the administrator. */
async function shootBackoffice(width: number, height: number, seed: boolean) {
  const context = await browser.newContext({ viewport: { width, height } });
  const admin = await context.newPage();
  await signIn(admin, 'Administrator', 'Ada');
  if (seed) await seedCrm(admin);
  await shoot(admin, `${width}-admin-users`, '/admin', 'Admin Dashboard');
  await shootTab(admin, `${width}-admin-pricing`, 'Pricing Management', () => admin.getByRole('button', { name: 'Add Plan' }).waitFor({ timeout: 15_000 }));
  await shootTab(admin, `${width}-admin-security`, 'Security & Audit', () =>
    admin
      .getByText(/session/i)
      .first()
      .waitFor({ timeout: 15_000 }),
  );
  await shoot(admin, `${width}-crm-dashboard`, '/crm', 'Customer Relationship Management');
  await shootTab(admin, `${width}-crm-contacts`, 'Contacts', () => admin.getByRole('group', { name: 'Kim Park' }).waitFor({ timeout: 15_000 }));
  try {
    await admin.getByRole('button', { name: 'Details of Kim Park' }).click();
    await admin.getByRole('dialog', { name: 'Kim Park' }).getByText('Spring pilot', { exact: true }).first().waitFor({ timeout: 15_000 });
    await admin.waitForTimeout(300);
    // The dialog as the window shows it (a full-page shot would draw the fixed dialog over a scrolled page).
    await admin.screenshot({ path: path.join(outDir, `${width}-crm-contact-details.png`) });
  } catch (error) {
    failed.push(`${width}-crm-contact-details: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  } finally {
    await admin.keyboard.press('Escape');
  }
  await shootTab(admin, `${width}-crm-pipeline`, 'Pipeline', () =>
    admin.getByRole('region', { name: 'Negotiation' }).getByText('Spring pilot').waitFor({ timeout: 15_000 }),
  );
  await context.close();
}

try {
  for (const [index, [width, height]] of widths.entries()) await shootBackoffice(width, height, index === 0);
  if (only === 'backoffice') throw new SkipRest();
  for (const [width, height] of widths) {
    const visitor = await browser.newPage({ viewport: { width, height } });
    for (const [name, url, heading] of [
      ['landing', '/'],
      ['pricing', '/pricing', 'AI Business Growth Mastery'],
      ['services', '/services', 'Your business, simplified'],
      ['terms', '/terms'],
      ['onboarding', '/onboarding'],
      ['not-found', '/nowhere'],
    ] satisfies readonly Shot[])
      await shoot(visitor, `${width}-visitor-${name}`, url, heading);
    await visitor.close();

    const context = await browser.newContext({ viewport: { width, height } });
    const learner = await context.newPage();
    await signIn(learner, 'Learner (owns the course)', 'Alex');
    // Something to chart on the Analytics tabs: one metric and one ROI calculation of today.
    await learner.request.post(`${platform.url}/api/business-impact`, {
      data: { metricType: 'revenue', baselineValue: 12_000, currentValue: 15_600, attributedModules: [1] },
    });
    await learner.request.post(`${platform.url}/api/roi-calculations`, {
      data: { investmentAmount: 1200, timeInvested: 12, projectedReturn: 4200, calculationMethod: 'revenue_impact' },
    });
    for (const [name, url, heading] of [
      ['dashboard', '/'],
      ['courses', '/courses'],
      ['module-1', '/module/1'],
      ['tools', '/tools', 'AI Business Tools'],
      ...calculators,
      ...analyticsTabs.map((tab) => [`analytics-${tab}`, `/analytics?tab=${tab}`, 'Analytics Dashboard'] as const),
      ...(['quests', 'challenges', 'league'] as const).map((tab) => [`challenges-${tab}`, `/challenges?tab=${tab}`, 'Challenge Arena'] as const),
      ['crm', '/crm'],
      ['skill-assessment', '/skill-assessment'],
      ['pricing', '/pricing', 'AI Business Growth Mastery'],
      ['services', '/services', 'Your business, simplified'],
    ] satisfies readonly Shot[])
      await shoot(learner, `${width}-learner-${name}`, url, heading);
    await learner.getByRole('button', { name: 'Open AI Learning Mentor' }).click();
    await learner.waitForTimeout(500);
    await learner.screenshot({ path: path.join(outDir, `${width}-learner-mentor.png`) });
    await context.close();
  }

  // The buyer's journey, once (payments are rate limited per buyer), each step at both widths:
  // the checkout, the success page, Pricing with the purchase and its refund button, and after the refund.
  const buyerContext = await browser.newContext({ viewport: { width: widths[0][0], height: widths[0][1] } });
  const buyer = await buyerContext.newPage();
  const atBothWidths = async (name: string, url: string, heading: string | RegExp) => {
    for (const [width, height] of widths) {
      await buyer.setViewportSize({ width, height });
      await shoot(buyer, `${width}-buyer-${name}`, url, heading);
    }
  };
  await signIn(buyer, 'Learner (free preview)', 'Sam');
  await atBothWidths('pricing-before', '/pricing', 'AI Business Growth Mastery');
  const purchase = await startPurchaseThroughApi(buyer.request, platform.url);
  await atBothWidths('checkout', purchase.checkoutPath, 'Complete Your Purchase');
  await atBothWidths('payment-success', await payThroughApi(buyer.request, platform.url, purchase), 'Payment Successful');
  await atBothWidths('pricing-purchases', '/pricing', 'Your purchases');
  for (const [width, height] of widths) {
    await buyer.setViewportSize({ width, height });
    await shoot(buyer, `${width}-buyer-refund-button`, '/pricing', 'Your purchases');
    await buyer
      .getByRole('button', { name: /Request a refund/ })
      .first()
      .scrollIntoViewIfNeeded();
    await buyer.screenshot({ path: path.join(outDir, `${width}-buyer-refund-button-viewport.png`) });
  }
  await buyer
    .getByRole('button', { name: /Request a refund/ })
    .first()
    .click();
  await buyer
    .getByText(/Refund on its way/)
    .first()
    .waitFor({ timeout: 15_000 });
  await atBothWidths('pricing-refunded', '/pricing', 'Your purchases');
  await buyerContext.close();
} catch (error) {
  if (!(error instanceof SkipRest)) throw error;
} finally {
  console.log(`Screenshots in ${outDir}`);
  if (failed.length) {
    console.error(`${failed.length} shots failed:\n${failed.join('\n')}`);
    process.exitCode = 1;
  }
  await browser.close();
  await platform.stop();
  await rm(dataDir, { recursive: true, force: true });
}
