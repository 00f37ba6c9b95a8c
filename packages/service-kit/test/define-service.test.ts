import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eventsConsumedBy } from '@academy/contracts';
import { createTestDatabase, type TestDatabase } from '@academy/test-kit';
import { baseServiceSettings, checkEventHandlers, defineService, EVENTS_PATH, type ServiceContext } from '../src/index.ts';
import * as schema from './events/schema.ts';

const migrations = fileURLToPath(new URL('./events/drizzle', import.meta.url));

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase(inject('postgresAdminUrl'), 'define_service');
});
afterAll(() => database?.drop());

const config = () => ({ PORT: 0, HOST: '127.0.0.1', LOG_LEVEL: 'silent' as const, DATABASE_URL: database.url, TRUSTED_PROXIES: ['loopback'] });

describe('defineService', () => {
  it('migrates, runs the start-up steps in order before listening, handles its declared events, and undoes the steps at stop', async () => {
    const steps: string[] = [];
    const handled: string[] = [];
    const createService = defineService({
      name: 'commerce',
      settings: baseServiceSettings,
      database: { schema, migrations },
      assemble({ transaction }: ServiceContext<ReturnType<typeof config>, typeof schema>) {
        const routes = Router();
        routes.get('/api/steps', (_req, res) => void res.json(steps));
        return {
          events: {
            'user.created': async (_tx, event) => void handled.push(`created ${event.data.userId}`),
            'user.deleted': async (_tx, event) => void handled.push(`deleted ${event.data.userId}`),
          },
          routes: [routes],
          startup: [
            async () => {
              // The migrations ran first: the step's transaction can read their table.
              await transaction((tx) => tx.select().from(schema.eventInbox));
              steps.push('first');
              return async () => void steps.push('first undone');
            },
            async () => void steps.push('second'),
          ],
          expose: { steps },
        };
      },
    });
    const service = createService(config());
    expect(service.steps).toBe(steps);
    const server = await service.start();
    expect(await (await fetch(`${server.url}/api/steps`)).json()).toEqual(['first', 'second']);

    const envelope = {
      id: randomUUID(),
      type: 'user.deleted',
      source: 'identity',
      occurredAt: new Date().toISOString(),
      data: { userId: 'u-1', email: 'a@b.test' },
      version: 1,
    };
    const answer = await fetch(`${server.url}${EVENTS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(envelope),
    });
    expect(await answer.json()).toEqual({ status: 'processed' });
    expect(handled).toEqual(['deleted u-1']);

    await server.stop();
    expect(steps).toEqual(['first', 'second', 'first undone']);
  });

  it('refuses a handler map that is not the events the contracts list the service as consuming', () => {
    const handler = async () => {};
    expect(() => checkEventHandlers('commerce', { 'user.created': handler, 'user.deleted': handler })).not.toThrow();
    expect(() => checkEventHandlers('commerce', { 'user.created': handler })).toThrow(/listed but not handled: user\.deleted/);
    expect(() => checkEventHandlers('commerce', { 'user.created': handler, 'user.deleted': handler, 'payment.succeeded': handler })).toThrow(
      /handled but not listed: payment\.succeeded/,
    );
    expect(eventsConsumedBy.identity).toEqual([]);
    const createService = defineService({
      name: 'identity',
      database: { schema, migrations },
      assemble: () => ({ events: { 'user.deleted': handler }, routes: [] }),
    });
    expect(() => createService(config())).toThrow(/identity service's event handlers/);
  });
});
