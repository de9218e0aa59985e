import { useTranslation } from 'react-i18next'
import { usePageLocale } from '../../../routing/usePageLocale'
import { formatDateTime, formatTime } from '../shared/time-format'
import { CallLink } from '../../meet/CallLink'
import { MeetingActions } from './MeetingActions'
import { AttendanceMark } from './AttendanceMark'
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
  const name = `${meeting.firstName} ${meeting.lastName}`.trim()
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
        {/* The visitor's e-mail never reaches the ambassador; a phone number only around a confirmed call (issue 32). */}
        {meeting.type === 'PHONE' && upcoming && (
          <div>
            <dt>{t('ambassadorsArea.meetings.phone')}</dt>
            <dd>{meeting.phone !== null ? <a href={`tel:${meeting.phone}`}>{meeting.phone}</a> : t('ambassadorsArea.meetings.phoneLater')}</dd>
          </div>
        )}
        {upcoming && (
          <CallLink
            meeting={meeting}
            labels={{
              label: t('ambassadorsArea.meetings.call.label'),
              join: t('ambassadorsArea.meetings.call.join'),
              opens: t('ambassadorsArea.meetings.call.opens', { time: meeting.joinOpensAt === null ? '' : formatDateTime(meeting.joinOpensAt, locale, timeZone) }),
            }}
          />
        )}
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
      {!upcoming && meeting.status === 'CONFIRMED' && <AttendanceMark meeting={meeting} name={meeting.firstName} onAnnounce={onAnnounce} />}
    </article>
  )
}
