export * from './errors.ts';
export * from './config.ts';
export * from './logger.ts';
export * from './database.ts';
export * from './auth.ts';
export * from './validate.ts';
export * from './server.ts';
export * from './events/index.ts';
