import { useTranslation } from 'react-i18next'
import { navigate } from 'vike/client/router'
import { Link } from '../../components/Link'
import { LoadingStatus } from '../../components/LoadingStatus'
import { QueryError } from '../../components/QueryError'
import { useBrowserQuery } from '../../graphql/useBrowserQuery'
import { localizePath } from '../../routing/locale-url'
import { usePageLocale } from '../../routing/usePageLocale'
import { AmbassadorCard } from '../ambassadors/AmbassadorCard'
import { rememberBooked } from './booked-note'
import { MeetAmbassadorQuery } from './meet-operations'
import { MeetingForm, type Booked } from './MeetingForm'

export const managePath = (manageToken: string): string => `/meet?manage=${encodeURIComponent(manageToken)}`

/** `/meet?ambassador=<id>`: that ambassador (fetched live), their free times and the booking form. */
export function BookingFlow({ ambassadorId }: { ambassadorId: string }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const query = useBrowserQuery(MeetAmbassadorQuery, { id: ambassadorId, locale })
  const ambassador = query.data?.ambassador
  if (!query.data) {
    if (query.status === 'error') return <QueryError message={t('meet.ambassador.loadError')} onRetry={query.refresh} />
    return <LoadingStatus label={t('meet.ambassador.loading')} />
  }
  if (!ambassador || !ambassador.acceptsMeetings) {
    const missing = !ambassador
    return (
      <section className="journey-state" aria-labelledby="meet-unavailable-title">
        <h2 id="meet-unavailable-title">{missing ? t('meet.ambassador.missingTitle') : t('meet.ambassador.noCallsTitle', { name: ambassador.firstName })}</h2>
        <p>{missing ? t('meet.ambassador.missingText') : t('meet.ambassador.noCallsText', { name: ambassador.firstName })}</p>
        <p className="journey-state-actions">
          <Link className="button" href="/meet">
            {t('meet.chooseSomeoneElse')}
          </Link>
          <Link className="button button-secondary" href={missing ? '/question' : `/question?ambassador=${encodeURIComponent(ambassador.id)}`}>
            {missing ? t('meet.ambassador.askAnyone') : t('meet.slots.askInstead', { name: ambassador.firstName })}
          </Link>
        </p>
      </section>
    )
  }
  const onBooked = (booked: Booked): void => {
    rememberBooked(booked.manageToken)
    void navigate(localizePath(managePath(booked.manageToken), locale))
  }
  return (
    <div className="journey-layout meet-booking">
      <MeetingForm ambassador={ambassador} onBooked={onBooked} />
      <aside className="journey-aside" aria-label={t('meet.manage.aboutAmbassador')}>
        <AmbassadorCard ambassador={ambassador} variant="compact" showActions={false} headingLevel={2} />
        <p>
          <Link href="/meet">{t('meet.chooseSomeoneElse')}</Link>
        </p>
      </aside>
    </div>
  )
}
