import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes the next SQL migration from db/schema.ts; wrangler applies migrations/
// (`npm run db:migrate`), drizzle-kit never talks to a database here.
export default defineConfig({
  dialect: 'sqlite',
  schema: './db/schema.ts',
  out: './migrations',
});
