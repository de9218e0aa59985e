/**
 * Ambassador card — the "ambassadors" bundle (also used by /iframe and /match).
 *
 * Usage:
 *   const Q = graphql(`query Featured($locale: Locale!) {
 *     ambassadors(first: 6) { nodes { id ...AmbassadorCard } } }`, [AmbassadorCardFragment])
 *   <AmbassadorList>{nodes.map((a) => <AmbassadorListItem key={a.id}><AmbassadorCard ambassador={a} /></AmbassadorListItem>)}</AmbassadorList>
 *   // or simply <AmbassadorList ambassadors={nodes} variant="compact" />
 *
 * Props: `variant` 'full' | 'compact' (smaller, fewer facts — the iframe);
 * `showActions` false hides Ask / Book a call / View profile; `headingLevel`
 * fits the card into the page outline; `actionTarget` e.g. '_top' when framed.
 * Any operation spreading the fragment must declare `$locale: Locale!`.
 */
import { memo, useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
// Not from src/graphql/graphql.ts: the card must not pull the GraphQL runtime
// into pages that render it from prerendered data (the home page's budget).
import { readFragment } from '../../graphql/read-fragment'
import { AmbassadorActions } from './AmbassadorActions'
import { AmbassadorAvatar } from './AmbassadorAvatar'
import type { AmbassadorCardData, AmbassadorCardFragment } from './AmbassadorCardFragment'
import { AmbassadorFacts } from './AmbassadorFacts'
import { AnswerTime } from './AnswerTime'
import './AmbassadorCard.css'

export type { AmbassadorCardData } from './AmbassadorCardFragment'

export type AmbassadorCardVariant = 'full' | 'compact'

export type AmbassadorCardProps = {
  ambassador: AmbassadorCardData
  variant?: AmbassadorCardVariant
  showActions?: boolean
  headingLevel?: 2 | 3 | 4
  /** Where Ask / Book a call open (e.g. '_top' from inside an iframe). */
  actionTarget?: '_self' | '_top' | '_blank'
  /** Extra content under the facts (e.g. match reasons). */
  children?: ReactNode
}

/**
 * Memoised: a directory filter toggle re-renders the list with the same
 * ambassadors (marked busy) inside the click's task; unchanged cards are
 * skipped, so the checkbox paints sooner (interaction latency, decision 122).
 */
export const AmbassadorCard = memo(function AmbassadorCard({
  ambassador: data,
  variant = 'full',
  showActions = true,
  headingLevel = 3,
  actionTarget,
  children,
}: AmbassadorCardProps) {
  const nameId = useId()
  const ambassador = readFragment<typeof AmbassadorCardFragment>(data)
  const name = `${ambassador.firstName} ${ambassador.lastInitial}`
  const Heading = `h${headingLevel}` as const
  const compact = variant === 'compact'
  return (
    // tabIndex -1: lists move focus to a card (e.g. the first one "load more" added).
    <article className={`ambassador-card ambassador-card-${variant}`} aria-labelledby={nameId} tabIndex={-1}>
      <div className="ambassador-card-head">
        <AmbassadorAvatar {...ambassador} size={compact ? 56 : 72} />
        <div className="ambassador-card-title">
          <Heading id={nameId} className="ambassador-card-name">
            {name}
          </Heading>
          <p className="ambassador-card-headline" lang={ambassador.headlineLanguage}>
            {ambassador.headline}
          </p>
        </div>
      </div>
      <AmbassadorFacts ambassador={ambassador} withLanguages={!compact} />
      <AnswerTime medianAnswerMinutes={ambassador.medianAnswerMinutes} />
      <Availability acceptsMeetings={ambassador.acceptsMeetings} outOfOffice={ambassador.outOfOffice} />
      {children}
      {showActions && <AmbassadorActions ambassador={ambassador} name={name} target={actionTarget} />}
    </article>
  )
})

function Availability({ acceptsMeetings, outOfOffice }: { acceptsMeetings: boolean; outOfOffice: boolean }) {
  const { t } = useTranslation()
  if (outOfOffice) return <p className="ambassador-status ambassador-status-away">{t('ambassador.outOfOffice')}</p>
  if (acceptsMeetings) return <p className="ambassador-status ambassador-status-calls">{t('ambassador.availableForCalls')}</p>
  return <p className="ambassador-status">{t('ambassador.noCalls')}</p>
}
