import { runService } from '@academy/service-kit';
import { loadBackofficeConfig } from './config.ts';
import { createBackofficeService } from './http/server.ts';

await runService(async () => {
  const service = createBackofficeService(loadBackofficeConfig());
  return { server: await service.start(), logger: service.logger };
});
