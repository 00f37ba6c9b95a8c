import type { RemoteApp } from '@academy/web-kit';
import { AbTestPage } from './features/ab-test/index.ts';
import { ToolsPage } from './features/catalogue/index.ts';
import { ClvPredictorPage } from './features/clv-predictor/index.ts';
import { ConversionAnalyzerPage } from './features/conversion-analyzer/index.ts';
import { LeadScorePage } from './features/lead-score/index.ts';
import { RoiCalculatorPage } from './features/roi-calculator/index.ts';
import { lazyPage } from './lazy-page.tsx';
import './styles.css';

const AnalyticsPage = lazyPage(() => import('./features/analytics/index.ts').then((m) => m.AnalyticsPage), 'Loading analytics...');
const ChallengesPage = lazyPage(() => import('./features/arena/index.ts').then((m) => m.ChallengesPage), 'Loading the Challenge Arena...');

/** What the tools slice gives the shell: its pages, by path. */
export const app: RemoteApp = {
  appId: 'tools',
  version: 1,
  routes: [
    { path: '/tools', access: 'signed-in', component: ToolsPage, title: 'AI Business Tools' },
    { path: '/roi-calculator', access: 'signed-in', component: RoiCalculatorPage, title: 'ROI Calculator Pro' },
    { path: '/ab-test-optimizer', access: 'signed-in', component: AbTestPage, title: 'A/B Test Optimizer' },
    { path: '/lead-score-calculator', access: 'signed-in', component: LeadScorePage, title: 'Lead Score Calculator' },
    { path: '/analytics', access: 'signed-in', component: AnalyticsPage, title: 'Analytics Dashboard' },
    { path: '/clv-predictor', access: 'signed-in', component: ClvPredictorPage, title: 'Customer Lifetime Value Predictor' },
    { path: '/conversion-analyzer', access: 'signed-in', component: ConversionAnalyzerPage, title: 'Conversion Rate Analyzer' },
    { path: '/challenges', access: 'signed-in', component: ChallengesPage, title: 'Challenge Arena' },
  ],
  provides: {},
};
