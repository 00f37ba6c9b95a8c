import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, bench, describe, inject } from 'vitest';
import type { RunningServer } from '@academy/service-kit';
import { createTestDatabase, type TestDatabase } from '@academy/test-kit';
import { seedLearners } from '../bench/seed-learners.ts';
import { learningConfigSchema } from '../src/config.ts';
import { statsSnapshotQuery } from '../src/data/stats.repository.ts';
import { createLearningService } from '../src/http/server.ts';

/**
 * The cost of the stats statement as learners grow (docs/decisions/013-stats-cost.md): seeds 100
 * and then 10,000 learners with 15 modules of progress each on the shipped catalogue, prints the
 * EXPLAIN ANALYZE of one learner's statement at each size and times the statement.
 */
const content = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../content');
/** Where the plans are written (not committed: they change with every run). */
const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bench/results');
const sizes = [100, 10_000] as const;
const learner = 'bench-learner-50';
const now = new Date();
const query = new PgDialect().sqlToQuery(
  statsSnapshotQuery(learner, { sessionsSince: new Date(now.getTime() - 48 * 3_600_000), activitySince: new Date(now.getTime() - 400 * 86_400_000) }),
);

interface Seeded {
  database: TestDatabase;
  pool: pg.Pool;
}
const seeded = new Map<number, Seeded>();

async function explain(pool: pg.Pool, learners: number): Promise<void> {
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${query.sql}`, query.params);
  const plan = rows.map((row) => row['QUERY PLAN']);
  const text = `--- EXPLAIN (ANALYZE, BUFFERS) of one learner's stats statement, ${learners.toLocaleString('en')} learners ---\n${plan.join('\n')}\n`;
  // Kept as a file too: vitest's bench reporter shows no console output.
  await mkdir(resultsDir, { recursive: true });
  await writeFile(path.join(resultsDir, `stats-explain-${learners}.txt`), text);
  process.stdout.write(`\n${text}\n`);
}

// One database per size (vitest runs no hooks between benches), each migrated and synced by a real start.
beforeAll(async () => {
  for (const learners of sizes) {
    const database = await createTestDatabase(inject('postgresAdminUrl'), `learning_stats_${learners}`);
    const config = learningConfigSchema.parse({ PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'silent', CONTENT_DIR: content });
    const server: RunningServer = await (await createLearningService(config)).start();
    await server.stop();
    const result = await seedLearners(database.url, learners);
    process.stdout.write(`seeded ${result.learners} learners (${result.progressRows} progress rows) in ${result.seconds.toFixed(1)} s\n`);
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    await explain(pool, learners);
    seeded.set(learners, { database, pool });
  }
}, 600_000);

afterAll(async () => {
  for (const { database, pool } of seeded.values()) {
    await pool.end();
    await database.drop();
  }
});

describe('the stats statement of one learner with 15 modules of progress', () => {
  for (const learners of sizes) {
    bench(
      `${learners.toLocaleString('en')} learners`,
      async () => {
        await seeded.get(learners)?.pool.query(query.sql, query.params);
      },
      { time: 2_000 },
    );
  }
});
