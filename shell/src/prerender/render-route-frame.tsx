import { defaultRuntimeConfig, type SliceName } from '@academy/contracts';
import { someMember } from '@academy/web-kit/prerender';
import { routeOwnership, type OwnedRoute, type RemoteApp } from '@academy/web-kit';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { createShell } from '../app/create-shell.ts';
import { ShellApp } from '../app/shell-app.tsx';
import { authUserQueryKey } from '../auth/auth-user-query.ts';
import type { RemoteAppLoader } from '../remotes/remote-app-loader.ts';

/** Who a route's document is drawn for: the frame differs between a visitor and a signed-in user. */
export type FrameAudience = 'visitor' | 'member';

/** The attribute of the element standing for the page inside the prerendered frame. */
export const PAGE_SLOT_ATTRIBUTE = 'data-page-slot';
/** The slot as `renderToString` writes it; the build puts the gateway's include of the page there. */
export const PAGE_SLOT_MARKUP = `<div ${PAGE_SLOT_ATTRIBUTE}=""></div>`;

/** Where the page goes in the frame. */
function PageSlot() {
  return <div {...{ [PAGE_SLOT_ATTRIBUTE]: '' }} />;
}

/** Every remote, already loaded, each drawing the page slot on every route it owns. */
const slotRemotes: RemoteAppLoader = {
  peek: (slice: SliceName): RemoteApp => ({
    appId: slice,
    version: 1,
    routes: routeOwnership
      .filter((route: OwnedRoute) => route.owner === slice)
      .map((route: OwnedRoute) => ({ path: route.path, access: route.access, component: PageSlot, title: '' })),
  }),
  load(slice) {
    return Promise.resolve(this.peek(slice)!);
  },
  preload: () => undefined,
};

/** A URL of the route: its path with each `$param` given a value (the frame does not depend on it). */
export function sampleUrl(routePath: string): string {
  return routePath.replace(/\$[A-Za-z0-9_]+/g, '1');
}

/**
 * The frame as the app first draws it at `route` for `audience`: header (with the route's link
 * active), footer, mobile navigation and the mentor's button, the page itself left as the slot
 * (PAGE_SLOT_MARKUP) for the gateway to fill with the owner's prerendered page.
 */
export async function renderRouteFrameMarkup(route: Pick<OwnedRoute, 'path'>, audience: FrameAudience): Promise<string> {
  const shell = createShell({
    config: defaultRuntimeConfig(),
    remoteLoader: slotRemotes,
    redirect: () => undefined,
    history: createMemoryHistory({ initialEntries: [sampleUrl(route.path)] }),
  });
  shell.queryClient.setQueryData(authUserQueryKey, audience === 'member' ? someMember : null);
  await shell.router.load();
  return renderToString(<ShellApp shell={shell} />);
}
