import type { RemotePage } from '@academy/contracts';

/**
 * The pages of the tools slice: path, who may see it, document title. The one declaration of
 * them: the app (app.ts) gives each its component, and the build publishes them as
 * academy-pages.json for the shell to learn at run time
 * (docs/decisions/041-remotes-declare-their-pages.md).
 */
export const pages = [
  { path: '/tools', access: 'signed-in', title: 'AI Business Tools' },
  { path: '/roi-calculator', access: 'signed-in', title: 'ROI Calculator Pro' },
  { path: '/ab-test-optimizer', access: 'signed-in', title: 'A/B Test Optimizer' },
  { path: '/lead-score-calculator', access: 'signed-in', title: 'Lead Score Calculator' },
  { path: '/analytics', access: 'signed-in', title: 'Analytics Dashboard' },
  { path: '/clv-predictor', access: 'signed-in', title: 'Customer Lifetime Value Predictor' },
  { path: '/conversion-analyzer', access: 'signed-in', title: 'Conversion Rate Analyzer' },
  { path: '/challenges', access: 'signed-in', title: 'Challenge Arena' },
] as const satisfies readonly RemotePage[];
