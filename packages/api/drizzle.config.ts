import { defineConfig } from 'drizzle-kit';

/** `pnpm db:generate` writes a migration into drizzle/ after a change to the schema; commit it. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
});
