import { useTranslation } from 'react-i18next'

const TOPICS = ['admissions', 'courses', 'studentLife', 'housing', 'costs', 'careers'] as const

/** One-tap topics that fill the topic field (it stays free text). */
export function TopicSuggestions({ onPick }: { onPick: (topic: string) => void }) {
  const { t } = useTranslation()
  return (
    <div className="topic-suggestions" role="group" aria-label={t('question.topics.label')}>
      {TOPICS.map((key) => (
        <button key={key} type="button" className="topic-chip" onClick={() => onPick(t(`question.topics.${key}`))}>
          {t(`question.topics.${key}`)}
        </button>
      ))}
    </div>
  )
}
