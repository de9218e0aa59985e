import { useTranslation } from 'react-i18next'
import { usePageLocale } from '../../routing/usePageLocale'
import { formatMatchReason, isNegativeReason, type MatchReasonData, type ReasonSubject } from './format-match-reason'

interface ReasonListProps {
  readonly reasons: readonly MatchReasonData[]
  /** Accessible name of the list ("Why Alice D. matches you"). */
  readonly label: string
  readonly subject?: ReasonSubject
}

/** The translated reasons of a match, most important first; a reason against the match is marked as such. */
export function ReasonList({ reasons, label, subject = 'ambassador' }: ReasonListProps) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  if (reasons.length === 0) return null
  return (
    <ul className="match-reasons" aria-label={label}>
      {reasons.map((reason, index) => {
        const negative = isNegativeReason(reason)
        return (
          <li key={`${reason.code}-${reason.value ?? index}`} className={negative ? 'match-reason match-reason-negative' : 'match-reason'}>
            <span className="match-reason-icon" aria-hidden="true">
              {negative ? '!' : '✓'}
            </span>
            {formatMatchReason(reason, t, locale, subject)}
          </li>
        )
      })}
    </ul>
  )
}
