import type { SliceName } from '@academy/contracts';
import type { RemoteApp, RemoteRoute } from '@academy/web-kit';

/**
 * Imports a remote's './app' module. `fresh` is true after an earlier attempt failed: the
 * importer must then forget what it cached about the remote and fetch it again.
 */
export type RemoteImporter = (slice: SliceName, options: { fresh: boolean }) => Promise<unknown>;

export interface RemoteAppLoader {
  /** The app of a remote that has already loaded, without waiting. */
  peek(slice: SliceName): RemoteApp | undefined;
  /** Loads a remote's app once; later calls share the same load. A failed load is forgotten. */
  load(slice: SliceName): Promise<RemoteApp>;
  /** Starts loading in the background (link hover or focus); failures are left to load(). */
  preload(slice: SliceName): void;
}

export class RemoteAppShapeError extends Error {
  override readonly name = 'RemoteAppShapeError';
}

function isRoute(value: unknown): value is RemoteRoute {
  if (typeof value !== 'object' || value === null) return false;
  const route = value as Record<string, unknown>;
  return (
    typeof route['path'] === 'string' &&
    (route['access'] === 'public' || route['access'] === 'signed-in') &&
    (typeof route['component'] === 'function' || (typeof route['component'] === 'object' && route['component'] !== null)) &&
    typeof route['title'] === 'string'
  );
}

/** Checks that a remote's module is `{ app: RemoteApp }` for the expected slice. */
export function toRemoteApp(slice: SliceName, module: unknown): RemoteApp {
  const app = typeof module === 'object' && module !== null ? (module as { app?: unknown }).app : undefined;
  if (typeof app !== 'object' || app === null) {
    throw new RemoteAppShapeError(`The ${slice} remote does not export an app`);
  }
  const candidate = app as Partial<RemoteApp>;
  if (candidate.appId !== slice) {
    throw new RemoteAppShapeError(`The ${slice} remote exports the app "${String(candidate.appId)}"`);
  }
  if (candidate.version !== 1) {
    throw new RemoteAppShapeError(`The ${slice} remote exports app version ${String(candidate.version)}; the shell speaks version 1`);
  }
  if (!Array.isArray(candidate.routes) || !candidate.routes.every(isRoute)) {
    throw new RemoteAppShapeError(`The ${slice} remote exports invalid routes`);
  }
  return app as RemoteApp;
}

export function createRemoteAppLoader(importRemote: RemoteImporter): RemoteAppLoader {
  const loaded = new Map<SliceName, RemoteApp>();
  const pending = new Map<SliceName, Promise<RemoteApp>>();
  const failedBefore = new Set<SliceName>();

  function load(slice: SliceName): Promise<RemoteApp> {
    const app = loaded.get(slice);
    if (app) return Promise.resolve(app);
    const inFlight = pending.get(slice);
    if (inFlight) return inFlight;

    const attempt = Promise.resolve()
      .then(() => importRemote(slice, { fresh: failedBefore.has(slice) }))
      .then((module) => {
        const remoteApp = toRemoteApp(slice, module);
        loaded.set(slice, remoteApp);
        failedBefore.delete(slice);
        return remoteApp;
      })
      .catch((error: unknown) => {
        failedBefore.add(slice);
        throw error;
      })
      .finally(() => {
        pending.delete(slice);
      });
    pending.set(slice, attempt);
    return attempt;
  }

  return {
    peek: (slice) => loaded.get(slice),
    load,
    preload(slice) {
      load(slice).catch(() => undefined);
    },
  };
}
