import type { RemotePage } from '@academy/contracts';

/**
 * The pages of the commerce slice: path, who may see it, document title. The one declaration of
 * them: the app (app.ts) gives each its component, and the build publishes them as
 * academy-pages.json for the shell to learn at run time
 * (docs/decisions/041-remotes-declare-their-pages.md).
 */
export const pages = [
  { path: '/pricing', access: 'public', title: 'Pricing' },
  { path: '/checkout', access: 'public', title: 'Checkout' },
  { path: '/payment-success', access: 'public', title: 'Payment Successful' },
  { path: '/services', access: 'public', title: 'Services' },
] as const satisfies readonly RemotePage[];
