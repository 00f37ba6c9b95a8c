// `npm start`: the whole platform on embedded defaults, one URL, Ctrl-C stops everything.
import { leaveStopSignalsToCaller } from '@academy/processes';
import { startPlatform, serviceNames, type ServiceName } from '@academy/runner';

const databaseUrls = Object.fromEntries(
  serviceNames.flatMap((name) => {
    const url = process.env[`DATABASE_URL_${name.toUpperCase()}`];
    return url ? [[name, url]] : [];
  }),
) as Partial<Record<ServiceName, string>>;

// A real provider given here replaces its development stand-in (dev/stand-ins).
const passThrough = [
  'OIDC_ISSUER',
  'OIDC_CLIENT_ID',
  'OIDC_CLIENT_SECRET',
  'ADMIN_EMAILS',
  'NODE_ENV',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PUBLISHABLE_KEY',
  'SMTP_URL',
  'MAIL_FROM',
];
const env = Object.fromEntries(passThrough.flatMap((key) => (process.env[key] ? [[key, process.env[key] as string]] : [])));
const gateway = process.env.GATEWAY === 'nginx' || process.env.GATEWAY === 'dev' ? process.env.GATEWAY : 'auto';

const servicePorts = Object.fromEntries(
  serviceNames.flatMap((name) => {
    const port = process.env[`${name.toUpperCase()}_PORT`];
    return port ? [[name, Number(port)]] : [];
  }),
) as Partial<Record<ServiceName, number>>;

const log = (line: string) => console.log(line);
let stopping = false;

try {
  const platform = await startPlatform({
    gatewayPort: Number(process.env.GATEWAY_PORT ?? process.env.PORT ?? 8080),
    gateway,
    dataDir: process.env.DATA_DIR || undefined,
    postgresPort: process.env.POSTGRES_PORT ? Number(process.env.POSTGRES_PORT) : undefined,
    servicePorts,
    databaseUrls,
    env,
    build: process.env.SKIP_BUILD !== '1',
    log,
  });
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the platform…');
    try {
      await platform.stop();
      console.log('Stopped.');
      process.exit(0);
    } catch (error) {
      console.error(`While stopping: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.on('SIGHUP', stop);
  // This script stops everything in order (the embedded PostgreSQL last); the database library's
  // own signal handling would stop the database and exit first.
  leaveStopSignalsToCaller();
  console.log(`\nGateway: ${platform.gatewayKind === 'nginx' ? 'nginx' : 'development gateway (nginx not installed)'} · logs in ${platform.logDir}`);
  console.log(`\n  The academy is running at ${platform.url}\n`);
  console.log('Press Ctrl-C to stop.');
} catch (error) {
  console.error(`\nThe platform could not start:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
