export { MentorWidget } from './mentor-widget.tsx';
export { MentorContextStoreProvider, createMentorContextStore, usePageMentorContext } from './mentor-context-store.tsx';
export type { MentorContextEntry, MentorContextStore } from './mentor-context-store.tsx';
