export { startPlatform, type PlatformOptions, type RunningPlatform } from './platform.ts';
export { buildInputs, contentHash, ensureFrontEndBuilds, needsBuild, runProductionBuild } from './builds.ts';
export { withFileLock } from './file-lock.ts';
export { frontEnds, repoRoot, serviceNames, defaultServicePorts, type ServiceName } from './paths.ts';
export { median } from './open-loop-load.ts';
export { findPreviousRelease, previousReleaseBuilds, previousReleaseCheckout, type PreviousRelease, type PreviousReleaseLookup } from './previous-release.ts';
// A second gateway on a running platform's services (the version-skew journeys give it the previous release's shell).
export { startGateway, type RunningGateway } from '@academy/gateway';
