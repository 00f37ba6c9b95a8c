import { sliceNames, type RuntimeConfig, type SliceName } from '@academy/contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteImporter } from './remote-app-loader.ts';

/** The Module Federation remotes of a runtime configuration (manifest URLs from /config.json). */
export function federationRemotes(config: RuntimeConfig, slices: readonly SliceName[] = sliceNames) {
  return slices.map((name) => ({ name, entry: config.remotes[name] }));
}

/** Tells the federation runtime where the remotes are; nothing is fetched until a remote is used. */
export function registerRuntimeRemotes(config: RuntimeConfig): void {
  registerRemotes(federationRemotes(config));
}

/**
 * Loads `<slice>/app` through the federation runtime. A fresh attempt re-registers the remote
 * with `force`, which drops the cached manifest, entry script and module of the failed try.
 */
export function createFederationImporter(config: RuntimeConfig): RemoteImporter {
  return async (slice, { fresh }) => {
    if (fresh) {
      registerRemotes(federationRemotes(config, [slice]), { force: true });
    }
    const module = await loadRemote<unknown>(`${slice}/app`);
    if (module === null || module === undefined) {
      throw new Error(`The ${slice} remote could not be loaded`);
    }
    return module;
  };
}
