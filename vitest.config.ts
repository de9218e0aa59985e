import { defineConfig } from 'vitest/config'

// Two projects: `unit` (pure modules, beside the code they test) and `api`
// (integration tests against a real database: PGlite by default, PostgreSQL
// when DATABASE_URL is set). Browser tests are Playwright's (tests/e2e).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{src,pages,layouts,renderer,server,scripts}/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/*.api.test.ts'],
          environment: 'node',
        },
      },
      {
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
