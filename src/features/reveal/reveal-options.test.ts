import { describe, expect, it } from 'vitest'
import { REVEAL } from '../../runtime/constants'
import { canAnimate, REDUCED_MOTION_QUERY, revealObserverOptions, revealTransition, startsHidden } from './reveal-options'

describe('reveal option mapping', () => {
  it('uses the seed constants exactly', () => {
    expect(REVEAL).toEqual({ offset: 120, delay: 0, duration: 400, easing: 'ease', once: true })
  })
  it('turns the 120 px offset into a negative bottom root margin', () => {
    expect(revealObserverOptions()).toEqual({ rootMargin: '0px 0px -120px 0px', threshold: 0 })
    expect(revealObserverOptions({ ...REVEAL, offset: 50 }).rootMargin).toBe('0px 0px -50px 0px')
  })
  it('animates opacity and transform for 400 ms, easing ease, no delay', () => {
    expect(revealTransition()).toBe('opacity 400ms ease 0ms, transform 400ms ease 0ms')
  })
  it('hides only elements below the revealed area', () => {
    expect(startsHidden(0, 800)).toBe(false)
    expect(startsHidden(679, 800)).toBe(false)
    expect(startsHidden(680, 800)).toBe(true)
    expect(startsHidden(2000, 800)).toBe(true)
  })
})

describe('reduced motion', () => {
  const io = class {}
  const media = (reduce: boolean) => (query: string) => ({ matches: reduce && query === REDUCED_MOTION_QUERY })
  it('animates nothing when the visitor prefers reduced motion', () => {
    expect(canAnimate({ IntersectionObserver: io, matchMedia: media(true) })).toBe(false)
  })
  it('animates otherwise, when IntersectionObserver exists', () => {
    expect(canAnimate({ IntersectionObserver: io, matchMedia: media(false) })).toBe(true)
    expect(canAnimate({ matchMedia: media(false) })).toBe(false)
  })
})
