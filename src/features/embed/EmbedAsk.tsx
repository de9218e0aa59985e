import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '../../components/Link'
import type { SentQuestion } from '../question/ask-question'
import { QuestionForm } from '../question/QuestionForm'
import { EmbedFormState } from './EmbedFormState'

/** `?ask=<id>`: the compact question form inside the frame, then its confirmation. */
export function EmbedAsk({ ambassadorId, search }: { ambassadorId: string; search: Readonly<Record<string, string>> }) {
  const { t } = useTranslation()
  const [sent, setSent] = useState<SentQuestion | null>(null)
  return (
    <EmbedFormState ambassadorId={ambassadorId} search={search}>
      {(ambassador) =>
        sent ? (
          <QuestionSent sent={sent} name={ambassador.firstName} />
        ) : (
          <section aria-labelledby="embed-ask-title">
            <h2 id="embed-ask-title" tabIndex={-1} className="embed-form-title">
              {t('embed.ask.title', { name: `${ambassador.firstName} ${ambassador.lastInitial}` })}
            </h2>
            <QuestionForm compact ambassadorId={ambassador.id} ambassadorName={ambassador.firstName} persistKey="embed-question" onSent={setSent} />
          </section>
        )
      }
    </EmbedFormState>
  )
}

function QuestionSent({ sent, name }: { sent: SentQuestion; name: string }) {
  const { t } = useTranslation()
  const box = useRef<HTMLElement>(null)
  useEffect(() => box.current?.focus(), [])
  const token = sent.threadToken ? `&token=${encodeURIComponent(sent.threadToken)}` : ''
  return (
    <section ref={box} tabIndex={-1} className="journey-confirmation" aria-labelledby="embed-sent-title">
      <h2 id="embed-sent-title">{t('embed.sent.title')}</h2>
      <p>{t('embed.sent.text', { name, email: sent.email })}</p>
      <p>
        <Link href={`/question?thread=${encodeURIComponent(sent.thread.id)}${token}`} target="_blank" rel="noopener">
          {t('embed.sent.open')}
          <span className="visually-hidden"> {t('embed.newTab')}</span>
        </Link>
      </p>
    </section>
  )
}
