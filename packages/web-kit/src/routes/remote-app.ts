import type { ComponentType } from 'react';
import type { SliceName } from '@academy/contracts';

/** 'public': anyone; 'signed-in': only an authenticated user (others get the 404 page). */
export type RouteAccess = 'public' | 'signed-in';

/** One page a remote renders, at a TanStack Router path such as '/courses' or '/module/$id'. */
export interface RemoteRoute {
  path: string;
  access: RouteAccess;
  component: ComponentType;
  /** The page's title, used for the document title. */
  title: string;
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
