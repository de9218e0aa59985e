import { defineConfig } from '@playwright/test'
import { E2E_BASE_URL, E2E_HOST_URL, E2E_PORT, e2eServerEnv } from './tests/e2e/support/environment'

const PUBLIC_DATA_WRITERS = [
  '**/ambassadors-area/answer.spec.ts',
  '**/ambassadors-area/availability.spec.ts',
  '**/ambassadors-area/live-title.spec.ts',
  '**/ambassadors-area/profile.spec.ts',
  '**/ambassadors-area/session-expiry.spec.ts',
  '**/question/ask.spec.ts',
  // The staff console changes the organization's settings and its staff, and publishes the site.
  '**/staff/settings.spec.ts',
  '**/staff/staff-management.spec.ts',
  // Approving an ambassador makes them public.
  '**/staff/ambassador-onboarding.spec.ts',
  // Safeguarding (issue 18): rules changed and restored, questions asked, reported, released, answered.
  '**/safeguarding/flagged-answer.spec.ts',
  '**/safeguarding/report-freeze.spec.ts',
  '**/safeguarding/moderation-accessibility.spec.ts',
]

// Browser tests drive Debian's Chromium (never a downloaded browser) against
// the production build served by the production server with the real API.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? '.test-data/e2e-report.json' }]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [
    {
      command: 'node_modules/.bin/tsx server/main.ts',
      url: `${E2E_BASE_URL}/gql/public?query=%7B__typename%7D`,
      env: e2eServerEnv(),
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    // An organization's site on a second origin, framing the portal (tests/e2e/embeds).
    {
      command: 'node_modules/.bin/tsx tests/e2e/embeds/host-page/serve.ts',
      url: `${E2E_HOST_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
  // The prerendered pages carry the seed's data as of the build. Tests that
  // change what every visitor sees (answers, profiles, availability) run after
  // the ones comparing pages with the live API, so those comparisons hold.
  projects: [
    { name: 'site', testIgnore: PUBLIC_DATA_WRITERS },
    { name: 'public-data-writers', testMatch: PUBLIC_DATA_WRITERS, dependencies: ['site'] },
  ],
  outputDir: `.test-data/e2e-results-${E2E_PORT}`,
  metadata: { port: E2E_PORT },
})
