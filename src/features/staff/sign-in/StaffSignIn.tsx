import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SignInCodeStep } from '../../session-area/sign-in/SignInCodeStep'
import { SignInEmailStep } from '../../session-area/sign-in/SignInEmailStep'
import { consoleStorage } from '../session/console-storage'
import { STAFF_SIGN_IN } from './staff-sign-in-area'

/**
 * Staff sign-in, like the ambassadors': the e-mail address, then the 6-digit
 * code from the e-mail (`audience: STAFF`). The address waiting for its code
 * survives a reload of the tab.
 */
export default function StaffSignIn({ expired, ended }: { expired: boolean; ended: boolean }) {
  const { t } = useTranslation()
  const [pendingEmail, setPendingEmail] = useState<string | null>(() => consoleStorage.read('pending-email'))
  const lastEmail = consoleStorage.read('last-email') ?? ''
  const [returned, setReturned] = useState(false)
  const choose = (email: string | null): void => {
    consoleStorage.write('pending-email', email)
    setReturned(email === null)
    setPendingEmail(email)
  }
  // After the console went away (sign-out, expiry) focus would be lost: start again at the sign-in heading.
  useEffect(() => {
    if (ended) document.getElementById(STAFF_SIGN_IN.headingId)?.focus()
  }, [ended])
  return (
    <section className="area-sign-in" aria-labelledby={STAFF_SIGN_IN.headingId}>
      {expired && (
        <p className="area-notice area-notice-warning" role="alert">
          {t('staffConsole.signIn.expired')}
        </p>
      )}
      <p className="area-status" role="status">
        {ended && !expired ? t('staffConsole.signIn.signedOut') : ''}
      </p>
      {pendingEmail === null ? (
        <SignInEmailStep area={STAFF_SIGN_IN} initialEmail={lastEmail} onSent={choose} focusOnMount={returned} />
      ) : (
        <SignInCodeStep area={STAFF_SIGN_IN} email={pendingEmail} onChangeEmail={() => choose(null)} />
      )}
    </section>
  )
}
