/**
 * Cache-Control per file of the prerendered site: hashed assets and photos never change;
 * HTML and page data must be revalidated so a new build shows at once;
 * builds/latest.json is what the hourly update check polls, so never cached.
 */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  // Ambassador photos, named by their content's hash (decision 075).
  if (pathname.startsWith('/photos/')) return 'public, max-age=31536000, immutable'
  if (pathname === '/builds/latest.json') return 'no-store'
  if (pathname.startsWith('/builds/meta/')) return 'public, max-age=31536000, immutable'
  if (pathname === '/widget.js') return 'public, max-age=300, must-revalidate'
  return 'public, max-age=0, must-revalidate'
}
