import { createDatabase, type Database } from '@academy/service-kit';
import { createTestDatabase, type TestDatabase } from '@academy/test-kit';
import { serviceNames, type ServiceName } from '../../src/paths.ts';

export interface ServiceDatabases {
  /** Each service's own database, as startPlatform's `databaseUrls`. */
  urls: Record<ServiceName, string>;
  /** Drops every one of them. */
  drop(): Promise<void>;
}

/** A fresh test database for each service (`<prefix>_<service>`), for a whole platform in a test. */
export async function createServiceDatabases(adminUrl: string, prefix: string): Promise<ServiceDatabases> {
  const databases: TestDatabase[] = [];
  const urls = {} as Record<ServiceName, string>;
  for (const name of serviceNames) {
    const database = await createTestDatabase(adminUrl, `${prefix}_${name}`);
    databases.push(database);
    urls[name] = database.url;
  }
  return {
    urls,
    async drop() {
      for (const database of databases.splice(0)) await database.drop();
    },
  };
}

export interface ServiceConnections {
  /** A small pool on each service's database, for reading what it stored. */
  sql: Record<ServiceName, Database<Record<string, never>>['pool']>;
  close(): Promise<void>;
}

/** Connects to each service's database (two connections each). */
export function connectToServiceDatabases(urls: Record<ServiceName, string>): ServiceConnections {
  const connections = serviceNames.map((name) => [name, createDatabase(urls[name], {}, { max: 2 })] as const);
  return {
    sql: Object.fromEntries(connections.map(([name, connection]) => [name, connection.pool])) as ServiceConnections['sql'],
    async close() {
      for (const [, connection] of connections.splice(0)) await connection.close();
    },
  };
}
