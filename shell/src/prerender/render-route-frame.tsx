import { defaultRuntimeConfig, type SliceName } from '@academy/contracts';
import { someMember } from '@academy/web-kit/prerender';
import { routeOwnership, type OwnedRoute, type RemoteApp } from '@academy/web-kit';
import { exampleUrl, type shellPaths } from '@academy/web-kit/routes';
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

/** The app as it first draws `url` for `audience`, every remote's page its slot. */
async function renderAppMarkup(url: string, audience: FrameAudience): Promise<string> {
  const shell = createShell({
    config: defaultRuntimeConfig(),
    remoteLoader: slotRemotes,
    redirect: () => undefined,
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  shell.queryClient.setQueryData(authUserQueryKey, audience === 'member' ? someMember : null);
  await shell.router.load();
  return renderToString(<ShellApp shell={shell} />);
}

/**
 * The frame as the app first draws it at `route` for `audience`: header (with the route's link
 * active), footer, mobile navigation and the mentor's button, the page itself left as the slot
 * (PAGE_SLOT_MARKUP) for the gateway to fill with the owner's prerendered page.
 */
export function renderRouteFrameMarkup(route: Pick<OwnedRoute, 'path'>, audience: FrameAudience): Promise<string> {
  return renderAppMarkup(exampleUrl(route.path), audience);
}

/** A page the shell draws itself. */
export type ShellPath = (typeof shellPaths)[number];

const MAIN = /(<main\b[^>]*>)([\s\S]*)(<\/main>)/;

/**
 * One of the shell's own pages as the app first draws it for `audience`: the frame, with the page
 * slot (PAGE_SLOT_MARKUP) in `<main>`, and the page that goes there. The shell owns the page, so
 * its route document holds it as it is rather than an include of a slice's fragment.
 */
export async function renderShellPageMarkup(path: ShellPath, audience: FrameAudience): Promise<{ frame: string; page: string }> {
  const markup = await renderAppMarkup(path, audience);
  const main = MAIN.exec(markup);
  if (!main || markup.indexOf('<main', main.index + 1) !== -1) throw new Error(`${path} is not drawn in one <main>`);
  const [whole, open = '', page = '', close = ''] = main;
  return { frame: markup.replace(whole, `${open}${PAGE_SLOT_MARKUP}${close}`), page };
}
