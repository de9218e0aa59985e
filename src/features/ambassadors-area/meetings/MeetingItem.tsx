import { useTranslation } from 'react-i18next'
import { usePageLocale } from '../../../routing/usePageLocale'
import { formatDateTime, formatTime } from '../shared/time-format'
import { MeetingActions } from './MeetingActions'
import type { AmbassadorMeeting } from './meetings-operations'

interface MeetingItemProps {
  readonly meeting: AmbassadorMeeting
  readonly timeZone: string
  readonly upcoming: boolean
  readonly onAnnounce: (message: string) => void
}

const STATUS_CLASS = { PENDING: 'area-badge area-badge-alert', CONFIRMED: 'area-badge area-badge-success', DECLINED: 'area-badge', CANCELLED: 'area-badge' } as const

/** One meeting: when (in the ambassador's zone), with whom, how, its status and what can be done. */
export function MeetingItem({ meeting, timeZone, upcoming, onAnnounce }: MeetingItemProps) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const name = `${meeting.firstName} ${meeting.lastName}`
  const minutes = Math.round((Date.parse(meeting.endsAt) - Date.parse(meeting.startsAt)) / 60_000)
  const titleId = `meeting-${meeting.id}`
  return (
    <article className="area-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="area-card-title">
        {formatDateTime(meeting.startsAt, locale, timeZone)} – {formatTime(meeting.endsAt, locale, timeZone)}
      </h3>
      <p className="area-meta">
        <span className={STATUS_CLASS[meeting.status]}>{t(`ambassadorsArea.meetings.status.${meeting.status}`)}</span>
        <span>{t('ambassadorsArea.meetings.with', { name })}</span>
        <span>{t(`ambassadorsArea.meetings.type.${meeting.type}`)}</span>
        <span>{t('ambassadorsArea.meetings.length', { count: minutes })}</span>
      </p>
      <dl className="area-details">
        <div>
          <dt>{t('ambassadorsArea.meetings.email')}</dt>
          <dd>
            <a href={`mailto:${meeting.email}`}>{meeting.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t('ambassadorsArea.meetings.phone')}</dt>
          <dd>
            <a href={`tel:${meeting.phone}`}>{meeting.phone}</a>
          </dd>
        </div>
        {meeting.message !== '' && (
          <div>
            <dt>{t('ambassadorsArea.meetings.message')}</dt>
            <dd className="area-question-body">{meeting.message}</dd>
          </div>
        )}
        {meeting.cancelReason && (
          <div>
            <dt>{t('ambassadorsArea.meetings.reason')}</dt>
            <dd className="area-question-body">{meeting.cancelReason}</dd>
          </div>
        )}
      </dl>
      {upcoming && <MeetingActions meeting={meeting} name={meeting.firstName} onAnnounce={onAnnounce} />}
    </article>
  )
}
