import { defaultRuntimeConfig } from '@academy/contracts';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { createShell } from '../app/create-shell.ts';
import { ShellApp } from '../app/shell-app.tsx';
import { authUserQueryKey } from '../auth/auth-user-query.ts';
import type { RemoteAppLoader } from '../remotes/remote-app-loader.ts';

/** The landing page never loads a remote; one asked for at build time is a mistake worth failing on. */
const noRemotes: RemoteAppLoader = {
  peek: () => undefined,
  load: (slice) => Promise.reject(new Error(`The prerendered landing page asked for the ${slice} remote`)),
  preload: () => undefined,
};

/**
 * The markup a visitor's first render of '/' produces: the whole app (frame, landing page, mentor
 * button, toast area) rendered signed out, so the static page and the app that later replaces it
 * are the same elements in the same order (bootstrap.tsx relies on that to keep focus and replay a press).
 */
export async function renderLandingMarkup(): Promise<string> {
  const shell = createShell({
    config: defaultRuntimeConfig(),
    remoteLoader: noRemotes,
    redirect: () => undefined,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  shell.queryClient.setQueryData(authUserQueryKey, null);
  await shell.router.load();
  return renderToString(<ShellApp shell={shell} />);
}
