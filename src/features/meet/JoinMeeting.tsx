import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingStatus } from '../../components/LoadingStatus'
import { QueryError } from '../../components/QueryError'
import { useBrowserQuery } from '../../graphql/useBrowserQuery'
import { usePageLocale } from '../../routing/usePageLocale'
import { MeetingJoinQuery } from './join-operations'
import { formatSlotRange, formatSlotStart } from './slot-days'
import { visitorTimeZone } from './time-zone'

/**
 * `/meet?join=<room>`: the join page both sides get in their e-mails and
 * calendar files (issue 32). It gives the call's link only while the call is
 * open (confirmed, from 15 minutes before its start to its end) and otherwise
 * says when it opens; "Check again" asks the API anew.
 */
export function JoinMeeting({ room }: { room: string }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const [timeZone] = useState(visitorTimeZone)
  // When the page was opened (or last checked): "Check again" re-reads the API and this clock.
  const [checkedAt, setCheckedAt] = useState(Date.now)
  const query = useBrowserQuery(MeetingJoinQuery, { room }, { requestPolicy: 'network-only' })
  if (!query.data) {
    if (query.status === 'error') return <QueryError message={t('meet.join.loadError')} onRetry={query.refresh} />
    return <LoadingStatus label={t('meet.join.loading')} />
  }
  const join = query.data.meetingJoin
  if (join === null) {
    return (
      <section className="journey-state" aria-labelledby="join-missing-title">
        <h2 id="join-missing-title">{t('meet.join.missingTitle')}</h2>
        <p>{t('meet.join.missingText')}</p>
      </section>
    )
  }
  const ended = Date.parse(join.endsAt) <= checkedAt
  const state =
    join.status === 'CANCELLED' || join.status === 'DECLINED'
      ? t('meet.join.cancelled')
      : join.joinUrl !== null
        ? t('meet.join.open')
        : ended
          ? t('meet.join.over')
          : join.status === 'PENDING'
            ? t('meet.join.notConfirmed')
            : t('meet.join.notYet', { time: formatSlotStart(join.joinOpensAt, timeZone, locale) })
  return (
    <section className="journey-state" aria-labelledby="join-title">
      <h2 id="join-title">{t('meet.join.when', { when: formatSlotRange(join.startsAt, join.endsAt, timeZone, locale) })}</h2>
      <p role="status">{state}</p>
      <p className="journey-state-actions">
        {join.joinUrl !== null ? (
          <a className="button" href={join.joinUrl} target="_blank" rel="noopener noreferrer">
            {t('meet.call.join')}
          </a>
        ) : (
          !ended && (
            <button type="button" className="button button-secondary" onClick={() => (setCheckedAt(Date.now()), query.refresh())}>
              {t('meet.join.refresh')}
            </button>
          )
        )}
      </p>
    </section>
  )
}
