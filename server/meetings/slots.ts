/**
 * Weekly availability → concrete UTC slots. Windows are wall-clock times in
 * the ambassador's zone; each window is cut into back-to-back slots of the
 * meeting length. Out-of-office dates (local) and busy meetings are removed,
 * and only slots fully inside [from, to] are kept.
 */
import { fromLocal, isoDate, isoWeekday, toLocal } from '../core/time-zones'

export interface WeeklyWindow {
  readonly weekday: number
  readonly startMinute: number
  readonly endMinute: number
}

export interface SlotRules {
  readonly timeZone: string
  readonly meetingMinutes: number
  readonly windows: readonly WeeklyWindow[]
  /** Local dates `YYYY-MM-DD`. */
  readonly outOfOffice: readonly string[]
}

export interface Interval {
  readonly startsAt: number
  readonly endsAt: number
}

const DAY_MS = 86_400_000

export function expandSlots(rules: SlotRules, fromMs: number, toMs: number, busy: readonly Interval[]): Interval[] {
  if (toMs <= fromMs || rules.meetingMinutes <= 0 || rules.windows.length === 0) return []
  const lengthMs = rules.meetingMinutes * 60_000
  const off = new Set(rules.outOfOffice)
  const slots: Interval[] = []
  // Walk local calendar dates from the day before `from` to the day after `to`
  // (zones are at most ±14 h from UTC), via noon UTC to stay clear of DST edges.
  const first = toLocal(fromMs - DAY_MS, rules.timeZone)
  let cursor = Date.UTC(first.year, first.month - 1, first.day, 12)
  const last = toMs + DAY_MS
  for (; cursor <= last; cursor += DAY_MS) {
    const d = new Date(cursor)
    const date = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
    if (off.has(isoDate(date))) continue
    const weekday = isoWeekday(date)
    for (const w of rules.windows) {
      if (w.weekday !== weekday) continue
      for (let m = w.startMinute; m + rules.meetingMinutes <= w.endMinute; m += rules.meetingMinutes) {
        const startsAt = fromLocal({ ...date, minute: m }, rules.timeZone)
        if (startsAt === null || startsAt < fromMs || startsAt + lengthMs > toMs) continue
        const endsAt = startsAt + lengthMs
        if (busy.some((b) => b.startsAt < endsAt && startsAt < b.endsAt)) continue
        slots.push({ startsAt, endsAt })
      }
    }
  }
  slots.sort((a, b) => a.startsAt - b.startsAt)
  // Overlapping windows could yield one start twice: keep it once.
  return slots.filter((s, i) => i === 0 || s.startsAt !== slots[i - 1]?.startsAt)
}

/** True when `startsAt` is one of the ambassador's weekly slot starts (ignoring busy ones). */
export function isSlotStart(rules: SlotRules, startsAt: number): boolean {
  const lengthMs = rules.meetingMinutes * 60_000
  return expandSlots(rules, startsAt, startsAt + lengthMs, []).some((s) => s.startsAt === startsAt)
}
