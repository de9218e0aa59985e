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
  const cancelledNote = useRef<HTMLParagraphElement>(null)
  // The cancel answer carries the updated meeting: show it without waiting for a re-read.
  const [cancelled, setCancelled] = useState<ManagedMeeting | null>(null)
  const meeting = cancelled ?? loaded
  const cancelledHere = cancelled !== null
  useEffect(() => {
    if (!justBooked) return
    forgetBooked(token)
    confirmation.current?.focus()
  }, [justBooked, token])
  useEffect(() => {
    if (cancelledHere) cancelledNote.current?.focus()
  }, [cancelledHere])

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
            <p>{t('meet.booked.text', { name: ambassador.firstName, email: meeting.email })}</p>
            <p>
              {t('meet.booked.manage')} <a href={manageUrl}>{t('meet.booked.manageLink')}</a>
            </p>
          </section>
        )}
        <section aria-labelledby="meeting-title">
          <p className={`thread-status meeting-status-${meeting.status.toLowerCase()}`}>{t(`meet.status.${meeting.status}`, { name: ambassador.firstName })}</p>
          <h2 id="meeting-title" className="meet-section-title">
            {t('meet.manage.title', { name: `${ambassador.firstName} ${ambassador.lastInitial}` })}
          </h2>
          {cancelledHere && (
            <p ref={cancelledNote} tabIndex={-1} className="meeting-cancelled-note">
              {t('meet.manage.cancelled')}
            </p>
          )}
          <dl className="meeting-facts">
            <div>
              <dt>{t('meet.manage.when')}</dt>
              <dd>
                {when}
                <span className="meeting-zone">{t('meet.slots.zone', { zone: timeZoneLabel(timeZone, new Date(meeting.startsAt)) })}</span>
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
          {live && <CancelMeeting token={token} when={when} onCancelled={setCancelled} />}
        </section>
      </div>
      <aside className="journey-aside" aria-label={t('meet.manage.aboutAmbassador')}>
        <AmbassadorCard ambassador={ambassador} showActions={false} headingLevel={2} />
      </aside>
    </div>
  )
}
