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
export function handedOverManifests(manifests: Record<string, Promise<Response>>, baseUri: string): ModuleFederationRuntimePlugin {
  return {
    name: 'academy-handed-over-manifests',
    fetch(url) {
      const key = new URL(url, baseUri).href;
      const answer = manifests[key];
      if (!answer) return undefined;
      delete manifests[key];
      return answer.then(
        (response) => (response.ok ? response : fetch(url)),
        () => fetch(url),
      );
    },
  };
}

/**
 * Tells the federation runtime where the remotes are (nothing is fetched until a remote is used),
 * and hands it the manifests the boot script read.
 */
export function registerRuntimeRemotes(config: RuntimeConfig, manifests: Record<string, Promise<Response>> = {}): void {
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
