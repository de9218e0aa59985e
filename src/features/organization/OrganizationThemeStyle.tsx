import { usePageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { brandTheme, brandThemeCss } from '../../contract/brand-theme'
import type { Organization } from './organization-query'

/**
 * Server-only (pages/+Head.tsx): the organization's colour as the theme's
 * custom properties on <html> (decision 148), in the prerendered HTML itself —
 * every page, the ambassadors area, the console and /iframe, with no flash of
 * the default colour and no JavaScript. A publish prerenders it anew. The
 * browser bar takes the light theme's fill.
 */
export function OrganizationThemeStyle() {
  const { data } = usePageContext() as PageContext<{ organization?: Organization | null } | undefined>
  const colour = data?.organization?.primaryColor
  return (
    <>
      <style id="organization-theme" dangerouslySetInnerHTML={{ __html: brandThemeCss(colour) }} />
      <meta name="theme-color" content={brandTheme(colour).light.fill} />
    </>
  )
}
