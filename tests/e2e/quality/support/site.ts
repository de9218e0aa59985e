import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { localized, type TestLocale } from '../../support/locales'

/**
 * Every route of the site, read from the `pages/` folders (Vike's filesystem
 * routing), so a page added by anyone is checked without touching these
 * tests: `pages/index` → `/`, `pages/community` → `/community`; `_error` is
 * not a route. Each in both languages.
 */
const pagesDir = fileURLToPath(new URL('../../../../pages', import.meta.url))

export const SITE_ROUTES: readonly string[] = readdirSync(pagesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => (entry.name === 'index' ? '/' : `/${entry.name}`))
  .sort()

export const TEST_LOCALES: readonly TestLocale[] = ['en', 'fr']

export interface SitePage {
  route: string
  locale: TestLocale
  url: string
}

export const SITE_PAGES: readonly SitePage[] = SITE_ROUTES.flatMap((route) =>
  TEST_LOCALES.map((locale) => ({ route, locale, url: localized(route, locale) })),
)
