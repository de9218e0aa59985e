import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { getStaffSession } from '../session/staff-session'
import { StaffSignOutMutation, type StaffMe } from './staff-me-operations'

interface ConsoleHeaderProps {
  readonly me: StaffMe
  readonly headingRef: RefObject<HTMLHeadingElement | null>
}

/** The console's heading, who is signed in with which role, and Sign out. */
export function ConsoleHeader({ me, headingRef }: ConsoleHeaderProps) {
  const { t } = useTranslation()
  const [signOutState, signOut] = useMutation(StaffSignOutMutation)
  const signOutNow = async (): Promise<void> => {
    // The session ends here whatever the API says (offline, already expired).
    await signOut({}).catch(() => undefined)
    getStaffSession().signedOut()
  }
  return (
    <header className="area-header">
      <div className="area-header-top">
        <div>
          <h1 ref={headingRef} tabIndex={-1}>
            {t('staffConsole.pageHeader.heading')}
          </h1>
          <p className="area-lead">
            {t('staffConsole.header.signedInAs', { email: me.email })}{' '}
            <span className="area-muted">({t(me.role === 'OWNER' ? 'staffConsole.roles.OWNER' : 'staffConsole.roles.EDITOR')})</span>
          </p>
        </div>
        <button type="button" className="button button-secondary" onClick={() => void signOutNow()} aria-busy={signOutState.fetching || undefined}>
          {signOutState.fetching ? t('staffConsole.header.signingOut') : t('staffConsole.header.signOut')}
        </button>
      </div>
    </header>
  )
}
