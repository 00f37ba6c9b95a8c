import { startGateway } from './start-gateway.ts';

/**
 * Runs the gateway alone from the environment: GATEWAY_PORT (8080), GATEWAY_HOST (127.0.0.1),
 * GATEWAY_MODE (auto | nginx | dev), GATEWAY_RUNTIME_DIR (.data/nginx), IDENTITY_URL ...
 * BACKOFFICE_URL, and the runtime configuration keys. Stops cleanly on SIGINT / SIGTERM.
 */
const modes = ['auto', 'nginx', 'dev'] as const;
type Mode = (typeof modes)[number];
const isMode = (value: string): value is Mode => (modes as readonly string[]).includes(value);

try {
  const mode = process.env.GATEWAY_MODE ?? 'auto';
  if (!isMode(mode)) throw new Error(`GATEWAY_MODE must be one of ${modes.join(', ')} (got ${mode})`);
  const port = Number(process.env.GATEWAY_PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`GATEWAY_PORT must be a port number (got ${process.env.GATEWAY_PORT})`);

  const gateway = await startGateway({
    port,
    prefer: mode,
    ...(process.env.GATEWAY_HOST ? { host: process.env.GATEWAY_HOST } : {}),
    ...(process.env.GATEWAY_RUNTIME_DIR ? { runtimeDir: process.env.GATEWAY_RUNTIME_DIR } : {}),
  });
  console.log(`gateway (${gateway.kind}) listening on ${gateway.url}`);

  let stopping = false;
  const onSignal = () => {
    if (stopping) return;
    stopping = true;
    gateway.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
