import { useTranslation } from 'react-i18next'
import { usePageLocale } from '../../routing/usePageLocale'
import { formatDuration } from './ambassador-format'

/** "Usually answers within 3 hours" — or "New ambassador" before a first answer. */
export function AnswerTime({ medianAnswerMinutes }: { medianAnswerMinutes: number | null }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  return (
    <p className="ambassador-answer-time">
      {medianAnswerMinutes === null ? t('ambassador.noAnswersYet') : t('ambassador.answersWithin', { duration: formatDuration(medianAnswerMinutes, locale) })}
    </p>
  )
}
