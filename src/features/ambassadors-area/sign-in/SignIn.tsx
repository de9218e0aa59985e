import { useEffect, useState } from 'react'
import { LoadingStatus } from '../../../components/LoadingStatus'
import { InvitationNotice } from '../onboarding/InvitationNotice'
import { useInvitation } from '../onboarding/useInvitation'
import { useTranslation } from 'react-i18next'
import { readUiState, writeUiState } from '../session/area-storage'
import { SignInCodeStep } from '../../session-area/sign-in/SignInCodeStep'
import { SignInEmailStep } from '../../session-area/sign-in/SignInEmailStep'
import { AMBASSADOR_SIGN_IN } from './ambassador-sign-in-area'

/**
 * Sign-in in two steps: the email address, then the 6-digit code from the
 * email. The address waiting for its code survives a reload of the tab (the
 * code email may take a moment, and switching apps on a phone can reload).
 */
export function SignIn({ expired, ended }: { expired: boolean; ended: boolean }) {
  const { t } = useTranslation()
  const [pendingEmail, setPendingEmail] = useState<string | null>(() => readUiState('pending-email'))
  const lastEmail = readUiState('last-email') ?? ''
  const [returned, setReturned] = useState(false)
  // An accepted invitation names the address: back to the e-mail step, prefilled with it.
  const invitation = useInvitation((email) => {
    writeUiState('last-email', email)
    writeUiState('pending-email', null)
    setPendingEmail(null)
  })
  const choose = (email: string | null): void => {
    writeUiState('pending-email', email)
    setReturned(email === null)
    setPendingEmail(email)
  }
  // After the area went away (sign-out, expiry) focus would be lost: start again at the sign-in heading.
  useEffect(() => {
    if (ended) document.getElementById(AMBASSADOR_SIGN_IN.headingId)?.focus()
  }, [ended])
  return (
    <section className="area-sign-in" aria-labelledby={AMBASSADOR_SIGN_IN.headingId}>
      {expired && (
        <p className="area-notice area-notice-warning" role="alert">
          {t('ambassadorsArea.signIn.expired')}
        </p>
      )}
      <p className="area-status" role="status">
        {ended && !expired ? t('ambassadorsArea.signIn.signedOut') : ''}
      </p>
      <InvitationNotice invitation={invitation} />
      {invitation.step === 'checking' ? (
        <LoadingStatus label={t('ambassadorsArea.invitation.checking')} />
      ) : pendingEmail === null ? (
        <SignInEmailStep
          area={AMBASSADOR_SIGN_IN}
          key={invitation.step}
          initialEmail={invitation.step === 'accepted' ? invitation.email : lastEmail}
          onSent={choose}
          focusOnMount={returned}
        />
      ) : (
        <SignInCodeStep area={AMBASSADOR_SIGN_IN} email={pendingEmail} onChangeEmail={() => choose(null)} />
      )}
    </section>
  )
}
