import { defineConfig } from '@playwright/test';
import { e2eWorkers } from './support/platforms.ts';

/**
 * Browser journeys through the real gateway (nginx) in Debian's Chromium. The global setup
 * starts a whole platform per worker on free ports with throw-away databases; a file's tests run
 * in order on one worker, and the files are spread over the workers (support/platforms.ts).
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: e2eWorkers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
