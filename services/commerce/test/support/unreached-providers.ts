/**
 * Provider settings for a test that sends no mail and makes no payment: the service needs them to
 * start, and the test never makes it reach them (a name under .invalid resolves nowhere).
 */
export const unreachedProviders = {
  SMTP_URL: 'smtp://mail.invalid:25',
  STRIPE_SECRET_KEY: 'sk_test_unreached',
  STRIPE_WEBHOOK_SECRET: 'whsec_unreached',
  STRIPE_API_URL: 'http://stripe.invalid',
} as const;
