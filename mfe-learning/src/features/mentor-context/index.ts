export { useMentorContext } from './use-mentor-context.ts';
