// `npm run bench` (this workspace's part): the front end's budgets measured from outside. Starts
// the platform as `npm start` does (embedded PostgreSQL, the five services, nginx), then for every
// route of the route table (e2e/bench-routes.ts: every page of every slice, the shell's pages, the
// landing page and the dashboard, each as the audience it is for) prints the first-load JavaScript as
// transferred (brotli) and Lighthouse 12's mobile scores (performance, accessibility, LCP, TBT, CLS),
// medians of BENCH_RUNS runs (default 3); BENCH_ROUTES (e.g. landing,pricing) limits it to some
// routes. Every Lighthouse report (JSON) is kept, in a folder per run under e2e/bench-reports/ (not
// committed), or under BENCH_REPORTS=<dir>.
//
// Sizes are deterministic, and those of e2e/budgets.ts's routes are checked by `npm test`
// (tests/js-budgets.spec.ts); the Lighthouse figures depend on the machine and its load, so they are
// printed with the load average and Lighthouse's benchmark index of the machine
// (environment.benchmarkIndex: higher is faster) beside them.
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import lighthouse from 'lighthouse';
import { median, startPlatform, serviceNames } from '@academy/runner';
import { freePort, freePorts } from '@academy/test-kit';
import { benchRoutes as allRoutes, type BenchAudience } from './bench-routes.ts';
import { lighthouseTargets, maxCumulativeLayoutShift } from './budgets.ts';
import { payThroughApi, startPurchaseThroughApi } from './support/checkout.ts';
import { onboardingAnswers } from './support/course-content.ts';
import { kilobytes, measureFirstLoadJs } from './support/first-load-js.ts';
import { accounts, type Account } from './support/pages.ts';

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
// BENCH_ROUTES=landing,pricing measures only those routes (names from e2e/bench-routes.ts); all by default.
const onlyRoutes = process.env.BENCH_ROUTES?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const benchRoutes = onlyRoutes?.length ? allRoutes.filter((route) => onlyRoutes.includes(route.name)) : allRoutes;
const reportsDir = path.join(
  process.env.BENCH_REPORTS ?? path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench-reports'),
  new Date().toISOString().replace(/[:.]/g, '-'),
);
const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the machine's speed while it ran (environment.benchmarkIndex). */
  benchmarkIndex: number;
}

