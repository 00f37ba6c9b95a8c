import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { EventEnvelope } from '@academy/contracts';
import { createDatabase, createLogger, createServiceApp, eventsRouter, listen, type RunningServer } from '@academy/service-kit';
import { createTestDatabase, freePort, startIdentityProcess, type IdentityProcess, type TestDatabase } from '@academy/test-kit';
import { learningConfigSchema, migrationsFolder } from '../src/config.ts';
import { schema } from '../src/data/schema.ts';
import { createLearningService } from '../src/http/server.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const TOKEN = 'learning-events-test-token-0123';

/**
 * The learning service's events reach a subscriber at least once, even when the subscriber is
 * down when they happen, and the subscriber's inbox turns repeats into no-ops.
 */
describe('learning events', () => {
  let producerDb: TestDatabase;
  let consumerDb: TestDatabase;
  let identity: IdentityProcess;
  let learning: RunningServer;
  let consumer: RunningServer | undefined;
  let consumerPort: number;
  const handled: string[] = [];
  const received: EventEnvelope[] = [];

  beforeAll(async () => {
    const adminUrl = inject('postgresAdminUrl');
    [producerDb, consumerDb, identity] = await Promise.all([
      createTestDatabase(adminUrl, 'learning_producer'),
      createTestDatabase(adminUrl, 'learning_consumer'),
      startIdentityProcess(adminUrl),
    ]);
    consumerPort = await freePort();
    const config = learningConfigSchema.parse({
      PORT: '0',
      DATABASE_URL: producerDb.url,
      LOG_LEVEL: 'silent',
      CONTENT_DIR: fixtures,
      IDENTITY_URL: identity.url,
      EVENT_SUBSCRIBERS: `audit=http://127.0.0.1:${consumerPort}`,
      INTERNAL_EVENTS_TOKEN: TOKEN,
    });
    learning = await (await createLearningService(config)).start();
  });

  afterAll(async () => {
    await learning?.stop();
    await consumer?.stop();
    await identity?.stop();
    await producerDb?.drop();
    await consumerDb?.drop();
  });

  async function startConsumer(): Promise<RunningServer> {
    const database = createDatabase(consumerDb.url, schema);
    await database.migrate(migrationsFolder);
    const spy = Router();
    spy.use((req, _res, next) => {
      if (req.path === '/internal/events' && req.body) received.push(req.body as EventEnvelope);
      next();
    });
    const app = createServiceApp({
      logger: createLogger('audit', 'silent'),
      ready: database.ping,
      routes: [
        eventsRouter({
          db: database.db,
          sharedSecret: TOKEN,
          handlers: {
            'section.completed': async (_tx, event) => {
              handled.push(`${event.data.moduleId}:${event.data.sectionIndex}`);
            },
          },
        }),
      ],
      configure: (express) => express.use(spy),
    });
    return listen(app, consumerPort, () => database.close());
  }

  it('are delivered after the subscriber comes back, once in effect even when sent again', async () => {
    const cookie = await identity.signIn('owner');
    const marked = await fetch(`${learning.url}/api/progress`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ moduleId: 1, sectionsCompleted: [0, 1] }),
    });
    expect(marked.status).toBe(200);
    // The subscriber is down: nothing can have been handled.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(handled).toEqual([]);

    consumer = await startConsumer();
    const deadline = Date.now() + 20_000;
    while (handled.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(handled).toEqual(['1:0', '1:1']);

    const first = received.find((event) => event.type === 'section.completed');
    expect(first?.source).toBe('learning');
    const again = await fetch(`${consumer.url}/internal/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-token': TOKEN },
      body: JSON.stringify(first),
    });
    expect(await again.json()).toEqual({ status: 'duplicate' });
    expect(handled).toEqual(['1:0', '1:1']);
  });
});
