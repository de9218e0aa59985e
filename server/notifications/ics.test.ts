import { describe, expect, it } from 'vitest'
import { meetingIcs } from './ics'

const meeting = {
  id: '00000000-0000-4000-8000-00000000abcd',
  startsAt: new Date('2030-01-02T10:00:00Z'),
  endsAt: new Date('2030-01-02T10:30:00Z'),
  status: 'pending' as const,
  sequence: 0,
  type: 'video' as const,
  message: '',
}

describe('meetingIcs', () => {
  it('keeps the organizer line one valid property whatever the organization is called', () => {
    const ics = meetingIcs(meeting, { title: 't', description: 'd', url: 'https://x.test/meet?manage=mt_1', organizerName: 'The "Best"\r\nUni' })
    const organizer = ics
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .find((line) => line.startsWith('ORGANIZER'))
    expect(organizer).toBe('ORGANIZER;CN="The  Best   Uni":MAILTO:no-reply@ambassador-portal.invalid')
  })
})
