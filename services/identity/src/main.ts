import { createLogger, runService } from '@academy/service-kit';
import { loadIdentityConfig } from './config.ts';
import { createIdentityServer } from './http/server.ts';

// Environment: PORT, HOST, DATABASE_URL, PUBLIC_URL, SESSION_SECRET, OIDC_ISSUER, OIDC_CLIENT_ID,
// OIDC_CLIENT_SECRET, ADMIN_EMAILS, LOG_LEVEL, NODE_ENV (see README.md).
await runService(async () => {
  const config = loadIdentityConfig(process.env);
  const logger = createLogger('identity', config.logLevel);
  return { server: await createIdentityServer(config, { logger }).start(), logger };
});
