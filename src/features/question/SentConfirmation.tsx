import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePageLocale } from '../../routing/usePageLocale'
import { formatDuration } from '../ambassadors/ambassador-format'
import { clearSent, peekSent } from './sent-confirmation'

interface Props {
  readonly threadId: string
  readonly ambassador: { readonly firstName: string; readonly medianAnswerMinutes: number | null }
}

/**
 * "Your question is on its way", shown above the thread right after sending.
 * Focus moves to it so screen readers announce it and keyboard users start
 * from there.
 */
export function SentConfirmation({ threadId, ambassador }: Props) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const [note] = useState(() => peekSent(threadId))
  const box = useRef<HTMLElement>(null)
  useEffect(() => {
    if (!note) return
    clearSent(threadId)
    box.current?.focus()
  }, [note, threadId])
  if (!note) return null
  const minutes = ambassador.medianAnswerMinutes
  return (
    <section ref={box} tabIndex={-1} className="journey-confirmation" aria-labelledby="question-sent-title">
      <h2 id="question-sent-title">{t('question.sent.title')}</h2>
      <p>
        {minutes === null
          ? t('question.sent.textNoMedian', { name: ambassador.firstName })
          : t('question.sent.text', { name: ambassador.firstName, duration: formatDuration(minutes, locale) })}
      </p>
      <p>{t('question.sent.email', { email: note.email })}</p>
    </section>
  )
}
