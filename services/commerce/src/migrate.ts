import { runMigrations } from '@academy/service-kit';
import { migrationsFolder } from './config.ts';

// The migrate command (npm run migrate; deploy/kubernetes's Job before a rollout): applies the migrations and exits.
await runMigrations('commerce', migrationsFolder);
