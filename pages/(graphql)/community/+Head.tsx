import type { SSRData } from '@urql/core'
import { usePageContext } from 'vike-react/usePageContext'
import { communityFaqEntries } from '../../../src/features/community/community-faq'
import { faqPageJsonLd, inertJsonLd } from '../../../src/features/share/json-ld'
import { localizePath } from '../../../src/routing/locale-url'
import { siteUrl } from '../../../src/routing/site-url'

// The published Q&A as an FAQPage (search results), from the prerendered
// results; server-only like every +Head.
export default function Head() {
  const { data, locale, urlPathname } = usePageContext()
  const entries = communityFaqEntries((data as { urql?: SSRData } | undefined)?.urql, locale)
  const faq = faqPageJsonLd(entries, siteUrl(localizePath(urlPathname, locale)), locale)
  if (faq.mainEntity.length === 0) return null
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: inertJsonLd(faq) }} />
}
