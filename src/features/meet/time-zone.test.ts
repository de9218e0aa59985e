import { describe, expect, it } from 'vitest'
import { timeZoneLabel } from './time-zone'

describe('time zone label', () => {
  it('names the zone by its human name and city, in the page language, never the IANA id', () => {
    expect(timeZoneLabel('America/Toronto', new Date('2030-01-15T12:00:00Z'), 'en')).toBe('Eastern Time — Toronto')
    expect(timeZoneLabel('America/Toronto', new Date('2030-01-15T12:00:00Z'), 'fr')).toMatch(/^heure de l’Est.* — Toronto$/)
    expect(timeZoneLabel('America/Argentina/Buenos_Aires', new Date('2030-01-15T12:00:00Z'), 'en')).toMatch(/ — Buenos Aires$/)
  })

  it('names UTC once', () => {
    expect(timeZoneLabel('UTC', new Date('2030-01-15T12:00:00Z'), 'en')).toBe('UTC')
    expect(timeZoneLabel('Etc/UTC', new Date('2030-01-15T12:00:00Z'), 'fr')).toBe('UTC')
  })
})
