import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Provider } from 'urql'
import { LoadingStatus } from '../../components/LoadingStatus'
import { PageHeader } from '../../components/PageHeader'
import { getStaffBrowserClient } from './session/staff-client'
import { useStaffSessionStatus } from './session/useStaffSession'
import '../ambassadors-area/ambassadors-area.css'
import './staff-console.css'

// Both screens are their own chunks: the prerendered shell stays light, and
// nothing of the console reaches any other page.
const SignedInConsole = lazy(() => import('./console/SignedInConsole'))
const StaffSignIn = lazy(() => import('./sign-in/StaffSignIn'))

/**
 * The staff console (`/staff`): a prerendered shell that decides after
 * hydration between the sign-in and the console, each loaded on demand,
 * talking to the API through the staff's own `default` client.
 */
export function StaffConsole() {
  const { t } = useTranslation()
  const status = useStaffSessionStatus()
  const client = useMemo(() => (status === null ? null : getStaffBrowserClient().client), [status])
  // The session ended while the page was open (sign-out or expiry): the sign-in says so and takes focus.
  const [ended, setEnded] = useState(false)
  const previous = useRef(status)
  useEffect(() => {
    if (previous.current === 'signedIn' && status !== 'signedIn') setEnded(true)
    previous.current = status
  }, [status])
  const loading = <LoadingStatus label={t('staffConsole.loading')} />
  if (status === null || client === null) {
    return (
      <div className="staff-console">
        <PageHeader page="staff" />
        {loading}
      </div>
    )
  }
  return (
    <Provider value={client}>
      <div className="staff-console">
        {status === 'signedIn' ? (
          <Suspense fallback={loading}>
            <SignedInConsole />
          </Suspense>
        ) : (
          <>
            <PageHeader page="staff" />
            <Suspense fallback={loading}>
              <StaffSignIn expired={status === 'expired'} ended={ended} />
            </Suspense>
          </>
        )}
      </div>
    </Provider>
  )
}
