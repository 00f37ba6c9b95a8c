export { OnboardingPage } from './onboarding-page.tsx';
