// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Client } from 'urql'
import { afterEach, describe, expect, it } from 'vitest'
import { useForm } from '../../forms'
import { renderWithPage } from '../ambassadors/testing/render-with-page'
import { meetingFormSchema } from './meeting-form-schema'
import { groupSlotsByDay } from './slot-days'
import { SlotPicker } from './SlotPicker'

const slot = (startsAt: string) => ({ startsAt, endsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString() })
const DAYS = groupSlotsByDay([slot('2030-03-04T08:00:00.000Z'), slot('2030-03-04T08:30:00.000Z'), slot('2030-03-05T13:00:00.000Z')], 'Europe/Paris', 'en')

function Picker({ onValue }: { onValue: (value: string) => void }) {
  const form = useForm<{ startsAt: string }>({ initialValues: { startsAt: '' }, schema: { startsAt: meetingFormSchema.startsAt } })
  onValue(form.values.startsAt)
  return <SlotPicker field={form.field('startsAt')} days={DAYS} zoneLabel="Times in Europe/Paris (UTC+1)" />
}

describe('SlotPicker', () => {
  afterEach(cleanup)

  it('is two radio groups (arrow keys in browsers): days, then the times of the chosen day', async () => {
    const user = userEvent.setup()
    let value = ''
    renderWithPage(<Picker onValue={(v) => (value = v)} />, { client: {} as Client })
    expect(screen.getByRole('group', { name: 'Time of the call' })).toBeTruthy()
    expect(screen.getByText('Times in Europe/Paris (UTC+1)')).toBeTruthy()
    const monday = screen.getByRole('radio', { name: /Monday, March 4/ })
    expect((monday as HTMLInputElement).checked).toBe(true)
    expect(screen.getByRole('group', { name: 'Free times on Monday, March 4' })).toBeTruthy()

    await user.click(screen.getByRole('radio', { name: '9:30 AM' }))
    expect(value).toBe('2030-03-04T08:30:00.000Z')

    await user.click(screen.getByRole('radio', { name: /Tuesday, March 5/ }))
    expect(screen.getByRole('group', { name: 'Free times on Tuesday, March 5' })).toBeTruthy()
    expect(screen.getAllByRole('radio', { name: /PM|AM/ }).map((r) => r.getAttribute('value'))).toEqual(['2030-03-05T13:00:00.000Z'])
    // The time chosen on Monday stays the form's value until another is picked.
    expect(value).toBe('2030-03-04T08:30:00.000Z')
  })
})
