// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import en from '../../../../locales/en.json'
import { renderInArea, stubClient } from '../testing/render-in-area'
import { AttendanceMark } from './AttendanceMark'
import type { AmbassadorMeeting } from './meetings-operations'

const t = en.ambassadorsArea.meetings.attendance

const meeting = (attendance: 'HELD' | 'MISSED' | null): AmbassadorMeeting => ({
  id: 'm1',
  startsAt: '2030-03-04T08:00:00.000Z',
  endsAt: '2030-03-04T08:30:00.000Z',
  type: 'VIDEO',
  status: 'CONFIRMED',
  firstName: 'Léa',
  lastName: '',
  email: null,
  phone: null,
  message: '',
  cancelReason: null,
  joinUrl: null,
  joinPageUrl: null,
  joinOpensAt: null,
  attendance,
})

afterEach(cleanup)

describe('AttendanceMark (issue 33)', () => {
  it('asks whether the call took place, sends the mark and announces it', async () => {
    const client = stubClient(() => ({ data: { markMeetingAttendance: { meeting: { ...meeting('MISSED'), __typename: 'Meeting' }, fieldErrors: [] } } }))
    const announced: string[] = []
    renderInArea(<AttendanceMark meeting={meeting(null)} name="Léa" onAnnounce={(m) => announced.push(m)} />, client)
    expect(screen.getByRole('group', { name: t.question })).toBeTruthy()
    expect(screen.getByRole('button', { name: t.HELD }).getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(screen.getByRole('button', { name: t.MISSED }))
    await waitFor(() => expect(announced).toEqual(['The call with Léa is marked as missed.']))
    expect(client.calls[0]?.variables).toEqual({ meetingId: 'm1', attendance: 'MISSED' })
  })

  it('shows the current mark as the pressed button, and the API’s refusal next to the buttons', async () => {
    const client = stubClient(() => ({
      data: {
        markMeetingAttendance: { meeting: null, fieldErrors: [{ field: 'meetingId', code: 'CALL_NOT_PAST', message: 'Not yet.', messageKey: 'errors.callNotPast', limit: null }] },
      },
    }))
    renderInArea(<AttendanceMark meeting={meeting('HELD')} name="Léa" onAnnounce={() => {}} />, client)
    expect(screen.getByRole('group', { name: t.markedHELD })).toBeTruthy()
    expect(screen.getByRole('button', { name: t.HELD }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: t.MISSED }))
    expect((await screen.findByRole('alert')).textContent).not.toBe('')
  })
})
