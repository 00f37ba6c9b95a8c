import { defineConfig } from 'drizzle-kit';

// Generates the test databases' migration the way a service generates its own:
// npx drizzle-kit generate --config test/events/drizzle.config.ts
export default defineConfig({
  dialect: 'postgresql',
  schema: './test/events/schema.ts',
  out: './test/events/drizzle',
});
