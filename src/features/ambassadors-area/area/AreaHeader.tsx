import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { QUESTION_OVERDUE_HOURS } from '../../../contract/limits'
import { usePageLocale } from '../../../routing/usePageLocale'
import { getSessionStore } from '../session/session-store'
import { formatDuration, formatRelativeToNow } from '../shared/time-format'
import { SignOutMutation, type Account } from './account-operations'

interface AreaHeaderProps {
  readonly account: Account
  readonly headingRef: RefObject<HTMLHeadingElement | null>
}

/** Who is signed in, their response-time signals (as the API computes them for the public cards) and Sign out. */
export function AreaHeader({ account, headingRef }: AreaHeaderProps) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const [signOutState, signOut] = useMutation(SignOutMutation)
  const { ambassador } = account
  const median = ambassador.medianAnswerMinutes
  const signOutNow = async (): Promise<void> => {
    // The session ends here whatever the API says (offline, already expired).
    await signOut({}).catch(() => undefined)
    getSessionStore().signedOut()
  }
  return (
    <header className="area-header">
      <div className="area-header-top">
        <div>
          <h1 ref={headingRef} tabIndex={-1}>
            {t('ambassadorsArea.pageHeader.heading')}
          </h1>
          <p className="area-lead">
            {t('ambassadorsArea.header.greeting', { name: ambassador.firstName })}{' '}
            <span className="area-muted">{t('ambassadorsArea.header.signedInAs', { email: account.email })}</span>
          </p>
        </div>
        <button type="button" className="button button-secondary" onClick={() => void signOutNow()} aria-busy={signOutState.fetching || undefined}>
          {signOutState.fetching ? t('ambassadorsArea.header.signingOut') : t('ambassadorsArea.header.signOut')}
        </button>
      </div>
      <h2 className="area-sr-only">{t('ambassadorsArea.header.signals')}</h2>
      <dl className="area-signals">
        <div>
          <dt>{t('ambassadorsArea.header.median')}</dt>
          <dd>{median === null ? t('ambassadorsArea.header.medianNone') : formatDuration(median, locale)}</dd>
        </div>
        <div>
          <dt>{t('ambassadorsArea.header.lastActive')}</dt>
          <dd>{ambassador.lastActiveAt ? formatRelativeToNow(ambassador.lastActiveAt, locale) : t('ambassadorsArea.header.lastActiveNever')}</dd>
        </div>
        <div>
          <dt>{t('ambassadorsArea.header.open')}</dt>
          <dd>{account.openQuestionCount}</dd>
        </div>
        <div className={account.overdueQuestionCount > 0 ? 'is-alert' : undefined}>
          <dt>{t('ambassadorsArea.header.overdue', { hours: QUESTION_OVERDUE_HOURS })}</dt>
          <dd>{account.overdueQuestionCount}</dd>
        </div>
        <div>
          <dt>{t('ambassadorsArea.header.pending')}</dt>
          <dd>{account.pendingMeetingCount}</dd>
        </div>
      </dl>
      <p className="area-muted area-signals-hint">{t('ambassadorsArea.header.signalsHint')}</p>
    </header>
  )
}
