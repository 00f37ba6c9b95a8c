import { runService } from '@academy/service-kit';
import { loadLearningConfig } from './config.ts';
import { createLearningService } from './http/server.ts';

await runService(async () => {
  const service = await createLearningService(loadLearningConfig());
  return { server: await service.start(), logger: service.logger };
});
