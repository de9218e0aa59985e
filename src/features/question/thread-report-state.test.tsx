// @vitest-environment happy-dom
// Issue 32: the thread page shows the visitor's own report. While staff look, the reporter is told
// they will hear by e-mail (and only the reporter: a conversation the ambassador reported promises
// the visitor nothing); once staff acted, what they did, in the visitor's language.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Client, fetchExchange } from 'urql'
import en from '../../../locales/en.json'
import fr from '../../../locales/fr.json'
import type { Locale } from '../../contract/locale'
import { renderWithPage } from '../ambassadors/testing/render-with-page'
import { ThreadView } from './ThreadView'

// No stream in this test: the page's notes come from the thread query alone.
vi.mock('../live/useLiveUpdates', () => ({ useLiveUpdates: () => 'off' }))

const THREAD_ID = '3f0c4a8e-1d2b-4c5d-8e9f-0a1b2c3d4e5f'
const words: Record<Locale, typeof en> = { en, fr }

/** A former ambassador: no card, so nothing on the page fetches an image (the report's notes do not depend on who answers). */
const ambassador = {
  id: '00000000-0000-4000-8000-0000000000e1',
  firstName: '',
  lastInitial: '',
  former: true,
  acceptsMeetings: false,
  medianAnswerMinutes: 95,
  photoUrl: null,
  headline: '',
  field: { key: '', name: '' },
  studyLevel: 'MASTER',
  languages: [],
  country: '',
  countryName: '',
  city: '',
  answeredCount: 0,
  outOfOffice: false,
  lastActiveAt: null,
}

type Report = { status: 'OPEN' | 'RESOLVED'; outcome: 'RELEASE' | 'KEEP_CLOSED' | 'BLOCK' | null } | null

function apiWith(underReview: boolean, myReport: Report, status = 'OPEN') {
  const thread = {
    id: THREAD_ID,
    status,
    topic: 'Housing near campus',
    body: 'Is it easy to find a room?',
    language: 'en',
    firstName: 'Zoé',
    createdAt: '2030-01-10T09:00:00.000Z',
    published: false,
    ambassador,
    underReview,
    myReport,
    bodyHidden: false,
    closedBy: status === 'CLOSED' ? 'STAFF' : null,
    rated: false,
    messages: [{ id: THREAD_ID, author: 'VISITOR', body: 'Is it easy to find a room?', language: 'en', hidden: false, createdAt: '2030-01-10T09:00:00.000Z' }],
  }
  const fetch = vi.fn(() => Promise.resolve(Response.json({ data: { thread } })))
  return new Client({ url: 'http://127.0.0.1:9/gql/public', exchanges: [fetchExchange], fetch })
}

const render = async (client: Client, locale: Locale) => {
  renderWithPage(<ThreadView id={THREAD_ID} token={`tt_${'a'.repeat(43)}`} />, { client, locale })
  await screen.findByRole('heading', { name: 'Housing near campus' })
}
const note = (name: string) => screen.getByRole('note', { name })

describe('the visitor’s report on the thread page', () => {
  afterEach(cleanup)

  for (const locale of ['en', 'fr'] as const) {
    const t = words[locale].forms.safeguarding
    it(`under review: the reporter is promised an e-mail, a visitor who did not report is not (${locale})`, async () => {
      await render(apiWith(true, { status: 'OPEN', outcome: null }), locale)
      expect(note(t.underReview.title).textContent).toContain(t.underReview.reporter)
      cleanup()
      await render(apiWith(true, null), locale)
      expect(note(t.underReview.title).textContent).toContain(t.underReview.visitor)
      expect(t.underReview.visitor).not.toMatch(/e-mail/)
    })

    for (const outcome of ['RELEASE', 'KEEP_CLOSED', 'BLOCK'] as const) {
      it(`once staff acted: ${outcome}, told in a note that replaces "under review" (${locale})`, async () => {
        await render(apiWith(false, { status: 'RESOLVED', outcome }, outcome === 'RELEASE' ? 'OPEN' : 'CLOSED'), locale)
        expect(note(t.reportOutcome.title).textContent).toContain(t.reportOutcome[outcome])
        expect(screen.queryByRole('note', { name: t.underReview.title })).toBeNull()
      })
    }
  }

  it('shows nothing for a conversation never reported', async () => {
    await render(apiWith(false, null), 'en')
    expect(screen.queryByRole('note')).toBeNull()
  })
})
