import type { ComponentType } from 'react';
import type { RemotePage, SliceName } from '@academy/contracts';

/** 'public': anyone; 'signed-in': only an authenticated user (others get the 404 page). */
export type RouteAccess = RemotePage['access'];

/**
 * One page a remote renders, at a TanStack Router path such as '/courses' or '/module/$id': the
 * page the remote declares (path, access, title: the document title) with its component.
 */
export interface RemoteRoute extends RemotePage {
  component: ComponentType;
}

/** What a remote's './app' module exports as `app`. */
export interface RemoteApp {
  appId: SliceName;
  version: 1;
  routes: RemoteRoute[];
  /** Versioned extras a remote offers to the shell (keys like 'mentor.v1'). */
  provides?: Record<string, unknown>;
}

/** The module shape of a remote's exposed './app'. */
export interface RemoteAppModule {
  app: RemoteApp;
}

/**
 * A remote's routes from its one declaration of pages (`src/pages.ts`, which its build also
 * publishes as academy-pages.json) and a component for each: every declared path needs one, and
 * a component for a path not declared is a type error.
 */
export function remoteRoutes<const Pages extends readonly RemotePage[]>(
  pages: Pages,
  components: { readonly [Path in Pages[number]['path']]: ComponentType },
): RemoteRoute[] {
  const byPath: Readonly<Record<string, ComponentType>> = components;
  return pages.map((page) => {
    const component = byPath[page.path];
    if (!component) throw new Error(`No component for the page ${page.path}`);
    return { ...page, component };
  });
}
