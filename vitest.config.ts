import { defineConfig } from 'vitest/config'
import { localeChunks } from './scripts/build/locale-chunks-plugin'

// Two projects: `unit` (pure modules, beside the code they test) and `api`
// (integration tests against a real database: PGlite by default, PostgreSQL
// when DATABASE_URL is set). Browser tests are Playwright's (tests/e2e).
export default defineConfig({
  // Resolves virtual:locale-chunks (imported lazily by src/i18n; tests bundle the locale files whole).
  plugins: [localeChunks()],
  test: {
    // A forgotten `.only` would silently skip the rest of the suite: refused everywhere, CI included.
    allowOnly: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{src,pages,layouts,renderer,server,scripts}/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/*.api.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'server/**/*.api.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
