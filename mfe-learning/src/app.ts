import type { RemoteApp } from '@academy/web-kit';
// Not from the shared entry: a pure helper each remote bundles, so a shell of an earlier release need not have it.
import { remoteRoutes } from '@academy/web-kit/remote-routes';
import { DashboardPage } from './features/dashboard/index.ts';
import { ModulePage } from './features/module-reader/index.ts';
import { CertificatePage, VerifyCertificatePage } from './features/certificate/index.ts';
import { CoursesPage } from './features/courses/index.ts';
import { OnboardingPage } from './features/onboarding/index.ts';
import { SkillAssessmentPage } from './features/skill-assessment/index.ts';
import { pages } from './pages.ts';
import './styles.css';

/** What the learning slice gives the shell: its pages, by path. */
export const app: RemoteApp = {
  appId: 'learning',
  version: 1,
  routes: remoteRoutes(pages, {
    '/': DashboardPage,
    '/courses': CoursesPage,
    '/module/$id': ModulePage,
    '/onboarding': OnboardingPage,
    '/skill-assessment': SkillAssessmentPage,
    '/certificate': CertificatePage,
    '/verify/$id': VerifyCertificatePage,
  }),
  provides: {},
};
