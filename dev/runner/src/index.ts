export { startPlatform, type PlatformOptions, type RunningPlatform } from './platform.ts';
export { ensureFrontEndBuilds, needsBuild, runProductionBuild } from './builds.ts';
export { frontEnds, repoRoot, serviceNames, defaultServicePorts, type ServiceName } from './paths.ts';
export { median } from './open-loop-load.ts';
