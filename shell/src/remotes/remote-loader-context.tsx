import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteAppLoader } from './remote-app-loader.ts';

const RemoteLoaderContext = createContext<RemoteAppLoader | null>(null);

export function RemoteLoaderProvider({ loader, children }: { loader: RemoteAppLoader; children?: ReactNode }) {
  return <RemoteLoaderContext.Provider value={loader}>{children}</RemoteLoaderContext.Provider>;
}

export function useRemoteLoader(): RemoteAppLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader() needs a <RemoteLoaderProvider>');
  return loader;
}
