import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useData } from 'vike-react/useData'
import type { Data } from '../../../pages/iframe/+data.shared'
import type { Locale } from '../../contract/locale'
import { Link } from '../../components/Link'
import { LoadingStatus } from '../../components/LoadingStatus'
import { QueryError } from '../../components/QueryError'
import { readFragment } from '../../graphql/read-fragment'
import { usePageLocale } from '../../routing/usePageLocale'
import { useAsyncData } from '../../runtime/async-data'
import { AmbassadorCard } from '../ambassadors/AmbassadorCard'
import type { AmbassadorCardFragment } from '../ambassadors/AmbassadorCardFragment'
import { AmbassadorList, AmbassadorListItem } from '../ambassadors/AmbassadorList'
import { EmbedActions } from './EmbedActions'
import { EmbedCarousel } from './EmbedCarousel'
import type { EmbedAmbassador as Node } from './embed-operations'
import type { EmbedParams } from './embed-params'
import { takeRememberedAction } from './return-focus'

const loadLive = (locale: Locale, ids: readonly string[] | null) => import('./embed-load').then((module) => module.loadEmbedAmbassadorsLive(locale, ids))

/** `?ambassadors=b,a` shows b then a, whatever order the API sorted them in. */
function inRequestedOrder(nodes: readonly Node[], ids: readonly string[] | null): readonly Node[] {
  if (!ids) return nodes
  return [...nodes].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
}

interface Props {
  readonly params: EmbedParams
  readonly search: Readonly<Record<string, string>>
}

/** The frame's ambassadors as a list or a carousel, each with Ask / Book a call. */
export function EmbedAmbassadors({ params, search }: Props) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  // The default list is prerendered; `?ambassadors=` lists (known after
  // hydration) and a page whose data failed to load are read live.
  const prerendered = useData<Data>().ambassadors
  const live = params.ids !== null || !prerendered
  const query = useAsyncData(`${locale}:${params.ids?.join(',') ?? ''}`, () => loadLive(locale, params.ids), { default: () => null, immediate: live })
  const root = useRef<HTMLDivElement>(null)
  const read = live ? query.data : prerendered
  const nodes = read ? inRequestedOrder(read, params.ids) : null

  // Back from a form: focus the link that opened it.
  const rendered = nodes !== null
  useEffect(() => {
    if (!rendered) return
    const action = takeRememberedAction()
    if (action) root.current?.querySelector<HTMLElement>(`[data-embed-action="${CSS.escape(action)}"]`)?.focus()
  }, [rendered])

  if (!nodes) {
    if (query.status === 'error') return <QueryError onRetry={() => void query.refresh()} />
    return <LoadingStatus label={t('embed.loading')} />
  }
  const card = (node: Node) => {
    const { firstName, lastInitial } = readFragment<typeof AmbassadorCardFragment>(node)
    return (
      <AmbassadorCard ambassador={node} variant="compact" showActions={false} headingLevel={2}>
        <EmbedActions ambassador={node} name={`${firstName} ${lastInitial}`} search={search} openInNewTab={params.openInNewTab} />
      </AmbassadorCard>
    )
  }
  return (
    <div ref={root} className="embed-ambassadors">
      {nodes.length === 0 ? (
        <p className="embed-muted">{t('embed.empty')}</p>
      ) : params.view === 'carousel' ? (
        <EmbedCarousel label={t('ambassador.listLabel')} slides={nodes.map((node) => ({ key: node.id, content: card(node) }))} />
      ) : (
        <AmbassadorList variant="compact">
          {nodes.map((node) => (
            <AmbassadorListItem key={node.id}>{card(node)}</AmbassadorListItem>
          ))}
        </AmbassadorList>
      )}
      <p className="embed-more">
        <Link href="/community" target="_blank" rel="noopener">
          {t('embed.seeAll')}
          <span className="visually-hidden"> {t('embed.newTab')}</span>
        </Link>
      </p>
    </div>
  )
}
