export * from './tables.ts';
export * from './publish.ts';
export * from './backoff.ts';
export * from './subscribers.ts';
export * from './relay.ts';
export * from './router.ts';
export * from './user-deletion.ts';
