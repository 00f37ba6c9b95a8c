import type { RemotePage } from '@academy/contracts';

/**
 * The pages of the back-office slice: path, who may see it, document title. The one declaration of
 * them: the app (app.ts) gives each its component, and the build publishes them as
 * academy-pages.json for the shell to learn at run time
 * (docs/decisions/041-remotes-declare-their-pages.md).
 */
export const pages = [
  // Public so the page itself can send visitors to sign in and tell non-administrators why they are turned away.
  { path: '/admin', access: 'public', title: 'Admin Dashboard' },
  { path: '/crm', access: 'public', title: 'CRM' },
] as const satisfies readonly RemotePage[];
