/**
 * Provider settings for a test that sends no mail: the service needs them to start, and the test
 * never makes it reach them (a name under .invalid resolves nowhere).
 */
export const unreachedProviders = { SMTP_URL: 'smtp://mail.invalid:25' } as const;
