// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import en from '../../../../locales/en.json'
import { answerPersistKey } from '../session/area-storage'
import { renderInArea, stubClient } from '../testing/render-in-area'
import type { InboxQuestion } from './inbox-operations'
import { QuestionItem } from './QuestionItem'

const t = en.ambassadorsArea.inbox

const question = (overrides: Partial<InboxQuestion> = {}): InboxQuestion => ({
  id: 'q1',
  status: 'OPEN',
  firstName: 'Léa',
  topic: 'Campus housing',
  body: 'Where do first-year students live?',
  locale: 'en',
  createdAt: new Date(Date.now() - 50 * 3_600_000).toISOString(),
  waitingMinutes: 50 * 60,
  overdue: true,
  published: false,
  answers: [],
  ...overrides,
})

beforeEach(() => sessionStorage.clear())
afterEach(cleanup)

describe('QuestionItem', () => {
  it('shows first name, topic, time waiting and the overdue flag; never an email', () => {
    renderInArea(
      <QuestionItem question={question()} onAnnounce={() => {}} />,
      stubClient(() => ({})),
    )
    const card = screen.getByRole('article', { name: 'Campus housing' })
    expect(card.textContent).toContain('From Léa')
    expect(card.textContent).toContain('Asked 2 days ago')
    expect(card.textContent).toContain(t.overdue)
    expect(card.textContent).not.toContain('@')
  })

  it('opens with the half-typed answer kept from before the session expired', async () => {
    sessionStorage.setItem(`form-draft:${answerPersistKey('q1')}`, JSON.stringify({ body: 'Most of them live in', publish: false }))
    // eslint-disable-next-line @typescript-eslint/require-await -- async act on purpose: React then flushes the work the update started
    await act(async () => {
      renderInArea(
        <QuestionItem question={question()} onAnnounce={() => {}} />,
        stubClient(() => ({})),
      )
    })
    expect(screen.getByRole('button', { name: t.hideAnswer }).getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByLabelText<HTMLTextAreaElement>(t.answerLabel).value).toBe('Most of them live in')
    expect(screen.getByText(t.draftRestored)).toBeTruthy()
  })

  it('toggles the answer form with a disclosure button wired to its region', () => {
    renderInArea(
      <QuestionItem question={question({ overdue: false })} onAnnounce={() => {}} />,
      stubClient(() => ({})),
    )
    const toggle = screen.getByRole('button', { name: t.answer })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).not.toBeNull()
    fireEvent.click(toggle)
    expect(screen.getByLabelText(t.answerLabel)).toBeTruthy()
  })

  it('offers publishing only once answered, and shows the answer', () => {
    const answered = question({ status: 'ANSWERED', overdue: false, answers: [{ id: 'a1', body: 'In the halls.', createdAt: new Date().toISOString() }] })
    renderInArea(
      <QuestionItem question={answered} onAnnounce={() => {}} />,
      stubClient(() => ({})),
    )
    expect(screen.getByText('In the halls.')).toBeTruthy()
    expect(screen.getByRole('button', { name: t.publishAction })).toBeTruthy()
    expect(screen.queryByRole('button', { name: t.answer })).toBeNull()
  })
})
