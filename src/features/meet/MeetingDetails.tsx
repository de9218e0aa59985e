import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '../../components/Link'
import type { ResultOf } from '../../graphql/graphql'
import { formatInternational } from '../../forms/phone'
import { usePageLocale } from '../../routing/usePageLocale'
import { AmbassadorCard } from '../ambassadors/AmbassadorCard'
import { forgetBooked, wasJustBooked } from './booked-note'
import { CallLink } from './CallLink'
import { CancelMeeting } from './CancelMeeting'
import { IcsDownload } from './IcsDownload'
import { RescheduleMeeting } from './RescheduleMeeting'
import type { ManagedMeetingQuery } from './meet-operations'
import { formatSlotRange, formatSlotStart } from './slot-days'
import { timeZoneLabel, visitorTimeZone } from './time-zone'

export type ManagedMeeting = NonNullable<ResultOf<typeof ManagedMeetingQuery>['managedMeeting']>

const LIVE = new Set(['PENDING', 'CONFIRMED'])

/** The meeting as its booker sees it: when (in their zone), how, with whom, and what they can do. */
export function MeetingDetails({ meeting: loaded, token }: { meeting: ManagedMeeting; token: string }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const [justBooked] = useState(() => wasJustBooked(token))
  const [timeZone] = useState(visitorTimeZone)
  const [openedAt] = useState(Date.now)
  const confirmation = useRef<HTMLElement>(null)
  const changedNote = useRef<HTMLParagraphElement>(null)
  // The cancel and reschedule answers carry the updated meeting: show it without waiting for a re-read.
  const [changed, setChanged] = useState<{ meeting: ManagedMeeting; how: 'cancelled' | 'rescheduled' } | null>(null)
  const meeting = changed?.meeting ?? loaded
  useEffect(() => {
    if (!justBooked) return
    forgetBooked(token)
    confirmation.current?.focus()
  }, [justBooked, token])
  useEffect(() => {
    if (changed !== null) changedNote.current?.focus()
  }, [changed])

  const { ambassador } = meeting
  const live = LIVE.has(meeting.status) && Date.parse(meeting.startsAt) > openedAt
  const when = formatSlotRange(meeting.startsAt, meeting.endsAt, timeZone, locale)
  const manageUrl = typeof window === 'undefined' ? '' : window.location.href
  return (
    <div className="journey-layout">
      <div className="meet-manage">
        {justBooked && (
          <section ref={confirmation} tabIndex={-1} className="journey-confirmation" aria-labelledby="meeting-booked-title">
            <h2 id="meeting-booked-title">{t('meet.booked.title')}</h2>
            <p>{t('meet.booked.text', { name: ambassador.firstName, hours: meeting.confirmationHours, email: meeting.email })}</p>
            <p>
              {t('meet.booked.manage')} <a href={manageUrl}>{t('meet.booked.manageLink')}</a>
            </p>
          </section>
        )}
        <section aria-labelledby="meeting-title">
          <p className={`thread-status meeting-status-${meeting.status.toLowerCase()}`}>
            {t(`meet.status.${meeting.status}`, { name: ambassador.firstName, hours: meeting.confirmationHours })}
          </p>
          <h2 id="meeting-title" className="meet-section-title">
            {t('meet.manage.title', { name: `${ambassador.firstName} ${ambassador.lastInitial}` })}
          </h2>
          {changed !== null && (
            <p ref={changedNote} tabIndex={-1} className="meeting-cancelled-note">
              {changed.how === 'cancelled' ? t('meet.manage.cancelled') : t('meetLater.reschedule.done', { when, name: ambassador.firstName, hours: meeting.confirmationHours })}
            </p>
          )}
          <dl className="meeting-facts">
            <div>
              <dt>{t('meet.manage.when')}</dt>
              <dd>
                {when}
                <span className="meeting-zone">{t('meet.slots.zone', { zone: timeZoneLabel(timeZone, new Date(meeting.startsAt), locale) })}</span>
              </dd>
            </div>
            <div>
              <dt>{t('meet.fields.type')}</dt>
              <dd>{t(`meet.type.${meeting.type}`)}</dd>
            </div>
            <div>
              <dt>{t('meet.manage.you')}</dt>
              <dd>
                {`${meeting.firstName} ${meeting.lastName}`.trim()}
                {meeting.email !== null && (
                  <>
                    <br />
                    {meeting.email}
                  </>
                )}
                {meeting.phone !== null && (
                  <>
                    <br />
                    {formatInternational(meeting.phone) ?? meeting.phone}
                  </>
                )}
              </dd>
            </div>
            {live && (
              <CallLink
                meeting={meeting}
                labels={{
                  label: t('meet.call.label'),
                  join: t('meet.call.join'),
                  opens: t('meet.call.opens', { time: meeting.joinOpensAt === null ? '' : formatSlotStart(meeting.joinOpensAt, timeZone, locale) }),
                }}
              />
            )}
            {meeting.message !== '' && (
              <div>
                <dt>{t('fields.message')}</dt>
                <dd className="meeting-message">{meeting.message}</dd>
              </div>
            )}
          </dl>
          <div className="journey-actions">
            {live && <IcsDownload ics={meeting.ics} />}
            {!live && (
              <Link className="button" href={`/meet?ambassador=${encodeURIComponent(ambassador.id)}`}>
                {t('meet.manage.bookAgain', { name: ambassador.firstName })}
              </Link>
            )}
          </div>
          {live && (
            <RescheduleMeeting
              key={meeting.startsAt}
              token={token}
              ambassadorId={ambassador.id}
              name={ambassador.firstName}
              onRescheduled={(next) => setChanged({ meeting: next, how: 'rescheduled' })}
            />
          )}
          {live && <CancelMeeting token={token} when={when} onCancelled={(next) => setChanged({ meeting: next, how: 'cancelled' })} />}
        </section>
      </div>
      <aside className="journey-aside" aria-label={t('meet.manage.aboutAmbassador')}>
        <AmbassadorCard ambassador={ambassador} showActions={false} headingLevel={2} />
      </aside>
    </div>
  )
}
