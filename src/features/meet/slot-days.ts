/**
 * Free slots (UTC instants from `availableSlots`) grouped by calendar day in
 * the visitor's zone, with the labels the picker shows.
 */
export interface SlotLike {
  readonly startsAt: string
  readonly endsAt: string
}

export interface SlotOption {
  readonly startsAt: string
  readonly endsAt: string
  /** "14:30" / "2:30 PM" in the visitor's zone and locale. */
  readonly time: string
  /** Day and time together, for screen readers and the summary. */
  readonly full: string
}

export interface SlotDay {
  /** `YYYY-MM-DD` in the visitor's zone. */
  readonly key: string
  /** "Monday 3 March" / "lundi 3 mars". */
  readonly label: string
  readonly slots: readonly SlotOption[]
}

function dayKey(at: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)
}

export function groupSlotsByDay(slots: readonly SlotLike[], timeZone: string, locale: string): SlotDay[] {
  const dayFormat = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long' })
  const timeFormat = new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' })
  const fullFormat = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' })
  const days = new Map<string, { label: string; slots: SlotOption[] }>()
  const sorted = [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
  for (const slot of sorted) {
    const at = new Date(slot.startsAt)
    const key = dayKey(at, timeZone)
    let day = days.get(key)
    if (!day) {
      day = { label: dayFormat.format(at), slots: [] }
      days.set(key, day)
    }
    day.slots.push({ startsAt: slot.startsAt, endsAt: slot.endsAt, time: timeFormat.format(at), full: fullFormat.format(at) })
  }
  return [...days.entries()].map(([key, day]) => ({ key, label: day.label, slots: day.slots }))
}

/** Formats a meeting's start and end for the confirmation: "Monday 3 March, 14:30–15:00". */
/** One instant as the slot range words it: "Monday 2 March 2026, 14:45". */
export function formatSlotStart(at: string, timeZone: string, locale: string): string {
  return formatSlotRange(at, at, timeZone, locale).split(' – ')[0] ?? at
}

export function formatSlotRange(startsAt: string, endsAt: string, timeZone: string, locale: string): string {
  const date = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(startsAt))
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' })
  return `${date}, ${time.format(new Date(startsAt))} – ${time.format(new Date(endsAt))}`
}
