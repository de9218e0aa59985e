import { describe, expect, it } from 'vitest'
import {
  AVATAR_COLOURS,
  avatarColourOf,
  bylineName,
  durationParts,
  formatDuration,
  formatLanguages,
  formatStableDate,
  formatTimeAgo,
  initialsOf,
  languageName,
} from './ambassador-format'

/** WCAG relative luminance contrast of a #rrggbb colour against white. */
function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const l = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
  return 1.05 / (l + 0.05)
}

describe('initials placeholder', () => {
  it('takes the first letters of the first name and last initial', () => {
    expect(initialsOf('Alice', 'D.')).toBe('AD')
    expect(initialsOf('émile', 'ø.')).toBe('ÉØ')
    expect(initialsOf(' Chihiro ', '')).toBe('C')
  })
  it('picks a stable colour with AA contrast for white text', () => {
    expect(avatarColourOf('00000000-0000-4000-8000-000000000001')).toBe(avatarColourOf('00000000-0000-4000-8000-000000000001'))
    for (const colour of AVATAR_COLOURS) expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5)
  })
})

describe('answer time', () => {
  it('says minutes under an hour, hours (rounded up) under two days, then days', () => {
    expect(durationParts(0)).toEqual({ value: 1, unit: 'minute' })
    expect(durationParts(45)).toEqual({ value: 45, unit: 'minute' })
    expect(durationParts(61)).toEqual({ value: 2, unit: 'hour' })
    expect(durationParts(180)).toEqual({ value: 3, unit: 'hour' })
    expect(durationParts(48 * 60)).toEqual({ value: 2, unit: 'day' })
  })
  it('is worded in the page language', () => {
    expect(formatDuration(180, 'en')).toBe('3 hours')
    expect(formatDuration(180, 'fr').replace(/\s/u, ' ')).toBe('3 heures')
    expect(formatDuration(1, 'en')).toBe('1 minute')
  })
})

describe('languages', () => {
  it('names languages in the page language and joins them as a list', () => {
    expect(languageName('ja', 'en')).toBe('Japanese')
    expect(languageName('ja', 'fr')).toBe('japonais')
    expect(formatLanguages(['en', 'fr'], 'en')).toBe('English and French')
    expect(formatLanguages(['en', 'fr'], 'fr')).toBe('anglais et français')
  })
})

describe('time ago', () => {
  const now = Date.parse('2030-01-31T12:00:00Z')
  it('uses the largest whole unit', () => {
    expect(formatTimeAgo('2030-01-31T09:00:00Z', now, 'en')).toBe('3 hours ago')
    expect(formatTimeAgo('2030-01-31T09:00:00Z', now, 'fr')).toBe('il y a 3 heures')
    expect(formatTimeAgo('2030-01-30T12:00:00Z', now, 'en')).toBe('yesterday')
    expect(formatTimeAgo('2030-01-31T11:59:30Z', now, 'en')).toBe('now')
  })
  it('has a time-zone independent date for the prerendered HTML', () => {
    expect(formatStableDate('2030-01-31T23:30:00Z', 'en')).toBe('Jan 31, 2030')
    expect(formatStableDate('2030-01-31T23:30:00Z', 'fr').replace(/\s/gu, ' ')).toBe('31 janv. 2030')
  })
})

describe('bylineName', () => {
  it('names an ambassador "Alice D.", and an erased one by the label', () => {
    expect(bylineName({ firstName: 'Alice', lastInitial: 'D.', former: false }, 'Former ambassador')).toBe('Alice D.')
    expect(bylineName({ firstName: '', lastInitial: '', former: true }, 'Ancien ambassadeur')).toBe('Ancien ambassadeur')
  })
})
