/**
 * The browser smokes' two servers (playwright.smoke.config.ts), on the same
 * build as the browser tests: the server as production runs it, and the
 * server on PostgreSQL (DATABASE_URL from scripts/with-postgres.ts).
 */
import { E2E_DIST_DIR, E2E_PORT } from '../support/environment'

export const PRODUCTION_PORT = E2E_PORT + 10
export const PRODUCTION_URL = `http://localhost:${PRODUCTION_PORT}`
export const POSTGRES_PORT = E2E_PORT + 11
export const POSTGRES_URL = `http://localhost:${POSTGRES_PORT}`
export const PRODUCTION_DATA_DIR = '.test-data/smoke-production-db'

/** `npm start`'s server: production mode (no test routes, scheduled jobs on), the demo seeded into an empty embedded database. */
export function productionServerEnv(): Record<string, string> {
  return {
    ...inherited(),
    PORT: String(PRODUCTION_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: PRODUCTION_DATA_DIR,
    DIST_DIR: E2E_DIST_DIR,
    PUBLIC_URL: PRODUCTION_URL,
    NODE_ENV: 'production',
    DEMO: '1',
    // The embedded database, whatever the wrapper set for the other server.
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  }
}

/** The browser tests' server on PostgreSQL: test mode, so the smoke reads the e-mailed sign-in code. */
export function postgresServerEnv(): Record<string, string> {
  const url = process.env.DATABASE_URL ?? ''
  if (url === '') throw new Error('The PostgreSQL smoke runs under scripts/with-postgres.ts (DATABASE_URL is unset).')
  return {
    ...inherited(),
    PORT: String(POSTGRES_PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: url,
    DIST_DIR: E2E_DIST_DIR,
    PUBLIC_URL: POSTGRES_URL,
    NODE_ENV: 'test',
    DEMO: '1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '50',
  }
}

/** What a server process needs of this one's environment (PATH for the project's Node). */
function inherited(): Record<string, string> {
  const env: Record<string, string> = {}
  for (const name of ['PATH', 'HOME', 'TMPDIR']) {
    const value = process.env[name]
    if (value !== undefined) env[name] = value
  }
  return env
}
