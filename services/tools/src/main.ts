import { runService } from '@academy/service-kit';
import { loadToolsConfig } from './config.ts';
import { createToolsService } from './http/server.ts';

await runService(async () => {
  const service = createToolsService(loadToolsConfig());
  return { server: await service.start(), logger: service.logger };
});
