import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { localized, type TestLocale } from '../../support/locales'

/**
 * Every route of the site, read from the `pages/` folders (Vike's filesystem
 * routing), so a page added by anyone is checked without touching these
 * tests: `pages/index` → `/`, `pages/(graphql)/community` → `/community`
 * (a route group `(name)` is not part of the URL); `_error` is not a route.
 * Each in both languages.
 */
const pagesDir = fileURLToPath(new URL('../../../../pages', import.meta.url))

const routeFoldersIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .flatMap((entry) => (entry.name.startsWith('(') ? routeFoldersIn(join(dir, entry.name)) : [entry.name]))

export const SITE_ROUTES: readonly string[] = routeFoldersIn(pagesDir)
  .map((name) => (name === 'index' ? '/' : `/${name}`))
  .sort()

export const TEST_LOCALES: readonly TestLocale[] = ['en', 'fr']

export interface SitePage {
  route: string
  locale: TestLocale
  url: string
}

export const SITE_PAGES: readonly SitePage[] = SITE_ROUTES.flatMap((route) => TEST_LOCALES.map((locale) => ({ route, locale, url: localized(route, locale) })))
