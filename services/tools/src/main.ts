import { runService } from '@academy/service-kit';
import { loadToolsConfig } from './config.ts';
import { createToolsService } from './http/server.ts';

await runService(async () => {
  const service = await createToolsService(loadToolsConfig());
  return { server: await service.start(), logger: service.logger };
});
