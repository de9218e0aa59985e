import { useTranslation } from 'react-i18next'
import { Link } from '../../components/Link'
import { LoadingStatus } from '../../components/LoadingStatus'
import { QueryError } from '../../components/QueryError'
import type { FieldBinding } from '../../forms'
import { NightNote } from './NightNote'
import { SlotPicker } from './SlotPicker'
import type { Slots } from './useSlots'

interface Props {
  readonly slots: Slots
  readonly field: FieldBinding<string>
  readonly ambassadorId: string
  readonly name: string
  /** The ambassador's zone: when every slot is at night for the visitor, a note says where they are. */
  readonly ambassadorTimeZone: string
}

/** The slot picker, or why there is none (loading, failed, fully booked). */
export function SlotsSection({ slots, field, ambassadorId, name, ambassadorTimeZone }: Props) {
  const { t } = useTranslation()
  if (slots.failed) return <QueryError message={t('meet.slots.loadError')} onRetry={slots.refresh} />
  if (slots.loading) return <LoadingStatus label={t('meet.slots.loading')} />
  if (slots.days.length === 0) {
    return (
      <div className="journey-state slot-empty">
        <p>{t('meet.slots.none', { name })}</p>
        <p className="journey-state-actions">
          <Link className="button" href={`/question?ambassador=${encodeURIComponent(ambassadorId)}`}>
            {t('meet.slots.askInstead', { name })}
          </Link>
          <Link className="button button-secondary" href="/meet">
            {t('meet.chooseSomeoneElse')}
          </Link>
        </p>
      </div>
    )
  }
  return (
    <>
      <NightNote starts={[...slots.starts]} timeZone={slots.timeZone} ambassadorTimeZone={ambassadorTimeZone} name={name} />
      <SlotPicker field={field} days={slots.days} zoneLabel={t('meet.slots.zone', { zone: slots.zoneLabel })} />
    </>
  )
}
