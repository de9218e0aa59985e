import { describe, expect, it } from 'vitest'
import { funnelOf } from './funnel'

describe('funnelOf', () => {
  it('counts engagement from the same events as the visits', () => {
    expect(funnelOf({ page_view: 120, match_completed: 30, question_sent: 12, meeting_booked: 4 })).toEqual({ visits: 120, matchesCompleted: 30, engaged: 16 })
  })

  it('never lets a step exceed the visits (repeated actions in one visit)', () => {
    expect(funnelOf({ page_view: 5, match_completed: 9, question_sent: 6, meeting_booked: 2 })).toEqual({ visits: 5, matchesCompleted: 5, engaged: 5 })
  })

  it('is all zeros without events', () => {
    expect(funnelOf({})).toEqual({ visits: 0, matchesCompleted: 0, engaged: 0 })
  })
})