/** The Cookie header of an account signed in through the development provider, onboarded. */
async function cookieHeader(browser: Browser, baseUrl: string, account: Account): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/api/login`);
  await page.getByRole('button', { name: accounts[account].button }).click();
  await page.waitForURL(/\/(onboarding)?$/);
  const saved = await page.request.post(`${baseUrl}/api/onboarding`, { data: { ...onboardingAnswers, firstName: accounts[account].firstName } });
  if (!saved.ok()) throw new Error(`onboarding fixture failed: ${saved.status()}`);
  const cookies = await context.cookies(baseUrl);
  await context.close();
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

async function runLighthouse(port: number, url: string, cookie: string | null, name: string): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  // Every report is kept for a closer look (critical chains, main-thread work), named by route and time.
  await mkdir(reportsDir, { recursive: true });
  await writeFile(path.join(reportsDir, `${name}-${Date.now()}.json`), JSON.stringify(result.lhr));
  const { categories, audits, environment } = result.lhr;
  return {
    performance: Math.round((categories['performance']?.score ?? 0) * 100),
    accessibility: Math.round((categories['accessibility']?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    benchmarkIndex: environment.benchmarkIndex,
  };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-bench-'));
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
const debuggingPort = await freePort();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...chromiumArgs, `--remote-debugging-port=${debuggingPort}`],
});

try {
  // Each signed-in audience the routes need, signed in once: the course owner, a learner buying the course (the
  // free-preview account, which owns nothing) and the administrator.
  const signedIn: Partial<Record<BenchAudience, Account>> = { learner: 'owner', buyer: 'free', administrator: 'admin' };
  const cookies: Partial<Record<BenchAudience, string>> = {};
  for (const audience of new Set(benchRoutes.map((route) => route.audience))) {
    const account = signedIn[audience];
    if (account) cookies[audience] = await cookieHeader(browser, platform.url, account);
  }
  const nameWidth = Math.max('route'.length, ...benchRoutes.map((route) => route.name.length)) + 1;
  const rows: string[] = [];
  const misses: string[] = [];
  const benchmarkIndexes: number[] = [];
  console.log(
    `\nFront end, ${runs} run(s) per route, load average at start ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  for (const route of benchRoutes) {
    const cookie = cookies[route.audience] ?? null;
    const context = await browser.newContext(cookie ? { extraHTTPHeaders: { Cookie: cookie } } : {});
    // A buyer's page at their purchase, started (or paid) just now as they would have: the checkout measured before the
    // buyer owns the course, the payment return with the payment it confirms.
    let url = route.path;
    if (route.purchase) {
      const purchase = await startPurchaseThroughApi(context.request, platform.url);
      url = route.purchase === 'paid' ? await payThroughApi(context.request, platform.url, purchase) : purchase.checkoutPath;
    }
    const load = await measureFirstLoadJs(await context.newPage(), platform.url, { ...route, path: url });
    await context.close();

    const figures: LighthouseFigures[] = [];
    for (let run = 0; run < runs; run += 1) {
      figures.push(await runLighthouse(debuggingPort, new URL(url, platform.url).toString(), cookie, route.name));
    }
    const pick = (key: keyof LighthouseFigures) => median(figures.map((figure) => figure[key]));
    const row = { perf: pick('performance'), a11y: pick('accessibility'), lcp: pick('lcpMs'), tbt: pick('tbtMs'), cls: pick('cls') };
    benchmarkIndexes.push(...figures.map((figure) => figure.benchmarkIndex));
    rows.push(
      [
        route.name.padEnd(nameWidth),
        `${kilobytes(load.totalBytes).padStart(6)} KB (${String(load.scripts.length).padStart(2)} files${route.maxScriptKb ? `; CI ceiling ${route.maxScriptKb}` : ''}${route.goalScriptKb ? `, goal ${route.goalScriptKb}` : ''})`.padEnd(
          43,
        ),
        `perf ${String(row.perf).padStart(3)}`,
        `a11y ${String(row.a11y).padStart(3)}`,
        `LCP ${(row.lcp / 1000).toFixed(2)} s`,
        `TBT ${Math.round(row.tbt)} ms`,
        `CLS ${row.cls.toFixed(3)}`,
        `benchmark index ${Math.round(pick('benchmarkIndex'))}`,
      ].join('  '),
    );
    if (route.maxScriptKb && load.totalBytes / 1024 > route.maxScriptKb) misses.push(`${route.name}: JS over its CI ceiling`);
    if (route.goalScriptKb && load.totalBytes / 1024 > route.goalScriptKb)
      misses.push(`${route.name}: JS ${kilobytes(load.totalBytes)} KB > goal ${route.goalScriptKb} KB`);
    if (row.perf < lighthouseTargets.performance) misses.push(`${route.name}: performance ${row.perf} < ${lighthouseTargets.performance}`);
    if (row.a11y < lighthouseTargets.accessibility) misses.push(`${route.name}: accessibility ${row.a11y} < ${lighthouseTargets.accessibility}`);
    if (row.lcp > lighthouseTargets.maxLcpMs) misses.push(`${route.name}: LCP ${(row.lcp / 1000).toFixed(2)} s > ${lighthouseTargets.maxLcpMs / 1000} s`);
    if (row.tbt > lighthouseTargets.maxTbtMs) misses.push(`${route.name}: TBT ${Math.round(row.tbt)} ms > ${lighthouseTargets.maxTbtMs} ms`);
    if (row.cls > maxCumulativeLayoutShift) misses.push(`${route.name}: CLS ${row.cls.toFixed(3)} > ${maxCumulativeLayoutShift}`);
    console.log(rows.at(-1));
  }
  console.log(`\n${'route'.padEnd(nameWidth)}  first-load JS (brotli, as transferred), Lighthouse 12 mobile medians\n${rows.join('\n')}`);
  console.log(
    `\nThe machine's Lighthouse benchmark index: median ${Math.round(median(benchmarkIndexes))} (${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))} over ${benchmarkIndexes.length} runs)`,
  );
  console.log(`Every Lighthouse report of this run: ${reportsDir}`);
  console.log(misses.length ? `\nGoals missed on this machine:\n  ${misses.join('\n  ')}` : '\nEvery front-end goal met on this machine.');
  console.log(
    `load average at end ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await browser.close();
  await platform.stop();
  await rm(dataDir, { recursive: true, force: true });
}
