import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export interface Database<TSchema extends Record<string, unknown>> {
  /** Drizzle over the pool (`$client`, for a statement prepared by name). */
  db: NodePgDatabase<TSchema> & { $client: pg.Pool };
  pool: pg.Pool;
  /**
   * Runs the work in one transaction: what it writes commits together, or not at all. The one way a
   * service's use cases write several rows together (they receive it as `transaction`).
   */
  transaction: RunInTransaction<TSchema>;
  /** Applies the service's generated migrations (idempotent; tracked by drizzle). */
  migrate(migrationsFolder: string): Promise<void>;
  /** True when the database answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export function createDatabase<TSchema extends Record<string, unknown>>(url: string, schema: TSchema, options: { max?: number } = {}): Database<TSchema> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return {
    db,
    pool,
    transaction: (work) => db.transaction(work),
    migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
    async ping() {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}

export type Transaction<TSchema extends Record<string, unknown>> = Parameters<Parameters<NodePgDatabase<TSchema>['transaction']>[0]>[0];

/** Opens a transaction on a service's database and runs the work in it. */
export type RunInTransaction<TSchema extends Record<string, unknown>> = <T>(work: (tx: Transaction<TSchema>) => Promise<T>) => Promise<T>;
