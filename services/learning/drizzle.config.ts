import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/data/schema.ts', './src/data/course-search.schema.ts'],
  out: './drizzle',
});
