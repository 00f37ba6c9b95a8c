import { runMigrations } from '@academy/service-kit';
import { MIGRATIONS_FOLDER } from './http/server.ts';

// The migrate command (npm run migrate; deploy/kubernetes's Job before a rollout): applies the migrations and exits.
await runMigrations('identity', MIGRATIONS_FOLDER);
