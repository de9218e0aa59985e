import { defineConfig } from '@playwright/test'
import { CHROMIUM_FLAGS } from './scripts/lib/chromium-flags'
import { STATIC_SITE_URL } from './tests/e2e/static-host/environment'
import { E2E_BASE_URL, E2E_HOST_URL, E2E_PORT, e2eServerEnv } from './tests/e2e/support/environment'

const PUBLIC_DATA_WRITERS = [
  '**/ambassadors-area/answer.spec.ts',
  '**/ambassadors-area/availability.spec.ts',
  '**/ambassadors-area/live-title.spec.ts',
  '**/ambassadors-area/profile.spec.ts',
  '**/ambassadors-area/session-expiry.spec.ts',
  '**/question/ask.spec.ts',
  // The staff console changes the organization's staff, and ambassadors' status (erasure included).
  '**/staff/staff-management.spec.ts',
  '**/staff/ambassador-status.spec.ts',
  // Safeguarding (issue 18): rules changed and restored, questions asked, reported, released, answered.
  '**/safeguarding/flagged-answer.spec.ts',
  '**/safeguarding/report-freeze.spec.ts',
  '**/safeguarding/moderation-accessibility.spec.ts',
  // Issue 32: questions asked, reported and kept closed, a visitor's address blocked.
  '**/safeguarding/reporter-mails.spec.ts',
  // Profile review (issue 32): headlines changed and approved, one rejected and e-mailed.
  '**/ambassadors-area/profile-review.spec.ts',
  '**/staff/profile-review.spec.ts',
  // Issue 33: questions asked and answered and a call booked for "my conversations"; an ambassador approved then deactivated.
  '**/question/conversations-link.spec.ts',
  '**/community/ambassador-link.spec.ts',
]

/**
 * Tests that publish the site from the console (settings: a new tagline;
 * onboarding: a newly approved ambassador; theme: the organization's colour). Publishing is one job per
 * organization: a second "Publish now" while one runs gets the running job,
 * which started before that test's change. One worker for these files makes
 * them take turns, while the other public-data writers keep the other worker.
 */
const PUBLISHERS = ['**/staff/settings.spec.ts', '**/staff/ambassador-onboarding.spec.ts', '**/theme/organization-colour.spec.ts']

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
    // A trace of every test (kept on failure) cost a fifth of the suite's time
    // on two cores; a failure keeps its screenshot, `--trace on` gives traces.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell: Chromium's engine without the full browser's
      // own processes, ~30 % less time per test; the smokes and the bench use
      // the full browser (decision 044).
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [...CHROMIUM_FLAGS],
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
    // The site on a static host: nginx serving a build made for an API on its own origin (tests/e2e/static-host).
    {
      command: 'node_modules/.bin/tsx tests/e2e/static-host/serve.ts',
      url: `${STATIC_SITE_URL}/builds/latest.json`,
      reuseExistingServer: false,
      // It builds the site once more (about 20 s on a quiet machine) before nginx starts.
      timeout: 240_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
  // The prerendered pages carry the seed's data as of the build. Tests that
  // change what every visitor sees (answers, profiles, availability) or
  // publish the site run after the ones comparing pages with the live API, so
  // those comparisons hold.
  projects: [
    { name: 'site', testIgnore: [...PUBLIC_DATA_WRITERS, ...PUBLISHERS] },
    { name: 'public-data-writers', testMatch: PUBLIC_DATA_WRITERS, dependencies: ['site'] },
    // A publish swaps the served site: the pages then carry every change made so far (no test after these compares pages with the seed).
    // Listed after the writers, it runs alone at the end; beside them (listed first) the publishing and the writers' tests
    // competed for the two cores and the tail took longer (177 s against 157 s in two fresh-clone runs).
    { name: 'publishers', testMatch: PUBLISHERS, dependencies: ['site'], workers: 1 },
  ],
  outputDir: `.test-data/e2e-results-${E2E_PORT}`,
  metadata: { port: E2E_PORT },
})
