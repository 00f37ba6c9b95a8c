export { QuizCard } from './quiz-card.tsx';
export type { QuizCardProps } from './quiz-card.tsx';
