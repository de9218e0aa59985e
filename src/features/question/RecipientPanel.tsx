import { useTranslation } from 'react-i18next'
import { Link } from '../../components/Link'
import { LoadingStatus } from '../../components/LoadingStatus'
import { QueryError } from '../../components/QueryError'
import { AmbassadorCard } from '../ambassadors/AmbassadorCard'
import type { RecipientState } from './useRecipient'

/** Who the question goes to: the chosen ambassador's card, or "any ambassador". */
export function RecipientPanel({ state }: { state: RecipientState | null }) {
  const { t } = useTranslation()
  if (state === null) {
    return (
      <section className="recipient-any" aria-labelledby="recipient-any-title">
        <h2 id="recipient-any-title">{t('question.any.title')}</h2>
        <p>{t('question.any.text')}</p>
        <p className="recipient-any-links">
          <Link href="/match">{t('question.any.match')}</Link>
          <Link href="/community">{t('question.browseAmbassadors')}</Link>
        </p>
      </section>
    )
  }
  if (state.status === 'loading') return <LoadingStatus label={t('question.recipient.loading')} />
  if (state.status === 'error') return <QueryError message={t('question.recipient.loadError')} onRetry={state.retry} />
  if (state.status === 'missing') return null
  return (
    <section className="recipient" aria-labelledby="recipient-title">
      <h2 id="recipient-title" className="recipient-title">
        {t('question.recipient.title')}
      </h2>
      <AmbassadorCard ambassador={state.ambassador} variant="compact" showActions={false} headingLevel={3} />
    </section>
  )
}

/** A well-formed id that names nobody (left the program, mistyped link): say so and offer ways on. */
export function RecipientNotFound() {
  const { t } = useTranslation()
  return (
    <section className="journey-state" aria-labelledby="recipient-missing-title">
      <h2 id="recipient-missing-title">{t('question.recipient.missingTitle')}</h2>
      <p>{t('question.recipient.missingText')}</p>
      <p className="journey-state-actions">
        <Link className="button" href="/question">
          {t('question.recipient.askAnyone')}
        </Link>
        <Link className="button button-secondary" href="/community">
          {t('question.browseAmbassadors')}
        </Link>
        <Link className="button button-secondary" href="/match">
          {t('question.any.match')}
        </Link>
      </p>
    </section>
  )
}
