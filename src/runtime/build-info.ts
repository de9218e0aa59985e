import { BUILD_ID_HTML_ATTRIBUTE, DEV_BUILD_ID } from './constants'

/**
 * The client app config's build identifier (seed §3) and the URLs keyed by it.
 *
 * Precedence, highest first:
 * 1. `setBuildId(id)`: the lead may pass the id from pageContext.
 * 2. `<html data-build-id="…">` in the prerendered HTML. This is what lets
 *    `npm run prerender` mint a new build id without re-bundling: the HTML and
 *    the manifests change, the JS does not.
 * 3. `import.meta.env.VITE_BUILD_ID`, baked in at bundle time.
 * 4. `DEV_BUILD_ID` (dev server, unit tests).
 * Read on every call (never at import) so SSR and tests see the current value.
 */
let override: string | undefined

export function setBuildId(id: string | undefined): void {
  override = id
}

export function getBuildId(): string {
  if (override) return override
  const fromHtml = typeof document === 'undefined' ? null : document.documentElement.getAttribute(BUILD_ID_HTML_ATTRIBUTE)
  return fromHtml || import.meta.env.VITE_BUILD_ID || DEV_BUILD_ID
}

/** Vite's `base`, always ending with `/` (the manifests live under it). */
export function getBaseUrl(): string {
  const base = import.meta.env.BASE_URL || '/'
  return base.endsWith('/') ? base : `${base}/`
}

/** `relative` resolved under the app base URL (`builds/latest.json` → `/builds/latest.json`). */
export function withBase(relative: string): string {
  return getBaseUrl() + relative.replace(/^\/+/, '')
}

/** `builds/meta/{id}.json`: the route-rules manifest of one build. */
export function buildMetaUrl(id: string = getBuildId()): string {
  return withBase(`builds/meta/${encodeURIComponent(id)}.json`)
}

/** `builds/latest.json`: the id of the newest deployed build. */
export function latestBuildUrl(): string {
  return withBase('builds/latest.json')
}
