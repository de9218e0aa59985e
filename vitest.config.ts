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
          // Worker threads start faster than processes, and both cores work (Vitest's default is one fewer
          // worker than cores): 120 s → 50 s on the 2-core machine (decision 044).
          pool: 'threads',
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'server/**/*.api.test.ts'],
          environment: 'node',
          // Each file starts its own server on its own database (tests/api/helpers/test-api.ts), and the server
          // is made to run several instances in one process: the files share the loaded modules instead of
          // importing the whole server again each (570 s → 200 s on PGlite; decision 044). No API test mocks a module.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
