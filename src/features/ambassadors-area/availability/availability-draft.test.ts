// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { forgetAreaStorage } from '../session/area-storage'
import { keepAvailabilityDraft, loadAvailabilityDraft } from './availability-draft'
import { availabilityReducer, draftFromSource } from './window-editing-state'

const saved = draftFromSource({
  timeZone: 'Europe/Paris',
  meetingMinutes: 30,
  acceptsMeetings: true,
  weeklyAvailability: [{ weekday: 1, start: '09:00', end: '12:00' }],
  outOfOffice: [],
})

beforeEach(() => sessionStorage.clear())

describe('availability draft', () => {
  it('keeps unsaved edits per ambassador until they match what is saved', () => {
    const edited = availabilityReducer(saved, { type: 'addWindow', weekday: 6 })
    keepAvailabilityDraft('a1', edited, saved)
    expect(loadAvailabilityDraft('a1')).toEqual(edited)
    expect(loadAvailabilityDraft('a2')).toBeNull()
    keepAvailabilityDraft('a1', saved, saved)
    expect(loadAvailabilityDraft('a1')).toBeNull()
  })

  it('ignores what is not a draft and is forgotten on sign-out', () => {
    sessionStorage.setItem('ambassadors-area-ui:availability-draft:a1', '{"timeZone":"Europe/Paris"}')
    expect(loadAvailabilityDraft('a1')).toBeNull()
    keepAvailabilityDraft('a1', availabilityReducer(saved, { type: 'setMeetingMinutes', value: 45 }), saved)
    forgetAreaStorage()
    expect(loadAvailabilityDraft('a1')).toBeNull()
  })
})
