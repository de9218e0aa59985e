import { DEFAULT_LOCALE, type Locale } from '../contract/locale'

/** Locale prefixes in URLs: English lives at the root, French under /fr. */
const PREFIX: Record<Locale, string> = { en: '', fr: '/fr' }

/** '/fr/community' → { locale: 'fr', pathname: '/community' }; '/french' stays English. */
export function splitLocale(pathname: string): { locale: Locale; pathname: string } {
  if (pathname === '/fr' || pathname === '/fr/') return { locale: 'fr', pathname: '/' }
  if (pathname.startsWith('/fr/')) return { locale: 'fr', pathname: pathname.slice(3) }
  return { locale: DEFAULT_LOCALE, pathname }
}

/** A logical path ('/community', may carry ?query#hash) as a URL of the given locale. */
export function localizePath(path: string, locale: Locale): string {
  const prefix = PREFIX[locale]
  if (!prefix) return path
  if (path === '/' || path.startsWith('/?') || path.startsWith('/#')) return prefix + path.slice(1)
  return prefix + path
}

/** The same page, query and hash in another language. */
export function switchLocaleUrl(url: string, target: Locale): string {
  const parsed = new URL(url, 'http://x')
  const { pathname } = splitLocale(parsed.pathname)
  return localizePath(pathname, target) + parsed.search + parsed.hash
}

/** Path + query + hash, the "full path" the seed's error messages quote. */
export function fullPathOf(url: string): string {
  const parsed = new URL(url, 'http://x')
  return parsed.pathname + parsed.search + parsed.hash
}
