import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import type { Account } from '../area/account-operations'
import { WithdrawProfileChangeMutation } from './profile-operations'

type Waiting = NonNullable<Account['pendingProfileChange']>

/**
 * "Waiting for review" (issue 32): which fields wait, since when, that
 * visitors still see the approved profile, and the way to take it back.
 */
export function PendingProfileNotice({ waiting, onWithdrawn }: { waiting: Waiting; onWithdrawn: (message: string) => void }) {
  const { t, i18n } = useTranslation()
  const [, withdraw] = useMutation(WithdrawProfileChangeMutation)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const fields = waiting.changes.map((change) => t(`ambassadorsArea.review.fields.${change.field}`, { defaultValue: change.field })).join(', ')
  const when = new Date(waiting.submittedAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const run = async (): Promise<void> => {
    setBusy(true)
    setFailed(false)
    const result = await withdraw({})
    setBusy(false)
    if (result.error || !result.data) return setFailed(true)
    onWithdrawn(t('ambassadorsArea.review.withdrawn'))
  }
  return (
    <section className="area-notice" aria-labelledby="profile-review-heading">
      <h3 id="profile-review-heading">{t('ambassadorsArea.review.heading')}</h3>
      <p>{t('ambassadorsArea.review.waiting', { fields, when })}</p>
      <p>{t('ambassadorsArea.review.publicStays')}</p>
      <button type="button" className="button button-secondary" onClick={() => void run()} aria-busy={busy || undefined}>
        {t('ambassadorsArea.review.withdraw')}
      </button>
      {failed && (
        <p className="area-error" role="alert">
          {t('ambassadorsArea.review.withdrawFailed')}
        </p>
      )}
    </section>
  )
}
