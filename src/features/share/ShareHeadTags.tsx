import { usePageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { LOCALES, type Locale } from '../../contract/locale'
import { isIndexedPage } from '../../routing/indexed-pages'
import { localizePath } from '../../routing/locale-url'
import { pageTitleOf } from '../../routing/page-title'
import { APP_ICONS, LARGE_ICON_PATH, manifestPath, SOCIAL_CARD_SIZE, socialCardPath, TOUCH_ICON_PATH } from '../../routing/share-files'
import { siteUrl } from '../../routing/site-url'
import type { Organization } from '../organization/organization-query'
import { inertJsonLd, organizationJsonLd } from './json-ld'

/** Open Graph wants language_TERRITORY; the organization's country is not the visitor's, so one territory per language. */
const OG_LOCALE: Record<Locale, string> = { en: 'en_US', fr: 'fr_FR' }

/**
 * Server-only (pages/+Head.tsx): what a shared link, a search engine and
 * "add to home screen" read — Open Graph and Twitter tags with the social
 * card (vike-react writes og:title and og:description from +title and
 * +description), the manifest and icons, `noindex` off the listed pages, and the
 * Organization as JSON-LD. HTML only: no JavaScript reaches any page.
 */
export function ShareHeadTags() {
  const pageContext = usePageContext() as PageContext<{ organization?: Organization | null } | undefined>
  const { locale, urlPathname } = pageContext
  const organization = pageContext.data?.organization ?? null
  const title = pageTitleOf(pageContext)
  const pageUrl = siteUrl(localizePath(urlPathname, locale))
  const cardAlt = organization ? `${organization.name} — ${organization.tagline}` : title
  const appLinks = (
    <>
      <link rel="manifest" href={manifestPath(locale)} />
      <link rel="apple-touch-icon" href={TOUCH_ICON_PATH} sizes={`${APP_ICONS[0].size}x${APP_ICONS[0].size}`} />
    </>
  )
  // The 404 page (one file for every wrong URL) is noindex already and shares nothing.
  if (pageContext.is404) return appLinks
  return (
    <>
      {appLinks}
      {isIndexedPage(urlPathname) ? null : <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      {organization ? <meta property="og:site_name" content={organization.name} /> : null}
      <meta property="og:url" content={pageUrl} />
      <meta property="og:locale" content={OG_LOCALE[locale]} />
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <meta key={other} property="og:locale:alternate" content={OG_LOCALE[other]} />
      ))}
      <meta property="og:image" content={siteUrl(socialCardPath(locale))} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(SOCIAL_CARD_SIZE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD_SIZE.height)} />
      {cardAlt ? <meta property="og:image:alt" content={cardAlt} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      {organization ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: inertJsonLd(
              organizationJsonLd({ name: organization.name, tagline: organization.tagline, url: siteUrl(localizePath('/', locale)), logo: siteUrl(LARGE_ICON_PATH) }),
            ),
          }}
        />
      ) : null}
    </>
  )
}
