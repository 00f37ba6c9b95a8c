import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestDatabase } from '@academy/test-kit';
import { baseServiceSettings, createLogger, defineService, publishEvent, type ServiceContext } from '../../src/index.ts';
import * as schema from '../events/schema.ts';

/** The migrations of the trace tests' services (their schema: the event tables and `grants`). */
export const traceTestMigrations = fileURLToPath(new URL('../events/drizzle', import.meta.url));

/** The configuration the trace tests' producer and consumer services read. */
export type TraceTestConfig = {
  PORT: number;
  HOST: string;
  LOG_LEVEL: 'info';
  DATABASE_URL: string;
  TRUSTED_PROXIES: string[];
  IDENTITY_URL?: string;
  EVENT_SUBSCRIBERS?: { name: string; url: string }[];
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;
};

export const traceTestConfig = (url: string): TraceTestConfig => ({
  PORT: 0,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  DATABASE_URL: url,
  TRUSTED_PROXIES: ['loopback'],
});

/** Log lines written to a stream the test reads. */
export function capturedLogger(service: string) {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger(service, 'info', destination), lines };
}

/** One statement on a test database, on a connection of its own. */
export async function query<T extends pg.QueryResultRow = pg.QueryResultRow>(
  database: TestDatabase,
  text: string,
  values: unknown[],
): Promise<pg.QueryResult<T>> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return await client.query<T>(text, values);
  } finally {
    await client.end();
  }
}

/** Waits until the condition holds (no fixed sleep). */
export async function until<T>(read: () => Promise<T | undefined> | T | undefined, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * The consumer of the trace tests: its user.created handler writes a grant and, when asked,
 * publishes entitlement.granted in the transaction the kit opened for the handling.
 */
export function defineTraceConsumer(options: { publishesGrant: boolean }) {
  return defineService({
    name: 'commerce',
    settings: baseServiceSettings,
    database: { schema, migrations: traceTestMigrations },
    assemble(_context: ServiceContext<TraceTestConfig, typeof schema>) {
      return {
        events: {
          'user.created': async (tx, event) => {
            await tx.insert(schema.grants).values({ userId: event.data.userId, productId: 'course', grantedAt: new Date() });
            if (!options.publishesGrant) return;
            const { userId, email } = event.data;
            await publishEvent(tx, {
              type: 'entitlement.granted',
              subject: userId,
              data: { userId, email, productId: 'lifetime-access', grantedAt: new Date().toISOString(), reason: 'development' },
            });
          },
          'user.deleted': async () => {},
        },
        routes: [],
      };
    },
  });
}
