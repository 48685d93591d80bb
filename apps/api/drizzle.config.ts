import { defineConfig } from 'drizzle-kit';

// Run from the repository root: `npm run db:generate` (paths are relative to the working folder).
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema.ts',
  out: './apps/api/src/db/migrations',
  strict: true,
  verbose: true,
});
