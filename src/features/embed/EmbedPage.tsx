import { lazy, Suspense, useEffect, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { loadStringLoader } from '../../i18n'
import { useData } from 'vike-react/useData'
import { useHydrated } from 'vike-react/useHydrated'
import { usePageContext } from 'vike-react/usePageContext'
import { LoadingStatus } from '../../components/LoadingStatus'
import { QueryError } from '../../components/QueryError'
import { usePageLocale } from '../../routing/usePageLocale'
import { useAsyncData } from '../../runtime/async-data'
import { whenIdle } from '../../runtime/when-idle'
import type { Data } from '../../../pages/iframe/+data.shared'
import type { Locale } from '../../contract/locale'
import { EmbedAmbassadors } from './EmbedAmbassadors'
import { parseEmbedParams } from './embed-params'
import { useEmbedHost } from './useEmbedHost'
import './embed.css'

// The forms (and the phone field's country list) load only when a visitor
// opens one, with their strings (DEFERRED_PAGE_KEYS, in the frame's language):
// the list paints with the least JavaScript. Browser only: the prerendered
// page has no query string, so no form.
// The forms read and write through GraphQL: they bring the client with them.
const formStrings = () => loadStringLoader().then((strings) => strings.loadDeferredStrings('/pages/iframe'))
function lazyForm<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    const [Form, { GraphqlIsland }] = await Promise.all([load(), import('../../graphql/GraphqlIsland'), formStrings()])
    return {
      default: (props: Props) => (
        <GraphqlIsland>
          <Form {...props} />
        </GraphqlIsland>
      ),
    }
  })
}
const EmbedAsk = lazyForm(() => import('./EmbedAsk').then((module) => module.EmbedAsk))
const EmbedMeet = lazyForm(() => import('./EmbedMeet').then((module) => module.EmbedMeet))
const loadOrganizationLive = (locale: Locale) => import('./embed-load').then((module) => module.loadOrganizationLive(locale))

const EMPTY_SEARCH: Readonly<Record<string, string>> = {}

/**
 * /iframe: the compact view organizations embed. The query string is read
 * after hydration (the page is prerendered without one, with the default
 * ambassadors, so the frame paints at once).
 */
export function EmbedPage() {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const { urlParsed } = usePageContext()
  const search = useHydrated() ? urlParsed.search : EMPTY_SEARCH
  const params = parseEmbedParams(search)
  // Read again after hydration: the allowed origins may have changed since
  // the build. Until it answers, the prerendered organization counts; when it
  // fails, the frame talks to no host page until it is read again.
  const prerendered = useData<Data>().organization
  // At the first idle moment: the GraphQL client it loads is evaluated in a
  // task of its own, not with hydration's (Total Blocking Time).
  const organization = useAsyncData(`organization:${locale}`, () => loadOrganizationLive(locale), { default: () => null, immediate: false })
  const { refresh: readOrganization } = organization
  useEffect(() => whenIdle(() => void readOrganization()), [readOrganization])
  const org = organization.data ?? prerendered
  useEmbedHost(organization.status === 'error' ? undefined : org?.allowedEmbedOrigins, organization.status === 'success' || organization.status === 'error')
  const form = params.ask ? (
    <EmbedAsk key={params.ask} ambassadorId={params.ask} search={search} />
  ) : params.meet ? (
    <EmbedMeet key={params.meet} ambassadorId={params.meet} search={search} />
  ) : null
  return (
    <div className="embed">
      <header className="embed-header">
        <h1>{t('embed.pageHeader.heading')}</h1>
        <p className="embed-intro">{t('embed.pageHeader.intro')}</p>
        {/* Until it is read again, the frame talks to no host page (no allowed origins). */}
        {organization.status === 'error' && <QueryError onRetry={() => void organization.refresh()} />}
      </header>
      {form ? <Suspense fallback={<LoadingStatus label={t('embed.loading')} />}>{form}</Suspense> : <EmbedAmbassadors params={params} search={search} />}
    </div>
  )
}
