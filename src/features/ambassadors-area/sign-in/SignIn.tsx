import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { readUiState, writeUiState } from '../session/area-storage'
import { CodeStep } from './CodeStep'
import { EmailStep } from './EmailStep'

/**
 * Sign-in in two steps: the email address, then the 6-digit code from the
 * email. The address waiting for its code survives a reload of the tab (the
 * code email may take a moment, and switching apps on a phone can reload).
 */
export function SignIn({ expired }: { expired: boolean }) {
  const { t } = useTranslation()
  const [pendingEmail, setPendingEmail] = useState<string | null>(() => readUiState('pending-email'))
  const lastEmail = readUiState('last-email') ?? ''
  const choose = (email: string | null): void => {
    writeUiState('pending-email', email)
    setPendingEmail(email)
  }
  return (
    <section className="area-sign-in" aria-labelledby="ambassador-sign-in-heading">
      {expired && (
        <p className="area-notice area-notice-warning" role="alert">
          {t('ambassadorsArea.signIn.expired')}
        </p>
      )}
      {pendingEmail === null ? (
        <EmailStep initialEmail={lastEmail} onSent={choose} />
      ) : (
        <CodeStep email={pendingEmail} onChangeEmail={() => choose(null)} />
      )}
    </section>
  )
}
