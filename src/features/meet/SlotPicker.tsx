import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldBinding } from '../../forms'
import { describedBy, FieldError } from '../../forms/FieldParts'
import type { SlotDay } from './slot-days'

interface SlotPickerProps {
  readonly field: FieldBinding<string>
  readonly days: readonly SlotDay[]
  /** "Times in Europe/Paris (UTC+1)". */
  readonly zoneLabel: string
}

/**
 * Day, then time: two native radio groups (arrow keys move within a group,
 * Tab moves between them, Space selects), styled as chips. The chosen time is
 * the form value (`startsAt`, a UTC instant); the day is view state.
 */
export function SlotPicker({ field, days, zoneLabel }: SlotPickerProps) {
  const { t } = useTranslation()
  const dayOfValue = days.find((day) => day.slots.some((slot) => slot.startsAt === field.value))?.key
  const [pickedDay, setPickedDay] = useState<string | null>(null)
  // The day the visitor picked, else the day of the chosen time (a restored draft), else the first day.
  const dayKey = days.find((d) => d.key === pickedDay)?.key ?? dayOfValue ?? days[0]?.key
  const day = days.find((d) => d.key === dayKey)
  const zoneId = `${field.id}-zone`
  const selected = day?.slots.some((slot) => slot.startsAt === field.value) ? field.value : ''

  // A refresh can remove the time that has focus (someone else just booked
  // it): focus then stays in the picker instead of falling to the page.
  const picker = useRef<HTMLFieldSetElement>(null)
  const focusInside = useRef(false)
  const { invalid } = field
  useEffect(() => {
    const element = picker.current
    if (!element || !invalid || !focusInside.current || (document.activeElement && document.activeElement !== document.body)) return
    element.querySelector<HTMLInputElement>('.slot-times input:checked, .slot-times input')?.focus()
  }, [days, invalid])
  return (
    <fieldset
      ref={picker}
      onFocus={() => {
        focusInside.current = true
      }}
      onBlur={(event) => {
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) focusInside.current = false
      }}
      className="slot-picker field"
      data-invalid={field.invalid || undefined}
      aria-describedby={describedBy(zoneId, field.invalid && field.errorId)}
    >
      <legend className="field-label">{field.label}</legend>
      <p id={zoneId} className="field-hint slot-zone">
        {zoneLabel}
      </p>
      <fieldset className="slot-days">
        <legend className="field-sublabel">{t('meet.slots.day')}</legend>
        <div className="slot-chips slot-day-chips">
          {days.map((d) => (
            <label key={d.key} className="slot-chip slot-day-chip" htmlFor={`${field.id}-day-${d.key}`}>
              <input id={`${field.id}-day-${d.key}`} type="radio" name={`${field.name}-day`} value={d.key} checked={d.key === dayKey} onChange={() => setPickedDay(d.key)} />
              <span className="slot-chip-text slot-day-name">
                {d.label}
                <span className="slot-day-count">{t('meet.slots.count', { count: d.slots.length })}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {day && (
        <fieldset className="slot-times">
          <legend className="field-sublabel">{t('meet.slots.timesOn', { day: day.label })}</legend>
          <div className="slot-chips">
            {day.slots.map((slot, index) => (
              <label key={slot.startsAt} className="slot-chip slot-time-chip" htmlFor={`${field.id}-${index}`}>
                <input
                  id={`${field.id}-${index}`}
                  ref={(selected ? slot.startsAt === selected : index === 0) ? field.attachFocus : undefined}
                  type="radio"
                  name={field.name}
                  value={slot.startsAt}
                  checked={slot.startsAt === selected}
                  onChange={() => field.onChange(slot.startsAt, 'change')}
                  onBlur={field.onBlur}
                />
                <span className="slot-chip-text">{slot.time}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <FieldError id={field.errorId} error={field.error} />
    </fieldset>
  )
}
