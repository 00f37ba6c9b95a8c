import { runService } from '@academy/service-kit';
import { loadCommerceConfig } from './config.ts';
import { createCommerceService } from './http/server.ts';

await runService(async () => {
  const service = createCommerceService(loadCommerceConfig());
  return { server: await service.start(), logger: service.logger };
});
