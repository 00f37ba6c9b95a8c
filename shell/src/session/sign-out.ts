import { identityOperations } from '@academy/contracts';
import { callOperation } from '@academy/web-kit';

/** Signing out is a POST, so no link on another site can do it; GET shows identity's confirm page. */
export const LOGOUT_PATH = identityOperations.logout.path;

/**
 * Signs out with POST /api/logout, then takes the browser where identity says (the landing page,
 * or the issuer's sign-out page for an external issuer). Should the POST fail, the browser goes to
 * GET /api/logout, whose page offers the same sign-out as a button.
 */
export async function signOut(redirect: (url: string) => void): Promise<void> {
  let location: string;
  try {
    ({ location } = await callOperation(identityOperations.logout));
  } catch {
    location = LOGOUT_PATH;
  }
  redirect(location);
}
