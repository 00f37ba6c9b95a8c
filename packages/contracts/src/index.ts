import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// The contracts are built with zod/mini, which brings no locale: English messages (the 400 details
// the services answer and the pages show), loaded alone rather than with every other locale.
config(en());

export * from './common.ts';
export * from './identity.ts';
export * from './learning.ts';
export * from './certificates.ts';
export * from './learning-path.ts';
export * from './course-search.ts';
export * from './module-updates.ts';
export * from './onboarding.ts';
export * from './tools.ts';
export * from './arena.ts';
export * from './products.ts';
export * from './commerce.ts';
export * from './backoffice.ts';
export * from './platform.ts';
export * from './canary.ts';
export * from './metrics.ts';
export * from './events.ts';
export * from './event-subscriptions.ts';
export * from './operation.ts';
export * from './identity.operations.ts';
export * from './learning.operations.ts';
export * from './certificates.operations.ts';
export * from './learning-path.operations.ts';
export * from './course-search.operations.ts';
export * from './module-updates.operations.ts';
export * from './tools.operations.ts';
export * from './arena.operations.ts';
export * from './commerce.operations.ts';
export * from './backoffice.operations.ts';
export * from './stand-ins.operations.ts';
export * from './platform.operations.ts';
export * from './openapi.ts';
export * from './platform.errors.ts';
export * from './identity.errors.ts';
export * from './learning.errors.ts';
export * from './tools.errors.ts';
export * from './commerce.errors.ts';
export * from './backoffice.errors.ts';
export * from './errors.ts';
export * from './gateway.errors.ts';
