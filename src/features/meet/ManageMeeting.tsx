import { useTranslation } from 'react-i18next'
import { ACCESS_LINK_TTL_DAYS } from '../../contract/limits'
import { Link } from '../../components/Link'
import { LoadingStatus } from '../../components/LoadingStatus'
import { QueryError } from '../../components/QueryError'
import { useBrowserQuery } from '../../graphql/useBrowserQuery'
import { errorCodeOf } from '../question/error-code'
import { usePageLocale } from '../../routing/usePageLocale'
import { ManagedMeetingQuery } from './meet-operations'
import { MeetingDetails } from './MeetingDetails'

/**
 * `/meet?manage=<token>`: the booked meeting, from the confirmation or the
 * emailed link, with its calendar file and a confirmed cancel.
 */
export function ManageMeeting({ token }: { token: string }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const query = useBrowserQuery(ManagedMeetingQuery, { token, locale }, { requestPolicy: 'cache-and-network' })
  const meeting = query.data?.managedMeeting
  if (meeting) return <MeetingDetails meeting={meeting} token={token} />
  const expired = query.error ? errorCodeOf(query.error) === 'LINK_EXPIRED' : false
  if (expired || query.data) {
    return (
      <section className="journey-state" aria-labelledby="manage-missing-title">
        <h2 id="manage-missing-title">{t(expired ? 'meet.manage.expiredTitle' : 'meet.manage.missingTitle')}</h2>
        <p>{t(expired ? 'meet.manage.expiredText' : 'meet.manage.missingText', { days: ACCESS_LINK_TTL_DAYS })}</p>
        <p className="journey-state-actions">
          <Link className="button" href="/meet">
            {t('meet.manage.bookNew')}
          </Link>
        </p>
      </section>
    )
  }
  if (query.status === 'error') return <QueryError message={t('meet.manage.loadError')} onRetry={query.refresh} />
  return <LoadingStatus label={t('meet.manage.loading')} />
}
