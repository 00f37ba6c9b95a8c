export { QuizCard, QuizCardPlaceholder } from './quiz-card.tsx';
export type { QuizCardProps } from './quiz-card.tsx';
