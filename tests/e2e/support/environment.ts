/** Where the browser tests run the production server, and its environment. */
// E2E_PORT / DIST_DIR / DATA_DIR let several people run browser tests side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173)
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`
/** A second origin for embed tests (a host page that frames the portal). */
export const E2E_HOST_PORT = E2E_PORT + 1
/**
 * The embed tests' host page (tests/e2e/embeds/host-page, served on
 * E2E_HOST_PORT): 127.0.0.1 is cross-site to the portal's localhost, localhost
 * on another port only cross-origin. Both are allowed embed origins of the
 * demo organization (SEED_EMBED_ORIGINS below); `foreign.localhost` (the
 * same server, Chromium resolves *.localhost to loopback) is not.
 */
export const E2E_HOST_URL = `http://127.0.0.1:${E2E_HOST_PORT}`
export const E2E_SAME_SITE_HOST_URL = `http://localhost:${E2E_HOST_PORT}`
export const E2E_FOREIGN_HOST_URL = `http://foreign.localhost:${E2E_HOST_PORT}`
export const E2E_EMBED_ORIGINS = [E2E_HOST_URL, E2E_SAME_SITE_HOST_URL] as const
export const E2E_DATA_DIR = process.env.DATA_DIR ?? '.test-data/e2e-db'
export const E2E_DIST_DIR = process.env.DIST_DIR ?? 'dist'

export function e2eServerEnv(): Record<string, string> {
  return {
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: E2E_DATA_DIR,
    DIST_DIR: E2E_DIST_DIR,
    PUBLIC_URL: E2E_BASE_URL,
    NODE_ENV: 'test',
    DEMO: '1',
    LOG_LEVEL: 'warn',
    // Every browser test comes from one IP: scale the per-IP limits (sign-in
    // codes, questions, bookings) as server/env.ts intends for test runs.
    RATE_LIMIT_SCALE: '50',
    // The organization's Google Maps key (read live by the map and the city field); tests serve the
    // script from tests/e2e/support/maps-stub.ts, or fall back to the list when it is blocked.
    MAPS_API_KEY: 'e2e-test-key',
    // Added to the demo organization at start-up (also on a database seeded before).
    SEED_EMBED_ORIGINS: E2E_EMBED_ORIGINS.join(','),
  }
}
