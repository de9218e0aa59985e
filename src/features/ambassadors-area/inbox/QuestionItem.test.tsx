// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import en from '../../../../locales/en.json'
import { isPublicRulesRequest, publicRulesData } from '../../safeguarding/testing'
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
  publicationStatus: 'PRIVATE',
  publicationRejectionReason: null,
  underReview: false,
  bodyHidden: false,
  messages: [],
  ...overrides,
})

beforeEach(() => sessionStorage.clear())
afterEach(cleanup)

describe('QuestionItem', () => {
  it('shows first name, topic, time waiting and the overdue flag; never an email', () => {
    renderInArea(
      <QuestionItem question={question()} onAnnounce={() => {}} />,
      stubClient((request) => (isPublicRulesRequest(request) ? { data: publicRulesData() } : {})),
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
        stubClient((request) => (isPublicRulesRequest(request) ? { data: publicRulesData() } : {})),
      )
    })
    expect(screen.getByRole('button', { name: t.hideAnswer }).getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByLabelText<HTMLTextAreaElement>(t.answerLabel).value).toBe('Most of them live in')
    expect(screen.getByText(t.draftRestored)).toBeTruthy()
  })

  it('toggles the answer form with a disclosure button wired to its region', () => {
    renderInArea(
      <QuestionItem question={question({ overdue: false })} onAnnounce={() => {}} />,
      stubClient((request) => (isPublicRulesRequest(request) ? { data: publicRulesData() } : {})),
    )
    const toggle = screen.getByRole('button', { name: t.answer })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).not.toBeNull()
    fireEvent.click(toggle)
    expect(screen.getByLabelText(t.answerLabel)).toBeTruthy()
  })

  it('offers publishing only once answered, and shows the conversation: the answer and the visitor’s follow-up', () => {
    const now = new Date().toISOString()
    const answered = question({
      status: 'ANSWERED',
      overdue: false,
      messages: [
        { id: 'q1', author: 'VISITOR', body: 'Where do first-year students live?', hidden: false, createdAt: now },
        { id: 'a1', author: 'AMBASSADOR', body: 'In the halls.', hidden: false, createdAt: now },
        { id: 'f1', author: 'VISITOR', body: 'Thanks, which one?', hidden: false, createdAt: now },
      ],
    })
    renderInArea(
      <QuestionItem question={answered} onAnnounce={() => {}} />,
      stubClient((request) => (isPublicRulesRequest(request) ? { data: publicRulesData() } : {})),
    )
    expect(screen.getByText('In the halls.')).toBeTruthy()
    expect(screen.getByText('Thanks, which one?')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Léa replied' })).toBeTruthy()
    // The question itself is shown once, above the conversation.
    expect(screen.getAllByText('Where do first-year students live?')).toHaveLength(1)
    expect(screen.getByRole('button', { name: t.publishAction })).toBeTruthy()
    expect(screen.queryByRole('button', { name: t.answer })).toBeNull()
  })

  it('under review: says so, keeps the answer closed (still focusable, the reason named) and offers no close, publish or report', () => {
    const reviewed = question({ underReview: true })
    renderInArea(
      <QuestionItem question={reviewed} onAnnounce={() => {}} />,
      stubClient(() => ({})),
    )
    const notice = screen.getByRole('note', { name: en.forms.safeguarding.underReview.title })
    expect(notice.textContent).toContain(en.forms.safeguarding.underReview.ambassador)
    const answer = screen.getByRole('button', { name: t.answer })
    expect(answer.getAttribute('aria-disabled')).toBe('true')
    expect(answer.getAttribute('aria-describedby')).toBe(notice.id)
    fireEvent.click(answer)
    expect(screen.queryByLabelText(t.answerLabel)).toBeNull()
    expect(screen.queryByRole('button', { name: t.close })).toBeNull()
    expect(screen.queryByRole('button', { name: en.forms.safeguarding.report.open })).toBeNull()
  })

  it('shows "hidden by staff" for what moderation hid, and reports with a required reason', async () => {
    const reported: unknown[] = []
    const client = stubClient((request) => {
      reported.push(request.variables)
      return { data: { reportQuestion: { __typename: 'ReportPayload', reported: true, fieldErrors: [] } } }
    })
    renderInArea(<QuestionItem question={question({ bodyHidden: true, topic: '', body: '' })} onAnnounce={() => {}} />, client)
    expect(screen.getAllByText(en.forms.safeguarding.hiddenByStaff)).toHaveLength(2)
    fireEvent.click(screen.getByRole('button', { name: en.forms.safeguarding.report.open }))
    fireEvent.click(screen.getByRole('button', { name: en.forms.safeguarding.report.send }))
    expect(await screen.findByText('This field is required')).toBeTruthy()
    expect(reported).toEqual([])
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: '  Asked for my phone number  ' } })
    fireEvent.click(screen.getByRole('button', { name: en.forms.safeguarding.report.send }))
    expect(await screen.findByText(en.forms.safeguarding.report.done)).toBeTruthy()
    expect(reported).toEqual([{ questionId: 'q1', reason: 'Asked for my phone number' }])
  })
})
