import { describe, expect, it } from 'vitest'
import { formatSlotRange, groupSlotsByDay } from './slot-days'

const slot = (startsAt: string, minutes = 30) => ({ startsAt, endsAt: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString() })

describe('groupSlotsByDay', () => {
  it('groups by the visitor’s calendar day, not the UTC day', () => {
    // 23:30 UTC on the 3rd is already the 4th in Paris (UTC+1 in March).
    const slots = [slot('2030-03-04T08:00:00.000Z'), slot('2030-03-03T23:30:00.000Z'), slot('2030-03-03T10:00:00.000Z')]
    const days = groupSlotsByDay(slots, 'Europe/Paris', 'en')
    expect(days.map((d) => d.key)).toEqual(['2030-03-03', '2030-03-04'])
    expect(days[1]?.slots.map((s) => s.time)).toEqual(['12:30 AM', '9:00 AM'])
    expect(days[0]?.label).toBe('Sunday, March 3')
  })

  it('labels in French with 24-hour times', () => {
    const [day] = groupSlotsByDay([slot('2030-03-04T13:30:00.000Z')], 'Europe/Paris', 'fr')
    expect(day?.label).toBe('lundi 4 mars')
    expect(day?.slots[0]?.time).toBe('14:30')
    expect(day?.slots[0]?.full).toBe('lundi 4 mars à 14:30')
  })

  it('returns nothing for no slots', () => {
    expect(groupSlotsByDay([], 'UTC', 'en')).toEqual([])
  })
})

describe('formatSlotRange', () => {
  it('shows the date and both times in the zone', () => {
    expect(formatSlotRange('2030-03-04T13:30:00.000Z', '2030-03-04T14:00:00.000Z', 'Europe/Paris', 'fr')).toBe('lundi 4 mars 2030, 14:30 – 15:00')
  })
})
