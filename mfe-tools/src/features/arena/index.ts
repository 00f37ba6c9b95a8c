export { ChallengesPage } from './challenges-page.tsx';
