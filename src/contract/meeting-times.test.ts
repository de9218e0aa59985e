import { describe, expect, it } from 'vitest'
import { allAtNight, cityOfZone, isNightHour, zoneName } from './meeting-times'

describe('meeting times (issue 33)', () => {
  it('names a zone by its human name and city in both languages, never its IANA id', () => {
    const winter = new Date('2030-01-15T12:00:00Z')
    expect(zoneName('America/Toronto', 'en', winter)).toBe('Eastern Time — Toronto')
    expect(zoneName('America/Toronto', 'fr', winter)).toMatch(/^heure de l’Est.* — Toronto$/)
    expect(zoneName('Europe/Paris', 'en', winter)).toBe('Central European Time — Paris')
    expect(zoneName('UTC', 'fr', winter)).toBe('UTC')
    expect(zoneName('Not/AZone', 'en', winter)).toBe('UTC')
    expect(cityOfZone('America/Argentina/Buenos_Aires')).toBe('Buenos Aires')
    expect(cityOfZone('Etc/GMT+5')).toBeNull()
  })

  it('night is 22:00 to 07:00 in the reader’s zone; the note needs every slot at night', () => {
    expect([21, 22, 3, 6, 7].map(isNightHour)).toEqual([false, true, true, true, false])
    // 09:00 and 15:30 in Paris are 03:00 and 09:30 in Toronto: not all at night.
    expect(allAtNight(['2030-01-15T08:00:00Z', '2030-01-15T14:30:00Z'], 'America/Toronto')).toBe(false)
    expect(allAtNight(['2030-01-15T08:00:00Z', '2030-01-15T09:30:00Z'], 'America/Toronto')).toBe(true)
    expect(allAtNight([], 'America/Toronto')).toBe(false)
  })
})
