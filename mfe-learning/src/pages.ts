import type { RemotePage } from '@academy/contracts';

/**
 * The pages of the learning slice: path, who may see it, document title. The one declaration of
 * them: the app (app.ts) gives each its component, and the build publishes them as
 * academy-pages.json for the shell to learn at run time
 * (docs/decisions/041-remotes-declare-their-pages.md).
 */
export const pages = [
  { path: '/', access: 'signed-in', title: 'Dashboard' },
  { path: '/courses', access: 'signed-in', title: 'Learning Modules' },
  { path: '/module/$id', access: 'signed-in', title: 'Module' },
  { path: '/onboarding', access: 'public', title: 'Get Started' },
  { path: '/skill-assessment', access: 'signed-in', title: 'Skill Assessment' },
  { path: '/certificate', access: 'signed-in', title: 'Your certificate' },
  { path: '/verify/$id', access: 'public', title: 'Certificate verification' },
] as const satisfies readonly RemotePage[];
