export * from './common.ts';
export * from './identity.ts';
export * from './learning.ts';
export * from './tools.ts';
export * from './commerce.ts';
export * from './backoffice.ts';
export * from './platform.ts';
export * from './openapi.ts';
