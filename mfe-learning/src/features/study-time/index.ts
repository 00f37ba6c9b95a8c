export { useStudyHeartbeat } from './use-study-heartbeat.ts';
export { ACTIVE_WINDOW_MS, HEARTBEAT_INTERVAL_MS, createStudyTracker } from './study-tracker.ts';
