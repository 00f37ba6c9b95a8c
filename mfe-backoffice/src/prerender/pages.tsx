// What the back-office slice's build prerenders (scripts/prerender-pages.ts bundles this file for Node):
// the first view of its pages, for the gateway to show before the app is there
// (docs/decisions/018-pages-in-their-html.md).
import { ownedPage, prerenderRoute, someAdministrator, type PrerenderedPage } from '@academy/web-kit/prerender';
import { AdminPage } from '../features/admin/index.ts';
import { CrmPage } from '../features/crm/index.ts';

/**
 * /admin. Signed in, it is drawn for a stand-in administrator (no name): the dashboard's header,
 * its tabs and the users' figures and list as placeholders. Whether the user is an administrator is
 * known only once the app has them; a signed-in user who is not one sees the app's refusal in its
 * place. A visitor's page is the refusal with Log In, as the app first draws it before it sends
 * them to sign in.
 */
export const adminRoute = ownedPage('/admin', AdminPage);

/** /crm: a signed-in user's dashboard with their figures as placeholders; a visitor's refusal with Log In. */
export const crmRoute = ownedPage('/crm', CrmPage);

export async function pages(): Promise<PrerenderedPage[]> {
  return [...(await prerenderRoute(adminRoute, { member: someAdministrator })), ...(await prerenderRoute(crmRoute))];
}
