import { usePageContext } from 'vike-react/usePageContext'
import type { Organization } from '../../src/features/organization/organization-query'

/** The organization loaded with the page (null only when a live load failed). */
export function usePageOrganization(): Organization | null {
  const { data } = usePageContext()
  return (data as { organization?: Organization | null } | undefined)?.organization ?? null
}

/** `#rrggbb` only: the colour goes into a style attribute. */
export function brandStyle(primaryColor: string | undefined): Record<string, string> | undefined {
  return primaryColor && /^#[0-9a-f]{6}$/i.test(primaryColor) ? { '--brand': primaryColor } : undefined
}
