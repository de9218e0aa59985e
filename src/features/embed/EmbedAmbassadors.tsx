import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '../../components/Link'
import { LoadingStatus } from '../../components/LoadingStatus'
import { QueryError } from '../../components/QueryError'
import { readFragment, type ResultOf } from '../../graphql/graphql'
import { usePageQuery } from '../../graphql/usePageQuery'
import { usePageLocale } from '../../routing/usePageLocale'
import { AmbassadorCard } from '../ambassadors/AmbassadorCard'
import { AmbassadorCardFragment } from '../ambassadors/AmbassadorCardFragment'
import { AmbassadorList, AmbassadorListItem } from '../ambassadors/AmbassadorList'
import { EmbedActions } from './EmbedActions'
import { EmbedCarousel } from './EmbedCarousel'
import { embedAmbassadorsVariables, EmbedAmbassadorsQuery } from './embed-operations'
import type { EmbedParams } from './embed-params'
import { takeRememberedAction } from './return-focus'

type Node = ResultOf<typeof EmbedAmbassadorsQuery>['ambassadors']['nodes'][number]

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
  const query = usePageQuery(EmbedAmbassadorsQuery, embedAmbassadorsVariables(locale, params.ids))
  const root = useRef<HTMLDivElement>(null)
  const nodes = query.data ? inRequestedOrder(query.data.ambassadors.nodes, params.ids) : null

  // Back from a form: focus the link that opened it.
  const rendered = nodes !== null
  useEffect(() => {
    if (!rendered) return
    const action = takeRememberedAction()
    if (action) root.current?.querySelector<HTMLElement>(`[data-embed-action="${CSS.escape(action)}"]`)?.focus()
  }, [rendered])

  if (!nodes) {
    if (query.status === 'error') return <QueryError onRetry={query.refresh} />
    return <LoadingStatus label={t('embed.loading')} />
  }
  const card = (node: Node) => {
    const { firstName, lastInitial } = readFragment(AmbassadorCardFragment, node)
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
