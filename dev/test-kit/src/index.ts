import './provided-context.ts';
export { createTestDatabase, type TestDatabase } from './database.ts';
export { ephemeralPortRange, freePort, freePorts } from '@academy/processes';
export { CookieClient, type HttpResult } from './cookie-client.ts';
export { rawGet, type RawAnswer } from './raw-get.ts';
export { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './otlp-receiver.ts';
export { parseMetrics, scrapeMetrics, type MetricSample, type MetricsScrape } from './metrics.ts';
export {
  startIdentityProcess,
  signInThroughDevelopmentProvider,
  developmentAccounts,
  type DevelopmentAccount,
  type IdentityProcess,
} from './identity-process.ts';
export { randomStripeKey, startTestStandIns, type TestStandIns } from './stand-ins.ts';
export type { TestPaymentServer } from '@academy/stand-ins';
