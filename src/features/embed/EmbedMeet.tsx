import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '../../components/Link'
import type { Booked } from '../meet/MeetingForm'
import { MeetingForm } from '../meet/MeetingForm'
import { EmbedFormState } from './EmbedFormState'
import { embedStatePath } from './embed-params'
import '../meet/meet.css'

/** `?meet=<id>`: free times and the booking form inside the frame, then its confirmation. */
export function EmbedMeet({ ambassadorId, search }: { ambassadorId: string; search: Readonly<Record<string, string>> }) {
  const { t } = useTranslation()
  const [booked, setBooked] = useState<Booked | null>(null)
  return (
    <EmbedFormState ambassadorId={ambassadorId} search={search}>
      {(ambassador) => {
        if (booked) return <MeetingBooked booked={booked} name={ambassador.firstName} />
        if (!ambassador.acceptsMeetings) {
          return (
            <div className="journey-state">
              <h2 tabIndex={-1}>{t('embed.noCalls.title', { name: ambassador.firstName })}</h2>
              <p>{t('embed.noCalls.text', { name: ambassador.firstName })}</p>
              <p className="journey-state-actions">
                <Link className="button" href={embedStatePath(search, { ask: ambassador.id })}>
                  {t('embed.noCalls.ask', { name: ambassador.firstName })}
                </Link>
              </p>
            </div>
          )
        }
        return <MeetingForm ambassador={ambassador} onBooked={setBooked} />
      }}
    </EmbedFormState>
  )
}

function MeetingBooked({ booked, name }: { booked: Booked; name: string }) {
  const { t } = useTranslation()
  const box = useRef<HTMLElement>(null)
  useEffect(() => box.current?.focus(), [])
  return (
    <section ref={box} tabIndex={-1} className="journey-confirmation" aria-labelledby="embed-booked-title">
      <h2 id="embed-booked-title">{t('embed.booked.title')}</h2>
      <p>{t('embed.booked.text', { name })}</p>
      <p>
        <Link href={`/meet?manage=${encodeURIComponent(booked.manageToken)}`} target="_blank" rel="noopener">
          {t('embed.booked.manage')}
          <span className="visually-hidden"> {t('embed.newTab')}</span>
        </Link>
      </p>
    </section>
  )
}
