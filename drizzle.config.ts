import { defineConfig } from 'drizzle-kit'

// One migration history for PGlite and PostgreSQL: generated from the schema,
// committed, and applied at start-up by drizzle's migrator (server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/*.ts',
  out: './server/db/migrations',
})
