import { runService } from '@academy/service-kit';
import { loadIdentityConfig } from './config.ts';
import { createIdentityServer } from './http/server.ts';

// Environment: see README.md (PORT, HOST, DATABASE_URL, PUBLIC_URL, SESSION_SECRET, OIDC_ISSUER, …).
await runService(async () => {
  const service = createIdentityServer(loadIdentityConfig(process.env));
  return { server: await service.start(), logger: service.logger };
});
