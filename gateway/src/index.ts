export { startGateway, repoRoot, DEFAULT_GATEWAY_PORT } from './start-gateway.ts';
export type { StartGatewayOptions, RunningGateway, GatewayKind } from './start-gateway.ts';
export * from './route-table.ts';
export * from './runtime-config.ts';
export * from './security-headers.ts';
export * from './api-errors.ts';
export * from './nginx-config.ts';
export { createDevGateway, requestIdFor } from './dev-gateway.ts';
export type { DevGateway, DevGatewayOptions } from './dev-gateway.ts';
export {
  productionNginxOptions,
  composeGatewayService,
  composeServiceHost,
  composeRemoteService,
  REMOTE_CONTAINER_PORT,
  productionPaths,
} from './production.ts';
