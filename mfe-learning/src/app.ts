import type { RemoteApp } from '@academy/web-kit';
import { DashboardPage } from './features/dashboard/index.ts';
import { ModulePage } from './features/module-reader/index.ts';
import { CertificatePage, VerifyCertificatePage } from './features/certificate/index.ts';
import { CoursesPage } from './features/courses/index.ts';
import { OnboardingPage } from './features/onboarding/index.ts';
import { SkillAssessmentPage } from './features/skill-assessment/index.ts';
import './styles.css';

/** What the learning slice gives the shell: its pages, by path. */
export const app: RemoteApp = {
  appId: 'learning',
  version: 1,
  routes: [
    { path: '/', access: 'signed-in', component: DashboardPage, title: 'Dashboard' },
    { path: '/courses', access: 'signed-in', component: CoursesPage, title: 'Learning Modules' },
    { path: '/module/$id', access: 'signed-in', component: ModulePage, title: 'Module' },
    { path: '/onboarding', access: 'public', component: OnboardingPage, title: 'Get Started' },
    { path: '/skill-assessment', access: 'signed-in', component: SkillAssessmentPage, title: 'Skill Assessment' },
    { path: '/certificate', access: 'signed-in', component: CertificatePage, title: 'Your certificate' },
    { path: '/verify/$id', access: 'public', component: VerifyCertificatePage, title: 'Certificate verification' },
  ],
  provides: {},
};
