import { defineConfig } from '@playwright/test'
import { CHROMIUM_FLAGS } from './scripts/lib/chromium-flags'
import { POSTGRES_URL, PRODUCTION_DATA_DIR, PRODUCTION_URL, postgresServerEnv, productionServerEnv } from './tests/e2e/smoke/environment'

// Two journeys on servers configured unlike the browser tests' (decision 044):
// the production server (`npm start`'s mode) and the server on PostgreSQL.
// Run under scripts/with-postgres.ts, which sets DATABASE_URL.
export default defineConfig({
  testDir: 'tests/e2e/smoke',
  testMatch: '**/*.smoke.ts',
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? '.test-data/e2e-smoke-report.json' }]],
  use: { trace: 'retain-on-failure', launchOptions: { executablePath: '/usr/bin/chromium', args: [...CHROMIUM_FLAGS] } },
  projects: [
    { name: 'production', testMatch: 'production.smoke.ts', use: { baseURL: PRODUCTION_URL } },
    { name: 'postgresql', testMatch: 'postgresql.smoke.ts', use: { baseURL: POSTGRES_URL } },
  ],
  webServer: [
    {
      // From an empty database, as a first `npm start` (the config is evaluated again in each worker: the command, not the config, empties it).
      command: `rm -rf ${PRODUCTION_DATA_DIR} && node_modules/.bin/tsx server/main.ts`,
      url: `${PRODUCTION_URL}/gql/public?query=%7B__typename%7D`,
      env: productionServerEnv(),
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'node_modules/.bin/tsx server/main.ts',
      url: `${POSTGRES_URL}/gql/public?query=%7B__typename%7D`,
      env: postgresServerEnv(),
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
  outputDir: '.test-data/e2e-smoke-results',
})
