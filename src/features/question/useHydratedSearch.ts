import { usePageContext } from 'vike-react/usePageContext'
import { useHydrated } from 'vike-react/useHydrated'

/**
 * The query string of the page, or null while prerendering and hydrating:
 * prerendered HTML has no query, so reading it earlier would make the first
 * client render differ from the HTML (a hydration mismatch).
 */
export function useHydratedSearch(): Readonly<Record<string, string>> | null {
  const { urlParsed } = usePageContext()
  const hydrated = useHydrated()
  return hydrated ? urlParsed.search : null
}
