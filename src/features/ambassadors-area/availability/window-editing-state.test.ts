import { describe, expect, it } from 'vitest'
import {
  availabilityReducer,
  draftFromSource,
  problemsByRow,
  proposeWindow,
  toAvailabilityInput,
  validateWindows,
  windowsOfDay,
  type AvailabilitySource,
} from './window-editing-state'

const source: AvailabilitySource = {
  timeZone: 'Europe/Paris',
  meetingMinutes: 30,
  acceptsMeetings: true,
  weeklyAvailability: [
    { weekday: 2, start: '09:00', end: '12:00' },
    { weekday: 1, start: '14:00', end: '17:00' },
    { weekday: 1, start: '09:00', end: '12:00' },
  ],
  outOfOffice: ['2030-05-02', '2030-05-01'],
}

describe('draftFromSource', () => {
  it('gives every row an id and keeps rows in API order', () => {
    const draft = draftFromSource(source)
    expect(draft.windows.map((w) => `${w.weekday} ${w.start}`)).toEqual(['1 09:00', '1 14:00', '2 09:00'])
    expect(new Set(draft.windows.map((w) => w.id)).size).toBe(3)
    expect(draft.outOfOffice).toEqual(['2030-05-01', '2030-05-02'])
  })
})

describe('availabilityReducer', () => {
  it('adds a window after the last one of the day, or 09:00–17:00 on an empty day', () => {
    let draft = draftFromSource(source)
    draft = availabilityReducer(draft, { type: 'addWindow', weekday: 1 })
    expect(windowsOfDay(draft, 1).at(-1)).toMatchObject({ start: '17:00', end: '18:00' })
    draft = availabilityReducer(draft, { type: 'addWindow', weekday: 6 })
    expect(windowsOfDay(draft, 6)).toMatchObject([{ start: '09:00', end: '17:00' }])
    expect(new Set(draft.windows.map((w) => w.id)).size).toBe(draft.windows.length)
  })

  it('edits and removes one row by id, leaving the others alone', () => {
    let draft = draftFromSource(source)
    const [first, second] = windowsOfDay(draft, 1)
    draft = availabilityReducer(draft, { type: 'updateWindow', id: first!.id, part: 'end', value: '10:30' })
    expect(windowsOfDay(draft, 1)[0]).toMatchObject({ start: '09:00', end: '10:30' })
    draft = availabilityReducer(draft, { type: 'removeWindow', id: second!.id })
    expect(windowsOfDay(draft, 1)).toHaveLength(1)
    expect(windowsOfDay(draft, 2)).toHaveLength(1)
  })

  it('keeps out-of-office dates sorted, unique and well-formed', () => {
    let draft = draftFromSource(source)
    draft = availabilityReducer(draft, { type: 'addOutOfOffice', date: '2030-04-30' })
    draft = availabilityReducer(draft, { type: 'addOutOfOffice', date: '2030-05-01' })
    draft = availabilityReducer(draft, { type: 'addOutOfOffice', date: '30/04/2030' })
    expect(draft.outOfOffice).toEqual(['2030-04-30', '2030-05-01', '2030-05-02'])
    draft = availabilityReducer(draft, { type: 'removeOutOfOffice', date: '2030-05-01' })
    expect(draft.outOfOffice).toEqual(['2030-04-30', '2030-05-02'])
  })

  it('sets zone, length and the calls switch, and resets to the saved state', () => {
    let draft = draftFromSource(source)
    draft = availabilityReducer(draft, { type: 'setTimeZone', value: 'Asia/Tokyo' })
    draft = availabilityReducer(draft, { type: 'setMeetingMinutes', value: 45 })
    draft = availabilityReducer(draft, { type: 'setAcceptsMeetings', value: false })
    expect(toAvailabilityInput(draft)).toMatchObject({ timeZone: 'Asia/Tokyo', meetingMinutes: 45, acceptsMeetings: false })
    draft = availabilityReducer(draft, { type: 'reset', source })
    expect(draft.timeZone).toBe('Europe/Paris')
  })
})

describe('proposeWindow', () => {
  it('falls back to the usual hours when the day ends late', () => {
    expect(proposeWindow([{ weekday: 1, start: '20:00', end: '24:00' }])).toEqual({ start: '09:00', end: '17:00' })
    expect(proposeWindow([{ weekday: 1, start: '20:00', end: '22:30' }])).toEqual({ start: '22:30', end: '23:30' })
  })
})

describe('validation onto rows', () => {
  it('puts end-before-start and overlap next to the row that has them', () => {
    let draft = draftFromSource(source)
    const [morning, afternoon] = windowsOfDay(draft, 1)
    draft = availabilityReducer(draft, { type: 'updateWindow', id: morning!.id, part: 'end', value: '08:00' })
    expect(validateWindows(draft).rows).toEqual({ [morning!.id]: { end: 'END_BEFORE_START' } })
    draft = availabilityReducer(draft, { type: 'updateWindow', id: morning!.id, part: 'end', value: '15:00' })
    expect(validateWindows(draft).rows).toEqual({ [afternoon!.id]: { start: 'OVERLAP' } })
  })

  it('maps the API indexes (API order) back onto row ids', () => {
    const draft = draftFromSource(source)
    const tuesday = windowsOfDay(draft, 2)[0]!
    const problems = problemsByRow(draft, [
      { field: 'windows.2.end', code: 'END_BEFORE_START' },
      { field: 'windows', code: 'MAX' },
      { field: 'windows.9.start', code: 'REGEX' },
    ])
    expect(problems.rows).toEqual({ [tuesday.id]: { end: 'END_BEFORE_START' } })
    expect(problems.list).toEqual(['MAX', 'REGEX'])
  })

  it('accepts a clean week', () => {
    expect(validateWindows(draftFromSource(source))).toEqual({ rows: {}, list: [] })
  })
})
