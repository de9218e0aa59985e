/**
 * The static-host test's origins (tests/e2e/static-host): the site served
 * by nginx from a build made for it, the API on an origin of its own (as on a
 * CDN), and an organization's page with the widget on a third origin. Ports
 * follow E2E_PORT (+1 is the embed tests' host page).
 */
import { E2E_PORT } from '../support/environment'

export const STATIC_SITE_URL = `http://localhost:${E2E_PORT + 2}`
/** 127.0.0.1: cross-site to the site's localhost, as an API on its own domain is. */
export const STATIC_API_URL = `http://127.0.0.1:${E2E_PORT + 3}`
export const STATIC_HOST_PAGE_URL = `http://127.0.0.1:${E2E_PORT + 4}`
export const STATIC_HOST_DIR = '.test-data/static-host'
