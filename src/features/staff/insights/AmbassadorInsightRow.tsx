import { useTranslation } from 'react-i18next'
import type { Locale } from '../../../contract/locale'
import { dateTimeFormat } from '../../../i18n/intl-cache'
import { formatDuration } from '../../ambassadors-area/shared/time-format'
import { formatCount, formatScore } from './insights-format'
import type { AmbassadorInsightData } from './insights-operations'

interface AmbassadorInsightRowProps {
  readonly row: AmbassadorInsightData
  readonly locale: Locale
  /** Opens this ambassador in the Ambassadors tab (searched by e-mail). */
  readonly onOpen: (email: string) => void
}

const EMPTY = '—'

/** One ambassador's figures; the name opens their entry in the Ambassadors tab (status, actions). */
export function AmbassadorInsightRow({ row, locale, onOpen }: AmbassadorInsightRowProps) {
  const { t } = useTranslation()
  const { ambassador } = row
  const name = `${ambassador.firstName} ${ambassador.lastName}`.trim() || ambassador.email
  return (
    <tr>
      <th scope="row">
        {ambassador.erased ? (
          t('staffConsole.insights.ambassadors.erased')
        ) : (
          <button type="button" className="area-link-button" onClick={() => onOpen(ambassador.email)} aria-label={t('staffConsole.insights.ambassadors.open', { name })}>
            {name}
          </button>
        )}
      </th>
      <td>{formatCount(row.questionsReceived, locale)}</td>
      <td>{formatCount(row.questionsAnswered, locale)}</td>
      <td>{row.medianAnswerMinutes === null ? EMPTY : formatDuration(row.medianAnswerMinutes, locale)}</td>
      <td>{formatCount(row.overdue, locale)}</td>
      <td>{formatCount(row.meetingsHeld, locale)}</td>
      <td>{row.feedbackAverage === null ? EMPTY : `${formatScore(row.feedbackAverage, locale)} (${formatCount(row.feedbackCount, locale)})`}</td>
      <td>{row.lastActiveAt === null ? t('staffConsole.insights.ambassadors.never') : dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(row.lastActiveAt))}</td>
    </tr>
  )
}
