export { LearningPathCard } from './learning-path-card.tsx';
export { LEARNING_PATH_ANCHOR } from './learning-path-view.ts';
export { learningPathKeys } from './data/query-keys.ts';
