import { createLogger, runService } from '@academy/service-kit';
import { loadStandInsConfig } from './config.ts';
import { startStandIns } from './stand-ins.ts';

await runService(async () => {
  const config = loadStandInsConfig();
  const logger = createLogger('stand-ins', config.LOG_LEVEL);
  const standIns = await startStandIns({
    logger,
    port: config.PORT,
    host: config.HOST,
    ...(config.MAILBOX_DIR ? { mailbox: { dir: config.MAILBOX_DIR, smtpPort: config.MAILBOX_SMTP_PORT } } : {}),
    ...(config.PAYMENTS_SECRET_KEY && config.PAYMENTS_WEBHOOK_SECRET
      ? {
          payments: {
            secretKey: config.PAYMENTS_SECRET_KEY,
            webhookSecret: config.PAYMENTS_WEBHOOK_SECRET,
            webhookUrl: config.PAYMENTS_WEBHOOK_URL,
            stateFile: config.PAYMENTS_STATE_FILE,
            apiPort: config.PAYMENTS_API_PORT,
          },
        }
      : {}),
    ...(config.OIDC_CLIENT_SECRET && config.OIDC_CLIENT_PUBLIC_URL
      ? {
          oidc: {
            publicUrl: config.OIDC_PUBLIC_URL,
            client: {
              secret: config.OIDC_CLIENT_SECRET,
              redirectUri: `${config.OIDC_CLIENT_PUBLIC_URL}/api/callback`,
              postLogoutRedirectUri: `${config.OIDC_CLIENT_PUBLIC_URL}/`,
            },
            secret: config.OIDC_COOKIE_SECRET ?? config.OIDC_CLIENT_SECRET,
            identityDatabaseUrl: config.OIDC_IDENTITY_DATABASE_URL,
          },
        }
      : {}),
  });
  const port = Number(new URL(standIns.url).port);
  return { server: { port, url: standIns.url, stop: standIns.stop }, logger };
});
