import { sliceNames, type RuntimeConfig, type SliceName } from '@academy/contracts';
import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteImporter } from './remote-app-loader.ts';

/** The Module Federation remotes of a runtime configuration (manifest URLs from /config.json). */
export function federationRemotes(config: RuntimeConfig, slices: readonly SliceName[] = sliceNames) {
  return slices.map((name) => ({ name, entry: config.remotes[name] }));
}

/**
 * Gives the federation runtime the remote manifests the boot script already read (absolute URL →
 * answer), each once, instead of asking for them again: one round trip less before the page's
 * remote runs. Anything else, a failed answer or a later (fresh) load, is fetched as usual.
 */
export function handedOverManifests(manifests: Promise<Record<string, Promise<Response>>>, baseUri: string): ModuleFederationRuntimePlugin {
  const known = manifests.catch((): Record<string, Promise<Response>> => ({}));
  return {
    name: 'academy-handed-over-manifests',
    async fetch(url, init) {
      const key = new URL(url, baseUri).href;
      // The boot script asks for the page's manifest once the configuration and the sign-in answer
      // are in, as the app does: not a wait in practice.
      const handed = await known;
      const answer = handed[key];
      if (answer) {
        delete handed[key];
        const response = await answer.catch(() => null);
        if (response?.ok) return response;
      }
      return fetch(url, init);
    },
  };
}

/**
 * Tells the federation runtime where the remotes are (nothing is fetched until a remote is used),
 * and hands it the manifests the boot script read.
 */
export function registerRuntimeRemotes(config: RuntimeConfig, manifests: Promise<Record<string, Promise<Response>>> = Promise.resolve({})): void {
  registerPlugins([handedOverManifests(manifests, document.baseURI)]);
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
