import { writeNginxRuntimeFiles } from './nginx-config.ts';
import { productionPaths } from './production.ts';
import { buildRuntimeConfig } from './runtime-config.ts';
import { contentSecurityPolicyFor } from './security-headers.ts';

/**
 * Start step of the gateway image: writes /config.json and the Content-Security-Policy map from
 * the container's environment, before nginx starts. Fails (and so stops the container) on a
 * configuration error. Usage: write-runtime-files [directory]
 */
try {
  const config = buildRuntimeConfig(process.env);
  const runtimeDir = process.argv[2] ?? productionPaths.runtimeDir;
  await writeNginxRuntimeFiles({ runtimeDir }, config, contentSecurityPolicyFor(config));
  console.log(`gateway runtime configuration written to ${runtimeDir} (payments: ${config.payments.mode})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
