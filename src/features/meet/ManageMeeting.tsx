import { useQuery } from 'urql'
import { useTranslation } from 'react-i18next'
import { Link } from '../../components/Link'
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
  if (result.data) {
    return (
      <section className="journey-state" aria-labelledby="manage-missing-title">
        <h2 id="manage-missing-title">{t('meet.manage.missingTitle')}</h2>
        <p>{t('meet.manage.missingText')}</p>
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
