import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { loadStringLoader } from '../../../src/i18n'
import { LoadingStatus } from '../../../src/components/LoadingStatus'
import { PageHeader } from '../../../src/components/PageHeader'
import { AmbassadorChooser } from '../../../src/features/meet/AmbassadorChooser'
import { OpeningSoon, useOpenForVisitors } from '../../../src/features/organization/OpeningSoon'
import { useHydratedSearch } from '../../../src/features/question/useHydratedSearch'
import '../../../src/features/question/journey.css'
import '../../../src/features/meet/meet.css'

// The forms' strings come with the forms (DEFERRED_PAGE_KEYS), in the page's language.
const formStrings = () => loadStringLoader().then((strings) => strings.loadDeferredStrings('/pages/(graphql)/meet'))
// Only visitors arriving from their confirmation e-mail manage a booking: not on the page's first load.
const ManageMeeting = lazy(() => Promise.all([import('../../../src/features/meet/ManageMeeting'), formStrings()]).then(([m]) => ({ default: m.ManageMeeting })))
// The booking view (with the phone field's country data) shows only once the query string is read, after
// hydration, and then waits for the ambassador's free slots anyway: it loads beside them, not on the first load.
// Only callers arriving from a join link (e-mail, calendar) open a call: not on the page's first load.
const JoinMeeting = lazy(() => Promise.all([import('../../../src/features/meet/JoinMeeting'), formStrings()]).then(([m]) => ({ default: m.JoinMeeting })))
const BookingFlow = lazy(() => Promise.all([import('../../../src/features/meet/BookingFlow'), formStrings()]).then(([m]) => ({ default: m.BookingFlow })))

/**
 * /meet (choose an ambassador), ?ambassador=<id> (book), ?manage=<token>
 * (see or cancel a booking), ?join=<room> (open a video call). The query string is read after hydration: the
 * page is prerendered without one.
 */
export default function Page() {
  const { t } = useTranslation()
  const search = useHydratedSearch()
  const open = useOpenForVisitors()
  if (search?.join) {
    return (
      <>
        <header className="page-header">
          <h1>{t('meet.join.heading')}</h1>
          <p className="page-intro">{t('meet.join.intro')}</p>
        </header>
        <Suspense fallback={<LoadingStatus label={t('meet.join.loading')} />}>
          <JoinMeeting room={search.join} />
        </Suspense>
      </>
    )
  }
  if (search?.manage) {
    return (
      <>
        <header className="page-header">
          <h1>{t('meet.manage.heading')}</h1>
          <p className="page-intro">{t('meet.manage.intro')}</p>
        </header>
        <Suspense fallback={<LoadingStatus label={t('meet.manage.loading')} />}>
          <ManageMeeting token={search.manage} />
        </Suspense>
      </>
    )
  }
  return (
    <>
      <PageHeader page="meet" />
      {!open ? (
        <OpeningSoon form />
      ) : search?.ambassador ? (
        <Suspense fallback={<LoadingStatus label={t('meet.slots.loading')} />}>
          <BookingFlow ambassadorId={search.ambassador} />
        </Suspense>
      ) : (
        <AmbassadorChooser />
      )}
    </>
  )
}
