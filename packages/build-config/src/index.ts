export { remoteConfig, remoteFederationOptions } from './remote-config.ts';
export type { RemoteConfigOptions } from './remote-config.ts';
export { pluginRemotePages, remotePagesJson } from './remote-pages-plugin.ts';
export { sharedPackages, sharedSingletons, startupPackages } from './shared-singletons.ts';
export type { SharedPackage, SingletonShare } from './shared-singletons.ts';
export { filesUnder, pluginPrecompress, precompressDirectory, writePrecompressed } from './precompress-plugin.ts';
