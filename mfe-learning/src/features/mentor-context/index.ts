export { useMentorContext, useMentorProgressSummary } from './use-mentor-context.ts';
