/**
 * The availability editor's state, free of React: weekly windows per day
 * (each with a stable id so errors and focus stay on the right row while
 * rows are added and removed), time zone, meeting length, the "takes calls"
 * switch and out-of-office dates; plus validation with the shared rules and
 * the mapping of the API's `windows.<index>.<part>` errors back onto rows.
 */
import { DATE_PATTERN, validateWeeklyWindows, type WeeklyWindowInput } from '../../../contract/validation/account-schemas'
import { OUT_OF_OFFICE_MAX_DATES } from '../../../contract/limits'

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const
export type WindowPart = 'start' | 'end'

export interface EditableWindow extends WeeklyWindowInput {
  readonly id: string
}

export interface AvailabilityDraft {
  readonly timeZone: string
  readonly meetingMinutes: number
  readonly acceptsMeetings: boolean
  readonly windows: readonly EditableWindow[]
  readonly outOfOffice: readonly string[]
  /** Source of the next window id. */
  readonly nextId: number
}

export interface AvailabilitySource {
  readonly timeZone: string
  readonly meetingMinutes: number
  readonly acceptsMeetings: boolean
  readonly weeklyAvailability: readonly WeeklyWindowInput[]
  readonly outOfOffice: readonly string[]
}

export type AvailabilityAction =
  | { readonly type: 'addWindow'; readonly weekday: number }
  | { readonly type: 'removeWindow'; readonly id: string }
  | { readonly type: 'updateWindow'; readonly id: string; readonly part: WindowPart; readonly value: string }
  | { readonly type: 'setTimeZone'; readonly value: string }
  | { readonly type: 'setMeetingMinutes'; readonly value: number }
  | { readonly type: 'setAcceptsMeetings'; readonly value: boolean }
  | { readonly type: 'addOutOfOffice'; readonly date: string }
  | { readonly type: 'removeOutOfOffice'; readonly date: string }
  | { readonly type: 'reset'; readonly source: AvailabilitySource }

const DEFAULT_START = '09:00'
const DEFAULT_END = '17:00'

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const timeOf = (minutes: number): string => {
  const clamped = Math.min(24 * 60, Math.max(0, minutes))
  return `${String(Math.floor(clamped / 60)).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`
}

/** Rows in the order the API receives them: by day, then start time. */
export function orderedWindows(windows: readonly EditableWindow[]): EditableWindow[] {
  return [...windows].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start) || a.id.localeCompare(b.id))
}

export function windowsOfDay(draft: AvailabilityDraft, weekday: number): EditableWindow[] {
  return orderedWindows(draft.windows.filter((w) => w.weekday === weekday))
}

export function draftFromSource(source: AvailabilitySource): AvailabilityDraft {
  const windows = source.weeklyAvailability.map((w, i) => ({ id: `w${i + 1}`, weekday: w.weekday, start: w.start, end: w.end }))
  return {
    timeZone: source.timeZone,
    meetingMinutes: source.meetingMinutes,
    acceptsMeetings: source.acceptsMeetings,
    windows: orderedWindows(windows),
    outOfOffice: [...source.outOfOffice].sort(),
    nextId: windows.length + 1,
  }
}

/** A new row for a day: after the day's last window (one hour), or the usual 09:00–17:00. */
export function proposeWindow(existing: readonly WeeklyWindowInput[]): { start: string; end: string } {
  const last = [...existing].sort((a, b) => a.end.localeCompare(b.end)).at(-1)
  if (!last || minutesOf(last.end) >= 23 * 60) return { start: DEFAULT_START, end: DEFAULT_END }
  const start = minutesOf(last.end)
  return { start: timeOf(start), end: timeOf(start + 60) }
}

export function availabilityReducer(draft: AvailabilityDraft, action: AvailabilityAction): AvailabilityDraft {
  switch (action.type) {
    case 'addWindow': {
      const proposal = proposeWindow(draft.windows.filter((w) => w.weekday === action.weekday))
      const added: EditableWindow = { id: `w${draft.nextId}`, weekday: action.weekday, ...proposal }
      return { ...draft, windows: [...draft.windows, added], nextId: draft.nextId + 1 }
    }
    case 'removeWindow':
      return { ...draft, windows: draft.windows.filter((w) => w.id !== action.id) }
    case 'updateWindow':
      return { ...draft, windows: draft.windows.map((w) => (w.id === action.id ? { ...w, [action.part]: action.value } : w)) }
    case 'setTimeZone':
      return { ...draft, timeZone: action.value }
    case 'setMeetingMinutes':
      return { ...draft, meetingMinutes: action.value }
    case 'setAcceptsMeetings':
      return { ...draft, acceptsMeetings: action.value }
    case 'addOutOfOffice':
      if (!DATE_PATTERN.test(action.date) || draft.outOfOffice.includes(action.date)) return draft
      return { ...draft, outOfOffice: [...draft.outOfOffice, action.date].sort() }
    case 'removeOutOfOffice':
      return { ...draft, outOfOffice: draft.outOfOffice.filter((d) => d !== action.date) }
    case 'reset':
      return draftFromSource(action.source)
  }
}

/** The `setAvailability` input (ids dropped, rows in API order). */
export function toAvailabilityInput(draft: AvailabilityDraft) {
  return {
    timeZone: draft.timeZone,
    meetingMinutes: draft.meetingMinutes,
    acceptsMeetings: draft.acceptsMeetings,
    windows: orderedWindows(draft.windows).map(({ weekday, start, end }) => ({ weekday, start, end })),
    outOfOffice: [...draft.outOfOffice],
  }
}

/** Problems keyed by row id and part, plus problems of the whole list. */
export interface WindowProblems {
  readonly rows: Readonly<Record<string, Partial<Record<WindowPart | 'weekday', string>>>>
  /** Codes of the `windows` field itself (MAX). */
  readonly list: readonly string[]
}

/**
 * Puts `windows.<index>.<part>` codes (from validateWeeklyWindows or the API,
 * both indexing the API order) onto the rows they name.
 */
export function problemsByRow(draft: AvailabilityDraft, issues: readonly { field: string; code: string }[]): WindowProblems {
  const ordered = orderedWindows(draft.windows)
  const rows: Record<string, Partial<Record<WindowPart | 'weekday', string>>> = {}
  const list: string[] = []
  for (const issue of issues) {
    const match = /^windows\.(\d+)\.(start|end|weekday)$/.exec(issue.field)
    const row = match ? ordered[Number(match[1])] : undefined
    if (match && row) {
      const part = match[2] as WindowPart | 'weekday'
      rows[row.id] = { ...rows[row.id], [part]: rows[row.id]?.[part] ?? issue.code }
    } else if (issue.field.startsWith('windows')) list.push(issue.code)
  }
  return { rows, list }
}

export function validateWindows(draft: AvailabilityDraft): WindowProblems {
  return problemsByRow(draft, validateWeeklyWindows(toAvailabilityInput(draft).windows))
}

export function hasProblems(problems: WindowProblems): boolean {
  return problems.list.length > 0 || Object.keys(problems.rows).length > 0
}

export const canAddOutOfOffice = (draft: AvailabilityDraft): boolean => draft.outOfOffice.length < OUT_OF_OFFICE_MAX_DATES
