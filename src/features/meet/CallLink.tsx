/** Translated by each side's page (the ambassadors' area and /meet load different strings). */
export interface CallLinkLabels {
  readonly label: string
  readonly join: string
  /** "It opens on <time>…", the time already in it. */
  readonly opens: string
}

export interface CallLinkFacts {
  readonly type: 'VIDEO' | 'PHONE'
  readonly status: 'PENDING' | 'CONFIRMED' | 'DECLINED' | 'CANCELLED'
  readonly joinUrl: string | null
  readonly joinPageUrl: string | null
}

/**
 * A video call's link as both sides see it (issue 32): the platform's join
 * page always, and the call itself once it is open (a confirmed call, from 15
 * minutes before its start). Nobody has to send the other a link privately.
 * A row of a `<dl>`; nothing for a phone call.
 */
export function CallLink({ meeting, labels }: { meeting: CallLinkFacts; labels: CallLinkLabels }) {
  const live = meeting.status === 'PENDING' || meeting.status === 'CONFIRMED'
  if (!live || meeting.type !== 'VIDEO' || meeting.joinPageUrl === null) return null
  return (
    <div>
      <dt>{labels.label}</dt>
      <dd className="call-link">
        {meeting.joinUrl !== null ? (
          <a className="button" href={meeting.joinUrl} target="_blank" rel="noopener noreferrer">
            {labels.join}
          </a>
        ) : (
          <>
            {labels.opens} <a href={meeting.joinPageUrl}>{meeting.joinPageUrl}</a>
          </>
        )}
      </dd>
    </div>
  )
}
