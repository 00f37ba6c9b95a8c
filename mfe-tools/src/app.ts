import type { RemoteApp } from '@academy/web-kit';
// Not from the shared entry: a pure helper each remote bundles, so a shell of an earlier release need not have it.
import { remoteRoutes } from '@academy/web-kit/remote-routes';
import { AbTestPage } from './features/ab-test/index.ts';
import { ToolsPage } from './features/catalogue/index.ts';
import { ClvPredictorPage } from './features/clv-predictor/index.ts';
import { ConversionAnalyzerPage } from './features/conversion-analyzer/index.ts';
import { LeadScorePage } from './features/lead-score/index.ts';
import { RoiCalculatorPage } from './features/roi-calculator/index.ts';
import { lazyPage } from './lazy-page.tsx';
import { pages } from './pages.ts';
import './styles.css';

const AnalyticsPage = lazyPage(() => import('./features/analytics/index.ts').then((m) => m.AnalyticsPage), 'Loading analytics...');
const ChallengesPage = lazyPage(() => import('./features/arena/index.ts').then((m) => m.ChallengesPage), 'Loading the Challenge Arena...');

/** What the tools slice gives the shell: its pages, by path. */
export const app: RemoteApp = {
  appId: 'tools',
  version: 1,
  routes: remoteRoutes(pages, {
    '/tools': ToolsPage,
    '/roi-calculator': RoiCalculatorPage,
    '/ab-test-optimizer': AbTestPage,
    '/lead-score-calculator': LeadScorePage,
    '/analytics': AnalyticsPage,
    '/clv-predictor': ClvPredictorPage,
    '/conversion-analyzer': ConversionAnalyzerPage,
    '/challenges': ChallengesPage,
  }),
  provides: {},
};
