import { usePageContext } from 'vike-react/usePageContext'
import { LOCALES } from '../src/contract/locale'
import { localizePath } from '../src/routing/locale-url'
import { siteUrl } from '../src/routing/site-url'
import { BROWSER_LANGUAGE_REDIRECT_SCRIPT } from '../src/contract/language-redirect'
import { ShareHeadTags } from '../src/features/share/ShareHeadTags'
import { THEME_SCRIPT } from '../src/contract/theme'
import { OrganizationThemeStyle } from '../src/features/organization/OrganizationThemeStyle'

// Server-only head tags of every prerendered page: canonical URL and hreflang
// alternates for both languages (search engines), colour and icon; the
// sharing, structured-data and manifest tags (ShareHeadTags); and the theme set
// before first paint (src/contract/theme.ts) with the organization's colour
// (OrganizationThemeStyle), on every page /iframe included.
export default function Head() {
  const { urlPathname, is404, locale } = usePageContext()
  const isEnglishRoot = !is404 && locale === 'en' && urlPathname === '/'
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      {isEnglishRoot ? <script dangerouslySetInnerHTML={{ __html: BROWSER_LANGUAGE_REDIRECT_SCRIPT }} /> : null}
      <OrganizationThemeStyle />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {is404 ? <meta name="robots" content="noindex" /> : null}
      {is404 ? null : <link rel="canonical" href={siteUrl(localizePath(urlPathname, locale))} />}
      {is404 ? null : LOCALES.map((alt) => <link key={alt} rel="alternate" hrefLang={alt} href={siteUrl(localizePath(urlPathname, alt))} />)}
      {is404 ? null : <link rel="alternate" hrefLang="x-default" href={siteUrl(urlPathname)} />}
      <ShareHeadTags />
    </>
  )
}
