import { useQuery } from 'urql'
import { useTranslation } from 'react-i18next'
import { ACCESS_LINK_TTL_DAYS } from '../../contract/limits'
import { Link } from '../../components/Link'
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
  const [result, reexecute] = useQuery({ query: ManagedMeetingQuery, variables: { token, locale }, requestPolicy: 'cache-and-network' })
  const meeting = result.data?.managedMeeting
  if (meeting) return <MeetingDetails meeting={meeting} token={token} />
  const expired = result.error !== undefined && errorCodeOf(result.error) === 'LINK_EXPIRED'
  if (expired || (result.data && !result.error)) {
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
  if (result.error) {
    return (
      <div role="alert" className="journey-state">
        <p>{t('meet.manage.loadError')}</p>
        <button type="button" className="button" onClick={() => reexecute({ requestPolicy: 'network-only' })}>
          {t('app.retry')}
        </button>
      </div>
    )
  }
  return (
    <p role="status" className="meet-muted">
      {t('meet.manage.loading')}
    </p>
  )
}
