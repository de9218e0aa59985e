import { describe, expect, it } from 'vitest'
import { callLinkOf, isJoinOpen, isPhoneRevealOpen, joinOpensAt, joinPageUrlOf } from './join-link'

const startsAt = new Date('2026-12-01T14:00:00Z')
const endsAt = new Date('2026-12-01T14:30:00Z')
const at = (iso: string) => new Date(iso)
const video = { type: 'video' as const, status: 'confirmed' as const, startsAt, endsAt }

describe('a video call link', () => {
  it('puts the room in the template, or is the fixed link', () => {
    expect(callLinkOf('https://meet.jit.si/{room}', 'abc123')).toBe('https://meet.jit.si/abc123')
    expect(callLinkOf('https://zoom.us/j/42', 'abc123')).toBe('https://zoom.us/j/42')
    expect(joinPageUrlOf('https://portal.example', 'fr', 'abc123')).toBe('https://portal.example/fr/meet?join=abc123')
  })

  it('opens 15 minutes before a confirmed call and closes at its end', () => {
    expect(joinOpensAt(video).toISOString()).toBe('2026-12-01T13:45:00.000Z')
    expect(isJoinOpen(video, at('2026-12-01T13:44:59Z'))).toBe(false)
    expect(isJoinOpen(video, at('2026-12-01T13:45:00Z'))).toBe(true)
    expect(isJoinOpen(video, at('2026-12-01T14:29:59Z'))).toBe(true)
    expect(isJoinOpen(video, at('2026-12-01T14:30:00Z'))).toBe(false)
    expect(isJoinOpen({ ...video, status: 'pending' }, at('2026-12-01T14:00:00Z'))).toBe(false)
    expect(isJoinOpen({ ...video, type: 'phone' }, at('2026-12-01T14:00:00Z'))).toBe(false)
  })

  it('shows a phone number from one hour before a confirmed phone call to its end', () => {
    const phone = { ...video, type: 'phone' as const }
    expect(isPhoneRevealOpen(phone, at('2026-12-01T12:59:59Z'))).toBe(false)
    expect(isPhoneRevealOpen(phone, at('2026-12-01T13:00:00Z'))).toBe(true)
    expect(isPhoneRevealOpen(phone, at('2026-12-01T14:30:00Z'))).toBe(false)
    expect(isPhoneRevealOpen({ ...phone, status: 'pending' }, at('2026-12-01T13:30:00Z'))).toBe(false)
  })
})
