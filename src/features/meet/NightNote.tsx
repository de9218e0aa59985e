import { useTranslation } from 'react-i18next'
import { usePageLocale } from '../../routing/usePageLocale'
import { allAtNight, cityOfZone, NIGHT_ENDS_HOUR, NIGHT_STARTS_HOUR, zoneName } from '../../contract/meeting-times'

interface NightNoteProps {
  readonly starts: readonly string[]
  /** The visitor's zone (the slots are shown in it). */
  readonly timeZone: string
  readonly ambassadorTimeZone: string
  readonly name: string
}

const hourLabel = (hour: number, locale: string): string => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(2000, 0, 1, hour))

/**
 * When every offered time falls at night for the visitor (issue 33: a Toronto
 * visitor offered 3:00–10:30 AM by an ambassador in Paris), say why: where the
 * ambassador is, and that writing is the other way to reach them.
 */
export function NightNote({ starts, timeZone, ambassadorTimeZone, name }: NightNoteProps) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  if (!allAtNight(starts, timeZone)) return null
  const place = cityOfZone(ambassadorTimeZone) ?? zoneName(ambassadorTimeZone, locale)
  return (
    <p className="field-hint slot-night-note">{t('meetLater.nightNote', { name, place, from: hourLabel(NIGHT_STARTS_HOUR, locale), to: hourLabel(NIGHT_ENDS_HOUR, locale) })}</p>
  )
}
