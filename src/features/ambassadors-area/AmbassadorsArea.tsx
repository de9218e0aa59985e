import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Provider } from 'urql'
import { PageHeader } from '../../components/PageHeader'
import { getBrowserClient } from '../../graphql/browser-clients'
import { useSessionStatus } from './session/useSession'
import { LoadingStatus } from '../../components/LoadingStatus'
import './ambassadors-area.css'

// Both screens are their own chunks, so the prerendered shell stays light: the
// sign-in brings the forms module (and its shared rules) only when it shows.
const SignedInArea = lazy(() => import('./area/SignedInArea'))
const SignIn = lazy(() => import('./sign-in/SignIn').then((module) => ({ default: module.SignIn })))

/**
 * The ambassadors area: a prerendered shell that decides after hydration
 * between the sign-in and the signed-in area (each loaded on demand). Everything in
 * it talks to the API through the `default` (ambassador) client.
 */
export function AmbassadorsArea() {
  const { t } = useTranslation()
  const status = useSessionStatus()
  const client = useMemo(() => (status === null ? null : getBrowserClient('default').client), [status])
  // The session ended while the page was open (sign-out or expiry): the sign-in says so and takes focus.
  const [ended, setEnded] = useState(false)
  const previous = useRef(status)
  useEffect(() => {
    if (previous.current === 'signedIn' && status !== 'signedIn') setEnded(true)
    previous.current = status
  }, [status])
  if (status === null || client === null) {
    return (
      <div className="ambassadors-area">
        <PageHeader page="ambassadors" />
        <LoadingStatus label={t('ambassadorsArea.loading')} />
      </div>
    )
  }
  return (
    <Provider value={client}>
      <div className="ambassadors-area">
        {status === 'signedIn' ? (
          <Suspense fallback={<LoadingStatus label={t('ambassadorsArea.loading')} />}>
            <SignedInArea />
          </Suspense>
        ) : (
          <>
            <PageHeader page="ambassadors" />
            <Suspense fallback={<LoadingStatus label={t('ambassadorsArea.loading')} />}>
              <SignIn expired={status === 'expired'} ended={ended} />
            </Suspense>
          </>
        )}
      </div>
    </Provider>
  )
}
