import { z } from 'zod';
import { baseConfigShape, ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './database.ts';
import { createLogger } from './logger.ts';

/**
 * Applies a service's migrations to the database at DATABASE_URL and closes its connection. The
 * one key it reads: a migration step (deploy/kubernetes's Job before a rollout) needs nothing of the
 * service's other configuration, and the service's own start applies the same migrations again,
 * finding none left.
 */
export async function applyMigrations(service: string, migrationsFolder: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const { DATABASE_URL } = loadConfig(`${service} migrations`, z.object({ DATABASE_URL: baseConfigShape.DATABASE_URL }), env);
  const database = createDatabase(DATABASE_URL, {}, { max: 1 });
  try {
    await database.migrate(migrationsFolder);
  } finally {
    await database.close();
  }
}

/**
 * A service's `migrate` entry point (src/migrate.ts): applies its migrations and exits 0, or names
 * the problem and exits 1 (a configuration problem without a stack trace, as runService does).
 */
export async function runMigrations(service: string, migrationsFolder: string): Promise<void> {
  const logger = createLogger(service, 'info');
  try {
    await applyMigrations(service, migrationsFolder);
    logger.info('migrations applied');
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message);
    else logger.error({ err: error }, 'migrations failed');
    process.exitCode = 1;
  }
}
